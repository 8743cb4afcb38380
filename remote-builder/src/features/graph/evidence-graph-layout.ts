import type { StoryGraphResponse } from '@cairn/shared/contracts/evidence';
import type { GraphElements, GraphNode } from './graph-elements';

/** The URL at the end of an artifact's description ('domain · url'), if any. */
function urlOf(description: string): string | null {
  const last = description.split(' · ').pop() ?? '';
  return /^https?:\/\//i.test(last) ? last : null;
}

/** Model units between neighbouring claims on the outer ring, and the least between neighbouring sources. */
const CLAIM_STEP = 40;
const ARTIFACT_STEP = 70;
/**
 * Slots of the outer ring each source's sector takes at least, and one more left empty after it: sectors
 * this wide keep neighbouring sources on the inner ring (two thirds of the outer radius) 100 units apart.
 */
const MIN_SECTOR_SLOTS = 4;
/**
 * The widest ring of one row of claims (some 120 claims): the page's 600 px canvas fits it at zoom 0.34,
 * its claims 14 px apart. Wider, it is fitted so small that claims are specks a few pixels apart and not
 * one has room for its name (200 claims: zoom 0.2, the least, and still not all on the canvas), so its
 * claims go into rows instead, which shrink the ring.
 */
const MAX_RING_RADIUS = 800;
/**
 * Rows of claims at most, this far apart (model units; a claim and its neighbour in the next row are at
 * least CLAIM_STEP apart). The outer row's claims are named outwards, the inner row's towards the sources;
 * a middle row's have neither side, so more rows would hide claims rather than show them.
 */
const MAX_CLAIM_ROWS = 3;
const ROW_STEP = 40;

/**
 * `/build/{id}` placement: the story in the centre, its artifacts on a ring, each artifact's claims on an
 * outer ring in a sector of their own, straight out from their artifact (its links run outwards, not
 * across the graph), sectors parted by a gap; a story of many claims has them in two or three rows. The
 * inner ring sits two thirds of the way out, so the sources are not crammed round the story however many
 * claims the outer ring holds (once the graph fits the canvas, their room for names grows with that
 * share). Positions are computed here in one pass (no force simulation), so a story of thousands of nodes
 * lays out in milliseconds and the canvas stays responsive.
 */
export function evidenceGraphLayout(graph: StoryGraphResponse): GraphElements {
  const story = graph.nodes.find((n) => n.type === 'story');
  const artifacts = graph.nodes.filter((n) => n.type === 'artifact');
  const parent = new Map<string, string>();
  for (const e of graph.edges) parent.set(e.target, e.source);
  const claimsOf = new Map<string, StoryGraphResponse['nodes']>(artifacts.map((a) => [a.id, []]));
  const orphans: StoryGraphResponse['nodes'] = [];
  for (const n of graph.nodes) {
    if (n.type !== 'claim') continue;
    const own = claimsOf.get(parent.get(n.id) ?? '');
    if (own) own.push(n);
    else orphans.push(n);
  }
  // Each artifact's sector of the outer ring: its claims centred in it, then a gap.
  const sectorsIn = (rows: number) => {
    const sectors: { artifact: (typeof artifacts)[number] | null; claims: typeof orphans; width: number }[] =
      artifacts.map((a) => {
        const claims = claimsOf.get(a.id) ?? [];
        return { artifact: a, claims, width: Math.max(Math.ceil(claims.length / rows), MIN_SECTOR_SLOTS) };
      });
    if (orphans.length > 0)
      sectors.push({ artifact: null, claims: orphans, width: Math.ceil(orphans.length / rows) });
    const slots = Math.max(
      1,
      sectors.reduce((sum, s) => sum + s.width + 1, 0),
    );
    return { sectors, slots, radius: (slots * CLAIM_STEP) / (2 * Math.PI) };
  };
  let rows = 1;
  let ring = sectorsIn(rows);
  while (ring.radius > MAX_RING_RADIUS && rows < MAX_CLAIM_ROWS) ring = sectorsIn(++rows);
  const { sectors, slots } = ring;
  const outerRadius = Math.max(440, ring.radius);
  const innerRadius = Math.max(
    220,
    (artifacts.length * ARTIFACT_STEP) / (2 * Math.PI),
    (outerRadius * 2) / 3,
  );
  // The first sector's middle straight above the story.
  const first = sectors[0] ? (sectors[0].width - 1) / 2 : 0;
  const at = (slot: number, radius: number): [number, number] => {
    const angle = (2 * Math.PI * (slot - first)) / slots - Math.PI / 2;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  };

  const nodes: GraphNode[] = [];
  if (story) nodes.push({ ...base(story), kind: 'story', x: 0, y: 0, href: null, external: false });
  const claimNodes: GraphNode[] = [];
  let start = 0;
  for (const sector of sectors) {
    const middle = start + (sector.width - 1) / 2;
    if (sector.artifact) {
      const [x, y] = at(middle, innerRadius);
      const url = urlOf(sector.artifact.description);
      nodes.push({ ...base(sector.artifact), kind: 'artifact', x, y, href: url, external: url !== null });
    }
    // In rows, neighbouring claims take turns: each row's claims a slot apart, the rows' staggered.
    sector.claims.forEach((c, i) => {
      const slot = middle + (i - (sector.claims.length - 1) / 2) / rows;
      const [x, y] = at(slot, outerRadius + (i % rows) * ROW_STEP);
      claimNodes.push({ ...base(c), kind: 'claim', x, y, href: null, external: false });
    });
    start += sector.width + 1;
  }
  nodes.push(...claimNodes);
  return {
    nodes,
    edges: graph.edges.map((e, i) => ({ id: `e${i}`, source: e.source, target: e.target })),
  };
}

function base(node: StoryGraphResponse['nodes'][number]) {
  return { id: node.id, label: node.label, description: node.description };
}
