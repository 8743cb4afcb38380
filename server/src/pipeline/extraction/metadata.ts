import { storableJson } from '../../lib/storable-text';
import { type DomDocument, type DomElement, normalizeSpace, tagOf } from './dom';
import { textBlocks } from './paragraphs';

/** A JSON-LD object, after `@graph` flattening. */
export type JsonLdNode = Record<string, unknown>;

export interface LinkTag {
  rel: string;
  href: string;
  sizes: string;
}

/**
 * Everything the page declares about itself, read once before the body is cleaned: `<meta>` tags (by
 * `property`, `name`, `itemprop` or `http-equiv`, lower-cased), JSON-LD, `<link>` tags, microdata and the
 * social profile links (headers and footers are gone once the body is cleaned).
 */
export interface PageMetadata {
  meta: Map<string, string[]>;
  /** The Article-like JSON-LD node (NewsArticle, BlogPosting, LiveBlogPosting…), if any. */
  article: JsonLdNode | undefined;
  /** Every JSON-LD node, `@id` references resolvable through `resolve`. */
  nodes: JsonLdNode[];
  resolve: (value: unknown) => unknown;
  links: LinkTag[];
  htmlLang: string | null;
  documentTitle: string;
  /** `<h1>` texts in document order. */
  h1s: string[];
  /** `[itemprop=author]` names and byline-looking elements, in document order. */
  bylines: string[];
  microdata: { author: string | null; headline: string | null };
  /** hAtom `abbr.published[title]`, old Blogger and WordPress themes. */
  hatomPublished: string | null;
  /** `<time datetime>` values outside comments and teasers, those marked as the publication date first. */
  times: string[];
  /** Elements named like live-blog entries (`live-update`, `lb-post`…). */
  liveEntries: number;
  /** Profile links found anywhere in the page (share intents excluded). */
  socialLinks: { facebook: string[]; twitter: string[] };
}

const ARTICLE_TYPE = /(Article|BlogPosting|LiveBlogPosting|SocialMediaPosting|Report|Review)$/;
const BYLINE_HINT = /byline|\bauthor|writer|contributor|reporter|firma|auteur|autor/i;
/** Containers whose bylines and timestamps belong to someone else's text. */
const COMMENTS = /comment|respond|author-box|author-bio/i;
const NOT_THE_STORY = /comment|related|recommend|most-|popular|read-more|teaser|post-card|sidebar/i;
const LIVE_ENTRY = /live-update|lb-post|liveblog-entry|live-post/i;
const MAX_BYLINES = 12;
const MAX_BYLINE_ELEMENT_CHARS = 300;
const BYLINE_NEVER = new Set(['html', 'head', 'body', 'main', 'meta', 'link']);

/** Everything `readMetadata` gathers from the elements, in one pass over the tree. */
interface Collected {
  meta: Map<string, string[]>;
  links: LinkTag[];
  jsonLd: string[];
  h1s: string[];
  bylines: string[];
  markedTimes: string[];
  otherTimes: string[];
  hatomPublished: string | null;
  microAuthor: DomElement | null;
  microHeadline: DomElement | null;
  liveEntries: number;
  socialLinks: { facebook: string[]; twitter: string[] };
}

/**
 * One walk over the whole tree. Each `querySelectorAll` on linkedom is a full walk of its own (0.3–3.5 ms
 * on a 300 KB page), and a dozen of them cost more than Readability itself.
 */
function collect(document: DomDocument): Collected {
  const found: Collected = {
    meta: new Map(),
    links: [],
    jsonLd: [],
    h1s: [],
    bylines: [],
    markedTimes: [],
    otherTimes: [],
    hatomPublished: null,
    microAuthor: null,
    microHeadline: null,
    liveEntries: 0,
    socialLinks: { facebook: [], twitter: [] },
  };
  const visit = (element: DomElement, inComments: boolean, elsewhere: boolean) => {
    const tag = tagOf(element);
    const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
    const itemprop = element.getAttribute('itemprop');
    const comments = inComments || (names.length > 1 && COMMENTS.test(names));
    const notStory = elsewhere || (names.length > 1 && NOT_THE_STORY.test(names));

    if (tag === 'meta') readMetaTag(element, found.meta);
    else if (tag === 'link') {
      const rel = element.getAttribute('rel')?.trim().toLowerCase();
      const href = element.getAttribute('href')?.trim();
      if (rel && href) found.links.push({ rel, href, sizes: element.getAttribute('sizes') ?? '' });
    } else if (tag === 'script') {
      if ((element.getAttribute('type') ?? '').trim().toLowerCase() === 'application/ld+json') {
        found.jsonLd.push(element.textContent ?? '');
      }
      return;
    } else if (tag === 'style' || tag === 'template' || tag === 'svg') return;
    else if (tag === 'h1') {
      const text = normalizeSpace(element.textContent ?? '');
      if (text) found.h1s.push(text);
    } else if (tag === 'a') {
      const href = element.getAttribute('href');
      if (href && /facebook\.com|twitter\.com|x\.com/i.test(href)) {
        const kind = socialProfileKind(href);
        if (kind) found.socialLinks[kind].push(href);
      }
    } else if (tag === 'time') {
      const value = element.getAttribute('datetime');
      if (value && !notStory) {
        const hint = `${itemprop ?? ''} ${names} ${element.hasAttribute('pubdate') ? 'pubdate' : ''}`;
        (/datepublished|published|pubdate/i.test(hint) ? found.markedTimes : found.otherTimes).push(value);
        if (found.hatomPublished === null && /(^|\s)published(\s|$)/.test(names))
          found.hatomPublished = value;
      }
    } else if (tag === 'abbr' && found.hatomPublished === null && /(^|\s)published(\s|$)/.test(names)) {
      found.hatomPublished = element.getAttribute('title');
    }

    if (itemprop) {
      if (found.microAuthor === null && /(^|\s)author(\s|$)/.test(itemprop)) found.microAuthor = element;
      if (found.microHeadline === null && /(^|\s)headline(\s|$)/.test(itemprop))
        found.microHeadline = element;
    }
    if (names.length > 1 && LIVE_ENTRY.test(names)) found.liveEntries++;
    if (found.bylines.length < MAX_BYLINES && !comments && !BYLINE_NEVER.has(tag)) {
      const hints = `${names} ${element.getAttribute('rel') ?? ''} ${itemprop ?? ''} ${element.getAttribute('data-component') ?? ''}`;
      // A byline is a short element; a long one named "author-…" is a wrapper or a bio.
      if (
        hints.length > 3 &&
        BYLINE_HINT.test(hints) &&
        (element.textContent ?? '').length <= MAX_BYLINE_ELEMENT_CHARS
      ) {
        // The first line only: "By Jane Doe" and "Staff writer" often sit in sibling blocks.
        const text = textBlocks(element)[0]?.text ?? '';
        if (text.length >= 3 && text.length <= 120) found.bylines.push(text);
      }
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      visit(child, comments, notStory);
    }
  };
  if (document.documentElement) visit(document.documentElement, false, false);
  return found;
}

function readMetaTag(element: DomElement, meta: Map<string, string[]>): void {
  const key = (
    element.getAttribute('property') ??
    element.getAttribute('name') ??
    element.getAttribute('itemprop') ??
    element.getAttribute('http-equiv')
  )
    ?.trim()
    .toLowerCase();
  const content = element.getAttribute('content');
  if (!key || content === null) return;
  const value = normalizeSpace(content);
  if (value === '') return;
  const list = meta.get(key);
  if (list) list.push(value);
  else meta.set(key, [value]);
}

export function readMetadata(document: DomDocument): PageMetadata {
  const found = collect(document);
  const { nodes, byId } = parseJsonLd(found.jsonLd);
  const resolve = (value: unknown): unknown => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const id = (value as JsonLdNode)['@id'];
      if (typeof id === 'string' && Object.keys(value).length === 1) return byId.get(id) ?? value;
    }
    return value;
  };
  return {
    meta: found.meta,
    article: pickArticleNode(nodes),
    nodes,
    resolve,
    links: found.links,
    htmlLang: document.documentElement?.getAttribute('lang')?.trim() || null,
    documentTitle: normalizeSpace(document.title ?? ''),
    h1s: found.h1s,
    bylines: found.bylines,
    microdata: { author: microdataAuthor(found.microAuthor), headline: microdataText(found.microHeadline) },
    hatomPublished: found.hatomPublished,
    times: [...found.markedTimes, ...found.otherTimes],
    liveEntries: found.liveEntries,
    socialLinks: found.socialLinks,
  };
}

function microdataText(element: DomElement | null): string | null {
  if (!element) return null;
  return element.getAttribute('content') || normalizeSpace(element.textContent ?? '') || null;
}

function microdataAuthor(element: DomElement | null): string | null {
  if (!element) return null;
  return microdataText(element.querySelector('[itemprop~="name"]')) ?? microdataText(element);
}

/** `facebook` or `twitter` when `href` is a profile or page link, not a share button. */
export function socialProfileKind(href: string): 'facebook' | 'twitter' | null {
  let url: URL;
  try {
    url = new URL(href, 'https://invalid.example/');
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|mobile)\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (host === 'facebook.com') {
    if (!first || /^(sharer|share|dialog|plugins|login|home\.php|sharer\.php|tr)$/.test(first)) return null;
    return 'facebook';
  }
  if (host === 'twitter.com' || host === 'x.com') {
    if (!first || /^(intent|share|home|search|i|hashtag)$/.test(first) || path.includes('/status/'))
      return null;
    return 'twitter';
  }
  return null;
}

/** Raw tabs and line breaks inside JSON strings are invalid JSON, and common in hand-edited JSON-LD. */
function stripControlCharacters(source: string): string {
  let result = '';
  for (const char of source) result += char.charCodeAt(0) < 0x20 ? ' ' : char;
  return result;
}

function parseJsonLd(sources: readonly string[]): { nodes: JsonLdNode[]; byId: Map<string, JsonLdNode> } {
  const nodes: JsonLdNode[] = [];
  const byId = new Map<string, JsonLdNode>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as JsonLdNode;
    if (Array.isArray(node['@graph'])) visit(node['@graph']);
    if (node['@type'] !== undefined || node.headline !== undefined) nodes.push(node);
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) byId.set(node['@id'], node);
  };
  for (const text of sources) {
    const source = text.replace(/^\s*(<!\[CDATA\[|<!--)|(\]\]>|-->)\s*$/g, '').trim();
    if (source === '') continue;
    // `\u0000` and unpaired `\ud800` escapes decode to what PostgreSQL refuses to store (the body itself
    // was cleaned when it was decoded), so parsed JSON-LD is cleaned the same way.
    try {
      visit(storableJson(JSON.parse(source)));
    } catch {
      // Raw control characters inside strings are the usual reason real pages' JSON-LD fails to parse.
      try {
        visit(storableJson(JSON.parse(stripControlCharacters(source))));
      } catch {
        // Unreadable JSON-LD is ignored; OpenGraph and the page itself still carry the metadata.
      }
    }
  }
  return { nodes, byId };
}

export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
}

function pickArticleNode(nodes: JsonLdNode[]): JsonLdNode | undefined {
  const articles = nodes.filter((node) => typesOf(node).some((type) => ARTICLE_TYPE.test(type)));
  return (
    articles.find((node) => typeof node.articleBody === 'string') ??
    articles.find((node) => node.headline !== undefined) ??
    articles[0] ??
    nodes.find((node) => node.headline !== undefined && node.datePublished !== undefined)
  );
}

/**
 * OpenGraph and Twitter card properties whose value is an address (not `og:image:alt`, `:width`, `:type`…).
 * Stored metadata keeps these only as absolute http(s) URLs: a page may declare `javascript:`, `data:` or
 * `file:` ones, and a client that shows or links them would run or leak them (docs/decisions.md).
 */
const URL_META_KEY =
  /^(?:og:(?:url|see_also|(?:image|video|audio)(?::url|:secure_url)?)|twitter:(?:url|image(?::src)?|player(?::stream)?|app:url:[\w-]+))$/;

export function isUrlMetaKey(key: string): boolean {
  return URL_META_KEY.test(key);
}

export function firstMeta(metadata: PageMetadata, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = metadata.meta.get(key)?.[0];
    if (value) return value;
  }
  return null;
}

export function allMeta(metadata: PageMetadata, key: string): string[] {
  return metadata.meta.get(key) ?? [];
}

/** A JSON-LD value as text: strings as they are, `{ name }` / `{ url }` objects by that field. */
export function jsonLdText(value: unknown, field: 'name' | 'url' = 'name'): string | null {
  if (typeof value === 'string') return normalizeSpace(value) || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = jsonLdText(item, field);
      if (text) return text;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const inner =
      (value as JsonLdNode)[field] ?? (field === 'url' ? (value as JsonLdNode).contentUrl : undefined);
    return typeof inner === 'string' ? normalizeSpace(inner) || null : null;
  }
  return null;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
