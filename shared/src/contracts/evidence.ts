import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';
import { GRAPH_NODE_TYPES } from './vocabulary';

/** A story's evidence: its artifacts (the pages it is built from) and its evidence graph. */
export const evidenceRoutes = {
  graph: '/api/story/:id/graph',
} as const;

export const evidencePaths = {
  graph: (storyId: string) => fillApiRoute(evidenceRoutes.graph, { id: storyId }),
};

/** SPEC §3 'Artifact (source)': one page of a story (story detail `artifacts`, builder `sources`). */
export const storyArtifactSchema = z.object({
  id: z.uuid(),
  page_id: z.uuid(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  domain: z.string().nullable(),
  site: z.string().nullable(),
  /** The article's own publication instant when known, else null (never the time we fetched it). */
  pub_time: z.string().nullable(),
  gist: z.string().nullable(),
  snippet: z.string().nullable(),
  image_url: z.string().nullable(),
  author: z.string().nullable(),
  /** How well the page matched the story when it joined (0..1). */
  match_score: z.number(),
  added_at: z.string(),
});
export type StoryArtifact = z.infer<typeof storyArtifactSchema>;

export const graphNodeSchema = z.object({
  id: z.string(),
  type: z.enum(GRAPH_NODE_TYPES),
  label: z.string(),
  description: z.string(),
});
export const graphEdgeSchema = z.object({ source: z.string(), target: z.string() });

/** `GET /api/story/{id}/graph`: story → artifacts, artifact → its admitted claims. */
export const storyGraphResponseSchema = z.object({
  story_title: z.string(),
  nodes: z.array(graphNodeSchema),
  edges: z.array(graphEdgeSchema),
});
export type StoryGraphResponse = z.infer<typeof storyGraphResponseSchema>;
