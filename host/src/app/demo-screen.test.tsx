// Adding a screen is one entry in the screen table (plus its component and its props contract): with a
// demo screen added to a copy of the table, the router, the server's page matcher (and so its preloads)
// and the remote's exposes all have it, and nothing else was written for it.
import { pageOf, pagesOf } from '@cairn/shared/contracts/page-modules';
import { exposedModulesOf, exposesOf } from '@cairn/shared/contracts/screens';
import { DEMO_FIRST_READ, DEMO_SCREEN_TABLE } from '@cairn/shared/test/demo-screen-table';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HostServicesProvider } from '../user/user-provider';
import { createRoutes, routes } from './routes';

vi.mock('../remotes/load-exposed-module', () => ({ loadExposedModule: vi.fn() }));
const { loadExposedModule } = await import('../remotes/load-exposed-module');
const load = vi.mocked(loadExposedModule);

function renderAt(path: string, withRoutes = createRoutes(DEMO_SCREEN_TABLE)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HostServicesProvider>
        <RouterProvider router={createMemoryRouter(withRoutes, { initialEntries: [path] })} />
      </HostServicesProvider>
    </QueryClientProvider>,
  );
}

describe('a screen added to the table', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(
      async (module) =>
        ({
          default: ({ host, ...props }: Record<string, unknown>) => (
            <p>
              {module} {JSON.stringify(props)} {typeof host}
            </p>
          ),
        }) as never,
    );
  });

  it('has a route in the host, which hands the screen its props and the host services', async () => {
    renderAt('/demo/d1/First-demo');
    expect(
      await screen.findByText(
        'reader/DemoScreen {"mode":"compact","demoId":"d1","title":"First-demo"} object',
      ),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledWith('reader/DemoScreen', { fresh: false });
  });

  it('shows its loading text while its remote loads', async () => {
    load.mockImplementation(() => new Promise(() => {}));
    renderAt('/demo/d1');
    expect(await screen.findByRole('status', { name: 'Loading demo...' })).toBeTruthy();
  });

  it('is a page the server preloads, with its first reads', () => {
    expect(pageOf('/demo/d1', pagesOf(DEMO_SCREEN_TABLE))).toMatchObject({
      route: '/demo/:id/:title?',
      modules: ['reader/DemoScreen'],
      firstReads: [DEMO_FIRST_READ],
    });
    expect(pageOf('/demo/d1')).toBeUndefined(); // the real table has no such page
  });

  it("is in its remote's exposes and in the names its build must expose", () => {
    expect(exposesOf('reader', DEMO_SCREEN_TABLE)).toEqual({
      './StoryFeed': './src/features/feed/story-feed.tsx',
      './StoryPage': './src/features/story/story-page.tsx',
      './DemoScreen': './src/features/demo/demo-screen.tsx',
    });
    expect(exposedModulesOf(DEMO_SCREEN_TABLE).reader).toContain('DemoScreen');
    expect(exposesOf('builder', DEMO_SCREEN_TABLE)).toEqual(exposesOf('builder'));
  });

  it('is not in the real router', async () => {
    renderAt('/demo/d1', routes);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
