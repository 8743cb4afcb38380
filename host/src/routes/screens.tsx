import type { BuilderVariant, EntityRouteKind } from '@cairn/shared/contracts/exposed-modules';
import { useParams } from 'react-router';
import { RemoteRoute } from './remote-route';
import { RouteSkeleton } from './route-skeleton';

// Route-level screens of SPEC §2 that live in remotes. Each reads its params and hands them on.

export function StoryRoute() {
  const { id = '' } = useParams();
  return (
    <RemoteRoute
      module="reader/StoryPage"
      props={{ storyId: id }}
      label="this story"
      fallback={<RouteSkeleton label="Loading story..." />}
    />
  );
}

export function BuilderRoute({ variant }: { variant: BuilderVariant }) {
  const { id = '' } = useParams();
  return (
    <RemoteRoute
      module="builder/BuilderWorkspace"
      props={{ storyId: id, variant }}
      label="the builder workspace"
      fallback={<RouteSkeleton label="Loading builder workspace..." />}
    />
  );
}

export function EvidenceGraphRoute() {
  const { id = '' } = useParams();
  return (
    <RemoteRoute
      module="builder/EvidenceGraph"
      props={{ storyId: id }}
      label="the evidence graph"
      fallback={<RouteSkeleton label="Loading evidence graph..." />}
    />
  );
}

export function TaskRoute() {
  const { taskId = '' } = useParams();
  return (
    <RemoteRoute
      module="submit/TaskPage"
      props={{ taskId }}
      label="this task"
      fallback={<RouteSkeleton label="Loading task..." />}
    />
  );
}

export function EntityRoute({ kind }: { kind: EntityRouteKind }) {
  const { id = '', name, slug } = useParams();
  const displayName = name ?? slug;
  return (
    <RemoteRoute
      module="entity/EntityProfile"
      props={{ kind, entityId: id, ...(displayName ? { name: displayName } : {}) }}
      label="this entity profile"
      fallback={<RouteSkeleton label="Loading entity..." />}
    />
  );
}
