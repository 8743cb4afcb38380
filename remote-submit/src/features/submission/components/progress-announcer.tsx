import { useEffect, useRef, useState } from 'react';
import { type Submission, statusText, submissionLabel } from '../model/submission';

function describe(submission: Submission): string {
  const status = statusText(submission);
  const message = submission.message && submission.message !== status ? ` ${submission.message}` : '';
  return `${status}${message}`;
}

/**
 * Task progress for screen readers (DESIGN §5: aria-live for task progress): one polite region that
 * says what changed, e.g. 'Council approves...: Found related story (95% match)'. Entries loaded from
 * storage are not announced; only changes seen while the page is open are.
 */
export function ProgressAnnouncer({ submissions }: { submissions: Submission[] }) {
  const seen = useRef<Map<string, string> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const previous = seen.current;
    const current = new Map(submissions.map((s) => [s.id, describe(s)]));
    seen.current = current;
    if (!previous) return;
    const changes = submissions
      .filter((s) => previous.get(s.id) !== current.get(s.id))
      .map((s) => `${submissionLabel(s, 60)}: ${current.get(s.id)}`);
    if (changes.length) setAnnouncement(changes.join('. '));
  }, [submissions]);

  return (
    <div className="cairn-visually-hidden" role="status" aria-live="polite" data-testid="progress-announcer">
      {announcement}
    </div>
  );
}
