import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { useVoteTallies } from './get-vote-tallies';
import { useCastVote } from './put-vote';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(fetch: typeof globalThis.fetch) {
  const api = createApiClient({ baseUrl: '', userId: A, fetch });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ tallies: useVoteTallies(api, 'source', [A, B]), cast: useCastVote(api, 'source') }),
    { wrapper },
  );
}

describe('votes data layer', () => {
  it('reads the tallies, then applies the toggle and the server answer', async () => {
    let resolvePut: (response: Response) => void = () => {};
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        expect(String(url)).toBe(`/api/votes/source/${B}`);
        // Pressing 'up' on a vote that is already 'up' removes it (SPEC §4).
        expect(JSON.parse(String(init.body))).toEqual({ vote: null });
        return new Promise<Response>((resolve) => {
          resolvePut = resolve;
        });
      }
      expect(String(url)).toBe(`/api/votes/source?ids=${A}%2C${B}`);
      return json({
        tallies: [
          { subject_id: A, up: 0, down: 0, mine: null },
          { subject_id: B, up: 5, down: 1, mine: 'up' },
        ],
      });
    });
    const { result } = setup(fetch as typeof globalThis.fetch);
    await waitFor(() => expect(result.current.tallies.data?.get(B)?.up).toBe(5));

    act(() => result.current.cast.mutate({ current: result.current.tallies.data!.get(B)!, pressed: 'up' }));
    // Shown at once, before the server answers.
    await waitFor(() => expect(result.current.tallies.data?.get(B)).toMatchObject({ up: 4, mine: null }));
    resolvePut(json({ subject_id: B, up: 7, down: 1, mine: null }));
    // Then the server's real counts (others voted meanwhile).
    await waitFor(() => expect(result.current.tallies.data?.get(B)).toMatchObject({ up: 7, down: 1 }));
  });

  it('puts the old counts back when the vote fails, and keeps the error', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ error: 'Too many votes: try again in 3 seconds.' }, 429)
        : json({
            tallies: [
              { subject_id: A, up: 2, down: 0, mine: null },
              { subject_id: B, up: 0, down: 0, mine: null },
            ],
          }),
    );
    const { result } = setup(fetch as typeof globalThis.fetch);
    await waitFor(() => expect(result.current.tallies.data?.get(A)?.up).toBe(2));
    act(() => result.current.cast.mutate({ current: result.current.tallies.data!.get(A)!, pressed: 'down' }));
    await waitFor(() => expect(result.current.cast.isError).toBe(true));
    expect(result.current.cast.error?.message).toBe('Too many votes: try again in 3 seconds.');
    expect(result.current.tallies.data?.get(A)).toEqual({ subject_id: A, up: 2, down: 0, mine: null });
  });
});
