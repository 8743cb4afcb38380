import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { routes } from './routes';

function pathsOf(list: typeof routes): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...(r.children ? pathsOf(r.children) : [])]);
}

describe('route table (SPEC §2)', () => {
  // page-modules.test.tsx checks that the router has exactly the host's pages and the screen table's.
  it('has every route of the spec', () => {
    expect(pathsOf(routes)).toEqual(
      expect.arrayContaining([
        '/',
        '/app',
        '/story/:id',
        '/builder/:id',
        '/builder-v1/:id',
        '/builder-v2/:id',
        '/builder-v3/:id',
        '/build/:id',
        '/result/:taskId',
        '/people/:id/:name?',
        '/organizations/:id/:name?',
        '/locations/:id/:name?',
        '/entity/:id/:slug',
        '/entities/:id/:slug',
        '*',
      ]),
    );
  });

  it("shows 'Unexpected Application Error!' when a route fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render failed');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    // SPEC §2: '/' (the landing page) is the target of 'Back to Home' links.
    expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
  });

  it("offers '← Back to Home' to / on an unknown address", async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/no/such/page'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
  });
});
