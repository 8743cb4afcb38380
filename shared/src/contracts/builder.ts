import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';
import { storyClaimSchema } from './claims';
import { storyArtifactSchema } from './evidence';
import { entityTypeSchema } from './vocabulary';

/** The builder workspace (SPEC §2, §3): its story picker and one story's claims by modality. */
export const builderRoutes = {
  stories: '/api/builder/stories',
  story: '/api/builder/story/:id',
} as const;

export const builderPaths = {
  stories: () => builderRoutes.stories,
  story: (storyId: string) => fillApiRoute(builderRoutes.story, { id: storyId }),
};

/** SPEC §3 'Builder story list item'. */
export const builderStoryListItemSchema = z.object({
  id: z.uuid(),
  topic: z.string(),
  gist: z.string().nullable(),
  coherence: z.number(),
});
export const builderStoryListResponseSchema = z.object({ stories: z.array(builderStoryListItemSchema) });
export type BuilderStoryListResponse = z.infer<typeof builderStoryListResponseSchema>;

/** `GET /api/builder/story/{id}` (SPEC §3 'Builder story response'). */
export const builderStoryResponseSchema = z.object({
  story: z.object({
    id: z.uuid(),
    topic: z.string(),
    gist: z.string().nullable(),
    coherence_score: z.number(),
    updated_at: z.string(),
  }),
  claims: z.array(storyClaimSchema),
  /** The artifacts, newest publication first (undated last). */
  sources: z.array(storyArtifactSchema),
  /** One thread per builder modality (BUILDER_MODALITIES), aliases folded in. */
  threads: z.object({
    observation: z.array(storyClaimSchema),
    reported_speech: z.array(storyClaimSchema),
    opinion: z.array(storyClaimSchema),
    allegation: z.array(storyClaimSchema),
  }),
  page_entities: z.array(
    z.object({ page_url: z.string().nullable(), canonical_name: z.string(), type: entityTypeSchema }),
  ),
  claim_entities: z.array(
    z.object({
      type: entityTypeSchema,
      canonical_id: z.uuid(),
      canonical_name: z.string(),
      wikidata_qid: z.string().nullable(),
      wikidata_thumbnail: z.string().nullable(),
      role: z.string().nullable(),
    }),
  ),
});
export type BuilderStoryResponse = z.infer<typeof builderStoryResponseSchema>;
