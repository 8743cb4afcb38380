import { eq, type SQL, sql } from 'drizzle-orm';
import type { Drizzle } from './database';
import { stories } from './schema';

// A story's contributors (SPEC §1 'builders'): the visitors who added evidence to it (a task that targeted it
// or matched into it) or reviewed its claims (a vote on one). One definition for the Active Builders list and
// for the count the feed's cards show as contributors (`people_count`).

/** One row per visitor's kind of contribution: `visitor`, `evidence`, `reviews`, `at` (latest). */
export function storyContributionsSql(storyId: string): SQL {
  return sql`
    select user_id as visitor, count(*)::int as evidence, 0 as reviews, max(created_at) as at
    from tasks
    where target_story_id = ${storyId} or story_match->>'story_id' = ${storyId}
    group by user_id
    union all
    select v.visitor_id as visitor, 0 as evidence, count(*)::int as reviews, max(v.updated_at) as at
    from visitor_votes v
    join claims c on c.id = v.subject_id
    join story_pages sp on sp.page_id = c.page_id and sp.story_id = ${storyId}
    where v.subject_kind = 'claim'
    group by v.visitor_id`;
}

/** Counts the story's contributors and stores the count on the story (read by the feed); returns it. */
export async function refreshContributorCount(db: Drizzle, storyId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(distinct visitor)::int as n from (${storyContributionsSql(storyId)}) as contributions`,
  );
  const n = rows.rows[0]?.n ?? 0;
  await db.update(stories).set({ peopleCount: n }).where(eq(stories.id, storyId));
  return n;
}

/** The stories a claim's page belongs to. */
export async function storiesOfClaim(db: Drizzle, claimId: string): Promise<string[]> {
  const rows = await db.execute<{ story_id: string }>(sql`
    select distinct sp.story_id from claims c join story_pages sp on sp.page_id = c.page_id
    where c.id = ${claimId}`);
  return rows.rows.map((r) => r.story_id);
}
