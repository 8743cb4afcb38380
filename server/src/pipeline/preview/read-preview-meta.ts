import type { PreviewMeta } from '@cairn/shared/contracts/tasks';
import { parseHTML } from 'linkedom';
import { isDatelineOnly } from '../../lib/dateline';
import { cutText } from '../../lib/storable-text';
import { isTimestampLine } from '../extraction/text-article';

const HEAD_LIMIT = 200_000;

function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * The first of `hrefs` that is an http(s) address once resolved against the page: a page may declare
 * `javascript:`, `data:` or `file:` images, which a card must never show (docs/decisions.md).
 */
function absolute(base: string | null, ...hrefs: Array<string | null | undefined>): string | null {
  for (const href of hrefs) {
    if (!href?.trim()) continue;
    try {
      const url = new URL(href.trim(), base ?? undefined);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an address: try the next one.
    }
  }
  return null;
}

/**
 * `text` cut to `max` characters at the end of a word: a pasted first sentence titles its story, which read
 * '…outside his house in a gang-plagued se…' (ECB+ 16_1ecb) when cut inside a word. A text with no space in
 * its last third of `max` is cut between characters.
 */
function cutAtWord(text: string, max: number): string {
  const cut = cutText(text, max);
  if (/\s/.test(text.charAt(cut.length))) return cut.trimEnd();
  const space = cut.search(/\s\S*$/);
  if (space < (max * 2) / 3) return cut;
  return cut.slice(0, space).replace(/[\s,;:\u2013\u2014-]+$/, '');
}

/**
 * The submission card (SPEC §2 'Your Submissions'): read from the document head only, so it is cheap and
 * available before extraction. A pasted text gets its first line as title (after a dateline, if any).
 */
export function readPreviewMeta(html: string | null, url: string | null, text: string | null): PreviewMeta {
  if (text !== null) {
    // The first line that is not only a dateline ("9 September 2013, 14: 08").
    const lines = text
      .trim()
      .split(/\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const firstLine = lines.find((line) => !isDatelineOnly(line)) ?? lines[0] ?? '';
    // The description is the text under the title: shown beneath it, the title again and a timestamp
    // ("Jul 13, 2009 01: 40 PM EDT") would be all a reader sees of the source.
    const body = lines.filter((line) => line !== firstLine && !isTimestampLine(line)).join(' ');
    return {
      title: firstLine.length > 160 ? `${cutAtWord(firstLine, 157)}…` : firstLine || null,
      description: cutText(body || text.trim(), 280) || null,
      thumbnail_url: null,
      site_name: null,
      author: null,
      domain: null,
      url: null,
      favicon: null,
    };
  }
  const headEnd = html?.search(/<\/head>/i) ?? -1;
  const head = html ? html.slice(0, headEnd > 0 ? headEnd + 7 : HEAD_LIMIT) : '';
  const { document } = parseHTML(`<!doctype html><html>${head.replace(/^[\s\S]*?<html[^>]*>/i, '')}</html>`);
  const meta = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content')?.trim() || null;
  const title =
    meta('meta[property="og:title"]') ?? meta('meta[name="twitter:title"]') ?? document.title?.trim() ?? null;
  return {
    title: title || null,
    description:
      meta('meta[property="og:description"]') ??
      meta('meta[name="description"]') ??
      meta('meta[name="twitter:description"]'),
    thumbnail_url: absolute(
      url,
      meta('meta[property="og:image"]'),
      meta('meta[property="og:image:secure_url"]'),
      meta('meta[name="twitter:image"]'),
    ),
    site_name: meta('meta[property="og:site_name"]') ?? domainOf(url),
    author: meta('meta[name="author"]') ?? meta('meta[property="article:author"]'),
    domain: domainOf(url),
    url,
    favicon: absolute(url, document.querySelector('link[rel~="icon"]')?.getAttribute('href'), '/favicon.ico'),
  };
}
