import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { isServerReportedError, useFeedApiClient } from '@cairn/shared/data/stories/get-stories';
import { Button } from '@cairn/shared/ui/button';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useMemo } from 'react';
import { FeedControls } from './components/feed-controls';
import { FeedFooter } from './components/feed-footer';
import { StoryCard } from './components/story-card';
import { StoryCardSkeleton } from './components/story-card-skeleton';
import { usePersistedSlider } from './hooks/use-persisted-slider';
import { useStoryFeed } from './hooks/use-story-feed';
import {
  categoryForScope,
  feedFilters,
  filtersNarrowFeed,
  GEO_SCOPE_RANGE,
  GEO_SCOPE_STORAGE_KEY,
  MIN_COHERENCE_RANGE,
  MIN_COHERENCE_STORAGE_KEY,
} from './model/feed-settings';
import styles from './story-feed.module.css';

const SKELETON_CARDS = 3;

/** Home feed (SPEC §2 'Home', §9 'Feed and search'): controls, story cards, refresh and paging. */
function StoryFeedScreen({ host }: ExposedModuleProps['reader/StoryFeed']) {
  const api = useFeedApiClient(host);
  const minCoherence = usePersistedSlider(MIN_COHERENCE_STORAGE_KEY, MIN_COHERENCE_RANGE);
  const geoScope = usePersistedSlider(GEO_SCOPE_STORAGE_KEY, GEO_SCOPE_RANGE);
  const category = categoryForScope(geoScope.value);
  // Only the settled values reach the query: dragging does not fetch at every step.
  const filters = useMemo(() => feedFilters(minCoherence.value, category), [minCoherence.value, category]);
  const feed = useStoryFeed(api, filters);

  function showEverything() {
    minCoherence.set(MIN_COHERENCE_RANGE.min);
    geoScope.set(GEO_SCOPE_RANGE.defaultValue);
  }

  return (
    <div className={styles.feed}>
      <h2 className="cairn-visually-hidden">Stories</h2>
      <FeedControls
        minCoherence={minCoherence.position}
        onMinCoherenceMove={minCoherence.move}
        geoScope={geoScope.position}
        onGeoScopeMove={geoScope.move}
        onRefresh={() => void feed.refresh()}
        isRefreshing={feed.isRefreshing}
        refreshFailed={feed.refreshFailed}
        newStoriesCount={feed.newStoriesCount}
      />
      {feed.isInitialLoading ? (
        <div className={styles.loading}>
          <StateMessage title="Loading threads..." />
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <StoryCardSkeleton key={i} />
          ))}
        </div>
      ) : feed.initialError ? (
        isServerReportedError(feed.initialError) ? (
          <StateMessage title="No threads available">
            <Button onClick={feed.retry}>Try again</Button>
          </StateMessage>
        ) : (
          <StateMessage tone="error" title="Failed to load stories">
            <Button onClick={feed.retry}>Try again</Button>
          </StateMessage>
        )
      ) : feed.stories.length === 0 ? (
        <StateMessage title="No threads yet. Seed the first one!">
          {filtersNarrowFeed(filters.min_coherence, geoScope.value) && (
            <>
              <p className={styles.hint}>
                Your sliders may be hiding stories: slide Emerging to Mature down, or Local to Universe to the
                middle, to widen the feed.
              </p>
              <Button onClick={showEverything}>Show all stories</Button>
            </>
          )}
        </StateMessage>
      ) : (
        <>
          <p className="cairn-visually-hidden" role="status">
            {feed.isUpdating ? 'Updating stories...' : ''}
          </p>
          <ul
            className={styles.list}
            aria-busy={feed.isUpdating || undefined}
            data-updating={feed.isUpdating || undefined}
          >
            {feed.stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
          <FeedFooter
            storyCount={feed.stories.length}
            hasNextPage={feed.hasNextPage}
            isFetchingNextPage={feed.isFetchingNextPage}
            loadMoreFailed={feed.loadMoreFailed}
            onLoadMore={feed.loadMore}
          />
        </>
      )}
    </div>
  );
}

export default function StoryFeed(props: ExposedModuleProps['reader/StoryFeed']) {
  return (
    <RemoteScope name="reader">
      <StoryFeedScreen {...props} />
    </RemoteScope>
  );
}
