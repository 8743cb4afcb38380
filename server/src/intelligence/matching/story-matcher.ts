/**
 * Story matching in memory: each new article (in stream order) joins the best existing story or starts a
 * new one.
 *
 * - Features: stemmed words (title occurrences weighted up) and entity phrases (given, or capitalised
 *   phrases), TF-IDF with document frequencies updated as articles arrive (text-features.ts, term-table.ts).
 * - Stories: a bounded centroid (the top `maxCentroidTerms` terms by weight × IDF) in typed arrays over
 *   interned term ids, plus the story's time window (story-pool.ts), updated as articles join
 *   (story-update.ts).
 * - Candidates come from an inverted index holding each story under its top `indexTermsPerStory` terms
 *   (posting-index.ts). The article's strongest `queryTerms` terms are looked up, each posting list walked
 *   newest-first for at most `postingsPerTerm` live entries, and only the `maxCandidates` best-overlapping
 *   stories are scored (candidate-scoring.ts): the work per article is bounded whatever the number of
 *   stories.
 * - Decision: a logistic model over cosine, entity cosine, the time gap to the story's window and story
 *   size (match-model.ts) gives a calibrated probability; the article joins its most probable story when
 *   the probability reaches that story's bar: `threshold`, or the stricter `youngThreshold` for a story of
 *   one or two articles (match-model.ts `joinThreshold`).
 */
import { type ScoredCandidate, scoreCandidates } from './candidate-scoring';
import {
  DEFAULT_MATCH_MODEL,
  DEFAULT_THRESHOLD,
  DEFAULT_YOUNG_THRESHOLD,
  joinThreshold,
  type MatchEvidence,
  type MatchModel,
} from './match-model';
import { restoreInto, snapshotOf } from './matcher-snapshot';
import { createMatcherState, type MatcherLimits, type MatcherState, type Vectorised } from './matcher-state';
import type { MatcherSnapshot, StoryProfile } from './matcher-store';
import { addToStory, removeStory } from './story-update';
import {
  articleFeatures,
  DEFAULT_FEATURE_WEIGHTS,
  type FeatureWeights,
  type MatchArticle,
  toEpochMs,
} from './text-features';

export { heaviestFirst } from './heaviest-first';
export type { MatchArticle } from './text-features';

export interface MatchDecision {
  /** The story to join, or null: start a new one. */
  story_id: string | null;
  is_new: boolean;
  /** Calibrated probability (0..1) that the article belongs to the best candidate story (0 without one). */
  match_score: number;
  matched_story_title?: string;
  /** Stories scored in full for this article (bounded by `maxCandidates`). */
  candidates_considered: number;
}

export interface CandidateExplanation {
  story_id: string;
  title: string;
  probability: number;
  evidence: MatchEvidence;
}

export interface StoryMatcherOptions {
  /** Calibrated probability at or above which an article joins a story. Default DEFAULT_THRESHOLD. */
  threshold?: number;
  /**
   * The same for a young story (at most YOUNG_STORY_SIZE articles). Default DEFAULT_YOUNG_THRESHOLD, or
   * `threshold` when only that is given (one bar for every story).
   */
  youngThreshold?: number;
  model?: MatchModel;
  weights?: FeatureWeights;
  /** Terms kept per story centroid. Default 64. */
  maxCentroidTerms?: number;
  /** Terms a story is filed under in the inverted index. Default 16. */
  indexTermsPerStory?: number;
  /** Article terms looked up in the index. Default 12. */
  queryTerms?: number;
  /** Live postings walked per looked-up term, newest first. Default 96. */
  postingsPerTerm?: number;
  /** Stories scored in full per article. Default 48. */
  maxCandidates?: number;
  /** Stories whose time window is further than this from the article are not candidates. Default 60. */
  maxGapDays?: number;
  /** Called with the story's new profile after every `add` (a write-through persistence hook). */
  onProfileChange?: (profile: StoryProfile) => void;
  /**
   * What an article without a publication date is timed at. `clock` (default: the benchmarks' and `cairn
   * match`'s stream, where undated articles arrive as the news of the moment): the latest time the matcher
   * has seen. `unknown` (the product, where a visitor may paste an old article without its dateline): no
   * time at all, so no story is out of its reach and no time gap counts against any; it joins a story
   * without moving the story's window, and a story it starts has no time either until a dated article
   * joins (timed when it was pasted, such a story was years away from the dated reports of its own event,
   * which then started stories of their own).
   */
  undatedTime?: 'clock' | 'unknown';
}

export interface StoryMatcher {
  /** Decides where an article goes; does not change the matcher. */
  match(article: MatchArticle): MatchDecision;
  /** Adds an article to a story (created when the id is new) and updates IDF and the index. */
  add(storyId: string, article: MatchArticle): void;
  /** `match`, then `add` to the chosen story or to a new one named by `newStoryId()`. */
  ingest(article: MatchArticle, newStoryId: () => string): MatchDecision & { story_id: string };
  /** The best candidates with their evidence, most probable first (for calibration and debugging). */
  explain(article: MatchArticle, limit?: number): CandidateExplanation[];
  removeStory(storyId: string): boolean;
  profile(storyId: string): StoryProfile | undefined;
  snapshot(): MatcherSnapshot;
  /** Replaces the matcher's whole state with a snapshot's. */
  restore(snapshot: MatcherSnapshot): void;
  readonly size: number;
  readonly documents: number;
}

/** The bounds that keep the work per article constant however many stories there are. */
export const DEFAULT_MATCHER_LIMITS: MatcherLimits = {
  maxCentroidTerms: 64,
  indexTermsPerStory: 16,
  queryTerms: 12,
  postingsPerTerm: 96,
  maxCandidates: 48,
  maxGapDays: 60,
};

export function createStoryMatcher(options: StoryMatcherOptions = {}): StoryMatcher {
  const { threshold, youngThreshold } = thresholdsOf(options);
  const model = options.model ?? DEFAULT_MATCH_MODEL;
  const weights = options.weights ?? DEFAULT_FEATURE_WEIGHTS;
  const limits = limitsOf(options);
  const onProfileChange = options.onProfileChange;
  let state: MatcherState = createMatcherState(limits);

  // `match` then `add` on the same article object vectorises it once.
  let cached: Vectorised | undefined;
  function featuresOf(article: MatchArticle): Vectorised {
    if (cached?.article === article) return cached;
    const features = articleFeatures(article, weights);
    cached = { article, features, ids: features.keys.map((key) => state.terms.intern(key)) };
    return cached;
  }

  const timeUnknown = options.undatedTime === 'unknown';
  const clockTime = () => state.clock ?? Date.now();
  // NaN is "no time": every gap to it is 0 (gapDays), so no window excludes a story and no gap counts.
  const matchTimeOf = (article: MatchArticle) =>
    toEpochMs(article.published_at) ?? (timeUnknown ? Number.NaN : clockTime());

  function candidatesOf(article: MatchArticle): ScoredCandidate[] {
    const vector = featuresOf(article);
    return scoreCandidates(state, vector, matchTimeOf(article), model);
  }

  function match(article: MatchArticle): MatchDecision {
    const scored = candidatesOf(article);
    let best: ScoredCandidate | undefined;
    for (const s of scored) if (!best || s.probability > best.probability) best = s;
    if (!best) return { story_id: null, is_new: true, match_score: 0, candidates_considered: 0 };
    // The most probable story, if the article clears that story's bar.
    const joins = best.probability >= joinThreshold(best.evidence.story_size, threshold, youngThreshold);
    return {
      story_id: joins ? (state.stories.ids[best.slot] as string) : null,
      is_new: !joins,
      match_score: best.probability,
      matched_story_title: state.stories.titles[best.slot],
      candidates_considered: scored.length,
    };
  }

  function add(storyId: string, article: MatchArticle): void {
    const vector = featuresOf(article);
    // NaN under `unknown`: the story's window stays as it was (addToStory), and so does the clock.
    const t = matchTimeOf(article);
    if (!Number.isNaN(t)) state.clock = state.clock === undefined ? t : Math.max(state.clock, t);
    const slot = addToStory(state, storyId, vector, t);
    onProfileChange?.(state.stories.profile(slot, state.terms));
  }

  return {
    match,
    add,
    ingest(article, newStoryId) {
      const decision = match(article);
      const storyId = decision.story_id ?? newStoryId();
      add(storyId, article);
      return { ...decision, story_id: storyId };
    },
    explain(article, limit = 10) {
      return candidatesOf(article)
        .sort((a, b) => b.probability - a.probability)
        .slice(0, limit)
        .map((s) => ({
          story_id: state.stories.ids[s.slot] as string,
          title: state.stories.titles[s.slot] ?? '',
          probability: s.probability,
          evidence: s.evidence,
        }));
    },
    removeStory(storyId) {
      return removeStory(state, storyId);
    },
    profile(storyId) {
      const slot = state.stories.slotOf.get(storyId);
      return slot === undefined ? undefined : state.stories.profile(slot, state.terms);
    },
    snapshot() {
      return snapshotOf(state);
    },
    restore(snapshot) {
      if (snapshot.version !== 1) throw new Error(`unsupported matcher snapshot version ${snapshot.version}`);
      state = createMatcherState(limits);
      cached = undefined;
      restoreInto(state, snapshot);
    },
    get size() {
      return state.stories.size;
    },
    get documents() {
      return state.terms.documents;
    },
  };
}

/** The two join bars; a caller who gives only `threshold` gets one bar for every story. */
function thresholdsOf(options: Pick<StoryMatcherOptions, 'threshold' | 'youngThreshold'>): {
  threshold: number;
  youngThreshold: number;
} {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const youngThreshold =
    options.youngThreshold ?? (options.threshold === undefined ? DEFAULT_YOUNG_THRESHOLD : threshold);
  return { threshold, youngThreshold };
}

function limitsOf(options: StoryMatcherOptions): MatcherLimits {
  return {
    maxCentroidTerms: options.maxCentroidTerms ?? DEFAULT_MATCHER_LIMITS.maxCentroidTerms,
    indexTermsPerStory: options.indexTermsPerStory ?? DEFAULT_MATCHER_LIMITS.indexTermsPerStory,
    queryTerms: options.queryTerms ?? DEFAULT_MATCHER_LIMITS.queryTerms,
    postingsPerTerm: options.postingsPerTerm ?? DEFAULT_MATCHER_LIMITS.postingsPerTerm,
    maxCandidates: options.maxCandidates ?? DEFAULT_MATCHER_LIMITS.maxCandidates,
    maxGapDays: options.maxGapDays ?? DEFAULT_MATCHER_LIMITS.maxGapDays,
  };
}
