import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: JSON with a status, `'network-error'` for a request that never gets an answer, `'pending'` for one still in flight. */
export type MockReply = { status?: number; body?: unknown } | 'network-error' | 'pending';

/**
 * Replaces `fetch` (the boundary the API client talks to) with `respond`, and records every request.
 * `respond` sees method and path ('GET /api/entity/abc') and answers; unknown calls fail the test loudly.
 */
export function mockFetch(respond: (request: MockRequest) => MockReply) {
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
      body: init?.body,
    };
    calls.push(request);
    const reply = respond(request);
    if (reply === 'pending') return new Promise<Response>(() => {});
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
