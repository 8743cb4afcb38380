import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BuilderWorkspace from './builder-workspace';

const STORY = '00000000-0000-4000-8000-000000000001';
const PAGE_A = '00000000-0000-4000-8000-00000000000a';
const PAGE_B = '00000000-0000-4000-8000-00000000000b';
const PAGE_NEW = '00000000-0000-4000-8000-00000000000c';
const TASK = '00000000-0000-4000-8000-0000000000aa';
const CLAIM = '00000000-0000-4000-8000-0000000000c1';

const source = (id: string, url: string | null, title: string, pub: string | null) => ({
  id,
  page_id: id,
  url,
  title,
  domain: url ? 'news.example' : null,
  site: null,
  pub_time: pub,
  gist: null,
  snippet: null,
  image_url: null,
  author: null,
  match_score: 1,
  added_at: '2026-10-20T00:00:00Z',
});

function storyData(extra: ReturnType<typeof source>[] = []): BuilderStoryResponse {
  const claim = {
    id: CLAIM,
    text: 'The river crested at 22.4 feet.',
    modality: 'observation',
    semantic_modality: 'official_fact',
    confidence: 0.8,
    event_time: '2026-10-12',
    who: null,
    where: null,
    evidence_references: [],
    created_at: '2026-10-20T00:00:00Z',
    source: { url: 'https://news.example/a', domain: 'news.example', page_id: PAGE_A, title: 'A' },
  };
  return {
    story: {
      id: STORY,
      topic: 'Alder River flood',
      gist: 'The river crested.',
      coherence_score: 0.61,
      updated_at: '',
    },
    claims: [claim] as unknown as BuilderStoryResponse['claims'],
    sources: [
      ...extra,
      source(PAGE_A, 'https://news.example/a', 'River crests', '2026-10-13T00:00:00Z'),
      source(PAGE_B, 'https://news.example/b', 'Older report', null),
    ],
    threads: {
      observation: claim ? ([claim] as unknown as BuilderStoryResponse['claims']) : [],
      reported_speech: [],
      opinion: [],
      allegation: [],
    },
    page_entities: [],
    claim_entities: [],
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const host: HostServices = {
  userId: '11111111-1111-4111-8111-111111111111',
  adoptUserId: () => {},
  apiBase: '',
  flags: {},
};
const revision = (number: number, sources: number, claims: number) => ({
  id: `00000000-0000-4000-8000-00000000010${number}`,
  number,
  title: 'Alder River flood',
  coherence_score: 0.5,
  source_count: sources,
  claim_count: claims,
  cause: 'source_added',
  created_at: '2026-10-20T00:00:00Z',
});
let revisions = [revision(2, 2, 5), revision(1, 1, 1)];
let story: () => Response;
let addPage: () => Response;
let task: () => Response;
const calls: { method: string; url: string; at: number }[] = [];

function route(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, url, at: Date.now() });
  if (url.startsWith(`/api/builder/story/${STORY}`)) return Promise.resolve(story());
  if (url.startsWith('/api/votes/claim')) {
    const ids = new URL(url, 'http://x').searchParams.get('ids')!.split(',');
    return Promise.resolve(
      json({ tallies: ids.map((id) => ({ subject_id: id, up: 2, down: 1, mine: null })) }),
    );
  }
  if (url === `/api/story/${STORY}/revisions`) return Promise.resolve(json({ revisions }));
  if (url.endsWith('/builders')) return Promise.resolve(json({ builders: [] }));
  if (url === '/api/builder/stories') return Promise.resolve(json({ stories: [] }));
  if (url.endsWith('/add-page')) return Promise.resolve(addPage());
  if (url.startsWith(`/api/task/${TASK}`)) return Promise.resolve(task());
  return Promise.resolve(json({ error: 'Not found' }, 404));
}

function renderWorkspace(variant: 'main' | 'v1' = 'main', storyId = STORY) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BuilderWorkspace host={host} storyId={storyId} variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 10; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const taskBody = (over: Record<string, unknown>) => ({
  task_id: TASK,
  status: 'extracting',
  current_stage: 'extraction',
  completed_at: null,
  created_at: '',
  url: 'https://news.example/new',
  user_id: host.userId,
  error: null,
  cache_hit: false,
  token_costs: { extraction: 5, cleaning: 0, semantization: 0, total: 5 },
  result: null,
  preview_meta: null,
  clean_result: null,
  story_match: null,
  semantic_data: null,
  stages: [],
  ...over,
});

beforeEach(() => {
  // Timers and the clock only: React's scheduler and the response streams keep their real queues.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  calls.length = 0;
  localStorage.clear();
  story = () => json(storyData());
  revisions = [revision(2, 2, 5), revision(1, 1, 1)];
  addPage = () => json({ task_id: TASK, status: 'pending' }, 202);
  task = () => json(taskBody({}));
  fetchMock.mockReset();
  fetchMock.mockImplementation(route);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BuilderWorkspace', () => {
  it('loads, then shows the story with its first source expanded and its claims with real review counts', async () => {
    renderWorkspace();
    expect(screen.getByText('Loading builder workspace...')).toBeTruthy();
    await wait(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Alder River flood' })).toBeTruthy();
    await wait(0);
    expect(screen.getByRole('tab', { name: 'Evidence (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Growing')).toBeTruthy();
    const [first, second] = screen.getAllByRole('button', { name: /River crests|Older report/ });
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(second!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('The river crested at 22.4 feet.')).toBeTruthy();
    // The review counts are asked for once per list of claims (the counts themselves: the browser suite).
    expect(calls.filter((c) => c.url === `/api/votes/claim?ids=${CLAIM}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Approve \(/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('news.example · Date unknown · 0 claims')).toBeTruthy();
    expect(screen.getByText('news.example · 13 Oct 2026 · 1 claim')).toBeTruthy();
    fireEvent.click(second!);
    expect(screen.getByText('No claims extracted from this source')).toBeTruthy();
  });

  it('names a pasted text (no URL) as such, with no View Original, and marks only a present date unreliable', async () => {
    story = () =>
      json(
        storyData([
          source(PAGE_NEW, null, 'Council minutes', null),
          source(
            PAGE_NEW.replace('c', 'd'),
            'https://news.example/old',
            'Old report',
            '2020-01-01T00:00:00Z',
          ),
        ]),
      );
    renderWorkspace();
    await wait(0);
    await wait(0);
    expect(screen.getByText('Pasted text · Date unknown · 0 claims')).toBeTruthy();
    expect(screen.queryByText(/unknown site/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Original' })).toBeNull();
    expect(screen.getByText('news.example · 1 Jan 2020 (unreliable date) · 0 claims')).toBeTruthy();
  });

  it("counts a revision's sources and claims in English: '1 source · 1 claim', '2 sources · 5 claims'", async () => {
    renderWorkspace();
    await wait(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Revisions' }));
    await wait(0);
    expect(screen.getByText('50% coherence · 1 source · 1 claim')).toBeTruthy();
    expect(screen.getByText('50% coherence · 2 sources · 5 claims')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Compare this' })).toHaveLength(2);
  });

  it('moves along the source carousel by arrow keys, scrolling the whole next card into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderWorkspace('v1');
    await wait(0);
    await wait(0);
    const carousel = screen.getByRole('list', { name: 'Sources' });
    const [first, second] = within(carousel).getAllByRole('button');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(scrolled).toEqual([second]);
    // jsdom has no scrollIntoView of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('offers no comparison while the story has a single revision', async () => {
    revisions = [revision(1, 1, 1)];
    renderWorkspace();
    await wait(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Revisions' }));
    await wait(0);
    expect(screen.getByText('v1 · Source added')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Compare this' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
  });

  it('shows the variants their own loading text and the SPEC §8 errors with a way back', async () => {
    story = () => json({ error: 'Story not found' }, 404);
    renderWorkspace('v1');
    expect(screen.getByText('Loading builder...')).toBeTruthy();
    await wait(0);
    expect(screen.getByText('Story not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Story' }).getAttribute('href')).toBe(
      `/story/${STORY}`,
    );
  });

  // What the server answers for an id that is not a UUID (its validator's text), one too long for a path
  // segment (its router's text) and an unknown one.
  it.each([
    ['a malformed id', 'abc', 400, 'Invalid path parameter id: Invalid UUID'],
    ['an id with a space and a slash', 'a b/../c', 400, 'Invalid path parameter id: Invalid UUID'],
    ['a very long id', 'a'.repeat(3000), 400, 'Invalid path: a path segment is too long'],
    ['an unknown id', '00000000-0000-4000-8000-00000000dead', 404, 'Story not found'],
  ])(
    "says 'Story not found' for %s, never the server's text, with '← Back to Story'",
    async (_, id, status, error) => {
      fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
        String(input) === `/api/builder/story/${encodeURIComponent(id)}`
          ? json({ error }, status)
          : json({ error: 'Not found' }, 404),
      );
      renderWorkspace('main', id);
      await wait(0);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
      expect(alert.textContent).not.toMatch(/Invalid|UUID|parameter|segment|Failed/);
      expect(within(alert).getByText(/The link may be mistyped or cut short/)).toBeTruthy();
      // Back to the reader's address of the same id, as one path segment.
      expect(within(alert).getByRole('link', { name: '← Back to Story' }).getAttribute('href')).toBe(
        `/story/${encodeURIComponent(id)}`,
      );
    },
  );

  it("names a non-OK answer's status text (SPEC §8), not its body", async () => {
    story = () => json({ error: 'Database unavailable' }, 503);
    renderWorkspace();
    await wait(0);
    expect(screen.getByText('Failed to load story: Service Unavailable')).toBeTruthy();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
  });

  it("names the status text of a proxy's non-JSON error page too", async () => {
    story = () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    renderWorkspace();
    await wait(0);
    expect(screen.getByText('Failed to load story: Bad Gateway')).toBeTruthy();
  });

  it('says Failed to load builder data when an OK answer is not a story', async () => {
    story = () => json({ nothing: true });
    renderWorkspace();
    await wait(0);
    expect(screen.getByText('Failed to load builder data')).toBeTruthy();
  });

  it('says so when the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWorkspace();
    await wait(0);
    expect(screen.getByText('Failed to load builder data')).toBeTruthy();
  });

  it('a duplicate of a source makes no request, clears the box and highlights the source', async () => {
    renderWorkspace();
    await wait(0);
    const box = screen.getByLabelText('Evidence URL') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'https://NEWS.example/b/?utm_campaign=x' } });
    fireEvent.submit(box.closest('form')!);
    await wait(0);
    expect(calls.filter((c) => c.url.endsWith('/add-page'))).toHaveLength(0);
    expect(box.value).toBe('');
    expect(document.getElementById(`source-item-${PAGE_B}`)!.className).toMatch(/highlight/);
    await wait(3_000);
    expect(document.getElementById(`source-item-${PAGE_B}`)!.className).not.toMatch(/highlight/);
  });

  it('a refused add alerts the server error and puts the URL back', async () => {
    addPage = () => json({ error: 'Please submit a valid news article URL' }, 400);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWorkspace();
    await wait(0);
    const box = screen.getByLabelText('Evidence URL') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'https://news.example/new' } });
    fireEvent.submit(box.closest('form')!);
    await wait(0);
    expect(alert).toHaveBeenCalledWith('Failed to add evidence: Please submit a valid news article URL');
    expect(box.value).toBe('https://news.example/new');
    expect(screen.queryByRole('region', { name: 'Processing evidence' })).toBeNull();
  });

  it('polls the task at 3 s + 1 s per poll, shows the stage, then Extracted N claims, and removes it', async () => {
    renderWorkspace();
    await wait(0);
    const box = screen.getByLabelText('Evidence URL') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'https://news.example/new' } });
    fireEvent.submit(box.closest('form')!);
    await wait(0);
    const list = screen.getByRole('region', { name: 'Processing evidence' });
    expect(within(list).getByText('Preview').getAttribute('aria-current')).toBe('step');
    const start = Date.now();
    await wait(3_000);
    await wait(4_000);
    const polls = calls.filter((c) => c.url.startsWith(`/api/task/${TASK}`)).map((c) => c.at - start);
    expect(polls).toEqual([3_000, 7_000]);
    expect(within(list).getByText('Extract').getAttribute('aria-current')).toBe('step');

    task = () =>
      json(
        taskBody({
          status: 'completed',
          current_stage: 'semantization',
          semantic_data: { claims_count: 3 },
          token_costs: { extraction: 5, cleaning: 1, semantization: 9, total: 15 },
        }),
      );
    story = () =>
      json(storyData([source(PAGE_NEW, 'https://news.example/new', 'New report', '2026-10-14T00:00:00Z')]));
    await wait(5_000); // third poll (3 + 4 + 5 s): completed
    await wait(500); // the story is refreshed after 500 ms
    await wait(0);
    expect(calls.filter((c) => c.url === `/api/builder/story/${STORY}`).map((c) => c.at - start)).toContain(
      12_500,
    );
    await wait(2_000); // and verified 2 s later
    expect(screen.getByText('Extracted 3 claims')).toBeTruthy();
    await wait(2_000);
    expect(screen.queryByText('Extracted 3 claims')).toBeNull();
  });

  it('a failed task shows the server error and is removed after 5 s', async () => {
    renderWorkspace();
    await wait(0);
    const box = screen.getByLabelText('Evidence URL') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'https://news.example/new' } });
    fireEvent.submit(box.closest('form')!);
    await wait(0);
    task = () =>
      json(taskBody({ status: 'blocked', error: 'Unable to access this article (paywall or blocked)' }));
    await wait(3_000);
    expect(screen.getByText('Unable to access this article (paywall or blocked)')).toBeTruthy();
    await wait(5_000);
    expect(screen.queryByText('Unable to access this article (paywall or blocked)')).toBeNull();
  });

  it('restores a stored task on reload and resumes polling it', async () => {
    localStorage.setItem(
      `cairn_builder_tasks:${STORY}`,
      JSON.stringify([
        {
          taskId: TASK,
          url: 'https://news.example/new',
          normalizedUrl: 'https://news.example/new',
          status: 'processing',
          stage: 'cleaning',
          addedAt: Date.now(),
          preview: null,
          claimsCount: null,
          errorMessage: null,
        },
      ]),
    );
    renderWorkspace();
    await wait(0);
    expect(
      within(screen.getByRole('region', { name: 'Processing evidence' }))
        .getByText('Clean')
        .getAttribute('aria-current'),
    ).toBe('step');
    await wait(3_000);
    expect(calls.some((c) => c.url.startsWith(`/api/task/${TASK}`))).toBe(true);
  });
});
