/**
 * Builds the gold bodies of the real-page corpus from hand-written per-page selections (`spec.json`), so
 * every gold body can be re-derived and reviewed: the article container (`include`, CSS), the parts of it
 * that are not the story (`exclude`, CSS: captions, bylines, related boxes…), and whole paragraphs to drop
 * (`drop`, regular expressions matched against a paragraph). Paragraphs are cut the way a reader sees them
 * (`textBlocks`), independently of either extractor.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/extraction/real/label.ts [--show id]
 *
 * Writes `labels.json` beside this file. `--show id` prints that page's gold paragraphs, numbered, for review.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DomElement, parseDocument } from '../../../server/src/pipeline/extraction/dom';
import { textBlocks } from '../../../server/src/pipeline/extraction/paragraphs';
import { readRealPage } from './npm-fixtures';

interface PageSpec {
  id: string;
  url: string;
  /**
   * Where the page is read from: absent for pages copied into `pages/<id>.html`; `npm:<package>@<version>:<path>`
   * for a page read from a pinned registry package's tarball (`npm-fixtures.ts`), not copied into the repo.
   */
  file?: string;
  /** Where the page file came from (registry package and path inside it). */
  source: string;
  /** Licence of the package that distributes the page; the page text itself belongs to its publisher. */
  licence: string;
  language: string;
  /** CSS selectors of the article container(s), in document order. */
  include: string[];
  exclude?: string[];
  drop?: string[];
  /** The story starts at the first paragraph matching this (headline, deck and tool bars above it go). */
  first?: string;
  /** The story ends at the last paragraph matching this (share bars and teasers below it go). */
  last?: string;
  note?: string;
}

export interface RealLabel extends Omit<PageSpec, 'include' | 'exclude' | 'drop' | 'file'> {
  /** `pages/<id>.html` (in this folder) or an `npm:` fixture reference (see `PageSpec.file`). */
  file: string;
  /**
   * `dev` (tuned on) or `heldout` (never tuned on), fixed by the SHA-1 of the page id before any result
   * was seen: first hex digit 0–9 → dev, a–f → heldout (about 5 in 8 pages to dev).
   */
  split: 'dev' | 'heldout';
  body: string;
}

/**
 * Never part of a gold body on any page (the convention in ../README.md): scripts and styles, figures and
 * their captions (also class names with "caption"), side boxes, embedded frames, embedded social posts and
 * form controls.
 */
const ALWAYS_EXCLUDED = [
  'script',
  'style',
  'noscript',
  'template',
  'figure',
  'figcaption',
  'aside',
  'iframe',
  'button',
  'select',
  // photo captions outside <figcaption> ("p.caption", "div.image-caption")
  '[class*="caption"]',
  // embedded social posts (the convention excludes them; added with the Mercury pages, changes no older label)
  'blockquote.twitter-tweet',
  'blockquote.twitter-video',
  'blockquote.instagram-media',
];

const here = dirname(fileURLToPath(import.meta.url));

export function splitOf(id: string): RealLabel['split'] {
  const digit = createHash('sha1').update(id).digest('hex')[0] ?? '0';
  return /[0-9]/.test(digit) ? 'dev' : 'heldout';
}

function goldBody(spec: PageSpec): string {
  const html = readRealPage(here, spec.file ?? `pages/${spec.id}.html`);
  const document = parseDocument(html);
  for (const selector of [...ALWAYS_EXCLUDED, ...(spec.exclude ?? [])]) {
    for (const element of Array.from(document.querySelectorAll(selector))) element.remove();
  }
  const containers: DomElement[] = [];
  for (const selector of spec.include) {
    const found = Array.from(document.querySelectorAll(selector));
    if (found.length === 0) throw new Error(`${spec.id}: include ${selector} matches nothing`);
    containers.push(...found);
  }
  const drops = (spec.drop ?? []).map((pattern) => new RegExp(pattern, 'u'));
  const used = new Set<RegExp>();
  const paragraphs: string[] = [];
  for (const container of containers) {
    for (const block of textBlocks(container)) {
      const hit = drops.find((pattern) => pattern.test(block.text));
      if (hit) used.add(hit);
      else paragraphs.push(block.text);
    }
  }
  for (const pattern of drops)
    if (!used.has(pattern)) throw new Error(`${spec.id}: drop ${pattern} matches nothing`);
  const first = spec.first
    ? paragraphs.findIndex((text) => new RegExp(spec.first as string, 'u').test(text))
    : 0;
  const last = spec.last
    ? paragraphs.findLastIndex((text) => new RegExp(spec.last as string, 'u').test(text))
    : paragraphs.length - 1;
  if (first < 0 || last < 0) throw new Error(`${spec.id}: first/last matches nothing`);
  return paragraphs.slice(first, last + 1).join('\n\n');
}

const specs = JSON.parse(readFileSync(join(here, 'spec.json'), 'utf8')) as PageSpec[];
const show = process.argv.indexOf('--show');
if (show >= 0) {
  // An exact id, or a prefix (`--show mercury-`) to review a whole group page after page.
  const wanted = process.argv[show + 1] ?? '';
  const exact = specs.filter((candidate) => candidate.id === wanted);
  const chosen = exact.length > 0 ? exact : specs.filter((candidate) => candidate.id.startsWith(wanted));
  if (chosen.length === 0) throw new Error(`no page ${wanted}`);
  for (const spec of chosen) {
    if (chosen.length > 1) console.log(`\n===== ${spec.id} (${splitOf(spec.id)})`);
    goldBody(spec)
      .split('\n\n')
      .forEach((paragraph, index) => {
        console.log(`${String(index).padStart(3)} ${paragraph}`);
      });
  }
} else {
  const labels: RealLabel[] = specs.map(
    ({ include: _i, exclude: _e, drop: _d, first: _f, last: _l, ...spec }, index) => ({
      ...spec,
      file: spec.file ?? `pages/${spec.id}.html`,
      split: splitOf(spec.id),
      body: goldBody(specs[index] as PageSpec),
    }),
  );
  writeFileSync(join(here, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
  const heldout = labels.filter((label) => label.split === 'heldout').length;
  console.log(`${labels.length} pages labelled: ${labels.length - heldout} dev, ${heldout} held out`);
}
