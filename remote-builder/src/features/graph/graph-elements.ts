/**
 * What every evidence graph draws, independent of Cytoscape: nodes with a kind, a position and where a
 * click leads, and edges. The canvas and the table view read the same list, so they cannot disagree.
 */
import {
  ENTITY_TYPES,
  type EntityType,
  GRAPH_NODE_TYPES,
  type GraphNodeType,
} from '@cairn/shared/contracts/vocabulary';

export type GraphNodeKind = GraphNodeType | Lowercase<EntityType>;

/** Every kind of node, in legend order: the graph's own, then the entity types. */
export const GRAPH_NODE_KINDS: readonly GraphNodeKind[] = [
  ...GRAPH_NODE_TYPES,
  ...ENTITY_TYPES.map((type) => type.toLowerCase() as Lowercase<EntityType>),
];

export interface GraphNode {
  id: string;
  kind: GraphNodeKind;
  label: string;
  description: string;
  x: number;
  y: number;
  /** An app route (entity profiles) or an absolute URL (a source's original), or null: no action. */
  href: string | null;
  external: boolean;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface GraphElements {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export const KIND_LABELS: Record<GraphNodeKind, string> = {
  story: 'Story',
  claim: 'Claim',
  artifact: 'Source',
  person: 'Person',
  organization: 'Organization',
  location: 'Location',
};

/** Token names of each kind's colour (shared/src/tokens.css), read at draw time so dark mode applies. */
export const KIND_COLOURS: Record<GraphNodeKind, string> = {
  story: '--cairn-accent',
  claim: '--cairn-graph-claim',
  artifact: '--cairn-focus',
  person: '--cairn-person',
  organization: '--cairn-organization',
  location: '--cairn-location',
};

/** SPEC §2: the slug is the lower-cased name with spaces turned into hyphens. */
export function slugOf(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}
