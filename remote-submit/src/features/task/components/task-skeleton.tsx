import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from './task-skeleton.module.css';

/** The loading view: the page's shape while the task is read (DESIGN §4: loading states are components). */
export function TaskSkeleton() {
  return (
    <div className={styles.skeleton} role="status">
      <span className="cairn-visually-hidden">Loading task...</span>
      <Skeleton height={180} />
      <Skeleton width="40%" />
      <Skeleton height={32} width="85%" />
      <Skeleton width="60%" />
      <Skeleton height={90} />
    </div>
  );
}
