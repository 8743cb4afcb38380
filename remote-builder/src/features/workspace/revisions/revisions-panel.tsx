import type { ApiClient } from '@cairn/shared/api/client';
import type { RevisionCause, StoryRevisionResponse } from '@cairn/shared/contracts/builder';
import { useStoryRevision } from '@cairn/shared/data/builder/get-story-revision';
import { useStoryRevisions } from '@cairn/shared/data/builder/get-story-revisions';
import { relativeTime } from '@cairn/shared/format/relative-time';
import { narrativeText } from '@cairn/shared/narrative/narrative-markup';
import { useState } from 'react';
import { countOf } from '../model/builder-rules';
import styles from '../workspace.module.css';
import { sentenceDiff } from './sentence-diff';

const CAUSES: Record<RevisionCause, string> = {
  source_added: 'Source added',
  source_removed: 'Source removed',
  claims_reextracted: 'Claims re-extracted',
};

const revisionText = (r: StoryRevisionResponse) => narrativeText(r.content ?? r.gist ?? '');

/**
 * The story's real revisions, one per recomposition, newest first: View shows one revision's text;
 * choosing two and Compare shows what changed, sentence by sentence.
 */
export function RevisionsPanel({
  api,
  storyId,
  title = 'Revisions',
}: {
  api: ApiClient;
  storyId: string;
  title?: string;
}) {
  const revisions = useStoryRevisions(api, storyId);
  const [viewing, setViewing] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  const list = revisions.data?.revisions ?? [];
  // One revision has nothing to be compared with: no checkboxes and no Compare button that could never work.
  const comparable = list.length > 1;
  const toggle = (id: string) =>
    setPicked((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id].slice(-2)));
  const ordered = (ids: string[]): [string, string] => {
    const n = (id: string) => list.find((r) => r.id === id)?.number ?? 0;
    const [x, y] = ids as [string, string];
    return n(x) < n(y) ? [x, y] : [y, x];
  };
  return (
    <section className={styles.panel} aria-labelledby="revisions-heading">
      <h2 id="revisions-heading" className={styles.panelTitle}>
        {title}
      </h2>
      {revisions.isPending && <p className={`${styles.small} ${styles.muted}`}>Loading revisions...</p>}
      {revisions.isError && (
        <p className={`${styles.small} ${styles.muted}`}>Revisions could not be loaded</p>
      )}
      {revisions.data && list.length === 0 && (
        <p className={`${styles.small} ${styles.muted}`}>
          No revisions yet: one is kept each time the story is recomposed.
        </p>
      )}
      {list.length > 0 && (
        <>
          <ul className={styles.list}>
            {list.map((r) => (
              <li key={r.id} className={styles.task} data-revision={r.number}>
                <div className={styles.spread}>
                  <strong>
                    v{r.number} · {CAUSES[r.cause]}
                  </strong>
                  <span className={`${styles.small} ${styles.muted}`}>{relativeTime(r.created_at)}</span>
                </div>
                <span className={`${styles.small} ${styles.muted}`}>
                  {Math.round(r.coherence_score * 100)}% coherence · {countOf(r.source_count, 'source')} ·{' '}
                  {countOf(r.claim_count, 'claim')}
                </span>
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.tab}
                    aria-pressed={viewing === r.id}
                    onClick={() => {
                      setComparing(null);
                      setViewing(viewing === r.id ? null : r.id);
                    }}
                  >
                    View
                  </button>
                  {comparable && (
                    <label className={styles.small}>
                      <input type="checkbox" checked={picked.includes(r.id)} onChange={() => toggle(r.id)} />{' '}
                      Compare this
                    </label>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {comparable && (
            <p className={styles.row}>
              <button
                type="button"
                className={styles.tab}
                disabled={picked.length !== 2}
                onClick={() => {
                  setViewing(null);
                  setComparing(ordered(picked));
                }}
              >
                Compare
              </button>
              <span className={`${styles.small} ${styles.muted}`}>
                {picked.length === 2 ? 'Two revisions chosen' : 'Choose two revisions to compare'}
              </span>
            </p>
          )}
        </>
      )}
      {viewing && <RevisionView api={api} storyId={storyId} revisionId={viewing} />}
      {comparing && <RevisionCompare api={api} storyId={storyId} ids={comparing} />}
    </section>
  );
}

function RevisionView({ api, storyId, revisionId }: { api: ApiClient; storyId: string; revisionId: string }) {
  const revision = useStoryRevision(api, storyId, revisionId);
  if (revision.isPending) return <p className={styles.muted}>Loading revision...</p>;
  if (revision.isError) return <p role="alert">Failed to load revision</p>;
  const r = revision.data;
  return (
    <article aria-label={`Revision ${r.number}`} className={styles.task}>
      <h3 style={{ margin: 0 }}>
        v{r.number}: {r.title}
      </h3>
      {revisionText(r)
        .split(/\n+/)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </article>
  );
}

function RevisionCompare({ api, storyId, ids }: { api: ApiClient; storyId: string; ids: [string, string] }) {
  const older = useStoryRevision(api, storyId, ids[0]);
  const newer = useStoryRevision(api, storyId, ids[1]);
  if (older.isPending || newer.isPending) return <p className={styles.muted}>Loading revisions...</p>;
  if (older.isError || newer.isError) return <p role="alert">Failed to load revision</p>;
  const lines = sentenceDiff(revisionText(older.data), revisionText(newer.data));
  const added = lines.filter((l) => l.kind === 'added').length;
  const removed = lines.filter((l) => l.kind === 'removed').length;
  return (
    <article
      aria-label={`Changes from v${older.data.number} to v${newer.data.number}`}
      className={styles.task}
    >
      <h3 style={{ margin: 0 }}>
        v{older.data.number} → v{newer.data.number}: {countOf(added, 'sentence')} added, {removed} removed
      </h3>
      <ul className={styles.diff}>
        {lines.map((line, i) => (
          <li
            key={i}
            className={
              line.kind === 'added' ? styles.diffAdded : line.kind === 'removed' ? styles.diffRemoved : ''
            }
          >
            <span className={styles.visuallyHidden}>
              {line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}
            </span>
            {line.text}
          </li>
        ))}
      </ul>
    </article>
  );
}
