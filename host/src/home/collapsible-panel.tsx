import { type ReactNode, useId, useState } from 'react';
import styles from './home-page.module.css';

/**
 * A titled side panel that folds away (WAI-ARIA disclosure: a button inside the heading), so the
 * title stays a real heading for screen-reader navigation, which a <summary> would not.
 * Folded content stays mounted: a remote inside keeps its data fresh and opens without a reload.
 */
export function CollapsiblePanel({
  title,
  defaultOpen,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const contentId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelHeading} id={headingId}>
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </h2>
      <div id={contentId} className={styles.panelBody} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
