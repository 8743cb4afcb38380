/**
 * The calibrated decision shared by the in-memory engine and the store-backed matcher: evidence about one
 * (article, story) pair goes through a logistic model whose output is the probability that the article
 * belongs to the story, so `match_score` 0.7 means "about 7 in 10 such pairs are right" and the join
 * threshold is a probability, not a raw cosine.
 */

export interface MatchEvidence {
  /** Cosine of the article's TF-IDF vector (title-weighted words + entities) to the story centroid. */
  cosine: number;
  /** The same cosine restricted to entity features (0 when either side has none). */
  entity: number;
  /** Days between the article and the story's [first, last] window (0 inside it). */
  gap_days: number;
  /** Articles already in the story. */
  story_size: number;
  /**
   * Share of the article's entity mass (names and stated numbers, IDF-weighted, squared) that the story's
   * centroid lacks: two earthquakes or two boxing title fights share topic words but not the other
   * fighter, the magnitude or the score. 0 when the article has no entity feature.
   */
  entity_missing: number;
  /**
   * The other side: share of the story centroid's entity mass that the article lacks. A story's recurring
   * names (the player put on injured reserve, the boxer's opponent) weigh most in its centroid, so an
   * article of the same kind about someone else misses them.
   */
  story_missing: number;
  /** Share of the entity mass of the names and numbers in the article's title that the story lacks. */
  title_missing: number;
}

/**
 * Logistic coefficients: logit = bias + cosine·c + entity·e + gap·ln(1 + days) + size·ln(size)
 * + missing·entity_missing.
 */
export interface MatchModel {
  bias: number;
  cosine: number;
  entity: number;
  gap: number;
  size: number;
  missing: number;
  storyMissing: number;
  titleMissing: number;
}

/** The evidence as the model's input vector, in MODEL_FEATURES order (for fitting). */
export const MODEL_FEATURES = [
  'cosine',
  'entity',
  'gap',
  'size',
  'missing',
  'storyMissing',
  'titleMissing',
] as const;

export function modelInputs(e: MatchEvidence): number[] {
  return [
    e.cosine,
    e.entity,
    Math.log1p(e.gap_days),
    Math.log(Math.max(1, e.story_size)),
    e.entity_missing,
    e.story_missing,
    e.title_missing,
  ];
}

/**
 * Fitted by `bench/matching/calibrate.ts`: logistic regression over every candidate the index retrieves
 * in three generated calibration streams (seeds 2–4; the evaluation set is seed 1), see
 * bench/matching/README.md. Entity evidence counts on top of the cosine (which already includes
 * entities); each doubling of the time gap and of the story size asks for more evidence.
 */
export const DEFAULT_MATCH_MODEL: MatchModel = {
  bias: -4.82,
  cosine: 7.854,
  entity: 7.823,
  gap: -1.123,
  size: -0.374,
  missing: 0.625,
  storyMissing: -0.565,
  titleMissing: -1.323,
};

/**
 * Join when the calibrated probability reaches this. Below 0.5 on purpose: in one-pass clustering a
 * wrong split is permanent (the follow-ups then scatter over two stories) while a merge still has to beat
 * every other candidate, so the best mean B-cubed F1 on the calibration streams is at 0.30 (plateau
 * 0.20–0.35; calibrate.ts prints the sweep, run.ts checks this is its output). `match_score` stays the
 * calibrated probability either way.
 */
export const DEFAULT_THRESHOLD = 0.3;

export function matchLogit(model: MatchModel, e: MatchEvidence): number {
  const x = modelInputs(e);
  return (
    model.bias +
    model.cosine * (x[0] as number) +
    model.entity * (x[1] as number) +
    model.gap * (x[2] as number) +
    model.size * (x[3] as number) +
    model.missing * (x[4] as number) +
    model.storyMissing * (x[5] as number) +
    model.titleMissing * (x[6] as number)
  );
}

export function matchProbability(model: MatchModel, e: MatchEvidence): number {
  return 1 / (1 + Math.exp(-matchLogit(model, e)));
}

export const DAY_MS = 86_400_000;

/** Days from time t to the window [first, last]; 0 inside it. */
export function gapDays(t: number, first: number, last: number): number {
  if (t < first) return (first - t) / DAY_MS;
  if (t > last) return (t - last) / DAY_MS;
  return 0;
}

/** Smoothed IDF over the documents seen so far (never 0, so a term seen everywhere still counts a bit). */
export function inverseDocumentFrequency(documents: number, df: number): number {
  return Math.log((documents + 1) / (df + 1)) + 1;
}
