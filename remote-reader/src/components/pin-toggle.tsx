import styles from './pin-toggle.module.css';

const PINNED_TITLE = 'Pinned - Watching for 24h';

/**
 * SPEC §2 pin toggle (the feed's cards and the story's header): local visual state only; a click on it
 * never opens the story under it. `card` is the quiet button of a feed card, `header` the outlined one
 * beside a story's title.
 */
export function PinToggle({
  pinned,
  onToggle,
  label,
  variant,
}: {
  pinned: boolean;
  onToggle: () => void;
  /** The button's accessible name ('Pin Harbourline vote', 'Pin this story'). */
  label: string;
  variant: 'card' | 'header';
}) {
  return (
    <button
      type="button"
      className={`${styles.pin} ${styles[variant]}${pinned ? ` ${styles.pinned}` : ''}`}
      aria-pressed={pinned}
      aria-label={label}
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
