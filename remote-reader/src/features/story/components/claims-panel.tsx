import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { modalityLabel } from '@cairn/shared/labels/story-labels';
import { useId, useState } from 'react';
import { formatEventTime, groupClaimsByModality, quoteLink } from '../model/claims';
import styles from './panels.module.css';

/** SPEC §9: the claims panel is available only when coherence is above 0.5. */
export const CLAIMS_PANEL_MIN_COHERENCE = 0.5;

/**
 * The claims panel (SPEC §2, §4): a local toggle; claims grouped by modality with confidence, event time
 * and a link to the quote on the source page. The 'Claim N' shown is the number the story chat cites.
 */
export function ClaimsPanel({ claims, coherence }: { claims: readonly StoryClaim[]; coherence: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!(coherence > CLAIMS_PANEL_MIN_COHERENCE)) return null;
  const numberOf = new Map(claims.map((c, i) => [c.id, i + 1]));
  return (
    <section className={styles.card} aria-labelledby={`${panelId}-title`}>
      <div className={styles.head}>
        <h2 id={`${panelId}-title`} className={styles.title}>
          Claims <span className={styles.count}>{claims.length}</span>
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide claims' : 'Show claims'}
        </button>
      </div>
      {open && (
        <div id={panelId} className={styles.groups}>
          {claims.length === 0 && <p className={styles.muted}>No claims extracted yet</p>}
          {groupClaimsByModality(claims).map((group) => (
            <section key={group.modality} aria-label={modalityLabel(group.modality)}>
              <h3 className={styles.groupTitle}>
                {modalityLabel(group.modality)} <span className={styles.count}>{group.claims.length}</span>
              </h3>
              <ul className={styles.claimList}>
                {group.claims.map((claim) => {
                  const href = quoteLink(claim);
                  return (
                    <li key={claim.id} className={styles.claim}>
                      <p className={styles.claimText}>{claim.text}</p>
                      <p className={styles.claimMeta}>
                        <span>Claim {numberOf.get(claim.id)}</span>
                        <span>{Math.round(claim.confidence * 100)}% confidence</span>
                        {claim.event_time && (
                          <time dateTime={claim.event_time}>{formatEventTime(claim.event_time)}</time>
                        )}
                        {href && (
                          <a href={href} target="_blank" rel="noopener noreferrer">
                            Quote in {claim.source.domain ?? 'source'}
                          </a>
                        )}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
