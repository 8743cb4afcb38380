import type { ExcludedClaim, StoryClaim } from '@cairn/shared/contracts/claims';
import type { StoryEntity, StoryLocationEntity } from '@cairn/shared/contracts/entities';
import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';
import { COUNTRIES } from '../lib/countries';
import { foldShortForms } from '../lib/fold-short-forms';
import { type AliasRule, foldStoryAliases } from '../lib/fold-story-aliases';
import { foldTypeDisagreements } from '../lib/fold-type-disagreements';
import { CENTRAL_MIN_PAGES, type RelevanceClaim, storyRelevance } from '../lib/story-relevance';

/**
 * The queries behind every story read (detail, claims, entities, graph, builder, chat). Each reads only
 * the JSON fields it shows: a page's `extraction` also holds the whole article text.
 */

const SNIPPET_CHARS = 200;

export async function storyExists(
  db: Drizzle,
  storyId: string,
): Promise<{ title: string; summary: string | null; off_story_entity_ids: string[] } | undefined> {
  const result = await db.execute<{ title: string; summary: string | null; off_story_entity_ids: string[] }>(
    sql`select title, coalesce(gist, description) as summary, off_story_entity_ids from stories where id = ${storyId}`,
  );
  return result.rows[0];
}

interface ArtifactRow extends Record<string, unknown> {
  page_id: string;
  url: string | null;
  title: string | null;
  domain: string | null;
  site: string | null;
  pub_time: string | null;
  meta_description: string | null;
  page_gist: string | null;
  text_start: string | null;
  image_url: string | null;
  author: string | null;
  match_score: number;
  added_at: Date | string;
}

/** The story's pages, in the order they joined it (then by id, so the order is total). */
export async function loadArtifacts(db: Drizzle, storyId: string): Promise<StoryArtifact[]> {
  const result = await db.execute<ArtifactRow>(sql`
    select sp.page_id,
           coalesce(p.final_url, p.url) as url,
           coalesce(p.extraction->>'title', p.preview->>'title') as title,
           coalesce(p.extraction->>'domain', p.preview->>'domain') as domain,
           coalesce(p.extraction->>'site_name', p.preview->>'site_name') as site,
           p.extraction->>'published_at' as pub_time,
           coalesce(p.extraction->>'meta_description', p.preview->>'description') as meta_description,
           p.gist as page_gist,
           left(coalesce(p.extraction->>'text', p.source_text), ${SNIPPET_CHARS}) as text_start,
           coalesce(p.extraction->>'image', p.preview->>'thumbnail_url') as image_url,
           coalesce(p.extraction->>'author', p.preview->>'author') as author,
           sp.match_score,
           sp.added_at
    from story_pages sp
    join pages p on p.id = sp.page_id
    where sp.story_id = ${storyId}
    order by sp.added_at, sp.page_id`);
  return result.rows.map((row) => {
    // The page's own summary, else its analysed gist (whole sentences), else the start of its text (which
    // can open with a section label or a dateline: "Actualités régionales MILLBROOK — L'Alder…").
    const gist = row.meta_description?.trim() || row.page_gist?.trim() || row.text_start?.trim() || null;
    return {
      id: row.page_id,
      page_id: row.page_id,
      url: row.url,
      title: row.title,
      domain: row.domain ?? hostOf(row.url),
      site: row.site,
      pub_time: isoOrNull(row.pub_time),
      gist,
      snippet: gist,
      image_url: row.image_url,
      author: row.author,
      match_score: Number(row.match_score),
      added_at: toIso(row.added_at),
    };
  });
}

interface ClaimRow extends Record<string, unknown> {
  id: string;
  page_id: string;
  text: string;
  modality: string;
  builder_modality: string;
  who: string | null;
  where: string | null;
  when_date: string | null;
  evidence: unknown;
  confidence: number;
  excluded_reason: string | null;
  created_at: Date | string;
  url: string | null;
  domain: string | null;
  title: string | null;
}

export interface StoryClaims {
  /** Admitted claims; index + 1 is the claim's 'Claim N'. */
  claims: StoryClaim[];
  excluded: ExcludedClaim[];
}

/** Claims of the story's pages: pages in the order they joined the story, then each page's claim order. */
export async function loadClaims(db: Drizzle, storyId: string): Promise<StoryClaims> {
  const result = await db.execute<ClaimRow>(sql`
    select c.id, c.page_id, c.text, c.modality, c.builder_modality, c.who, c."where", c.when_date,
           c.evidence, c.confidence, c.excluded_reason, c.created_at,
           coalesce(p.final_url, p.url) as url,
           coalesce(p.extraction->>'domain', p.preview->>'domain') as domain,
           coalesce(p.extraction->>'title', p.preview->>'title') as title
    from story_pages sp
    join pages p on p.id = sp.page_id
    join claims c on c.page_id = sp.page_id
    where sp.story_id = ${storyId}
    order by sp.added_at, sp.page_id, c.ordinal, c.id`);
  const claims: StoryClaim[] = [];
  const excluded: ExcludedClaim[] = [];
  for (const row of result.rows) {
    const source = {
      url: row.url,
      domain: row.domain ?? hostOf(row.url),
      page_id: row.page_id,
      title: row.title,
    };
    if (row.excluded_reason !== null) {
      excluded.push({
        id: row.id,
        text: row.text,
        reason: row.excluded_reason,
        semantic_modality: row.modality,
        source,
      });
      continue;
    }
    claims.push({
      id: row.id,
      text: row.text,
      modality: row.builder_modality,
      semantic_modality: row.modality,
      confidence: clamp01(Number(row.confidence)),
      event_time: row.when_date,
      who: row.who,
      where: row.where,
      source,
      evidence_references: toEvidenceReferences(row.evidence),
      created_at: toIso(row.created_at),
    });
  }
  return { claims, excluded };
}

/**
 * The story's claims, each marked `off_story` as its narrative reads it (lib/story-relevance.ts:
 * a roundup's notes on other games, after its claims about the story's game), so that the timeline
 * tells the story's own dated claims and not the notes' ('The Vikings need a victory… since 2000').
 */
export async function loadClaimsWithRelevance(db: Drizzle, storyId: string): Promise<StoryClaims> {
  const [loaded, story] = await Promise.all([
    loadClaims(db, storyId),
    db.execute<{ updated_at: Date | string; off_story_claim_ids: string[] | null }>(
      sql`select updated_at, off_story_claim_ids from stories where id = ${storyId}`,
    ),
  ]);
  const row = story.rows[0];
  // The marks of the story's last recomposition (recompose-story.ts: the composer reads its claims by the
  // same rule): one query fewer and no entity query at a cold read. Null for a story not recomposed since
  // the column came, or past the composer's claim limit: worked out here, once per recomposition.
  const ids = row?.off_story_claim_ids
    ? new Set(row.off_story_claim_ids)
    : await offStoryIdsWorkedOut(db, storyId, loaded.claims, String(row?.updated_at ?? ''));
  return { ...loaded, claims: loaded.claims.map((claim) => ({ ...claim, off_story: ids.has(claim.id) })) };
}

async function offStoryIdsWorkedOut(
  db: Drizzle,
  storyId: string,
  claims: StoryClaim[],
  version: string,
): Promise<Set<string>> {
  const pages = await db.execute<{ id: string }>(
    sql`select page_id as id from story_pages where story_id = ${storyId}`,
  );
  // (A story of fewer pages has no claim off it: its entities are not read.)
  if (pages.rows.length < CENTRAL_MIN_PAGES) return new Set();
  // Claims and entities change only through a recomposition, which sets the story's updated_at.
  let off = offStoryMarks.get(storyId);
  if (off?.version !== version) {
    const marked = markOffStory(claims, await loadStoryEntities(db, storyId), pages.rows);
    off = { version, ids: new Set(marked.filter((claim) => claim.off_story).map((claim) => claim.id)) };
    offStoryMarks.delete(storyId);
    if (offStoryMarks.size >= OFF_STORY_MARKS_KEPT) offStoryMarks.delete(offStoryMarks.keys().next().value!);
    offStoryMarks.set(storyId, off);
  }
  return off.ids;
}

/** The off-story claim ids of the stories read last, each as of its story's last recomposition. */
const offStoryMarks = new Map<string, { version: string; ids: Set<string> }>();
/** About 100 kB at 1,000 stories of a few dozen off-story claims. */
const OFF_STORY_MARKS_KEPT = 1000;

/** Each claim with `off_story`; the claims come in page-then-ordinal order, which is each page's order. */
export function markOffStory(
  claims: StoryClaim[],
  entities: StoryEntityRow[],
  pages: { id: string }[],
): StoryClaim[] {
  const read: RelevanceClaim[] = claims.map((claim, ordinal) => ({
    page_id: claim.source.page_id,
    text: claim.text,
    ordinal,
  }));
  const relevance = storyRelevance(pages, read, entities);
  return claims.map((claim, i) => ({ ...claim, off_story: relevance.offStory(read[i]!) }));
}

export interface StoryEntityRow {
  id: string;
  type: EntityType;
  name: string;
  qid: string | null;
  description: string | null;
  lat: number | null;
  lon: number | null;
  feature_class: string | null;
  role: string | null;
  mentions: string[];
  /** Total mentions across the story's pages: the order of each group. */
  mention_count: number;
  page_urls: Array<string | null>;
  /** The story's pages that mention it (a pasted text has no URL). */
  page_ids: string[];
}

/** Entities mentioned by the story's pages, most mentioned first. */
export async function loadStoryEntities(db: Drizzle, storyId: string): Promise<StoryEntityRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select e.id, e.entity_type as type, e.canonical_name as name, e.wikidata_qid as qid, e.description,
           e.latitude as lat, e.longitude as lon, e.feature_class,
           coalesce(max(pe.role), e.role) as role,
           string_agg(array_to_string(pe.mentions, chr(31)), chr(31)) as mentions,
           sum(pe.mention_count)::int as mention_count,
           array_agg(distinct coalesce(p.final_url, p.url)) as page_urls,
           array_agg(distinct sp.page_id) as page_ids,
           array_agg(pe.latitude::text || ' ' || pe.longitude::text || ' ' || coalesce(pe.feature_class, ''))
             filter (where pe.latitude is not null and pe.longitude is not null) as page_places
    from story_pages sp
    join page_entities pe on pe.page_id = sp.page_id
    join entities e on e.id = pe.entity_id
    join pages p on p.id = sp.page_id
    where sp.story_id = ${storyId}
    group by e.id
    order by mention_count desc, e.canonical_name, e.id`);
  const rows: StoryEntityRow[] = result.rows.map((row) => ({
    id: row.id as string,
    type: row.type as EntityType,
    name: row.name as string,
    qid: (row.qid as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    ...storyPlaceOf(row),
    role: (row.role as string | null) ?? null,
    // Joined with the unit separator: arrays of different lengths do not aggregate into one array.
    mentions: [...new Set(((row.mentions as string | null) ?? '').split('\u001f').filter(Boolean))],
    mention_count: Number(row.mention_count ?? 0),
    page_urls: (row.page_urls as Array<string | null> | null) ?? [],
    page_ids: (row.page_ids as string[] | null) ?? [],
  }));
  return foldStoryEntityRows(rows);
}

/**
 * One row per entity of the story, most mentioned first: the rows of the entity keys its pages gave, with
 * the keys that name one entity two ways folded into one (the others' mentions, counts and pages added to
 * it; their ids still name their own entities, whose profiles stay). Pure, so the benchmark
 * (bench/entities/story-aliases.ts) builds a story's lists as the server does.
 */
export function foldStoryEntityRows(
  rows: StoryEntityRow[],
  observeAlias?: (into: StoryEntityRow, other: StoryEntityRow, rule: AliasRule) => void,
): StoryEntityRow[] {
  const mergeInto = (into: StoryEntityRow, short: StoryEntityRow) => {
    into.mentions = [...new Set([...into.mentions, ...short.mentions, short.name])];
    into.mention_count += short.mention_count;
    into.page_urls = [...new Set([...into.page_urls, ...short.page_urls])];
    into.page_ids = [...new Set([...into.page_ids, ...short.page_ids])];
  };
  // 'Watergate' a place on one page and an organisation on another is one entity of the story (as the
  // composition counts it, recompose-story.ts); 'Reid' on one page and 'Tara Reid' on another one person.
  const oneTypeEach = foldTypeDisagreements(rows, mergeInto, {
    pagesOf: (row) => row.page_ids,
    mentionsOf: (row) => row.mention_count,
    isMapped: (row) => row.feature_class !== null || row.lat !== null,
  });
  const shortFormsFolded = foldShortForms(oneTypeEach, mergeInto, {
    pagesOf: (row) => row.page_ids,
    isArea: (row) => row.feature_class === 'A',
  });
  return foldStoryAliases(shortFormsFolded, mergeInto, { pagesOf: (row) => row.page_ids }, observeAlias).sort(
    (a, b) => b.mention_count - a.mention_count || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/**
 * Where the story's pages place a location: the reading most of them give (namesakes share one entity,
 * whose own coordinates are the first page's anywhere: 'Palmer' of a Massachusetts story must not put an
 * Alaska story's Palmer in Massachusetts). On a tie the entity's own reading if it is among the tied, else
 * the first in coordinate order. Pages stored before migration 0015 have none: the entity's.
 */
function storyPlaceOf(row: Record<string, unknown>): Pick<StoryEntityRow, 'lat' | 'lon' | 'feature_class'> {
  const own = {
    lat: row.lat === null ? null : Number(row.lat),
    lon: row.lon === null ? null : Number(row.lon),
    feature_class: (row.feature_class as string | null) ?? null,
  };
  const readings = (row.page_places as string[] | null) ?? [];
  if (readings.length === 0) return own;
  const counts = new Map<string, number>();
  for (const r of readings) counts.set(r, (counts.get(r) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const tied = [...counts.keys()].filter((k) => counts.get(k) === most).sort();
  const parse = (k: string) => {
    const [lat, lon, featureClass] = k.split(' ');
    return { lat: Number(lat), lon: Number(lon), feature_class: featureClass || null };
  };
  const ownTied = tied.map(parse).find((p) => p.lat === own.lat && p.lon === own.lon);
  return ownTied ?? parse(tied[0]!);
}

export function toStoryEntity(row: StoryEntityRow): StoryEntity {
  return {
    canonical_id: row.id,
    name: row.name,
    qid: row.qid,
    description: row.description,
    image_url: null,
  };
}

export function toLocationEntity(row: StoryEntityRow): StoryLocationEntity {
  return { ...toStoryEntity(row), lat: row.lat, lon: row.lon, place_kind: placeKindOf(row) };
}

const COUNTRY_NAMES = new Set(
  COUNTRIES.flatMap((country) => country.names.map((name) => name.toLowerCase())),
);

/** 'P' is a city; an 'A' place is a country when its name is one, else a division or region. */
function placeKindOf(row: StoryEntityRow): StoryLocationEntity['place_kind'] {
  if (row.feature_class === 'P') return 'city';
  if (row.feature_class !== 'A') return null;
  return COUNTRY_NAMES.has(row.name.toLowerCase()) ? 'country' : 'region';
}

/**
 * The story's own entities: without those only its off-story claims name (a roundup's notes on other games:
 * 'Pittsburgh', 'Tarvaris Jackson'), as its last recomposition found them (`stories.off_story_entity_ids`,
 * composition's `off_story_entity_ids`), so the lists a reader sees match the feed card's locations.
 */
export function ownEntities(rows: StoryEntityRow[], offStoryEntityIds: readonly string[]): StoryEntityRow[] {
  if (!offStoryEntityIds.length) return rows;
  const off = new Set(offStoryEntityIds);
  return rows.filter((row) => !off.has(row.id));
}

export function groupEntities(rows: StoryEntityRow[]) {
  return {
    people: rows.filter((row) => row.type === 'Person').map(toStoryEntity),
    organizations: rows.filter((row) => row.type === 'Organization').map(toStoryEntity),
    locations: rows.filter((row) => row.type === 'Location').map(toLocationEntity),
  };
}

// ---------------------------------------------------------------- value helpers

export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An extraction date that does not parse is as good as none (SPEC §5: shown as unknown). */
function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** The composer stores `evidence_references` as written by claim extraction; keep only well-formed quotes. */
function toEvidenceReferences(value: unknown): StoryClaim['evidence_references'] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { references?: unknown }).references)
      ? (value as { references: unknown[] }).references
      : [];
  const references: StoryClaim['evidence_references'] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { quote, start, end } = item as { quote?: unknown; start?: unknown; end?: unknown };
    if (typeof quote !== 'string') continue;
    references.push({
      quote,
      start: Number.isInteger(start) ? (start as number) : null,
      end: Number.isInteger(end) ? (end as number) : null,
    });
  }
  return references;
}
