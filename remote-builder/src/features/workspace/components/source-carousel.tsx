import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { sourceByline } from '../model/builder-rules';
import styles from '../workspace.module.css';
import { ClaimList } from './claim-list';
import { sourceTitle } from './source-list';

/**
 * The source carousel and the claims of the selected source (SPEC §2 'Common to all variants'; §4: the
 * first source is selected after load). Arrow keys move between cards.
 */
export function SourceCarousel({
  api,
  sources,
  claims,
  selectedId,
  onSelect,
  highlightedId,
  onDiscuss,
}: {
  api: ApiClient;
  sources: readonly StoryArtifact[];
  claims: readonly StoryClaim[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  highlightedId: string | null;
  onDiscuss: (claim: StoryClaim) => void;
}) {
  const selected = sources.find((s) => s.id === selectedId) ?? null;
  return (
    <>
      <section className={styles.panel} aria-labelledby="carousel-heading">
        <h2 id="carousel-heading" className={styles.panelTitle}>
          Sources ({sources.length})
        </h2>
        {sources.length === 0 ? (
          <p className={`${styles.small} ${styles.muted}`}>No sources yet. Add the first one.</p>
        ) : (
          <ul className={styles.carousel} aria-label="Sources">
            {sources.map((source, i) => (
              <li key={source.id} style={{ display: 'flex' }}>
                <button
                  type="button"
                  id={`source-item-${source.id}`}
                  className={`${styles.card} ${highlightedId === source.id ? styles.highlight : ''}`}
                  aria-pressed={source.id === selectedId}
                  data-source-url={source.url ?? ''}
                  onClick={() => onSelect(source.id)}
                  onKeyDown={(event) => {
                    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    const next = sources[i + step];
                    if (step && next) {
                      event.preventDefault();
                      onSelect(next.id);
                      const card = document.getElementById(`source-item-${next.id}`);
                      card?.focus();
                      // Focus alone leaves a half-visible card cut off at the carousel's edge, its focus
                      // ring with it: the whole card is scrolled into the strip.
                      card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                    }
                  }}
                >
                  <span className={styles.sourceTitle}>{sourceTitle(source)}</span>
                  <span className={`${styles.small} ${styles.muted}`}>{sourceByline(source)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="selected-claims-heading">
        <h2 id="selected-claims-heading" className={styles.panelTitle}>
          Claims from {selected ? sourceTitle(selected) : 'the selected source'}
        </h2>
        {selected ? (
          <>
            {selected.url && (
              <p className={styles.small}>
                <a href={selected.url} target="_blank" rel="noopener noreferrer">
                  View Original
                </a>
              </p>
            )}
            <ClaimList
              api={api}
              claims={claims.filter((c) => c.source.page_id === selected.page_id)}
              onDiscuss={onDiscuss}
            />
          </>
        ) : (
          <p className={`${styles.small} ${styles.muted}`}>Select a source to see its claims.</p>
        )}
      </section>
    </>
  );
}
