import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { useId, useState } from 'react';
import type { SemanticData, SemanticEntity } from '../model/semantic-data';
import { ClaimItem } from './claim-item';
import styles from './semantic-analysis.module.css';
import common from './task-common.module.css';

/** Admitted claims shown before 'Show all'; an article can carry dozens. */
export const CLAIMS_SHOWN = 8;

/**
 * SPEC §2 'Task page' semantic analysis: summary, people, organizations, locations, admitted claims and
 * excluded claims with their reasons.
 */
export function SemanticAnalysis({ data }: { data: SemanticData }) {
  const [allClaims, setAllClaims] = useState(false);
  const claimsId = useId();
  const claimCount = data.claims_count ?? data.claims.length;
  const excludedCount = data.excluded_count ?? data.excluded_claims.length;
  const claims = allClaims ? data.claims : data.claims.slice(0, CLAIMS_SHOWN);

  return (
    <section className={styles.analysis} aria-labelledby="task-semantic-analysis">
      <h2 id="task-semantic-analysis" className={common.sectionHeading}>
        Semantic analysis
      </h2>
      <div className={common.box}>
        <h3 className={common.boxHeading}>Summary</h3>
        <p className={styles.summary}>{data.gist ?? 'No summary available'}</p>
      </div>
      <div className={styles.entityGrid}>
        <EntityList title="People" tone="person" entities={data.entities.people} />
        <EntityList title="Organizations" tone="organization" entities={data.entities.organizations} />
        <EntityList title="Locations" tone="location" entities={data.entities.locations} />
      </div>
      <div className={common.box}>
        <h3 className={common.boxHeading}>Admitted claims ({claimCount})</h3>
        {data.claims.length === 0 ? (
          <p className={common.muted}>No claims admitted</p>
        ) : (
          <>
            <ol id={claimsId} className={styles.claims}>
              {claims.map((claim, index) => (
                // Claims carry no id; their order is the article's.
                <ClaimItem key={index} claim={claim} />
              ))}
            </ol>
            {data.claims.length > CLAIMS_SHOWN && (
              <button
                type="button"
                className={common.linkButton}
                aria-expanded={allClaims}
                aria-controls={claimsId}
                onClick={() => setAllClaims((value) => !value)}
              >
                {allClaims ? 'Show fewer claims' : `Show all ${data.claims.length} claims`}
              </button>
            )}
          </>
        )}
      </div>
      <details className={common.box}>
        <summary className={common.boxHeading}>Excluded claims ({excludedCount})</summary>
        {data.excluded_claims.length === 0 ? (
          <p className={common.muted}>No sentences were excluded</p>
        ) : (
          <ul className={styles.excluded}>
            {data.excluded_claims.map((claim, index) => (
              <li key={index}>
                <p className={common.claimText}>{claim.text}</p>
                <p className={styles.reason}>
                  <span className={styles.reasonLabel}>Reason:</span> {claim.excluded_reason ?? 'Not given'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}

function EntityList({
  title,
  tone,
  entities,
}: {
  title: string;
  tone: Lowercase<EntityType>;
  entities: SemanticEntity[];
}) {
  return (
    <div className={common.box} data-entity={tone}>
      <h3 className={common.boxHeading}>
        {title} ({entities.length})
      </h3>
      {entities.length === 0 ? (
        <p className={common.muted}>None found</p>
      ) : (
        <ul className={styles.entities}>
          {entities.map((entity) => {
            const note = entityNote(entity);
            return (
              <li key={entity.name}>
                <span className={styles.entityName}>{entity.name}</span>
                {note && <span className={common.muted}> · {note}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The description when it says something in words, else the role. */
function entityNote(entity: SemanticEntity): string | null {
  if (entity.description && /\p{L}{2}/u.test(entity.description)) return entity.description;
  return entity.role;
}
