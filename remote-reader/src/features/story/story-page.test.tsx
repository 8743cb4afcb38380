import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS } from './components/sources-list';
import { mockFetch, PAGE_A, PAGE_B, renderStoryPage, STORY_ID, storyFixture } from './test/story-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const storyPath = `/api/stories/${STORY_ID}`;

function serveStory(story = storyFixture()) {
  return mockFetch((request) =>
    request.path === storyPath ? { body: story } : { status: 404, body: { error: 'Not found' } },
  );
}

describe('StoryPage states (SPEC §2, §8)', () => {
  it("shows 'Loading story...' while the story loads", () => {
    mockFetch(() => 'pending');
    renderStoryPage();
    expect(screen.getByText('Loading story...')).toBeTruthy();
  });

  it.each([
    ['a 404', { status: 404, body: { error: 'Story not found' } }, 'Story not found'],
    ['a server error field, as is', { status: 400, body: { error: 'Invalid story id' } }, 'Invalid story id'],
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
    expect(screen.getByRole('link', { name: 'Lokoja' }).getAttribute('href')).toMatch(
      /^\/locations\/.+\/lokoja$/,
    );
  });
});

describe('StoryPage citations and sources', () => {
  it('numbers sources as their citations and sorts them oldest first, newest first on the toggle', async () => {
    serveStory();
    renderStoryPage();
    const sources = () =>
      [...document.querySelectorAll('[id^="source-"]')].map((li) => li.id.replace('source-', ''));
    await screen.findAllByRole('button', { name: 'Source 1' });
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
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('the authority opened the gates on Tuesday');
    expect(tip.textContent).toContain('river.example · 4 Mar 2026');
  });
});
