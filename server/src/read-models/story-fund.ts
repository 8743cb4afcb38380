import type { StoryFund } from '@cairn/shared/contracts/tips';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';

/**
 * A story's fund and builders: the sum of its tips, and the distinct visitors whose submissions produced
 * one of its pages or were added to it (`POST /api/story/{id}/add-page`). Demo pages have no submitter
 * and count nobody.
 */
export async function loadStoryFund(
  db: Drizzle,
  storyId: string,
  visitor: string | undefined,
): Promise<StoryFund> {
  const result = await db.execute<{
    fund: string | number;
    tips: string | number;
    mine: string | number;
    builders: string | number;
  }>(sql`
    select
      (select coalesce(sum(amount_cents), 0) from story_tips where story_id = ${storyId}) as fund,
      (select count(*) from story_tips where story_id = ${storyId}) as tips,
      (select coalesce(sum(amount_cents), 0) from story_tips
        where story_id = ${storyId} and visitor_id = ${visitor ?? null}::uuid) as mine,
      (select count(distinct t.user_id) from tasks t
        where t.target_story_id = ${storyId}
           or t.page_id in (select page_id from story_pages where story_id = ${storyId})) as builders`);
  const row = result.rows[0]!;
  return {
    story_id: storyId,
    fund_cents: Number(row.fund),
    tip_count: Number(row.tips),
    my_tips_cents: Number(row.mine),
    builder_count: Number(row.builders),
  };
}

export async function addStoryTip(
  db: Drizzle,
  storyId: string,
  visitor: string,
  amountCents: number,
): Promise<void> {
  await db.execute(
    sql`insert into story_tips (story_id, visitor_id, amount_cents) values (${storyId}, ${visitor}, ${amountCents})`,
  );
}
