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

const ARROWS = { up: '▲', down: '▼' } as const;

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
        aria-label={`${labels[direction]} ${subjectName}${count === undefined ? '' : ` (${count})`}`}
        title={pressed ? `Remove your ${labels[direction].toLowerCase()}` : labels[direction]}
        disabled={disabled || tally === undefined}
        onClick={() => onVote(direction)}
      >
        <span aria-hidden="true">{ARROWS[direction]}</span>
        <span aria-hidden="true">{count ?? '–'}</span>
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
