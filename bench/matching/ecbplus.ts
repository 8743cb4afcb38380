/**
 * The ECB+ development set (../shared/data/ecbplus-dev, see its README) as matching streams, in the
 * condition of the public held-out set: no publication dates, a fixed seeded shuffle.
 *
 * Split, decided before any tuning and never changed: topics whose number is a multiple of 3 (3, 6, 9, 12,
 * 18, 21, 24, 27, 30, 33: 10 topics, 20 events, 243 articles — the shape of the public set) are the
 * HELD-BACK part, never looked at while fitting or tuning; the other 23 topics (46 events, 529 articles)
 * are the FIT part.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entitiesToFile, resolveEntities } from '../../server/src/intelligence/entities/resolve-entities';
import { youngThresholdFor } from '../../server/src/intelligence/matching/match-model';
import {
  createStoryMatcher,
  type StoryMatcherOptions,
} from '../../server/src/intelligence/matching/story-matcher';
import { cluster, fitMatchModel, type GoldArticle } from './evaluate';
import { fitGapOnDatedStreams } from './fit-gap';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the data set is looked for: $ECBPLUS_DEV, then ../shared/data/ecbplus-dev beside the repository. */
export function ecbplusPath(): string | undefined {
  const candidates = [
    process.env.ECBPLUS_DEV,
    join(here, '../../../shared/data/ecbplus-dev/articles.jsonl'),
    '/work/shared/data/ecbplus-dev/articles.jsonl',
  ].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p));
}

export interface EcbArticle extends GoldArticle {
  topic: number;
}

export const isHeldBackTopic = (topic: number) => topic % 3 === 0;

export function loadEcbplus(path = ecbplusPath()): EcbArticle[] {
  if (!path) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const raw = JSON.parse(line) as {
        id: string;
        title: string;
        body: string;
        gold: string;
        topic: number;
      };
      // No published_at: the public set has none.
      const mode = process.env.ENTITIES;
      if (!mode) return { id: raw.id, title: raw.title, body: raw.body, event: raw.gold, topic: raw.topic };
      const resolved = entitiesToFile(resolveEntities(raw.body));
      const entities = resolved.flatMap((e) =>
        Array.from({ length: mode === 'count' ? e.count : 1 }, () => ({
          name: e.canonical_name,
          type: e.type,
        })),
      );
      return { id: raw.id, title: raw.title, body: raw.body, event: raw.gold, topic: raw.topic, entities };
    });
}

/** mulberry32: a small seeded generator, so a seed always gives the same order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator (the input is sorted by id first, so file order does not matter). */
export function seededShuffle<T extends { id: string }>(items: readonly T[], seed: number): T[] {
  const out = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rand = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The reported shuffle seed of the held-back part. */
export const REPORT_SEED = 1;
/** Seeds of the fit-part streams the threshold is chosen on. */
export const FIT_SEEDS = [1, 2, 3, 4, 5, 6];
/** Topics per fit-part stream: the public set's shape (10 topics, 20 events, two of a kind per topic). */
export const TOPICS_PER_STREAM = 10;

/**
 * The streams a threshold is chosen on, in the public set's shape: for each FIT_SEED, TOPICS_PER_STREAM
 * topics of the fit part drawn with that seed, their articles in a seeded shuffle.
 */
export function fitStreams(fit: readonly EcbArticle[]): EcbArticle[][] {
  const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
  return FIT_SEEDS.map((seed) => {
    const rand = seededRandom(seed * 7919);
    const drawn = [...topics];
    for (let i = drawn.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [drawn[i], drawn[j]] = [drawn[j] as number, drawn[i] as number];
    }
    const chosen = new Set(drawn.slice(0, TOPICS_PER_STREAM));
    return seededShuffle(
      fit.filter((a) => chosen.has(a.topic)),
      seed,
    );
  });
}

export function ecbplusParts(articles = loadEcbplus()) {
  return {
    fit: articles.filter((a) => !isHeldBackTopic(a.topic)),
    heldBack: articles.filter((a) => isHeldBackTopic(a.topic)),
  };
}

/**
 * The model is fitted on each article's few most similar candidates only: the decision is between those,
 * and the thousands of easy negatives from other topics would otherwise set the coefficients.
 */
export const TOP_CANDIDATES = 3;

/** Join thresholds tried on the fit part (calibrated probabilities 0.10 to 0.90). */
export const ECB_THRESHOLD_GRID = Array.from(
  { length: 17 },
  (_, i) => Math.round((0.1 + i * 0.05) * 100) / 100,
);

/**
 * The matcher's calibration on the FIT part only: the logistic model fitted on the fit part in the
 * REPORT_SEED order (every article added to its gold story, every retrieved candidate one example), then
 * the threshold with the best mean B-cubed F1 over the FIT_SEEDS orders (the lowest on a tie), young
 * stories held YOUNG_STORY_MARGIN above it.
 */
export function calibrateOnFitPart(
  fit: readonly EcbArticle[],
  options: Omit<StoryMatcherOptions, 'model' | 'threshold' | 'youngThreshold'> = {},
  topCandidates: number | undefined = TOP_CANDIDATES,
) {
  const fitted = fitMatchModel(seededShuffle(fit, REPORT_SEED), options, undefined, topCandidates);
  // ECB+ has no dates, so the time-gap coefficient cannot be fitted here (it comes out 0): it is fitted
  // on the dated calibration streams with the rest of this model held fixed (fit-gap.ts).
  fitted.model.gap = fitGapOnDatedStreams(fitted.model, topCandidates ?? TOP_CANDIDATES);
  const streams = fitStreams(fit);
  const sweep = ECB_THRESHOLD_GRID.map((threshold) => {
    const youngThreshold = youngThresholdFor(threshold);
    const results = streams.map((s) =>
      cluster(s, createStoryMatcher({ ...options, model: fitted.model, threshold, youngThreshold })),
    );
    const mean = results.reduce((sum, r) => sum + r.f1, 0) / results.length;
    return { threshold, youngThreshold, results, mean };
  });
  let best = sweep[0] as (typeof sweep)[number];
  for (const row of sweep) if (row.mean > best.mean + 1e-9) best = row;
  return {
    model: fitted.model,
    threshold: best.threshold,
    youngThreshold: best.youngThreshold,
    sweep,
    fit: fitted,
  };
}
