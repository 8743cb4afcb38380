import { pageModules, pageOf } from '@cairn/shared/contracts/page-modules';
import { fillRoutePath, routeParamsOf } from '@cairn/shared/contracts/route-paths';
import { SCREEN_TABLE, screenRoutes } from '@cairn/shared/contracts/screens';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HostServicesProvider } from '../user/user-provider';
import { routes } from './routes';

vi.mock('../remotes/load-exposed-module', () => ({ loadExposedModule: vi.fn() }));
const { loadExposedModule } = await import('../remotes/load-exposed-module');
const load = vi.mocked(loadExposedModule);

/** The host's own pages, which show no remote screen of their own: everything else is the table's. */
const HOST_PAGES = ['/', '*'];
const TABLE_ROUTES = [...Object.keys(SCREEN_TABLE.pages), ...screenRoutes().map((route) => route.path)];

/** Addresses of a route: with every optional param, and with none. */
function addressesOf(path: string): string[] {
  const params = routeParamsOf(path);
  const all = Object.fromEntries(params.map((p) => [p.name, `${p.name}-1`]));
  const required = Object.fromEntries(params.filter((p) => !p.optional).map((p) => [p.name, `${p.name}-1`]));
  return [...new Set([fillRoutePath(path, all), fillRoutePath(path, required)])];
}

const TABLE_ADDRESSES = TABLE_ROUTES.flatMap(addressesOf);
const OTHER_ADDRESSES = ['/', '/no/such/page'];
// Near misses and variants: a trailing slash, another case, one segment more or less.
const EDGE_ADDRESSES = TABLE_ADDRESSES.flatMap((path) => [
  `${path}/`,
  path.toUpperCase(),
  `${path}/extra`,
  path.slice(0, path.lastIndexOf('/')) || '/',
]);

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...(r.children ? pathsOf(r.children) : [])]);
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostServicesProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </HostServicesProvider>
    </QueryClientProvider>,
  );
}

describe('the host router and the screen table', () => {
  it('routes exactly the host pages and the addresses of the screen table', () => {
    expect(pathsOf(routes).sort()).toEqual([...HOST_PAGES, ...TABLE_ROUTES].sort());
  });

  // The server preloads the screens of `pageOf(path)` with each page it serves; where it disagreed with
  // the router, a page would load its screens late and preload others it never uses.
  it.each([...TABLE_ADDRESSES, ...OTHER_ADDRESSES, ...EDGE_ADDRESSES])(
    "%s: the server's page is the route the router picks",
    (path) => {
      const route = matchRoutes(routes, path)?.at(-1)?.route.path;
      expect(pageOf(path)?.route).toBe(route && TABLE_ROUTES.includes(route) ? route : undefined);
    },
  );
});

describe('PAGE_MODULES matches what the routes render', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(
      async (module) =>
        ({
          default: ({ host, ...props }: Record<string, unknown>) => (
            <p>
              {module} {JSON.stringify(props)}
            </p>
          ),
        }) as never,
    );
  });

  it.each([...TABLE_ADDRESSES, ...OTHER_ADDRESSES])(
    '%s renders exactly the remote screens the server preloads',
    async (path) => {
      renderAt(path);
      const expected = pageModules(path);
      for (const module of expected) expect(await screen.findByText(new RegExp(`^${module} `))).toBeTruthy();
      expect(load.mock.calls.map(([module]) => module).sort()).toEqual([...expected].sort());
    },
  );

  it.each([
    ['/story/s1', 'reader/StoryPage {"storyId":"s1"}'],
    ['/builder/s1', 'builder/BuilderWorkspace {"variant":"main","storyId":"s1"}'],
    ['/builder-v3/s1', 'builder/BuilderWorkspace {"variant":"v3","storyId":"s1"}'],
    ['/build/s1', 'builder/EvidenceGraph {"storyId":"s1"}'],
    ['/result/t1', 'submit/TaskPage {"taskId":"t1"}'],
    ['/people/e1/Jane-Doe', 'entity/EntityProfile {"kind":"people","entityId":"e1","name":"Jane-Doe"}'],
    ['/locations/e1', 'entity/EntityProfile {"kind":"locations","entityId":"e1"}'],
    ['/entities/e1/acme', 'entity/EntityProfile {"kind":"entities","entityId":"e1","name":"acme"}'],
  ])('%s hands its screen the props of its params', async (path, rendered) => {
    renderAt(path);
    expect(await screen.findByText(rendered)).toBeTruthy();
  });

  // The texts of SPEC §2 and §8, as the hand-written routes had them.
  it.each([
    ['/story/s1', 'Loading story...', 'this story'],
    ['/builder-v1/s1', 'Loading builder workspace...', 'the builder workspace'],
    ['/build/s1', 'Loading evidence graph...', 'the evidence graph'],
    ['/result/t1', 'Loading task...', 'this task'],
    ['/organizations/e1/acme', 'Loading entity...', 'this entity profile'],
  ])('%s shows "%s" while its remote loads and names "%s" when it fails', async (path, loading, label) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderAt(path);
    expect(await screen.findByRole('status', { name: loading })).toBeTruthy();
    fail(new Error('net::ERR_CONNECTION_REFUSED'));
    expect(await screen.findByText(`We couldn't load ${label}.`)).toBeTruthy();
  });
});
