import type { RelatedStory } from '@cairn/shared/contracts/story-detail';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';

const RELATED_LIMIT = 5;
/**
 * Below this Jaccard score a story is not offered as related: it shares a place name or a publisher and
 * little else ('Millbrook' alone joined a flood and a hockey final at 4.9%). On ECB+ (docs/decisions.md,
 * server-text-defects-3) no two stories of unrelated topics reached 0.10, while stories of sibling events
 * did.
 */
export const MIN_RELATED_SCORE = 0.1;
/**
 * Jaccard needs each candidate's entity count, so it is computed for the stories sharing the most
 * entities only: a story that shares few entities cannot rank high unless it has almost none of its own.
 */
const CANDIDATES = 30;
/**
 * Pages read per entity of this story when looking for candidates. An entity on more pages than this (a
 * country, a large organisation) is sampled (in index order, which is page id order: arbitrary), so that
 * one story citing it does not cost a scan of half the database; the candidates' scores are then counted
 * exactly, so sampling can only leave out a story that shares nothing but such entities.
 */
const PAGES_PER_ENTITY = 100;

/** Stories sharing entities with this one, by Jaccard similarity of the two entity sets (top 5, from MIN_RELATED_SCORE). */
export async function loadRelatedStories(db: Drizzle, storyId: string): Promise<RelatedStory[]> {
  const result = await db.execute<{ id: string; title: string; score: number }>(sql`
    with mine as (
      select distinct pe.entity_id
      from story_pages sp join page_entities pe on pe.page_id = sp.page_id
      where sp.story_id = ${storyId}
    ),
    -- Pages per entity of this story, at most PAGES_PER_ENTITY each; LATERAL with a LIMIT (not flattened
    -- into a join) reads no more index entries than that.
    fanout as (
      select mine.entity_id, linked.page_id, count(*) over (partition by mine.entity_id) as pages
      from mine
      cross join lateral (
        select pe.page_id from page_entities pe
        where pe.entity_id = mine.entity_id
        limit ${PAGES_PER_ENTITY}
      ) linked
    ),
    links as (
      select distinct sp.story_id, fanout.entity_id, fanout.pages
      from fanout join story_pages sp on sp.page_id = fanout.page_id
      where sp.story_id <> ${storyId}
    ),
    -- Most shared entities first; among equals, those sharing the rarer entities (a city before a country:
    -- hundreds of stories share only the country, and must not crowd out the few that share the city).
    candidates as (
      select story_id from links
      group by story_id
      order by count(*) desc, sum(1.0 / pages) desc
      limit ${CANDIDATES}
    ),
    sized as (
      -- Exact counts per candidate, whatever the sampling above saw.
      select c.story_id, counts.size, counts.shared
      from candidates c
      cross join lateral (
        select count(distinct pe.entity_id)::int as size,
               count(distinct pe.entity_id) filter (where pe.entity_id in (select entity_id from mine))::int
                 as shared
        from story_pages sp join page_entities pe on pe.page_id = sp.page_id
        where sp.story_id = c.story_id
      ) counts
    ),
    scored as (
      select sized.story_id,
             sized.shared::float8 / ((select count(*) from mine) + sized.size - sized.shared) as score
      from sized
    )
    select st.id, st.title, scored.score
    from scored join stories st on st.id = scored.story_id
    where scored.score >= ${MIN_RELATED_SCORE}
    order by score desc, st.updated_at desc, st.id
    limit ${RELATED_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    match_score: Math.round(Math.min(1, Math.max(0, Number(row.score))) * 1000) / 1000,
  }));
}
