import { z } from '@cairn/shared/zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
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
