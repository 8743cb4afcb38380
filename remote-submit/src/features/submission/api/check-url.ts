import type { ApiClient } from '@cairn/shared/api/client';
import { type CheckResponse, checkResponseSchema } from '@cairn/shared/contracts/tasks';

/** `GET /api/check?url=` (SPEC §7): was this article extracted before? */
export function checkUrl(api: ApiClient, url: string): Promise<CheckResponse> {
  return api.request(`/api/check?url=${encodeURIComponent(url)}`, { schema: checkResponseSchema });
}
