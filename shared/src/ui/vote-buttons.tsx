import type { VoteDirection, VoteTally } from '../contracts/votes';
import styles from './vote-buttons.module.css';

export interface VoteButtonsProps {
  /** The real counts and the visitor's own vote; undefined while they load (buttons disabled). */
  tally: VoteTally | undefined;
  /** Called with the button pressed; the data layer's useCastVote applies the SPEC §4 toggle. */
  onVote: (pressed: VoteDirection) => void;
  /** What the two buttons mean here: up/down for sources and entities, approve/reject for claims. */
  labels?: { up: string; down: string };
  /** Names the thing voted on for screen readers, e.g. the source's title. */
  subjectName: string;
  disabled?: boolean;
  /** The last vote's failure, shown beside the buttons (never dropped silently). */
  error?: string | null;
}

/**
 * Drawn, not the ▲/▼ characters: text the accessible name lacks fails WCAG 2.5.3 (axe's
 * label-content-name-mismatch), and the visible count is part of the name.
 */
const ARROWS = { up: '4,14 10,4 16,14', down: '4,6 10,16 16,6' } as const;

/**
 * One pair of vote toggles for every votable thing (sources, claims, entities): pressed state for the
 * visitor's own vote (aria-pressed), the real counts, and the error of the last vote if it failed.
 */
export function VoteButtons({
  tally,
  onVote,
  labels = { up: 'Upvote', down: 'Downvote' },
  subjectName,
  disabled,
  error,
}: VoteButtonsProps) {
  const button = (direction: VoteDirection) => {
    const pressed = tally?.mine === direction;
    const count = tally?.[direction];
    return (
      <button
        type="button"
        className={`${styles.vote} ${styles[direction]}`}
        aria-pressed={pressed}
        // ', N votes' rather than '(N)': axe (label-content-name-mismatch) does not find the visible count
        // in a name that holds it in brackets.
        aria-label={`${labels[direction]} ${subjectName}${count === undefined ? '' : `, ${count} ${count === 1 ? 'vote' : 'votes'}`}`}
        title={pressed ? `Remove your ${labels[direction].toLowerCase()}` : labels[direction]}
        disabled={disabled || tally === undefined}
        onClick={() => onVote(direction)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="12" height="12">
          <polygon points={ARROWS[direction]} fill="currentColor" />
        </svg>
        {/*
          The count is drawn by CSS from data-count: as text it would be a word the accessible name
          ('Upvote X (3)') lacks, which WCAG 2.5.3 (axe's label-content-name-mismatch) fails. Screen
          readers read the count in the name.
        */}
        <span aria-hidden="true" className={styles.count} data-count={count ?? ''} />
      </button>
    );
  };
  return (
    <span className={styles.votes}>
      {button('up')}
      {button('down')}
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
