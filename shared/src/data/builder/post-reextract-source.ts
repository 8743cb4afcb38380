import type { ApiClient } from '../../api/client';
import { builderPaths, type ReextractResponse, reextractResponseSchema } from '../../contracts/builder';

/** `POST /api/story/{id}/sources/{pageId}/reextract`: 'Re-extract Claims'; poll the task it answers. */
export function postReextractSource(
  api: ApiClient,
  storyId: string,
  pageId: string,
): Promise<ReextractResponse> {
  return api.request(builderPaths.reextract(storyId, pageId), {
    method: 'POST',
    body: {},
    schema: reextractResponseSchema,
  });
}
