import { parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { Fragment } from 'react';
import styles from './story-page.module.css';

/**
 * A story's narrative (SPEC §2, §3): the sources' words as they wrote them (escaped markup shows as the
 * characters it stands for), each citation as its numbers, each entity mention as its name.
 */
export function Narrative({ content }: { content: string }) {
  const segments = parseNarrative(content);
  return (
    <div className={styles.content}>
      {segments.map((segment, index) => {
        // Segments never move or change within one content string: their position is their identity.
        const key = `${index}`;
        if (segment.kind === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
        if (segment.kind === 'entity') return <Fragment key={key}>{segment.name}</Fragment>;
        return (
          <sup key={key} className={styles.citation}>
            [{segment.numbers.join(', ')}]
          </sup>
        );
      })}
    </div>
  );
}
