// The page's other details: canonical URL, declared language, favicon, lead image, OpenGraph and Twitter tags, the
// publisher's social profiles, tags, the next page of a paginated article, and whether it is a live blog.

import { normalizeSpace } from './dom';
import type { ExtractedArticle } from './extract-article';
import { primaryLanguage } from './language';
import {
  allMeta,
  asArray,
  firstMeta,
  isUrlMetaKey,
  type JsonLdNode,
  jsonLdText,
  type PageMetadata,
  socialProfileKind,
  typesOf,
} from './metadata';
import { resolveUrl } from './site';

const MAX_TAGS = 25;

/** The language the page declares (html lang, meta tags, JSON-LD), as ISO 639-1. */
export function readDeclaredLanguage(metadata: PageMetadata): string | null {
  return primaryLanguage(
    metadata.htmlLang ??
      firstMeta(metadata, 'og:locale', 'content-language', 'language', 'dc.language') ??
      jsonLdText(metadata.article?.inLanguage),
  );
}

/** Declared canonical URL (link rel=canonical, og:url), else the page URL. */
export function readCanonicalUrl(metadata: PageMetadata, pageUrl: URL): string {
  return (
    resolveUrl(
      metadata.links.find((link) => link.rel.split(/\s+/).includes('canonical'))?.href ??
        firstMeta(metadata, 'og:url'),
      pageUrl.href,
    ) ?? pageUrl.href
  );
}

export function readFavicon(metadata: PageMetadata, pageUrl: URL): string {
  const icons = metadata.links.filter((link) => link.rel.split(/\s+/).includes('icon'));
  const size = (sizes: string) => Number(/(\d+)x\d+/i.exec(sizes)?.[1] ?? 32);
  // The icon closest to 32 px, the size a favicon is shown at.
  icons.sort((a, b) => Math.abs(size(a.sizes) - 32) - Math.abs(size(b.sizes) - 32));
  const href = icons[0]?.href ?? metadata.links.find((link) => link.rel.includes('apple-touch-icon'))?.href;
  return resolveUrl(href, pageUrl.href) ?? new URL('/favicon.ico', pageUrl.origin).href;
}

export function readImage(metadata: PageMetadata, base: string): string | null {
  // Each declaration on its own: one that is not http(s) (`javascript:`, `data:`…) gives way to the next.
  const candidates = [
    ...['og:image', 'og:image:url', 'og:image:secure_url'].flatMap((key) => allMeta(metadata, key)),
    jsonLdText(metadata.article?.image, 'url'),
    ...['twitter:image', 'twitter:image:src'].flatMap((key) => allMeta(metadata, key)),
    jsonLdText(metadata.article?.thumbnailUrl, 'url'),
  ];
  for (const candidate of candidates) {
    const url = resolveUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

/** The page's `og:*` and `twitter:*` tags; addresses among them resolved, and only http(s) ones kept. */
export function readOgMetadata(metadata: PageMetadata, base: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, values] of metadata.meta) {
    if (!(key.startsWith('og:') || key.startsWith('twitter:')) || !values[0]) continue;
    const value = isUrlMetaKey(key) ? resolveUrl(values[0], base) : values[0];
    if (value) record[key] = value;
  }
  return record;
}

/** Publisher profiles: article:publisher, JSON-LD sameAs of the publisher, profile links, twitter:site. */
export function readSocial(metadata: PageMetadata, base: string): ExtractedArticle['social'] {
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

export function readTags(metadata: PageMetadata): string[] {
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

export function readNextPage(metadata: PageMetadata, pageUrl: URL): string | null {
  const next = metadata.links.find((link) => link.rel.split(/\s+/).includes('next'));
  const url = resolveUrl(next?.href, pageUrl.href);
  return url && new URL(url).hostname === pageUrl.hostname ? url : null;
}

export function isLiveBlog(metadata: PageMetadata): boolean {
  return (
    metadata.nodes.some((node) => typesOf(node).includes('LiveBlogPosting')) || metadata.liveEntries >= 3
  );
}
