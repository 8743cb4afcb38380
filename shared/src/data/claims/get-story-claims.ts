import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { claimPaths, type StoryClaimsResponse, storyClaimsResponseSchema } from '../../contracts/claims';
import { storyKeys } from '../stories/story-keys';

/** `GET /api/story/{id}/claims` (SPEC §7): admitted claims in 'Claim N' order, and the excluded ones. */
export function getStoryClaims(
  api: ApiClient,
  storyId: string,
  signal?: AbortSignal,
): Promise<StoryClaimsResponse> {
  return api.request(claimPaths.ofStory(storyId), { schema: storyClaimsResponseSchema, signal });
}

export function storyClaimsQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: storyKeys.claims(storyId),
    queryFn: ({ signal }) => getStoryClaims(api, storyId, signal),
  });
}

export function useStoryClaims(api: ApiClient, storyId: string) {
  return useQuery(storyClaimsQueryOptions(api, storyId));
}
