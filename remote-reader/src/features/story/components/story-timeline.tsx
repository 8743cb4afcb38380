import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { formatEventTime } from '@cairn/shared/format/event-time';
import { useMemo, useState } from 'react';
import { quoteLink, timelineOf } from '../model/claims';
import styles from './panels.module.css';

const FIRST_SHOWN = 8;
/** Each 'Show more' adds this many: a long story's hundreds of dated claims never render in one task. */
const MORE = 25;

/**
 * The story's timeline (SPEC §2 sidebar): its dated claims in order of event time, each linked to its
 * source; the spec's placeholder stays for a story with no dated claim.
 */
export function StoryTimeline({ claims }: { claims: readonly StoryClaim[] }) {
  const events = useMemo(() => timelineOf(claims), [claims]);
  const [count, setCount] = useState(FIRST_SHOWN);
  const shown = events.slice(0, count);
  return (
    <section className={styles.card} aria-labelledby="story-timeline-title">
      <h2 id="story-timeline-title" className={styles.title}>
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>Story timeline coming soon</p>
      ) : (
        <>
          <ol className={styles.timeline}>
            {shown.map((claim) => {
              const href = quoteLink(claim);
              return (
                <li key={claim.id} className={styles.event}>
                  <time className={styles.eventTime} dateTime={claim.event_time!}>
                    {formatEventTime(claim.event_time!)}
                  </time>
                  <p className={styles.eventText}>{claim.text}</p>
                  {href && (
                    <a className={styles.eventSource} href={href} target="_blank" rel="noopener noreferrer">
                      {claim.source.domain ?? 'Source'}
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
          {events.length > count && (
            <button type="button" className={styles.toggle} onClick={() => setCount((c) => c + MORE)}>
              Show {Math.min(MORE, events.length - count)} more of {events.length} events
            </button>
          )}
        </>
      )}
    </section>
  );
}
