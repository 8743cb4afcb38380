import { ApiError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { taskQueryOptions } from '@cairn/shared/data/tasks/get-task';
import { taskPreviewQueryOptions } from '@cairn/shared/data/tasks/get-task-preview';
import { queryOptions } from '@tanstack/react-query';

/** SPEC §9: the task page polls every 2 s until completed or failed. */
export const TASK_PAGE_POLL_MS = 2_000;

/** The server's `blocked` ends a task too; the page shows it as failed with the server's reason. */
export function isFinishedTask(task: TaskResponse | undefined): boolean {
  return task?.status === 'completed' || task?.status === 'failed' || task?.status === 'blocked';
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The task as the task page reads it: polled every 2 s until it is finished. */
export function taskPageQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    ...taskQueryOptions(api, taskId),
    // The 2 s poll is the retry: a passing network failure is read again on the next tick, while a task
    // the server refuses (unknown or malformed id) is not asked for again.
    retry: false,
    refetchInterval: (query) =>
      isFinishedTask(query.state.data) || isClientError(query.state.error) ? false : TASK_PAGE_POLL_MS,
  });
}

/** The task page's header: read once (a task's preview does not change) and not retried. */
export function taskPagePreviewQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    ...taskPreviewQueryOptions(api, taskId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
