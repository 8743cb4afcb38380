import type { ApiClient } from '@cairn/shared/api/client';
import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { useVoteTallies } from '@cairn/shared/data/votes/get-vote-tallies';
import { useCastVote } from '@cairn/shared/data/votes/put-vote';
import { VoteButtons } from '@cairn/shared/ui/vote-buttons';
import { useCallback } from 'react';

/**
 * Source votes (SPEC §4 toggle rules, DESIGN §6 real counts): stored per visitor on the server, keyed by the
 * source's page id, so a visitor's own vote survives a reload and nobody sees invented numbers.
 */
export function useSourceVotes(api: ApiClient, sources: readonly StoryArtifact[]) {
  const ids = sources.map((s) => s.page_id);
  const tallies = useVoteTallies(api, 'source', ids);
  const cast = useCastVote(api, 'source');
  const failedId = cast.isError ? cast.variables?.current.subject_id : undefined;
  return useCallback(
    (source: StoryArtifact) => {
      const tally = tallies.data?.get(source.page_id);
      return (
        <VoteButtons
          tally={tally}
          subjectName={source.title || source.domain || 'this source'}
          onVote={(pressed) => {
            if (tally) cast.mutate({ current: tally, pressed });
          }}
          error={failedId === source.page_id ? `Your vote was not saved: ${cast.error?.message}` : null}
        />
      );
    },
    [tallies.data, cast, failedId],
  );
}
