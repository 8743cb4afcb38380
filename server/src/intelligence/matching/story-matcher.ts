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
import { YEAR_KIND } from './term-table';
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
   * Fifteenth-pass switch (bench only, with MATCH_SPLIT=model): the split decision. `probability` maps a
   * check's group-against-group features (`SPLIT_FEATURES`) to the probability that the two groups are
   * two events; the story is split when it reaches `bar`. `collect`: every check recorded, none split.
   */
  split?: { probability(features: number[]): number; bar: number } | 'collect';
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
  /** With MATCH_SPLIT (bench only): the story an ingested article ends in after the splits. */
  storyOfArticle?(articleId: string): string | undefined;
  /** With MATCH_SPLIT: each split's two groups (article ids), the kept group first. */
  readonly splits?: { kept: string[]; out: string[] }[];
  /** With MATCH_SPLIT: every split check (groups of ≥ 2), whether it split or not. */
  readonly splitChecks?: SplitCheck[];
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

/**
 * Fourteenth-pass switch (bench only): MATCH_SPLIT re-examines a story when `ingest` brings it to 4, 8,
 * 16… articles. Its members are cut in two by 2-means on their IDF-weighted vectors (seeds: the two
 * least alike members; each member to the nearer group centroid, a few rounds); with ≥ 2 members in
 * each group the story is split (the larger group keeps it, the other becomes a new story) when
 * MATCH_SPLIT=prob: the smaller group's members, scored as articles joining a story made of the larger
 * group, have a mean probability below that story's join bar + MATCH_SPLIT_DELTA (default 0);
 * MATCH_SPLIT=cos: the two group centroids' cosine is below MATCH_SPLIT_COS (default 0.3).
 */
export interface SplitCheck {
  kept: string[];
  out: string[];
  /** The smaller group's mean probability of joining a story made of the larger, and that story's bar. */
  prob: number;
  bar: number;
  /** The two groups' IDF-weighted centroid cosine. */
  cos: number;
  split: boolean;
  /** MATCH_SPLIT=model: the group-against-group features (`SPLIT_FEATURES`) and the model's probability. */
  features?: number[];
  splitProbability?: number;
}
/** MATCH_SPLIT=model: the group-against-group features of a split check, in this order. */
export const SPLIT_FEATURES = [
  'cosine',
  'name_cosine',
  'number_cosine',
  'small_missing',
  'large_missing',
  'year_conflict',
  'ln_small',
  'ln_large',
  'p_small_mean',
  'p_small_min',
  'p_large_mean',
  'p_large_min',
  'between_within',
] as const;
const SPLIT = process.env.MATCH_SPLIT ?? '';
const SPLIT_DELTA = Number(process.env.MATCH_SPLIT_DELTA ?? '0');
const SPLIT_COS = Number(process.env.MATCH_SPLIT_COS ?? '0.3');
const splitDue = (size: number) => size >= 4 && (size & (size - 1)) === 0;
/** MATCH_SPLIT_TRAIN=every: when collecting, a check at every size from 4 (decisions stay at 4, 8, 16…). */
const SPLIT_TRAIN_EVERY = process.env.MATCH_SPLIT_TRAIN === 'every';

type Sparse = Map<number, number>;
function addInto(into: Sparse, v: Sparse): void {
  for (const [k, w] of v) into.set(k, (into.get(k) ?? 0) + w);
}
function cosine(a: Sparse, b: Sparse): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, w] of a) {
    na += w * w;
    const o = b.get(k);
    if (o !== undefined) dot += w * o;
  }
  for (const w of b.values()) nb += w * w;
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
/** 2-means by cosine: the group (0|1) of each vector. */
function twoMeans(vectors: Sparse[]): number[] {
  const n = vectors.length;
  let sa = 0;
  let sb = 1;
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const c = cosine(vectors[i] as Sparse, vectors[j] as Sparse);
      if (c < least) {
        least = c;
        sa = i;
        sb = j;
      }
    }
  let centroids: Sparse[] = [new Map(vectors[sa]), new Map(vectors[sb])];
  let group: number[] = [];
  for (let round = 0; round < 6; round++) {
    const next = vectors.map((v) =>
      cosine(v, centroids[1] as Sparse) > cosine(v, centroids[0] as Sparse) ? 1 : 0,
    );
    if (next.join() === group.join()) break;
    group = next;
    const sums: Sparse[] = [new Map(), new Map()];
    vectors.forEach((v, i) => {
      addInto(sums[group[i] as number] as Sparse, v);
    });
    centroids = sums;
  }
  return group;
}

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

  const timeOf = (article: MatchArticle) => toEpochMs(article.published_at) ?? state.clock ?? Date.now();

  function candidatesOf(article: MatchArticle): ScoredCandidate[] {
    const vector = featuresOf(article);
    return scoreCandidates(state, vector, timeOf(article), model);
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
    const t = timeOf(article);
    state.clock = state.clock === undefined ? t : Math.max(state.clock, t);
    const slot = addToStory(state, storyId, vector, t);
    onProfileChange?.(state.stories.profile(slot, state.terms));
  }

  // The split's bookkeeping (bench only): each story's members and each article's story.
  const members = new Map<string, { vector: Vectorised; t: number }[]>();
  const storyOf = new Map<string, string>();
  const splits: { kept: string[]; out: string[] }[] = [];
  const checks: SplitCheck[] = [];

  function weighted(vector: Vectorised): Sparse {
    const v: Sparse = new Map();
    vector.ids.forEach((id, i) => {
      if (state.terms.isEntity[id] === YEAR_KIND) return;
      v.set(id, (v.get(id) ?? 0) + (vector.features.weights[i] as number) * state.terms.idf(id));
    });
    return v;
  }

  function rebuild(storyId: string, list: { vector: Vectorised; t: number }[]): number {
    let slot = -1;
    for (const m of list) slot = addToStory(state, storyId, m.vector, m.t, false);
    return slot;
  }

  /** MATCH_SPLIT=model: the group-against-group features (`SPLIT_FEATURES`) of a check. */
  function groupFeatures(
    big: { vector: Vectorised }[],
    small: { vector: Vectorised }[],
    bigSum: Sparse,
    smallSum: Sparse,
    smallPs: number[],
    largePs: number[],
  ): number[] {
    const { isEntity } = state.terms;
    const part = (v: Sparse, kind: number) => new Map([...v].filter(([id]) => isEntity[id] === kind));
    /** Share of `of`'s name mass (squared) that `other` lacks. */
    const missing = (of: Sparse, other: Sparse) => {
      let total = 0;
      let lacking = 0;
      for (const [id, w] of of) {
        if (isEntity[id] !== 1) continue;
        total += w * w;
        if (!other.has(id)) lacking += w * w;
      }
      return total > 0 ? lacking / total : 0;
    };
    const years = (group: { vector: Vectorised }[]) => {
      const y: Sparse = new Map();
      for (const m of group)
        m.vector.ids.forEach((id, i) => {
          if (isEntity[id] === YEAR_KIND)
            y.set(id, (y.get(id) ?? 0) + (m.vector.features.weights[i] as number));
        });
      return y;
    };
    const shareOn = (of: Sparse, other: Sparse) => {
      let total = 0;
      let shared = 0;
      for (const [id, w] of of) {
        total += w;
        if (other.has(id)) shared += w;
      }
      return shared / total;
    };
    const bigYears = years(big);
    const smallYears = years(small);
    const yearConflict =
      bigYears.size > 0 && smallYears.size > 0
        ? 1 - (shareOn(smallYears, bigYears) + shareOn(bigYears, smallYears)) / 2
        : 0;
    // Cohesion: each member against its own group without it, and against the other group.
    let within = 0;
    let between = 0;
    for (const [group, own, other] of [
      [big, bigSum, smallSum],
      [small, smallSum, bigSum],
    ] as const)
      for (const m of group) {
        const v = weighted(m.vector);
        const rest: Sparse = new Map(own);
        for (const [k, w] of v) rest.set(k, (rest.get(k) ?? 0) - w);
        within += cosine(v, rest);
        between += cosine(v, other);
      }
    return [
      cosine(bigSum, smallSum),
      cosine(part(bigSum, 1), part(smallSum, 1)),
      cosine(part(bigSum, 2), part(smallSum, 2)),
      missing(smallSum, bigSum),
      missing(bigSum, smallSum),
      yearConflict,
      Math.log(small.length),
      Math.log(big.length),
      smallPs.reduce((x, y) => x + y, 0) / smallPs.length,
      Math.min(...smallPs),
      largePs.reduce((x, y) => x + y, 0) / largePs.length,
      Math.min(...largePs),
      within > 0 ? between / within : 1,
    ];
  }

  function maybeSplit(storyId: string, newStoryId: () => string, decide = true): void {
    const list = members.get(storyId) ?? [];
    const vectors = list.map((m) => weighted(m.vector));
    const group = twoMeans(vectors);
    const groups = [list.filter((_, i) => group[i] === 0), list.filter((_, i) => group[i] === 1)];
    const [big, small] =
      (groups[0] as typeof list).length >= (groups[1] as typeof list).length
        ? groups
        : [groups[1], groups[0]];
    if (!big || !small || small.length < 2) return;
    const a: Sparse = new Map();
    const b: Sparse = new Map();
    for (const m of big) addInto(a, weighted(m.vector));
    for (const m of small) addInto(b, weighted(m.vector));
    const cos = cosine(a, b);
    const probe = '\u0000split';
    /** Each member of `from` scored as an article joining a probe story made of `into`. */
    const joinProbabilities = (into: typeof list, from: typeof list) => {
      const slot = rebuild(probe, into);
      const ps = from.map(
        (m) =>
          scoreCandidates(state, m.vector, m.t, model, slot).find((c) => c.slot === slot)?.probability ?? 0,
      );
      removeStory(state, probe);
      return ps;
    };
    const smallPs = joinProbabilities(big, small);
    const prob = smallPs.reduce((x, y) => x + y, 0) / small.length;
    const bar = joinThreshold(big.length, threshold, youngThreshold);
    let split = SPLIT === 'cos' ? cos < SPLIT_COS : prob < bar + SPLIT_DELTA;
    let features: number[] | undefined;
    let splitProbability: number | undefined;
    if (SPLIT === 'model') {
      const largePs = joinProbabilities(small, big);
      features = groupFeatures(big, small, a, b, smallPs, largePs);
      if (options.split === 'collect' || options.split === undefined) split = false;
      else {
        splitProbability = options.split.probability(features);
        split = decide && splitProbability >= options.split.bar;
      }
    }
    checks.push({
      kept: big.map((m) => m.vector.article.id),
      out: small.map((m) => m.vector.article.id),
      prob,
      bar,
      cos,
      split,
      ...(features ? { features } : {}),
      ...(splitProbability !== undefined ? { splitProbability } : {}),
    });
    if (!split) return;
    removeStory(state, storyId);
    rebuild(storyId, big);
    const outId = newStoryId();
    rebuild(outId, small);
    members.set(storyId, big);
    members.set(outId, small);
    for (const m of small) storyOf.set(m.vector.article.id, outId);
    splits.push({ kept: big.map((m) => m.vector.article.id), out: small.map((m) => m.vector.article.id) });
  }

  return {
    match,
    add,
    ingest(article, newStoryId) {
      const decision = match(article);
      const storyId = decision.story_id ?? newStoryId();
      add(storyId, article);
      if (SPLIT && (SPLIT !== 'model' || options.split !== undefined)) {
        const list = members.get(storyId) ?? [];
        list.push({ vector: featuresOf(article), t: timeOf(article) });
        members.set(storyId, list);
        storyOf.set(article.id, storyId);
        if (splitDue(list.length)) maybeSplit(storyId, newStoryId);
        else if (SPLIT_TRAIN_EVERY && options.split === 'collect' && list.length >= 4)
          maybeSplit(storyId, newStoryId, false);
      }
      return { ...decision, story_id: storyId };
    },
    storyOfArticle(articleId) {
      return storyOf.get(articleId);
    },
    get splits() {
      return splits;
    },
    get splitChecks() {
      return checks;
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
export function thresholdsOf(options: Pick<StoryMatcherOptions, 'threshold' | 'youngThreshold'>): {
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
