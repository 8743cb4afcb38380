import { z } from '@cairn/shared/zod';
import { type InfiniteData, infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../api/api-error';
import { type ApiClient, createApiClient } from '../../api/client';
import type { HostServices } from '../../contracts/exposed-modules';
import {
  type StoryFeedItem,
  type StoryListQuery,
  storyFeedResponseSchema,
  storyPaths,
} from '../../contracts/stories';
import { type StoryFeedFilters, storyKeys } from './story-keys';

// `GET /api/stories` (SPEC §7): a list of stories by coherence (the low-maturity panel), and the same
// list paged by offset (the home feed).

/** One list of stories. */
export async function getStories(api: ApiClient, query: StoryListQuery, signal?: AbortSignal) {
  const data = await api.request(storyPaths.list(query), { schema: storyFeedResponseSchema, signal });
  return data.stories;
}

export function storyListQueryOptions(api: ApiClient, query: StoryListQuery) {
  return queryOptions({
    queryKey: storyKeys.list(query),
    queryFn: ({ signal }) => getStories(api, query, signal),
  });
}

export function useStoryList(api: ApiClient, query: StoryListQuery) {
  return useQuery(storyListQueryOptions(api, query));
}

// ---------------------------------------------------------------- the paged feed

/** The server answered, but with an error field instead of stories (SPEC §8: 'No threads available'). */
export class FeedServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedServerError';
  }
}

// The contract's response plus the `error` field SPEC §7 says the feed reads: a reply carrying it is
// the server's own "no threads" answer, not a malformed one.
const feedReplySchema = storyFeedResponseSchema.partial().extend({ error: z.string().optional() });

export type StoryFeedPage = StoryFeedItem[];
export type StoryFeedData = InfiniteData<StoryFeedPage, number>;

/** `GET /api/stories?limit={limit}&min_coherence={n}[&offset={count loaded}][&category=local|global]`. */
export async function getStoryFeedPage(
  api: ApiClient,
  filters: StoryFeedFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<StoryFeedPage> {
  const path = storyPaths.list({ ...filters, offset: offset > 0 ? offset : undefined });
  const reply = await api.request(path, { schema: feedReplySchema, signal });
  if (reply.error) throw new FeedServerError(reply.error);
  if (!reply.stories) {
    throw new ApiError('Invalid response from server', { status: 200, code: 'invalid_shape' });
  }
  return reply.stories;
}

/**
 * The feed's API client. SPEC §7/§8: the feed reads an `error` field from the body ('No threads
 * available') and reports any other failure as 'Failed to load stories'. The shared client turns every
 * error status into a generic ApiError and drops the body, so a proxy's empty 502 and the server's
 * `{ error }` would look alike; here an error status whose JSON body names an error is handed on as
 * that body, for the feed's own schema to read.
 */
export function createFeedApiClient(host: Pick<HostServices, 'apiBase' | 'userId'>): ApiClient {
  return createApiClient({ baseUrl: host.apiBase, userId: host.userId, fetch: fetchKeepingErrorBodies });
}

/** `createFeedApiClient` for the host's services, the same client while they stay the same. */
export function useFeedApiClient(host: Pick<HostServices, 'apiBase' | 'userId'>): ApiClient {
  const { apiBase, userId } = host;
  return useMemo(() => createFeedApiClient({ apiBase, userId }), [apiBase, userId]);
}

async function fetchKeepingErrorBodies(...args: Parameters<typeof fetch>): Promise<Response> {
  const response = await fetch(...args);
  if (response.ok) return response;
  const text = await response.clone().text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
  } catch {
    // Not JSON (a proxy's page, an empty reply): the client reports it as a failure.
  }
  return response;
}

/** The server answered with an error field: 'No threads available' rather than 'Failed to load stories'. */
export function isServerReportedError(error: unknown): boolean {
  return error instanceof FeedServerError;
}

/** How many stories the feed holds, counted as the server sent them: the next page's offset. */
export function countLoaded(pages: readonly StoryFeedPage[]): number {
  return pages.reduce((total, page) => total + page.length, 0);
}

export function storyFeedQueryOptions(api: ApiClient, filters: StoryFeedFilters) {
  return infiniteQueryOptions({
    queryKey: storyKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => getStoryFeedPage(api, filters, pageParam, signal),
    initialPageParam: 0,
    // SPEC §9: more is assumed while a full page comes back; the next offset is the count loaded.
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length < filters.limit ? undefined : countLoaded(allPages),
  });
}
