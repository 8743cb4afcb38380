import { Readability } from '@mozilla/readability';
import { removeBoilerplate, withAncestors } from './boilerplate';
import { dateFromUrl, parseDate } from './dates';
import { type DomDocument, type DomElement, normalizeSpace, parseDocument, TEXT_NODE, tagOf } from './dom';
import { detectLanguage, languageName, primaryLanguage } from './language';
import {
  allMeta,
  asArray,
  firstMeta,
  type JsonLdNode,
  jsonLdText,
  type PageMetadata,
  readMetadata,
  socialProfileKind,
  typesOf,
} from './metadata';
import { dropNoiseLines } from './noise-lines';
import { type TextBlock, textBlocks } from './paragraphs';
import {
  domainOf,
  prettifyDomain,
  resolveUrl,
  siteLabels,
  siteNameFromTitle,
  squash,
  stripSiteName,
} from './site';
import { densestElement, mapText } from './text-density';
import { countWords, wordTokens } from './word-tokens';

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
/** JSON-LD articleBody shorter than this is a teaser, not the body. */
const MIN_JSON_LD_BODY_WORDS = 40;
const MAX_TAGS = 25;

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
  const declaredLanguage = primaryLanguage(
    metadata.htmlLang ??
      firstMeta(metadata, 'og:locale', 'content-language', 'language', 'dc.language') ??
      jsonLdText(metadata.article?.inLanguage),
  );
  const language = detectLanguage(text, declaredLanguage);

  return {
    title: declaredTitle ?? (body.readabilityTitle ? stripSiteName(body.readabilityTitle, siteNames) : null),
    text,
    paragraphs,
    author: readAuthor(metadata, siteName, body.readabilityByline, bylineFromText),
    published_at: readPublished(metadata, pageUrl.href, now),
    modified_at: readModified(metadata, now),
    canonical_url:
      resolveUrl(
        metadata.links.find((link) => link.rel.split(/\s+/).includes('canonical'))?.href ??
          firstMeta(metadata, 'og:url'),
        pageUrl.href,
      ) ?? pageUrl.href,
    domain: domainOf(pageUrl),
    site_name: siteName,
    favicon: readFavicon(metadata, pageUrl),
    image: readImage(metadata, pageUrl.href),
    og_metadata: readOgMetadata(metadata),
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
    throw new TypeError(`extractArticle needs the page's absolute URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`extractArticle needs an http(s) URL, got ${JSON.stringify(url)}`);
  }
  return parsed;
}

interface BodyResult {
  blocks: TextBlock[];
  method: ExtractedArticle['extraction_method'];
  /** Link characters over all characters of the chosen content before noise lines were dropped. */
  linkShare: number;
  readabilityTitle: string | null;
  readabilityByline: string | null;
}

function extractBody(
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
    removeBoilerplate(root, withAncestors(densestElement(mapText(root))));
  }

  const article = new Readability<DomElement>(document as never, {
    serializer: (node) => node as never,
    disableJSONLD: true,
  }).parse();
  let blocks = article?.content ? textBlocks(article.content) : [];
  let method: BodyResult['method'] = 'readability';

  const linkShare = shareOfLinks(blocks);
  if (!skip.has('noiseLines')) blocks = dropNoiseLines(blocks, title);

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
  const pageWords = countWords(blocks.map((block) => block.text).join(' '));
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

/** Enough words, not mostly links, and mostly sentences rather than labels and lists of headlines. */
export function isReadable(blocks: readonly TextBlock[], linkShare: number, wordCount: number): boolean {
  if (wordCount < MIN_READABLE_WORDS || linkShare > MAX_READABLE_LINK_SHARE) return false;
  let chars = 0;
  let proseChars = 0;
  for (const block of blocks) {
    chars += block.text.length;
    const sentence = /[.!?。！？؟»"”’)]\s*$/.test(block.text) || /[.!?。！？؟]\s/.test(block.text);
    if (sentence && countWords(block.text) >= 8) proseChars += block.text.length;
  }
  return chars > 0 && proseChars / chars >= MIN_PROSE_SHARE;
}

function readSiteName(metadata: PageMetadata, host: string): string {
  const publisher = metadata.resolve(metadata.article?.publisher);
  return (
    firstMeta(metadata, 'og:site_name', 'application-name', 'al:ios:app_name') ??
    jsonLdText(publisher) ??
    siteNameFromTitle(metadata.documentTitle, host) ??
    prettifyDomain(host)
  );
}

/** The headline the page declares (JSON-LD, OpenGraph, microdata, <title>, <h1>), site name removed. */
function readTitle(metadata: PageMetadata, siteNames: readonly string[]): string | null {
  const candidates = [
    jsonLdText(metadata.article?.headline),
    firstMeta(metadata, 'og:title', 'twitter:title', 'parsely-title'),
    metadata.microdata.headline,
    metadata.documentTitle,
    metadata.h1s[0] ?? null,
  ];
  const first = candidates.find((candidate): candidate is string => Boolean(candidate?.trim()));
  if (!first) return null;
  const title = stripSiteName(decodeEntities(first), siteNames);
  // Social titles are often a shortened headline: prefer the page's own <h1> when it extends the title.
  const squashed = squash(title);
  const longer = metadata.h1s.find((h1) => squash(h1).startsWith(squashed) && h1.length > title.length);
  return longer && squashed.length >= 12 ? longer : title;
}

/** JSON-LD and meta values are sometimes double-encoded ("&#8211;"). */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|nbsp);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }[lower] ?? entity;
  });
}

const BYLINE_PREFIX =
  /^(?:posted\s+by|written\s+by|words\s+by|story\s+by|text\s+by|interview\s+by|reporting\s+by|by|von|por|par|di|door|av|af)\s*:?\s+/i;
/** ", Staff Writer", " | Transport Editor", "- Local Democracy Reporter" after the name. */
const BYLINE_ROLE =
  /\s*(?:,|\||·|•|–|—|-)\s*(?:(?:staff|senior|chief|local|contributing|special|political|business|environment|science|sports?|transport(?:ation)?|health|education|data|news|democracy)\s+)*(?:writer|reporter|correspondent|editor|columnist|journalist|contributor)\b.*$/i;

/** A person's name from a byline: "By JANE DOE, Staff Writer" → "Jane Doe"; null for URLs, dates, sentences. */
export function cleanAuthor(raw: string | null | undefined): string | null {
  let name = normalizeSpace(decodeEntities(raw ?? ''));
  if (!name || /^https?:\/\//i.test(name) || name.includes('@')) return null;
  name = name.replace(BYLINE_PREFIX, '').replace(BYLINE_ROLE, '');
  name = name
    .replace(/\s+(?:updated|published|posted|on)\b.*$/i, '')
    .replace(/\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}.*$/, '');
  name = name.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '');
  if (name.length < 2 || name.length > 80 || !/\p{L}/u.test(name)) return null;
  if (countWords(name) > 8) return null;
  if (name === name.toUpperCase() && /\p{Lu}/u.test(name)) {
    name = name.toLowerCase().replace(/(^|[\s'’-])\p{Ll}/gu, (letter) => letter.toUpperCase());
  }
  // "Jane Doe and John Roe" → "Jane Doe, John Roe" (not " y " / " e ", which join Spanish and
  // Portuguese surnames).
  return name.replace(/\s+(?:and|&|und|et)\s+/g, ', ');
}

function readAuthor(
  metadata: PageMetadata,
  siteName: string,
  readabilityByline: string | null,
  bylineFromText: string | null,
): string | null {
  const organisations = new Set([
    squash(siteName),
    squash(jsonLdText(metadata.resolve(metadata.article?.publisher)) ?? ''),
  ]);
  const people = asArray(metadata.article?.author ?? metadata.article?.creator)
    .map((entry) => metadata.resolve(entry))
    .filter((entry) => {
      if (typeof entry === 'string') return !organisations.has(squash(entry));
      if (!entry || typeof entry !== 'object') return false;
      const isOrganisation = typesOf(entry as JsonLdNode).some((type) => /Organization/i.test(type));
      return !(isOrganisation && organisations.has(squash(jsonLdText(entry) ?? '')));
    })
    .map((entry) => cleanAuthor(jsonLdText(entry)))
    .filter((name): name is string => Boolean(name));
  if (people.length > 0) return [...new Set(people)].join(', ');

  const writtenBy = /written by|author/i.test(firstMeta(metadata, 'twitter:label1') ?? '')
    ? firstMeta(metadata, 'twitter:data1')
    : null;
  const candidates = [
    ...[
      'author',
      'parsely-author',
      'sailthru.author',
      'dc.creator',
      'dcterms.creator',
      'article:author',
      'byl',
    ].map((key) => firstMeta(metadata, key)),
    writtenBy,
    metadata.microdata.author,
    ...metadata.bylines,
    readabilityByline,
    bylineFromText,
  ];
  for (const candidate of candidates) {
    const name = cleanAuthor(candidate);
    if (name) return name;
  }
  return null;
}

/** "By Jane Doe" as the start of a short text near the top of the page, for pages with no byline markup. */
function findTextByline(document: DomDocument): string | null {
  const root = document.body;
  if (!root) return null;
  let seen = 0;
  let found: string | null = null;
  const visit = (node: DomElement) => {
    for (let child = node.firstChild; child && !found && seen < 600; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        seen++;
        const text = normalizeSpace(child.textContent ?? '');
        if (text.length < 70 && /^by\s+\p{Lu}/iu.test(text)) found = text;
      } else if (child.nodeType === 1) {
        const element = child as DomElement;
        if (!/^(script|style|noscript|template|a|nav|header|footer)$/.test(tagOf(element))) visit(element);
      }
    }
  };
  visit(root);
  return found;
}

const PUBLISHED_META = [
  'datepublished',
  'parsely-pub-date',
  'sailthru.date',
  'article.published',
  'publishdate',
  'publish-date',
  'pubdate',
  'date',
  'dc.date.issued',
  'dc.date',
  'dcterms.created',
  'dcterms.date',
  'dcterms.issued',
  'originalpublicationdate',
  'pdate',
];

/**
 * The first plausible publication date, sources in order of trust (JSON-LD, OpenGraph, <time>, other meta
 * tags, hAtom, the URL). A date without a time of day gives way to a later source that has the time for the
 * same day: `<time datetime="2026-04-25">` next to `datePublished` "2026-04-25T10:15:00+02:00".
 */
function readPublished(metadata: PageMetadata, url: string, now: Date): string | null {
  const sources: Array<Array<string | null | undefined>> = [
    [jsonLdText(metadata.article?.datePublished), jsonLdText(metadata.article?.dateCreated)],
    [...allMeta(metadata, 'article:published_time'), ...allMeta(metadata, 'og:published_time')],
    metadata.times,
    PUBLISHED_META.flatMap((key) => allMeta(metadata, key)),
    [metadata.hatomPublished],
  ];
  let dayOnly: { date: string; day: string } | null = null;
  for (const values of sources) {
    for (const value of values) {
      const date = parseDate(value, now);
      if (!date || !value) continue;
      const day = /^\s*(\d{4}-\d{2}-\d{2})/.exec(value)?.[1] ?? date.slice(0, 10);
      const hasTime = /\d{1,2}:\d{2}/.test(value) || /^\s*\d{10,13}\s*$/.test(value);
      if (!hasTime) dayOnly ??= { date, day };
      else if (!dayOnly || dayOnly.day === day) return date;
    }
  }
  return dayOnly?.date ?? dateFromUrl(url, now);
}

function readModified(metadata: PageMetadata, now: Date): string | null {
  for (const value of [
    jsonLdText(metadata.article?.dateModified),
    ...allMeta(metadata, 'article:modified_time'),
    ...allMeta(metadata, 'og:updated_time'),
    ...allMeta(metadata, 'datemodified'),
    ...allMeta(metadata, 'last-modified'),
    ...allMeta(metadata, 'dcterms.modified'),
  ]) {
    const date = parseDate(value, now);
    if (date) return date;
  }
  return null;
}

function readFavicon(metadata: PageMetadata, pageUrl: URL): string {
  const icons = metadata.links.filter((link) => link.rel.split(/\s+/).includes('icon'));
  const size = (sizes: string) => Number(/(\d+)x\d+/i.exec(sizes)?.[1] ?? 32);
  // The icon closest to 32 px, the size a favicon is shown at.
  icons.sort((a, b) => Math.abs(size(a.sizes) - 32) - Math.abs(size(b.sizes) - 32));
  const href = icons[0]?.href ?? metadata.links.find((link) => link.rel.includes('apple-touch-icon'))?.href;
  return resolveUrl(href, pageUrl.href) ?? new URL('/favicon.ico', pageUrl.origin).href;
}

function readImage(metadata: PageMetadata, base: string): string | null {
  const candidates = [
    firstMeta(metadata, 'og:image', 'og:image:url', 'og:image:secure_url'),
    jsonLdText(metadata.article?.image, 'url'),
    firstMeta(metadata, 'twitter:image', 'twitter:image:src'),
    jsonLdText(metadata.article?.thumbnailUrl, 'url'),
  ];
  for (const candidate of candidates) {
    const url = resolveUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function readOgMetadata(metadata: PageMetadata): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, values] of metadata.meta) {
    if ((key.startsWith('og:') || key.startsWith('twitter:')) && values[0]) record[key] = values[0];
  }
  return record;
}

/** Publisher profiles: article:publisher, JSON-LD sameAs of the publisher, profile links, twitter:site. */
function readSocial(metadata: PageMetadata, base: string): ExtractedArticle['social'] {
  const organisations = [
    metadata.resolve(metadata.article?.publisher),
    ...metadata.nodes.filter((node) => typesOf(node).some((type) => /Organization/.test(type))),
  ];
  const sameAs = organisations
    .flatMap((node) => (node && typeof node === 'object' ? asArray((node as JsonLdNode).sameAs) : []))
    .filter((value): value is string => typeof value === 'string');
  const profiles = [
    ...allMeta(metadata, 'article:publisher'),
    ...sameAs,
    ...metadata.socialLinks.facebook,
    ...metadata.socialLinks.twitter,
  ];
  const pick = (kind: 'facebook' | 'twitter') =>
    resolveUrl(
      profiles.find((candidate) => socialProfileKind(candidate) === kind),
      base,
    );
  const handle = firstMeta(metadata, 'twitter:site');
  const twitterFromHandle =
    handle && /^@?\w{1,15}$/.test(handle) ? `https://twitter.com/${handle.replace(/^@/, '')}` : null;
  return { facebook: pick('facebook'), twitter: twitterFromHandle ?? pick('twitter') };
}

function readTags(metadata: PageMetadata): string[] {
  const raw = [
    ...allMeta(metadata, 'article:tag'),
    ...asArray(metadata.article?.keywords).map((value) => jsonLdText(value) ?? ''),
    ...allMeta(metadata, 'news_keywords'),
    ...allMeta(metadata, 'keywords'),
    ...allMeta(metadata, 'parsely-tags'),
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of raw) {
    for (const part of value.split(/\s*[,;]\s*/)) {
      const tag = normalizeSpace(part);
      const key = tag.toLowerCase();
      if (!tag || tag.length > 60 || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
      if (tags.length >= MAX_TAGS) return tags;
    }
  }
  return tags;
}

function readNextPage(metadata: PageMetadata, pageUrl: URL): string | null {
  const next = metadata.links.find((link) => link.rel.split(/\s+/).includes('next'));
  const url = resolveUrl(next?.href, pageUrl.href);
  return url && new URL(url).hostname === pageUrl.hostname ? url : null;
}

function isLiveBlog(metadata: PageMetadata): boolean {
  return (
    metadata.nodes.some((node) => typesOf(node).includes('LiveBlogPosting')) || metadata.liveEntries >= 3
  );
}
