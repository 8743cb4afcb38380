import { relativeTime } from '@cairn/shared/format/relative-time';
import { Link, useNavigate } from '@cairn/shared/router';
import { useId } from 'react';
import { isFinal, type Submission, statusText, submissionLabel } from '../model/submission';
import styles from '../submission-panel.module.css';
import { SubmissionPreview } from './submission-preview';

/** One entry of 'Your Submissions': status text (SPEC §4), preview, message, story and task links. */
export function SubmissionCard({ submission, now }: { submission: Submission; now: number }) {
  const status = statusText(submission);
  const label = submissionLabel(submission);
  const working = !isFinal(submission.status);
  const navigate = useNavigate();
  const labelId = useId();
  return (
    <li className={styles.card} data-status={submission.status}>
      <p className={styles.statusRow}>
        <span className={styles.statusDot} data-status={submission.status} aria-hidden="true" />
        <span className={styles.status}>{status}</span>
        <time className={styles.time} dateTime={submission.createdAt}>
          {relativeTime(submission.createdAt, { now, fallback: '' })}
        </time>
      </p>
      {submission.preview ? (
        <SubmissionPreview preview={submission.preview} fallbackTitle={label} titleId={labelId} />
      ) : (
        <p className={styles.input} id={labelId}>
          {label}
        </p>
      )}
      {submission.message && submission.message !== status && (
        <p className={styles.message} data-tone={submission.messageTone}>
          {submission.message}
        </p>
      )}
      {working && <span className={styles.progress} aria-hidden="true" />}
      <p className={styles.cardActions}>
        {submission.storyMatch && (
          // SPEC §2: a 'View Story' button; the card's title tells a screen reader which story.
          <button
            type="button"
            className={styles.viewStory}
            aria-describedby={labelId}
            onClick={() => navigate(`/story/${submission.storyMatch?.story_id}`)}
          >
            View Story
          </button>
        )}
        {submission.taskId && (
          <Link className={styles.details} to={`/result/${submission.taskId}`}>
            Extraction details<span className="cairn-visually-hidden">: {label}</span>
          </Link>
        )}
      </p>
    </li>
  );
}
