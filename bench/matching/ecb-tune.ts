import type { MatchModel } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { calibrateOnFitPart, ecbplusParts, seededShuffle } from './ecbplus';
import { cluster } from './evaluate';

const { fit } = ecbplusParts();
const seeds = [1, 2, 3, 4, 5];
const streams = seeds.map((s) => seededShuffle(fit, s));
const w = process.argv[2] ? JSON.parse(process.argv[2]) : undefined;
const opts = w ? { weights: w } : {};
const start = calibrateOnFitPart(fit, opts);
let model: MatchModel = { ...start.model };
// fold threshold into bias (threshold 0.5)
model.bias += -Math.log(start.threshold / (1 - start.threshold));
const score = (m: MatchModel) => {
  const f = streams.map((s) => cluster(s, createStoryMatcher({ ...opts, model: m, threshold: 0.5 })).f1);
  return f.reduce((a, b) => a + b, 0) / f.length;
};
let best = score(model);
console.log('start', JSON.stringify(model), best.toFixed(4));
const keys = (Object.keys(model) as (keyof MatchModel)[]).filter((k) => k !== 'gap');
for (const step of [1, 0.5, 0.25]) {
  let improved = true;
  while (improved) {
    improved = false;
    for (const k of keys) {
      for (const d of [step, -step]) {
        const m = { ...model, [k]: Math.round((model[k] + d) * 1000) / 1000 };
        const s = score(m);
        if (s > best + 1e-4) {
          best = s;
          model = m;
          improved = true;
          console.log(k, d, best.toFixed(4), JSON.stringify(model));
        }
      }
    }
  }
}
console.log('final', JSON.stringify(model), best.toFixed(4));
