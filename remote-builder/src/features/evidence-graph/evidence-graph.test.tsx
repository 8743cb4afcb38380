import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

describe('evidence-graph page', () => {
  it("counts in English under the canvas: '1 claim · 1 artifact', not '1 claims · 1 artifacts'", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <EvidenceGraph host={host} storyId={STORY} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 claim · 1 artifact · 2 links')).toBeTruthy();
  });
});
