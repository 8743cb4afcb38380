// Test helpers for the reader story page: a fake API at the fetch boundary, a story fixture in the wire
// shape of `GET /api/stories/{id}`, and the page rendered inside the providers the host gives it.
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import type { StoryDetail } from '@cairn/shared/contracts/story-detail';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import StoryPage from '../story-page';

// The page renders its panels in a transition after the story, and CI machines are shared: give
// findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 });

export const STORY_ID = '5e0f0e2c-1b1a-4c3e-9a55-0c1d2e3f4a5b';
export const PAGE_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PAGE_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const PERSON = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const ORG = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const PLACE = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

export const host: HostServices = {
  userId: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  adoptUserId: () => {},
  apiBase: '',
  flags: {},
};

const artifact = (pageId: string, n: number, pub_time: string | null, domain: string) => ({
  id: pageId,
  page_id: pageId,
  url: `https://${domain}/story-${n}`,
  title: `Report ${n} from ${domain}`,
  domain,
  site: null,
  pub_time,
  gist: `What ${domain} reported.`,
  snippet: null,
  image_url: null,
  author: null,
  match_score: 0.8,
  added_at: '2026-03-05T10:00:00.000Z',
});

export function storyFixture(overrides: Partial<StoryDetail> = {}): StoryDetail {
  return {
    id: STORY_ID,
    title: 'Floods reach the river towns',
    description: 'Rivers burst their banks after three days of rain.',
    gist: 'Rivers burst their banks.',
    content:
      `[[Ruth Adebayo|${PERSON}]] said the water rose two metres overnight in [[Lokoja|${PLACE}]]. {{cite:${PAGE_B}}}\n\n` +
      `The [[River Authority|${ORG}]] opened the dam gates on Tuesday, officials said. {{cite:${PAGE_A},${PAGE_B}}}`,
    category: 'global',
    coherence_score: 0.62,
    health_indicator: 'growing',
    artifact_count: 2,
    claim_count: 4,
    people_count: 1,
    locations: ['Lokoja'],
    last_updated_human: '5m ago',
    updated_at: '2026-03-05T10:00:00.000Z',
    created_at: '2026-03-04T10:00:00.000Z',
    artifacts: [
      artifact(PAGE_A, 1, '2026-03-04T08:00:00.000Z', 'river.example'),
      artifact(PAGE_B, 2, '2026-03-03T08:00:00.000Z', 'news.example'),
    ],
    entities: {
      people: [{ canonical_id: PERSON, name: 'Ruth Adebayo', qid: null, description: null, image_url: null }],
      organizations: [
        { canonical_id: ORG, name: 'River Authority', qid: null, description: null, image_url: null },
      ],
      locations: [
        {
          canonical_id: PLACE,
          name: 'Lokoja',
          qid: null,
          description: null,
          image_url: null,
          lat: 7.8,
          lon: 6.74,
          place_kind: 'city',
        },
      ],
    },
    related_stories: [
      { id: '11111111-2222-4333-8444-555555555555', title: 'Dam levels rise', match_score: 0.42 },
    ],
    story_content: {
      citations_metadata: {
        [PAGE_A]: {
          url: 'https://river.example/story-1',
          title: 'Report 1',
          domain: 'river.example',
          pub_time: '2026-03-04T08:00:00.000Z',
        },
        [PAGE_B]: {
          url: 'https://news.example/story-2',
          title: 'Report 2',
          domain: 'news.example',
          pub_time: '2026-03-03T08:00:00.000Z',
        },
      },
      citation_evidence: [
        [
          {
            page_id: PAGE_B,
            claim_id: null,
            quote: 'the water rose two metres overnight',
            start: 0,
            end: 35,
          },
        ],
        [
          {
            page_id: PAGE_A,
            claim_id: null,
            quote: 'the authority opened the gates on Tuesday',
            start: 5,
            end: 46,
          },
          { page_id: PAGE_B, claim_id: null, quote: null, start: null, end: null },
        ],
      ],
    },
    entropy: 0.4,
    cover_image: null,
    last_updated: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
export type MockReply = { status?: number; body?: unknown; raw?: string } | 'network-error' | 'pending';

/** Replaces `fetch` with `respond` and records every request. */
export function mockFetch(respond: (request: MockRequest) => MockReply) {
  const calls: MockRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://cairn.test');
      const rawHeaders = (init?.headers ?? {}) as Record<string, string>;
      const headers = Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [k.toLowerCase(), v]));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method: init?.method ?? 'GET', path: url.pathname, url, body, headers };
      calls.push(request);
      const reply = respond(request);
      if (reply === 'pending') return new Promise<Response>(() => {});
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      return new Response(text, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls };
}

function Where() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

export function renderStoryPage(storyId = STORY_ID) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/story/${encodeURIComponent(storyId)}`]}>
        <Routes>
          <Route path="/story/:id" element={<StoryPage host={host} storyId={storyId} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const claim = (n: number, text: string, modality: string, event_time: string | null, pageId = PAGE_A) => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  text,
  modality,
  semantic_modality: 'official_fact',
  confidence: 0.5 + n / 20,
  event_time,
  who: null,
  where: null,
  source: {
    url: `https://river.example/story-1`,
    domain: 'river.example',
    page_id: pageId,
    title: 'Report 1',
  },
  evidence_references: [{ quote: text, start: 0, end: text.length }],
  created_at: '2026-03-04T08:00:00.000Z',
});

export function claimsFixture() {
  return {
    success: true as const,
    claims: [
      claim(1, 'The dam gates opened on Tuesday.', 'observation', '2026-03-03'),
      claim(2, 'The mayor said the town was ready.', 'reported_speech', null),
      claim(3, 'The water rose two metres overnight.', 'fact', '2026-03-02'),
      claim(4, 'Officials ignored warnings.', 'allegation', null),
    ],
    excluded_claims: [],
  };
}

/** Serves the story, its claims and whatever `extra` answers; anything else is a 404. */
export function serveStoryWorld(
  story: StoryDetail = storyFixture(),
  extra: (request: MockRequest) => MockReply | undefined = () => undefined,
) {
  return mockFetch((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === `/api/stories/${story.id}`) return { body: story };
    if (request.path === `/api/story/${story.id}/claims`) return { body: claimsFixture() };
    if (request.path === '/api/map-config') return { body: { tile_url: null } };
    return { status: 404, body: { error: 'Not found' } };
  });
}
