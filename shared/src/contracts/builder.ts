import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';
import { storyClaimSchema } from './claims';
import { storyArtifactSchema } from './evidence';
import { entityTypeSchema } from './vocabulary';

/** The builder workspace (SPEC §2, §3): its story picker and one story's claims by modality. */
export const builderRoutes = {
  stories: '/api/builder/stories',
  story: '/api/builder/story/:id',
  /** DELETE: 'Remove Source' detaches the page from the story, which is recomposed. */
  source: '/api/story/:id/sources/:pageId',
  /** POST: 'Re-extract Claims' runs the page's analysis again as a pipeline job; poll the task it answers. */
  reextract: '/api/story/:id/sources/:pageId/reextract',
  /** The story's revisions, one per recomposition, newest first. */
  revisions: '/api/story/:id/revisions',
  revision: '/api/story/:id/revisions/:revisionId',
  /** The visitors who added evidence to the story or reviewed its claims. */
  builders: '/api/story/:id/builders',
} as const;

export const builderPaths = {
  stories: () => builderRoutes.stories,
  story: (storyId: string) => fillApiRoute(builderRoutes.story, { id: storyId }),
  source: (storyId: string, pageId: string) => fillApiRoute(builderRoutes.source, { id: storyId, pageId }),
  reextract: (storyId: string, pageId: string) =>
    fillApiRoute(builderRoutes.reextract, { id: storyId, pageId }),
  revisions: (storyId: string) => fillApiRoute(builderRoutes.revisions, { id: storyId }),
  revision: (storyId: string, revisionId: string) =>
    fillApiRoute(builderRoutes.revision, { id: storyId, revisionId }),
  builders: (storyId: string) => fillApiRoute(builderRoutes.builders, { id: storyId }),
};

export const storySourceParamsSchema = z.object({ id: z.uuid(), pageId: z.uuid() });
export const storyRevisionParamsSchema = z.object({ id: z.uuid(), revisionId: z.uuid() });

/** `DELETE /api/story/{id}/sources/{pageId}`: the story after the source left it. */
export const removeSourceResponseSchema = z.object({
  success: z.literal(true),
  source_count: z.number().int(),
  coherence_score: z.number(),
});
export type RemoveSourceResponse = z.infer<typeof removeSourceResponseSchema>;

/** `POST /api/story/{id}/sources/{pageId}/reextract`: the task to poll with `GET /api/task/{taskId}`. */
export const reextractResponseSchema = z.object({ task_id: z.uuid() });
export type ReextractResponse = z.infer<typeof reextractResponseSchema>;

/** Why a story was recomposed. */
export const REVISION_CAUSES = ['source_added', 'source_removed', 'claims_reextracted'] as const;
export type RevisionCause = (typeof REVISION_CAUSES)[number];
export const revisionCauseSchema = z.enum(REVISION_CAUSES);

export const storyRevisionSummarySchema = z.object({
  id: z.uuid(),
  /** 1 for the first revision of the story. */
  number: z.number().int(),
  title: z.string(),
  coherence_score: z.number(),
  source_count: z.number().int(),
  claim_count: z.number().int(),
  cause: revisionCauseSchema,
  created_at: z.string(),
});
export type StoryRevisionSummary = z.infer<typeof storyRevisionSummarySchema>;
export const storyRevisionListResponseSchema = z.object({
  revisions: z.array(storyRevisionSummarySchema),
});
export type StoryRevisionListResponse = z.infer<typeof storyRevisionListResponseSchema>;
export const storyRevisionResponseSchema = storyRevisionSummarySchema.extend({
  gist: z.string().nullable(),
  /** The narrative as composed then, with its citation and entity markup. */
  content: z.string().nullable(),
});
export type StoryRevisionResponse = z.infer<typeof storyRevisionResponseSchema>;

/** One contributor: a visitor who added evidence to the story (or reviewed its claims). */
export const storyBuilderSchema = z.object({
  /** SPEC §6: the visitor id shortened to 8 alphanumeric characters; the full id is never shown. */
  short_id: z.string(),
  /** A contributor known by name rather than by id ('Demo corpus' for the sample articles of a first start). */
  name: z.string().nullable().optional(),
  /** True for the visitor asking (their X-User-Id). */
  you: z.boolean(),
  evidence_count: z.number().int(),
  /** Approve / Reject votes on the story's claims. */
  review_count: z.number().int(),
  last_active: z.string(),
});
export type StoryBuilder = z.infer<typeof storyBuilderSchema>;
export const storyBuildersResponseSchema = z.object({ builders: z.array(storyBuilderSchema) });
export type StoryBuildersResponse = z.infer<typeof storyBuildersResponseSchema>;

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
