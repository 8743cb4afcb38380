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
import {
  createStoryMatcher,
  SPLIT_FEATURES,
  type StoryMatcherOptions,
} from '../../server/src/intelligence/matching/story-matcher';
import { DEFAULT_FEATURE_WEIGHTS } from '../../server/src/intelligence/matching/text-features';
import { calibrateOnFitPart, ECB_THRESHOLD_GRID, ecbplusParts, fitStreams, seededShuffle } from './ecbplus';
import { cluster, fitLogistic } from './evaluate';

const FOLDS = 3;
const SEEDS = [1, 2, 3];

// Fifteenth pass (bench only), MATCH_SPLIT=model: a split model fitted per fold on the training topics.
// MATCH_SPLIT_INPUTS=small: four of its inputs only.
const SPLIT_MODEL = process.env.MATCH_SPLIT === 'model';
const SPLIT_INPUTS: readonly string[] =
  process.env.MATCH_SPLIT_INPUTS === 'small'
    ? ['cosine', 'p_small_mean', 'p_large_mean', 'between_within']
    : SPLIT_FEATURES;
const inputColumns = SPLIT_INPUTS.map((name) =>
  SPLIT_FEATURES.indexOf(name as (typeof SPLIT_FEATURES)[number]),
);
const splitProbability = (w: number[]) => (features: number[]) =>
  1 /
  (1 +
    Math.exp(
      -inputColumns.reduce(
        (z, col, j) => z + (w[j + 1] as number) * (features[col] as number),
        w[0] as number,
      ),
    ));
/** The majority gold event of a group of article ids (labels and reports only, never decisions). */
function majorityOf(eventOf: Map<string, string>, ids: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const e = eventOf.get(id) ?? '';
    counts.set(e, (counts.get(e) ?? 0) + 1);
  }
  return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
}

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
let splitCount = 0;
let splitRight = 0;
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
  let split: StoryMatcherOptions['split'];
  if (SPLIT_MODEL) {
    const settings = {
      weights,
      model: calibrated.model,
      threshold: calibrated.threshold,
      youngThreshold: calibrated.youngThreshold,
    };
    // Every check the fold's matcher meets on its six training streams (no split), labelled by gold.
    const xs: number[][] = [];
    const ys: number[] = [];
    for (const s of streams) {
      const m = createStoryMatcher({ ...settings, split: 'collect' });
      cluster(s, m);
      const eventOf = new Map(s.map((a) => [a.id, a.event]));
      for (const c of m.splitChecks ?? []) {
        xs.push(inputColumns.map((col) => (c.features as number[])[col] as number));
        ys.push(majorityOf(eventOf, c.kept) !== majorityOf(eventOf, c.out) ? 1 : 0);
      }
    }
    const w = fitLogistic(xs, ys);
    const probability = splitProbability(w);
    const none =
      streams.reduce((sum, s) => sum + cluster(s, createStoryMatcher(settings)).f1, 0) / streams.length;
    let bestBar = ECB_THRESHOLD_GRID[0] as number;
    let bestSplitMean = -1;
    for (const bar of ECB_THRESHOLD_GRID) {
      const mean =
        streams.reduce(
          (sum, s) => sum + cluster(s, createStoryMatcher({ ...settings, split: { probability, bar } })).f1,
          0,
        ) / streams.length;
      if (mean > bestSplitMean + 1e-9) {
        bestSplitMean = mean;
        bestBar = bar;
      }
    }
    split = { probability, bar: bestBar };
    console.log(
      `  fold ${fold + 1} split model: ${xs.length} checks (${ys.filter((y) => y === 1).length} two-event), ` +
        `weights ${w.map((v, j) => `${j === 0 ? 'bias' : SPLIT_INPUTS[j - 1]} ${v.toFixed(2)}`).join(', ')}; ` +
        `bar ${bestBar.toFixed(2)}, training streams ${pct(bestSplitMean)} (no split ${pct(none)})`,
    );
  }
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const matcher = createStoryMatcher({
      weights,
      model: calibrated.model,
      threshold: calibrated.threshold,
      youngThreshold: calibrated.youngThreshold,
      ...(split ? { split } : {}),
    });
    const o = cluster(stream, matcher);
    // MATCH_SPLIT: each split is right when its two groups' majority gold events differ (fit gold only).
    const eventOf = new Map(stream.map((a) => [a.id, a.event]));
    const majority = (ids: string[]) => {
      const counts = new Map<string, number>();
      for (const id of ids) {
        const e = eventOf.get(id) ?? '';
        counts.set(e, (counts.get(e) ?? 0) + 1);
      }
      return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
    };
    const splits = matcher.splits ?? [];
    const right = splits.filter((s) => majority(s.kept) !== majority(s.out)).length;
    if (process.env.MATCH_SPLIT_SHOW) {
      const mix = (ids: string[]) => {
        const counts = new Map<string, number>();
        for (const id of ids) counts.set(eventOf.get(id) ?? '', (counts.get(eventOf.get(id) ?? '') ?? 0) + 1);
        return [...counts].map(([e, n]) => `${e}×${n}`).join(' ');
      };
      for (const c of matcher.splitChecks ?? [])
        console.log(
          `    check${c.split ? ' SPLIT' : ''}: kept ${mix(c.kept)} | out ${mix(c.out)} | prob ${c.prob.toFixed(3)} bar ${c.bar.toFixed(2)} cos ${c.cos.toFixed(3)}` +
            (c.splitProbability !== undefined ? ` split p ${c.splitProbability.toFixed(3)}` : ''),
        );
    }
    splitCount += splits.length;
    splitRight += right;
    const splitNote = process.env.MATCH_SPLIT ? `, ${splits.length} splits (${right} right)` : '';
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
            ...(split ? { split } : {}),
          }),
        ).f1;
    });
    baseline += b.f1;
    runs++;
    console.log(
      `  fold ${fold + 1} (topics ${[...testTopics].join(', ')}), seed ${seed}: ours (t=${calibrated.threshold.toFixed(2)}, young ${calibrated.youngThreshold.toFixed(2)}) ` +
        `P ${pct(o.precision)} R ${pct(o.recall)} F1 ${pct(o.f1)} n${o.stories}${splitNote} | baseline (t=${baselineThreshold.toFixed(2)}) F1 ${pct(b.f1)}`,
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
if (process.env.MATCH_SPLIT) console.log(`splits: ${splitCount}, right ${splitRight}`);
