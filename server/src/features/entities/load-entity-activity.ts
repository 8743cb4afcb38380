import {
  ENTITY_TREND_DAYS,
  type EntityActivity,
  type EntityClaim,
  type EntityDetail,
} from '@cairn/shared/contracts/entities';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';

const CLAIMS_LIMIT = 20;
const CO_OCCURRING_LIMIT = 8;
const DAY_MS = 86_400_000;

/**
 * The profile's activity, or undefined for an unknown entity: mentions per day over the seven days up to
 * its latest mention (its pages' publication days; the days Cairn stored them when none has a date), the
 * admitted claims it makes (its name is the claim's speaker) or is named in, and the entities its pages most
 * often also mention.
 */
export async function loadEntityActivity(db: Drizzle, id: string): Promise<EntityActivity | undefined> {
  const exists = await db.execute(sql`select 1 from entities where id = ${id}`);
  if (!exists.rows.length) return undefined;
  const [trend, claims, coOccurring] = await Promise.all([
    loadTrend(db, id),
    loadClaims(db, id),
    loadCoOccurring(db, id),
  ]);
  return { trend, claims, co_occurring: coOccurring };
}

async function loadTrend(db: Drizzle, id: string): Promise<EntityActivity['trend']> {
  const rows = await db.execute<{ published: string | null; stored: string; mentions: number }>(sql`
    select case when p.extraction->>'published_at' ~ '^\\d{4}-\\d{2}-\\d{2}'
                then left(p.extraction->>'published_at', 10) end as published,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as stored,
           sum(pe.mention_count)::int as mentions
    from page_entities pe join pages p on p.id = pe.page_id
    where pe.entity_id = ${id}
    group by 1, 2`);
  // Dates are checked here rather than cast in SQL: a malformed '2026-13-45' must not fail the request.
  const dayOf = (day: string | null) => {
    const time = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
    return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : time;
  };
  // Days of publication when the entity has any: an undated page pasted today says nothing of when its
  // news happened, and counted on the day it was stored it would end the week today and hide every dated
  // mention (a 2010 shooting's suspect showed only the week of the pastes). Stored days only when no page
  // of the entity has a date.
  const dated = rows.rows.some((row) => dayOf(row.published) !== undefined);
  const byDay = new Map<number, number>();
  for (const row of rows.rows) {
    const time = dated ? dayOf(row.published) : dayOf(row.stored);
    if (time === undefined) continue;
    byDay.set(time, (byDay.get(time) ?? 0) + Number(row.mentions));
  }
  if (!byDay.size) return [];
  const last = Math.max(...byDay.keys());
  return Array.from({ length: ENTITY_TREND_DAYS }, (_, i) => {
    const time = last - (ENTITY_TREND_DAYS - 1 - i) * DAY_MS;
    return { date: new Date(time).toISOString().slice(0, 10), mentions: byDay.get(time) ?? 0 };
  });
}

interface ClaimRow extends Record<string, unknown> {
  id: string;
  text: string;
  modality: string;
  builder_modality: string;
  relation: EntityClaim['relation'];
  confidence: number;
  story_id: string | null;
  url: string | null;
  domain: string | null;
  title: string | null;
  other_sources: number | string;
}

async function loadClaims(db: Drizzle, id: string): Promise<EntityClaim[]> {
  // Names compared as words: lower case, every run of other characters one space, padded with spaces.
  const words = (column: ReturnType<typeof sql>) =>
    sql`' ' || regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g') || ' '`;
  const rows = await db.execute<ClaimRow>(sql`
    with names as (
      select distinct ${words(sql`n.name`)} as name from (
        select canonical_name as name from entities where id = ${id}
        union select m.name from page_entities pe, unnest(pe.mentions) as m(name) where pe.entity_id = ${id}
      ) n where length(n.name) >= 3
    ), found as (
      -- The entity said it only when the claim is attributed speech: an observation's 'who' is its actor
      -- ('Mayor Dana Okafor ordered an evacuation' is about her, not said by her).
      select c.id, c.text, c.modality, c.builder_modality, c.confidence, c.page_id,
             case when c.builder_modality <> 'observation'
                       and exists (select 1 from names where names.name = ${words(sql`c.who`)})
                  then 'speaker' else 'subject' end as relation
      from page_entities pe join claims c on c.page_id = pe.page_id
      where pe.entity_id = ${id} and c.excluded_reason is null
        and exists (select 1 from names
                    where names.name = ${words(sql`c.who`)} or position(names.name in ${words(sql`c.text`)}) > 0)
    ), same_sentence as (
      -- One sentence stated by several sources (wire copy) is listed once: 'Said by' before 'About', then
      -- the most confident, with the number of the other sources stating it.
      select f.*,
             row_number() over (partition by lower(f.text) order by f.relation, f.confidence desc, f.id) as rank,
             (select count(distinct g.page_id) from found g where lower(g.text) = lower(f.text)) - 1 as other_sources
      from found f
    )
    select f.id, f.text, f.modality, f.builder_modality, f.confidence, f.relation, f.other_sources,
           (select sp.story_id from story_pages sp where sp.page_id = f.page_id
            order by sp.added_at limit 1) as story_id,
           coalesce(p.final_url, p.url) as url,
           coalesce(p.extraction->>'domain', p.preview->>'domain') as domain,
           coalesce(p.extraction->>'title', p.preview->>'title') as title
    from same_sentence f join pages p on p.id = f.page_id
    where f.rank = 1
    order by f.relation, f.confidence desc, f.id
    limit ${CLAIMS_LIMIT}`);
  return rows.rows.map((r) => ({
    id: r.id,
    text: r.text,
    modality: r.modality,
    builder_modality: r.builder_modality,
    relation: r.relation,
    confidence: Number(r.confidence),
    story_id: r.story_id,
    source: { url: r.url, domain: r.domain, title: r.title },
    other_sources: Number(r.other_sources),
  }));
}

async function loadCoOccurring(db: Drizzle, id: string): Promise<EntityActivity['co_occurring']> {
  const rows = await db.execute<{
    id: string;
    entity_type: EntityDetail['entity_type'];
    canonical_name: string;
    shared_pages: number;
  }>(sql`
    select e.id, e.entity_type, e.canonical_name, count(*)::int as shared_pages
    from page_entities mine
    join page_entities other on other.page_id = mine.page_id and other.entity_id <> mine.entity_id
    join entities e on e.id = other.entity_id
    where mine.entity_id = ${id}
    group by e.id, e.entity_type, e.canonical_name
    order by shared_pages desc, e.canonical_name, e.id
    limit ${CO_OCCURRING_LIMIT}`);
  return rows.rows.map((r) => ({ ...r, shared_pages: Number(r.shared_pages) }));
}
