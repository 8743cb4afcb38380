/**
 * Bench-only measurement (issue 14, sixth pass; not shipped): a background document-frequency table that
 * seeds the matcher's IDF before a stream, with the calibration run warm too (the fifth pass's WARM=1 warmed
 * only the test streams). Cross-validation by topic inside the ECB+ FIT part, as cross-validate-ecbplus.ts
 * (same folds, test orders 1–3); the held-back part is read only with HELD_BACK=1.
 *
 * The background is always articles of OTHER topics than the stream's, counted as documents (added to a
 * story that is then removed: document frequencies stay, no story does):
 * - test streams: every article of the fold's training topics;
 * - the model fit: the training topics split in two halves (every other topic by number), each half fed
 *   in the REPORT_SEED order with the other half as background, the examples of both fitted together
 *   (the same logistic fit with sign limits and top-3 candidates as `calibrateOnFitPart`);
 * - the threshold sweep: each of the six fit streams of the training topics with the training topics not
 *   in that stream as background.
 * So a background is smaller in the calibration (5–8 topics) than at test time (15–16 topics).
 * The cold calibration and matcher (the shipped protocol) run beside, in the same run.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/warm-idf-ecbplus.ts
 */
import { createTfidfBaseline } from '../../server/src/intelligence/matching/baseline-tfidf';
import { youngThresholdFor } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher, type StoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import {
  calibrateOnFitPart,
  ECB_THRESHOLD_GRID,
  type EcbArticle,
  ecbplusParts,
  FIT_SEEDS,
  fitStreams,
  REPORT_SEED,
  seededShuffle,
  TOP_CANDIDATES,
} from './ecbplus';
import { cluster, fitMatchModel, fitWithSigns, modelFromWeights } from './evaluate';
import { fitGapOnDatedStreams } from './fit-gap';

const FOLDS = 3;
const SEEDS = [1, 2, 3];
const pct = (v: number) => (v * 100).toFixed(1);

function warmed(matcher: StoryMatcher, background: readonly EcbArticle[]): StoryMatcher {
  for (const a of background) {
    matcher.add('__background__', a);
    matcher.removeStory('__background__');
  }
  return matcher;
}

const topicsOf = (articles: readonly EcbArticle[]) =>
  [...new Set(articles.map((a) => a.topic))].sort((a, b) => a - b);

/** The calibration of `calibrateOnFitPart`, every matcher first given a background of other topics. */
function calibrateWarm(train: readonly EcbArticle[]) {
  const topics = topicsOf(train);
  const halves = [0, 1].map((h) => new Set(topics.filter((_, i) => i % 2 === h)));
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const half of halves) {
    const own = train.filter((a) => half.has(a.topic));
    const background = train.filter((a) => !half.has(a.topic));
    const f = fitMatchModel(seededShuffle(own, REPORT_SEED), {}, undefined, TOP_CANDIDATES, (m) =>
      warmed(m, background),
    );
    xs.push(...f.xs);
    ys.push(...f.ys);
  }
  // The time-gap weight cannot be fitted without dates: as in calibrateOnFitPart, on the dated streams.
  const fitted = modelFromWeights(fitWithSigns(xs, ys));
  const model = { ...fitted, gap: fitGapOnDatedStreams(fitted, TOP_CANDIDATES) };
  const streams = fitStreams(train);
  const backgrounds = streams.map((s) => {
    const inStream = new Set(s.map((a) => a.topic));
    return train.filter((a) => !inStream.has(a.topic));
  });
  let best = { threshold: ECB_THRESHOLD_GRID[0] as number, mean: -1 };
  const sweep: string[] = [];
  for (const threshold of ECB_THRESHOLD_GRID) {
    const youngThreshold = youngThresholdFor(threshold);
    const mean =
      streams.reduce(
        (sum, s, k) =>
          sum +
          cluster(s, warmed(createStoryMatcher({ model, threshold, youngThreshold }), backgrounds[k] ?? []))
            .f1,
        0,
      ) / streams.length;
    sweep.push(`${threshold.toFixed(2)} ${pct(mean)}`);
    if (mean > best.mean + 1e-9) best = { threshold, mean };
  }
  return {
    model,
    threshold: best.threshold,
    youngThreshold: youngThresholdFor(best.threshold),
    sweep,
    examples: xs.length,
  };
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

const { fit, heldBack } = ecbplusParts();
if (fit.length === 0) {
  console.log('ECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl)');
  process.exit(1);
}
console.log(`(fit streams: seeds ${FIT_SEEDS.join(', ')})`);

if (process.env.HELD_BACK === '1') {
  // The held-back part, read once: warm calibration on the fit part, the fit part as background.
  const warm = calibrateWarm(fit);
  const baselineThreshold = baselineThresholdOn(fit);
  console.log(`warm model ${JSON.stringify(warm.model)}, threshold ${warm.threshold.toFixed(2)}`);
  for (const seed of [REPORT_SEED, 2, 3]) {
    const stream = seededShuffle(heldBack, seed);
    const o = cluster(stream, warmed(createStoryMatcher(warm), fit));
    const b = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    console.log(
      `ECB+ held-back, seed ${seed}: warm ours (t=${warm.threshold.toFixed(2)}) P ${pct(o.precision)} R ${pct(o.recall)} F1 ${pct(o.f1)} n${o.stories} | ` +
        `baseline (t=${baselineThreshold.toFixed(2)}) P ${pct(b.precision)} R ${pct(b.recall)} F1 ${pct(b.f1)} n${b.stories}`,
    );
  }
  process.exit(0);
}

const topics = topicsOf(fit);
const totals = { cold: 0, warm: 0, baseline: 0, runs: 0 };
const sums = { wp: 0, wr: 0, wn: 0, cp: 0, cr: 0, cn: 0 };
const curve = ECB_THRESHOLD_GRID.map(() => 0);
for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const cold = calibrateOnFitPart(train);
  const warm = calibrateWarm(train);
  const baselineThreshold = baselineThresholdOn(train);
  console.log(
    `fold ${fold + 1}: warm model ${JSON.stringify(warm.model)} (${warm.examples} examples); training streams (warm) ${warm.sweep.join(', ')}`,
  );
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const c = cluster(
      stream,
      createStoryMatcher({
        model: cold.model,
        threshold: cold.threshold,
        youngThreshold: cold.youngThreshold,
      }),
    );
    const w = cluster(
      stream,
      warmed(
        createStoryMatcher({
          model: warm.model,
          threshold: warm.threshold,
          youngThreshold: warm.youngThreshold,
        }),
        train,
      ),
    );
    const b = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    ECB_THRESHOLD_GRID.forEach((threshold, i) => {
      curve[i] =
        (curve[i] as number) +
        cluster(
          stream,
          warmed(
            createStoryMatcher({
              model: warm.model,
              threshold,
              youngThreshold: youngThresholdFor(threshold),
            }),
            train,
          ),
        ).f1;
    });
    totals.cold += c.f1;
    totals.warm += w.f1;
    totals.baseline += b.f1;
    totals.runs++;
    sums.wp += w.precision;
    sums.wr += w.recall;
    sums.wn += w.stories;
    sums.cp += c.precision;
    sums.cr += c.recall;
    sums.cn += c.stories;
    console.log(
      `  fold ${fold + 1} (topics ${[...testTopics].join(', ')}), seed ${seed}: shipped cold (t=${cold.threshold.toFixed(2)}) P ${pct(c.precision)} R ${pct(c.recall)} F1 ${pct(c.f1)} n${c.stories} | ` +
        `warm (t=${warm.threshold.toFixed(2)}) P ${pct(w.precision)} R ${pct(w.recall)} F1 ${pct(w.f1)} n${w.stories} | baseline (t=${baselineThreshold.toFixed(2)}) F1 ${pct(b.f1)}`,
    );
  }
}
const n = totals.runs;
console.log(
  `warm at each threshold: ${ECB_THRESHOLD_GRID.map((t, i) => `${t.toFixed(2)} ${pct((curve[i] as number) / n)}`).join(', ')}`,
);
console.log(
  `mean over ${n} runs: shipped cold F1 ${pct(totals.cold / n)} (P ${pct(sums.cp / n)} R ${pct(sums.cr / n)}; ${sums.cn} stories) | ` +
    `warm F1 ${pct(totals.warm / n)} (P ${pct(sums.wp / n)} R ${pct(sums.wr / n)}; ${sums.wn} stories) | baseline ${pct(totals.baseline / n)}`,
);
