import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type StoryFund, storyFundSchema, type TipAmount, tipPaths } from '../../contracts/tips';
import { tipKeys } from './tip-keys';

/** `POST /api/story/{id}/tips`: one tip from the visitor; answers the story's new fund. */
export function postStoryTip(api: ApiClient, storyId: string, amountCents: TipAmount): Promise<StoryFund> {
  return api.request(tipPaths.tip(storyId), {
    method: 'POST',
    body: { amount_cents: amountCents },
    schema: storyFundSchema,
  });
}

/** A tip button's action: the fund the server answers replaces the cached one (no optimistic guess). */
export function useTipStory(api: ApiClient, storyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: TipAmount) => postStoryTip(api, storyId, amountCents),
    onSuccess: (fund) => client.setQueryData(tipKeys.fund(storyId), fund),
  });
}
