import type { StorySearchMatch } from '@cairn/shared/contracts/story-intelligence';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { describe } from '../stories/story-mappers';
import { allowedEdits, contentWords, matchWord, stem, type WordMatch, words } from './text-terms';

/** SPEC §5: search starts at 2 characters. */
export const MIN_QUERY_CHARS = 2;
const MAX_QUERY_WORDS = 8;
/** Stories scored in JavaScript per phase: the bound that keeps a common word cheap. */
const CANDIDATES = 100;
/** Entities whose names match, per phase; each links a handful of stories. */
const ENTITY_CANDIDATES = 40;

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
}

/**
 * Stories whose title, description or entity names (of the story's pages) match the query.
 *
 * 1. Exact phase: every query word as a prefix query (`flood:*`, and its stem) on the GIN word indexes of
 *    stories and entity names; the most recent candidates (bounded) are scored in JavaScript.
 * 2. Typo phase, when that finds fewer than `limit`: prefix queries on the first three letters of the word
 *    and of its one-deletion and one-transposition variants ('flod' → 'flo', 'fod', 'lod', 'fld', 'lfo'…),
 *    and each candidate word is compared by edit distance (1 edit up to 7 letters, 2 beyond).
 *    A typo in the first three letters that is a substitution or an insertion is not found (the known gap).
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

  const exactTerms = unique(queryWords.flatMap((word) => [word, stem(word)]));
  const scored = new Map<string, Scored>();
  await scoreCandidates(db, exactTerms, queryWords, scored);
  if (countMatches(scored, queryWords.length) < limit) {
    const typoTerms = unique(queryWords.flatMap(typoPrefixes)).filter((term) => !exactTerms.includes(term));
    if (typoTerms.length) await scoreCandidates(db, typoTerms, queryWords, scored);
  }

  const required = queryWords.length <= 2 ? queryWords.length : queryWords.length - 1;
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

async function scoreCandidates(
  db: Drizzle,
  terms: string[],
  queryWords: string[],
  scored: Map<string, Scored>,
): Promise<void> {
  // Terms are letters and digits only (see `words`), quoted for to_tsquery all the same.
  const tsquery = terms.map((term) => `'${term}':*`).join(' | ');
  // Each branch is bounded before the join: a short prefix ('val:*') may hit half the database. Title hits
  // are ranked first in JavaScript among these candidates, the most recent of each kind.
  const result = await db.execute<Candidate>(sql`
    -- MATERIALIZED: read the GIN index, then sort; walking the recency index instead would compute
    -- to_tsvector for every story it passes.
    with text_matches as materialized (
      select s.id, s.updated_at from stories s
      where to_tsvector('simple'::regconfig, s.title || ' ' || coalesce(s.description, ''))
            @@ to_tsquery('simple', ${tsquery})
    ),
    text_hits as (
      select id from text_matches order by updated_at desc, id desc limit ${CANDIDATES}
    ),
    entity_hits as (
      select e.id from entities e
      where to_tsvector('simple'::regconfig, e.canonical_name) @@ to_tsquery('simple', ${tsquery})
      limit ${ENTITY_CANDIDATES}
    ),
    hits as (
      select id from text_hits
      union
      -- LATERAL with a LIMIT (not flattened into a join) keeps this on the entity and page indexes.
      select linked.story_id from entity_hits
      cross join lateral (
        select sp.story_id from page_entities pe
        join story_pages sp on sp.page_id = pe.page_id
        where pe.entity_id = entity_hits.id
        limit ${CANDIDATES}
      ) linked
    )
    select s.id, s.title, s.description, s.gist, s.category, s.artifact_count, s.updated_at
    from hits join stories s on s.id = hits.id
    order by s.updated_at desc, s.id desc
    limit ${CANDIDATES}`);
  const fresh = result.rows.filter((row) => !scored.has(row.id));
  if (!fresh.length) return;
  const names = await entityNames(
    db,
    fresh.map((row) => row.id),
  );
  for (const row of fresh) {
    const fields = {
      title: unique(words(row.title)),
      description: unique(words(row.description ?? '')),
      entity: unique(words(names.get(row.id) ?? '')),
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
          const match = matchWord(queryWord, word);
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
    scored.set(row.id, {
      row,
      matched,
      titleHit,
      allExact,
      quality,
      updatedAt: new Date(row.updated_at).getTime(),
    });
  }
}

async function entityNames(db: Drizzle, storyIds: string[]): Promise<Map<string, string>> {
  // One array literal parameter: drizzle would spread a JS array into a list of parameters.
  const result = await db.execute<{ story_id: string; names: string }>(sql`
    select sp.story_id, string_agg(distinct e.canonical_name, ' ') as names
    from story_pages sp
    join page_entities pe on pe.page_id = sp.page_id
    join entities e on e.id = pe.entity_id
    where sp.story_id = any(${`{${storyIds.join(',')}}`}::uuid[])
    group by sp.story_id`);
  return new Map(result.rows.map((row) => [row.story_id, row.names]));
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
