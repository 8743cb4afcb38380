import type { Core } from 'cytoscape';
import { memo, useEffect, useRef, useState } from 'react';
import styles from '../workspace/workspace.module.css';
import { type GraphElements, type GraphNode, KIND_LABELS } from './graph-elements';
import { fontFamilyToken, graphStylesheet } from './graph-stylesheet';
import {
  LABEL_BORDER_PX,
  LABEL_FONT_PX,
  LABEL_MARGIN_PX,
  LABEL_PADDING_PX,
  type MeasureText,
  type PlacedLabel,
  placeLabels,
  rankNodes,
} from './label-placement';
import { createNodeHitTest, drawnSize, NODE_SIZE } from './node-hit-test';

/** SPEC §2: zoom range 0.2 to 1.5. */
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 1.5;

/** Text widths in the canvas font, as Cytoscape measures them (a 2D context's measureText), cached. */
function createMeasure(family: string): MeasureText {
  const context = document.createElement('canvas').getContext('2d');
  const cache = new Map<string, number>();
  return (text, bold) => {
    const key = `${bold ? 'b' : 'n'}${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      if (context) {
        context.font = `normal ${bold ? 'bold' : 'normal'} ${LABEL_FONT_PX}px ${family}`;
        width = context.measureText(text).width;
      } else width = text.length * LABEL_FONT_PX * 0.6;
      cache.set(key, width);
    }
    return width;
  };
}

/** The per-node label properties placeLabels decides (set as style bypasses on the labelled nodes only). */
const LABEL_PROPERTIES =
  'label font-size text-valign text-halign text-margin-x text-margin-y text-background-padding text-border-width z-index';

/** A placed label as Cytoscape style, in model units at this zoom, so it is drawn at its screen size. */
function labelStyle(label: PlacedLabel, zoom: number) {
  // The chip starts LABEL_MARGIN_PX from the disc; Cytoscape's margin moves the text, inside its padding.
  const offset = (LABEL_MARGIN_PX + LABEL_PADDING_PX + LABEL_BORDER_PX / 2) / zoom;
  const vertical = label.side === 'bottom' || label.side === 'top';
  return {
    label: label.text,
    'font-size': LABEL_FONT_PX / zoom,
    'text-valign': vertical ? label.side : 'center',
    'text-halign': vertical ? 'center' : label.side,
    'text-margin-x': label.side === 'right' ? offset : label.side === 'left' ? -offset : 0,
    'text-margin-y': label.side === 'bottom' ? offset : label.side === 'top' ? -offset : 0,
    'text-background-padding': `${LABEL_PADDING_PX / zoom}px`,
    'text-border-width': LABEL_BORDER_PX / zoom,
    // Drawn after the unnamed nodes, so a label the story or the selected node must place over a
    // neighbour is not cut by it.
    'z-index': 1,
  };
}

/**
 * A Cytoscape canvas of precomputed positions. Cytoscape is imported here, dynamically, so it is fetched
 * only when a graph is drawn (the Graph tab, `/build/{id}`), never with the workspace. The canvas is not
 * readable by assistive technology: every use pairs it with GraphTable, which lists the same elements.
 * Names are drawn at a fixed screen size where they fit without overlapping (label-placement.ts), the
 * selected node's always; pointing at a node, or tapping it on a touch screen, shows its full name in a
 * tooltip. Its colours follow the system's light or dark scheme, also when that changes on the page.
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
  const tooltip = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const handlers = useRef({ onActivate, onSelect });
  handlers.current = { onActivate, onSelect };
  const graph = useRef<Core | null>(null);
  const [ready, setReady] = useState(0);
  /** How many nodes in view are drawn without their name (the hint under the canvas says what to do). */
  const [unnamed, setUnnamed] = useState(0);

  useEffect(() => {
    let destroyed = false;
    let instance: { destroy(): void } | null = null;
    let detachPointer = () => {};
    let detachColourScheme = () => {};
    let cancelRelabel = () => {};
    const byId = new Map(elements.nodes.map((n) => [n.id, n]));
    const big = elements.nodes.length > 500;
    const ranked = rankNodes(elements.nodes, elements.edges);
    import('cytoscape')
      .then(({ default: cytoscape }) => {
        if (destroyed || !container.current) return;
        const fontFamily = fontFamilyToken();
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
          style: graphStylesheet(fontFamily),
        });
        instance = cy;
        graph.current = big ? null : cy;
        // The page's colours follow the system's light or dark scheme as it changes (CSS does that by
        // itself); the canvas's were read once, so it is restyled then. Labels and node sizes are style
        // bypasses on the elements, which a new stylesheet keeps.
        const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
        const restyle = () => cy.style(graphStylesheet(fontFamily));
        darkScheme.addEventListener('change', restyle);
        detachColourScheme = () => darkScheme.removeEventListener('change', restyle);

        let tipFor: GraphNode | null = null;
        const showTooltip = (node: GraphNode | null) => {
          const tip = tooltip.current;
          const box = container.current;
          if (!tip || !box || node === tipFor) return;
          tipFor = node;
          if (!node) {
            tip.hidden = true;
            return;
          }
          const kind = tip.firstElementChild as HTMLElement;
          const name = tip.lastElementChild as HTMLElement;
          kind.textContent = `${KIND_LABELS[node.kind]}: `;
          name.textContent = fullName(node);
          tip.hidden = false;
          const zoom = cy.zoom();
          const x = box.offsetLeft + box.clientLeft + node.x * zoom + cy.pan().x;
          const y = box.offsetTop + box.clientTop + node.y * zoom + cy.pan().y;
          const r = (drawnSize(node, big ? undefined : zoom) * zoom) / 2 + 6;
          const width = tip.offsetWidth;
          const height = tip.offsetHeight;
          const left = Math.max(
            box.offsetLeft,
            Math.min(x - width / 2, box.offsetLeft + box.offsetWidth - width),
          );
          // Above the node, where a pointer does not cover it; below when there is no room above.
          const top = y - r - height >= box.offsetTop ? y - r - height : y + r;
          tip.style.left = `${left}px`;
          tip.style.top = `${top}px`;
        };
        // Names, placed again whenever the view changes: every frame of a small graph's zoom or pan, once
        // a big graph's view settles (its labels are hidden while it moves, and a restyle redraws it all).
        const measure = createMeasure(fontFamily);
        let labelled = new Map<string, string>();
        let nodeSizeNow = NODE_SIZE;
        const relabel = () => {
          const zoom = cy.zoom();
          const selected = cy.$('node:selected');
          const placed = placeLabels(
            ranked,
            { zoom, pan: cy.pan(), width: cy.width(), height: cy.height(), leastNodeSizes: !big },
            measure,
            selected.length === 1 ? selected[0]!.id() : null,
          );
          const next = new Map<string, string>();
          cy.batch(() => {
            // A small graph zoomed out keeps its nodes big enough to see and to hit (drawnSize).
            const size = big ? NODE_SIZE : drawnSize({ kind: 'claim' }, zoom);
            if (size !== nodeSizeNow) {
              const storySize = drawnSize({ kind: 'story' }, zoom);
              cy.nodes().forEach((n) => {
                const s = n.data('kind') === 'story' ? storySize : size;
                n.style({ width: s, height: s });
              });
              nodeSizeNow = size;
            }
            for (const p of placed) {
              const key = `${p.text}|${p.side}|${zoom}`;
              next.set(p.id, key);
              if (labelled.get(p.id) !== key) cy.getElementById(p.id).style(labelStyle(p, zoom));
            }
            for (const id of labelled.keys())
              if (!next.has(id)) cy.getElementById(id).removeStyle(LABEL_PROPERTIES);
          });
          labelled = next;
          const inView = elements.nodes.filter((n) => {
            const x = n.x * zoom + cy.pan().x;
            const y = n.y * zoom + cy.pan().y;
            return x >= 0 && y >= 0 && x <= cy.width() && y <= cy.height();
          }).length;
          setUnnamed(inView - placed.length);
        };
        let frameRequest = 0;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const scheduleRelabel = () => {
          // A view event can still come in as the page is left, after the graph is taken down (some 2 in 10
          // times in the browser); a relabel then would reach into the destroyed instance and throw.
          if (destroyed) return;
          if (big) {
            clearTimeout(timer);
            timer = setTimeout(relabel, 150);
          } else if (!frameRequest) {
            frameRequest = requestAnimationFrame(() => {
              frameRequest = 0;
              relabel();
            });
          }
        };
        cancelRelabel = () => {
          clearTimeout(timer);
          cancelAnimationFrame(frameRequest);
        };
        relabel();
        cy.on('viewport resize select unselect', scheduleRelabel);
        cy.on('viewport', () => showTooltip(null));

        const hitTest = createNodeHitTest(elements.nodes);
        detachPointer = handlePresses(
          frame.current ?? container.current,
          container.current,
          cy,
          (x, y, tolerance) => hitTest(x, y, tolerance, big ? undefined : cy.zoom()),
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
          showTooltip,
        );
        // A press on the background is Cytoscape's: panning, and a tap that clears the selection (and puts
        // away a name a tap showed).
        cy.on('tap', (event) => {
          if (event.target !== cy) return;
          showTooltip(null);
          handlers.current.onSelect?.(null);
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
      cancelRelabel();
      detachPointer();
      detachColourScheme();
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
    <div ref={frame} className={styles.graphFrame}>
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
      {/* What the pointer is on or a finger tapped, for sighted visitors; the table view says the same to
          everyone. */}
      <div ref={tooltip} className={styles.graphTooltip} aria-hidden="true" hidden>
        <strong />
        <span />
      </div>
      {state === 'loading' && <p className={`${styles.small} ${styles.muted}`}>Drawing graph...</p>}
      {state === 'ready' && unnamed > 0 && (
        <p className={`${styles.small} ${styles.muted}`}>
          Names that would overlap are hidden: point at or tap a node, or zoom in, to read them; the table
          view lists every node.
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.small}>
          The graph could not be drawn; the table view lists the same nodes.
        </p>
      )}
    </div>
  );
});

/** The tooltip's text: the whole claim or story where the label is its shortened start. */
function fullName(node: GraphNode): string {
  const stem = node.label.replace(/…$/, '');
  return node.description.startsWith(stem) && node.description.length > stem.length
    ? node.description
    : node.label;
}

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
  hitTest: (x: number, y: number, tolerance: number) => GraphNode | null,
  onPress: (node: GraphNode) => void,
  /**
   * The node whose name to show: under a mouse pointer, on every move (null off the nodes and off the
   * canvas); tapped by a finger or a pen, which cannot point without pressing (null at a press elsewhere).
   */
  showName: (node: GraphNode | null) => void,
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
    if (Math.hypot(event.clientX - x, event.clientY - y) > TAP_MOVE_PX) return;
    // What a mouse shows on the way to a click, a touch screen shows at the tap: the node's whole name,
    // often left off the canvas for room. The press then does what a click does.
    if (event.pointerType !== 'mouse') showName(node);
    onPress(node);
  };
  const companion = (event: Event) => {
    if (!onNode) return;
    event.stopPropagation();
    // No emulated mouse events after a touch on a node: the pointer events have done the work.
    if (event.type === 'touchend') event.preventDefault();
  };
  const hover = (event: MouseEvent) => {
    if (event.buttons !== 0) return;
    const node = nodeAt(event, MOUSE_SLOP_PX);
    // On the frame around the canvas: Cytoscape watches its container's attributes and answers any
    // change with a resize, a full redraw.
    frame.style.cursor = node ? 'pointer' : '';
    showName(node);
  };
  const leave = () => showName(null);
  // A tapped name stays until the next press: off the canvas, it is put away (a touch leaves no pointer
  // to move off the node, and the name would stand beside another node chosen from a list).
  const pressElsewhere = (event: PointerEvent) => {
    if (!(event.target instanceof Node && element.contains(event.target))) showName(null);
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
    ['mouseleave', leave],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener, { capture: true });
  document.addEventListener('pointerdown', pressElsewhere, { capture: true });
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener, { capture: true });
    document.removeEventListener('pointerdown', pressElsewhere, { capture: true });
  };
}
