import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { lazy, Suspense, useRef, useState } from 'react';
import styles from './story-chat-button.module.css';

// The drawer's code is fetched when a reader first opens it, not with the page (the cold-load budget).
const StoryChatDrawer = lazy(() => import('./story-chat-drawer'));

/** The floating 'Story Chat' button and, once pressed, its drawer; focus returns to the button on close. */
export function StoryChat({
  api,
  storyId,
  claims,
}: {
  api: ApiClient;
  storyId: string;
  claims: readonly StoryClaim[];
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.fab}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v11H9l-5 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>Story Chat</span>
      </button>
      {open && (
        <Suspense
          fallback={
            <div className={styles.loading} role="status">
              Opening chat…
            </div>
          }
        >
          <StoryChatDrawer api={api} storyId={storyId} claims={claims} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
