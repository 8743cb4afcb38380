// Article extraction from one HTML page: the body (extract-body.ts), and what the page declares about it:
// title and site name (read-title.ts), author (read-author.ts), dates (read-dates.ts), and the other
// details (read-page-details.ts), all read from the page's metadata (metadata.ts).
import { clipForMessage } from '../../lib/clip-for-message';
import { parseDocument } from './dom';
import { extractBody } from './extract-body';
import { detectLanguage, languageName } from './language';
import { firstMeta, jsonLdText, readMetadata } from './metadata';
import type { TextBlock } from './paragraphs';
import { findTextByline, readAuthor } from './read-author';
import { readModified, readPublished } from './read-dates';
import {
  isLiveBlog,
  readCanonicalUrl,
  readDeclaredLanguage,
  readFavicon,
  readImage,
  readNextPage,
  readOgMetadata,
  readSocial,
  readTags,
} from './read-page-details';
import { readSiteName, readTitle } from './read-title';
import { domainOf, siteLabels, stripSiteName } from './site';
import { countWords } from './word-tokens';

export { cleanAuthor } from './read-author';

/**
 * What `extractArticle` reads from one HTML page. Field names follow the task result and task preview of
 * SPEC §3; `block_detection` (paywalls, bot walls) is deliberately absent: the caller adds it.
 */
export interface ExtractedArticle {
  title: string | null;
  /** The body: paragraphs separated by a blank line. */
  text: string;
  paragraphs: string[];
  author: string | null;
  /** ISO 8601 instant. */
  published_at: string | null;
  modified_at: string | null;
  /** Declared canonical URL (link rel=canonical, og:url), else the page URL; null for pasted text. */
  canonical_url: string | null;
  /** Host of the final URL without `www.`; null for pasted text. */
  domain: string | null;
  /** og:site_name, JSON-LD publisher, the site part of <title>, else the prettified domain. */
  site_name: string | null;
  /** link rel=icon, else /favicon.ico of the origin. */
  favicon: string | null;
  image: string | null;
  /** Every `og:*` and `twitter:*` meta tag, first value of each. */
  og_metadata: Record<string, string>;
  social: { facebook: string | null; twitter: string | null };
  meta_description: string | null;
  /** ISO 639-1. */
  language: string | null;
  language_name: string | null;
  /** 0–1. */
  language_confidence: number;
  section: string | null;
  tags: string[];
  word_count: number;
  reading_time_minutes: number;
  processing_time_ms: number;
  /** False when the body is too short, mostly link text, or not prose. */
  is_readable: boolean;
  /** rel=next of a paginated article: only page one is extracted. */
  next_page_url: string | null;
  is_live_blog: boolean;
  /** Where the body came from: Readability, JSON-LD articleBody, or pasted text (text-article.ts). */
  extraction_method: 'readability' | 'json-ld' | 'text' | 'none';
}

/** The improvements over plain Readability, each of which the benchmark can switch off to measure it. */
export type ExtractionStep = 'boilerplate' | 'noiseLines' | 'jsonLdBody';

export interface ExtractOptions {
  /** The clock future dates are judged against; tests pin it. */
  now?: Date;
  /** Steps to skip (for ablation in the benchmark); everything runs by default. */
  disable?: readonly ExtractionStep[];
}

const WORDS_PER_MINUTE = 230;

/** Reading time at 230 words a minute, never less than a minute. */
export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
const MIN_READABLE_WORDS = 50;
const MAX_READABLE_LINK_SHARE = 0.5;
const MIN_PROSE_SHARE = 0.5;

/**
 * Reads an article out of an HTML page: pure and synchronous, no network. `url` is the page's final URL
 * (after redirects); relative links, the domain and the favicon are resolved against it.
 */
export function extractArticle(html: string, url: string, options: ExtractOptions = {}): ExtractedArticle {
  const started = performance.now();
  const pageUrl = parsePageUrl(url);
  const now = options.now ?? new Date();
  const skip = new Set(options.disable ?? []);

  const document = parseDocument(html);
  const metadata = readMetadata(document);
  const bylineFromText = findTextByline(document);
  const host = pageUrl.hostname;
  const siteName = readSiteName(metadata, host);
  const siteNames = [siteName, ...siteLabels(host), firstMeta(metadata, 'og:site_name') ?? ''];
  const declaredTitle = readTitle(metadata, siteNames);
  const body = extractBody(document, metadata, skip, declaredTitle);

  const paragraphs = body.blocks.map((block) => block.text);
  const text = paragraphs.join('\n\n');
  const wordCount = countWords(text);
  const language = detectLanguage(text, readDeclaredLanguage(metadata));

  return {
    title: declaredTitle ?? (body.readabilityTitle ? stripSiteName(body.readabilityTitle, siteNames) : null),
    text,
    paragraphs,
    author: readAuthor(metadata, siteName, body.readabilityByline, bylineFromText),
    published_at: readPublished(metadata, pageUrl.href, now),
    modified_at: readModified(metadata, now),
    canonical_url: readCanonicalUrl(metadata, pageUrl),
    domain: domainOf(pageUrl),
    site_name: siteName,
    favicon: readFavicon(metadata, pageUrl),
    image: readImage(metadata, pageUrl.href),
    og_metadata: readOgMetadata(metadata, pageUrl.href),
    social: readSocial(metadata, pageUrl.href),
    meta_description:
      firstMeta(metadata, 'description', 'og:description', 'twitter:description') ??
      jsonLdText(metadata.article?.description),
    language: language.language,
    language_name: languageName(language.language),
    language_confidence: language.confidence,
    section:
      firstMeta(metadata, 'article:section', 'parsely-section') ??
      jsonLdText(metadata.article?.articleSection),
    tags: readTags(metadata),
    word_count: wordCount,
    reading_time_minutes: readingTimeMinutes(wordCount),
    processing_time_ms: Math.round((performance.now() - started) * 10) / 10,
    is_readable: isReadable(body.blocks, body.linkShare, wordCount),
    next_page_url: readNextPage(metadata, pageUrl),
    is_live_blog: isLiveBlog(metadata),
    extraction_method: body.method,
  };
}

function parsePageUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(
      `extractArticle needs the page's absolute URL, got ${JSON.stringify(clipForMessage(url))}`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`extractArticle needs an http(s) URL, got ${JSON.stringify(clipForMessage(url))}`);
  }
  return parsed;
}

/**
 * Enough words, not mostly links, and mostly sentences rather than labels and lists of headlines. `minWords`:
 * a fetched page's bar by default (a shorter one is a teaser or a failed extraction as a rule).
 */
export function isReadable(
  blocks: readonly TextBlock[],
  linkShare: number,
  wordCount: number,
  minWords = MIN_READABLE_WORDS,
): boolean {
  if (wordCount < minWords || linkShare > MAX_READABLE_LINK_SHARE) return false;
  let chars = 0;
  let proseChars = 0;
  for (const block of blocks) {
    chars += block.text.length;
    // (A quote may close with a plain apostrophe, or two: 'The mill will close.' and ASCII ``…'' quotes.)
    const sentence = /[.!?。！？؟»"”’')]\s*$/.test(block.text) || /[.!?。！？؟]\s/.test(block.text);
    if (sentence && countWords(block.text) >= 8) proseChars += block.text.length;
  }
  return chars > 0 && proseChars / chars >= MIN_PROSE_SHARE;
}
