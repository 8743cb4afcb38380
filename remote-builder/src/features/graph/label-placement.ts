import type { GraphEdge, GraphNode, GraphNodeKind } from './graph-elements';
import { drawnSize } from './node-hit-test';

/**
 * Which nodes of a graph get a name on the canvas, and where, at the current zoom and pan. Labels are
 * drawn at one screen size whatever the zoom (12 px), on a chip of the page colour, and only where the
 * chip overlaps no other label and no other node: the most important nodes first (the selected node, the
 * story, then entities, sources, claims, each by its number of links). A label that fits nowhere is left
 * out; hovering a node shows its name, zooming in makes room, and the table view lists every node.
 * Cartographers place map names the same way (greedy placement by rank with a few candidate positions).
 */

/** Screen sizes of a label, in CSS pixels (the canvas style is derived from these). */
export const LABEL_FONT_PX = 12;
export const LABEL_PADDING_PX = 3;
export const LABEL_BORDER_PX = 1;
/** Between a node's disc and its label. */
export const LABEL_MARGIN_PX = 3;
/** Left free between two labels, and between a label and another node. */
export const LABEL_GAP_PX = 2;
/** Widest label text: longer names are shortened with an ellipsis (the full name is in the tooltip and the table). */
export const LABEL_MAX_TEXT_PX = 170;
export const STORY_LABEL_MAX_TEXT_PX = 240;
/**
 * Cytoscape grows every label's bounding box by 2 model units on each side ("browser dimension
 * inaccuracies"); a placement that leaves that much room is also free of overlaps by Cytoscape's measure.
 */
export const CYTOSCAPE_LABEL_SLACK = 2;

export type LabelSide = 'bottom' | 'top' | 'right' | 'left';
/** Tried in this order: under the node reads most naturally, then above, then beside it. */
const SIDES: readonly LabelSide[] = ['bottom', 'top', 'right', 'left'];

export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
  /** The canvas, in CSS pixels. */
  width: number;
  height: number;
  /** Nodes are drawn at least MIN_NODE_PX wide (node-hit-test.ts drawnSize). */
  leastNodeSizes?: boolean;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PlacedLabel {
  id: string;
  /** What is drawn: the label, shortened to the maximum width. */
  text: string;
  side: LabelSide;
  /** The chip on screen, CSS pixels, padding and border included. */
  box: Box;
}

/** Measures a text at LABEL_FONT_PX in the canvas font, bold or not, in CSS pixels. */
export type MeasureText = (text: string, bold: boolean) => number;

/** The nodes' rank for a label: larger first. */
const KIND_RANK: Record<GraphNodeKind, number> = {
  story: 5,
  person: 4,
  organization: 4,
  location: 4,
  artifact: 3,
  claim: 1,
};

/**
 * The nodes in the order they claim a label: the story, then entities (short names, the people and
 * places a reader looks for), sources, claims; within a kind the better linked first, then layout order.
 * Computed once per graph.
 */
export function rankNodes(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): GraphNode[] {
  const degree = new Map<string, number>();
  for (const e of edges) {
    degree.set(e.source, (degree.get(e.source) ?? 0) + 1);
    degree.set(e.target, (degree.get(e.target) ?? 0) + 1);
  }
  return nodes
    .map((node, i) => ({ node, i, degree: degree.get(node.id) ?? 0 }))
    .sort((a, b) => KIND_RANK[b.node.kind] - KIND_RANK[a.node.kind] || b.degree - a.degree || a.i - b.i)
    .map(({ node }) => node);
}

/** The text shortened, at a word boundary where one is near, to fit `maxWidth` pixels with its ellipsis. */
export function shortenToWidth(text: string, maxWidth: number, bold: boolean, measure: MeasureText): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean, bold) <= maxWidth) return clean;
  const base = clean.replace(/…$/, '');
  // The longest prefix that fits, by bisection: measuring is the costly part.
  let lo = 0;
  let hi = base.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${base.slice(0, mid).trimEnd()}…`, bold) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  let cut = base.slice(0, lo);
  const space = cut.lastIndexOf(' ');
  if (space >= lo * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A uniform grid of the boxes placed so far, so each test reads a few neighbours, not every box. */
class BoxGrid {
  private cells = new Map<string, Box[]>();
  constructor(private cell: number) {}
  private keys(b: Box): string[] {
    const keys: string[] = [];
    for (let i = Math.floor(b.x1 / this.cell); i <= Math.floor(b.x2 / this.cell); i++)
      for (let j = Math.floor(b.y1 / this.cell); j <= Math.floor(b.y2 / this.cell); j++)
        keys.push(`${i},${j}`);
    return keys;
  }
  add(b: Box) {
    for (const k of this.keys(b)) {
      const list = this.cells.get(k);
      if (list) list.push(b);
      else this.cells.set(k, [b]);
    }
  }
  hits(b: Box, ignore?: Box): boolean {
    return this.count(b, ignore, 1) > 0;
  }
  /** How many boxes `b` overlaps (a box in several cells counts once), up to `limit`. */
  count(b: Box, ignore?: Box, limit = Number.POSITIVE_INFINITY): number {
    const seen = new Set<Box>();
    for (const k of this.keys(b))
      for (const o of this.cells.get(k) ?? [])
        if (o !== ignore && !seen.has(o) && o.x1 < b.x2 && b.x1 < o.x2 && o.y1 < b.y2 && b.y1 < o.y2) {
          seen.add(o);
          if (seen.size >= limit) return seen.size;
        }
    return seen.size;
  }
}

/** A node's drawn disc on screen. */
function discOf(node: GraphNode, view: Viewport): Box & { cx: number; cy: number; r: number } {
  const cx = node.x * view.zoom + view.pan.x;
  const cy = node.y * view.zoom + view.pan.y;
  const r = (drawnSize(node, view.leastNodeSizes ? view.zoom : undefined) * view.zoom) / 2;
  return { cx, cy, r, x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r };
}

/**
 * Places labels for the nodes in view, in rank order (rankNodes; `pinned`, the selected node, before all),
 * each at the first side where its chip stays inside the canvas and clear of every label placed before it
 * and of every other node in view. Returns the placed labels, in placement order.
 */
export function placeLabels(
  ranked: readonly GraphNode[],
  view: Viewport,
  measure: MeasureText,
  pinned: string | null = null,
): PlacedLabel[] {
  // Half the gap around every box keeps two boxes a whole gap apart: labels by Cytoscape's measure of
  // them (each grown by its slack), a label and a node by the drawn disc.
  const half = LABEL_GAP_PX / 2;
  const grow = half + CYTOSCAPE_LABEL_SLACK * view.zoom;
  const expand = (b: Box, by: number) => ({ x1: b.x1 - by, y1: b.y1 - by, x2: b.x2 + by, y2: b.y2 + by });
  const inView = (b: Box) => b.x1 >= 0 && b.y1 >= 0 && b.x2 <= view.width && b.y2 <= view.height;
  const labels = new BoxGrid(64);
  const nodes = new BoxGrid(64);
  const discs = new Map<string, Box>();
  const visible: GraphNode[] = [];
  for (const node of ranked) {
    const disc = discOf(node, view);
    if (disc.cx < 0 || disc.cy < 0 || disc.cx > view.width || disc.cy > view.height) continue;
    const box = expand(disc, half);
    discs.set(node.id, box);
    nodes.add(box);
    visible.push(node);
  }
  if (pinned) {
    const i = visible.findIndex((node) => node.id === pinned);
    if (i > 0) visible.unshift(...visible.splice(i, 1));
  }

  const placed: PlacedLabel[] = [];
  const height = LABEL_FONT_PX + 2 * (LABEL_PADDING_PX + LABEL_BORDER_PX / 2);
  for (const node of visible) {
    const bold = node.kind === 'story';
    // On a phone the story's name takes at most half the canvas width.
    const maxWidth =
      node.kind === 'story' ? Math.min(STORY_LABEL_MAX_TEXT_PX, view.width / 2) : LABEL_MAX_TEXT_PX;
    const text = shortenToWidth(node.label, maxWidth, bold, measure);
    if (!text) continue;
    const width = Math.ceil(measure(text, bold)) + 2 * (LABEL_PADDING_PX + LABEL_BORDER_PX / 2);
    const { cx, cy, r } = discOf(node, view);
    const reach = r + LABEL_MARGIN_PX;
    const sides = SIDES.map((side) => {
      const box = chipAt(side, cx, cy, reach, width, height);
      return { side, box, outer: expand(box, grow), near: expand(box, half) };
    }).filter((s) => inView(s.box));
    const clear = sides.filter((s) => !labels.hits(s.outer));
    const own = discs.get(node.id);
    // The selected node and the story are always named: where no side is free, covering the fewest nodes.
    const spot =
      clear.find((s) => !nodes.hits(s.near, own)) ??
      (node.id === pinned || node.kind === 'story'
        ? clear
            .map((s) => ({ s, covered: nodes.count(s.near, own) }))
            .sort((a, b) => a.covered - b.covered)[0]?.s
        : undefined);
    if (spot) {
      placed.push({ id: node.id, text, side: spot.side, box: spot.box });
      labels.add(spot.outer);
    }
  }
  return placed;
}

function chipAt(side: LabelSide, cx: number, cy: number, reach: number, w: number, h: number): Box {
  switch (side) {
    case 'bottom':
      return { x1: cx - w / 2, x2: cx + w / 2, y1: cy + reach, y2: cy + reach + h };
    case 'top':
      return { x1: cx - w / 2, x2: cx + w / 2, y1: cy - reach - h, y2: cy - reach };
    case 'right':
      return { x1: cx + reach, x2: cx + reach + w, y1: cy - h / 2, y2: cy + h / 2 };
    case 'left':
      return { x1: cx - reach - w, x2: cx - reach, y1: cy - h / 2, y2: cy + h / 2 };
  }
}
