import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type StoryFund, storyFundSchema, tipPaths } from '../../contracts/tips';
import { tipKeys } from './tip-keys';

/** `GET /api/story/{id}/fund`: the story's real fund, its tips, the visitor's own and its builder count. */
export function getStoryFund(api: ApiClient, storyId: string, signal?: AbortSignal): Promise<StoryFund> {
  return api.request(tipPaths.fund(storyId), { schema: storyFundSchema, signal });
}

export function storyFundQueryOptions(api: ApiClient, storyId: string) {
  return queryOptions({
    queryKey: tipKeys.fund(storyId),
    queryFn: ({ signal }) => getStoryFund(api, storyId, signal),
  });
}

export function useStoryFund(api: ApiClient, storyId: string) {
  return useQuery(storyFundQueryOptions(api, storyId));
}
