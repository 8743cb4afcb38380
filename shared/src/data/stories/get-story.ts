import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { storyPaths } from '../../contracts/stories';
import { type StoryDetail, storyDetailSchema } from '../../contracts/story-detail';
import { storyKeys } from './story-keys';

/** `GET /api/stories/{id}` (SPEC §7): the story with its artifacts, entities and related stories. */
export function getStory(api: ApiClient, storyId: string, signal?: AbortSignal): Promise<StoryDetail> {
  return api.request(storyPaths.detail(storyId), { schema: storyDetailSchema, signal });
}

export function storyQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: storyKeys.detail(storyId),
    queryFn: ({ signal }) => getStory(api, storyId, signal),
  });
}

export function useStory(api: ApiClient, storyId: string) {
  return useQuery(storyQueryOptions(api, storyId));
}
