import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { postTaskClean } from '@cairn/shared/data/tasks/post-task-clean';
import { postTaskSemantize } from '@cairn/shared/data/tasks/post-task-semantize';
import type { Settled, TaskActionConfig } from './use-task-action';

// SPEC §8 'Task page', word for word.
export const CLEAN_FAILED = 'Failed to clean content';
export const CLEAN_TIMEOUT = 'Cleaning timed out - please refresh the page';
export const CLEAN_TOO_SHORT = 'Content too short to clean';
export const SEMANTIZE_FAILED = 'Failed to semantize content';
export const SEMANTIZE_TIMEOUT = 'Semantization timed out - please refresh the page';

function endedWithoutResult(task: TaskResponse, fallback: string): Settled {
  return task.status === 'failed' || task.status === 'blocked'
    ? { ok: false, message: task.error || fallback }
    : null;
}

/** SPEC §9: clean polling every 1 s up to 30 tries. Cleaning succeeds when the result is valid. */
export const cleanAction: TaskActionConfig = {
  post: postTaskClean,
  failedMessage: CLEAN_FAILED,
  timeoutMessage: CLEAN_TIMEOUT,
  maxTries: 30,
  firstDelayMs: 1_000,
  intervalMs: 1_000,
  settle(task) {
    const result = task.clean_result;
    if (!result) return endedWithoutResult(task, CLEAN_FAILED);
    if (result.is_valid) return { ok: true };
    return {
      ok: false,
      message: result.flags.includes('too_short') ? CLEAN_TOO_SHORT : result.message || CLEAN_FAILED,
    };
  },
};

/** SPEC §9: semantize polling every 1 s up to 60 tries, the first after 2 s. */
export const semantizeAction: TaskActionConfig = {
  post: postTaskSemantize,
  failedMessage: SEMANTIZE_FAILED,
  timeoutMessage: SEMANTIZE_TIMEOUT,
  maxTries: 60,
  firstDelayMs: 2_000,
  intervalMs: 1_000,
  settle(task) {
    if (task.semantic_data !== null && task.semantic_data !== undefined) return { ok: true };
    return endedWithoutResult(task, SEMANTIZE_FAILED);
  },
};
