// The site's name and the article's headline, from the page's declarations.
import { decodeEntities } from './decode-entities';
import { firstMeta, jsonLdText, type PageMetadata } from './metadata';
import { prettifyDomain, siteNameFromTitle, squash, stripSiteName } from './site';

/** og:site_name, JSON-LD publisher, the site part of <title>, else the prettified domain. */
export function readSiteName(metadata: PageMetadata, host: string): string {
  const publisher = metadata.resolve(metadata.article?.publisher);
  return (
    firstMeta(metadata, 'og:site_name', 'application-name', 'al:ios:app_name') ??
    jsonLdText(publisher) ??
    siteNameFromTitle(metadata.documentTitle, host) ??
    prettifyDomain(host)
  );
}

/** The headline the page declares (JSON-LD, OpenGraph, microdata, <title>, <h1>), site name removed. */
export function readTitle(metadata: PageMetadata, siteNames: readonly string[]): string | null {
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
