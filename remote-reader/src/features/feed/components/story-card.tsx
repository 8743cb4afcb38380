import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import { safeImageUrl } from '@cairn/shared/format/safe-image-url';
import { maturityLabel } from '@cairn/shared/labels/maturity';
import { categoryLabel, healthLabel } from '@cairn/shared/labels/story-labels';
import { Link, useHref, useNavigate } from '@cairn/shared/router';
import { Chip, type ChipTone } from '@cairn/shared/ui/chip';
import { type MouseEvent, useState } from 'react';
import { PinToggle } from '../../../components/pin-toggle';
import { coherenceIcon } from '../model/feed-settings';
import { SliderIcon } from './slider-icon';
import styles from './story-card.module.css';

/** SPEC §2: a card shows up to 3 locations. */
const MAX_LOCATIONS = 3;

const HEALTH_TONES: Record<string, ChipTone> = {
  Active: 'success',
  Growing: 'accent',
  Cooling: 'warning',
  Archived: 'neutral',
  New: 'accent',
};
const MATURITY_TONES: Record<string, ChipTone> = {
  Emerging: 'warning',
  Growing: 'accent',
  Mature: 'success',
};

// One formatter each, made once: Number/Date toLocaleString build a new Intl formatter on every call,
// which cost ~130 ms of main thread for a page of 12 cards (measured with a CPU profile of /app).
const COUNT_FORMAT = new Intl.NumberFormat('en-US');
const UPDATED_AT_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function countText(count: number, singular: string, plural: string): string {
  return `${COUNT_FORMAT.format(count)} ${count === 1 ? singular : plural}`;
}

function updatedAtTitle(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : UPDATED_AT_FORMAT.format(date);
}

/**
 * A story in the feed (SPEC §2 'Story card'). The title is the real link (keyboard, middle click,
 * "open in new tab"); a click anywhere else on the card opens the story too, unless it lands on a
 * control or ends a text selection.
 */
export function StoryCard({ story }: { story: StoryFeedItem }) {
  const navigate = useNavigate();
  const storyPath = `/story/${story.id}`;
  const storyHref = useHref(storyPath);
  const [pinned, setPinned] = useState(false);
  const [coverBroken, setCoverBroken] = useState(false);
  const headingId = `story-${story.id}-title`;

  const health = healthLabel(story.health_indicator);
  const maturity = maturityLabel(story.coherence_score);
  const shownLocations = story.locations.slice(0, MAX_LOCATIONS);
  const hiddenLocations = story.locations.length - shownLocations.length;
  // The cover is a page's own image: only an absolute http(s) address is ever put in a src.
  const cover = safeImageUrl(story.cover_image);
  const showCover = cover !== null && !coverBroken;

  function openFromCard(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented) return;
    const target = event.target as Element;
    if (target.closest('a, button, input, select, textarea')) return;
    if (window.getSelection()?.toString()) return;
    if (event.metaKey || event.ctrlKey) {
      window.open(storyHref, '_blank', 'noopener');
      return;
    }
    navigate(storyPath);
  }

  return (
    // The click handler is a convenience for pointer users; the title link is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title link inside handles Enter
    <article
      className={showCover ? `${styles.card} ${styles.withCover}` : styles.card}
      aria-labelledby={headingId}
      onClick={openFromCard}
    >
      {showCover && (
        <img
          className={styles.cover}
          src={cover ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setCoverBroken(true)}
        />
      )}
      <div className={styles.body}>
        <div className={styles.top}>
          <div className={styles.chips}>
            <Chip tone={story.category === 'local' ? 'location' : 'organization'}>
              {categoryLabel(story.category)}
            </Chip>
            <Chip tone={HEALTH_TONES[health] ?? 'neutral'}>
              <span className={styles.healthDot} aria-hidden="true" />
              <span className="cairn-visually-hidden">Health: </span>
              {health}
            </Chip>
            <Chip
              tone={MATURITY_TONES[maturity] ?? 'neutral'}
              title={`Coherence ${Math.round(story.coherence_score * 100)}%`}
            >
              <SliderIcon kind={coherenceIcon(story.coherence_score)} className={styles.maturityIcon} />
              <span className="cairn-visually-hidden">Maturity: </span>
              {maturity}
              <span className={styles.percent}> {Math.round(story.coherence_score * 100)}%</span>
            </Chip>
          </div>
          <PinToggle
            pinned={pinned}
            onToggle={() => setPinned((p) => !p)}
            label={`Pin ${story.title}`}
            variant="card"
          />
        </div>
        <h3 className={styles.title} id={headingId}>
          <Link to={storyPath} className={styles.titleLink}>
            {story.title}
          </Link>
        </h3>
        {story.description && <p className={styles.description}>{story.description}</p>}
        <ul className={styles.counts} aria-label="Evidence">
          <li>{countText(story.artifact_count, 'source', 'sources')}</li>
          <li>{countText(story.claim_count, 'claim', 'claims')}</li>
          <li>{countText(story.people_count, 'contributor', 'contributors')}</li>
        </ul>
        <div className={styles.bottom}>
          {shownLocations.length > 0 && (
            <ul className={styles.locations} aria-label="Locations">
              {shownLocations.map((location) => (
                <li key={location}>
                  <Chip tone="location">{location}</Chip>
                </li>
              ))}
              {hiddenLocations > 0 && <li className={styles.moreLocations}>+{hiddenLocations} more</li>}
            </ul>
          )}
          <p className={styles.updated}>
            Updated{' '}
            <time dateTime={story.updated_at} title={updatedAtTitle(story.updated_at)}>
              {story.last_updated_human}
            </time>
          </p>
        </div>
      </div>
    </article>
  );
}
