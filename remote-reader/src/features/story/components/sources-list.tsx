import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { relativeTime } from '@cairn/shared/format/relative-time';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { dedupeSources, type SourceOrder, sortSources } from '../model/sources';
import { SourceIcon } from './source-icon';
import styles from './sources-list.module.css';

/** SPEC §9: a clicked citation's source stays highlighted for 3 s. */
export const HIGHLIGHT_MS = 3000;

/** A request to show one source: `seq` changes on every click, so the same source can be asked twice. */
export interface SourceFocus {
  pageId: string;
  seq: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The story's sources (SPEC §2, §4): de-duplicated by URL, oldest first with a newest-first toggle, each
 * with its numbered badge (the number its citations show), icon, title, publisher, date and votes.
 */
export function SourcesList({
  artifacts,
  numbers,
  focus,
  renderVotes,
  faviconSrc,
}: {
  artifacts: readonly StoryArtifact[];
  numbers: ReadonlyMap<string, number>;
  focus: SourceFocus | null;
  renderVotes?: (source: StoryArtifact) => ReactNode;
  faviconSrc?: (domain: string) => string;
}) {
  const [order, setOrder] = useState<SourceOrder>('oldest');
  const sources = useMemo(() => sortSources(dedupeSources(artifacts), order), [artifacts, order]);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (!focus) return;
    setHighlighted(focus.pageId);
    items.current
      .get(focus.pageId)
      ?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [focus]);

  return (
    <section className={styles.card} aria-labelledby="story-sources-title">
      <div className={styles.head}>
        <h2 id="story-sources-title" className={styles.title}>
          Sources <span className={styles.count}>{sources.length}</span>
        </h2>
        {sources.length > 1 && (
          <button
            type="button"
            className={styles.sort}
            aria-label={
              order === 'oldest'
                ? 'Sorted oldest first: show newest first'
                : 'Sorted newest first: show oldest first'
            }
            onClick={() => setOrder((o) => (o === 'oldest' ? 'newest' : 'oldest'))}
          >
            {order === 'oldest' ? 'Oldest first' : 'Newest first'} <span aria-hidden="true">⇅</span>
          </button>
        )}
      </div>
      {sources.length === 0 ? (
        <p className={styles.empty}>No sources yet</p>
      ) : (
        <ol className={styles.list}>
          {sources.map((source) => {
            const number = numbers.get(source.page_id);
            const publisher = source.site || source.domain;
            const isHighlighted = highlighted === source.page_id;
            return (
              <li
                key={source.page_id}
                id={`source-${source.page_id}`}
                ref={(node) => {
                  if (node) items.current.set(source.page_id, node);
                  else items.current.delete(source.page_id);
                }}
                className={isHighlighted ? `${styles.item} ${styles.highlighted}` : styles.item}
                data-highlighted={isHighlighted || undefined}
              >
                <span className={styles.badge}>
                  <span className={styles.srOnly}>Source </span>
                  {number}
                </span>
                <div className={styles.body}>
                  <div className={styles.publisher}>
                    <SourceIcon domain={source.domain} label={publisher} src={faviconSrc} />
                    <span className={styles.publisherName}>{publisher ?? 'Pasted text'}</span>
                    {/* The dot goes with the date: a wrapped line never ends on a lone '·'. */}
                    <span className={styles.dated}>
                      <span aria-hidden="true">·</span>
                      <time dateTime={source.pub_time ?? undefined}>{formatSourceDate(source.pub_time)}</time>
                    </span>
                  </div>
                  {source.url ? (
                    <a className={styles.link} href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.title || source.url}
                    </a>
                  ) : (
                    <span className={styles.link}>{source.title || 'Untitled text'}</span>
                  )}
                  {source.gist && <p className={styles.gist}>{source.gist}</p>}
                  {renderVotes?.(source)}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** A source's date: the day it was published, or SPEC §5's 'Recently' when it is missing or unreadable. */
export function formatSourceDate(value: string | null): string {
  if (!value) return 'Recently';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return relativeTime(value);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
