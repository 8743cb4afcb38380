import type { ApiClient } from '@cairn/shared/api/client';
import { storyFeedResponseSchema } from '@cairn/shared/contracts/stories';
import { MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';
import { queryOptions, useQuery } from '@tanstack/react-query';

// SPEC §7, §9: 5 threads under the max coherence (default 0.7), refreshed every 60 s.
export const THREAD_LIMIT = 5;
export const THREADS_REFRESH_MS = 60_000;

const filters = { limit: THREAD_LIMIT, min_coherence: 0, max_coherence: MATURITY_MATURE_AT } as const;

/** Same key shape as the reader's story lists (['stories', 'list', filters]): one cache per query. */
export const lowMaturityKeys = {
  list: () => ['stories', 'list', filters] as const,
};

/** `GET /api/stories?limit=5&min_coherence=0&max_coherence=0.7`: the least mature stories. */
export async function getLowMaturityThreads(api: ApiClient, signal?: AbortSignal) {
  const data = await api.request(
    `/api/stories?limit=${filters.limit}&min_coherence=${filters.min_coherence}&max_coherence=${filters.max_coherence}`,
    { schema: storyFeedResponseSchema, signal },
  );
  // The server honours the limit; the panel never shows more than 5 even if it did not.
  return data.stories.slice(0, THREAD_LIMIT);
}

export function lowMaturityThreadsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lowMaturityKeys.list(),
    queryFn: ({ signal }) => getLowMaturityThreads(api, signal),
    refetchInterval: THREADS_REFRESH_MS,
  });
}

export function useLowMaturityThreads(api: ApiClient) {
  return useQuery(lowMaturityThreadsQueryOptions(api));
}
