import type { PipelineStage, TaskResponse } from '@cairn/shared/contracts/tasks';
import { readStorage, writeStorage } from '@cairn/shared/storage/safe-storage';
import { normalizeUrl } from '@cairn/shared/submission/normalize-url';

/** SPEC §3 'Processing task (builder, client-side, persisted per story)'. */
export interface ProcessingTask {
  /** 'temp-…' until the server answers the add-page request with the real task id. */
  taskId: string;
  url: string;
  normalizedUrl: string;
  status: 'processing' | 'completed' | 'error' | 'failed';
  stage: PipelineStage | null;
  addedAt: number;
  preview: {
    title: string | null;
    description: string | null;
    image: string | null;
    domain: string | null;
  } | null;
  claimsCount: number | null;
  errorMessage: string | null;
}

/** SPEC §4 stages in order, with their labels. */
export const STAGES: readonly { stage: PipelineStage; label: string }[] = [
  { stage: 'preview', label: 'Preview' },
  { stage: 'extraction', label: 'Extract' },
  { stage: 'cleaning', label: 'Clean' },
  { stage: 'resolution', label: 'Resolve' },
  { stage: 'semantization', label: 'Analyze' },
];

/** SPEC §9 builder cadences. */
export const BUILDER_TIMING = {
  /** Poll n (0-based) waits 3 s plus 1 s per earlier poll, at most 15 s. */
  pollDelayMs: (polls: number) => Math.min(3_000 + 1_000 * polls, 15_000),
  refreshAfterCompleteMs: 500,
  verifyAfterRefreshMs: 2_000,
  healthyWindowMs: 60_000,
  idleAutoCompleteMs: 5_000,
  completedRemovalMs: 1_750,
  failedRemovalMs: 5_000,
  storedTaskTtlMs: 10 * 60_000,
  highlightSourceMs: 3_000,
  highlightTaskMs: 2_000,
} as const;

export const TEMP_PREFIX = 'temp-';
export const isTemporary = (task: Pick<ProcessingTask, 'taskId'>) => task.taskId.startsWith(TEMP_PREFIX);

export type DuplicateCheck =
  | { kind: 'new'; normalizedUrl: string }
  | { kind: 'source'; sourceId: string }
  | { kind: 'task'; taskId: string };

/** SPEC §5 duplicates: an existing source (compared normalised) or a task already in progress. */
export function checkDuplicate(
  url: string,
  sources: readonly { id: string; url: string | null }[],
  tasks: readonly ProcessingTask[],
): DuplicateCheck {
  const normalizedUrl = normalizeUrl(url);
  const source = sources.find((s) => s.url && normalizeUrl(s.url) === normalizedUrl);
  if (source) return { kind: 'source', sourceId: source.id };
  const task = tasks.find((t) => t.normalizedUrl === normalizedUrl && t.status === 'processing');
  if (task) return { kind: 'task', taskId: task.taskId };
  return { kind: 'new', normalizedUrl };
}

/** SPEC §4 error reasons when a completed task's source never shows up in the story. */
export function missingSourceReason(task: TaskResponse): string {
  if (task.token_costs.semantization > 0)
    return 'Semantization failed - extracted content but no claims generated';
  if (task.result?.block_detection?.blocked) return 'Content protected/blocked';
  if (task.result && !task.result.is_readable) return 'Article is not readable';
  if (task.result && !task.result.content_text.trim()) return 'No content extracted';
  return 'Unable to extract content';
}

/** SPEC §4: keep polling a completed task whose source is missing while it is young, costed and not failed at analysis. */
export function shouldKeepPolling(task: TaskResponse, addedAt: number, now: number): boolean {
  const failedAtAnalysis = task.stages.some((s) => s.stage === 'semantization' && s.outcome === 'failed');
  return now - addedAt < BUILDER_TIMING.healthyWindowMs && task.token_costs.total > 0 && !failedAtAnalysis;
}

/** `claims_count` of the task's semantic data, or null when the analysis has not answered. */
export function claimsCountOf(task: TaskResponse): number | null {
  const data = task.semantic_data as { claims_count?: unknown } | null;
  return data && typeof data.claims_count === 'number' ? data.claims_count : null;
}

export function previewOf(task: TaskResponse): ProcessingTask['preview'] {
  const meta = task.preview_meta;
  if (!meta && !task.result) return null;
  return {
    title: meta?.title ?? task.result?.title ?? null,
    description: meta?.description ?? task.result?.meta_description ?? null,
    image: meta?.thumbnail_url ?? task.result?.image_url ?? null,
    domain: meta?.domain ?? task.result?.domain ?? null,
  };
}

const storageKey = (storyId: string) => `cairn_builder_tasks:${storyId}`;

/** SPEC §4: stored tasks are restored on reload and expire after 10 minutes; unsent ones are not kept. */
export function loadStoredTasks(storyId: string, now = Date.now()): ProcessingTask[] {
  const raw = readStorage(storageKey(storyId));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as ProcessingTask[];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (t) =>
        typeof t?.taskId === 'string' &&
        typeof t.url === 'string' &&
        !isTemporary(t) &&
        t.status === 'processing' &&
        now - t.addedAt < BUILDER_TIMING.storedTaskTtlMs,
    );
  } catch {
    return [];
  }
}

export function storeTasks(storyId: string, tasks: readonly ProcessingTask[]): void {
  writeStorage(storageKey(storyId), JSON.stringify(tasks.filter((t) => !isTemporary(t))));
}
