import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { formatEventTime } from '@cairn/shared/format/event-time';
import { modalityLabel } from '@cairn/shared/labels/story-labels';
import { useId, useState } from 'react';
import { groupClaimsByModality, quoteLink } from '../model/claims';
import styles from './panels.module.css';

/**
 * Claims shown per modality before 'Show all': a story of 500 claims renders its panel in one short task,
 * and the reader sees every group at once (SPEC §9's builder lists show 10 to 12 per modality too).
 */
const FIRST_PER_GROUP = 10;

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
            <ClaimGroup
              key={group.modality}
              modality={group.modality}
              claims={group.claims}
              numberOf={numberOf}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ClaimGroup({
  modality,
  claims,
  numberOf,
}: {
  modality: string;
  claims: readonly StoryClaim[];
  numberOf: ReadonlyMap<string, number>;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? claims : claims.slice(0, FIRST_PER_GROUP);
  return (
    <section aria-label={modalityLabel(modality)}>
      <h3 className={styles.groupTitle}>
        {modalityLabel(modality)} <span className={styles.count}>{claims.length}</span>
      </h3>
      <ul className={styles.claimList}>
        {shown.map((claim) => {
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
      {claims.length > FIRST_PER_GROUP && (
        <button type="button" className={styles.toggle} onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer' : `Show all ${claims.length} ${modalityLabel(modality)}`}
        </button>
      )}
    </section>
  );
}
