import type { CleanResult } from '@cairn/shared/contracts/tasks';
import { Chip } from '@cairn/shared/ui/chip';
import { flagLabel, formatDate } from '../model/format';
import styles from './clean-result-card.module.css';
import common from './task-common.module.css';

/** SPEC §3 'Clean result': validity, message, quality flags and the cleaned title, author and date. */
export function CleanResultCard({ result }: { result: CleanResult }) {
  const date = formatDate(result.cleaned_data.publish_date);
  return (
    <section className={common.box} aria-labelledby="task-clean-result">
      <h2 id="task-clean-result" className={common.boxHeading}>
        Cleaning result
      </h2>
      <p className={styles.cleanVerdict}>
        <Chip tone={result.is_valid ? 'success' : 'danger'}>{result.is_valid ? 'Valid' : 'Not valid'}</Chip>
        <span>{result.message}</span>
      </p>
      {result.flags.length > 0 ? (
        <ul className={styles.flags} aria-label="Quality flags">
          {result.flags.map((flag) => (
            <li key={flag}>
              <Chip tone="warning">{flagLabel(flag)}</Chip>
            </li>
          ))}
        </ul>
      ) : (
        <p className={common.muted}>No quality flags</p>
      )}
      <dl className={styles.miniFacts}>
        {result.cleaned_data.title && (
          <>
            <dt>Title</dt>
            <dd>{result.cleaned_data.title}</dd>
          </>
        )}
        {result.cleaned_data.author && (
          <>
            <dt>Author</dt>
            <dd>{result.cleaned_data.author}</dd>
          </>
        )}
        {date && (
          <>
            <dt>Date</dt>
            <dd>{date}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
