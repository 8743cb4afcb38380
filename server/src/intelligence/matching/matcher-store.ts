/**
 * The persistence seam of story matching: what each story needs (`StoryProfile`), the corpus statistics
 * behind IDF, and the `MatcherStore` a store-backed matcher reads and writes. Everything here is plain,
 * JSON-serialisable data, so a PostgreSQL store can keep it in ordinary tables:
 *
 *   story_profiles(story_id pk, title, doc_count, first_at, last_at, terms jsonb)
 *   story_index_terms(term, story_id, weight, last_at)   -- btree (term, last_at desc)
 *   matcher_terms(term pk, df)  +  one row with the document count
 *
 * `loadCandidates` is then one indexed query over story_index_terms (never a scan of story_profiles).
 */

/** One term of a story centroid. Entity features start with `@` (see text-features.ts). */
export interface WeightedTerm {
  term: string;
  /** Sum over the story's articles of the term's normalised weight before IDF. */
  weight: number;
}

export interface StoryProfile {
  id: string;
  /** Title of the story's first article. */
  title: string;
  doc_count: number;
  /** ISO 8601 times of the earliest and latest article. */
  first_at: string;
  last_at: string;
  /** Bounded centroid: at most `maxCentroidTerms` terms, heaviest (by weight × IDF) first. */
  terms: WeightedTerm[];
  /** The terms the story is filed under in the inverted index (its top terms by weight × IDF). */
  index_terms: string[];
}

/** Document frequencies for IDF: in how many articles each term occurred, out of `documents`. */
export interface CorpusStats {
  documents: number;
  df: Map<string, number>;
}

/** Everything an in-memory matcher holds, as plain data (snapshot / restore). */
export interface MatcherSnapshot {
  version: 1;
  documents: number;
  /** Latest article time seen (ISO), the clock for articles without a date; null before any article. */
  clock: string | null;
  df: [string, number][];
  /** Least recently updated first, so restoring rebuilds the same recency order in the index. */
  stories: StoryProfile[];
}

export interface CandidateQuery {
  /** The article's terms with their query weights, heaviest first. */
  terms: WeightedTerm[];
  /** Look up only the first `maxTerms` of `terms` under which at least one story is filed. */
  maxTerms: number;
  /** At most this many stories per term, most recently updated first. */
  perTerm: number;
  /** At most this many stories in all, ranked by the summed weight of the query terms they are filed under. */
  limit: number;
  /**
   * Only stories whose [first_at, last_at] window comes within this range (ISO). Absent: every story (an
   * article whose time is unknown).
   */
  notBefore?: string;
  notAfter?: string;
}

export interface MatcherStore {
  loadCandidates(query: CandidateQuery): Promise<StoryProfile[]>;
  loadProfile(id: string): Promise<StoryProfile | undefined>;
  /** Insert or replace; the profile's `index_terms` replace the story's previous index entries. */
  saveProfile(profile: StoryProfile): Promise<void>;
  deleteProfile(id: string): Promise<void>;
  /** Document frequencies of these terms (absent = 0) and the document count. */
  loadStats(terms: readonly string[]): Promise<CorpusStats>;
  /** Counts one more document containing these (distinct) terms. */
  recordDocument(terms: readonly string[]): Promise<void>;
}

/** The reference `MatcherStore`, in memory; also what tests and the CLI use. */
export function createMemoryMatcherStore(): MatcherStore & { readonly size: number } {
  const profiles = new Map<string, StoryProfile>();
  // term → story ids in update order (a Set keeps insertion order; re-adding moves an id to the end).
  const index = new Map<string, Set<string>>();
  const df = new Map<string, number>();
  let documents = 0;

  const unindex = (profile: StoryProfile) => {
    for (const term of profile.index_terms) {
      const ids = index.get(term);
      ids?.delete(profile.id);
      if (ids?.size === 0) index.delete(term);
    }
  };

  return {
    get size() {
      return profiles.size;
    },
    async loadCandidates(query) {
      const from = query.notBefore === undefined ? Number.NEGATIVE_INFINITY : Date.parse(query.notBefore);
      const to = query.notAfter === undefined ? Number.POSITIVE_INFINITY : Date.parse(query.notAfter);
      const scores = new Map<string, number>();
      let used = 0;
      for (const { term, weight } of query.terms) {
        if (used >= query.maxTerms) break;
        const ids = index.get(term);
        if (!ids) continue;
        used++;
        const recent = [...ids];
        let taken = 0;
        for (let i = recent.length - 1; i >= 0 && taken < query.perTerm; i--) {
          const id = recent[i] as string;
          const profile = profiles.get(id);
          if (!profile) continue;
          taken++;
          if (Date.parse(profile.last_at) < from || Date.parse(profile.first_at) > to) continue;
          scores.set(id, (scores.get(id) ?? 0) + weight);
        }
      }
      return [...scores]
        .sort((a, b) => b[1] - a[1])
        .slice(0, query.limit)
        .map(([id]) => structuredClone(profiles.get(id) as StoryProfile));
    },
    async loadProfile(id) {
      const profile = profiles.get(id);
      return profile && structuredClone(profile);
    },
    async saveProfile(profile) {
      const previous = profiles.get(profile.id);
      if (previous) unindex(previous);
      const copy = structuredClone(profile);
      profiles.set(copy.id, copy);
      for (const term of copy.index_terms) {
        const ids = index.get(term);
        if (ids) ids.add(copy.id);
        else index.set(term, new Set([copy.id]));
      }
    },
    async deleteProfile(id) {
      const previous = profiles.get(id);
      if (!previous) return;
      unindex(previous);
      profiles.delete(id);
    },
    async loadStats(terms) {
      const out = new Map<string, number>();
      for (const term of terms) {
        const n = df.get(term);
        if (n) out.set(term, n);
      }
      return { documents, df: out };
    },
    async recordDocument(terms) {
      documents++;
      for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
    },
  };
}
