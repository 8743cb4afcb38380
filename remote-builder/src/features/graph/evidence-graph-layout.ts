import type { StoryGraphResponse } from '@cairn/shared/contracts/evidence';
import type { GraphElements, GraphNode } from './graph-elements';

/** The URL at the end of an artifact's description ('domain · url'), if any. */
function urlOf(description: string): string | null {
  const last = description.split(' · ').pop() ?? '';
  return /^https?:\/\//i.test(last) ? last : null;
}

/**
 * `/build/{id}` placement: the story in the centre, its artifacts on a ring, each artifact's claims on an
 * outer ring next to it. Positions are computed here in one pass (no force simulation), so a story of
 * thousands of nodes lays out in milliseconds and the canvas stays responsive.
 */
export function evidenceGraphLayout(graph: StoryGraphResponse): GraphElements {
  const story = graph.nodes.find((n) => n.type === 'story');
  const artifacts = graph.nodes.filter((n) => n.type === 'artifact');
  const parent = new Map<string, string>();
  for (const e of graph.edges) parent.set(e.target, e.source);
  const artifactIndex = new Map(artifacts.map((a, i) => [a.id, i]));
  const claims = graph.nodes
    .filter((n) => n.type === 'claim')
    .map((n, i) => ({ n, order: artifactIndex.get(parent.get(n.id) ?? '') ?? artifacts.length, i }))
    .sort((a, b) => a.order - b.order || a.i - b.i)
    .map((c) => c.n);
  const innerRadius = Math.max(220, (artifacts.length * 70) / (2 * Math.PI));
  const outerRadius = Math.max(innerRadius + 220, (claims.length * 40) / (2 * Math.PI));
  const ring = (i: number, n: number, radius: number): [number, number] => {
    const angle = (2 * Math.PI * i) / Math.max(1, n) - Math.PI / 2;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  };
  const nodes: GraphNode[] = [];
  if (story) nodes.push({ ...base(story), kind: 'story', x: 0, y: 0, href: null, external: false });
  artifacts.forEach((a, i) => {
    const [x, y] = ring(i, artifacts.length, innerRadius);
    const url = urlOf(a.description);
    nodes.push({ ...base(a), kind: 'artifact', x, y, href: url, external: url !== null });
  });
  claims.forEach((c, i) => {
    const [x, y] = ring(i, claims.length, outerRadius);
    nodes.push({ ...base(c), kind: 'claim', x, y, href: null, external: false });
  });
  return {
    nodes,
    edges: graph.edges.map((e, i) => ({ id: `e${i}`, source: e.source, target: e.target })),
  };
}

function base(node: StoryGraphResponse['nodes'][number]) {
  return { id: node.id, label: node.label, description: node.description };
}
