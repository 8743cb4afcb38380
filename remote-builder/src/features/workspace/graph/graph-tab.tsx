import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import { useNavigate } from '@cairn/shared/router';
import { useCallback, useMemo } from 'react';
import { GraphCanvas } from '../../graph/graph-canvas';
import { GRAPH_NODE_KINDS, type GraphNode } from '../../graph/graph-elements';
import { GraphTable } from '../../graph/graph-table';
import { GraphLegend } from '../../graph/legend';
import { storyGraphLayout } from '../../graph/story-graph-layout';
import styles from '../workspace.module.css';

/**
 * The workspace's Graph View (SPEC §2): story core, claims, sources and entities placed as the spec says;
 * an entity opens its profile, a source its original in a new tab.
 */
export function GraphTab({ data }: { data: BuilderStoryResponse }) {
  const navigate = useNavigate();
  const graph = useMemo(() => storyGraphLayout(data), [data]);
  const activate = useCallback(
    (node: GraphNode) => {
      if (!node.href) return;
      if (node.external) window.open(node.href, '_blank', 'noopener,noreferrer');
      else navigate(node.href);
    },
    [navigate],
  );
  const elements = useMemo(() => ({ nodes: graph.nodes, edges: graph.edges }), [graph]);
  return (
    <section className={styles.panel} aria-labelledby="graph-heading">
      <h2 id="graph-heading" className={styles.panelTitle}>
        Graph View
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>Sources</dt>
          <dd>{graph.stats.sources}</dd>
        </div>
        <div>
          <dt>Claims</dt>
          <dd>{graph.stats.claims}</dd>
        </div>
        <div>
          <dt>Entities</dt>
          <dd>{graph.stats.entities}</dd>
        </div>
        <div>
          <dt>Links</dt>
          <dd>{graph.stats.links}</dd>
        </div>
      </dl>
      <GraphLegend kinds={GRAPH_NODE_KINDS} artifactLabel="Sources" />
      {graph.nodes.length <= 1 && data.claims.length === 0 && data.sources.length === 0 ? (
        <p className={styles.muted}>No nodes to display</p>
      ) : (
        <>
          <GraphCanvas
            elements={elements}
            label={`Evidence graph of this story: ${graph.nodes.length} nodes, ${graph.edges.length} links. The table view lists them.`}
            onActivate={activate}
          />
          <GraphTable elements={elements} onActivate={activate} />
        </>
      )}
    </section>
  );
}
