import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type BuilderStoryResponse, builderPaths, builderStoryResponseSchema } from '../../contracts/builder';
import { builderKeys } from './builder-keys';

/** `GET /api/builder/story/{id}` (SPEC §3 'Builder story response'): the workspace in one call. */
export function getBuilderStory(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<BuilderStoryResponse> {
  return api.request(builderPaths.story(storyId), { schema: builderStoryResponseSchema, signal });
}

export function builderStoryQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: builderKeys.story(storyId),
    queryFn: ({ signal }) => getBuilderStory(api, storyId, signal),
  });
}

export function useBuilderStory(api: ApiClient, storyId: string) {
  return useQuery(builderStoryQueryOptions(api, storyId));
}
