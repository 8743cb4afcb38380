// The article body: the page cleaned of boilerplate (boilerplate.ts) and read by Readability, noise lines
// dropped (noise-lines.ts), and reconciled with the publisher's JSON-LD articleBody when the page has one.
import { Readability } from '@mozilla/readability';
import { removeBoilerplate, withAncestors } from './boilerplate';
import { type DomDocument, type DomElement, normalizeSpace } from './dom';
import type { ExtractedArticle, ExtractionStep } from './extract-article';
import { firstMeta, type PageMetadata } from './metadata';
import { dropNoiseLines } from './noise-lines';
import { type TextBlock, textBlocks } from './paragraphs';
import { densestElement, mapText } from './text-density';
import { countWords, wordTokens } from './word-tokens';

/** JSON-LD articleBody shorter than this is a teaser, not the body. */
const MIN_JSON_LD_BODY_WORDS = 40;
/** JSON-LD articleBody much shorter than the page's paragraphs is an excerpt: it cannot judge them. */
const MIN_JSON_LD_SHARE_OF_PAGE = 0.6;

export interface BodyResult {
  blocks: TextBlock[];
  method: ExtractedArticle['extraction_method'];
  /** Link characters over all characters of the chosen content before noise lines were dropped. */
  linkShare: number;
  readabilityTitle: string | null;
  readabilityByline: string | null;
}

export function extractBody(
  document: DomDocument,
  metadata: PageMetadata,
  skip: ReadonlySet<ExtractionStep>,
  title: string | null,
): BodyResult {
  const root = document.body;
  const empty: BodyResult = {
    blocks: [],
    method: 'none',
    linkShare: 0,
    readabilityTitle: null,
    readabilityByline: null,
  };
  if (!root) return empty;

  if (!skip.has('boilerplate')) {
    const textMap = mapText(root);
    const densest = densestElement(textMap);
    removeBoilerplate(root, withAncestors(densest), densest ? (textMap.get(densest) ?? 0) : 0);
  }

  const article = new Readability<DomElement>(document as never, {
    serializer: (node) => node as never,
    disableJSONLD: true,
  }).parse();
  let blocks = article?.content ? textBlocks(article.content) : [];
  let method: BodyResult['method'] = 'readability';

  const linkShare = shareOfLinks(blocks);
  if (!skip.has('noiseLines')) {
    const description = firstMeta(metadata, 'description', 'og:description', 'twitter:description');
    blocks = dropNoiseLines(blocks, title, description);
  }

  if (!skip.has('jsonLdBody')) {
    const fromJsonLd = reconcileWithJsonLd(blocks, metadata);
    if (fromJsonLd) {
      blocks = fromJsonLd.blocks;
      if (fromJsonLd.replaced) method = 'json-ld';
    }
  }

  return {
    blocks,
    method: blocks.length > 0 ? method : 'none',
    linkShare,
    readabilityTitle: article?.title ? normalizeSpace(article.title) : null,
    readabilityByline: article?.byline ? normalizeSpace(article.byline) : null,
  };
}

function shareOfLinks(blocks: readonly TextBlock[]): number {
  let chars = 0;
  let links = 0;
  for (const block of blocks) {
    chars += block.text.length;
    links += block.linkChars;
  }
  return chars === 0 ? 0 : links / chars;
}

function fourGrams(text: string): Set<string> {
  const words = wordTokens(text);
  const grams = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++)
    grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]} ${words[i + 3]}`);
  return grams;
}

/**
 * JSON-LD `articleBody` is the publisher's own statement of what the body is. When the page's text contains
 * it, keep the page's paragraphs (they have the structure) but only those that belong to it, which drops
 * leftovers such as embedded teasers. When the page does not contain it (an app shell rendered by script,
 * or a body Readability could not find), the JSON-LD text becomes the body.
 */
function reconcileWithJsonLd(
  blocks: TextBlock[],
  metadata: PageMetadata,
): { blocks: TextBlock[]; replaced: boolean } | null {
  const articleBody = metadata.article?.articleBody;
  if (typeof articleBody !== 'string') return null;
  const bodyText = articleBody.replace(/<[^>]+>/g, ' ');
  const bodyWords = countWords(bodyText);
  if (bodyWords < MIN_JSON_LD_BODY_WORDS) return null;

  const bodyGrams = fourGrams(bodyText);
  const pageGrams = fourGrams(blocks.map((block) => block.text).join('\n'));
  let covered = 0;
  for (const gram of bodyGrams) if (pageGrams.has(gram)) covered++;
  const coverage = bodyGrams.size === 0 ? 0 : covered / bodyGrams.size;

  const pageWords = countWords(blocks.map((block) => block.text).join(' '));
  // A teaser or the first paragraphs only (paywalled sites publish those as articleBody) says nothing
  // about the rest of the page's paragraphs: filtering by it would cut the story short.
  if (coverage >= 0.8 && bodyWords < pageWords * MIN_JSON_LD_SHARE_OF_PAGE) return null;
  if (coverage >= 0.8) {
    const kept = blocks.filter((block) => {
      const grams = fourGrams(block.text);
      if (grams.size === 0) return /^h[2-6]$/.test(block.tag);
      let inBody = 0;
      for (const gram of grams) if (bodyGrams.has(gram)) inBody++;
      return inBody / grams.size >= 0.5 || /^h[2-6]$/.test(block.tag);
    });
    return { blocks: kept, replaced: false };
  }
  if (bodyWords < pageWords * 0.8) return null;
  const paragraphs = bodyText
    .split(/\r?\n\s*/)
    .map((paragraph) => normalizeSpace(paragraph))
    .filter(Boolean);
  return {
    blocks: paragraphs.map((paragraph) => ({ text: paragraph, tag: 'p', linkChars: 0 })),
    replaced: true,
  };
}
