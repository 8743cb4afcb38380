import { FetchError, type FetchErrorInit } from './fetch-error';

export interface FetchTimings {
  /** From the call to the final response's headers, redirects included. */
  headersMs: number;
  /** Reading and decoding the final body. */
  bodyMs: number;
  totalMs: number;
}

export interface FetchedPage {
  finalUrl: string;
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Media type essence: text/html, application/xhtml+xml or text/plain (then `html` is plain text). */
  contentType: string;
  /** WHATWG encoding name the body was decoded with, e.g. 'utf-8', 'windows-1252', 'shift_jis'. */
  charset: string;
  html: string;
  /** Body size after decompression. */
  bytes: number;
  /** Every URL that answered with a redirect, in order (the requested URL first); excludes finalUrl. */
  redirects: string[];
  timings: FetchTimings;
}

/** A `blocked` error raised from page content still carries the page, for callers that want metadata. */
export class BlockedPageError extends FetchError {
  readonly page: FetchedPage;
  constructor(init: FetchErrorInit, page: FetchedPage) {
    super(init);
    this.page = page;
  }
}
