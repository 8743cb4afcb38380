/** The one error type of the API client (DESIGN §4): status 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: unknown;

  constructor(message: string, opts: { status: number; code?: string; detail?: unknown; cause?: unknown }) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code ?? (opts.status === 0 ? 'network' : `http_${opts.status}`);
    this.detail = opts.detail;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}
