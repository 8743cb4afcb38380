import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  type BuilderStoryListResponse,
  builderPaths,
  builderStoryListResponseSchema,
} from '../../contracts/builder';
import { builderKeys } from './builder-keys';

/** `GET /api/builder/stories` (SPEC §7): the builder's story picker, most recently updated first. */
export function getBuilderStories(api: ApiClient, signal?: AbortSignal): Promise<BuilderStoryListResponse> {
  return api.request(builderPaths.stories(), { schema: builderStoryListResponseSchema, signal });
}

export function builderStoriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: builderKeys.stories(),
    queryFn: ({ signal }) => getBuilderStories(api, signal),
  });
}

export function useBuilderStories(api: ApiClient) {
  return useQuery(builderStoriesQueryOptions(api));
}
