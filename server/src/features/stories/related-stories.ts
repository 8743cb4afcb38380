import type { RelatedStory } from '@cairn/shared/contracts/story-intelligence';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';

const RELATED_LIMIT = 5;
/**
 * Jaccard needs each candidate's entity count, so it is computed for the stories sharing the most
 * entities only: a story that shares few entities cannot rank high unless it has almost none of its own,
 * and this bound keeps a story linked to a very common entity from costing a scan of half the database.
 */
const CANDIDATES = 50;

/** Stories sharing entities with this one, by Jaccard similarity of the two entity sets (top 5). */
export async function loadRelatedStories(db: Drizzle, storyId: string): Promise<RelatedStory[]> {
  const result = await db.execute<{ id: string; title: string; score: number }>(sql`
    with mine as (
      select distinct pe.entity_id
      from story_pages sp join page_entities pe on pe.page_id = sp.page_id
      where sp.story_id = ${storyId}
    ),
    shared as (
      select sp.story_id, count(distinct pe.entity_id)::int as shared
      from mine
      join page_entities pe on pe.entity_id = mine.entity_id
      join story_pages sp on sp.page_id = pe.page_id
      where sp.story_id <> ${storyId}
      group by sp.story_id
      order by shared desc
      limit ${CANDIDATES}
    ),
    sized as (
      select s.story_id, s.shared,
             (select count(distinct pe.entity_id)
              from story_pages sp join page_entities pe on pe.page_id = sp.page_id
              where sp.story_id = s.story_id)::int as size
      from shared s
    )
    select st.id, st.title,
           sized.shared::float8 / ((select count(*) from mine) + sized.size - sized.shared) as score
    from sized join stories st on st.id = sized.story_id
    order by score desc, st.updated_at desc, st.id
    limit ${RELATED_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    match_score: Math.round(Math.min(1, Math.max(0, Number(row.score))) * 1000) / 1000,
  }));
}
