import type { VoteDirection, VoteTally } from '../contracts/votes';

/**
 * SPEC §4 vote toggle: the same vote again removes it, a vote when none is set adds it, the opposite vote
 * switches it. Returns the caller's vote from now on (null: none).
 */
export function toggledVote(current: VoteDirection | null, pressed: VoteDirection): VoteDirection | null {
  return current === pressed ? null : pressed;
}

/** The tally once the caller's vote becomes `next`: what a screen shows before the server confirms. */
export function tallyWithVote(tally: VoteTally, next: VoteDirection | null): VoteTally {
  const counts = { up: tally.up, down: tally.down };
  if (tally.mine) counts[tally.mine] = Math.max(0, counts[tally.mine] - 1);
  if (next) counts[next] += 1;
  return { ...tally, ...counts, mine: next };
}
