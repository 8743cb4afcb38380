import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  chatPaths,
  type StoryChatRequest,
  type StoryChatResponse,
  storyChatResponseSchema,
} from '../../contracts/chat';

/** `POST /api/story/{id}/chat` (SPEC §7): a question answered from the story's claims, citing them. */
export function postStoryChat(
  api: ApiClient,
  storyId: string,
  body: StoryChatRequest,
  signal?: AbortSignal,
): Promise<StoryChatResponse> {
  return api.request(chatPaths.story(storyId), {
    method: 'POST',
    body,
    schema: storyChatResponseSchema,
    signal,
  });
}

/** Asks one question at a time; a 429 (ApiError.isRateLimited) says when to ask again. */
export function useStoryChat(api: ApiClient, storyId: string) {
  return useMutation({ mutationFn: (body: StoryChatRequest) => postStoryChat(api, storyId, body) });
}
