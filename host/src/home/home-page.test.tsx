import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HostServicesProvider } from '../user/user-provider';
import { HomePage } from './home-page';

vi.mock('../remotes/load-exposed-module', () => ({ loadExposedModule: vi.fn() }));
const { loadExposedModule } = await import('../remotes/load-exposed-module');
const load = vi.mocked(loadExposedModule);

function renderHome() {
  render(
    <HostServicesProvider>
      <MemoryRouter initialEntries={['/app']}>
        <HomePage />
      </MemoryRouter>
    </HostServicesProvider>,
  );
}

describe('HomePage (/app)', () => {
  beforeEach(() => {
    load.mockReset();
    // Each remote renders its module id, except the builder's, which is down.
    load.mockImplementation(async (module) => {
      if (module === 'builder/LowMaturityThreads') throw new Error('net::ERR_CONNECTION_REFUSED');
      return { default: () => <p>{module}</p> } as never;
    });
  });

  it('composes the feed, the submission panel and the side panels, each slot failing alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome();
    expect(await screen.findByText('reader/StoryFeed')).toBeTruthy();
    expect(await screen.findByText('submit/SubmissionPanel')).toBeTruthy();
    const threads = screen.getByRole('region', { name: 'New Low Maturity Threads' });
    expect(await within(threads).findByText("We couldn't load the low-maturity threads.")).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Story feed' })).toBeTruthy();
  });

  it('puts the side panels before the feed in the DOM, so keyboard and screen readers reach them first', () => {
    renderHome();
    const side = screen.getByRole('complementary', { name: 'Contribute' });
    const feed = screen.getByRole('region', { name: 'Story feed' });
    // The feed scrolls endlessly: anything after it in tab order could never be reached.
    expect(side.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("folds 'How it works' and keeps its four steps and the cycle", async () => {
    renderHome();
    const toggle = screen.getByRole('button', { name: 'How it works' });
    const panel = screen.getByRole('region', { name: 'How it works' });
    // jsdom has no matchMedia: the wide (open) layout is the starting state.
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Submit',
      'Match',
      'Verify',
      'Emerge',
    ]);
    for (const step of steps) expect(step.textContent?.length).toBeGreaterThan(20);
    expect(within(panel).getByText('Cycles continuously')).toBeTruthy();

    expect(within(panel).getByText('Cycles continuously').closest('[hidden]')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).getByText('Cycles continuously').closest('[hidden]')).not.toBeNull();
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(await screen.findByText('reader/StoryFeed')).toBeTruthy();
  });

  it('keeps a folded remote mounted, so it opens with its data', async () => {
    load.mockImplementation(async (module) => ({ default: () => <p>{module}</p> }) as never);
    renderHome();
    const toggle = screen.getByRole('button', { name: 'New Low Maturity Threads' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden, not unmounted.
    const threads = await screen.findByText('builder/LowMaturityThreads');
    expect(threads.closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText('builder/LowMaturityThreads').closest('[hidden]')).toBeNull();
    expect(load.mock.calls.filter(([module]) => module === 'builder/LowMaturityThreads')).toHaveLength(1);
  });
});
