import { Button } from '@cairn/shared/ui/button';
import {
  coherenceIcon,
  GEO_SCOPE_RANGE,
  geoScopeMode,
  geoScopeWords,
  MIN_COHERENCE_RANGE,
  minCoherenceWords,
} from '../model/feed-settings';
import styles from './feed-controls.module.css';
import { FeedSlider } from './feed-slider';
import { NewStoriesBadge } from './new-stories-badge';

interface FeedControlsProps {
  minCoherence: number;
  onMinCoherenceMove: (value: number) => void;
  geoScope: number;
  onGeoScopeMove: (value: number) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  refreshFailed: boolean;
  newStoriesCount: number;
}

/** SPEC §2 'Feed controls': the two sliders, the refresh button and the new-story badge. */
export function FeedControls({
  minCoherence,
  onMinCoherenceMove,
  geoScope,
  onGeoScopeMove,
  onRefresh,
  isRefreshing,
  refreshFailed,
  newStoriesCount,
}: FeedControlsProps) {
  const scopeWords = geoScopeWords(geoScope);
  const coherenceWords = minCoherenceWords(minCoherence);
  return (
    <fieldset className={styles.controls}>
      <legend className="cairn-visually-hidden">Feed controls</legend>
      <div className={styles.sliders}>
        <FeedSlider
          label="Local to Universe"
          range={GEO_SCOPE_RANGE}
          position={geoScope}
          onMove={onGeoScopeMove}
          icon={geoScopeMode(geoScope)}
          valueWords={scopeWords.short}
          spokenValue={scopeWords.spoken}
          ends={['Local', 'Universe']}
        />
        <FeedSlider
          label="Emerging to Mature"
          range={MIN_COHERENCE_RANGE}
          position={minCoherence}
          onMove={onMinCoherenceMove}
          icon={coherenceIcon(minCoherence)}
          valueWords={coherenceWords.short}
          spokenValue={coherenceWords.spoken}
          ends={['Emerging', 'Mature']}
        />
      </div>
      <div className={styles.actions}>
        {/* The name keeps the visible word first (WCAG 2.5.3 label in name). */}
        <Button
          onClick={onRefresh}
          aria-label="Refresh stories"
          aria-busy={isRefreshing || undefined}
          className={styles.refresh}
        >
          <svg
            className={isRefreshing ? `${styles.refreshIcon} ${styles.spinning}` : styles.refreshIcon}
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Refresh
        </Button>
        <NewStoriesBadge count={newStoriesCount} refreshFailed={refreshFailed} />
      </div>
    </fieldset>
  );
}
