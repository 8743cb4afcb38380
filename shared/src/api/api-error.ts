/** The one error type of the API client (DESIGN §4): status 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: unknown;
  /** From `Retry-After` (429, 503): how many seconds to wait before asking again; undefined when not said. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The HTTP status text ('Service Unavailable'): the response's own, else the standard reason phrase
   * (HTTP/2 sends none), else 'HTTP 599'; '' for a network error. SPEC §8's builder shows it.
   */
  readonly statusText: string;

  constructor(
    message: string,
    opts: {
      status: number;
      statusText?: string;
      code?: string;
      detail?: unknown;
      cause?: unknown;
      retryAfterSeconds?: number;
    },
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.status = opts.status;
    this.statusText = opts.statusText || reasonPhrase(opts.status);
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

/** The standard reason phrases of the statuses an API answer can carry (RFC 9110 §15). */
const REASON_PHRASES: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  if (status === 0) return '';
  return REASON_PHRASES[status] ?? `HTTP ${status}`;
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
