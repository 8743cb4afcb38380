import type { ApiClient } from '@cairn/shared/api/client';
import { type TaskResponse, taskResponseSchema } from '@cairn/shared/contracts/tasks';

/** `GET /api/task/{taskId}` (SPEC §7): polled by the submission list and the task page. */
export function getTask(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<TaskResponse> {
  return api.request(`/api/task/${encodeURIComponent(taskId)}`, { schema: taskResponseSchema, signal });
}
