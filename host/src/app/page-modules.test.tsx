import { pageModules } from '@cairn/shared/contracts/page-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HostServicesProvider } from '../user/user-provider';
import { routes } from './routes';

vi.mock('../remotes/load-exposed-module', () => ({ loadExposedModule: vi.fn() }));
const { loadExposedModule } = await import('../remotes/load-exposed-module');
const load = vi.mocked(loadExposedModule);

// The server preloads `pageModules(path)` with each page; a route that renders another remote screen
// would then fetch it late and preload one it never uses.
describe('PAGE_MODULES matches the route table', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(async (module) => ({ default: () => <p>{module}</p> }) as never);
  });

  it.each([
    '/',
    '/app',
    '/story/s1',
    '/builder/s1',
    '/builder-v2/s1',
    '/build/s1',
    '/result/t1',
    '/people/e1/Jane-Doe',
    '/locations/e1',
    '/entities/e1/acme',
    '/no/such/page',
  ])('%s renders exactly the remote screens the server preloads', async (path) => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HostServicesProvider>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </HostServicesProvider>
      </QueryClientProvider>,
    );
    const expected = pageModules(path);
    for (const module of expected) expect(await screen.findByText(module)).toBeTruthy();
    expect(load.mock.calls.map(([module]) => module).sort()).toEqual([...expected].sort());
  });
});
