import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EvidenceGraph from './evidence-graph';

const STORY = '00000000-0000-4000-8000-000000000001';
const host: HostServices = {
  userId: '11111111-1111-4111-8111-111111111111',
  adoptUserId: () => {},
  apiBase: '',
  flags: {},
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A story built from one page with one claim: story → artifact → claim. */
const oneSourceGraph = {
  story_title: 'Alder River flood',
  nodes: [
    { id: STORY, type: 'story', label: 'Alder River flood', description: '' },
    { id: 'page-1', type: 'artifact', label: 'River crests', description: 'https://news.example/a' },
    { id: 'claim-1', type: 'claim', label: 'The river crested.', description: 'The river crested.' },
  ],
  edges: [
    { source: STORY, target: 'page-1' },
    { source: 'page-1', target: 'claim-1' },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        String(input) === `/api/story/${STORY}/graph`
          ? json(oneSourceGraph)
          : json({ tallies: [] }, String(input).startsWith('/api/votes') ? 200 : 404),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderGraph(storyId = STORY) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EvidenceGraph host={host} storyId={storyId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('evidence-graph page', () => {
  it("counts in English under the canvas: '1 claim · 1 artifact', not '1 claims · 1 artifacts'", async () => {
    renderGraph();
    expect(await screen.findByText('1 claim · 1 artifact · 2 links')).toBeTruthy();
  });

  // What the server answers for an unknown story (404) and for an id that is not a UUID (its validator's
  // text): no story, so not 'No graph data available for this story yet.' and no links to build it.
  it.each([
    ['an unknown id', '00000000-0000-4000-8000-00000000dead', 404, 'Story not found'],
    ['a malformed id', 'abc', 400, 'Invalid path parameter id: Invalid UUID'],
  ])(
    "says 'Story not found' for %s, with '← Back to Home' and nothing to build",
    async (_, id, status, error) => {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => Promise.resolve(json({ error }, status))),
      );
      renderGraph(id);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
      expect(alert.textContent).not.toMatch(/Invalid|UUID|Failed/);
      expect(within(alert).getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText('No graph data available for this story yet.')).toBeNull();
      expect(screen.queryByRole('link', { name: '+ Add Artifact' })).toBeNull();
    },
  );
});
