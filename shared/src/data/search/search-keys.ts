import { storyKeys } from '../stories/story-keys';

/** The query keys of story search: one entry per query, under the stories. */
export const searchKeys = {
  all: [...storyKeys.all, 'search'] as const,
  query: (query: string) => [...searchKeys.all, query] as const,
};
