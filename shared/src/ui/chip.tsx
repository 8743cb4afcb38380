import type { HTMLAttributes } from 'react';
import type { EntityType } from '../contracts/vocabulary';
import styles from './ui.module.css';

/** The tones of the UI kit, and one per entity type (`person`, `organization`, `location`). */
export type ChipTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | Lowercase<EntityType>;

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
