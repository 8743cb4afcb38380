import type { ExposedModuleProps, RemoteName, RemoteOf, ScreenProps } from './exposed-modules.ts';

// The screen table: every screen a remote exposes is declared here once, and everything else derives
// from it — the host's routes for remote screens (host/src/app/routes.tsx), the pages the server writes
// preloads for (./page-modules.ts), each remote's Module Federation `exposes` (its vite.config.ts), the
// exposed names `npm run check:contracts` expects of a build (EXPOSED_MODULES) and the e2e route lists.
// What each screen takes stays in its props contract (ExposedModuleProps); the table is checked against
// it at compile time. No React and no zod here: vite.config.ts, the server and Playwright import it too.
// docs/architecture.md explains the layers and how to add a screen.

/** The story feed's first page with the default sliders (SPEC §2: min coherence 0.4, local and global). */
export const FEED_FIRST_READ = '/api/stories?limit=12&min_coherence=0.4';
/** 'New Low Maturity Threads' (SPEC §7, §9). */
export const LOW_MATURITY_FIRST_READ = '/api/stories?limit=5&min_coherence=0&max_coherence=0.7';

/** What a route or a host page hands a screen itself: its contract props, less the host services. */
export type RouteProps<Props> = Omit<Props, keyof ScreenProps>;

/** The props a route param (always a string) can fill. */
type StringProp<Props> = { [K in keyof Props]-?: string extends Props[K] ? K : never }[keyof Props] & string;

/** One address of a screen. */
export interface ScreenRoute<Props = Record<string, unknown>> {
  /** A react-router path: `/story/:id`, `/people/:id/:name?` (params, optional params, static segments). */
  readonly path: string;
  /** Route param → prop (`{ id: 'storyId' }`). An optional param that is absent leaves its prop out. */
  readonly params?: Readonly<Record<string, StringProp<Props>>>;
  /** Props this address always gives (`{ variant: 'v1' }`). */
  readonly props?: Readonly<Partial<Props>>;
}

/** One exposed screen of a remote; its remote and expose name are its key (`reader/StoryPage`). */
export interface Screen<Props = Record<string, unknown>> {
  /** The file the remote exposes, relative to the remote's folder (`remote-reader/`). */
  readonly source: `./src/${string}.tsx`;
  /** What failed, in the slot's "We couldn't load {label}." */
  readonly label: string;
  /** The text of the skeleton shown while the remote loads (its accessible name). */
  readonly loading: string;
  /** The screen's own addresses; none for a screen that only a host page composes. */
  readonly routes?: readonly ScreenRoute<Props>[];
  /**
   * The API reads the screen makes first for a new visitor (default settings); the server preloads them
   * with each page that shows it. The remote's tests check that its screen asks exactly these; a visitor
   * with other settings asks something else, and the preload goes unused.
   */
  readonly firstReads?: readonly string[];
}

/** A host page (its component is the host's) that composes several screens. */
export interface ComposedPage<Id extends string = string> {
  /** The main content: preloaded first and at normal priority (on `/app` the feed: the largest paint). */
  readonly main: Id;
  /** The other screens, preloaded with `fetchpriority="low"`, so they arrive after the main one. */
  readonly beside: readonly Id[];
}

/**
 * The whole table, for the props contracts `Contracts` (the real ExposedModuleProps, or a test's copy
 * with one screen more): exactly one entry per contract, each route's params and props typed by it.
 */
export interface ScreenTable<Contracts = ExposedModuleProps> {
  readonly screens: { readonly [Id in keyof Contracts & string]: Screen<RouteProps<Contracts[Id]>> };
  /** Composed host pages by their react-router path. */
  readonly pages: Readonly<Record<string, ComposedPage<keyof Contracts & string>>>;
}

/** Any screen table: what the functions below take (a test hands them a copy with a demo screen). */
export interface AnyScreenTable {
  readonly screens: Readonly<Record<string, Screen>>;
  readonly pages: Readonly<Record<string, ComposedPage>>;
}

export const SCREEN_TABLE = {
  screens: {
    'reader/StoryFeed': {
      source: './src/features/feed/story-feed.tsx',
      label: 'the story feed',
      loading: 'Loading threads...',
      firstReads: [FEED_FIRST_READ],
    },
    'reader/StoryPage': {
      source: './src/features/story/story-page.tsx',
      label: 'this story',
      loading: 'Loading story...',
      routes: [{ path: '/story/:id', params: { id: 'storyId' } }],
    },
    'builder/BuilderWorkspace': {
      source: './src/features/workspace/builder-workspace.tsx',
      label: 'the builder workspace',
      loading: 'Loading builder workspace...',
      routes: [
        { path: '/builder/:id', params: { id: 'storyId' }, props: { variant: 'main' } },
        { path: '/builder-v1/:id', params: { id: 'storyId' }, props: { variant: 'v1' } },
        { path: '/builder-v2/:id', params: { id: 'storyId' }, props: { variant: 'v2' } },
        { path: '/builder-v3/:id', params: { id: 'storyId' }, props: { variant: 'v3' } },
      ],
    },
    'builder/EvidenceGraph': {
      source: './src/features/evidence-graph/evidence-graph.tsx',
      label: 'the evidence graph',
      loading: 'Loading evidence graph...',
      // SPEC §2 leaves /build/{id} open; it opens the evidence graph (docs/decisions.md).
      routes: [{ path: '/build/:id', params: { id: 'storyId' } }],
    },
    'builder/LowMaturityThreads': {
      source: './src/features/low-maturity/low-maturity-threads.tsx',
      label: 'the low-maturity threads',
      loading: 'Loading threads...',
      firstReads: [LOW_MATURITY_FIRST_READ],
    },
    'submit/SubmissionPanel': {
      source: './src/features/submission/submission-panel.tsx',
      label: 'evidence submission',
      loading: 'Loading submission panel...',
    },
    'submit/TaskPage': {
      source: './src/features/task/task-page.tsx',
      label: 'this task',
      loading: 'Loading task...',
      routes: [{ path: '/result/:taskId', params: { taskId: 'taskId' } }],
    },
    'entity/EntityProfile': {
      source: './src/features/profile/entity-profile.tsx',
      label: 'this entity profile',
      loading: 'Loading entity...',
      routes: [
        { path: '/people/:id/:name?', params: { id: 'entityId', name: 'name' }, props: { kind: 'people' } },
        {
          path: '/organizations/:id/:name?',
          params: { id: 'entityId', name: 'name' },
          props: { kind: 'organizations' },
        },
        {
          path: '/locations/:id/:name?',
          params: { id: 'entityId', name: 'name' },
          props: { kind: 'locations' },
        },
        { path: '/entity/:id/:slug', params: { id: 'entityId', slug: 'name' }, props: { kind: 'entity' } },
        {
          path: '/entities/:id/:slug',
          params: { id: 'entityId', slug: 'name' },
          props: { kind: 'entities' },
        },
      ],
    },
  },
  pages: {
    // SPEC §2: the feed, with the submission panel and the low-maturity threads beside it.
    '/app': { main: 'reader/StoryFeed', beside: ['submit/SubmissionPanel', 'builder/LowMaturityThreads'] },
  },
} as const satisfies ScreenTable;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type FilledBy<Route> =
  | (Route extends { params: infer Params } ? Params[keyof Params] : never)
  | (Route extends { props: infer Props } ? keyof Props : never);
/** The required props that some route of a screen leaves unfilled (neither a param nor a fixed prop). */
export type UnfilledProps<Table extends AnyScreenTable, Contracts> = {
  [Id in keyof Table['screens'] & keyof Contracts]: Table['screens'][Id] extends {
    routes: readonly (infer Route)[];
  }
    ? Route extends unknown
      ? Exclude<RequiredKeys<RouteProps<Contracts[Id]>>, FilledBy<Route>>
      : never
    : never;
}[keyof Table['screens'] & keyof Contracts];

/** Does not compile when a route leaves a required prop unfilled; the error names the prop. */
export const routesFillEveryRequiredProp: [UnfilledProps<typeof SCREEN_TABLE, ExposedModuleProps>] extends [
  never,
]
  ? true
  : UnfilledProps<typeof SCREEN_TABLE, ExposedModuleProps> = true;

/** The screens' ids of a table (`reader/StoryFeed` ...). */
export type ScreenIdOf<Table extends AnyScreenTable> = keyof Table['screens'] & string;

/** One route of the table: a screen at one address. */
export interface ScreenAddress<Id extends string = string> extends ScreenRoute {
  screen: Id;
}

/** Every route of the table's screens, in table order. */
export function screenRoutes<Table extends AnyScreenTable = typeof SCREEN_TABLE>(
  table: Table = SCREEN_TABLE as AnyScreenTable as Table,
): ScreenAddress<ScreenIdOf<Table>>[] {
  return Object.entries(table.screens).flatMap(([screen, entry]) =>
    (entry.routes ?? []).map((route) => ({ ...route, screen: screen as ScreenIdOf<Table> })),
  );
}

/**
 * The props a route gives its screen for the params of a visited address (react-router's `useParams()`):
 * its fixed props and each mapped param. An absent or empty param leaves its prop out.
 */
export function routeProps(
  route: ScreenRoute,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const props: Record<string, unknown> = { ...route.props };
  for (const [param, prop] of Object.entries(route.params ?? {})) {
    const value = params[param];
    if (value) props[prop] = value;
  }
  return props;
}

/** The remote of a screen id: `reader` for `reader/StoryFeed`. */
export function remoteOf<Id extends string>(id: Id): RemoteOf<Id> {
  return id.slice(0, id.indexOf('/')) as RemoteOf<Id>;
}

/** The expose name of a screen id: `StoryFeed` for `reader/StoryFeed`. */
export function exposeOf(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** The remotes that expose the table's screens, in table order. */
export function remotesOf(table: AnyScreenTable = SCREEN_TABLE): string[] {
  return [...new Set(Object.keys(table.screens).map(remoteOf))];
}

/**
 * A remote's Module Federation `exposes`, for its vite.config.ts: `{ './StoryFeed': './src/…/story-feed.tsx' }`.
 */
export function exposesOf(remote: string, table: AnyScreenTable = SCREEN_TABLE): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table.screens)
      .filter(([id]) => remoteOf(id) === remote)
      .map(([id, screen]) => [`./${exposeOf(id)}`, screen.source]),
  );
}

/** Each remote's expose names (`StoryFeed` ...), as its build's `mf-manifest.json` must list them. */
export function exposedModulesOf<Table extends AnyScreenTable = typeof SCREEN_TABLE>(
  table: Table = SCREEN_TABLE as AnyScreenTable as Table,
): Record<RemoteOf<ScreenIdOf<Table>>, string[]> {
  const byRemote: Record<string, string[]> = {};
  for (const id of Object.keys(table.screens)) {
    byRemote[remoteOf(id)] = [...(byRemote[remoteOf(id)] ?? []), exposeOf(id)];
  }
  return byRemote as Record<RemoteOf<ScreenIdOf<Table>>, string[]>;
}

/** The real table's expose names by remote (`npm run check:contracts` compares each build with it). */
export const EXPOSED_MODULES: Readonly<Record<RemoteName, readonly string[]>> = exposedModulesOf();
