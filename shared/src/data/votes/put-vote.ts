import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  type VoteDirection,
  type VoteSubject,
  type VoteTally,
  votePaths,
  voteTallySchema,
} from '../../contracts/votes';
import { tallyWithVote, toggledVote } from '../../votes/vote-toggle';
import { voteKeys } from './vote-keys';

/** `PUT /api/votes/{subject}/{id}`: sets (null: removes) the visitor's vote; answers the new counts. */
export function putVote(
  api: ApiClient,
  subject: VoteSubject,
  id: string,
  vote: VoteDirection | null,
): Promise<VoteTally> {
  return api.request(votePaths.one(subject, id), {
    method: 'PUT',
    body: { vote },
    schema: voteTallySchema,
  });
}

type Tallies = Map<string, VoteTally>;

/**
 * A vote button's action: applies SPEC §4's toggle to the visitor's current vote, shows the new counts
 * at once in every cached list holding the subject, then the server's (or the old ones on failure, the
 * error staying on the mutation for the screen to show).
 */
export function useCastVote(api: ApiClient, subject: VoteSubject) {
  const client = useQueryClient();
  const replace = (tally: VoteTally) =>
    client.setQueriesData<Tallies>({ queryKey: voteKeys.subject(subject) }, (old) =>
      old?.has(tally.subject_id) ? new Map(old).set(tally.subject_id, tally) : old,
    );
  return useMutation({
    mutationFn: ({ current, pressed }: { current: VoteTally; pressed: VoteDirection }) =>
      putVote(api, subject, current.subject_id, toggledVote(current.mine, pressed)),
    onMutate: async ({ current, pressed }) => {
      await client.cancelQueries({ queryKey: voteKeys.subject(subject) });
      replace(tallyWithVote(current, toggledVote(current.mine, pressed)));
      return { previous: current };
    },
    onError: (_error, _vars, context) => {
      if (context) replace(context.previous);
    },
    onSuccess: (tally) => replace(tally),
  });
}
