/** The one error type of the API client (DESIGN §4): status 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: unknown;
  /** From `Retry-After` (429, 503): how many seconds to wait before asking again; undefined when not said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    opts: { status: number; code?: string; detail?: unknown; cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code ?? (opts.status === 0 ? 'network' : `http_${opts.status}`);
    this.detail = opts.detail;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get isNetworkError() {
    return this.status === 0;
  }

  /** The server refused because this visitor or address asked too often (SPEC §6 has no accounts). */
  get isRateLimited() {
    return this.status === 429;
  }
}

/**
 * `Retry-After` in whole seconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). Undefined when
 * absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Whether the server refused a read because of the id in its address: 404 (no such id), or 400 and 414
 * (an id that cannot exist: malformed, or too long for an address). Only for reads whose one input is that
 * id (a story, a task, an entity): asking again cannot help, and the screen says its 'not found' text,
 * never the server's, which names a validator ('Invalid path parameter id: Invalid UUID').
 */
export function isUnknownIdError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 414);
}
