import type { StorySearchMatch } from '@cairn/shared/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import {
  allowedEdits,
  contentWords,
  editDistance,
  matchWord,
  stem,
  type WordMatch,
  words,
} from '../../lib/text-terms';
import { describe } from '../../read-models/story-mappers';

/** SPEC §5: search starts at 2 characters. */
export const MIN_QUERY_CHARS = 2;
const MAX_QUERY_WORDS = 8;
/** Stories scored in JavaScript per phase, the most recent text matches: the bound that keeps a common word cheap. */
const CANDIDATES = 100;
/**
 * Text matches are either all read off the GIN index and sorted by recency (about one heap visit each), or
 * found by walking the recency index newest first, testing each story (a heap visit and a to_tsvector, about
 * four times the price) until CANDIDATES hit: CANDIDATES × stories / matches of them. The two break even
 * where matches² = WALK_PRICE × CANDIDATES × stories: 6,300 matches at 100k stories, 2,000 at 10k.
 */
const WALK_PRICE = 4;
/** Never trust the estimate beyond this many times the break-even: past it, walk after all. */
const ESTIMATE_SLACK = 2;
/** Entities whose names match, per phase; each links a handful of stories. */
const ENTITY_CANDIDATES = 10;
/** Stories taken per matching entity. */
const STORIES_PER_ENTITY = 10;
/** Indexed words kept per query word in the typo phase, closest first. */
const TYPO_WORDS_PER_QUERY_WORD = 16;

const FIELD_WEIGHT = { title: 3, entity: 2, description: 1 } as const;
const MATCH_QUALITY: Record<WordMatch, number> = { exact: 1, prefix: 0.8, fuzzy: 0.5 };

interface Candidate extends Record<string, unknown> {
  id: string;
  title: string;
  description: string | null;
  gist: string | null;
  category: string;
  artifact_count: number;
  updated_at: Date | string;
  /** Names of the story's entities that match the query (entity branch only). */
  entity_names: string | null;
}

/**
 * Stories whose title, description or entity names (of the story's pages) match the query.
 *
 * Candidates are retrieved first (bounded, on indexes), then scored in JavaScript:
 * 1. Exact phase: every query word as a prefix query (`flood:*`, and its stem) on the GIN word indexes of
 *    stories and entity names. A story's text must hold every query word (all but one from three words
 *    on), or one of its entities must match a word. Of the text matches the CANDIDATES most recent are
 *    scored (read off the GIN index and sorted, or for a common word found by walking the recency index,
 *    whichever the planner's statistics say is cheaper), with the stories of the first matching entities.
 * 2. Typo phase, when that finds fewer than `limit`: the words the database holds (`search_words`, kept by
 *    triggers, see migration 0003) that start with the first three letters of a query word or of its
 *    one-deletion and one-transposition variants ('flod' → 'flo', 'fod', 'lod', 'fld', 'lfo'…) and lie
 *    within edit distance (1 edit up to 7 letters, 2 beyond) are added to that word's terms as exact
 *    words, and retrieval runs again. A typo in the first three letters that is a substitution or an
 *    insertion is not found (the known gap).
 *
 * Ranked by: query words matched, title hit, exact before typo-only, most recently updated.
 */
export async function searchStories(db: Drizzle, query: string, limit: number): Promise<StorySearchMatch[]> {
  if (query.trim().length < MIN_QUERY_CHARS) return [];
  const queryWords = unique(contentWords(query).length ? contentWords(query) : words(query)).slice(
    0,
    MAX_QUERY_WORDS,
  );
  if (!queryWords.length) return [];
  const required = queryWords.length <= 2 ? queryWords.length : queryWords.length - 1;

  // Per query word: its tsquery operands. Words are letters and digits only (see `words`).
  const exactGroups = queryWords.map((word) => unique([word, stem(word)]).map((term) => `'${term}':*`));
  const scored = new Map<string, Scored>();
  const matcher = memoMatchWord();
  await scoreCandidates(db, exactGroups, queryWords, required, scored, matcher);
  if (countMatches(scored, queryWords.length) < limit) {
    const typoWords = await indexedTypoWords(db, queryWords);
    if (typoWords.some((list) => list.length)) {
      const typoGroups = exactGroups.map((group, i) => [...group, ...typoWords[i]!.map(quoteLexeme)]);
      await scoreCandidates(db, typoGroups, queryWords, required, scored, matcher);
    }
  }

  return [...scored.values()]
    .filter((s) => s.matched >= required)
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        Number(b.titleHit) - Number(a.titleHit) ||
        Number(b.allExact) - Number(a.allExact) ||
        b.quality - a.quality ||
        b.updatedAt - a.updatedAt ||
        (a.row.id < b.row.id ? 1 : -1),
    )
    .slice(0, limit)
    .map(({ row }) => ({
      id: row.id,
      title: row.title,
      description: describe(row),
      category: row.category === 'local' ? ('local' as const) : ('global' as const),
      artifact_count: Number(row.artifact_count),
    }));
}

interface Scored {
  row: Candidate;
  matched: number;
  titleHit: boolean;
  allExact: boolean;
  quality: number;
  updatedAt: number;
}

function countMatches(scored: Map<string, Scored>, wordCount: number): number {
  let count = 0;
  for (const s of scored.values()) if (s.matched >= wordCount) count++;
  return count;
}

/** `(a | b) & (c | d)`, or with `required` below the group count, any `required` of the groups. */
function textQuery(groups: string[][], required: number): string {
  const ors = groups.map((group) => `(${group.join(' | ')})`);
  if (required >= ors.length) return ors.join(' & ');
  // required is groups - 1 (see searchStories): every way of leaving one group out.
  return ors.map((_, skip) => `(${ors.filter((__, i) => i !== skip).join(' & ')})`).join(' | ');
}

async function scoreCandidates(
  db: Drizzle,
  groups: string[][],
  queryWords: string[],
  required: number,
  scored: Map<string, Scored>,
  matcher: typeof matchWord,
): Promise<void> {
  const textTsquery = textQuery(groups, required);
  const entityTsquery = groups.flat().join(' | ');
  const textMatch = sql`to_tsvector('simple'::regconfig, s.title || ' ' || coalesce(s.description, ''))
    @@ to_tsquery('simple', ${textTsquery})`;
  const { matches, stories } = await estimateMatches(db, textMatch);
  const breakEven = Math.sqrt(WALK_PRICE * CANDIDATES * stories);
  const walk = matches > breakEven;
  const cap = Math.ceil(Math.max(1000, ESTIMATE_SLACK * breakEven));
  const textCandidates = walk
    ? walkRecent(textMatch)
    : // MATERIALIZED: read the GIN index, then sort (the planner could otherwise decide to walk the recency
      // index anyway). At most cap + 1 rows: whether the read was cut short says the estimate was wrong.
      sql`
      with text_matches as materialized (
        select ${CANDIDATE_COLUMNS} from stories s where ${textMatch} limit ${cap + 1}
      )
      select t.*, (select count(*) from text_matches)::int as text_total
      from text_matches t order by t.updated_at desc, t.id desc limit ${CANDIDATES}`;
  // One round trip for both branches, with every column scoring needs (no second visit per story).
  // Entities: stories of the first matching entities. Their names are the story's entity field in scoring
  // (the names of a story's other entities cannot match the query, so none are read).
  const found = await db.execute<Candidate & { text_total: number | null; source: 'text' | 'entity' }>(sql`
    with entity_hits as (
      select e.id, e.canonical_name from entities e
      where to_tsvector('simple'::regconfig, e.canonical_name) @@ to_tsquery('simple', ${entityTsquery})
      limit ${ENTITY_CANDIDATES}
    ),
    links as (
      select linked.story_id, string_agg(distinct entity_hits.canonical_name, ' ') as entity_names
      from entity_hits
      -- LATERAL with a LIMIT (not flattened into a join) keeps this on the entity and page indexes.
      cross join lateral (
        select sp.story_id from page_entities pe
        join story_pages sp on sp.page_id = pe.page_id
        where pe.entity_id = entity_hits.id
        limit ${STORIES_PER_ENTITY}
      ) linked
      group by linked.story_id
    )
    select text_candidates.*, 'text' as source, null as entity_names from (${textCandidates}) text_candidates
    union all
    select s.*, null, 'entity', links.entity_names from links
    -- OFFSET 0 keeps this a primary-key lookup per linked story (joined, the planner may scan stories).
    cross join lateral (select ${CANDIDATE_COLUMNS} from stories s where s.id = links.story_id offset 0) s`);
  let rows: Candidate[] = found.rows;
  const textTotal = found.rows.find((row) => row.source === 'text')?.text_total ?? 0;
  if (!walk && textTotal > cap) {
    // The statistics were far off: this text is common after all.
    const recent = await db.execute<Candidate>(walkRecent(textMatch));
    rows = [...recent.rows, ...found.rows.filter((row) => row.source === 'entity')];
  }
  const entityNames = new Map<string, string>();
  for (const row of rows) if (row.entity_names) entityNames.set(row.id, row.entity_names);
  for (const row of rows) {
    if (scored.has(row.id)) continue;
    scored.set(row.id, score(row, entityNames.get(row.id) ?? '', queryWords, matcher));
  }
}

/**
 * Newest first along the recency index, testing each story, stopping after CANDIDATES hits. `is true`
 * keeps the planner off the GIN index (which would fetch every match, then sort).
 */
function walkRecent(textMatch: SQL): SQL {
  return sql`
    select ${CANDIDATE_COLUMNS}, null::int as text_total from stories s
    where (${textMatch}) is true
    order by s.updated_at desc, s.id desc
    limit ${CANDIDATES}`;
}

/**
 * The planner's estimates (from the statistics ANALYZE keeps, no scan) of how many stories match and how
 * many there are; the second member of the UNION is there only to read the table's row count.
 */
async function estimateMatches(db: Drizzle, textMatch: SQL): Promise<{ matches: number; stories: number }> {
  const result = await db.execute<{ 'QUERY PLAN': Array<{ Plan: ExplainNode }> }>(sql`
    explain (format json)
    select 1 from stories s where ${textMatch} union all select 1 from stories`);
  const [matched, all] = result.rows[0]?.['QUERY PLAN'][0]?.Plan.Plans ?? [];
  return { matches: matched?.['Plan Rows'] ?? 0, stories: all?.['Plan Rows'] ?? 0 };
}

interface ExplainNode {
  'Plan Rows': number;
  Plans?: ExplainNode[];
}

const CANDIDATE_COLUMNS = sql.raw(
  's.id, s.title, s.description, s.gist, s.category, s.artifact_count, s.updated_at',
);

/** matchWord, remembered: candidates share most of their words, and the edit distance is the cost. */
function memoMatchWord(): typeof matchWord {
  const seen = new Map<string, WordMatch | undefined>();
  return (query, candidate) => {
    const key = `${query} ${candidate}`;
    if (!seen.has(key)) seen.set(key, matchWord(query, candidate));
    return seen.get(key);
  };
}

function score(row: Candidate, entityNames: string, queryWords: string[], matcher: typeof matchWord): Scored {
  const fields = {
    title: unique(words(row.title)),
    description: unique(words(row.description ?? '')),
    entity: unique(words(entityNames)),
  };
  let matched = 0;
  let titleHit = false;
  let allExact = true;
  let quality = 0;
  for (const queryWord of queryWords) {
    let best = 0;
    let bestMatch: WordMatch | undefined;
    for (const field of ['title', 'entity', 'description'] as const) {
      for (const word of fields[field]) {
        const match = matcher(queryWord, word);
        if (!match) continue;
        const value = FIELD_WEIGHT[field] * MATCH_QUALITY[match];
        if (field === 'title') titleHit = true;
        if (value > best) {
          best = value;
          bestMatch = match;
        }
      }
    }
    if (!bestMatch) continue;
    matched++;
    quality += best;
    if (bestMatch === 'fuzzy') allExact = false;
  }
  return { row, matched, titleHit, allExact, quality, updatedAt: new Date(row.updated_at).getTime() };
}

/**
 * Per query word, the indexed words (lexemes of story texts and entity names) that it may be a typo of,
 * closest first. Words its prefix query already finds are left out, but not accented spellings of it
 * ('valencia' brings 'valència', which `valencia:*` misses).
 */
async function indexedTypoWords(db: Drizzle, queryWords: string[]): Promise<string[][]> {
  const prefixes = unique(queryWords.flatMap(typoPrefixes));
  if (!prefixes.length) return queryWords.map(() => []);
  const typoable = queryWords.filter((word) => allowedEdits(word.length) > 0);
  // Bounds that matchWord can accept: a whole-word typo (± the allowed edits) or a typo of the word's
  // start followed by a short ending (up to 4 more letters).
  const shortest = Math.min(...typoable.map((word) => word.length - allowedEdits(word.length)));
  const longest = Math.max(...typoable.map((word) => word.length + allowedEdits(word.length) + 4));
  const result = await db.execute<{ word: string }>(sql`
    select distinct word from search_words
    where left(word, 3) = any(${`{${prefixes.join(',')}}`}::text[])
      and length(word) between ${shortest} and ${longest}`);
  return queryWords.map((queryWord) => {
    if (allowedEdits(queryWord.length) === 0) return [];
    const covered = unique([queryWord, stem(queryWord)]);
    const close: Array<{ word: string; distance: number }> = [];
    for (const { word } of result.rows) {
      if (covered.some((term) => word.startsWith(term))) continue;
      const plain = words(word).join('');
      if (!matchWord(queryWord, plain)) continue;
      // Whole-word typos first, then typos of the word's start ('flod' → 'flooding').
      const max = allowedEdits(queryWord.length);
      const whole = editDistance(queryWord, plain, max);
      close.push({
        word,
        distance: whole <= max ? whole : max + editDistance(queryWord, plain.slice(0, queryWord.length), max),
      });
    }
    return close
      .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
      .slice(0, TYPO_WORDS_PER_QUERY_WORD)
      .map(({ word }) => word);
  });
}

/** A lexeme as an exact tsquery operand, quoted (the migration indexes no punctuation, but be safe). */
function quoteLexeme(word: string): string {
  return `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`;
}

/** Three-letter prefixes of a word and of its one-deletion and adjacent-transposition variants. */
function typoPrefixes(word: string): string[] {
  if (allowedEdits(word.length) === 0) return [];
  const variants = [word];
  for (let i = 0; i < 3; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i < 2; i++) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return variants.map((variant) => variant.slice(0, 3)).filter((prefix) => prefix.length === 3);
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}
