import type { VoteTally } from '@cairn/shared/contracts/votes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS } from './components/sources-list';
import {
  mockFetch,
  PAGE_A,
  PAGE_B,
  renderStoryPage,
  STORY_ID,
  serveStoryWorld,
  storyFixture,
} from './test/story-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const serveStory = (story = storyFixture()) => serveStoryWorld(story);

describe('StoryPage states (SPEC §2, §8)', () => {
  it("shows 'Loading story...' while the story loads", () => {
    mockFetch(() => 'pending');
    renderStoryPage();
    expect(screen.getByText('Loading story...')).toBeTruthy();
  });

  it.each([
    ['a 404', { status: 404, body: { error: 'Story not found' } }, 'Story not found'],
    [
      'a server error field, as is',
      { status: 429, body: { error: 'Too many requests: try again in a minute' } },
      'Too many requests: try again in a minute',
    ],
    ['an answer that is not a story', { body: { id: 'nope' } }, 'Invalid story data'],
    ['a body that is not JSON', { raw: '<html>' }, 'Invalid story data'],
    ['a network failure', 'network-error' as const, 'Failed to load story details'],
  ])('shows the message of %s with a way back home', async (_, reply, message) => {
    mockFetch(() => reply);
    renderStoryPage();
    // A network failure is retried once (React Query's 1 s delay) before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText(message)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('link', { name: '← Back to Home' }));
    expect(screen.getByText('At /')).toBeTruthy();
  });
});

describe('StoryPage at an address with a malformed or unknown id', () => {
  // What the server answers: its validator's text for an id that is not a UUID, 404 for an unknown one,
  // its router's text for an id too long for a path segment.
  it.each([
    ['a malformed id', 'abc', 400, 'Invalid path parameter id: Invalid UUID'],
    ['a space', ' ', 400, 'Invalid path parameter id: Invalid UUID'],
    ['a path', '../../x', 400, 'Invalid path parameter id: Invalid UUID'],
    ['a very long id', 'a'.repeat(3000), 400, 'Invalid path: a path segment is too long'],
    ['an unknown id', '00000000-0000-4000-8000-00000000dead', 404, 'Story not found'],
  ])(
    "says 'Story not found' as the page's heading for %s, never the server's text",
    async (_, id, status, error) => {
      const server = mockFetch(() => ({ status, body: { error } }));
      renderStoryPage(id);
      expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
      const alert = screen.getByRole('alert');
      expect(alert.textContent).not.toMatch(/Invalid|UUID|parameter|segment/);
      expect(within(alert).getByText(/The link may be mistyped or cut short/)).toBeTruthy();
      // The id goes to the server encoded, as one path segment.
      expect(server.calls.map((c) => c.url.pathname)).toEqual([`/api/stories/${encodeURIComponent(id)}`]);
      await userEvent.click(within(alert).getByRole('link', { name: '← Back to Home' }));
      expect(screen.getByText('At /')).toBeTruthy();
    },
  );
});

describe('StoryPage header and narrative', () => {
  it('shows the title, the quoted description and the coherence, and links Build to the builder', async () => {
    serveStory();
    renderStoryPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Floods reach the river towns' }),
    ).toBeTruthy();
    expect(screen.getByText('“Rivers burst their banks after three days of rain.”')).toBeTruthy();
    expect(screen.getByText('62%')).toBeTruthy();
    const build = screen.getByRole('link', { name: 'Build' });
    expect(build.getAttribute('href')).toBe(`/builder/${STORY_ID}`);
    expect(build.getAttribute('target')).toBe('_blank');
  });

  it("falls back to the gist, then 'No description available'", async () => {
    serveStory(storyFixture({ description: '', gist: null }));
    renderStoryPage();
    expect(await screen.findByText('“No description available”')).toBeTruthy();
  });

  it('toggles the pin with its tooltip', async () => {
    serveStory();
    renderStoryPage();
    const pin = await screen.findByRole('button', { name: 'Pin this story' });
    await userEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(pin.getAttribute('title')).toBe('Pinned - Watching for 24h');
  });

  it('shows content only when it is longer than 100 characters', async () => {
    serveStory(storyFixture({ content: `Short. {{cite:${PAGE_A}}}` }));
    renderStoryPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Source 1' })).toBeNull();
  });

  it('links entity mentions to their profile route by type, with the slug of SPEC §2', async () => {
    serveStory();
    renderStoryPage();
    const person = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    expect(person.getAttribute('href')).toMatch(/^\/people\/c{8}-c{4}-4c{3}-8c{3}-c{12}\/ruth-adebayo$/);
    expect(screen.getByRole('link', { name: 'River Authority' }).getAttribute('href')).toMatch(
      /^\/organizations\/.+\/river-authority$/,
    );
    // the mention in the narrative and the chip of the Locations card lead to the same profile
    for (const link of screen.getAllByRole('link', { name: 'Lokoja' })) {
      expect(link.getAttribute('href')).toMatch(/^\/locations\/.+\/lokoja$/);
    }
  });
});

describe('StoryPage citations and sources', () => {
  it('numbers sources as their citations and sorts them oldest first, newest first on the toggle', async () => {
    serveStory();
    renderStoryPage();
    const sources = () =>
      [...document.querySelectorAll('[id^="source-"]')].map((li) => li.id.replace('source-', ''));
    await screen.findByRole('region', { name: /^Sources/ });
    // B (3 March) is cited first, so it is 1; oldest first puts it on top.
    expect(sources()).toEqual([PAGE_B, PAGE_A]);
    await userEvent.click(screen.getByRole('button', { name: /show newest first/ }));
    expect(sources()).toEqual([PAGE_A, PAGE_B]);
  });

  it("highlights a clicked citation's source for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStory();
    renderStoryPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [citation] = await screen.findAllByRole('button', { name: 'Source 2' });
    await user.click(citation!);
    const item = document.getElementById(`source-${PAGE_A}`)!;
    expect(item.dataset.highlighted).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(HIGHLIGHT_MS - 100);
    });
    expect(item.dataset.highlighted).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(item.dataset.highlighted).toBeUndefined();
  });

  it("shows the source's quote for the sentence, with its domain and date, on hover", async () => {
    serveStory();
    renderStoryPage();
    const [citation] = await screen.findAllByRole('button', { name: 'Source 2' });
    await userEvent.hover(citation!);
    // The tooltip the citation points to: the story's map may show tooltips of its own (place labels).
    const tip = document.getElementById(citation!.getAttribute('aria-describedby') ?? '');
    if (!tip) throw new Error('the citation describes no tooltip');
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toContain('the authority opened the gates on Tuesday');
    expect(tip.textContent).toContain('river.example · 4 Mar 2026');
  });
});

describe('StoryPage claims, timeline and sidebar', () => {
  it('offers the claims panel only above 0.5 coherence, grouped by modality', async () => {
    serveStoryWorld(storyFixture({ coherence_score: 0.5 }));
    const first = renderStoryPage();
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('The water rose two metres overnight.');
    expect(screen.queryByRole('button', { name: 'Show claims' })).toBeNull();
    first.unmount();

    serveStoryWorld(storyFixture({ coherence_score: 0.51 }));
    renderStoryPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show claims' }));
    const groups = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(groups).toEqual(expect.arrayContaining(['Observations', 'Reported Speech', 'Allegation']));
    const observations = screen.getByRole('region', { name: 'Observations' });
    // 'fact' is an alias of observation (SPEC §4)
    expect(within(observations).getByText('The water rose two metres overnight.')).toBeTruthy();
    expect(within(observations).getByText('Claim 3')).toBeTruthy();
    expect(within(observations).getByText('65% confidence')).toBeTruthy();
    const quote = within(observations).getAllByRole('link', { name: 'Quote in river.example' })[0]!;
    expect(quote.getAttribute('href')).toMatch(/^https:\/\/river\.example\/story-1#:~:text=/);
  });

  it('shows dated claims in order of event time, and the placeholder without any', async () => {
    serveStoryWorld();
    const first = renderStoryPage();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    await within(timeline).findByText('The water rose two metres overnight.');
    expect([...timeline.querySelectorAll('li p')].map((p) => p.textContent)).toEqual([
      'The water rose two metres overnight.',
      'The dam gates opened on Tuesday.',
    ]);
    expect(within(timeline).getByText('2 Mar 2026')).toBeTruthy();
    first.unmount();

    serveStoryWorld(storyFixture(), (request) =>
      request.path.endsWith('/claims')
        ? { body: { success: true, claims: [], excluded_claims: [] } }
        : undefined,
    );
    renderStoryPage();
    expect(await screen.findByText('Story timeline coming soon')).toBeTruthy();
  });

  it('keeps Organizations collapsed when the story has people or places, open when it has only organizations', async () => {
    serveStoryWorld();
    const first = renderStoryPage();
    const toggle = await screen.findByRole('button', { name: 'Expand' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('link', { name: 'River Authority' }).length).toBe(2);
    first.unmount();

    const only = storyFixture();
    serveStoryWorld({ ...only, entities: { ...only.entities, people: [], locations: [] } });
    renderStoryPage();
    expect((await screen.findByRole('button', { name: 'Collapse' })).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows places as chips and on the shared map (with its list view), and related stories with their match', async () => {
    const story = storyFixture();
    const unplaced = {
      ...story.entities.locations[0]!,
      canonical_id: 'abababab-abab-4bab-8bab-abababababab',
      name: 'Millbrook',
      lat: null,
      lon: null,
    };
    const country = {
      ...story.entities.locations[0]!,
      canonical_id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd',
      name: 'Nigeria',
      lat: 9.06,
      lon: 7.49,
      place_kind: 'country' as const,
    };
    serveStoryWorld({
      ...story,
      entities: { ...story.entities, locations: [...story.entities.locations, unplaced, country] },
    });
    renderStoryPage();
    const places = await screen.findByRole('region', { name: /Locations/ });
    expect(within(places).getByRole('link', { name: 'Millbrook' })).toBeTruthy();
    expect(within(places).getByText(/Places: GeoNames \(CC BY 4\.0\)/)).toBeTruthy();
    // A place the gazetteer could not place gets no marker, and is named instead.
    expect(
      within(places).getByText(/Not on the map \(the offline gazetteer could not place them\): Millbrook/),
    ).toBeTruthy();
    await userEvent.click(within(places).getByRole('button', { name: 'List' }));
    const list = within(places).getByRole('list', { name: "Map of the story's places" });
    expect(list.textContent).toContain('Lokoja');
    expect(list.textContent).toContain('7.80° N, 6.74° E');
    expect(list.textContent).not.toContain('Millbrook');
    // A country is a chip, not a point at its capital.
    expect(within(places).getByRole('link', { name: 'Nigeria' })).toBeTruthy();
    expect(list.textContent).not.toContain('Nigeria');
    const related = screen.getByRole('region', { name: 'Related Stories' });
    expect(within(related).getByRole('link', { name: 'Dam levels rise' }).getAttribute('href')).toBe(
      '/story/11111111-2222-4333-8444-555555555555',
    );
    expect(within(related).getByText('42% match')).toBeTruthy();
  });
});

describe('StoryPage source votes', () => {
  it("shows the stored counts and the visitor's own vote, and applies the SPEC §4 toggle on the server", async () => {
    const tallies = new Map<string, VoteTally>([
      [PAGE_A, { subject_id: PAGE_A, up: 3, down: 1, mine: 'up' }],
      [PAGE_B, { subject_id: PAGE_B, up: 0, down: 0, mine: null }],
    ]);
    const { calls } = serveStoryWorld(storyFixture(), (request) => {
      if (request.method === 'GET' && request.path === '/api/votes/source') {
        const ids = request.url.searchParams.get('ids')!.split(',');
        return { body: { tallies: ids.map((id) => tallies.get(id)) } };
      }
      if (request.method === 'PUT' && request.path.startsWith('/api/votes/source/')) {
        const id = request.path.split('/').pop()!;
        const vote = (request.body as { vote: 'up' | 'down' | null }).vote;
        const old = tallies.get(id)!;
        const next = {
          subject_id: id,
          up: old.up - (old.mine === 'up' ? 1 : 0) + (vote === 'up' ? 1 : 0),
          down: old.down - (old.mine === 'down' ? 1 : 0) + (vote === 'down' ? 1 : 0),
          mine: vote,
        };
        tallies.set(id, next);
        return { body: next };
      }
      return undefined;
    });
    renderStoryPage();
    const mine = await screen.findByRole('button', { name: 'Upvote Report 1 from river.example, 3 votes' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    // the same vote again removes it
    await userEvent.click(mine);
    expect(
      await screen.findByRole('button', { name: 'Upvote Report 1 from river.example, 2 votes' }),
    ).toBeTruthy();
    // the opposite vote on another source switches from none to down
    await userEvent.click(
      screen.getByRole('button', { name: 'Downvote Report 2 from news.example, 0 votes' }),
    );
    const down = await screen.findByRole('button', { name: 'Downvote Report 2 from news.example, 1 vote' });
    expect(down.getAttribute('aria-pressed')).toBe('true');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path.split('/').pop(), c.body])).toEqual([
      [PAGE_A, { vote: null }],
      [PAGE_B, { vote: 'down' }],
    ]);
    expect(puts[0]!.headers['x-user-id']).toBeTruthy();
  });
});

describe('StoryPage fund and tips', () => {
  it('shows the real builder count and fund, and adds a tip through the server', async () => {
    let fund = { story_id: STORY_ID, fund_cents: 0, tip_count: 0, my_tips_cents: 0, builder_count: 3 };
    const { calls } = serveStoryWorld(storyFixture(), (request) => {
      if (request.path === `/api/story/${STORY_ID}/fund`) return { body: fund };
      if (request.path === `/api/story/${STORY_ID}/tips`) {
        const amount = (request.body as { amount_cents: number }).amount_cents;
        fund = {
          ...fund,
          fund_cents: fund.fund_cents + amount,
          tip_count: fund.tip_count + 1,
          my_tips_cents: fund.my_tips_cents + amount,
        };
        return { body: fund };
      }
      return undefined;
    });
    renderStoryPage();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByText('$0.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tip 10c ($0.10)' }));
    expect(await screen.findByText('$0.10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tip 100c ($1.00)' }));
    expect(await screen.findByText('$1.10')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount_cents: 10 },
      { amount_cents: 100 },
    ]);
  });
});
