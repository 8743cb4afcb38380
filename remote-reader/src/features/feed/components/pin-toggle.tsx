import styles from './story-card.module.css';

const PINNED_TITLE = 'Pinned - Watching for 24h';

/** SPEC §2 pin toggle: local visual state only; a click on it never opens the story under it. */
export function PinToggle({
  pinned,
  onToggle,
  storyTitle,
}: {
  pinned: boolean;
  onToggle: () => void;
  storyTitle: string;
}) {
  return (
    <button
      type="button"
      className={pinned ? `${styles.pin} ${styles.pinned}` : styles.pin}
      aria-pressed={pinned}
      aria-label={`Pin ${storyTitle}`}
      title={pinned ? PINNED_TITLE : 'Pin to watch for 24h'}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M9 3h6l-1 6 4 4v2h-5v6l-1 1-1-1v-6H6v-2l4-4z"
          fill={pinned ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
