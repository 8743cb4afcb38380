/**
 * Fits the match model (server/src/intelligence/matching/match-model.ts) on the three generated
 * calibration streams (seeds 2, 3, 4) and nothing else — the evaluation sets (labelled.jsonl, seed 1, and
 * the hand-written sets) are never read here. Each stream is fed in order with every article added to its
 * gold story; before each add, every candidate the index retrieves is one example (features = its
 * evidence, label = it is the article's gold story); logistic regression over all examples. Then the
 * B-cubed F1 of each stream by threshold with the fitted model; the best mean is DEFAULT_THRESHOLD.
 * Prints the coefficients to paste into DEFAULT_MATCH_MODEL and a reliability table (predicted
 * probability against the observed share of right candidates). run.ts repeats the fit and says whether
 * the shipped defaults are its output.
 *
 *   for s in 2 3 4; do node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/make-labelled.ts --seed $s --out calibration-$s.jsonl; done
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/calibrate.ts [--weights]
 *
 * The feature weights (title, entity, entity word: DEFAULT_FEATURE_WEIGHTS) are set by design, not
 * fitted; `--weights` prints how the calibrated mean F1 moves with them (calibration streams only).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_FEATURES } from '../../server/src/intelligence/matching/match-model';
import { DEFAULT_FEATURE_WEIGHTS } from '../../server/src/intelligence/matching/text-features';
import { calibrate, loadJsonl } from './evaluate';

const here = dirname(fileURLToPath(import.meta.url));
export const CALIBRATION_FILES = [2, 3, 4].map((seed) => join(here, `calibration-${seed}.jsonl`));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const streams = CALIBRATION_FILES.map(loadJsonl);
  const { model, threshold, sweep, fit } = calibrate(streams);
  const { examples, positives, weights: w, xs, ys } = fit;
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
  for (const row of sweep) {
    console.log(
      `  ${row.threshold.toFixed(2)}  ${row.f1s.map((f) => f.toFixed(3)).join('  ')}   mean ${row.mean.toFixed(3)}`,
    );
  }
  console.log(`recommended DEFAULT_THRESHOLD (best mean F1): ${threshold.toFixed(2)}`);
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === process.argv[1] &&
  process.argv.includes('--weights')
) {
  const streams = CALIBRATION_FILES.map(loadJsonl);
  console.log(
    `\nFeature weights (shipped ${JSON.stringify(DEFAULT_FEATURE_WEIGHTS)}): calibrated mean F1, each refitted`,
  );
  for (const title of [1, 2, 3, 4, 5, 6]) {
    const cells: string[] = [];
    for (const entity of [1, 2, 3]) {
      for (const entityWord of [0, 1]) {
        const c = calibrate(streams, { weights: { title, entity, entityWord } });
        const best = c.sweep.find((row) => row.threshold === c.threshold);
        cells.push(`e${entity}/w${entityWord} ${(best?.mean ?? 0).toFixed(3)}@${c.threshold.toFixed(2)}`);
      }
    }
    console.log(`  title ${title}: ${cells.join('  ')}`);
  }
}
