import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  builderPaths,
  type StoryRevisionResponse,
  storyRevisionResponseSchema,
} from '../../contracts/builder';
import { builderKeys } from './builder-keys';

/** `GET /api/story/{id}/revisions/{revisionId}`: one revision with its text (View, Compare). */
export function getStoryRevision(
  api: ApiClient,
  storyId: string,
  revisionId: string,
  signal?: AbortSignal,
): Promise<StoryRevisionResponse> {
  return api.request(builderPaths.revision(storyId, revisionId), {
    schema: storyRevisionResponseSchema,
    signal,
  });
}

export function storyRevisionQueryOptions(api: ApiClient, storyId: string, revisionId: string) {
  return queryOptions({
    queryKey: builderKeys.revision(storyId, revisionId),
    queryFn: ({ signal }) => getStoryRevision(api, storyId, revisionId, signal),
    // A revision never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStoryRevision(api: ApiClient, storyId: string, revisionId: string | null) {
  return useQuery({
    ...storyRevisionQueryOptions(api, storyId, revisionId ?? ''),
    enabled: revisionId !== null,
  });
}
