import type { EntityGroup } from './vocabulary';

/**
 * What the host hands to every exposed screen. Remotes never read host context objects directly:
 * a context created in a bundled module is a different object in each app (DESIGN §2), so services
 * travel as props. Router and QueryClient are the exception: routing (`@cairn/shared/router`) and
 * @tanstack/react-query are Module Federation singletons, so their providers in the host are the ones
 * the remotes' hooks see.
 */
export interface HostServices {
  /** The visitor's UUID (SPEC §6), sent as `X-User-Id`. */
  userId: string;
  /** The server told us a different user id on a task: adopt and store it (SPEC §6). */
  adoptUserId: (userId: string) => void;
  /** Base URL of the API, '' for the same origin. */
  apiBase: string;
  /** Feature flags from the host; unknown flags are off. */
  flags: Readonly<Record<string, boolean>>;
}

export interface ScreenProps {
  host: HostServices;
}

export type BuilderVariant = 'main' | 'v1' | 'v2' | 'v3';
/** The first segment of an entity profile's address: an entity group (`/people/…`) or `entity`/`entities`. */
export type EntityRouteKind = EntityGroup | 'entity' | 'entities';

/**
 * Props of every exposed module, keyed by `<remote>/<expose>`: the contract between teams. The screen
 * table (`./screens.ts`) declares where each one is exposed and routed, and is type-checked against it.
 */
export interface ExposedModuleProps {
  'reader/StoryFeed': ScreenProps;
  'reader/StoryPage': ScreenProps & { storyId: string };
  'builder/BuilderWorkspace': ScreenProps & { storyId: string; variant: BuilderVariant };
  'builder/EvidenceGraph': ScreenProps & { storyId: string };
  'builder/LowMaturityThreads': ScreenProps;
  'submit/SubmissionPanel': ScreenProps;
  'submit/TaskPage': ScreenProps & { taskId: string };
  'entity/EntityProfile': ScreenProps & { kind: EntityRouteKind; entityId: string; name?: string };
}

export type ExposedModuleId = keyof ExposedModuleProps;

/** The remote that exposes a module: `reader` for `reader/StoryFeed`. */
export type RemoteOf<Id extends string> = Id extends `${infer Remote}/${string}` ? Remote : never;

/**
 * The independently deployed remotes, as the contracts name them. The list at run time is
 * `shared/remote-names.mjs` (plain JavaScript, for the Node scripts); a test checks that both agree.
 */
export type RemoteName = RemoteOf<ExposedModuleId>;

/** The modules one remote exposes: `'reader/StoryFeed' | 'reader/StoryPage'` for `reader`. */
export type ExposedModuleIdOf<Remote extends RemoteName> = Extract<ExposedModuleId, `${Remote}/${string}`>;

/** An exposed module's shape: a default-exported React component taking its contract props. */
export interface ExposedModule<Id extends ExposedModuleId> {
  default: (props: ExposedModuleProps[Id]) => unknown;
}
