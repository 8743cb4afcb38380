import type { ReactNode } from 'react';
import { StateMessage } from './state-message';
import styles from './ui.module.css';

/**
 * What a screen shows when its address names something that does not exist: a malformed id ('abc'), an
 * unknown one, or one cut short (docs/decisions.md 'Addresses with a malformed or unknown id'). The title is
 * the spec's text ('Story not found', 'Entity not found'); one plain sentence says what may have gone
 * wrong, never the server's validator text; `children` are the ways on (the spec's back link).
 */
export function NotFoundMessage({
  title,
  thing,
  subject,
  children,
}: {
  title: string;
  /** What the address should have named, in 'No {thing} has this address': 'story', 'profile'. */
  thing: string;
  /** What the address itself calls it (an entity's name from its slug), quoted under the title. */
  subject?: string;
  children: ReactNode;
}) {
  return (
    <StateMessage tone="error" heading title={title}>
      {subject && <p className={styles.stateText}>“{subject}”</p>}
      <p className={styles.stateText}>No {thing} has this address. The link may be mistyped or cut short.</p>
      {children}
    </StateMessage>
  );
}
