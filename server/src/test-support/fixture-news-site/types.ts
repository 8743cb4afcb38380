/** The fictional news events the fixture articles cover; `null` for pages that are not news. */
export type FixtureEvent =
  /** The Alder River flood in Millbrook, Wendover County (12–15 October 2026). */
  | 'millbrook-flood'
  /** Port Aldous city council's 7–4 vote on the Harbourline transit plan (20 October 2026). */
  | 'port-aldous-transit'
  /** A hard negative: same town as the flood, unrelated story (Millbrook Otters hockey title). */
  | 'millbrook-hockey';

/** What a metadata extractor should find on the page. */
export interface ExpectedMetadata {
  title: string;
  /** In byline order; empty when the page names no person. */
  authors: string[];
  /** ISO 8601: an instant in UTC (`…Z`), or a calendar date (`YYYY-MM-DD`) when the page gives only a day. */
  publishedAt: string;
  /** BCP 47 primary language subtag. */
  language: string;
  siteName: string;
  /** Lead image path on the fixture site, when the page declares one. */
  image: string | null;
}

export interface FixtureArticle {
  id: string;
  /** Path on the fixture site, starting with '/'. */
  path: string;
  event: FixtureEvent;
  kind: 'article' | 'live_blog' | 'plain_text';
  /** How the page declares its type and charset (see `charsetSource`). */
  contentType: 'text/html' | 'text/plain';
  /** WHATWG encoding name of the bytes served. */
  charset: 'utf-8' | 'windows-1252' | 'shift_jis';
  /** Where the charset is declared: the Content-Type header or only a <meta> tag in the page. */
  charsetSource: 'header' | 'meta';
  expected: ExpectedMetadata;
  /** Sentences from the article body (as a reader sees them) that a good extraction keeps. */
  keySentences: string[];
  /** Furniture text (navigation, comments, related links…) that a good extraction drops. */
  boilerplate: string[];
  /** The page as text, before it is encoded in `charset`. */
  render(baseUrl: string): string;
}

/** A page that must not come back as an article, with the outcome `guardedFetch` should report. */
export interface HostileFixture {
  id: string;
  path: string;
  description: string;
  /** The `FetchError.kind` expected with loopback allowed (and the site's port allowed). */
  expectedKind:
    | 'blocked'
    | 'refused'
    | 'timeout'
    | 'too_large'
    | 'not_html'
    | 'http_error'
    | 'too_many_redirects';
  expectedBlockReason?: 'paywall' | 'bot_wall' | 'consent' | 'login' | 'http_status';
}
