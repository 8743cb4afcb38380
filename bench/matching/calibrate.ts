/**
 * Fits the match model (server/src/intelligence/matching/match-model.ts) by logistic regression on three
 * generated calibration streams (seeds 2, 3, 4; the evaluation set labelled.jsonl is seed 1 and the
 * hand-written sets are not used): each stream is fed in order with every article added to its gold
 * story, and before each add every candidate the index retrieves is one example (features = its
 * evidence, label = it is the article's gold story). Prints the coefficients to paste into
 * DEFAULT_MATCH_MODEL, a reliability table (predicted probability vs observed share), and the B-cubed F1
 * of each stream by threshold, recommending the threshold with the best mean F1 for DEFAULT_THRESHOLD.
 *
 *   cd /work/main && for s in 2 3 4; do pnpm --filter @cairn/server exec tsx ../bench/matching/make-labelled.ts --seed $s --out calibration-$s.jsonl; done
 *   cd /work/main && pnpm --filter @cairn/server exec tsx ../bench/matching/calibrate.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_FEATURES } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { cluster, concatenateStreams, fitMatchModel, loadJsonl } from './evaluate';

const here = dirname(fileURLToPath(import.meta.url));
export const CALIBRATION_FILES = [2, 3, 4].map((seed) => join(here, `calibration-${seed}.jsonl`));
const streams = CALIBRATION_FILES.map(loadJsonl);

const { model, examples, positives, weights: w, xs, ys } = fitMatchModel(concatenateStreams(streams));
console.log(
  `${streams.map((s) => s.length).join(' + ')} articles, ${examples} candidate examples (${positives} positive)`,
);
console.log(`features: ${MODEL_FEATURES.join(', ')}`);
console.log('fitted model:', JSON.stringify(model));

// Reliability: predicted probability bins vs the observed share of positives.
const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, y: 0 }));
for (let i = 0; i < xs.length; i++) {
  const row = [1, ...(xs[i] as number[])];
  const z = row.reduce((s, v, j) => s + v * (w[j] as number), 0);
  const p = 1 / (1 + Math.exp(-z));
  const bin = bins[Math.min(9, Math.floor(p * 10))] as { n: number; p: number; y: number };
  bin.n++;
  bin.p += p;
  bin.y += ys[i] as number;
}
console.log('reliability (bin: examples, mean predicted, observed share):');
bins.forEach((b, i) => {
  if (b.n) {
    console.log(
      `  ${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}: ${String(b.n).padStart(5)}  ${(b.p / b.n).toFixed(3)}  ${(b.y / b.n).toFixed(3)}`,
    );
  }
});

console.log('B-cubed F1 of each calibration stream by threshold (fitted model):');
let best = { threshold: 0.5, f1: -1 };
for (let step = 2; step <= 12; step++) {
  const threshold = step / 20;
  const f1s = streams.map((stream) => cluster(stream, createStoryMatcher({ model, threshold })).f1);
  const mean = f1s.reduce((a, b) => a + b, 0) / f1s.length;
  if (mean > best.f1 + 1e-9) best = { threshold, f1: mean };
  console.log(
    `  ${threshold.toFixed(2)}  ${f1s.map((f) => f.toFixed(3)).join('  ')}   mean ${mean.toFixed(3)}`,
  );
}
console.log(`recommended DEFAULT_THRESHOLD (best mean F1): ${best.threshold.toFixed(2)}`);
