import type { BlockReason } from './block-detection';

export type FetchErrorKind =
  /** The site refused us: 401/402/403/407/429/451, or a paywall, bot wall, consent or login wall. */
  | 'blocked'
  /** Our own outbound policy (SSRF guard): private address, forbidden scheme, port or credentials. */
  | 'refused'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  /** Any other non-2xx answer: 404, 410, 5xx… */
  | 'http_error'
  /** DNS failure, connection refused or reset, TLS failure, undecodable body. */
  | 'network'
  | 'invalid_url'
  | 'too_many_redirects'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** No fetch slot freed up in time: too many fetches to this host, or in all, are in flight (fetch-slots.ts). */
  | 'busy';

/** Why a URL was refused by policy; for logs and tests, never shown as is. */
export type RefusalReason = 'scheme' | 'credentials' | 'port' | 'private_address' | 'local_hostname';

export interface FetchErrorInit {
  kind: FetchErrorKind;
  /** A sentence a reader understands. Never contains an address, host name or internal detail. */
  userMessage: string;
  /** Internal detail for logs; may contain addresses. */
  detail: string;
  status?: number;
  refusal?: RefusalReason;
  blockReason?: BlockReason;
  signals?: readonly string[];
  /** True when trying again later may succeed (timeouts, resets, 429, 5xx). */
  retryable?: boolean;
  cause?: unknown;
}

export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly kind: FetchErrorKind;
  readonly userMessage: string;
  readonly status: number | undefined;
  readonly refusal: RefusalReason | undefined;
  readonly blockReason: BlockReason | undefined;
  readonly signals: readonly string[];
  readonly retryable: boolean;

  constructor(init: FetchErrorInit) {
    super(init.detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.userMessage = init.userMessage;
    this.status = init.status;
    this.refusal = init.refusal;
    this.blockReason = init.blockReason;
    this.signals = init.signals ?? [];
    this.retryable = init.retryable ?? false;
  }
}

export function isFetchError(value: unknown): value is FetchError {
  return value instanceof FetchError;
}

export const USER_MESSAGES = {
  invalidUrl: 'This is not a valid web address.',
  scheme: 'Only web addresses starting with http:// or https:// can be fetched.',
  credentials: 'Web addresses that contain a user name or password cannot be fetched.',
  port: 'This address uses a network port that cannot be fetched. Only the standard web ports are allowed.',
  privateAddress: 'This address points to a private network and cannot be fetched.',
  privateRedirect: 'The site redirected to a private network address, which cannot be fetched.',
  localHostname: 'This address names a local or private computer and cannot be fetched.',
  timeout: 'The site took too long to respond. Please try again later.',
  tooLarge: 'The page is too large to process.',
  tooManyRedirects: 'The address redirected too many times.',
  dnsFailure: 'The site could not be found. Please check the address.',
  network: 'The site could not be reached. Please try again later.',
  tls: "The site's secure connection could not be verified.",
  undecodable: 'The site sent a response that could not be read.',
  aborted: 'The request was cancelled.',
  busyHost: 'Too many pages from this site are being fetched right now. Please try again in a few minutes.',
  busy: 'Too many pages are being fetched right now. Please try again in a few minutes.',
} as const;
