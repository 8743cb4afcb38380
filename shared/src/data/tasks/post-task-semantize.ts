import type { ApiClient } from '../../api/client';
import { taskPaths } from '../../contracts/tasks';

/**
 * `POST /api/task/{taskId}/semantize` (SPEC §7): the caller then polls the task (SPEC §9), so the answer
 * (`semantizeResponseSchema`) is not read here.
 */
export function postTaskSemantize(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<unknown> {
  return api.request(taskPaths.semantize(taskId), { method: 'POST', signal });
}
