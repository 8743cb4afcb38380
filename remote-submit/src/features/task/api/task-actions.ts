import type { ApiClient } from '@cairn/shared/api/client';

/** `POST /api/task/{taskId}/clean` (SPEC §7): the caller then polls the task. */
export function postClean(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<unknown> {
  return api.request(`/api/task/${encodeURIComponent(taskId)}/clean`, { method: 'POST', signal });
}

/** `POST /api/task/{taskId}/semantize` (SPEC §7): the caller then polls the task. */
export function postSemantize(api: ApiClient, taskId: string, signal?: AbortSignal): Promise<unknown> {
  return api.request(`/api/task/${encodeURIComponent(taskId)}/semantize`, { method: 'POST', signal });
}
