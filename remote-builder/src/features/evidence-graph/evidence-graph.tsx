import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { Link } from '@cairn/shared/router';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { z } from '@cairn/shared/zod';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/use-api';
import styles from '../builder.module.css';

const graphSchema = z.object({
  story_title: z.string(),
  nodes: z.array(z.object({ id: z.string(), type: z.string(), label: z.string() }).passthrough()),
  edges: z.array(z.object({ source: z.string(), target: z.string() })),
});

/** Evidence-graph page, `/build/{id}` (SPEC §2). The canvas comes with the builder issue. */
function EvidenceGraphScreen({ host, storyId }: ExposedModuleProps['builder/EvidenceGraph']) {
  const api = useApi(host);
  const graph = useQuery({
    queryKey: ['stories', 'graph', storyId],
    queryFn: ({ signal }) =>
      api.request(`/api/story/${encodeURIComponent(storyId)}/graph`, { schema: graphSchema, signal }),
    retry: false,
  });

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
