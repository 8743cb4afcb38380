import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryFeedItem, StoryListQuery } from '@cairn/shared/contracts/stories';
import { storyListQueryOptions } from '@cairn/shared/data/stories/get-stories';
import { MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';
import { useQuery } from '@tanstack/react-query';

// SPEC §7, §9: 5 threads under the max coherence (default 0.7), refreshed every 60 s.
export const THREAD_LIMIT = 5;
export const THREADS_REFRESH_MS = 60_000;

/** `GET /api/stories?limit=5&min_coherence=0&max_coherence=0.7`: the least mature stories. */
export const LOW_MATURITY_QUERY = {
  limit: THREAD_LIMIT,
  min_coherence: 0,
  max_coherence: MATURITY_MATURE_AT,
} as const satisfies StoryListQuery;

/** The server honours the limit; the panel never shows more than 5 even if it did not. */
function firstThreads(stories: StoryFeedItem[]): StoryFeedItem[] {
  return stories.slice(0, THREAD_LIMIT);
}

export function useLowMaturityThreads(api: ApiClient) {
  return useQuery({
    ...storyListQueryOptions(api, LOW_MATURITY_QUERY),
    refetchInterval: THREADS_REFRESH_MS,
    select: firstThreads,
  });
}
