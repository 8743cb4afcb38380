import { isUnknownIdError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryGraphResponse } from '@cairn/shared/contracts/evidence';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { GRAPH_NODE_TYPES } from '@cairn/shared/contracts/vocabulary';
import { storyGraphQueryOptions } from '@cairn/shared/data/evidence/get-story-graph';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { useVoteTallies } from '@cairn/shared/data/votes/get-vote-tallies';
import { useCastVote } from '@cairn/shared/data/votes/put-vote';
import { Link } from '@cairn/shared/router';
import { NotFoundMessage } from '@cairn/shared/ui/not-found-message';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { evidenceGraphLayout } from '../graph/evidence-graph-layout';
import { GraphCanvas } from '../graph/graph-canvas';
import type { GraphNode } from '../graph/graph-elements';
import { GraphTable } from '../graph/graph-table';
import { GraphLegend } from '../graph/legend';
import { countOf } from '../workspace/model/builder-rules';
import styles from '../workspace/workspace.module.css';

/** Evidence-graph page, `/build/{id}` (SPEC §2 'Evidence-graph page (build mode)'). */
function EvidenceGraphScreen({ host, storyId }: ExposedModuleProps['builder/EvidenceGraph']) {
  const api = useApiClient(host);
  const graph = useQuery({ ...storyGraphQueryOptions(api, storyId), retry: false });

  // No story has this id (a 404, or a 400 for an id that is not one): nothing to build, and the header's
  // links would lead to the same missing story, so the page is the message alone (docs/decisions.md).
  if (graph.isError && isUnknownIdError(graph.error)) {
    return (
      <div className={styles.page}>
        <NotFoundMessage title="Story not found" thing="story">
          <Link to="/">← Back to Home</Link>
        </NotFoundMessage>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={`/story/${storyId}`}>← Reader View</Link>
        <h1 className={styles.eyebrow} style={{ fontSize: '1rem' }}>
          BUILD MODE
        </h1>
        {graph.data && <span className={styles.badge}>{graph.data.nodes.length} nodes</span>}
        <span className={styles.row}>
          <Link
            className={styles.tab}
            to={`/builder/${storyId}`}
            title="Add a source in the builder workspace"
          >
            + Add Artifact
          </Link>
          <Link
            className={styles.tab}
            to={`/builder/${storyId}`}
            title="Claims come from sources: add one in the builder"
          >
            + Add Claim
          </Link>
        </span>
      </header>
      {graph.isPending && <StateMessage title="Loading evidence graph..." />}
      {graph.isError && <StateMessage tone="error" title="Failed to load evidence graph" />}
      {graph.data &&
        (graph.data.nodes.filter((n) => n.type !== 'story').length === 0 ? (
          <EmptyGraph />
        ) : (
          <GraphWorkspace api={api} storyId={storyId} graph={graph.data} />
        ))}
    </div>
  );
}

function EmptyGraph() {
  return (
    <StateMessage title="No graph data available for this story yet.">
      <p>Start building by adding artifacts and claims!</p>
    </StateMessage>
  );
}

function GraphWorkspace({
  api,
  storyId,
  graph,
}: {
  api: ApiClient;
  storyId: string;
  graph: StoryGraphResponse;
}) {
  const elements = useMemo(() => evidenceGraphLayout(graph), [graph]);
  const [selected, setSelected] = useState<GraphNode | null>(null);
  // A selection re-renders only the Selected Node panel: everything drawn from the graph's thousands of
  // nodes (canvas, lists, table view) keeps its props and is memoised.
  const claims = useMemo(() => elements.nodes.filter((n) => n.kind === 'claim'), [elements]);
  const artifacts = useMemo(() => elements.nodes.filter((n) => n.kind === 'artifact'), [elements]);
  const activate = useCallback((node: GraphNode) => {
    if (node.href && node.external) window.open(node.href, '_blank', 'noopener,noreferrer');
  }, []);
  const selectButton = useCallback(
    (node: GraphNode) => (
      <button type="button" className={styles.tab} onClick={() => setSelected(node)}>
        Select<span className={styles.visuallyHidden}> {node.label}</span>
      </button>
    ),
    [],
  );
  return (
    <>
      <h2 className={styles.title}>{graph.story_title}</h2>
      <div className={styles.graphLayout}>
        <div className={styles.column}>
          <GraphCanvas
            elements={elements}
            tall
            label={`Evidence graph: ${elements.nodes.length} nodes and ${elements.edges.length} links. The table view lists them.`}
            onActivate={activate}
            onSelect={setSelected}
            selectedId={selected?.id ?? null}
          />
          <GraphLegend
            kinds={GRAPH_NODE_TYPES}
            counts={{ story: 1, claim: claims.length, artifact: artifacts.length }}
          />
          <p className={`${styles.small} ${styles.muted}`}>
            {countOf(claims.length, 'claim')} · {countOf(artifacts.length, 'artifact')} ·{' '}
            {countOf(elements.edges.length, 'link')}
          </p>
          <GraphTable elements={elements} onActivate={activate} renderAction={selectButton} />
        </div>
        <div className={styles.column}>
          <QuickActions storyId={storyId} />
          <SelectedNode api={api} node={selected} onOpen={activate} />
          <NodeList title="Claims" empty="No claims yet" nodes={claims} onSelect={setSelected} />
          <NodeList title="Artifacts" empty="No artifacts yet" nodes={artifacts} onSelect={setSelected} />
        </div>
      </div>
    </>
  );
}

/** SPEC §2 Quick Actions, each leading to where that work is done in the builder. */
function QuickActions({ storyId }: { storyId: string }) {
  return (
    <section className={styles.panel} aria-labelledby="quick-heading">
      <h2 id="quick-heading" className={styles.panelTitle}>
        Quick Actions
      </h2>
      <ul className={styles.list}>
        <li>
          <Link to={`/builder-v2/${storyId}`}>Review Entropy</Link>
          <span className={`${styles.small} ${styles.muted}`}> · the story's gaps</span>
        </li>
        <li>
          <Link to={`/builder/${storyId}`}>Verify Claims</Link>
          <span className={`${styles.small} ${styles.muted}`}> · approve or reject each claim</span>
        </li>
        <li>
          <Link to={`/builder/${storyId}`}>Link Artifacts</Link>
          <span className={`${styles.small} ${styles.muted}`}> · add sources to the story</span>
        </li>
      </ul>
    </section>
  );
}

/**
 * The selected node. On a claim, Edit and Delete are the visitor's review in the claim review store:
 * Edit endorses the claim as written (approve), Delete proposes removing it (reject); each toggles.
 */
function SelectedNode({
  api,
  node,
  onOpen,
}: {
  api: ApiClient;
  node: GraphNode | null;
  onOpen: (node: GraphNode) => void;
}) {
  const isClaim = node?.kind === 'claim';
  const tallies = useVoteTallies(api, 'claim', isClaim && node ? [node.id] : []);
  const cast = useCastVote(api, 'claim');
  const tally = node ? tallies.data?.get(node.id) : undefined;
  return (
    <section className={styles.panel} aria-labelledby="selected-heading" aria-live="polite">
      <h2 id="selected-heading" className={styles.panelTitle}>
        Selected Node
      </h2>
      {!node ? (
        <p className={`${styles.small} ${styles.muted}`}>Click a node or choose one in a list.</p>
      ) : (
        <>
          <p className={styles.small} style={{ overflowWrap: 'anywhere' }}>
            <strong>{node.kind === 'story' ? 'Story' : node.kind === 'claim' ? 'Claim' : 'Artifact'}:</strong>{' '}
            {node.description || node.label}
          </p>
          {node.external && node.href && (
            <button type="button" className={styles.tab} onClick={() => onOpen(node)}>
              Open original
            </button>
          )}
          {isClaim && (
            <div className={styles.row}>
              <button
                type="button"
                className={`${styles.tab} ${tally?.mine === 'up' ? styles.pressed : ''}`}
                aria-pressed={tally?.mine === 'up'}
                disabled={!tally || cast.isPending}
                title="Endorse this claim as written (approve)"
                onClick={() => tally && cast.mutate({ current: tally, pressed: 'up' })}
              >
                Edit ({tally?.up ?? '–'})
              </button>
              <button
                type="button"
                className={`${styles.tab} ${tally?.mine === 'down' ? styles.pressed : ''}`}
                aria-pressed={tally?.mine === 'down'}
                disabled={!tally || cast.isPending}
                title="Propose removing this claim (reject)"
                onClick={() => tally && cast.mutate({ current: tally, pressed: 'down' })}
              >
                Delete ({tally?.down ?? '–'})
              </button>
            </div>
          )}
          {cast.isError && (
            <p role="alert" className={`${styles.small} ${styles.taskError}`}>
              Your review was not saved: {cast.error.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}

const NodeList = memo(function NodeList({
  title,
  empty,
  nodes,
  onSelect,
}: {
  title: string;
  empty: string;
  nodes: GraphNode[];
  onSelect: (node: GraphNode) => void;
}) {
  const shown = nodes.slice(0, 50);
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>
        {title} ({nodes.length})
      </h2>
      {nodes.length === 0 ? (
        <p className={`${styles.small} ${styles.muted}`}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((n) => (
            <li key={n.id}>
              <button type="button" className={styles.sourceToggle} onClick={() => onSelect(n)}>
                <span className={styles.small}>{n.label}</span>
              </button>
            </li>
          ))}
          {nodes.length > shown.length && (
            <li className={`${styles.small} ${styles.muted}`}>
              +{nodes.length - shown.length} more in the table view
            </li>
          )}
        </ul>
      )}
    </section>
  );
});

export default function EvidenceGraph(props: ExposedModuleProps['builder/EvidenceGraph']) {
  return (
    <RemoteScope name="builder">
      <EvidenceGraphScreen {...props} />
    </RemoteScope>
  );
}
