import type { z } from '@cairn/shared/zod';
import { ApiError, parseRetryAfter } from './api-error';

export interface ApiClientOptions {
  /** '' for the same origin. */
  baseUrl: string;
  /** Sent as `X-User-Id` on every call (SPEC §6). */
  userId?: string;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer, so a malformed reply is an error here, not a blank screen later. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** A typed fetch wrapper: JSON in and out, `{ error, detail }` bodies turned into ApiError. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.userId) headers['X-User-Id'] = options.userId;
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(cause instanceof Error ? cause.message : 'Network error', { status: 0, cause });
    }

    const text = await response.text();
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch (cause) {
        // A 429 from a proxy in front of us is often a plain page: its status and Retry-After say enough.
        if (response.status !== 429) {
          throw new ApiError(`Invalid response from server (${response.status})`, {
            status: response.status,
            statusText: response.statusText,
            code: 'invalid_json',
            cause,
          });
        }
      }
    }

    if (!response.ok) {
      const body = (json ?? {}) as { error?: unknown; detail?: unknown; message?: unknown };
      const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
      const message =
        typeof body.error === 'string'
          ? body.error
          : typeof body.message === 'string'
            ? body.message
            : response.status === 429
              ? tooManyRequests(retryAfterSeconds)
              : response.statusText || `Request failed (${response.status})`;
      throw new ApiError(message, {
        status: response.status,
        statusText: response.statusText,
        detail: body.detail,
        retryAfterSeconds,
      });
    }

    if (!req.schema) return json as T;
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError('Invalid response from server', {
        status: response.status,
        code: 'invalid_shape',
        detail: parsed.error.issues,
      });
    }
    return parsed.data;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A 429 without the server's own sentence (a proxy's, say) still tells the reader what to do. */
function tooManyRequests(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many requests: please wait a moment and try again.';
  const seconds = Math.max(1, retryAfterSeconds);
  return `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
