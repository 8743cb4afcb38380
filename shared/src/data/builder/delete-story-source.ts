import type { ApiClient } from '../../api/client';
import { builderPaths, type RemoveSourceResponse, removeSourceResponseSchema } from '../../contracts/builder';

/** `DELETE /api/story/{id}/sources/{pageId}`: 'Remove Source'; the story is recomposed without it. */
export function deleteStorySource(
  api: ApiClient,
  storyId: string,
  pageId: string,
): Promise<RemoveSourceResponse> {
  return api.request(builderPaths.source(storyId, pageId), {
    method: 'DELETE',
    schema: removeSourceResponseSchema,
  });
}
