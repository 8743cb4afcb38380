import type { HTMLAttributes } from 'react';
import styles from './ui.module.css';

export type ChipTone =
  | 'neutral'
  | 'accent'
  | 'success'
  | 'warning'
  | 'danger'
  | 'person'
  | 'organization'
  | 'location';

/** A small label: categories, health, locations, languages, entity types. */
export function Chip({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: ChipTone }) {
  return (
    <span
      className={[styles.chip, styles[`chip-${tone}`], className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
