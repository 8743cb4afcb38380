/**
 * Twelfth pass (issue 14), bench only: a background document-frequency table as an IDF prior of fixed
 * weight (`idfPrior`, term-table.ts), with a warm calibration. The sixth pass's warm IDF counted the
 * background's articles as documents, so the IDF scale followed the background's size (5–8 topics in the
 * calibration, 15–16 at test time); here the background gives only each term's document share, read as
 * BACKGROUND_DOCS pseudo-documents in every stream, calibration and test alike.
 *
 * Cross-validation by topic inside the ECB+ FIT part, exactly as cross-validate-ecbplus.ts (same folds,
 * test orders 1–3, the curve over the grid, the baseline), and no background ever holds a stream's own
 * topics:
 * - test streams: the background is every article of the fold's training topics;
 * - the model fit: the training topics in two halves (every other topic), each half fed in the
 *   REPORT_SEED order with the other half as background, the examples of both fitted together;
 * - the threshold sweep: each of the six fit streams with the training topics not in it as background.
 *
 *   BACKGROUND_DOCS=200 node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/background-prior-ecbplus.ts
 */
import { createTfidfBaseline } from '../../server/src/intelligence/matching/baseline-tfidf';
import { youngThresholdFor } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import type { IdfPrior } from '../../server/src/intelligence/matching/term-table';
import { articleFeatures } from '../../server/src/intelligence/matching/text-features';
import {
  ECB_THRESHOLD_GRID,
  type EcbArticle,
  ecbplusParts,
  fitStreams,
  GAP_FROM_DATED_STREAMS,
  REPORT_SEED,
  seededShuffle,
  TOP_CANDIDATES,
} from './ecbplus';
import { cluster, fitMatchModel, fitWithSigns, modelFromWeights } from './evaluate';

const FOLDS = 3;
const SEEDS = [1, 2, 3];
const DOCS = Number(process.env.BACKGROUND_DOCS ?? '200');
const pct = (v: number) => (v * 100).toFixed(1);

/** Each feature key's document share over the background articles. */
function priorOf(background: readonly EcbArticle[]): IdfPrior {
  const df = new Map<string, number>();
  for (const a of background)
    for (const key of new Set(articleFeatures(a).keys)) df.set(key, (df.get(key) ?? 0) + 1);
  const share = new Map<string, number>();
  for (const [key, n] of df) share.set(key, n / Math.max(1, background.length));
  return { documents: DOCS, share };
}

const topicsOf = (articles: readonly EcbArticle[]) =>
  [...new Set(articles.map((a) => a.topic))].sort((a, b) => a - b);

function calibrateWarm(train: readonly EcbArticle[]) {
  const topics = topicsOf(train);
  const halves = [0, 1].map((h) => new Set(topics.filter((_, i) => i % 2 === h)));
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const half of halves) {
    const own = train.filter((a) => half.has(a.topic));
    const idfPrior = priorOf(train.filter((a) => !half.has(a.topic)));
    const f = fitMatchModel(seededShuffle(own, REPORT_SEED), { idfPrior }, undefined, TOP_CANDIDATES);
    xs.push(...f.xs);
    ys.push(...f.ys);
  }
  const model = { ...modelFromWeights(fitWithSigns(xs, ys)), gap: GAP_FROM_DATED_STREAMS };
  const streams = fitStreams(train);
  const priors = streams.map((s) => {
    const inStream = new Set(s.map((a) => a.topic));
    return priorOf(train.filter((a) => !inStream.has(a.topic)));
  });
  let best = { threshold: ECB_THRESHOLD_GRID[0] as number, mean: -1 };
  for (const threshold of ECB_THRESHOLD_GRID) {
    const youngThreshold = youngThresholdFor(threshold);
    const mean =
      streams.reduce(
        (sum, s, k) =>
          sum + cluster(s, createStoryMatcher({ model, threshold, youngThreshold, idfPrior: priors[k] })).f1,
        0,
      ) / streams.length;
    if (mean > best.mean + 1e-9) best = { threshold, mean };
  }
  return { model, threshold: best.threshold, youngThreshold: youngThresholdFor(best.threshold) };
}

function baselineThresholdOn(train: readonly EcbArticle[]) {
  const streams = fitStreams(train);
  let threshold = ECB_THRESHOLD_GRID[0] as number;
  let bestMean = -1;
  for (const t of ECB_THRESHOLD_GRID) {
    const mean =
      streams.reduce((sum, s) => sum + cluster(s, createTfidfBaseline({ threshold: t })).f1, 0) /
      streams.length;
    if (mean > bestMean + 1e-9) {
      bestMean = mean;
      threshold = t;
    }
  }
  return threshold;
}

const { fit } = ecbplusParts();
if (fit.length === 0) {
  console.log('ECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl)');
  process.exit(1);
}
console.log(`ECB+ fit part, ${FOLDS}-fold CV by topic; background IDF prior of ${DOCS} pseudo-documents`);
const topics = topicsOf(fit);
let ours = 0;
let baseline = 0;
let runs = 0;
const curve = ECB_THRESHOLD_GRID.map(() => 0);
for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const warm = calibrateWarm(train);
  const idfPrior = priorOf(train);
  const baselineThreshold = baselineThresholdOn(train);
  console.log(`  fold ${fold + 1} model ${JSON.stringify(warm.model)}`);
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const o = cluster(stream, createStoryMatcher({ ...warm, idfPrior }));
    const b = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    ECB_THRESHOLD_GRID.forEach((threshold, i) => {
      curve[i] =
        (curve[i] as number) +
        cluster(
          stream,
          createStoryMatcher({
            model: warm.model,
            threshold,
            youngThreshold: youngThresholdFor(threshold),
            idfPrior,
          }),
        ).f1;
    });
    ours += o.f1;
    baseline += b.f1;
    runs++;
    console.log(
      `  fold ${fold + 1} (topics ${[...testTopics].join(', ')}), seed ${seed}: ours (t=${warm.threshold.toFixed(2)}, young ${warm.youngThreshold.toFixed(2)}) ` +
        `P ${pct(o.precision)} R ${pct(o.recall)} F1 ${pct(o.f1)} n${o.stories} | baseline (t=${baselineThreshold.toFixed(2)}) F1 ${pct(b.f1)}`,
    );
  }
}
console.log(
  `ours at each threshold: ${ECB_THRESHOLD_GRID.map((t, i) => `${t.toFixed(2)} ${pct((curve[i] as number) / runs)}`).join(', ')}`,
);
console.log(
  `mean B-cubed F1 on unseen fit topics: ours ${pct(ours / runs)}, baseline ${pct(baseline / runs)} ` +
    `(${pct((ours - baseline) / runs)} points)`,
);
