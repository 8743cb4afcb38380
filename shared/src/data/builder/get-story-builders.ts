import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  builderPaths,
  type StoryBuildersResponse,
  storyBuildersResponseSchema,
} from '../../contracts/builder';
import { builderKeys } from './builder-keys';

/** `GET /api/story/{id}/builders`: the visitors who contributed (Active Builders, Building Together). */
export function getStoryBuilders(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<StoryBuildersResponse> {
  return api.request(builderPaths.builders(storyId), { schema: storyBuildersResponseSchema, signal });
}

export function storyBuildersQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: builderKeys.builders(storyId),
    queryFn: ({ signal }) => getStoryBuilders(api, storyId, signal),
  });
}

export function useStoryBuilders(api: ApiClient, storyId: string) {
  return useQuery(storyBuildersQueryOptions(api, storyId));
}
