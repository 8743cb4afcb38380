import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from './routes.module.css';

/** The loading shape of a route-level screen while its remote arrives. */
export function RouteSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      <Skeleton width="60%" height={32} />
      <Skeleton width="90%" />
      <Skeleton width="80%" />
      <Skeleton width="85%" />
      <Skeleton height={180} />
    </div>
  );
}
