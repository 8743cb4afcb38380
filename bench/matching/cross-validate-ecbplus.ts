/**
 * How the matcher's choices were judged (issue 14): cross-validation by topic inside the ECB+ FIT part,
 * so a choice is kept only when it helps on topics its calibration never saw. The 23 fit topics are
 * split into 3 folds (every third topic by number); for each fold the full calibration (logistic fit +
 * threshold sweep, `calibrateOnFitPart`) runs on the other two, the baseline's threshold is picked on the
 * same streams by the same rule, and both cluster the fold's articles in 3 seeded orders. The held-back
 * part (topics that are multiples of 3) is never read.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/cross-validate-ecbplus.ts
 *
 * Feature weights to try go in FEATURE_WEIGHTS as JSON (e.g. '{"year":0}'), merged over the defaults.
 */
import { createTfidfBaseline } from '../../server/src/intelligence/matching/baseline-tfidf';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { DEFAULT_FEATURE_WEIGHTS } from '../../server/src/intelligence/matching/text-features';
import { calibrateOnFitPart, ECB_THRESHOLD_GRID, ecbplusParts, fitStreams, seededShuffle } from './ecbplus';
import { cluster } from './evaluate';

const FOLDS = 3;
const SEEDS = [1, 2, 3];

const { fit } = ecbplusParts();
if (fit.length === 0) {
  console.log('ECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl)');
  process.exit(1);
}
const weights = { ...DEFAULT_FEATURE_WEIGHTS, ...JSON.parse(process.env.FEATURE_WEIGHTS ?? '{}') };
const pct = (v: number) => (v * 100).toFixed(1);
const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
console.log(
  `ECB+ fit part, ${FOLDS}-fold cross-validation by topic; feature weights ${JSON.stringify(weights)}`,
);
let ours = 0;
let baseline = 0;
let runs = 0;
// Ours at each grid threshold (the folds' own models, the young-story bar as far above it as the fold's
// calibration put it): whether a change helps whatever threshold the training streams happen to pick.
const curve = ECB_THRESHOLD_GRID.map(() => 0);
for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const calibrated = calibrateOnFitPart(train, { weights });
  const streams = fitStreams(train);
  let baselineThreshold = ECB_THRESHOLD_GRID[0] as number;
  let bestMean = -1;
  for (const threshold of ECB_THRESHOLD_GRID) {
    const mean =
      streams.reduce((sum, s) => sum + cluster(s, createTfidfBaseline({ threshold })).f1, 0) / streams.length;
    if (mean > bestMean + 1e-9) {
      bestMean = mean;
      baselineThreshold = threshold;
    }
  }
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const o = cluster(
      stream,
      createStoryMatcher({
        weights,
        model: calibrated.model,
        threshold: calibrated.threshold,
        youngThreshold: calibrated.youngThreshold,
      }),
    );
    const b = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    ours += o.f1;
    ECB_THRESHOLD_GRID.forEach((threshold, i) => {
      curve[i] =
        (curve[i] as number) +
        cluster(
          stream,
          createStoryMatcher({
            weights,
            model: calibrated.model,
            threshold,
            youngThreshold: Math.min(1, threshold + calibrated.youngThreshold - calibrated.threshold),
          }),
        ).f1;
    });
    baseline += b.f1;
    runs++;
    console.log(
      `  fold ${fold + 1} (topics ${[...testTopics].join(', ')}), seed ${seed}: ours (t=${calibrated.threshold.toFixed(2)}, young ${calibrated.youngThreshold.toFixed(2)}) ` +
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
