import { z } from '@cairn/shared/zod';
import { storyCategorySchema } from './vocabulary';

/** Story search (SPEC §7, §9): the header's search box and the builder's story picker. */
export const searchRoutes = {
  stories: '/api/stories/search',
} as const;

export const searchPaths = {
  stories: () => searchRoutes.stories,
};

/** `POST /api/stories/search` body (SPEC §7, §9: 5 results by default). */
export const storySearchRequestSchema = z.object({
  query: z.string().max(500, 'The query is too long (500 characters at most)'),
  limit: z.number().int().min(1).max(20).default(5),
});
export type StorySearchRequest = z.input<typeof storySearchRequestSchema>;

/** SPEC §3 'Search match'. */
export const storySearchMatchSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: storyCategorySchema,
  artifact_count: z.number().int(),
});
export type StorySearchMatch = z.infer<typeof storySearchMatchSchema>;

export const storySearchResponseSchema = z.object({ matches: z.array(storySearchMatchSchema) });
export type StorySearchResponse = z.infer<typeof storySearchResponseSchema>;
