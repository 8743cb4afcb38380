import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type StorySearchMatch, searchPaths, storySearchResponseSchema } from '../../contracts/search';
import { searchKeys } from './search-keys';

// SPEC §9: minimum 2 characters, 5 results (the header also debounces by 300 ms).
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_LIMIT = 5;

/** The matches together with the query they answer, so a message never names the wrong query. */
export interface StorySearchResult {
  query: string;
  matches: StorySearchMatch[];
}

/** `POST /api/stories/search` (SPEC §7). */
export async function postStorySearch(api: ApiClient, query: string, signal?: AbortSignal) {
  const data = await api.request(searchPaths.stories(), {
    method: 'POST',
    body: { query, limit: SEARCH_LIMIT },
    schema: storySearchResponseSchema,
    signal,
  });
  return { query, matches: data.matches.slice(0, SEARCH_LIMIT) } satisfies StorySearchResult;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function storySearchQueryOptions(api: ApiClient, query: string) {
  return queryOptions({
    // One cache entry per query: a late answer to an older query lands in that query's entry and can
    // never replace what the box shows for the newer one. Leaving a key also aborts its request.
    queryKey: searchKeys.query(query),
    queryFn: async ({ signal }) => {
      try {
        return await postStorySearch(api, query, signal);
      } catch (error) {
        // SPEC §8: search errors are logged (the box then shows an emptied list). An abort is not one.
        if (!isAbort(error)) console.error('Story search failed', error);
        throw error;
      }
    },
    enabled: query.length >= SEARCH_MIN_CHARS,
    // A failed search is not retried behind the user's back; the next keystroke searches again.
    retry: false,
    // While the next query loads, the box keeps the previous answer instead of flickering empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Searches for an already debounced, trimmed query; shorter than 2 characters does not search. */
export function useStorySearch(api: ApiClient, query: string) {
  return useQuery(storySearchQueryOptions(api, query));
}
