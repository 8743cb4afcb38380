import type { RemoteName } from './remotes';

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
export type EntityRouteKind = 'people' | 'organizations' | 'locations' | 'entity' | 'entities';

/** Props of every exposed module, keyed by `<remote>/<expose>`: the contract between teams. */
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

/** Each remote's exposes, as the remote's vite config declares them (`./StoryFeed` ...). */
export const EXPOSED_MODULES: Record<RemoteName, readonly string[]> = {
  reader: ['StoryFeed', 'StoryPage'],
  builder: ['BuilderWorkspace', 'EvidenceGraph', 'LowMaturityThreads'],
  submit: ['SubmissionPanel', 'TaskPage'],
  entity: ['EntityProfile'],
};

/** An exposed module's shape: a default-exported React component taking its contract props. */
export interface ExposedModule<Id extends ExposedModuleId> {
  default: (props: ExposedModuleProps[Id]) => unknown;
}
