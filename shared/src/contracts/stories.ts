import { z } from '@cairn/shared/zod';
import { fillApiRoute, withQuery } from './api-paths';
import { storyCategorySchema } from './vocabulary';

/** The story resource: `GET /api/stories` (the feed and its lists) and `GET /api/stories/{id}`. */
export const storyRoutes = {
  list: '/api/stories',
  /** Its answer is `storyDetailSchema` (./story-detail.ts). */
  detail: '/api/stories/:id',
} as const;

/** `{ id }` of every `/api/stories/:id` and `/api/story/:id/…` route: a UUID, else the caller's 400. */
export const storyIdParamsSchema = z.object({ id: z.uuid() });

/** SPEC §3 'Story (feed item)'. */
export const storyFeedItemSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  category: storyCategorySchema.default('global'),
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
  category: storyCategorySchema.optional(),
});
export type StoryFeedQuery = z.infer<typeof storyFeedQuerySchema>;
/** What a client asks the list for: the server fills in the defaults of what it leaves out. */
export type StoryListQuery = Partial<StoryFeedQuery>;

export const storyFeedResponseSchema = z.object({
  stories: z.array(storyFeedItemSchema),
});
export type StoryFeedResponse = z.infer<typeof storyFeedResponseSchema>;

export const storyPaths = {
  /**
   * `/api/stories?limit&min_coherence&max_coherence&offset&category`, in that order, without the values
   * left undefined: the screen table's `firstReads` are these exact addresses (stories.test.ts).
   */
  list: (query: StoryListQuery = {}) =>
    withQuery(storyRoutes.list, {
      limit: query.limit,
      min_coherence: query.min_coherence,
      max_coherence: query.max_coherence,
      offset: query.offset,
      category: query.category,
    }),
  detail: (id: string) => fillApiRoute(storyRoutes.detail, { id }),
};
