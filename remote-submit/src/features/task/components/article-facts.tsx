import type { TaskPreview, TaskResult } from '@cairn/shared/contracts/tasks';
import type { ReactNode } from 'react';
import { formatCount, formatDate, formatDuration, formatPercent } from '../model/format';
import styles from './article-facts.module.css';
import common from './task-common.module.css';

/**
 * The completed view's facts (SPEC §2 'Task page'): domain, URL, author, publish date, word count and
 * reading time, extraction time, language confidence. A fact the article does not have is left out.
 */
export function ArticleFacts({
  result,
  preview,
  taskUrl,
}: {
  result: TaskResult;
  preview: TaskPreview | undefined;
  taskUrl: string | null;
}) {
  const url = result.canonical_url ?? preview?.url ?? taskUrl;
  const domain = result.domain ?? preview?.domain ?? null;
  const published = formatDate(result.publish_date, true);
  const confidence = preview?.metrics.language_confidence ?? result.language_confidence;
  const minutes = result.reading_time_minutes;

  return (
    <dl className={styles.facts}>
      {domain && <Fact term="Domain">{domain}</Fact>}
      {url && (
        <Fact term="URL" wide>
          <a href={url} target="_blank" rel="noopener noreferrer" className={common.breakAnywhere}>
            {url}
            <span className="cairn-visually-hidden"> (opens in a new tab)</span>
          </a>
        </Fact>
      )}
      {result.author && <Fact term="Author">{result.author}</Fact>}
      <Fact term="Published">
        {published && result.publish_date ? (
          <time dateTime={result.publish_date}>{published}</time>
        ) : (
          'Date unknown'
        )}
      </Fact>
      <Fact term="Length">
        {formatCount(result.word_count)} words · {minutes} min read
      </Fact>
      <Fact term="Extraction time">{formatDuration(result.processing_time_ms)}</Fact>
      {confidence !== null && confidence !== undefined && (
        <Fact term="Language confidence">{formatPercent(confidence)}</Fact>
      )}
    </dl>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
