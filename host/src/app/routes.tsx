import type { ExposedModuleId } from '@cairn/shared/contracts/exposed-modules';
import { type AnyScreenTable, SCREEN_TABLE, screenRoutes } from '@cairn/shared/contracts/screens';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../home/home-page';
import { LandingPage } from '../landing/landing-page';
import { RoutedScreen } from '../routes/screen-slot';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** The host's component of each page of the screen table that composes several screens. */
const COMPOSED_PAGES: Record<keyof typeof SCREEN_TABLE.pages, ReactNode> = {
  '/app': <HomePage />,
};

/**
 * The whole route table of SPEC §2: the host's own pages (the landing page, the pages that compose
 * several remote screens, not-found) and one route per address of a screen in the screen table
 * (`@cairn/shared/contracts/screens`), whose params become the screen's props as the table says.
 */
export function createRoutes(
  table: AnyScreenTable = SCREEN_TABLE,
  composedPages: Readonly<Record<string, ReactNode>> = COMPOSED_PAGES,
): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <LandingPage /> },
        ...Object.keys(table.pages).map((path) => {
          const element = composedPages[path];
          if (!element) throw new Error(`the screen table's page ${path} has no host component`);
          return { path, element };
        }),
        ...screenRoutes(table).map((route) => ({
          path: route.path,
          element: (
            <RoutedScreen
              // A table handed in by a test may hold screens the contracts do not know.
              screen={route.screen as ExposedModuleId}
              entry={table.screens[route.screen]!}
              route={route}
            />
          ),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes();
