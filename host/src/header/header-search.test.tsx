import type { StorySearchMatch } from '@cairn/shared/contracts/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostServicesProvider } from '../user/user-provider';
import { HeaderSearch } from './header-search';

const FLOOD: StorySearchMatch = {
  id: '45e11370-f8ca-4ba0-97dd-56ffd1761365',
  title: 'Live updates: Alder River flood in Millbrook',
  description: 'The Alder River crested at a record 22.4 feet.',
  category: 'local',
  artifact_count: 5,
};
const RAIL: StorySearchMatch = {
  id: '9e510795-c5ff-4b52-a0b1-d6824b286d66',
  title: 'Council approves Harbourline light rail',
  description: 'Port Aldous City Council voted 7–4.',
  category: 'global',
  artifact_count: 2,
};
const HOCKEY: StorySearchMatch = {
  id: '1c0f5b7e-3a4d-4e8f-9a1b-2c3d4e5f6a7b',
  title: 'Millbrook Otters clinch regional title',
  description: 'Tessa Lund scored 2:41 into overtime.',
  category: 'local',
  artifact_count: 1,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch answer the test releases when it wants, to put responses out of order. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const fetchMock = vi.fn<typeof fetch>();

function requestedQueries() {
  return fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/stories/search');
    expect(init?.method).toBe('POST');
    return JSON.parse(String(init?.body)) as { query: string; limit: number };
  });
}

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HostServicesProvider>
        <MemoryRouter initialEntries={['/app']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <HeaderSearch />
                  <CurrentPath />
                  <input aria-label="Another field" />
                  <textarea aria-label="Notes" />
                  <div contentEditable suppressContentEditableWarning data-testid="editor">
                    <span data-testid="editor-text">text</span>
                  </div>
                  <p data-testid="outside">Somewhere else</p>
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </HostServicesProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search stories' }) as HTMLInputElement;
}

/** Moves the clock on, then lets the answers of any fetch that started meanwhile arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Reading a Response body takes a few turns of the event loop; no clock time passes for it.
  for (let turn = 0; turn < 10; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

function options() {
  return screen.queryAllByRole('option');
}

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

describe('HeaderSearch', () => {
  it("has the placeholder 'Search stories...'", () => {
    expect(renderSearch().placeholder).toBe('Search stories...');
  });

  it('waits 300 ms after the last keystroke, then asks for 5 matches of the trimmed query', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD] }));
    const input = renderSearch();
    type(input, 'fl');
    await wait(200);
    type(input, ' flood ');
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedQueries()).toEqual([{ query: 'flood', limit: 5 }]);
  });

  it('does not search below 2 characters once trimmed', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD] }));
    const input = renderSearch();
    type(input, '  f   ');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    type(input, 'fl');
    await wait(300);
    expect(requestedQueries()).toEqual([{ query: 'fl', limit: 5 }]);
  });

  it('shows title, description, category label and source count of each match', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD, RAIL] }));
    const input = renderSearch();
    type(input, 'mill');
    await wait(350);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const [first, second] = options();
    expect(within(first as HTMLElement).getByText(FLOOD.title)).toBeTruthy();
    expect(within(first as HTMLElement).getByText(FLOOD.description)).toBeTruthy();
    expect(within(first as HTMLElement).getByText('US Focus')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('5 sources')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Global Signal')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('2 sources')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 stories found');
  });

  it("says '1 source' for a story with one source", async () => {
    fetchMock.mockResolvedValue(json({ matches: [{ ...FLOOD, artifact_count: 1 }] }));
    const input = renderSearch();
    type(input, 'mill');
    await wait(350);
    const [only] = options();
    expect(within(only as HTMLElement).getByText('1 source')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    fetchMock.mockResolvedValue(json({ matches: [] }));
    const input = renderSearch();
    type(input, 'zzqx');
    await wait(350);
    expect(screen.getAllByText('No stories found for "zzqx"').length).toBeGreaterThan(0);
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs a failed search and empties the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ matches: [FLOOD, RAIL] }));
    fetchMock.mockResolvedValueOnce(json({ error: 'Search index unavailable' }, 503));
    const input = renderSearch();
    type(input, 'mi');
    await wait(350);
    expect(options()).toHaveLength(2);
    type(input, 'mill');
    await wait(350);
    expect(logged).toHaveBeenCalledWith('Story search failed', expect.objectContaining({ status: 503 }));
    expect(options()).toHaveLength(0);
    expect(screen.queryByText(/No stories found/)).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('never lets a late answer to an older query replace the newer one', async () => {
    const older = deferred();
    fetchMock.mockReturnValueOnce(older.promise);
    fetchMock.mockResolvedValueOnce(json({ matches: [HOCKEY] }));
    const input = renderSearch();
    type(input, 'mi');
    await wait(300);
    type(input, 'millbrook otters');
    await wait(350);
    expect(requestedQueries().map((q) => q.query)).toEqual(['mi', 'millbrook otters']);
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining(HOCKEY.title)]);

    older.resolve(json({ matches: [FLOOD, RAIL] }));
    await wait(50);
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining(HOCKEY.title)]);
  });

  it('moves through matches with the arrows and opens the active one with Enter', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD, RAIL, HOCKEY] }));
    const input = renderSearch();
    type(input, 'mill');
    await wait(350);
    const activeTitle = () => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option?.getAttribute('aria-selected')).toBe('true');
      return option?.textContent;
    };
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeTitle()).toContain(FLOOD.title);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeTitle()).toContain(RAIL.title);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeTitle()).toContain(HOCKEY.title);
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('path').textContent).toBe(`/story/${HOCKEY.id}`);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a match that is clicked', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD, RAIL] }));
    const input = renderSearch();
    type(input, 'mill');
    await wait(350);
    fireEvent.click(screen.getByText(RAIL.title));
    expect(screen.getByTestId('path').textContent).toBe(`/story/${RAIL.id}`);
    expect(options()).toHaveLength(0);
  });

  it("focuses on '/' but not while the user types in another field", () => {
    const input = renderSearch();
    for (const field of [
      screen.getByRole('textbox', { name: 'Another field' }),
      screen.getByRole('textbox', { name: 'Notes' }),
      screen.getByTestId('editor-text'),
    ]) {
      field.focus?.();
      const event = fireEvent.keyDown(field, { key: '/' });
      expect(event).toBe(true); // not prevented: the '/' is typed where the user is
      expect(document.activeElement).not.toBe(input);
    }
    fireEvent.keyDown(screen.getByTestId('outside'), { key: '/', ctrlKey: true });
    expect(document.activeElement).not.toBe(input);

    const event = fireEvent.keyDown(document.body, { key: '/' });
    expect(event).toBe(false); // prevented, so no '/' lands in the box
    expect(document.activeElement).toBe(input);
  });

  it('closes and blurs on Escape, keeping the query', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD] }));
    const input = renderSearch();
    input.focus();
    type(input, 'flood');
    await wait(350);
    expect(options()).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(document.activeElement).not.toBe(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('flood');
  });

  it('closes on a click outside', async () => {
    fetchMock.mockResolvedValue(json({ matches: [FLOOD] }));
    const input = renderSearch();
    type(input, 'flood');
    await wait(350);
    expect(options()).toHaveLength(1);
    fireEvent.mouseDown(screen.getByTestId('outside'));
    expect(options()).toHaveLength(0);
  });
});
