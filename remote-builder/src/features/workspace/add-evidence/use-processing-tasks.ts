import { ApiError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { getTask } from '@cairn/shared/data/tasks/get-task';
import { postAddPage } from '@cairn/shared/data/tasks/post-add-page';
import { normalizeUrl } from '@cairn/shared/submission/normalize-url';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BUILDER_TIMING,
  checkDuplicate,
  claimsCountOf,
  loadStoredTasks,
  missingSourceReason,
  type ProcessingTask,
  previewOf,
  shouldKeepPolling,
  storeTasks,
  TEMP_PREFIX,
} from './processing-task';

export type AddOutcome =
  | { kind: 'sent' }
  | { kind: 'duplicate-source'; sourceId: string }
  | { kind: 'duplicate-task'; taskId: string }
  /** The request failed: the alert was shown and the caller puts the URL back in the box. */
  | { kind: 'failed'; message: string };

interface Options {
  api: ApiClient;
  storyId: string;
  /** The story's sources as last loaded (SPEC §4: a task completes when its URL appears among them). */
  sources: readonly { id: string; url: string | null }[];
  /** Refetches the story; resolves with its sources after the refresh. */
  refreshStory: () => Promise<readonly { id: string; url: string | null }[]>;
  alert?: (message: string) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The builder's processing list (SPEC §4 'Add evidence flow', §8, §9): a temporary task at once, the real
 * task id on reply, polling at 3 s + 1 s per poll (cap 15 s), completion and verification against the
 * story's sources, error reasons, timed removal, and persistence per story for 10 minutes.
 */
export function useProcessingTasks({ api, storyId, sources, refreshStory, alert = window.alert }: Options) {
  const [tasks, setTasks] = useState<ProcessingTask[]>(() => loadStoredTasks(storyId));
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const running = useRef(new Set<string>());
  const controller = useRef(new AbortController());

  useEffect(() => {
    storeTasks(storyId, tasks);
  }, [storyId, tasks]);

  const update = useCallback((taskId: string, patch: Partial<ProcessingTask>) => {
    setTasks((all) => all.map((t) => (t.taskId === taskId ? { ...t, ...patch } : t)));
  }, []);
  const removeLater = useCallback((taskId: string, ms: number) => {
    setTimeout(() => setTasks((all) => all.filter((t) => t.taskId !== taskId)), ms);
  }, []);

  const present = (normalizedUrl: string, list = sourcesRef.current) =>
    normalizedUrl !== '' && list.some((s) => s.url && normalizeUrl(s.url) === normalizedUrl);

  const poll = useCallback(
    async (taskId: string) => {
      if (running.current.has(taskId)) return;
      running.current.add(taskId);
      const signal = controller.current.signal;
      const fail = (status: 'error' | 'failed', message: string) => {
        update(taskId, { status, errorMessage: message });
        removeLater(taskId, BUILDER_TIMING.failedRemovalMs);
      };
      // SPEC §4: completed when the server says so or when the source is among the story's sources.
      const succeed = (claimsCount: number | null) => {
        update(taskId, { status: 'completed', claimsCount, stage: 'semantization' });
        removeLater(taskId, BUILDER_TIMING.completedRemovalMs);
      };
      let lastChange = Date.now();
      for (let polls = 0; !signal.aborted; polls++) {
        await sleep(BUILDER_TIMING.pollDelayMs(polls), signal);
        if (signal.aborted) return;
        const current = tasksRef.current.find((t) => t.taskId === taskId);
        if (!current) return;
        let task: TaskResponse;
        try {
          task = await getTask(api, taskId, signal);
        } catch {
          if (signal.aborted) return;
          fail('error', 'Failed to check extraction status');
          return;
        }
        if (task.current_stage !== current.stage) lastChange = Date.now();
        update(taskId, {
          stage: task.current_stage ?? current.stage,
          preview: previewOf(task) ?? current.preview,
        });
        if (task.status === 'failed' || task.status === 'blocked') {
          fail('failed', task.error ?? 'Extraction failed');
          return;
        }
        if (task.status !== 'completed') {
          // SPEC §4: a task idle for over 5 s whose source already shows up in the list is done.
          if (Date.now() - lastChange > BUILDER_TIMING.idleAutoCompleteMs && present(current.normalizedUrl)) {
            succeed(claimsCountOf(task));
            return;
          }
          continue;
        }
        const claims = claimsCountOf(task);
        // Analysis ran (it cost tokens) but its result is not written yet: wait for the next poll.
        if (claims === null && task.token_costs.semantization > 0) continue;
        update(taskId, { stage: 'semantization', claimsCount: claims });
        await sleep(BUILDER_TIMING.refreshAfterCompleteMs, signal);
        let refreshed: readonly { id: string; url: string | null }[];
        try {
          refreshed = await refreshStory();
          await sleep(BUILDER_TIMING.verifyAfterRefreshMs, signal);
        } catch {
          fail('error', 'Unable to verify extraction status');
          return;
        }
        if (signal.aborted) return;
        if (present(current.normalizedUrl, refreshed) || (claims ?? 0) > 0) {
          succeed(claims);
          return;
        }
        if (shouldKeepPolling(task, current.addedAt, Date.now())) continue;
        fail('error', missingSourceReason(task));
        return;
      }
    },
    [api, update, removeLater, refreshStory],
  );

  // Restored tasks resume polling; new ones start when they get their real id.
  useEffect(() => {
    for (const t of tasks)
      if (t.status === 'processing' && !t.taskId.startsWith(TEMP_PREFIX)) void poll(t.taskId);
  }, [tasks, poll]);

  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);

  const add = useCallback(
    async (rawUrl: string, text?: string): Promise<AddOutcome> => {
      const url = rawUrl.trim();
      const pasted = text?.trim() ?? '';
      const duplicate = pasted
        ? ({ kind: 'new', normalizedUrl: url ? normalizeUrl(url) : '' } as const)
        : checkDuplicate(url, sourcesRef.current, tasksRef.current);
      if (duplicate.kind === 'source') return { kind: 'duplicate-source', sourceId: duplicate.sourceId };
      if (duplicate.kind === 'task') return { kind: 'duplicate-task', taskId: duplicate.taskId };
      const tempId = `${TEMP_PREFIX}${crypto.randomUUID()}`;
      const temp: ProcessingTask = {
        taskId: tempId,
        url: url || `${pasted.slice(0, 80)}…`,
        normalizedUrl: duplicate.normalizedUrl,
        status: 'processing',
        stage: null,
        addedAt: Date.now(),
        preview: null,
        claimsCount: null,
        errorMessage: null,
      };
      setTasks((all) => [temp, ...all]);
      const drop = () => setTasks((all) => all.filter((t) => t.taskId !== tempId));
      try {
        const reply = await postAddPage(api, storyId, url, undefined, pasted || undefined);
        setTasks((all) =>
          all.map((t) => (t.taskId === tempId ? { ...t, taskId: reply.task_id, stage: 'preview' } : t)),
        );
        return { kind: 'sent' };
      } catch (error) {
        drop();
        const message = addFailureMessage(error);
        alert(message);
        return { kind: 'failed', message };
      }
    },
    [api, storyId, alert],
  );

  return { tasks, add };
}

/** SPEC §8 'Adding evidence' alerts. */
export function addFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return `Network error: ${error.message || 'Please check your connection'}`;
    if (error.code === 'invalid_shape' || error.code === 'invalid_json')
      return 'Unexpected response from server';
    const detail = typeof error.detail === 'string' ? error.detail : undefined;
    return `Failed to add evidence: ${error.message || detail || 'Unknown error'}`;
  }
  return `Network error: ${error instanceof Error && error.message ? error.message : 'Please check your connection'}`;
}
