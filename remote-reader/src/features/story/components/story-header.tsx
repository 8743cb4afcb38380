import type { StoryDetail } from '@cairn/shared/contracts/story-detail';
import { relativeTime } from '@cairn/shared/format/relative-time';
import { maturityLabel } from '@cairn/shared/labels/maturity';
import { healthLabel } from '@cairn/shared/labels/story-labels';
import { Link } from '@cairn/shared/router';
import { Chip } from '@cairn/shared/ui/chip';
import { type ReactNode, useState } from 'react';
import { PinToggle } from '../../../components/pin-toggle';
import styles from './story-header.module.css';

/** SPEC §9 display default when a story carries no coherence. */
const DEFAULT_COHERENCE = 0.75;

/** SPEC §3: the first present of last_activity, updated_at, last_updated, lastUpdated. */
function lastUpdatedOf(story: StoryDetail): string | undefined {
  const s = story as Record<string, unknown>;
  for (const key of ['last_activity', 'updated_at', 'last_updated', 'lastUpdated']) {
    if (typeof s[key] === 'string' && s[key]) return s[key] as string;
  }
  return undefined;
}

/**
 * The reader page's header block (SPEC §2): title, quoted description, relative last update, pin toggle,
 * coherence bar, then the fund row the page hands in (builder count, fund, tips) and the 'Build' link.
 */
export function StoryHeader({ story, fund }: { story: StoryDetail; fund: ReactNode }) {
  const [pinned, setPinned] = useState(false);
  const coherence = Number.isFinite(story.coherence_score) ? story.coherence_score : DEFAULT_COHERENCE;
  const percent = Math.round(Math.min(1, Math.max(0, coherence)) * 100);
  const description = story.description?.trim() || story.gist?.trim() || 'No description available';
  const updated = relativeTime(lastUpdatedOf(story));
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 id="story-title" className={styles.title}>
          {story.title}
        </h1>
        <PinToggle
          pinned={pinned}
          onToggle={() => setPinned((p) => !p)}
          label="Pin this story"
          variant="header"
        />
      </div>
      <p className={styles.description}>“{description}”</p>
      <p className={styles.meta}>
        <Chip tone="accent">{healthLabel(story.health_indicator)}</Chip>
        <span>
          Updated{' '}
          <time dateTime={lastUpdatedOf(story)}>
            {updated === 'Recently' || updated === 'just now' ? updated : `${updated} ago`}
          </time>
        </span>
        <span>
          {story.artifact_count} {story.artifact_count === 1 ? 'source' : 'sources'} · {story.claim_count}{' '}
          {story.claim_count === 1 ? 'claim' : 'claims'}
        </span>
      </p>
      <div className={styles.coherence}>
        <span className={styles.coherenceLabel} id="story-coherence-label">
          Coherence <strong>{percent}%</strong> · {maturityLabel(coherence)}
        </span>
        {/* The label above says the figure; the bar only draws it. */}
        <div className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div className={styles.actions}>
        {fund}
        <Link className={styles.build} to={`/builder/${story.id}`} target="_blank" rel="noopener">
          Build
        </Link>
      </div>
    </header>
  );
}
