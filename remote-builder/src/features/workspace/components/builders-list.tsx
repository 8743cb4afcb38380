import type { ApiClient } from '@cairn/shared/api/client';
import { useStoryBuilders } from '@cairn/shared/data/builder/get-story-builders';
import styles from '../workspace.module.css';

/** Active Builders / Building Together: the visitors who really added evidence or reviewed claims. */
export function BuildersList({ api, storyId, title }: { api: ApiClient; storyId: string; title: string }) {
  const builders = useStoryBuilders(api, storyId);
  return (
    <section className={styles.panel} aria-labelledby="builders-heading">
      <h2 id="builders-heading" className={styles.panelTitle}>
        {title}
      </h2>
      {builders.isPending && <p className={`${styles.small} ${styles.muted}`}>Loading builders...</p>}
      {builders.isError && <p className={`${styles.small} ${styles.muted}`}>Builders could not be loaded</p>}
      {builders.data && builders.data.builders.length === 0 && (
        <p className={`${styles.small} ${styles.muted}`}>
          No contributions yet: add evidence or review a claim.
        </p>
      )}
      {builders.data && builders.data.builders.length > 0 && (
        <ul className={styles.list}>
          {builders.data.builders.map((b) => (
            <li key={b.short_id} className={styles.spread}>
              <strong>{b.you ? 'You' : (b.name ?? b.short_id)}</strong>
              <span className={`${styles.small} ${styles.muted}`}>
                {b.evidence_count} evidence · {b.review_count} review{b.review_count === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
