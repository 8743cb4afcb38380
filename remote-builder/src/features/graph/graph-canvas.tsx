import type { Core } from 'cytoscape';
import { memo, useEffect, useRef, useState } from 'react';
import styles from '../workspace/workspace.module.css';
import { type GraphElements, type GraphNode, KIND_COLOURS } from './graph-elements';
import { createNodeHitTest, NODE_SIZE, STORY_NODE_SIZE } from './node-hit-test';

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
export const GraphCanvas = memo(function GraphCanvas({
  elements,
  label,
  onActivate,
  onSelect,
  selectedId,
  tall,
}: {
  elements: GraphElements;
  label: string;
  onActivate: (node: GraphNode) => void;
  onSelect?: (node: GraphNode | null) => void;
  /** The node chosen elsewhere (its list, the table, the keyboard): marked on the canvas too. */
  selectedId?: string | null;
  /** The evidence-graph page gives the canvas more room than the Graph tab. */
  tall?: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const handlers = useRef({ onActivate, onSelect });
  handlers.current = { onActivate, onSelect };
  const graph = useRef<Core | null>(null);
  const [ready, setReady] = useState(0);

  useEffect(() => {
    let destroyed = false;
    let instance: { destroy(): void } | null = null;
    let detachPointer = () => {};
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
          // Presses on nodes never reach Cytoscape (handlePresses), so it selects nothing by itself.
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
                width: NODE_SIZE,
                height: NODE_SIZE,
                'border-width': 1,
                'border-color': token('--cairn-bg'),
                // Presses on nodes are found and handled before Cytoscape sees them (handlePresses); left
                // out of its hit testing, which walks every element on each mouse event, a press anywhere
                // else is a press on the background to Cytoscape (panning, the background tap).
                events: 'no',
              },
            },
            ...Object.entries(KIND_COLOURS).map(([kind, colour]) => ({
              selector: `node[kind = "${kind}"]`,
              style: { 'background-color': token(colour) },
            })),
            {
              selector: 'node[kind = "story"]',
              style: { width: STORY_NODE_SIZE, height: STORY_NODE_SIZE, 'font-weight': 'bold' },
            },
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
        instance = cy;
        graph.current = big ? null : cy;
        detachPointer = handlePresses(
          frame.current ?? container.current,
          container.current,
          cy,
          createNodeHitTest(elements.nodes),
          (node) => {
            if (!big) {
              // A small graph marks the selection (a big one would redraw thousands of elements for it; the
              // Selected Node panel shows the choice there).
              cy.$(':selected').unselect();
              cy.getElementById(node.id).select();
            }
            handlers.current.onSelect?.(node);
            handlers.current.onActivate(node);
          },
        );
        // A press on the background is Cytoscape's: panning, and a tap that clears the selection.
        cy.on('tap', (event) => {
          if (event.target === cy) handlers.current.onSelect?.(null);
        });
        setState('ready');
        setReady((n) => n + 1);
      })
      .catch(() => {
        if (!destroyed) setState('failed');
      });
    return () => {
      destroyed = true;
      graph.current = null;
      detachPointer();
      instance?.destroy();
    };
  }, [elements]);

  // A node chosen from a list or the table is marked as a click would mark it (a small graph only, as there).
  useEffect(() => {
    const cy = graph.current;
    if (!cy || ready === 0 || selectedId === undefined) return;
    const current = cy.$(':selected');
    if (selectedId !== null && current.length === 1 && current[0]!.id() === selectedId) return;
    current.unselect();
    if (selectedId !== null) cy.getElementById(selectedId).select();
  }, [selectedId, ready]);

  return (
    <div ref={frame}>
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
});

/** Screen pixels around a node that still count as on it: a mouse is precise, a finger is not. */
const MOUSE_SLOP_PX = 3;
const TOUCH_SLOP_PX = 10;
/** A press that moves further than this is a drag, not a click. */
const TAP_MOVE_PX = 6;

/**
 * Presses on nodes, handled here rather than by Cytoscape. On a node press Cytoscape restyles the node
 * as 'active' (and back on release), and any restyle redraws every element of the graph: two redraws of
 * 100-200 ms per click on 2,000 nodes; its hit test also walks every element on each mouse event. Here a
 * press is looked up in the layout's grid (node-hit-test.ts) in the capture phase; one on a node stops
 * there (Cytoscape never sees it, so nothing is restyled or redrawn), and its release selects the node.
 * Presses on the background go on to Cytoscape (panning, the background tap). Returns the detach.
 */
function handlePresses(
  frame: HTMLElement,
  element: HTMLElement,
  cy: Core,
  hitTest: ReturnType<typeof createNodeHitTest>,
  onPress: (node: GraphNode) => void,
): () => void {
  let pressed: { node: GraphNode; pointerId: number; x: number; y: number } | null = null;
  // Mouse and touch events follow each pointer event; they are kept from Cytoscape with their pointer
  // event, until the next press.
  let onNode = false;
  const nodeAt = (event: { clientX: number; clientY: number }, slopPx: number) => {
    const box = element.getBoundingClientRect();
    const pan = cy.pan();
    const zoom = cy.zoom();
    const x = (event.clientX - box.left - element.clientLeft - pan.x) / zoom;
    const y = (event.clientY - box.top - element.clientTop - pan.y) / zoom;
    return hitTest(x, y, slopPx / zoom);
  };
  const down = (event: PointerEvent) => {
    pressed = null;
    onNode = false;
    if (!event.isPrimary || event.button !== 0) return;
    const node = nodeAt(event, event.pointerType === 'mouse' ? MOUSE_SLOP_PX : TOUCH_SLOP_PX);
    if (!node) return;
    onNode = true;
    pressed = { node, pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.stopPropagation();
  };
  const up = (event: PointerEvent) => {
    if (!pressed || event.pointerId !== pressed.pointerId) return;
    event.stopPropagation();
    const { node, x, y } = pressed;
    pressed = null;
    if (Math.hypot(event.clientX - x, event.clientY - y) <= TAP_MOVE_PX) onPress(node);
  };
  const companion = (event: Event) => {
    if (!onNode) return;
    event.stopPropagation();
    // No emulated mouse events after a touch on a node: the pointer events have done the work.
    if (event.type === 'touchend') event.preventDefault();
  };
  const hover = (event: MouseEvent) => {
    if (event.buttons !== 0) return;
    // On the frame around the canvas: Cytoscape watches its container's attributes and answers any
    // change with a resize, a full redraw.
    frame.style.cursor = nodeAt(event, MOUSE_SLOP_PX) ? 'pointer' : '';
  };
  const listeners: [string, EventListener][] = [
    ['pointerdown', down as EventListener],
    ['pointerup', up as EventListener],
    ['pointermove', companion],
    ['mousedown', companion],
    ['mouseup', companion],
    ['touchstart', companion],
    ['touchmove', companion],
    ['touchend', companion],
    ['mousemove', hover as EventListener],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener, { capture: true });
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener, { capture: true });
  };
}
