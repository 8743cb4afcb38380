import { useEffect, useId, useState } from 'react';
import { SUBMISSIONS_SHOWN, type Submission } from '../model/submission';
import styles from '../submission-panel.module.css';
import { SubmissionCard } from './submission-card';

const CLOCK_TICK_MS = 30_000;

/** 'Your Submissions' (SPEC §2): the 5 latest, and 'Showing 5 of {n} submissions' when there are more. */
export function SubmissionList({ submissions }: { submissions: Submission[] }) {
  const headingId = useId();
  // Relative times ('2m') move on while the list is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (submissions.length === 0) return null;
  const shown = submissions.slice(0, SUBMISSIONS_SHOWN);
  return (
    <section className={styles.submissions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.listHeading}>
        Your Submissions
      </h3>
      <ul className={styles.list}>
        {shown.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} now={now} />
        ))}
      </ul>
      {submissions.length > SUBMISSIONS_SHOWN && (
        <p className={styles.count}>
          Showing {SUBMISSIONS_SHOWN} of {submissions.length} submissions
        </p>
      )}
    </section>
  );
}
