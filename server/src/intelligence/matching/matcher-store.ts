/**
 * The persistence seam of story matching: what each story needs (`StoryProfile`), the corpus statistics
 * behind IDF, and the `MatcherStore` the pipeline reads and writes (pipeline/story-resolution/
 * pg-matcher-store.ts; assign-story.ts restores the candidates and frequencies one article needs into an
 * in-memory matcher). Everything here is plain, JSON-serialisable data, so a PostgreSQL store can keep
 * it in ordinary tables:
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
  /**
   * ISO 8601 times of the earliest and latest dated article; null while the story holds only undated
   * articles under `undatedTime: 'unknown'` (its time is not known, so no window excludes it).
   */
  first_at: string | null;
  last_at: string | null;
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
