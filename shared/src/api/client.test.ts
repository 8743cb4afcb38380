import { z } from '@cairn/shared/zod';
import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './api-error';
import { createApiClient } from './client';

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  };
  return { fn: fn as typeof fetch, calls };
}

describe('api client', () => {
  it('sends X-User-Id and validates the answer', async () => {
    const f = fakeFetch(200, { ok: 1 });
    const api = createApiClient({ baseUrl: '/x', userId: 'u-1', fetch: f.fn });
    const data = await api.request('/api/a', { schema: z.object({ ok: z.number() }) });
    expect(data).toEqual({ ok: 1 });
    expect(f.calls[0]?.url).toBe('/x/api/a');
    expect((f.calls[0]!.init!.headers as Record<string, string>)['X-User-Id']).toBe('u-1');
  });

  it('turns { error } bodies into ApiError with the server message', async () => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch(404, { error: 'Story not found' }).fn });
    const err = await api.request('/api/stories/1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Story not found');
    expect((err as ApiError).status).toBe(404);
    // fetch's statusText is '' here (as over HTTP/2): the standard reason phrase stands in.
    expect((err as ApiError).statusText).toBe('Not Found');
  });

  it("keeps the response's own status text, and says 'HTTP n' for a status with no standard phrase", async () => {
    const own = async () => new Response('{}', { status: 503, statusText: 'Down for maintenance' });
    const err = await createApiClient({ baseUrl: '', fetch: own as typeof fetch })
      .request('/api/a')
      .catch((e: unknown) => e);
    expect((err as ApiError).statusText).toBe('Down for maintenance');
    const odd = await createApiClient({ baseUrl: '', fetch: fakeFetch(599, {}).fn })
      .request('/api/a')
      .catch((e: unknown) => e);
    expect((odd as ApiError).statusText).toBe('HTTP 599');
    expect(new ApiError('offline', { status: 0 }).statusText).toBe('');
  });

  it("turns a 429 into a rate-limited ApiError with the server's sentence and Retry-After seconds", async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: fakeFetch(
        429,
        { error: 'Too many submissions: try again in 12 seconds.', detail: { retry_after_seconds: 12 } },
        { 'Retry-After': '12' },
      ).fn,
    });
    const err = (await api.request('/api/seed', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Too many submissions: try again in 12 seconds.');
    expect(err.status).toBe(429);
    expect(err.isRateLimited).toBe(true);
    expect(err.retryAfterSeconds).toBe(12);
  });

  it('words a 429 without a JSON body (a proxy page) from its Retry-After, seconds or date', async () => {
    const plain = createApiClient({
      baseUrl: '',
      fetch: fakeFetch(429, '<html>Slow down</html>', { 'Retry-After': '1' }).fn,
    });
    const err = (await plain.request('/api/seed').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('Too many requests: try again in 1 second.');
    expect(err.retryAfterSeconds).toBe(1);

    const bare = createApiClient({ baseUrl: '', fetch: fakeFetch(429, '').fn });
    const bareErr = (await bare.request('/api/seed').catch((e: unknown) => e)) as ApiError;
    expect(bareErr.message).toBe('Too many requests: please wait a moment and try again.');
    expect(bareErr.retryAfterSeconds).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const err = (await api.request('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(err.isNetworkError).toBe(true);
  });

  it('rejects a reply of the wrong shape', async () => {
    const api = createApiClient({ baseUrl: '', fetch: fakeFetch(200, { nope: true }).fn });
    const err = (await api
      .request('/api/a', { schema: z.object({ ok: z.number() }) })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('invalid_shape');
  });
});
