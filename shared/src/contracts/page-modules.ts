import type { ExposedModuleId } from './exposed-modules';

/** The story feed's first page with the default sliders (SPEC §2: min coherence 0.4, local and global). */
export const FEED_FIRST_READ = '/api/stories?limit=12&min_coherence=0.4';
/** 'New Low Maturity Threads' (SPEC §7, §9). */
export const LOW_MATURITY_FIRST_READ = '/api/stories?limit=5&min_coherence=0&max_coherence=0.7';

export interface Page {
  path: RegExp;
  /**
   * The remote screens the host composes on this page (host/src/app/page-modules.test.tsx checks it),
   * main content first: the server preloads the others at a lower priority.
   */
  modules: readonly ExposedModuleId[];
  /**
   * The API reads those screens make first for a new visitor (default settings). Each remote's tests
   * check that its screen asks exactly this; a visitor with other settings asks something else, and the
   * preload goes unused.
   */
  firstReads?: readonly string[];
}

/**
 * The pages of the host that show remote screens. The server reads it to put preloads for those screens
 * (and their first API reads) into the page it serves, so the browser fetches them beside the host's own
 * code instead of after it (host → registry → remote entry → screen chunks → API was a chain of round
 * trips).
 */
export const PAGE_MODULES: readonly Page[] = [
  {
    path: /^\/app\/?$/,
    modules: ['reader/StoryFeed', 'submit/SubmissionPanel', 'builder/LowMaturityThreads'],
    firstReads: [FEED_FIRST_READ, LOW_MATURITY_FIRST_READ],
  },
  { path: /^\/story\/[^/]+\/?$/, modules: ['reader/StoryPage'] },
  { path: /^\/builder(-v[123])?\/[^/]+\/?$/, modules: ['builder/BuilderWorkspace'] },
  { path: /^\/build\/[^/]+\/?$/, modules: ['builder/EvidenceGraph'] },
  { path: /^\/result\/[^/]+\/?$/, modules: ['submit/TaskPage'] },
  {
    path: /^\/(people|organizations|locations|entity|entities)\/[^/]+(\/[^/]*)?\/?$/,
    modules: ['entity/EntityProfile'],
  },
];

/** The page at `pathname`, if it shows remote screens. */
export function pageOf(pathname: string): Page | undefined {
  return PAGE_MODULES.find((page) => page.path.test(pathname));
}

/** The remote screens of the page at `pathname` (none for the landing page or an unknown path). */
export function pageModules(pathname: string): readonly ExposedModuleId[] {
  return pageOf(pathname)?.modules ?? [];
}
