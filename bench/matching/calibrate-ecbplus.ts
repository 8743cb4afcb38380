/**
 * The matcher's calibration on the ECB+ fit part (ecbplus.ts), printed: the fitted model and the threshold
 * sweep (young stories held YOUNG_STORY_MARGIN above the threshold) over the six 10-topic fit streams
 * (mean B-cubed F1, then P / R and stories per stream). run.ts checks that the shipped DEFAULT_MATCH_MODEL /
 * DEFAULT_THRESHOLD / DEFAULT_YOUNG_THRESHOLD are this output.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/calibrate-ecbplus.ts
 */
import { calibrateOnFitPart, ecbplusParts } from './ecbplus';

const { fit } = ecbplusParts();
if (fit.length === 0) {
  console.log('ECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl)');
  process.exit(1);
}
const c = calibrateOnFitPart(fit);
console.log(`model ${JSON.stringify(c.model)}`);
console.log(
  `threshold ${c.threshold.toFixed(2)}, young stories ${c.youngThreshold.toFixed(2)} (best mean F1 over the fit streams)`,
);
console.log(`examples ${c.fit.examples}, positives ${c.fit.positives}`);
for (const row of c.sweep) {
  const streams = row.results
    .map((r) => `P${(r.precision * 100).toFixed(1)} R${(r.recall * 100).toFixed(1)} n${r.stories}`)
    .join('  ');
  console.log(
    `  t=${row.threshold.toFixed(2)} young ${row.youngThreshold.toFixed(2)}  mean F1 ${(row.mean * 100).toFixed(2)}  ${streams}`,
  );
}
