import { FEED_FIRST_READ } from '@cairn/shared/contracts/screens';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  fakeApi,
  json,
  renderFeed,
  scrollTo,
  setPageGeometry,
  settle,
  stories,
  story,
} from './test/feed-test-kit';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // A tall page, read from the top: nothing loads by scrolling unless a test scrolls.
  setPageGeometry({ scrollHeight: 10_000, scrollY: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function coherenceSlider() {
  return screen.getByRole('slider', { name: 'Emerging to Mature' });
}
function scopeSlider() {
  return screen.getByRole('slider', { name: 'Local to Universe' });
}

describe('story feed: loading and states', () => {
  it('shows skeletons under "Loading threads..." then the stories of GET /api/stories', async () => {
    const api = fakeApi(() => json({ stories: [story(1)] }));
    const { container } = await renderFeed();
    expect(screen.getByText('Loading threads...')).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden="true"] span').length).toBeGreaterThan(0);
    await settle();
    expect(screen.queryByText('Loading threads...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Story 1' })).toBeTruthy();
    expect(api.feedQueries()).toEqual([{ limit: '12', min_coherence: '0.4' }]);
    const headers = api.calls[0]!.init!.headers as Record<string, string>;
    expect(headers['X-User-Id']).toBe('user-1');
  });

  it("asks a new visitor's first page exactly as the server preloads it with /app", async () => {
    const api = fakeApi(() => json({ stories: [] }));
    await renderFeed();
    await settle();
    const first = api.calls[0]!.url;
    expect(first.pathname + first.search).toBe(FEED_FIRST_READ);
  });

  it('says "No threads available" when the server answers with an error field', async () => {
    fakeApi(() => json({ error: 'Database unavailable' }));
    await renderFeed();
    await settle();
    expect(screen.getByText('No threads available')).toBeTruthy();
    expect(screen.queryByText('Failed to load stories')).toBeNull();
  });

  it('says "No threads available" for an error status carrying the server error field', async () => {
    fakeApi(() => json({ error: 'Internal server error' }, 500));
    await renderFeed();
    await settle();
    expect(screen.getByText('No threads available')).toBeTruthy();
  });

  it('says "Failed to load stories" when the first fetch fails, and Try again loads them', async () => {
    let down = true;
    fakeApi(() => {
      if (down) throw new TypeError('Failed to fetch');
      return json({ stories: [story(1)] });
    });
    await renderFeed();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load stories');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Story 1' })).toBeTruthy();
  });

  it('says "Failed to load stories" when the server cannot be reached behind a proxy (empty 502)', async () => {
    fakeApi(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await renderFeed();
    await settle();
    expect(screen.getByText('Failed to load stories')).toBeTruthy();
    expect(screen.queryByText('No threads available')).toBeNull();
  });

  it('says "Failed to load stories" for a reply that is not the feed (a proxy page)', async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await renderFeed();
    await settle();
    expect(screen.getByText('Failed to load stories')).toBeTruthy();
  });

  it('shows the seed message with no hint when no filter narrows the feed', async () => {
    localStorage.setItem('story_min_coherence', '0');
    localStorage.setItem('geo_scope', '0.5');
    fakeApi(() => json({ stories: [] }));
    await renderFeed();
    await settle();
    expect(screen.getByText('No threads yet. Seed the first one!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all stories' })).toBeNull();
    expect(screen.queryByText("You've reached the end")).toBeNull();
  });

  it('adds a hint to widen the sliders when the filters may hide stories, and widens them', async () => {
    const api = fakeApi((url) =>
      json({ stories: url.searchParams.get('min_coherence') === '0' ? [story(1)] : [] }),
    );
    await renderFeed();
    await settle();
    expect(screen.getByText('No threads yet. Seed the first one!')).toBeTruthy();
    expect(screen.getByText(/widen the feed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all stories' }));
    await settle();
    expect(localStorage.getItem('story_min_coherence')).toBe('0');
    expect(api.feedQueries().at(-1)).toEqual({ limit: '12', min_coherence: '0' });
    expect(screen.getByRole('heading', { name: 'Story 1' })).toBeTruthy();
  });

  it('keeps the list when a later refresh fails', async () => {
    let fail = false;
    fakeApi(() => (fail ? json({ error: 'Database unavailable' }, 503) : json({ stories: [story(1)] })));
    await renderFeed();
    await settle();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh stories' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Story 1' })).toBeTruthy();
    expect(screen.queryByText('No threads available')).toBeNull();
    expect(screen.queryByText('Failed to load stories')).toBeNull();
    expect(screen.getByText(/Couldn't refresh/)).toBeTruthy();
  });
});

describe('story feed: cards', () => {
  it('shows labels, counts with singular and plural, up to 3 locations and the update time', async () => {
    fakeApi(() =>
      json({
        stories: [
          story(1, {
            title: 'Flood in Millbrook',
            description: 'The river crested.',
            category: 'local',
            health_indicator: 'stale',
            artifact_count: 1,
            claim_count: 68,
            people_count: 1,
            locations: ['Millbrook', 'Alder River', 'Canal Street', 'Wendover'],
            last_updated_human: '3h ago',
            coherence_score: 0.72,
          }),
          story(2, {
            category: 'global',
            health_indicator: null,
            artifact_count: 0,
            claim_count: 1,
            people_count: 2,
          }),
        ],
      }),
    );
    await renderFeed();
    await settle();
    const [first, second] = screen.getAllByRole('article');
    const card = within(first!);
    expect(card.getByText('US Focus')).toBeTruthy();
    expect(card.getByText('Cooling')).toBeTruthy();
    expect(card.getByText('Mature')).toBeTruthy();
    expect(card.getByText('The river crested.')).toBeTruthy();
    expect(card.getByText('1 source')).toBeTruthy();
    expect(card.getByText('68 claims')).toBeTruthy();
    expect(card.getByText('1 contributor')).toBeTruthy();
    const locations = within(card.getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    expect(locations.map((li) => li.textContent)).toEqual([
      'Millbrook',
      'Alder River',
      'Canal Street',
      '+1 more',
    ]);
    expect(card.getByText('3h ago')).toBeTruthy();
    const other = within(second!);
    expect(other.getByText('Global Signal')).toBeTruthy();
    expect(other.getByText('New')).toBeTruthy();
    expect(other.getByText('0 sources')).toBeTruthy();
    expect(other.getByText('1 claim')).toBeTruthy();
    expect(other.getByText('2 contributors')).toBeTruthy();
    expect(other.queryByRole('list', { name: 'Locations' })).toBeNull();
  });

  it('shows a cover image and hides it when it fails to load', async () => {
    fakeApi(() =>
      json({
        stories: [story(1, { cover_image: 'https://img.example/1.jpg' }), story(2, { cover_image: null })],
      }),
    );
    const { container } = await renderFeed();
    await settle();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    fireEvent.error(images[0]!);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows no cover whose address is not absolute http(s)', async () => {
    fakeApi(() =>
      json({
        stories: [
          story(1, { cover_image: 'javascript:alert(1)' }),
          story(2, { cover_image: 'data:image/svg+xml,<svg onload=alert(1)>' }),
          story(3, { cover_image: '/relative.jpg' }),
        ],
      }),
    );
    const { container } = await renderFeed();
    await settle();
    expect(screen.getByRole('link', { name: 'Story 3' })).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('opens /story/{id} from the title link and from a click anywhere on the card', async () => {
    fakeApi(() => json({ stories: [story(1), story(2)] }));
    const { router } = await renderFeed();
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Story 1' }));
    expect(router.state.location.pathname).toBe('/story/00000000-0000-4000-8000-000000000001');
    await router.navigate('/app');
    await settle();
    fireEvent.click(screen.getByText('Description of story 2'));
    expect(router.state.location.pathname).toBe('/story/00000000-0000-4000-8000-000000000002');
  });

  it('toggles the pin without opening the story', async () => {
    fakeApi(() => json({ stories: [story(1)] }));
    const { router } = await renderFeed();
    await settle();
    const pin = screen.getByRole('button', { name: 'Pin Story 1' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    expect(pin.getAttribute('title')).not.toBe('Pinned - Watching for 24h');
    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(pin.getAttribute('title')).toBe('Pinned - Watching for 24h');
    expect(router.state.location.pathname).toBe('/app');
    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    expect(router.state.location.pathname).toBe('/app');
  });
});

describe('story feed: sliders', () => {
  it('reads the stored values at start', async () => {
    localStorage.setItem('story_min_coherence', '0.7');
    localStorage.setItem('geo_scope', '0.1');
    const api = fakeApi(() => json({ stories: [] }));
    await renderFeed();
    await settle();
    expect(api.feedQueries()).toEqual([{ limit: '12', min_coherence: '0.7', category: 'local' }]);
    expect(coherenceSlider().getAttribute('aria-valuetext')).toBe(
      'Mature only stories, coherence 70% or more',
    );
    expect(scopeSlider().getAttribute('aria-valuetext')).toBe('Local: US Focus stories only');
  });

  it('saves the min coherence 500 ms after the last move, and only then filters by it', async () => {
    const api = fakeApi(() => json({ stories: [story(1)] }));
    await renderFeed();
    await settle();
    fireEvent.change(coherenceSlider(), { target: { value: '0.5' } });
    await advance(300);
    fireEvent.change(coherenceSlider(), { target: { value: '0.6' } });
    expect((coherenceSlider() as HTMLInputElement).value).toBe('0.6');
    await advance(499);
    expect(localStorage.getItem('story_min_coherence')).toBeNull();
    expect(api.feedQueries()).toHaveLength(1);
    await advance(1);
    expect(localStorage.getItem('story_min_coherence')).toBe('0.6');
    expect(api.feedQueries().at(-1)).toEqual({ limit: '12', min_coherence: '0.6' });
    expect(api.feedQueries()).toHaveLength(2);
  });

  it('re-reads the stored min coherence every 500 ms, so a change made elsewhere applies', async () => {
    const api = fakeApi(() => json({ stories: [story(1)] }));
    await renderFeed();
    await settle();
    localStorage.setItem('story_min_coherence', '0.2');
    await advance(500);
    expect((coherenceSlider() as HTMLInputElement).value).toBe('0.2');
    expect(api.feedQueries().at(-1)).toEqual({ limit: '12', min_coherence: '0.2' });
  });

  it('does not let the re-read undo a move that is still waiting for its debounce', async () => {
    localStorage.setItem('story_min_coherence', '0.4');
    fakeApi(() => json({ stories: [story(1)] }));
    await renderFeed();
    await settle();
    fireEvent.change(coherenceSlider(), { target: { value: '0.1' } });
    await advance(450);
    expect((coherenceSlider() as HTMLInputElement).value).toBe('0.1');
    await advance(50);
    expect(localStorage.getItem('story_min_coherence')).toBe('0.1');
  });

  it.each([
    ['0.2', 'local', 'Local: US Focus stories only'],
    ['0.34', 'local', 'Local: US Focus stories only'],
    ['0.35', undefined, 'Local and global stories'],
    ['0.65', undefined, 'Local and global stories'],
    ['0.66', 'global', 'Universe: Global Signal stories only'],
    ['1', 'global', 'Universe: Global Signal stories only'],
  ])('geo scope %s asks for category %s', async (scope, category, spoken) => {
    const api = fakeApi(() => json({ stories: [story(1)] }));
    await renderFeed();
    await settle();
    fireEvent.change(scopeSlider(), { target: { value: scope } });
    await advance(500);
    expect(localStorage.getItem('geo_scope')).toBe(scope);
    expect(api.feedQueries().at(-1)?.category).toBe(category);
    expect(scopeSlider().getAttribute('aria-valuetext')).toBe(spoken);
  });

  it('changes the slider icons at 0.3 and 0.6 (maturity) and at 0.35 and 0.65 (scope)', async () => {
    fakeApi(() => json({ stories: [] }));
    const { container } = await renderFeed();
    await settle();
    const icons = () =>
      [...container.querySelectorAll('fieldset svg[data-icon]')].map((svg) => svg.getAttribute('data-icon'));
    const cases: [string, string, string[]][] = [
      ['0.34', '0.2', ['local', 'one-stone']],
      ['0.35', '0.3', ['both', 'two-stones']],
      ['0.65', '0.5', ['both', 'two-stones']],
      ['0.66', '0.6', ['global', 'three-stones']],
    ];
    for (const [scope, coherence, expected] of cases) {
      fireEvent.change(scopeSlider(), { target: { value: scope } });
      fireEvent.change(coherenceSlider(), { target: { value: coherence } });
      expect(icons()).toEqual(expected);
    }
  });
});

describe('story feed: refresh', () => {
  it('refreshes the first page every 30 s and announces new stories for 5 s', async () => {
    let latest = [story(1), story(2)];
    const api = fakeApi(() => json({ stories: latest }));
    await renderFeed();
    await settle();
    latest = [story(3), story(1), story(2)];
    await advance(29_999);
    expect(api.feedQueries()).toHaveLength(1);
    await advance(1);
    expect(api.feedQueries()).toHaveLength(2);
    expect(api.feedQueries()[1]).toEqual({ limit: '12', min_coherence: '0.4' });
    expect(screen.getByText('1 new story')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Story 3',
      'Story 1',
      'Story 2',
    ]);
    await advance(4_999);
    expect(screen.getByText('1 new story')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('1 new story')).toBeNull();
  });

  it('counts several new stories, and says nothing when the refresh brings none', async () => {
    let latest = [story(1)];
    fakeApi(() => json({ stories: latest }));
    await renderFeed();
    await settle();
    latest = [story(4), story(3), story(1)];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh stories' }));
    await settle();
    expect(screen.getByText('2 new stories')).toBeTruthy();
    await advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh stories' }));
    await settle();
    expect(screen.queryByText(/new stor/)).toBeNull();
  });

  it('updates stories already loaded in place', async () => {
    let latest = [story(1, { claim_count: 5 }), story(2)];
    fakeApi(() => json({ stories: latest }));
    await renderFeed();
    await settle();
    latest = [story(2, { claim_count: 9 }), story(1, { claim_count: 5 })];
    await advance(30_000);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Story 1',
      'Story 2',
    ]);
    expect(within(screen.getAllByRole('article')[1]!).getByText('9 claims')).toBeTruthy();
    expect(screen.queryByText(/new stor/)).toBeNull();
  });
});

describe('story feed: paging', () => {
  it('loads the next page at offset = count loaded near the bottom, and stops after a short page', async () => {
    const api = fakeApi((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (offset === 0) return json({ stories: stories(1, 12) });
      if (offset === 12) return json({ stories: stories(13, 12) });
      return json({ stories: stories(25, 3) });
    });
    await renderFeed();
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByText("You've reached the end")).toBeNull();

    await scrollTo(10_000 - 800 - 6); // 6 px from the bottom: not yet
    expect(api.feedQueries()).toHaveLength(1);
    expect(screen.getByTestId('feed-progress')).toBeTruthy();

    await scrollTo(10_000 - 800 - 5);
    expect(api.feedQueries()[1]).toEqual({ limit: '12', min_coherence: '0.4', offset: '12' });
    expect(screen.getAllByRole('article')).toHaveLength(24);

    await scrollTo(10_000 - 800);
    expect(api.feedQueries()[2]).toEqual({ limit: '12', min_coherence: '0.4', offset: '24' });
    expect(screen.getAllByRole('article')).toHaveLength(27);
    expect(screen.getByText("You've reached the end")).toBeTruthy();

    await scrollTo(10_000 - 801);
    await scrollTo(10_000 - 800);
    expect(api.feedQueries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more stories' })).toBeNull();
  });

  it('shows the progress bar only within 1000 px of the bottom and says when it is loading', async () => {
    let release: (r: Response) => void = () => {};
    fakeApi((url) =>
      url.searchParams.has('offset')
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : json({ stories: stories(1, 12) }),
    );
    await renderFeed();
    await settle();
    await scrollTo(10_000 - 800 - 1001);
    expect(screen.queryByTestId('feed-progress')).toBeNull();
    await scrollTo(10_000 - 800 - 1000);
    expect(screen.getByTestId('feed-progress')).toBeTruthy();
    await scrollTo(10_000 - 800);
    expect(screen.getByText('Loading more stories...')).toBeTruthy();
    release(json({ stories: stories(13, 2) }));
    await settle();
    expect(screen.queryByText('Loading more stories...')).toBeNull();
    expect(screen.getByText("You've reached the end")).toBeTruthy();
  });

  it('keeps the loaded stories when a page fails and loads it again on Try again', async () => {
    let failNext = true;
    const api = fakeApi((url) => {
      if (!url.searchParams.has('offset')) return json({ stories: stories(1, 12) });
      if (failNext) throw new TypeError('Failed to fetch');
      return json({ stories: stories(13, 1) });
    });
    await renderFeed();
    await settle();
    await scrollTo(10_000 - 800);
    expect(screen.getByText("Couldn't load more stories.")).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // No retry storm on further scroll events.
    await scrollTo(10_000 - 801);
    await scrollTo(10_000 - 800);
    expect(api.feedQueries()).toHaveLength(2);
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(api.feedQueries()[2]?.offset).toBe('12');
  });

  it('the Load more stories button loads the next page too', async () => {
    const api = fakeApi((url) =>
      json({ stories: url.searchParams.has('offset') ? stories(13, 4) : stories(1, 12) }),
    );
    await renderFeed();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await settle();
    expect(api.feedQueries()[1]?.offset).toBe('12');
    expect(screen.getAllByRole('article')).toHaveLength(16);
  });

  it('after a refresh added stories, the next offset counts them', async () => {
    let first = stories(1, 12);
    const api = fakeApi((url) => json({ stories: url.searchParams.has('offset') ? stories(100, 2) : first }));
    await renderFeed();
    await settle();
    first = [story(50), ...stories(1, 11)];
    await advance(30_000);
    expect(screen.getAllByRole('article')).toHaveLength(13);
    fireEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await settle();
    expect(api.feedQueries().at(-1)?.offset).toBe('13');
  });
});
