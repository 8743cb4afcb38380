import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Loading, empty and error states share one look; errors are announced to screen readers. */
export function StateMessage({
  title,
  tone = 'info',
  children,
}: {
  title: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  return (
    <div
      className={[styles.state, tone === 'error' ? styles.stateError : ''].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}
