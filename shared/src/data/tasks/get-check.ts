import type { ApiClient } from '../../api/client';
import { type CheckResponse, checkResponseSchema, taskPaths } from '../../contracts/tasks';

/** `GET /api/check?url=` (SPEC §7): was this article extracted before? */
export function getCheck(api: ApiClient, url: string, signal?: AbortSignal): Promise<CheckResponse> {
  return api.request(taskPaths.check(url), { schema: checkResponseSchema, signal });
}
