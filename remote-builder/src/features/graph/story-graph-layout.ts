import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { normalizeUrl } from '@cairn/shared/submission/normalize-url';
import { type GraphEdge, type GraphElements, type GraphNode, slugOf } from './graph-elements';

const MAX_CLAIMS = 12;
const CLAIMS_PER_COLUMN = 3;
const MAX_PER_ENTITY_SIDE = 8;
const MAX_LOCATIONS = 8;
/** Model units: between the entities of a column, the columns' distance from the centre, between sources. */
const ENTITY_STEP = 80;
const ENTITY_COLUMN_X = 460;
const SOURCE_STEP = 180;
const SOURCE_ROW_STEP = 90;
/** The least room between a column and the sources' rows. */
const CLEARANCE = 80;
/**
 * SPEC §2: locations sit at fixed positions around the edge: the corners, above, below and beside the
 * rest of the graph. For a small story these are the same spots at any size; a story whose sources or
 * entities reach further pushes them out, so a location never lands on another node.
 */
function locationSpots(edge: { top: number; bottom: number; side: number }): [number, number][] {
  const corner = Math.max(620, edge.side + 160);
  const upper = Math.min(-420, edge.top - 60);
  const lower = Math.max(420, edge.bottom + 140);
  return [
    [-corner, upper],
    [corner, upper],
    [-corner, lower],
    [corner, lower],
    [0, Math.min(-560, edge.top - 200)],
    [0, Math.max(560, edge.bottom + 200)],
    [-Math.max(820, edge.side + 360), 0],
    [Math.max(820, edge.side + 360), 0],
  ];
}
const ENTITY_ROUTES: Record<EntityType, string> = {
  Person: '/people',
  Organization: '/organizations',
  Location: '/locations',
};

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface StoryGraph extends GraphElements {
  stats: { sources: number; claims: number; entities: number; links: number };
}

/**
 * The Graph tab's placement (SPEC §2): the story core in the centre; up to 12 claims on top, 3 per column;
 * sources below; up to 8 people on the left, 8 organizations on the right, 8 locations at fixed spots
 * around the edge. Entities are one node per canonical name; an entity links to the sources that mention
 * it, or to the core when only the claims name it.
 */
export function storyGraphLayout(data: BuilderStoryResponse): StoryGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const coreId = `story:${data.story.id}`;
  nodes.push({
    id: coreId,
    kind: 'story',
    label: short(data.story.topic, 40),
    description: data.story.topic,
    x: 0,
    y: 0,
    href: null,
    external: false,
  });

  const claims = data.claims.slice(0, MAX_CLAIMS);
  const columns = Math.ceil(claims.length / CLAIMS_PER_COLUMN);
  claims.forEach((claim, i) => {
    const column = Math.floor(i / CLAIMS_PER_COLUMN);
    const row = i % CLAIMS_PER_COLUMN;
    nodes.push({
      id: `claim:${claim.id}`,
      kind: 'claim',
      label: short(claim.text, 40),
      description: claim.text,
      x: (column - (columns - 1) / 2) * 200,
      y: -200 - row * 80,
      href: null,
      external: false,
    });
    edges.push({ id: `e:core-claim:${claim.id}`, source: coreId, target: `claim:${claim.id}` });
  });

  const perRow = 6;
  const sourceByUrl = new Map<string, string>();
  for (const source of data.sources)
    if (source.url) sourceByUrl.set(normalizeUrl(source.url), `source:${source.page_id}`);

  // One entity per canonical name: the claim entities carry the id a profile link needs.
  const entities = new Map<
    string,
    { name: string; type: EntityType; id: string | null; pages: Set<string> }
  >();
  for (const e of data.claim_entities) {
    const current = entities.get(e.canonical_name);
    if (current) current.id ??= e.canonical_id;
    else
      entities.set(e.canonical_name, {
        name: e.canonical_name,
        type: e.type,
        id: e.canonical_id,
        pages: new Set(),
      });
  }
  for (const e of data.page_entities) {
    const current = entities.get(e.canonical_name) ?? {
      name: e.canonical_name,
      type: e.type,
      id: null,
      pages: new Set<string>(),
    };
    const sourceId = e.page_url ? sourceByUrl.get(normalizeUrl(e.page_url)) : undefined;
    if (sourceId) current.pages.add(sourceId);
    entities.set(e.canonical_name, current);
  }
  const groupOf = (type: EntityType, limit: number) =>
    [...entities.values()].filter((e) => e.type === type).slice(0, limit);
  const people = groupOf('Person', MAX_PER_ENTITY_SIDE);
  const organizations = groupOf('Organization', MAX_PER_ENTITY_SIDE);
  const locations = groupOf('Location', MAX_LOCATIONS);

  // A long people or organization column reaches down beside the sources' rows; rows wide enough to
  // meet it start below it.
  const columnHalf = ((Math.max(people.length, organizations.length, 1) - 1) / 2) * ENTITY_STEP;
  const rowHalf = ((Math.min(perRow, data.sources.length) - 1) / 2) * SOURCE_STEP;
  const sourcesTop = rowHalf + CLEARANCE > ENTITY_COLUMN_X ? Math.max(220, columnHalf + CLEARANCE) : 220;
  data.sources.forEach((source, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, data.sources.length - row * perRow);
    const id = `source:${source.page_id}`;
    nodes.push({
      id,
      kind: 'artifact',
      label: short(source.title ?? source.domain ?? 'Untitled source', 40),
      description: [source.title, source.domain, source.url].filter(Boolean).join(' · '),
      x: ((i % perRow) - (inRow - 1) / 2) * SOURCE_STEP,
      y: sourcesTop + row * SOURCE_ROW_STEP,
      href: source.url,
      external: true,
    });
    edges.push({ id: `e:core-source:${source.page_id}`, source: coreId, target: id });
    for (const claim of claims)
      if (claim.source.page_id === source.page_id)
        edges.push({ id: `e:source-claim:${claim.id}`, source: id, target: `claim:${claim.id}` });
  });
  const sourceRows = Math.ceil(data.sources.length / perRow);

  let links = 0;
  const place = (
    type: EntityType,
    group: typeof people,
    position: (i: number, n: number) => [number, number],
  ) => {
    group.forEach((entity, i) => {
      const [x, y] = position(i, group.length);
      const id = `entity:${type}:${entity.name}`;
      nodes.push({
        id,
        kind: type === 'Person' ? 'person' : type === 'Organization' ? 'organization' : 'location',
        label: short(entity.name, 30),
        description: `${type}: ${entity.name}`,
        x,
        y,
        // SPEC §5: without an id, entity navigation does nothing.
        href: entity.id ? `${ENTITY_ROUTES[type]}/${entity.id}/${slugOf(entity.name)}` : null,
        external: false,
      });
      const targets = entity.pages.size > 0 ? [...entity.pages] : [coreId];
      for (const target of targets) {
        edges.push({ id: `e:${id}->${target}`, source: id, target });
        links++;
      }
    });
  };
  place('Person', people, (i, n) => [-ENTITY_COLUMN_X, (i - (n - 1) / 2) * ENTITY_STEP]);
  place('Organization', organizations, (i, n) => [ENTITY_COLUMN_X, (i - (n - 1) / 2) * ENTITY_STEP]);
  const spots = locationSpots({
    top: Math.min(-200 - (Math.min(claims.length, CLAIMS_PER_COLUMN) - 1) * 80, -columnHalf),
    bottom: Math.max(sourcesTop + (sourceRows - 1) * SOURCE_ROW_STEP, columnHalf),
    side: ENTITY_COLUMN_X,
  });
  place('Location', locations, (i) => spots[i] ?? [0, 0]);

  return {
    nodes,
    edges,
    stats: {
      sources: data.sources.length,
      claims: data.claims.length,
      entities: entities.size,
      links,
    },
  };
}
