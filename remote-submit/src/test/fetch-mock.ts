import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: JSON with a status, or `'network-error'` for a request that never gets an answer. */
export type MockReply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error';

/**
 * Replaces `fetch` (the boundary the API client talks to) with `respond`, and records every request.
 * `respond` sees method and path ('GET /api/task/abc') and answers; unknown calls fail the test loudly.
 */
export function mockFetch(respond: (request: MockRequest) => MockReply | Promise<MockReply>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cairn.test');
    const rawHeaders = (init?.headers ?? {}) as Record<string, string>;
    const headers = Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [k.toLowerCase(), v]));
    const request: MockRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      url,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const reply = await respond(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Requests matching a method and a path prefix, e.g. count('GET', '/api/task/'). */
    count: (method: string, pathPrefix: string) =>
      calls.filter((c) => c.method === method && c.path.startsWith(pathPrefix)).length,
  };
}

export function notFound(): MockReply {
  return { status: 404, body: { error: 'Not found' } };
}
