import type { VoteSubject } from '../../contracts/votes';

/** The query keys of votes (DESIGN §4 key factory): one list a subject kind and set of ids. */
export const voteKeys = {
  all: ['votes'] as const,
  subject: (subject: VoteSubject) => [...voteKeys.all, subject] as const,
  list: (subject: VoteSubject, ids: readonly string[]) => [...voteKeys.subject(subject), [...ids]] as const,
};
