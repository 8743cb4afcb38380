import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { storyGraphQueryOptions } from '@cairn/shared/data/evidence/get-story-graph';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import styles from '../builder.module.css';

/** Evidence-graph page, `/build/{id}` (SPEC §2). The canvas comes with the builder issue. */
function EvidenceGraphScreen({ host, storyId }: ExposedModuleProps['builder/EvidenceGraph']) {
  const api = useApiClient(host);
  const graph = useQuery({ ...storyGraphQueryOptions(api, storyId), retry: false });

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <Link to={`/story/${storyId}`}>← Reader View</Link>
        <p className={styles.eyebrow}>BUILD MODE</p>
      </div>
      {graph.isPending && <StateMessage title="Loading evidence graph..." />}
      {graph.isError &&
        (graph.error instanceof ApiError && graph.error.status === 404 ? (
          <StateMessage title="No graph data available for this story yet.">
            <p>Start building by adding artifacts and claims!</p>
          </StateMessage>
        ) : (
          <StateMessage tone="error" title="Failed to load evidence graph" />
        ))}
      {graph.data && (
        <>
          <h1>{graph.data.story_title}</h1>
          <p>{graph.data.nodes.length} nodes</p>
        </>
      )}
    </div>
  );
}

export default function EvidenceGraph(props: ExposedModuleProps['builder/EvidenceGraph']) {
  return (
    <RemoteScope name="builder">
      <EvidenceGraphScreen {...props} />
    </RemoteScope>
  );
}
