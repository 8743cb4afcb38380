import { ApiError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import { type TaskResponse, taskPreviewSchema } from '@cairn/shared/contracts/tasks';
import { queryOptions } from '@tanstack/react-query';
import { getTask } from '../../../shared/get-task';
import { taskKeys } from '../../../shared/task-keys';

/** SPEC §9: the task page polls every 2 s until completed or failed. */
export const TASK_PAGE_POLL_MS = 2_000;

/** The server's `blocked` ends a task too; the page shows it as failed with the server's reason. */
export function isFinishedTask(task: TaskResponse | undefined): boolean {
  return task?.status === 'completed' || task?.status === 'failed' || task?.status === 'blocked';
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function taskQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getTask(api, taskId, signal),
    // The 2 s poll is the retry: a passing network failure is read again on the next tick, while a task
    // the server refuses (unknown or malformed id) is not asked for again.
    retry: false,
    refetchInterval: (query) =>
      isFinishedTask(query.state.data) || isClientError(query.state.error) ? false : TASK_PAGE_POLL_MS,
  });
}

/** `GET /api/task/{taskId}/preview` (SPEC §7): image, publisher, language, section, tags. */
export function taskPreviewQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.preview(taskId),
    queryFn: ({ signal }) =>
      api.request(`/api/task/${encodeURIComponent(taskId)}/preview`, { schema: taskPreviewSchema, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
