// Test helpers for the feed: a fake API at the fetch boundary, story fixtures and a rendered feed
// inside the same providers the host gives it (one QueryClient, a router with /story/:id).
import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import StoryFeed from '../story-feed';

export const host = { userId: 'user-1', adoptUserId: () => {}, apiBase: '', flags: {} };

export function story(n: number, overrides: Partial<StoryFeedItem> = {}): StoryFeedItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Story ${n}`,
    description: `Description of story ${n}`,
    category: 'global',
    artifact_count: 2,
    claim_count: 5,
    people_count: 3,
    locations: [],
    last_updated_human: '5m ago',
    cover_image: null,
    health_indicator: 'healthy',
    coherence_score: 0.5,
    updated_at: '2026-11-23T11:40:28.239Z',
    ...overrides,
  };
}

export function stories(from: number, count: number): StoryFeedItem[] {
  return Array.from({ length: count }, (_, i) => story(from + i));
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces globalThis.fetch; every call is recorded with its parsed URL. */
export function fakeApi(handler: Handler) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cairn.test');
    calls.push({ url, init });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The query of each `GET /api/stories` call, as plain objects. */
    feedQueries: () =>
      calls
        .filter((c) => c.url.pathname === '/api/stories')
        .map((c) => Object.fromEntries(c.url.searchParams.entries())),
  };
}

/** Lets fetches, React Query's notifications and React renders run to rest, without moving the clock. */
export async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Moves the fake clock, then lets what it started settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

function StoryRoute() {
  return <p>Story page {useParams().id}</p>;
}

export async function renderFeed() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/app', element: <StoryFeed host={host} /> },
      { path: '/story/:id', element: <StoryRoute /> },
    ],
    { initialEntries: ['/app'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** jsdom has no layout: tell the feed how tall the page is and where the reader has scrolled. */
export function setPageGeometry({ scrollHeight, scrollY }: { scrollHeight: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}

export async function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  window.dispatchEvent(new Event('scroll'));
  await advance(20);
}
