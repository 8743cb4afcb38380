import { Button } from '@cairn/shared/ui/button';
import { useEffect } from 'react';
import { useDistanceToPageBottom } from '../hooks/use-distance-to-page-bottom';
import { LOAD_MORE_WITHIN_PX, PROGRESS_STARTS_WITHIN_PX } from '../model/feed-settings';
import styles from './feed-footer.module.css';

interface FeedFooterProps {
  storyCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * The end of the feed (SPEC §9): the next page loads when the reader is within 5 px of the page
 * bottom; from 1000 px away a thin bar fills up to show it is coming. A button does the same for
 * keyboard and switch users. After a failed page the feed waits for Try again instead of retrying on
 * every scroll event. Its own component, so scroll measurements re-render only this footer.
 */
export function FeedFooter({
  storyCount,
  hasNextPage,
  isFetchingNextPage,
  loadMoreFailed,
  onLoadMore,
}: FeedFooterProps) {
  const distance = useDistanceToPageBottom(`${storyCount}:${isFetchingNextPage}`);
  const canLoad = hasNextPage && !isFetchingNextPage && !loadMoreFailed;

  useEffect(() => {
    if (canLoad && distance <= LOAD_MORE_WITHIN_PX) onLoadMore();
  }, [canLoad, distance, onLoadMore]);

  const approach = hasNextPage
    ? isFetchingNextPage
      ? 1
      : Math.min(
          1,
          Math.max(
            0,
            (PROGRESS_STARTS_WITHIN_PX - distance) / (PROGRESS_STARTS_WITHIN_PX - LOAD_MORE_WITHIN_PX),
          ),
        )
    : 0;

  return (
    <div className={styles.footer}>
      {hasNextPage && distance <= PROGRESS_STARTS_WITHIN_PX && (
        <div className={styles.track} aria-hidden="true" data-testid="feed-progress">
          <span
            className={isFetchingNextPage ? `${styles.fill} ${styles.busy}` : styles.fill}
            style={{ transform: `scaleX(${approach})` }}
          />
        </div>
      )}
      <p className={styles.status} role="status">
        {isFetchingNextPage ? 'Loading more stories...' : ''}
      </p>
      {loadMoreFailed && (
        <div className={styles.failed} role="alert">
          <span>Couldn't load more stories.</span>
          <Button onClick={onLoadMore}>Try again</Button>
        </div>
      )}
      {canLoad && <Button onClick={onLoadMore}>Load more stories</Button>}
      {!hasNextPage && storyCount > 0 && <p className={styles.end}>You've reached the end</p>}
    </div>
  );
}
