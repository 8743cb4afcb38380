import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import type { CorpusStats, MatcherStore, StoryProfile } from '../../intelligence/matching/matcher-store';

/** Drizzle or a transaction of it: the store runs inside the resolution stage's transaction. */
type Queryable = Pick<Drizzle, 'execute'>;

// Arrays go in as one parameter each (`sql.param`): a bare array in drizzle's `sql` becomes a tuple.

/** The row of `matcher_terms` that holds the document count (no real term is empty). */
const DOCUMENTS_ROW = '';

/**
 * `MatcherStore` on PostgreSQL (and PGlite): profiles in `story_profiles`, the inverted index in
 * `story_index_terms` (btree on term, updated_at desc), document frequencies in `matcher_terms`. Candidate
 * retrieval is one query: for each query term, the most recently updated postings (an index range scan),
 * for the first `maxTerms` query terms that any story is filed under, then the time-window filter and the ranking — never a scan of all stories.
 */
export function createPgMatcherStore(db: Queryable): MatcherStore {
  return {
    async loadCandidates(query) {
      if (!query.terms.length) return [];
      const terms = query.terms.map((t) => t.term);
      const weights = query.terms.map((t) => t.weight);
      const result = await db.execute<{ profile: StoryProfile }>(sql`
        with q as (
          select * from unnest(${sql.param(terms)}::text[], ${sql.param(weights)}::float8[]) with ordinality as q(term, weight, ord)
        ),
        filed as (
          select q.term, q.weight from q
          where exists (select 1 from story_index_terms s where s.term = q.term)
          order by q.ord limit ${query.maxTerms}
        ),
        hits as (
          select t.story_id, q.weight
          from filed q cross join lateral (
            select s.story_id from story_index_terms s
            where s.term = q.term order by s.updated_at desc limit ${query.perTerm}
          ) t
        )
        select p.profile
        from hits h join story_profiles p on p.story_id = h.story_id
        where (${query.notBefore ?? null}::timestamptz is null or p.last_at is null or p.last_at >= ${query.notBefore ?? null}::timestamptz)
          and (${query.notAfter ?? null}::timestamptz is null or p.first_at is null or p.first_at <= ${query.notAfter ?? null}::timestamptz)
        group by p.story_id, p.profile
        order by sum(h.weight) desc
        limit ${query.limit}`);
      return result.rows.map((row) => row.profile);
    },
    async loadProfile(id) {
      const result = await db.execute<{ profile: StoryProfile }>(
        sql`select profile from story_profiles where story_id = ${id}`,
      );
      return result.rows[0]?.profile;
    },
    async saveProfile(profile) {
      await db.execute(sql`
        insert into story_profiles (story_id, profile, first_at, last_at)
        values (${profile.id}, ${JSON.stringify(profile)}::jsonb, ${profile.first_at}::timestamptz, ${profile.last_at}::timestamptz)
        on conflict (story_id) do update
          set profile = excluded.profile, first_at = excluded.first_at, last_at = excluded.last_at`);
      await db.execute(sql`delete from story_index_terms where story_id = ${profile.id}`);
      if (profile.index_terms.length) {
        await db.execute(sql`
          insert into story_index_terms (term, story_id, updated_at)
          select distinct term, ${profile.id}::uuid, clock_timestamp()
          from unnest(${sql.param(profile.index_terms)}::text[]) as term`);
      }
    },
    async deleteProfile(id) {
      await db.execute(sql`delete from story_index_terms where story_id = ${id}`);
      await db.execute(sql`delete from story_profiles where story_id = ${id}`);
    },
    async loadStats(terms): Promise<CorpusStats> {
      const result = await db.execute<{ term: string; df: number }>(
        sql`select term, df from matcher_terms where term = any(${sql.param([...terms, DOCUMENTS_ROW])}::text[])`,
      );
      const df = new Map<string, number>();
      let documents = 0;
      for (const row of result.rows) {
        if (row.term === DOCUMENTS_ROW) documents = row.df;
        else df.set(row.term, row.df);
      }
      return { documents, df };
    },
    async recordDocument(terms) {
      await db.execute(sql`
        insert into matcher_terms (term, df)
        select term, 1 from unnest(${sql.param([...new Set(terms), DOCUMENTS_ROW])}::text[]) as term
        on conflict (term) do update set df = matcher_terms.df + 1`);
    },
  };
}
