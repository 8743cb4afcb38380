import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type TaskPreview, taskPaths, taskPreviewSchema } from '../../contracts/tasks';
import { taskKeys } from './task-keys';

/** `GET /api/task/{taskId}/preview` (SPEC §7): image, publisher, language, section, tags. */
export function getTaskPreview(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<TaskPreview> {
  return api.request(taskPaths.preview(taskId), { schema: taskPreviewSchema, signal });
}

export function taskPreviewQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.preview(taskId),
    queryFn: ({ signal }) => getTaskPreview(api, taskId, signal),
  });
}

export function useTaskPreview(api: ApiClient, taskId: string) {
  return useQuery(taskPreviewQueryOptions(api, taskId));
}
