import { z } from '@cairn/shared/zod';

/** SPEC §3 'Story (feed item)'. */
export const storyFeedItemSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(['local', 'global']).default('global'),
  artifact_count: z.number().int(),
  claim_count: z.number().int(),
  people_count: z.number().int(),
  locations: z.array(z.string()),
  last_updated_human: z.string().default('recently'),
  cover_image: z.string().nullable(),
  health_indicator: z.string().nullable(),
  coherence_score: z.number(),
  updated_at: z.string(),
});
export type StoryFeedItem = z.infer<typeof storyFeedItemSchema>;

/** `GET /api/stories?limit&offset&min_coherence&max_coherence` (SPEC §7). */
export const storyFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).default(0),
  min_coherence: z.coerce.number().min(0).max(1).default(0),
  max_coherence: z.coerce.number().min(0).max(1).optional(),
  /** Cairn's extension for the geo-scope slider: only local (US focus) or only global stories. */
  category: z.enum(['local', 'global']).optional(),
});
export type StoryFeedQuery = z.infer<typeof storyFeedQuerySchema>;

export const storyFeedResponseSchema = z.object({
  stories: z.array(storyFeedItemSchema),
});
export type StoryFeedResponse = z.infer<typeof storyFeedResponseSchema>;

/** SPEC §3 'Story (detail)': the fields every consumer relies on; more are added as they exist. */
export const storyDetailSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    description: z.string().nullish(),
    gist: z.string().nullish(),
    content: z.string().nullish(),
    category: z.string().nullish(),
    coherence_score: z.number().nullish(),
    health_indicator: z.string().nullish(),
    artifact_count: z.number().int().nullish(),
    claim_count: z.number().int().nullish(),
    people_count: z.number().int().nullish(),
    locations: z.array(z.string()).nullish(),
    last_updated_human: z.string().nullish(),
    updated_at: z.string().nullish(),
    created_at: z.string().nullish(),
  })
  .passthrough();
export type StoryDetail = z.infer<typeof storyDetailSchema>;
