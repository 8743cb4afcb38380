import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { builderModalityOf } from '@cairn/shared/contracts/vocabulary';
import { useVoteTallies } from '@cairn/shared/data/votes/get-vote-tallies';
import { useCastVote } from '@cairn/shared/data/votes/put-vote';
import { builderEventDate, modalityBadge } from '../model/builder-rules';
import styles from '../workspace.module.css';

const REVIEW = { up: 'Approve', down: 'Reject' } as const;

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
        const when = claim.event_time ? builderEventDate(claim.event_time) : null;
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
              {(['up', 'down'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  className={`${styles.tab} ${tally?.mine === direction ? styles.pressed : ''}`}
                  aria-pressed={tally?.mine === direction}
                  disabled={tally === undefined}
                  title={
                    tally?.mine === direction ? `Remove your ${REVIEW[direction].toLowerCase()}` : undefined
                  }
                  onClick={() => tally && cast.mutate({ current: tally, pressed: direction })}
                >
                  {REVIEW[direction]} ({tally?.[direction] ?? '–'})
                  <span className={styles.visuallyHidden}> this claim: {claim.text.slice(0, 80)}</span>
                </button>
              ))}
              <button type="button" className={styles.tab} onClick={() => onDiscuss(claim)}>
                Discuss
              </button>
            </div>
            {failed && (
              <p role="alert" className={`${styles.small} ${styles.taskError}`}>
                Your review was not saved: {cast.error.message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
