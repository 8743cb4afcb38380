import { ApiError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { deleteStorySource } from '@cairn/shared/data/builder/delete-story-source';
import { postReextractSource } from '@cairn/shared/data/builder/post-reextract-source';
import { taskQueryOptions } from '@cairn/shared/data/tasks/get-task';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { countOf, sourceByline } from '../model/builder-rules';
import styles from '../workspace.module.css';
import { ClaimList } from './claim-list';

/** How often a re-extraction task is asked about: the analysis alone takes seconds. */
const REEXTRACT_POLL_MS = 2_000;

export function sourceTitle(source: StoryArtifact): string {
  return source.title?.trim() || source.domain || source.url || 'Pasted text';
}

/**
 * The Evidence tab's sources (SPEC §2): newest first as the server orders them, the first expanded; each
 * with its claims, View Original, Remove Source (detaches the page, the story is recomposed) and
 * Re-extract Claims (the page's analysis runs again as a pipeline task).
 */
export function SourceList({
  api,
  storyId,
  sources,
  claims,
  highlightedId,
  expandedId,
  onExpand,
  onChanged,
  onDiscuss,
}: {
  api: ApiClient;
  storyId: string;
  sources: readonly StoryArtifact[];
  claims: readonly StoryClaim[];
  highlightedId: string | null;
  expandedId: string | null;
  onExpand: (id: string | null) => void;
  onChanged: () => Promise<unknown>;
  onDiscuss: (claim: StoryClaim) => void;
}) {
  if (sources.length === 0) return <p className={styles.muted}>No sources yet. Add the first one above.</p>;
  return (
    <ul className={styles.list} aria-label="Sources">
      {sources.map((source) => (
        <SourceItem
          key={source.id}
          api={api}
          storyId={storyId}
          source={source}
          claims={claims.filter((c) => c.source.page_id === source.page_id)}
          expanded={expandedId === source.id}
          highlighted={highlightedId === source.id}
          onToggle={() => onExpand(expandedId === source.id ? null : source.id)}
          onChanged={onChanged}
          onDiscuss={onDiscuss}
          isLast={sources.length === 1}
        />
      ))}
    </ul>
  );
}

function SourceItem({
  api,
  storyId,
  source,
  claims,
  expanded,
  highlighted,
  onToggle,
  onChanged,
  onDiscuss,
  isLast,
}: {
  api: ApiClient;
  storyId: string;
  source: StoryArtifact;
  claims: readonly StoryClaim[];
  expanded: boolean;
  highlighted: boolean;
  onToggle: () => void;
  onChanged: () => Promise<unknown>;
  onDiscuss: (claim: StoryClaim) => void;
  isLast: boolean;
}) {
  const panelId = `source-${source.id}`;
  const [reextractTask, setReextractTask] = useState<string | null>(null);
  const [reextractResult, setReextractResult] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteStorySource(api, storyId, source.page_id),
    onSuccess: () => onChanged(),
  });
  const reextract = useMutation({
    mutationFn: () => postReextractSource(api, storyId, source.page_id),
    onSuccess: (reply) => {
      setReextractResult(null);
      setReextractTask(reply.task_id);
    },
  });
  const title = sourceTitle(source);
  return (
    <li
      id={`source-item-${source.id}`}
      className={`${styles.source} ${highlighted ? styles.highlight : ''}`}
      data-source-url={source.url ?? ''}
    >
      <h3 style={{ margin: 0, fontSize: '1rem' }}>
        <button
          type="button"
          className={styles.sourceToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.sourceTitle}>{title}</span>
          <span className={`${styles.small} ${styles.muted}`}>
            {sourceByline(source)} · {countOf(claims.length, 'claim')}
          </span>
        </button>
      </h3>
      {expanded && (
        <div id={panelId}>
          <div className={styles.row}>
            {source.url && (
              <a className={styles.tab} href={source.url} target="_blank" rel="noopener noreferrer">
                View Original
              </a>
            )}
            <button
              type="button"
              className={styles.tab}
              disabled={remove.isPending || isLast}
              title={isLast ? 'A story keeps at least one source' : undefined}
              onClick={() => {
                if (
                  window.confirm(
                    `Remove "${title}" from this story? The story will be recomposed without it.`,
                  )
                )
                  remove.mutate();
              }}
            >
              {remove.isPending ? 'Removing...' : 'Remove Source'}
            </button>
            <button
              type="button"
              className={styles.tab}
              disabled={reextract.isPending || reextractTask !== null}
              onClick={() => reextract.mutate()}
            >
              {reextract.isPending || reextractTask ? 'Re-extracting...' : 'Re-extract Claims'}
            </button>
          </div>
          {remove.isError && (
            <p role="alert" className={styles.taskError}>
              Failed to remove source:{' '}
              {remove.error instanceof ApiError ? remove.error.message : 'Unknown error'}
            </p>
          )}
          {reextract.isError && (
            <p role="alert" className={styles.taskError}>
              Failed to re-extract claims:{' '}
              {reextract.error instanceof ApiError ? reextract.error.message : 'Unknown error'}
            </p>
          )}
          {reextractTask && (
            <ReextractStatus
              api={api}
              taskId={reextractTask}
              onFinished={async (result) => {
                setReextractResult(result);
                setReextractTask(null);
                await onChanged();
              }}
            />
          )}
          {reextractResult && (
            <p
              role="status"
              className={`${styles.small} ${reextractResult.ok ? styles.taskDone : styles.taskError}`}
            >
              {reextractResult.text}
            </p>
          )}
          <ClaimList api={api} claims={claims} onDiscuss={onDiscuss} />
        </div>
      )}
    </li>
  );
}

/** Follows a re-extraction task to its end, then hands its outcome back (the story is refreshed there). */
function ReextractStatus({
  api,
  taskId,
  onFinished,
}: {
  api: ApiClient;
  taskId: string;
  onFinished: (result: { ok: boolean; text: string }) => Promise<void>;
}) {
  const task = useQuery({
    ...taskQueryOptions(api, taskId),
    refetchInterval: (query) =>
      ['completed', 'failed', 'blocked'].includes(query.state.data?.status ?? '') ? false : REEXTRACT_POLL_MS,
  });
  const data = task.data;
  const final = data && ['completed', 'failed', 'blocked'].includes(data.status);
  useEffect(() => {
    if (!data || !final) return;
    const count = (data.semantic_data as { claims_count?: number } | null)?.claims_count ?? 0;
    void onFinished(
      data.status === 'completed'
        ? { ok: true, text: `Extracted ${countOf(count, 'claim')}` }
        : { ok: false, text: data.error ?? 'Extraction failed' },
    );
  }, [data, final, onFinished]);
  useEffect(() => {
    if (task.isError) void onFinished({ ok: false, text: 'Failed to check extraction status' });
  }, [task.isError, onFinished]);
  return (
    <p role="status" className={`${styles.small} ${styles.muted}`}>
      Analyzing the page again{data?.current_stage ? ' (Analyze)' : ''}...
    </p>
  );
}
