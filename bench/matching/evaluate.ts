/** Shared by run.ts and calibrate.ts: loading labelled sets, clustering them, fitting the match model. */
import { readFileSync } from 'node:fs';
import { type BCubed, bCubed } from '../../server/src/intelligence/matching/b-cubed';
import {
  DEFAULT_MATCH_MODEL,
  type MatchModel,
  MODEL_FEATURES,
  modelInputs,
} from '../../server/src/intelligence/matching/match-model';
import {
  createStoryMatcher,
  type StoryMatcherOptions,
} from '../../server/src/intelligence/matching/story-matcher';
import type { MatchArticle } from '../../server/src/intelligence/matching/text-features';

export interface GoldArticle extends MatchArticle {
  event: string;
  lang?: string;
}

/**
 * Several generated streams as one: each stream's events are prefixed with its index and its times moved
 * 400 days apart, so the streams (separate fictional worlds sharing name pools) never meet.
 */
export function concatenateStreams(streams: readonly GoldArticle[][]): GoldArticle[] {
  return streams.flatMap((stream, k) =>
    stream.map((a) => ({
      ...a,
      event: `${k}:${a.event}`,
      published_at: new Date(Date.parse(String(a.published_at)) + k * 400 * 86_400_000).toISOString(),
    })),
  );
}

export function loadJsonl(path: string): GoldArticle[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GoldArticle);
}

export interface Ingesting {
  ingest(article: MatchArticle, newStoryId: () => string): { story_id: string };
}

/** Feeds the stream in order and scores the stories formed against the gold events. */
export function cluster(
  articles: readonly GoldArticle[],
  matcher: Ingesting,
): BCubed & { stories: number; predicted: string[] } {
  let next = 0;
  const predicted = articles.map((a) => matcher.ingest(a, () => `s${++next}`).story_id);
  return {
    ...bCubed(
      predicted,
      articles.map((a) => a.event),
    ),
    stories: new Set(predicted).size,
    predicted,
  };
}

/**
 * Fits the match model by logistic regression: the stream is fed in order with every article added to
 * its gold story; before each add, every candidate the index retrieves is one example (features = its
 * evidence, label = it is the article's gold story).
 */
export function fitMatchModel(
  articles: readonly GoldArticle[],
  options: StoryMatcherOptions = {},
  onPolicy?: MatchModel,
  /** Only each article's `topCandidates` most similar candidates (by cosine) are examples; all when absent. */
  topCandidates?: number,
  /** Called on the new matcher before the first article (e.g. to seed document frequencies). */
  prepare?: (matcher: ReturnType<typeof createStoryMatcher>) => void,
) {
  const xs: number[][] = [];
  const ys: number[] = [];
  const matcher = createStoryMatcher({ ...options, model: onPolicy ?? DEFAULT_MATCH_MODEL });
  prepare?.(matcher);
  // Oracle: stories are the gold events. On-policy: stories are what the matcher (with the given model)
  // forms, and a candidate is right when most of its articles share the article's event.
  const events = new Map<string, Map<string, number>>();
  const majority = (storyId: string) => {
    let best: [string, number] = ['', 0];
    for (const entry of events.get(storyId) ?? []) if (entry[1] > best[1]) best = entry;
    return best[0];
  };
  let next = 0;
  for (const article of articles) {
    let explained = matcher.explain(article, 1000);
    if (topCandidates !== undefined)
      explained = explained.sort((a, b) => b.evidence.cosine - a.evidence.cosine).slice(0, topCandidates);
    for (const c of explained) {
      xs.push(modelInputs(c.evidence));
      ys.push((onPolicy ? majority(c.story_id) : c.story_id) === article.event ? 1 : 0);
    }
    const storyId = onPolicy ? matcher.ingest(article, () => `s${++next}`).story_id : article.event;
    if (!onPolicy) matcher.add(storyId, article);
    const counts = events.get(storyId) ?? new Map<string, number>();
    counts.set(article.event, (counts.get(article.event) ?? 0) + 1);
    events.set(storyId, counts);
  }
  const weights = fitWithSigns(xs, ys);
  const model = modelFromWeights(weights);
  return { model, weights, xs, ys, examples: xs.length, positives: ys.filter((y) => y === 1).length };
}

/** A fitted weight vector (in `modelInputs` order) as a match model, rounded to three decimals. */
export function modelFromWeights(weights: readonly number[]): MatchModel {
  const round = (v: number | undefined) => Math.round((v as number) * 1000) / 1000;
  return {
    bias: round(weights[0]),
    cosine: round(weights[1]),
    entity: round(weights[2]),
    gap: round(weights[3]),
    size: round(weights[4]),
    missing: round(weights[5]),
    storyMissing: round(weights[6]),
    titleMissing: round(weights[7]),
    yearConflict: round(weights[8]),
    number: round(weights[9]),
  };
}

/** The calibration grid of the join threshold (calibrated probabilities 0.10 to 0.60). */
export const THRESHOLD_GRID = Array.from({ length: 11 }, (_, i) => (i + 2) / 20);

export interface Calibration {
  model: MatchModel;
  /** The grid threshold with the best mean B-cubed F1 over the streams (the lowest on a tie). */
  threshold: number;
  /** F1 of each stream at each grid threshold, with the fitted model. */
  sweep: { threshold: number; f1s: number[]; mean: number }[];
  fit: ReturnType<typeof fitMatchModel>;
}

/**
 * The whole calibration protocol of the matcher, on calibration streams only: the match model fitted on
 * the streams concatenated (as separate worlds), then the threshold with the best mean F1 over the
 * streams. calibrate.ts prints it; run.ts re-runs it to check that the shipped defaults are its output.
 */
export function calibrate(
  streams: readonly GoldArticle[][],
  options: Omit<StoryMatcherOptions, 'model' | 'threshold'> = {},
): Calibration {
  const fit = fitMatchModel(concatenateStreams(streams), options);
  const sweep = THRESHOLD_GRID.map((threshold) => {
    const f1s = streams.map(
      (stream) => cluster(stream, createStoryMatcher({ ...options, model: fit.model, threshold })).f1,
    );
    return { threshold, f1s, mean: f1s.reduce((a, b) => a + b, 0) / f1s.length };
  });
  let best = sweep[0] as (typeof sweep)[number];
  for (const row of sweep) if (row.mean > best.mean + 1e-9) best = row;
  return { model: fit.model, threshold: best.threshold, sweep, fit };
}

/** Newton–Raphson (IRLS) with a small L2 penalty (not on the bias). */
/**
 * Model inputs that can only count against a match: a story lacking the article's names, the article
 * lacking the story's, the title's names missing, another stated year. Correlated inputs can give one of
 * them a positive coefficient on the fitting data (more missing names → more likely the same event),
 * which would let an unrelated article with one shared rare number join; such a coefficient is held at
 * 0 and the rest refitted.
 */
const AGAINST: readonly (typeof MODEL_FEATURES)[number][] = [
  'missing',
  'storyMissing',
  'titleMissing',
  'yearConflict',
];

/** Logistic regression with the AGAINST coefficients held at or below 0 (an active-set refit). */
export function fitWithSigns(xs: number[][], ys: number[]): number[] {
  const held = new Set<number>();
  for (;;) {
    const masked = held.size === 0 ? xs : xs.map((row) => row.map((v, j) => (held.has(j) ? 0 : v)));
    const w = fitLogistic(masked, ys);
    let worst = -1;
    for (const name of AGAINST) {
      const j = MODEL_FEATURES.indexOf(name);
      if (
        !held.has(j) &&
        (w[j + 1] as number) > 0 &&
        (worst < 0 || (w[j + 1] as number) > (w[worst + 1] as number))
      )
        worst = j;
    }
    if (worst < 0) return w;
    held.add(worst);
  }
}

export function fitLogistic(
  x: number[][],
  y: number[],
  l2 = Number(process.env.MATCH_L2 ?? 1e-4),
  iterations = 50,
): number[] {
  const d = (x[0]?.length ?? 0) + 1;
  const w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let i = 0; i < x.length; i++) {
      const row = [1, ...(x[i] as number[])];
      let z = 0;
      for (let j = 0; j < d; j++) z += (w[j] as number) * (row[j] as number);
      const p = 1 / (1 + Math.exp(-z));
      const r = p - (y[i] as number);
      const s = p * (1 - p);
      for (let j = 0; j < d; j++) {
        (grad[j] as number) += r * (row[j] as number);
        for (let k = 0; k < d; k++)
          (hess[j] as number[])[k] =
            ((hess[j] as number[])[k] as number) + s * (row[j] as number) * (row[k] as number);
      }
    }
    for (let j = 1; j < d; j++) {
      grad[j] = (grad[j] as number) + l2 * (w[j] as number) * x.length;
      (hess[j] as number[])[j] = ((hess[j] as number[])[j] as number) + l2 * x.length;
    }
    const step = solve(hess, grad);
    let change = 0;
    for (let j = 0; j < d; j++) {
      w[j] = (w[j] as number) - (step[j] as number);
      change = Math.max(change, Math.abs(step[j] as number));
    }
    if (change < 1e-8) break;
  }
  return w;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[pivot]?.[c] ?? 0)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const row = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = m[r] as number[];
      const f = (other[c] as number) / (row[c] as number);
      for (let k = c; k <= n; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
