import type { ApiClient } from '../../api/client';
import { type AddPageResponse, addPageResponseSchema, taskPaths } from '../../contracts/tasks';

/** `POST /api/story/{id}/add-page` (SPEC §7): a builder adds a URL to a story; poll the task it answers. */
export function postAddPage(
  api: ApiClient,
  storyId: string,
  url: string,
  signal?: AbortSignal,
  text?: string,
): Promise<AddPageResponse> {
  return api.request(taskPaths.addPage(storyId), {
    method: 'POST',
    body: text ? { url, text } : { url },
    schema: addPageResponseSchema,
    signal,
  });
}
