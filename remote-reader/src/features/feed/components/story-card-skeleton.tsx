import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from './story-card.module.css';

/** The loading shape of a story card (DESIGN §4: loading states are components). */
export function StoryCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.body}>
        <div className={styles.chips}>
          <Skeleton width={84} height={20} />
          <Skeleton width={60} height={20} />
        </div>
        <Skeleton width="75%" height={24} />
        <Skeleton width="100%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" height={14} />
      </div>
    </div>
  );
}
