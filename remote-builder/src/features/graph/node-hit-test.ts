import type { GraphNode } from './graph-elements';

/** Drawn node sizes in model units (the canvas style uses the same numbers). */
export const NODE_SIZE = 18;
export const STORY_NODE_SIZE = 34;

export function nodeSize(node: Pick<GraphNode, 'kind'>): number {
  return node.kind === 'story' ? STORY_NODE_SIZE : NODE_SIZE;
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
  /** The node whose disc (grown by `tolerance` model units) holds the point, nearest centre first; else null. */
  return (x: number, y: number, tolerance = 0): GraphNode | null => {
    const reach = Math.ceil((STORY_NODE_SIZE / 2 + tolerance) / cell);
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    let best: GraphNode | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = cx - reach; i <= cx + reach; i++) {
      for (let j = cy - reach; j <= cy + reach; j++) {
        for (const node of grid.get(keyOf(i, j)) ?? []) {
          const distance = Math.hypot(node.x - x, node.y - y);
          if (distance <= nodeSize(node) / 2 + tolerance && distance < bestDistance) {
            best = node;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  };
}
