import type { ExposedModuleId } from './exposed-modules';

/**
 * The remote screens each page of the host composes. The server reads it to put `modulepreload` links
 * for those screens into the page it serves, so the browser fetches them beside the host's own code
 * instead of after it (host → remote entry → screen chunks was a waterfall of three round trips).
 * The host's routes render exactly these modules (host/src/app/routes.test.tsx checks it).
 */
export const PAGE_MODULES: readonly { path: RegExp; modules: readonly ExposedModuleId[] }[] = [
  {
    path: /^\/app\/?$/,
    modules: ['reader/StoryFeed', 'submit/SubmissionPanel', 'builder/LowMaturityThreads'],
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

/** The remote screens of the page at `pathname` (none for the landing page or an unknown path). */
export function pageModules(pathname: string): readonly ExposedModuleId[] {
  return PAGE_MODULES.find((page) => page.path.test(pathname))?.modules ?? [];
}
