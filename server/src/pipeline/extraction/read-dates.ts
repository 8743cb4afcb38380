// Publication and modification dates, from the page's declarations in order of trust.
import { dateFromUrl, parseDate } from './dates';
import { allMeta, jsonLdText, type PageMetadata } from './metadata';

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
export function readPublished(metadata: PageMetadata, url: string, now: Date): string | null {
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

export function readModified(metadata: PageMetadata, now: Date): string | null {
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
