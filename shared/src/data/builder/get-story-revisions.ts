import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  builderPaths,
  type StoryRevisionListResponse,
  storyRevisionListResponseSchema,
} from '../../contracts/builder';
import { builderKeys } from './builder-keys';

/** `GET /api/story/{id}/revisions`: one per recomposition, newest first (the Revisions tab). */
export function getStoryRevisions(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<StoryRevisionListResponse> {
  return api.request(builderPaths.revisions(storyId), { schema: storyRevisionListResponseSchema, signal });
}

export function storyRevisionsQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: builderKeys.revisions(storyId),
    queryFn: ({ signal }) => getStoryRevisions(api, storyId, signal),
  });
}

export function useStoryRevisions(api: ApiClient, storyId: string) {
  return useQuery(storyRevisionsQueryOptions(api, storyId));
}
