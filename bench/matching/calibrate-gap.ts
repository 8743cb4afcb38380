/**
 * Sixteenth pass (issue 14): prints the time-gap coefficient fitted beside the shipped ECB+ model
 * (fit-gap.ts) and how the dated sets' B-cubed F1 moves with it: the calibration streams it is fitted on,
 * the generated evaluation stream (labelled.jsonl) and the hand-written dev set. The hand-written held-out
 * set is printed by run.ts only.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/calibrate-gap.ts
 *   ... calibrate-gap.ts --max-gap-days 1096    # the same sets with the product's window (twentieth pass)
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_MATCH_MODEL } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { CALIBRATION_FILES } from './calibrate';
import { TOP_CANDIDATES } from './ecbplus';
import { cluster, type GoldArticle, loadJsonl } from './evaluate';
import { fitGapOnDatedStreams } from './fit-gap';

const windowAt = process.argv.indexOf('--max-gap-days');
const maxGapDays = windowAt >= 0 ? Number(process.argv[windowAt + 1]) : undefined;
const fitted = fitGapOnDatedStreams(DEFAULT_MATCH_MODEL, TOP_CANDIDATES);
console.log(
  `gap coefficient fitted beside the shipped model: ${fitted} (shipped ${DEFAULT_MATCH_MODEL.gap})`,
);

const sets: [string, GoldArticle[][]][] = [
  ['calibration streams 2, 3, 4 (fitted on)', CALIBRATION_FILES.map(loadJsonl)],
  [
    'generated evaluation (labelled.jsonl)',
    [loadJsonl(fileURLToPath(new URL('./labelled.jsonl', import.meta.url)))],
  ],
  [
    'hand-written dev (handwritten.jsonl)',
    [loadJsonl(fileURLToPath(new URL('./handwritten.jsonl', import.meta.url)))],
  ],
];
const pct = (v: number) => (v * 100).toFixed(1);
for (const gap of [...new Set([-1.123, fitted, DEFAULT_MATCH_MODEL.gap, 0])]) {
  console.log(`gap ${gap}:`);
  for (const [name, streams] of sets) {
    const runs = streams.map((s) =>
      cluster(s, createStoryMatcher({ model: { ...DEFAULT_MATCH_MODEL, gap }, maxGapDays })),
    );
    const mean = (k: 'precision' | 'recall' | 'f1') => runs.reduce((sum, r) => sum + r[k], 0) / runs.length;
    console.log(
      `  ${name.padEnd(42)} P ${pct(mean('precision'))} R ${pct(mean('recall'))} F1 ${pct(mean('f1'))} stories ${runs.map((r) => r.stories).join(' ')}`,
    );
  }
}
