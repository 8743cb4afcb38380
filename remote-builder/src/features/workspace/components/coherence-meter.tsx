import { MATURITY_MATURE_AT, maturityLabel } from '@cairn/shared/labels/maturity';
import { nextTranche } from '../model/builder-rules';
import type { VariantConfig } from '../model/variants';
import styles from '../workspace.module.css';

/**
 * The story's maturity: the label and a bar marked at the publishable 70% (SPEC §2, §4: green at 70% or
 * more, amber below), with each variant's own reading of it.
 */
export function CoherenceMeter({ coherence, config }: { coherence: number; config: VariantConfig }) {
  const percent = Math.round(coherence * 100);
  const threshold = Math.round(MATURITY_MATURE_AT * 100);
  const mature = coherence >= MATURITY_MATURE_AT;
  const label =
    config.coherenceDisplay === 'target'
      ? `Coherence ${percent}% of the 70% target`
      : `${percent}% coherence; publishable at ${threshold}%`;
  return (
    <div className={styles.meterRow}>
      <span className={styles.badge}>{maturityLabel(coherence)}</span>
      {config.trancheBar && (
        <strong>
          {percent}% → {nextTranche(percent)}% (Next tranche)
        </strong>
      )}
      <span className={styles.visuallyHidden}>{label}</span>
      <div className={styles.bar} aria-hidden="true">
        <div
          className={styles.barFill}
          style={{
            width: `${Math.min(100, percent)}%`,
            background: mature ? 'var(--cairn-success)' : 'var(--cairn-warning)',
          }}
        />
        <div className={styles.barMarker} style={{ left: `${threshold}%` }} title={`${threshold}%`} />
      </div>
      <span>
        {config.coherenceDisplay === 'threshold'
          ? mature
            ? `${percent}% · publishable (threshold ${threshold}%)`
            : `${percent}% · ${threshold - percent}% to the publishable threshold of ${threshold}%`
          : config.coherenceDisplay === 'target'
            ? `${percent}% / ${threshold}% target`
            : `${percent}%`}
      </span>
    </div>
  );
}
