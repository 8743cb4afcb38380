import { useState } from 'react';
import styles from './sources-list.module.css';

/**
 * A source's icon: its site's favicon through our own server (no third party learns what the reader reads,
 * DESIGN §6), or a lettered badge when there is none, it fails to load, or no proxy is given.
 */
export function SourceIcon({
  domain,
  label,
  src,
}: {
  domain: string | null;
  label: string | null;
  src?: (domain: string) => string;
}) {
  const [failed, setFailed] = useState(false);
  const letter = (label || domain || '?')
    .replace(/^www\./, '')
    .charAt(0)
    .toUpperCase();
  if (domain && src && !failed) {
    return (
      <img
        className={styles.favicon}
        src={src(domain)}
        alt=""
        width={16}
        height={16}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.letter} aria-hidden="true">
      {letter}
    </span>
  );
}
