import type { EntityDetail } from '@cairn/shared/contracts/entities';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';

interface EntityRow extends Record<string, unknown> {
  id: string;
  entity_type: EntityDetail['entity_type'];
  canonical_name: string;
  description: string | null;
  role: string | null;
  domain: string | null;
  wikidata_qid: string | null;
  latitude: number | null;
  longitude: number | null;
  country_code: string | null;
  feature_class: string | null;
  confidence: number;
}

const COLUMNS = sql`e.id, e.entity_type, e.canonical_name, e.description, e.role, e.domain, e.wikidata_qid,
  e.latitude, e.longitude, e.country_code, e.feature_class, e.confidence`;

/** SPEC §3 'Entity lookup/detail' for one entity id, or undefined. */
export async function loadEntityDetail(db: Drizzle, id: string): Promise<EntityDetail | undefined> {
  const found = await db.execute<EntityRow>(sql`select ${COLUMNS} from entities e where e.id = ${id}`);
  const row = found.rows[0];
  if (!row) return undefined;
  const [mentions, stats] = await Promise.all([
    db.execute<{ mention: string }>(sql`
      select distinct m.mention from page_entities pe, unnest(pe.mentions) as m(mention)
      where pe.entity_id = ${id} order by m.mention`),
    db.execute<{ story_count: number; role: string | null }>(sql`
      select (select count(distinct sp.story_id)::int from page_entities pe
              join story_pages sp on sp.page_id = pe.page_id where pe.entity_id = ${id}) as story_count,
             (select pe.role from page_entities pe where pe.entity_id = ${id} and pe.role is not null
              group by pe.role order by count(*) desc, pe.role limit 1) as role`),
  ]);
  const stat = stats.rows[0];
  return {
    id: row.id,
    entity_type: row.entity_type,
    canonical_name: row.canonical_name,
    description: row.description,
    // No knowledge-base client is configured: these stay null rather than invented.
    wikidata_description: null,
    wikidata_thumbnail: null,
    wikidata_qid: row.wikidata_qid,
    confidence: Number(row.confidence),
    // Every name the pages use, the canonical one too (shared contract: 'distinct surface forms across every
    // page'): a person only ever written in full was answered `[]`, as if never mentioned. The profile's
    // 'Also Known As' leaves the canonical name out itself.
    mentions: mentions.rows.map((m) => m.mention),
    context: { role: row.role ?? stat?.role ?? null, domain: row.domain },
    story_count: Number(stat?.story_count ?? 0),
    location:
      row.entity_type === 'Location'
        ? {
            lat: row.latitude === null ? null : Number(row.latitude),
            lon: row.longitude === null ? null : Number(row.longitude),
            country_code: row.country_code,
            feature_class: row.feature_class,
          }
        : null,
  };
}

/**
 * Lookup by name: the entity whose canonical name is the name (any case), else one that pages mention under
 * that name, else the best prefix match (names starting with it, then the most linked, then the shortest).
 */
export async function findEntityIdByName(db: Drizzle, name: string): Promise<string | undefined> {
  const exact = await db.execute<{ id: string }>(sql`
    select e.id from entities e where lower(e.canonical_name) = lower(${name})
    order by e.confidence desc, e.id limit 1`);
  if (exact.rows[0]) return exact.rows[0].id;

  const mentioned = await db.execute<{ id: string }>(sql`
    select pe.entity_id as id from page_entities pe
    where exists (select 1 from unnest(pe.mentions) m where lower(m) = lower(${name}))
    group by pe.entity_id order by count(*) desc, pe.entity_id limit 1`);
  if (mentioned.rows[0]) return mentioned.rows[0].id;

  const terms = (
    name
      .normalize('NFKD')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
  if (!terms.length) return undefined;
  const tsquery = terms.map((term) => `'${term}':*`).join(' & ');
  const prefix = await db.execute<{ id: string }>(sql`
    select e.id from entities e
    where to_tsvector('simple'::regconfig, e.canonical_name) @@ to_tsquery('simple', ${tsquery})
    order by starts_with(lower(e.canonical_name), lower(${name})) desc,
             (select count(*) from page_entities pe where pe.entity_id = e.id) desc,
             length(e.canonical_name), e.id
    limit 1`);
  return prefix.rows[0]?.id;
}

/** Lookup by a source's domain: the Organization whose website is that host (with or without www.). */
export async function findOrganizationIdByDomain(db: Drizzle, domain: string): Promise<string | undefined> {
  const host = hostOfDomainInput(domain);
  if (!host) return undefined;
  const found = await db.execute<{ id: string }>(sql`
    select e.id from entities e
    where e.entity_type = 'Organization' and e.domain in (${host}, ${`www.${host}`})
    order by e.confidence desc, e.id limit 1`);
  return found.rows[0]?.id;
}

/** 'https://www.Example.com/path' and 'example.com' both give 'example.com'. */
export function hostOfDomainInput(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase();
  let host = trimmed;
  try {
    host = new URL(/^[a-z]+:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/^www\./, '');
  return /^[a-z0-9.-]+$/.test(host) && host.includes('.') ? host : undefined;
}
