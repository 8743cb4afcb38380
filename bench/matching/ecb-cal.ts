import { calibrateOnFitPart, ecbplusParts } from './ecbplus';

const { fit } = ecbplusParts();
const w = process.argv[2] ? JSON.parse(process.argv[2]) : undefined;
const extra = process.argv[3] ? JSON.parse(process.argv[3]) : {};
const k = process.argv[4] ? Number(process.argv[4]) : undefined;
const c = calibrateOnFitPart(fit, { ...(w ? { weights: w } : {}), ...extra }, k);
console.log(JSON.stringify(c.model), c.threshold);
for (const r of c.sweep)
  console.log(
    r.threshold,
    r.mean.toFixed(4),
    r.results
      .map((x) => `P${(x.precision * 100).toFixed(1)} R${(x.recall * 100).toFixed(1)} ${x.stories}`)
      .join(' '),
  );
