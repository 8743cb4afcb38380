import { useEffect, useRef, useState } from 'react';
import styles from '../workspace/workspace.module.css';
import { type GraphElements, type GraphNode, KIND_COLOURS } from './graph-elements';

/** SPEC §2: zoom range 0.2 to 1.5. */
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 1.5;

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888888';
}

/**
 * A Cytoscape canvas of precomputed positions. Cytoscape is imported here, dynamically, so it is fetched
 * only when a graph is drawn (the Graph tab, `/build/{id}`), never with the workspace. The canvas is not
 * readable by assistive technology: every use pairs it with GraphTable, which lists the same elements.
 */
export function GraphCanvas({
  elements,
  label,
  onActivate,
  onSelect,
  tall,
}: {
  elements: GraphElements;
  label: string;
  onActivate: (node: GraphNode) => void;
  onSelect?: (node: GraphNode | null) => void;
  /** The evidence-graph page gives the canvas more room than the Graph tab. */
  tall?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const handlers = useRef({ onActivate, onSelect });
  handlers.current = { onActivate, onSelect };

  useEffect(() => {
    let destroyed = false;
    let instance: { destroy(): void } | null = null;
    const byId = new Map(elements.nodes.map((n) => [n.id, n]));
    const big = elements.nodes.length > 500;
    import('cytoscape')
      .then(({ default: cytoscape }) => {
        if (destroyed || !container.current) return;
        const cy = cytoscape({
          container: container.current,
          elements: [
            ...elements.nodes.map((n) => ({
              group: 'nodes' as const,
              data: { id: n.id, label: n.label, kind: n.kind },
              position: { x: n.x, y: n.y },
            })),
            ...elements.edges
              .filter((e) => byId.has(e.source) && byId.has(e.target))
              .map((e) => ({
                group: 'edges' as const,
                data: { id: e.id, source: e.source, target: e.target },
              })),
          ],
          layout: { name: 'preset', fit: true, padding: 30 },
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          // Big graphs: draw a cached bitmap while panning/zooming instead of every edge and label, and
          // no node dragging or box selection (each would redraw thousands of elements per mouse move).
          textureOnViewport: big,
          hideEdgesOnViewport: big,
          hideLabelsOnViewport: big,
          motionBlur: false,
          boxSelectionEnabled: false,
          autoungrabify: true,
          // A tap on a big graph changes no element (the Selected Node panel shows the choice), so
          // Cytoscape has nothing to redraw and the page answers at once.
          autounselectify: big,
          pixelRatio: big ? 1 : 'auto',
          style: [
            {
              selector: 'node',
              style: {
                // Labels come shortened from the layout: no per-node text wrapping to measure. In a big
                // graph only the story and its sources are labelled; claims are read in the table view.
                label: big ? '' : 'data(label)',
                'font-size': 11,
                'min-zoomed-font-size': 7,
                color: token('--cairn-text'),
                'text-valign': 'bottom',
                'text-margin-y': 4,
                width: 18,
                height: 18,
                'border-width': 1,
                'border-color': token('--cairn-bg'),
              },
            },
            ...Object.entries(KIND_COLOURS).map(([kind, colour]) => ({
              selector: `node[kind = "${kind}"]`,
              style: { 'background-color': token(colour) },
            })),
            { selector: 'node[kind = "story"]', style: { width: 34, height: 34, 'font-weight': 'bold' } },
            ...(big
              ? [
                  {
                    selector: 'node[kind = "story"], node[kind = "artifact"]',
                    style: { label: 'data(label)' },
                  },
                ]
              : []),
            {
              selector: 'node:selected',
              style: { 'border-width': 3, 'border-color': token('--cairn-focus') },
            },
            {
              selector: 'edge',
              // Edges do nothing when clicked: leaving them out of hit testing keeps each pointer event
              // from testing thousands of lines.
              style: {
                width: 1,
                'line-color': token('--cairn-border'),
                'curve-style': 'haystack',
                events: 'no',
              },
            },
          ],
        });
        // The page's own update runs in a task of its own, after Cytoscape's redraw of the selection:
        // on a big graph the two together would make one long task.
        cy.on('tap', 'node', (event) => {
          const node = byId.get(event.target.id());
          if (!node) return;
          setTimeout(() => {
            handlers.current.onSelect?.(node);
            handlers.current.onActivate(node);
          }, 0);
        });
        cy.on('tap', (event) => {
          if (event.target === cy) setTimeout(() => handlers.current.onSelect?.(null), 0);
        });
        instance = cy;
        setState('ready');
      })
      .catch(() => {
        if (!destroyed) setState('failed');
      });
    return () => {
      destroyed = true;
      instance?.destroy();
    };
  }, [elements]);

  return (
    <div>
      {/* Cytoscape adds a <style> setting its container to position: relative unless an element with this
          id exists; the app's Content-Security-Policy refuses inline styles, and .graphCanvas has it already. */}
      <span id="__________cytoscape_stylesheet" hidden />
      <div
        ref={container}
        className={`${styles.graphCanvas} ${tall ? styles.graphCanvasTall : ''}`}
        role="img"
        aria-label={label}
        data-graph-state={state}
      />
      {state === 'loading' && <p className={`${styles.small} ${styles.muted}`}>Drawing graph...</p>}
      {state === 'failed' && (
        <p role="alert" className={styles.small}>
          The graph could not be drawn; the table view lists the same nodes.
        </p>
      )}
    </div>
  );
}
