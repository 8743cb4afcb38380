import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { LOW_MATURITY_FIRST_READ } from '@cairn/shared/contracts/screens';
import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LowMaturityThreads from './low-maturity-threads';

// The exact read the server preloads with /app (the contract's LOW_MATURITY_FIRST_READ).
const THREADS_URL = LOW_MATURITY_FIRST_READ;

function story(n: number, title: string, coherence: number): StoryFeedItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title,
    description: `About ${title}`,
    category: 'global',
    artifact_count: 1,
    claim_count: 3,
    people_count: 0,
    locations: [],
    last_updated_human: '2m ago',
    cover_image: null,
    health_indicator: null,
    coherence_score: coherence,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const SEVEN = [
  story(1, 'Harbourline light rail approved', 0.532),
  story(2, 'Inondation historique à Millbrook', 0.352),
  story(3, 'Alder River flood', 0.61),
  story(4, 'Millbrook Otters clinch title', 0.45),
  story(5, 'Port Aldous budget', 0.1),
  story(6, 'Sixth story', 0.2),
  story(7, 'Seventh story', 0.3),
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const host: HostServices = { userId: 'visitor', adoptUserId: () => {}, apiBase: '', flags: {} };

function renderThreads() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LowMaturityThreads host={host} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Moves the clock on, then lets the answers of any fetch that started meanwhile arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Reading a Response body takes a few turns of the event loop; no clock time passes for it.
  for (let turn = 0; turn < 10; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const helpLinks = () => screen.queryAllByRole('link', { name: /^Help build: / });

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LowMaturityThreads', () => {
  it('loads the stories under 70% coherence, showing at most 5', async () => {
    fetchMock.mockResolvedValue(json({ stories: SEVEN }));
    renderThreads();
    expect(screen.getByText('Loading threads...')).toBeTruthy();
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(THREADS_URL);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Sixth story')).toBeNull();
  });

  it('shows title, maturity and coherence, and links Help build to the builder of that story', async () => {
    fetchMock.mockResolvedValue(json({ stories: SEVEN.slice(0, 2) }));
    renderThreads();
    await wait(0);
    const [rail, flood] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(rail).getByText('Harbourline light rail approved')).toBeTruthy();
    expect(within(rail).getByText('Growing')).toBeTruthy();
    expect(within(rail).getByText('53% coherence')).toBeTruthy();
    expect(within(flood).getByText('Emerging')).toBeTruthy();
    expect(within(flood).getByText('35% coherence')).toBeTruthy();

    const links = helpLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Help build', 'Help build']);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Help build: Harbourline light rail approved',
      'Help build: Inondation historique à Millbrook',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/builder/00000000-0000-4000-8000-000000000001',
      '/builder/00000000-0000-4000-8000-000000000002',
    ]);
  });

  it('refreshes every 60 s', async () => {
    fetchMock.mockResolvedValueOnce(json({ stories: SEVEN.slice(0, 1) }));
    fetchMock.mockResolvedValueOnce(json({ stories: SEVEN.slice(0, 3) }));
    renderThreads();
    await wait(0);
    expect(helpLinks()).toHaveLength(1);
    await wait(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(THREADS_URL);
    // Timers set while a timer runs are due 1 ms later under fake timers: let the answer land.
    await wait(10);
    expect(helpLinks()).toHaveLength(3);
  });

  it('says so when there are no low-maturity threads', async () => {
    fetchMock.mockResolvedValue(json({ stories: [] }));
    renderThreads();
    await wait(0);
    expect(screen.getByText('No threads available')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reports a failed first load and retries on demand', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Database unavailable' }, 503));
    fetchMock.mockResolvedValueOnce(json({ stories: SEVEN.slice(0, 2) }));
    renderThreads();
    await wait(0);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load stories');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await wait(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(helpLinks()).toHaveLength(2);
  });

  it('keeps the threads it has when a refresh fails', async () => {
    fetchMock.mockResolvedValueOnce(json({ stories: SEVEN.slice(0, 2) }));
    fetchMock.mockResolvedValueOnce(json({ error: 'Database unavailable' }, 503));
    renderThreads();
    await wait(0);
    await wait(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(helpLinks()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
