import { routePathRegExp } from './route-paths';
import { type AnyScreenTable, SCREEN_TABLE, type ScreenIdOf, screenRoutes } from './screens';

export interface Page<Id extends string = ScreenIdOf<typeof SCREEN_TABLE>> {
  /** The react-router path of the page in the screen table. */
  route: string;
  /** The pathnames the host's router sends to this page. */
  path: RegExp;
  /**
   * The remote screens the host composes on this page, main content first: the server preloads the
   * others at a lower priority (host/src/app/page-modules.test.tsx checks them against the router).
   */
  modules: readonly Id[];
  /** The API reads those screens make first for a new visitor (each screen's `firstReads`). */
  firstReads: readonly string[];
}

/**
 * The pages of the host that show remote screens, from the screen table: its composed pages and each
 * route of a screen. The server reads them to put preloads for those screens (and their first API reads)
 * into the page it serves, so the browser fetches them beside the host's own code instead of after it
 * (host → registry → remote entry → screen chunks → API was a chain of round trips).
 */
export function pagesOf<Table extends AnyScreenTable = typeof SCREEN_TABLE>(
  table: Table = SCREEN_TABLE as AnyScreenTable as Table,
): Page<ScreenIdOf<Table>>[] {
  const page = (route: string, modules: ScreenIdOf<Table>[]): Page<ScreenIdOf<Table>> => ({
    route,
    path: routePathRegExp(route),
    modules,
    firstReads: modules.flatMap((id) => table.screens[id]?.firstReads ?? []),
  });
  return [
    ...Object.entries(table.pages).map(([route, { main, beside }]) =>
      page(route, [main, ...beside] as ScreenIdOf<Table>[]),
    ),
    ...screenRoutes(table).map(({ path, screen }) => page(path, [screen])),
  ];
}

export const PAGE_MODULES: readonly Page[] = pagesOf();

/** The page at `pathname`, if it shows remote screens. */
export function pageOf<Id extends string>(pathname: string, pages: readonly Page<Id>[]): Page<Id> | undefined;
export function pageOf(pathname: string): Page | undefined;
export function pageOf(pathname: string, pages: readonly Page<string>[] = PAGE_MODULES) {
  return pages.find((page) => page.path.test(pathname));
}

/** The remote screens of the page at `pathname` (none for the landing page or an unknown path). */
export function pageModules(pathname: string): Page['modules'] {
  return pageOf(pathname)?.modules ?? [];
}
