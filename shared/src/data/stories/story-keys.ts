import type { StoryFeedQuery, StoryListQuery } from '../../contracts/stories';

/** What the paged home feed asks for: its offset is the page, not part of the key. */
export type StoryFeedFilters = Pick<StoryFeedQuery, 'limit' | 'min_coherence' | 'category'>;

/**
 * The query keys of stories (DESIGN §4 key factory), for every app on the page: the remotes share the
 * host's one QueryClient, so a key written by hand elsewhere (a typo, another order) would silently keep
 * a second copy of the same data. A story's sub-resources sit under its detail key.
 */
export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (query: StoryListQuery) => [...storyKeys.lists(), query] as const,
  /** The paged home feed: its own segment, so its infinite-query data never shares a key with a list. */
  feed: (filters: StoryFeedFilters) => [...storyKeys.lists(), 'feed', filters] as const,
  details: () => [...storyKeys.all, 'detail'] as const,
  detail: (id: string) => [...storyKeys.details(), id] as const,
  claims: (id: string) => [...storyKeys.detail(id), 'claims'] as const,
  entities: (id: string) => [...storyKeys.detail(id), 'entities'] as const,
  graph: (id: string) => [...storyKeys.detail(id), 'graph'] as const,
};
