import { Chip, type ChipTone } from '@cairn/shared/ui/chip';
import { claimWhen, formatPercent } from '../model/format';
import { type SemanticClaim, semanticModalityLabel } from '../model/semantic-data';
import styles from './claim-item.module.css';
import common from './task-common.module.css';

const MODALITY_TONES: Record<string, ChipTone> = {
  official_fact: 'success',
  reported_claim: 'accent',
  allegation: 'warning',
};

/** An admitted claim: modality chip, text, who/where/when, confidence and its evidence quote. */
export function ClaimItem({ claim }: { claim: SemanticClaim }) {
  const when = claimWhen(claim.when);
  const quotes = claim.evidence_references
    .map((e) => e.quote.trim())
    .filter((quote) => quote && quote !== claim.text.trim());
  return (
    <li className={styles.claim}>
      <p className={styles.claimHead}>
        <Chip tone={MODALITY_TONES[claim.modality] ?? 'neutral'}>
          {semanticModalityLabel(claim.modality)}
        </Chip>
        {claim.confidence !== null && (
          <span className={common.muted}>{formatPercent(claim.confidence)} confidence</span>
        )}
      </p>
      <p className={common.claimText}>{claim.text}</p>
      {(claim.who || claim.where || when) && (
        <dl className={styles.claimMeta}>
          {claim.who && (
            <div>
              <dt>Who</dt>
              <dd>{claim.who}</dd>
            </div>
          )}
          {claim.where && (
            <div>
              <dt>Where</dt>
              <dd>{claim.where}</dd>
            </div>
          )}
          {when && (
            <div>
              <dt>When</dt>
              <dd>{when}</dd>
            </div>
          )}
        </dl>
      )}
      {/* The evidence is usually the claim's own sentence; a different quote is worth showing. */}
      {quotes.map((quote) => (
        <blockquote key={quote} className={styles.evidence}>
          {quote}
        </blockquote>
      ))}
    </li>
  );
}
