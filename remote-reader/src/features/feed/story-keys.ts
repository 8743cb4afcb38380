import type { StoryFeedQuery } from '@cairn/shared/contracts/stories';

export type StoryFeedFilters = Pick<StoryFeedQuery, 'limit' | 'min_coherence' | 'category'>;

export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (filters: Partial<StoryFeedQuery>) => [...storyKeys.lists(), filters] as const,
  /** The paged home feed: its own segment, so its infinite-query data never shares a key with a list. */
  feed: (filters: StoryFeedFilters) => [...storyKeys.lists(), 'feed', filters] as const,
  details: () => [...storyKeys.all, 'detail'] as const,
  detail: (id: string) => [...storyKeys.details(), id] as const,
};
