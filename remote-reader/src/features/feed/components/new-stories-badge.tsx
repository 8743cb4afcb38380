import styles from './feed-controls.module.css';

/** SPEC §2: '{n} new story' or '{n} new stories' after a refresh that brought unseen stories. */
export function newStoriesText(count: number): string {
  return `${count} new ${count === 1 ? 'story' : 'stories'}`;
}

/**
 * The live region stays in the page while empty, so screen readers announce the badge when it
 * appears. A failed refresh says so here without touching the list (SPEC §8).
 */
export function NewStoriesBadge({ count, refreshFailed }: { count: number; refreshFailed: boolean }) {
  return (
    <p className={styles.notice} role="status">
      {count > 0 ? (
        <span className={styles.badge}>{newStoriesText(count)}</span>
      ) : refreshFailed ? (
        <span className={styles.refreshFailed}>Couldn't refresh. Showing the stories already loaded.</span>
      ) : null}
    </p>
  );
}
