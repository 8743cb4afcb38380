import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type TaskResponse, taskPaths, taskResponseSchema } from '../../contracts/tasks';
import { taskKeys } from './task-keys';

/** `GET /api/task/{taskId}` (SPEC §7): polled by the submission list and the task page. */
export function getTask(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<TaskResponse> {
  return api.request(taskPaths.detail(taskId), { schema: taskResponseSchema, signal });
}

/** The task's key and read; each screen adds its own polling (SPEC §9: every 1 s or 2 s). */
export function taskQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getTask(api, taskId, signal),
  });
}

export function useTask(api: ApiClient, taskId: string) {
  return useQuery(taskQueryOptions(api, taskId));
}
