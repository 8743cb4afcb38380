import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import {
  getStoryFeedPage,
  type StoryFeedData,
  storyFeedQueryOptions,
} from '@cairn/shared/data/stories/get-stories';
import type { StoryFeedFilters } from '@cairn/shared/data/stories/story-keys';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FEED_REFRESH_MS, NEW_STORIES_BADGE_MS } from '../model/feed-settings';
import { countUnseen, mergeRefreshedPage } from '../model/merge-refreshed-page';

/** The badge's content; a new object per refresh, so a second refresh restarts its 5 s. */
interface NewStoriesNotice {
  count: number;
}

/**
 * The home feed's data: pages of 12 by offset, the first page refreshed every 30 s (and on demand)
 * and folded into what is loaded, and the count of stories that refresh brought which the reader had
 * not seen, shown for 5 s (SPEC §9). A failed refresh keeps the list (SPEC §8); only a feed with
 * nothing loaded yet retries as a whole.
 */
export function useStoryFeed(api: ApiClient, filters: StoryFeedFilters) {
  const queryClient = useQueryClient();
  const options = useMemo(() => storyFeedQueryOptions(api, filters), [api, filters]);
  // The old list stays on screen (marked as updating) while a new filter's first page loads.
  const feed = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  const { queryKey } = options;

  const stories = useMemo(() => uniqueById(feed.data?.pages.flat() ?? []), [feed.data]);

  const seenIds = useRef(new Set<string>());
  useEffect(() => {
    for (const story of stories) seenIds.current.add(story.id);
  }, [stories]);

  const [notice, setNotice] = useState<NewStoriesNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NEW_STORIES_BADGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const [isRefreshing, setIsRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    const state = queryClient.getQueryState<StoryFeedData>(queryKey);
    if (!state?.data) {
      // Nothing loaded for these filters: a failed first load is retried; a running one is left alone.
      if (state?.status === 'error') await queryClient.refetchQueries({ queryKey, exact: true });
      return;
    }
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setIsRefreshing(true);
    try {
      const fresh = await getStoryFeedPage(api, filters, 0, controller.signal);
      const unseen = countUnseen(fresh, seenIds.current);
      queryClient.setQueryData<StoryFeedData>(queryKey, (data) => data && mergeRefreshedPage(data, fresh));
      setRefreshFailed(false);
      if (unseen > 0) setNotice({ count: unseen });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Story feed refresh failed; keeping the loaded stories', error);
      setRefreshFailed(true);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setIsRefreshing(false);
      }
    }
  }, [api, filters, queryClient, queryKey]);

  // A refresh started for other filters must not fold its page into these.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
      setIsRefreshing(false);
    },
    [queryKey],
  );

  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  useEffect(() => {
    const timer = setInterval(() => {
      // A hidden tab waits; the next tick after it is shown catches up.
      if (document.visibilityState === 'hidden') return;
      void refreshRef.current();
    }, FEED_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const { fetchNextPage, refetch } = feed;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    stories,
    /** Nothing to show yet for any filters. */
    isInitialLoading: feed.isPending,
    /** The first page of these filters failed and there is no list to keep. */
    initialError: feed.data ? null : feed.error,
    /** A new filter's list is on its way; the previous one is still shown. */
    isUpdating: feed.isPlaceholderData,
    hasNextPage: feed.hasNextPage && !feed.isPlaceholderData,
    isFetchingNextPage: feed.isFetchingNextPage,
    loadMoreFailed: feed.isFetchNextPageError,
    loadMore,
    retry,
    refresh,
    isRefreshing,
    refreshFailed,
    newStoriesCount: notice?.count ?? 0,
  };
}

/** A story moved up by an update can come back in a later page: show it once. */
function uniqueById(stories: StoryFeedItem[]): StoryFeedItem[] {
  const seen = new Set<string>();
  return stories.filter((story) => {
    if (seen.has(story.id)) return false;
    seen.add(story.id);
    return true;
  });
}
