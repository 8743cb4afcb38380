import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Loading, empty and error states share one look; errors are announced to screen readers. */
export function StateMessage({
  title,
  tone = 'info',
  heading = false,
  children,
}: {
  title: string;
  tone?: 'info' | 'error';
  /** The title is the page's heading (`h1`): the state is all the page shows, e.g. 'Story not found'. */
  heading?: boolean;
  children?: ReactNode;
}) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div
      className={[styles.state, tone === 'error' ? styles.stateError : ''].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Title className={styles.stateTitle}>{title}</Title>
      {children}
    </div>
  );
}
