import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import { type Maturity, maturityLabel } from '@cairn/shared/labels/maturity';
import { Link } from '@cairn/shared/router';
import { Chip, type ChipTone } from '@cairn/shared/ui/chip';
import styles from '../low-maturity-threads.module.css';

const MATURITY_TONE: Record<Maturity, ChipTone> = {
  Emerging: 'warning',
  Growing: 'accent',
  Mature: 'success',
};

/** One low-maturity story: its title, how mature it is, and the way in to help build it. */
export function ThreadItem({ story }: { story: Pick<StoryFeedItem, 'id' | 'title' | 'coherence_score'> }) {
  const maturity = maturityLabel(story.coherence_score);
  const percent = Math.round(Math.min(Math.max(story.coherence_score, 0), 1) * 100);
  return (
    <li className={styles.thread}>
      {/* Clamped to two lines; the tooltip and screen readers still get the whole title. */}
      <p className={styles.title} title={story.title}>
        {story.title}
      </p>
      <p className={styles.meta}>
        <Chip tone={MATURITY_TONE[maturity]}>{maturity}</Chip>
        <span>{percent}% coherence</span>
      </p>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} data-maturity={maturity} style={{ width: `${percent}%` }} />
      </span>
      {/* 'Help build' alone would be five identical links to a screen reader: the name says which story. */}
      <Link
        to={`/builder/${story.id}`}
        className={styles.helpBuild}
        aria-label={`Help build: ${story.title}`}
      >
        Help build
      </Link>
    </li>
  );
}
