import { useId } from 'react';
import type { SliderRange } from '../model/feed-settings';
import styles from './feed-controls.module.css';
import { SliderIcon, type SliderIconKind } from './slider-icon';

interface FeedSliderProps {
  label: string;
  range: SliderRange;
  position: number;
  onMove: (value: number) => void;
  icon: SliderIconKind;
  /** What the value means, shown under the label. */
  valueWords: string;
  /** The same for screen readers (aria-valuetext), in full words. */
  spokenValue: string;
  /** The words at either end of the track. */
  ends: [string, string];
}

/** A labelled range input whose value is read out in words, not as a bare 0.4. */
export function FeedSlider({
  label,
  range,
  position,
  onMove,
  icon,
  valueWords,
  spokenValue,
  ends,
}: FeedSliderProps) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <SliderIcon kind={icon} className={styles.sliderIcon} />
        <label htmlFor={id} className={styles.sliderLabel}>
          {label}
        </label>
      </div>
      <output htmlFor={id} className={styles.sliderValue} aria-hidden="true">
        {valueWords}
      </output>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={range.min}
        max={range.max}
        step={range.step}
        value={position}
        aria-valuetext={spokenValue}
        onChange={(event) => onMove(Number(event.currentTarget.value))}
      />
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
    </div>
  );
}
