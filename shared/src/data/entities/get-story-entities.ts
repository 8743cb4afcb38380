import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  entityPaths,
  type StoryEntitiesResponse,
  storyEntitiesResponseSchema,
} from '../../contracts/entities';
import { storyKeys } from '../stories/story-keys';

/** `GET /api/story/{id}/entities` (SPEC §7): the people, organizations and locations of a story. */
export function getStoryEntities(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<StoryEntitiesResponse> {
  return api.request(entityPaths.ofStory(storyId), { schema: storyEntitiesResponseSchema, signal });
}

export function storyEntitiesQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: storyKeys.entities(storyId),
    queryFn: ({ signal }) => getStoryEntities(api, storyId, signal),
  });
}

export function useStoryEntities(api: ApiClient, storyId: string) {
  return useQuery(storyEntitiesQueryOptions(api, storyId));
}
