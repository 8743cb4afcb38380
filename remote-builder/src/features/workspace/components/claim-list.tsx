import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { builderModalityOf } from '@cairn/shared/contracts/vocabulary';
import { useVoteTallies } from '@cairn/shared/data/votes/get-vote-tallies';
import { useCastVote } from '@cairn/shared/data/votes/put-vote';
import { VoteButtons } from '@cairn/shared/ui/vote-buttons';
import { builderDate, modalityBadge } from '../model/builder-rules';
import styles from '../workspace.module.css';

/**
 * Claims under review (SPEC §2 Evidence tab): modality badge, confidence, text, event time; Approve and
 * Reject are the visitor's stored votes on the claim (approve = up, reject = down, the SPEC §4 toggle),
 * with the real counts; Discuss takes the claim to the Builder Chat.
 */
export function ClaimList({
  api,
  claims,
  onDiscuss,
  emptyText = 'No claims extracted from this source',
}: {
  api: ApiClient;
  claims: readonly StoryClaim[];
  onDiscuss: (claim: StoryClaim) => void;
  emptyText?: string;
}) {
  const ids = claims.map((c) => c.id);
  const tallies = useVoteTallies(api, 'claim', ids);
  const cast = useCastVote(api, 'claim');
  if (claims.length === 0) return <p className={`${styles.muted} ${styles.small}`}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {claims.map((claim) => {
        const modality = builderModalityOf(claim.modality) ?? 'unknown';
        const when = claim.event_time ? builderDate(claim.event_time) : null;
        const tally = tallies.data?.get(claim.id);
        const failed = cast.isError && cast.variables?.current.subject_id === claim.id;
        return (
          <li key={claim.id} className={styles.claim} data-claim-id={claim.id}>
            <div className={styles.row}>
              <span className={`${styles.modality} ${styles[`mod-${modality}`]}`}>
                {modalityBadge(claim.modality)}
              </span>
              <span className={`${styles.small} ${styles.muted}`}>
                {Math.round(claim.confidence * 100)}% confidence
              </span>
              {when && (
                <span className={`${styles.small} ${styles.muted}`}>
                  Event: {when.text}
                  {when.reliable ? '' : ' (unreliable)'}
                </span>
              )}
            </div>
            <p className={styles.claimText}>{claim.text}</p>
            <div className={styles.row}>
              <VoteButtons
                tally={tally}
                subjectName={`claim "${claim.text.slice(0, 60)}"`}
                labels={{ up: 'Approve', down: 'Reject' }}
                onVote={(pressed) => tally && cast.mutate({ current: tally, pressed })}
                error={failed ? `Your review was not saved: ${cast.error.message}` : null}
              />
              <span className={`${styles.small} ${styles.muted}`} aria-hidden="true">
                Approve / Reject
              </span>
              <button type="button" className={styles.tab} onClick={() => onDiscuss(claim)}>
                Discuss
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
