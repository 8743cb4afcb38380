import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from '../low-maturity-threads.module.css';

/** The panel's loading shape: three rows the size of a thread, with the loading text for everyone. */
export function ThreadsSkeleton() {
  return (
    <div className={styles.loading} role="status">
      <p className={styles.stateText}>Loading threads...</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="85%" height={14} />
          <Skeleton width="40%" height={12} />
        </div>
      ))}
    </div>
  );
}
