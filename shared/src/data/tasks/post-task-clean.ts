import type { ApiClient } from '../../api/client';
import { taskPaths } from '../../contracts/tasks';

/**
 * `POST /api/task/{taskId}/clean` (SPEC §7): the caller then polls the task (SPEC §9), so the answer
 * (`cleanResponseSchema`) is not read here.
 */
export function postTaskClean(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<unknown> {
  return api.request(taskPaths.clean(taskId), { method: 'POST', signal });
}
