import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import { useState } from 'react';
import { BUILDER_MODALITIES, MODALITY_LABELS } from '../model/builder-rules';
import type { VariantConfig } from '../model/variants';
import styles from '../workspace.module.css';

/** Story Structure (SPEC §2, §4): claims grouped by modality, each group collapsible. */
export function StructurePanel({
  threads,
  config,
  headingLevel = 2,
}: {
  threads: BuilderStoryResponse['threads'];
  config: VariantConfig;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(BUILDER_MODALITIES.map((m) => [m, true])),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const setAll = (value: boolean) => setOpen(Object.fromEntries(BUILDER_MODALITIES.map((m) => [m, value])));
  return (
    <section className={styles.panel} aria-labelledby="structure-heading">
      <div className={styles.spread}>
        <Heading id="structure-heading" className={styles.panelTitle}>
          Story Structure
        </Heading>
        {config.expandAll && (
          <span className={styles.row}>
            <button type="button" className={styles.tab} onClick={() => setAll(true)}>
              Expand All
            </button>
            <button type="button" className={styles.tab} onClick={() => setAll(false)}>
              Collapse All
            </button>
          </span>
        )}
      </div>
      {BUILDER_MODALITIES.map((modality) => {
        const claims = threads[modality];
        const shown = claims.slice(0, config.structureLimit);
        const more = claims.length - shown.length;
        const isOpen = open[modality] ?? true;
        const listId = `structure-${modality}`;
        return (
          <div key={modality} className={styles.claim}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => setOpen((all) => ({ ...all, [modality]: !isOpen }))}
            >
              <span>
                <span className={`${styles.modality} ${styles[`mod-${modality}`]}`}>
                  {MODALITY_LABELS[modality]}
                </span>
              </span>
              <span>
                {claims.length} <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
              </span>
            </button>
            {isOpen && (
              <ul id={listId} className={styles.list}>
                {claims.length === 0 && <li className={`${styles.muted} ${styles.small}`}>No claims yet</li>}
                {shown.map((claim) => (
                  <li key={claim.id} className={styles.small}>
                    {claim.text}
                  </li>
                ))}
                {more > 0 && (
                  <li className={`${styles.muted} ${styles.small}`}>
                    {config.structureMore ? `+${more} more` : `${more} more not shown`}
                  </li>
                )}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
