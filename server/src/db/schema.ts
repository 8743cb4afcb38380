import type { RevisionCause } from '@cairn/shared/contracts/builder';
import type { TaskStatus } from '@cairn/shared/contracts/vocabulary';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Plain `text` + CHECK instead of pgEnum: drizzle-kit writes enum types as "public"."name", which pins them
// to one schema, and adding a value to a CHECK is a one-line migration on PostgreSQL 15 and PGlite alike.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A story: the unit readers browse (SPEC §3 'Story (feed item)' and 'Story (detail)'). */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    gist: text('gist'),
    /** Narrative with `{{cite:…}}` and `[[name|id]]` markup (SPEC §3). */
    content: text('content'),
    category: text('category').notNull().default('global'),
    /** 0..1; a story with no evidence yet is 0, which keeps it out of the default feed (min 0.4). */
    coherenceScore: real('coherence_score').notNull().default(0),
    entropy: real('entropy'),
    healthIndicator: text('health_indicator'),
    coverImage: text('cover_image'),
    artifactCount: integer('artifact_count').notNull().default(0),
    claimCount: integer('claim_count').notNull().default(0),
    peopleCount: integer('people_count').notNull().default(0),
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Entities only the story's off-story claims name (a roundup's notes on other games), as of its last
     * recomposition: the story's entity lists leave them out (lib/story-relevance.ts).
     */
    offStoryEntityIds: text('off_story_entity_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The claims its narrative reads as off the story, as of its last recomposition (null: not worked out
     * since the column came; the claims read then works them out itself).
     */
    offStoryClaimIds: text('off_story_claim_ids').array(),
    ...timestamps,
    /** Last time evidence changed the story, as opposed to any row update (re-scoring touches updated_at). */
    lastActivity: timestamp('last_activity', { withTimezone: true }),
  },
  (table) => [
    check('stories_category_check', sql`${table.category} in ('local', 'global')`),
    check('stories_coherence_range', sql`${table.coherenceScore} >= 0 and ${table.coherenceScore} <= 1`),
    // The feed: newest first, id as a tie-breaker so offset pagination never repeats or skips a row.
    // NULLS FIRST is what a plain `ORDER BY … DESC` means; drizzle-kit's default (NULLS LAST) would not
    // match it and the planner would sort instead of reading the index.
    index('stories_updated_at_idx').on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Story search (features/search): words of title and description; 'simple' keeps every word unstemmed
    // so that prefix queries ('flood:*') and the typo fallback see what was written. No extension needed.
    index('stories_search_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.title} || ' ' || coalesce(${table.description}, ''))`,
    ),
  ],
);

/**
 * An article: one fetched URL or one pasted text, extracted and cleaned once and shared by every task that
 * submits it (the cache of `GET /api/check`). Stories will reference pages as their artifacts.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the visitor gave; null for a pasted text. */
    url: text('url'),
    /** SPEC §5 normalisation of `url`; unique, so two submissions of one article share a page. */
    normalizedUrl: text('normalized_url').unique(),
    /** After redirects. */
    finalUrl: text('final_url'),
    /** A pasted text, when the page did not come from a URL. */
    sourceText: text('source_text'),
    /** The fetched document, kept so extraction can be re-run without fetching again. */
    html: text('html'),
    httpStatus: integer('http_status'),
    /** Extraction output (SPEC §3 'Task' result fields). */
    extraction: jsonb('extraction'),
    /** Cleaning output (SPEC §3 'Clean result'). */
    cleaning: jsonb('cleaning'),
    /** Preview of SPEC §7 `GET /api/task/{id}/preview` and the submission list. */
    preview: jsonb('preview'),
    /** SHA-256 of the cleaned body: finds the same article under two URLs. */
    contentHash: text('content_hash'),
    /** The page's extractive summary, from semantization. */
    gist: text('gist'),
    /** Bundled demo content (the sample corpus `npm start` loads into an empty database). */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('pages_content_hash_idx').on(table.contentHash)],
);

/** One submission going through the evidence pipeline (SPEC §3 'Task', §4 'Submission status'). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('pending'),
    currentStage: text('current_stage'),
    url: text('url'),
    inputText: text('input_text'),
    /** SPEC §5 normalisation; the cache key of `GET /api/check`. */
    normalizedUrl: text('normalized_url'),
    error: text('error'),
    tokenCosts: jsonb('token_costs'),
    result: jsonb('result'),
    previewMeta: jsonb('preview_meta'),
    semanticData: jsonb('semantic_data'),
    storyMatch: jsonb('story_match'),
    /** The article this task produced or reused. */
    pageId: uuid('page_id').references(() => pages.id),
    /** `POST /api/story/{id}/add-page`: the story this evidence was added to. */
    targetStoryId: uuid('target_story_id').references(() => stories.id),
    /** True when the task reused an earlier extraction of the same URL. */
    cacheHit: boolean('cache_hit').notNull().default(false),
    /** Which stages ran, with timings, for the task page and the throughput benchmark. */
    stageLog: jsonb('stage_log').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamps.createdAt,
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    check(
      'tasks_status_check',
      sql`${table.status} in ('pending', 'processing', 'extracting', 'completed', 'blocked', 'failed')`,
    ),
    index('tasks_normalized_url_idx').on(table.normalizedUrl),
    // 'Your Submissions': one user's latest tasks.
    index('tasks_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // A story's contributors (db/story-contributors.ts): the tasks that targeted or matched it.
    index('tasks_target_story_idx').on(table.targetStoryId),
    index('tasks_matched_story_idx').on(sql`(${table.storyMatch}->>'story_id')`),
  ],
);

/** A story's sources (SPEC 'artifacts'): which pages a story is made of, and how well each matched. */
export const storyPages = pgTable(
  'story_pages',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    matchScore: real('match_score').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.pageId] }),
    // Covering (page → story) for entity → page → story walks (related stories, search): index-only.
    index('story_pages_page_story_idx').on(table.pageId, table.storyId),
  ],
);

/** A check-worthy statement from one page (SPEC §3 'Claim'), typed by modality, with its exact quote. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** Position among the page's claims, for stable 'Claim N' numbering. */
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    /** Semantic modality: official_fact, reported_claim, allegation, other. */
    modality: text('modality').notNull(),
    /** Builder modality: observation, reported_speech, opinion, allegation. */
    builderModality: text('builder_modality').notNull(),
    who: text('who'),
    where: text('where'),
    whenDate: text('when_date'),
    evidence: jsonb('evidence').notNull(),
    confidence: real('confidence').notNull(),
    /** Null for an admitted claim; the reason for an excluded one. */
    excludedReason: text('excluded_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claims_page_idx').on(table.pageId, table.ordinal)],
);

/** A canonical person, organization or location, merged across pages by `canonical_key`. */
export const entities = pgTable(
  'entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    canonicalKey: text('canonical_key').notNull().unique(),
    entityType: text('entity_type').notNull(),
    canonicalName: text('canonical_name').notNull(),
    description: text('description'),
    role: text('role'),
    domain: text('domain'),
    /** Wikidata id, only from a configured source; never invented. */
    wikidataQid: text('wikidata_qid'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    countryCode: text('country_code'),
    geonamesId: integer('geonames_id'),
    /** GeoNames feature class of a location: 'P' a populated place, 'A' a country or division. */
    featureClass: text('feature_class'),
    confidence: real('confidence').notNull().default(0.5),
    ...timestamps,
  },
  (table) => [
    check('entities_type_check', sql`${table.entityType} in ('Person', 'Organization', 'Location')`),
    index('entities_name_idx').on(table.canonicalName),
    // Story search by entity name and the entity profile's lookups (features/search, features/entities).
    index('entities_name_search_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.canonicalName})`,
    ),
    index('entities_name_lower_idx').on(sql`lower(${table.canonicalName})`),
    index('entities_domain_idx').on(table.domain),
  ],
);

/** Which entities a page mentions, under which names. */
export const pageEntities = pgTable(
  'page_entities',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    mentions: text('mentions').array().notNull(),
    mentionCount: integer('mention_count').notNull(),
    role: text('role'),
    /**
     * Where this page places a location. Namesakes share one entity (`location:palmer` is Palmer, Alaska on
     * one page and Palmer, Massachusetts on another), whose own coordinates are the first page's; a story's
     * map reads its own pages' (read-models/story-evidence.ts). Null on pages stored before migration 0015.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    featureClass: text('feature_class'),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.entityId] }),
    // Covering (entity → page) for the same walks: index-only, no heap visit per linked page.
    index('page_entities_entity_page_idx').on(table.entityId, table.pageId),
  ],
);

/** Story matching state (see intelligence/matching/matcher-store.ts): one profile per story. */
export const storyProfiles = pgTable('story_profiles', {
  storyId: uuid('story_id')
    .primaryKey()
    .references(() => stories.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').notNull(),
  /**
   * The story's time window, for the candidate query's filter; null while the story holds only pages
   * without a date (their time is unknown, so no window excludes the story).
   */
  firstAt: timestamp('first_at', { withTimezone: true }),
  lastAt: timestamp('last_at', { withTimezone: true }),
});

/** The inverted index of story matching: candidate retrieval is one indexed lookup per term. */
export const storyIndexTerms = pgTable(
  'story_index_terms',
  {
    term: text('term').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** When the story's profile was last saved: postings are walked most recently updated first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.storyId] }),
    index('story_index_terms_recent_idx').on(table.term, table.updatedAt.desc()),
  ],
);

/** Document frequencies behind IDF; the row with term '' holds the document count. */
export const matcherTerms = pgTable('matcher_terms', {
  term: text('term').primaryKey(),
  df: integer('df').notNull(),
});

/**
 * Visitor votes on sources, claims and entities (SPEC §4 toggles, see contracts/votes.ts): one row per
 * visitor and subject, +1 or -1; no row means no vote. The subject id points into pages, claims or
 * entities depending on the kind, so there is no foreign key (the API checks the subject exists).
 */
export const visitorVotes = pgTable(
  'visitor_votes',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    visitorId: uuid('visitor_id').notNull(),
    vote: smallint('vote').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'visitor_votes_pk', columns: [table.subjectKind, table.subjectId, table.visitorId] }),
    check('visitor_votes_kind_check', sql`${table.subjectKind} in ('source', 'claim', 'entity')`),
    check('visitor_votes_vote_check', sql`${table.vote} in (-1, 1)`),
    index('visitor_votes_visitor_idx').on(table.visitorId, table.updatedAt),
  ],
);

/** One tip to a story (SPEC §4 1c / 10c / 100c): the fund is the sum of a story's tips. */
export const storyTips = pgTable(
  'story_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('story_tips_amount_check', sql`${table.amountCents} in (1, 10, 100)`),
    index('story_tips_story_idx').on(table.storyId, table.amountCents),
  ],
);

/** How remote screens load for visitors (features/ops): one row per telemetry event, kept a day. */
export const remoteTelemetry = pgTable(
  'remote_telemetry',
  {
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** A hash of the visitor id: enough to count distinct visitors, nothing more. */
    visitorHash: text('visitor_hash').notNull(),
    kind: text('kind').notNull(),
    loadMs: integer('load_ms'),
  },
  (table) => [
    check(
      'remote_telemetry_kind_check',
      sql`${table.kind} in ('load', 'load_failure', 'load_timeout', 'render_error')`,
    ),
    index('remote_telemetry_version_at_idx').on(table.remote, table.version, table.at),
    index('remote_telemetry_at_idx').on(table.at),
  ],
);

/** The offline gazetteer (GeoNames, CC BY 4.0), filled on first use by pipeline/places/place-store.ts. */
export const places = pgTable(
  'places',
  {
    /** GeoNames id for cities; negative for countries and first-level divisions. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    featureClass: text('feature_class').notNull(),
    featureCode: text('feature_code').notNull(),
    countryCode: text('country_code'),
    admin1: text('admin1'),
    /** A city's GeoNames second-level division; a British county's codes ('ENG.M3 ENG.A4'). */
    admin2: text('admin2'),
    /** Null for an area known only as context (a river, 'Tuscany'): never a marker. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    population: integer('population').notNull().default(0),
  },
  (table) => [check('places_kind_check', sql`${table.kind} in ('city', 'country', 'region')`)],
);

/** Every searchable name of a place, normalised (placeKey). */
export const placeNames = pgTable(
  'place_names',
  {
    key: text('key').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('place_names_key_idx').on(table.key, table.placeId),
    index('place_names_prefix_idx').on(sql`left(${table.key}, 3)`, sql`length(${table.key})`),
  ],
);

/** A fully loaded gazetteer data version. */
export const placeLoads = pgTable('place_loads', {
  version: text('version').primaryKey(),
  places: integer('places').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type TaskRow = typeof tasks.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

/** One revision per recomposition of a story: what it said then, how coherent it was, and why it changed. */
export const storyRevisions = pgTable(
  'story_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    gist: text('gist'),
    content: text('content'),
    coherenceScore: real('coherence_score').notNull(),
    sourceCount: integer('source_count').notNull(),
    claimCount: integer('claim_count').notNull(),
    cause: text('cause').$type<RevisionCause>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'story_revisions_cause_check',
      sql`${table.cause} in ('source_added', 'source_removed', 'claims_reextracted')`,
    ),
    index('story_revisions_story_created_idx').on(table.storyId, table.createdAt.desc()),
  ],
);
