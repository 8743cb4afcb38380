import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import { MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';
import { BUILDER_MODALITIES, missingPerspectives, storyGaps } from '../model/builder-rules';
import styles from '../workspace.module.css';

/** Variant 2's Story Gaps (SPEC §9 gap rules, only below 70%), from the story's real counts. */
export function GapsPanel({ data }: { data: BuilderStoryResponse }) {
  const coherence = data.story.coherence_score;
  const gaps = storyGaps({
    coherence,
    sources: data.sources.length,
    modalities: BUILDER_MODALITIES.filter((m) => data.threads[m].length > 0).length,
    claimEntities: new Set(data.claim_entities.map((e) => e.canonical_name)).size,
  });
  const percent = Math.round(coherence * 100);
  return (
    <section className={styles.panel} aria-labelledby="gaps-heading">
      <h2 id="gaps-heading" className={styles.panelTitle}>
        Story Gaps
      </h2>
      {gaps.length === 0 ? (
        <p className={`${styles.small} ${styles.muted}`}>
          {coherence >= MATURITY_MATURE_AT
            ? 'No gaps: the story has reached the publishable threshold.'
            : `Sources, kinds of claim and named entities are covered; ${missingPerspectives(percent)} more perspective${missingPerspectives(percent) === 1 ? '' : 's'} would take it to 70%.`}
        </p>
      ) : (
        <>
          <p className={`${styles.small} ${styles.muted}`}>
            {missingPerspectives(percent)} perspective{missingPerspectives(percent) === 1 ? '' : 's'} missing
            · each source adds +8-15% coherence and 25-40 credits
          </p>
          <ul className={styles.list}>
            {gaps.map((gap) => (
              <li key={gap.title} className={styles.task}>
                <div className={styles.spread}>
                  <strong className={styles.small}>{gap.title}</strong>
                  <span className={styles.badge}>
                    {gap.priority === 'high' ? 'High priority' : 'Medium priority'}
                  </span>
                </div>
                <span className={`${styles.small} ${styles.muted}`}>
                  {gap.impact} · {gap.credits}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
