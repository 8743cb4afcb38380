import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { normalizeUrl } from '@cairn/shared/submission/normalize-url';
import { type GraphEdge, type GraphElements, type GraphNode, slugOf } from './graph-elements';

const MAX_CLAIMS = 12;
const CLAIMS_PER_COLUMN = 3;
const MAX_PER_ENTITY_SIDE = 8;
/** SPEC §2: locations sit at fixed positions around the edge. */
const LOCATION_SPOTS: readonly [number, number][] = [
  [-620, -420],
  [620, -420],
  [-620, 420],
  [620, 420],
  [0, -560],
  [0, 560],
  [-820, 0],
  [820, 0],
];
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
  data.sources.forEach((source, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, data.sources.length - row * perRow);
    const id = `source:${source.page_id}`;
    if (source.url) sourceByUrl.set(normalizeUrl(source.url), id);
    nodes.push({
      id,
      kind: 'artifact',
      label: short(source.title ?? source.domain ?? 'Untitled source', 40),
      description: [source.title, source.domain, source.url].filter(Boolean).join(' · '),
      x: ((i % perRow) - (inRow - 1) / 2) * 180,
      y: 220 + row * 90,
      href: source.url,
      external: true,
    });
    edges.push({ id: `e:core-source:${source.page_id}`, source: coreId, target: id });
    for (const claim of claims)
      if (claim.source.page_id === source.page_id)
        edges.push({ id: `e:source-claim:${claim.id}`, source: id, target: `claim:${claim.id}` });
  });

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

  let links = 0;
  const place = (type: EntityType, position: (i: number, n: number) => [number, number], limit: number) => {
    const group = [...entities.values()].filter((e) => e.type === type).slice(0, limit);
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
  place('Person', (i, n) => [-460, (i - (n - 1) / 2) * 80], MAX_PER_ENTITY_SIDE);
  place('Organization', (i, n) => [460, (i - (n - 1) / 2) * 80], MAX_PER_ENTITY_SIDE);
  place('Location', (i) => LOCATION_SPOTS[i] ?? [0, 0], LOCATION_SPOTS.length);

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
