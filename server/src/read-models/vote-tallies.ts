import type { VoteDirection, VoteSubject, VoteTally } from '@cairn/shared/contracts/votes';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';

/**
 * The real vote counts of some subjects of one kind, and the visitor's own vote on each: one tally per
 * distinct id, in the order given, 0/0 for a subject nobody voted on. A read model so that other reads
 * (a story's sources, a builder's claims, an entity profile) can carry the same tallies.
 */
export async function loadVoteTallies(
  db: Drizzle,
  subject: VoteSubject,
  ids: readonly string[],
  visitorId: string | undefined,
): Promise<VoteTally[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return [];
  const result = await db.execute<{ subject_id: string; up: number; down: number; mine: number | null }>(sql`
    select subject_id,
           count(*) filter (where vote = 1)::int as up,
           count(*) filter (where vote = -1)::int as down,
           max(vote) filter (where visitor_id = ${visitorId ?? null}::uuid)::int as mine
    from visitor_votes
    where subject_kind = ${subject} and subject_id = any(${sql.param(distinct)}::uuid[])
    group by subject_id`);
  const byId = new Map(result.rows.map((row) => [row.subject_id, row]));
  return distinct.map((id) => {
    const row = byId.get(id);
    return { subject_id: id, up: row?.up ?? 0, down: row?.down ?? 0, mine: directionOf(row?.mine) };
  });
}

/** Sets or (with null) removes a visitor's vote on one subject. */
export async function storeVote(
  db: Drizzle,
  subject: VoteSubject,
  subjectId: string,
  visitorId: string,
  vote: VoteDirection | null,
): Promise<void> {
  if (vote === null) {
    await db.execute(sql`
      delete from visitor_votes
      where subject_kind = ${subject} and subject_id = ${subjectId} and visitor_id = ${visitorId}`);
    return;
  }
  await db.execute(sql`
    insert into visitor_votes (subject_kind, subject_id, visitor_id, vote)
    values (${subject}, ${subjectId}, ${visitorId}, ${vote === 'up' ? 1 : -1})
    on conflict (subject_kind, subject_id, visitor_id)
    do update set vote = excluded.vote, updated_at = now()`);
}

/** Whether the thing a vote would be about exists (a page, a claim or an entity). */
export async function voteSubjectExists(db: Drizzle, subject: VoteSubject, id: string): Promise<boolean> {
  const table = { source: sql`pages`, claim: sql`claims`, entity: sql`entities` }[subject];
  const result = await db.execute(sql`select 1 from ${table} where id = ${id}`);
  return result.rows.length > 0;
}

function directionOf(vote: number | null | undefined): VoteDirection | null {
  if (vote === 1) return 'up';
  if (vote === -1) return 'down';
  return null;
}
