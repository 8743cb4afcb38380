import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import {
  MAX_VOTE_IDS,
  type VoteListResponse,
  type VoteSubject,
  type VoteTally,
  voteListResponseSchema,
  votePaths,
} from '../../contracts/votes';
import { voteKeys } from './vote-keys';

/**
 * `GET /api/votes/{subject}?ids=`: real counts and the visitor's own vote, in requests of at most
 * MAX_VOTE_IDS ids (a story with more sources asks twice).
 */
export async function getVoteTallies(
  api: ApiClient,
  subject: VoteSubject,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<VoteTally[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_VOTE_IDS) batches.push(ids.slice(i, i + MAX_VOTE_IDS));
  const answers = await Promise.all(
    batches.map(
      (batch): Promise<VoteListResponse> =>
        api.request(votePaths.list(subject, batch), { schema: voteListResponseSchema, signal }),
    ),
  );
  return answers.flatMap((answer) => answer.tallies);
}

export function voteTalliesQueryOptions(api: ApiClient, subject: VoteSubject, ids: readonly string[]) {
  return queryOptions({
    queryKey: voteKeys.list(subject, ids),
    queryFn: async ({ signal }) => {
      const tallies = await getVoteTallies(api, subject, ids, signal);
      return new Map(tallies.map((tally) => [tally.subject_id, tally]));
    },
    enabled: ids.length > 0,
  });
}

/** The tallies of these subjects by id (an id missing from the map has not loaded yet). */
export function useVoteTallies(api: ApiClient, subject: VoteSubject, ids: readonly string[]) {
  return useQuery(voteTalliesQueryOptions(api, subject, ids));
}
