import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { evidencePaths, type StoryGraphResponse, storyGraphResponseSchema } from '../../contracts/evidence';
import { storyKeys } from '../stories/story-keys';

/** `GET /api/story/{id}/graph` (SPEC §2 evidence graph): story → artifacts → admitted claims. */
export function getStoryGraph(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<StoryGraphResponse> {
  return api.request(evidencePaths.graph(storyId), { schema: storyGraphResponseSchema, signal });
}

export function storyGraphQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: storyKeys.graph(storyId),
    queryFn: ({ signal }) => getStoryGraph(api, storyId, signal),
  });
}

export function useStoryGraph(api: ApiClient, storyId: string) {
  return useQuery(storyGraphQueryOptions(api, storyId));
}
