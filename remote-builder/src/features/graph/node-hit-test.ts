import type { GraphNode } from './graph-elements';

/** Drawn node sizes in model units (the canvas style uses the same numbers). */
export const NODE_SIZE = 18;
export const STORY_NODE_SIZE = 34;

export function nodeSize(node: Pick<GraphNode, 'kind'>): number {
  return node.kind === 'story' ? STORY_NODE_SIZE : NODE_SIZE;
}

/**
 * The least drawn size, in screen pixels, of a node of a graph zoomed out to fit a small screen: 18 model
 * units at the least zoom (0.2) would be a 4 px speck. Big graphs keep their model size (resizing every
 * node at each zoom would redraw thousands of them).
 */
export const MIN_NODE_PX = 6;
export const MIN_STORY_NODE_PX = 12;

/** A node's drawn size in model units at this zoom; without a zoom, its model size. */
export function drawnSize(node: Pick<GraphNode, 'kind'>, zoom?: number): number {
  if (zoom === undefined) return nodeSize(node);
  return Math.max(nodeSize(node), (node.kind === 'story' ? MIN_STORY_NODE_PX : MIN_NODE_PX) / zoom);
}

/**
 * Finds the node under a point of the graph (model coordinates) from a grid of the layout's fixed
 * positions: a look-up reads the few nodes of the neighbouring cells, whatever the size of the graph.
 * Cytoscape's own hit test walks every element and measures its bounding box on each mouse event
 * (tens of milliseconds for 2,000 nodes), and its press feedback restyles the node, which redraws the
 * whole graph; the canvas uses this instead (graph-canvas.tsx).
 */
export function createNodeHitTest(nodes: readonly GraphNode[]) {
  const cell = STORY_NODE_SIZE * 2;
  const grid = new Map<string, GraphNode[]>();
  const keyOf = (cx: number, cy: number) => `${cx},${cy}`;
  for (const node of nodes) {
    const key = keyOf(Math.floor(node.x / cell), Math.floor(node.y / cell));
    const bucket = grid.get(key);
    if (bucket) bucket.push(node);
    else grid.set(key, [node]);
  }
  /**
   * The node whose disc (grown by `tolerance` model units) holds the point, nearest centre first; else
   * null. With `zoom`, discs are as drawn with their least screen size (drawnSize).
   */
  return (x: number, y: number, tolerance = 0, zoom?: number): GraphNode | null => {
    const largest = drawnSize({ kind: 'story' }, zoom);
    const reach = Math.ceil((largest / 2 + tolerance) / cell);
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    let best: GraphNode | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = cx - reach; i <= cx + reach; i++) {
      for (let j = cy - reach; j <= cy + reach; j++) {
        for (const node of grid.get(keyOf(i, j)) ?? []) {
          const distance = Math.hypot(node.x - x, node.y - y);
          if (distance <= drawnSize(node, zoom) / 2 + tolerance && distance < bestDistance) {
            best = node;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  };
}
