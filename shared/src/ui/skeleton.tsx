import styles from './ui.module.css';

/** A placeholder block; route-level skeletons compose these (DESIGN §4). */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span aria-hidden="true" className={styles.skeleton} style={{ width, height }} />;
}
