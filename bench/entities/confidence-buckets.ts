// How often a mention is right (exact span and type) at each confidence, on the development samples only:
// whether the lowest-confidence mentions are worth printing at all.
// Run: node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/entities/confidence-buckets.ts
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recognizeEntities } from '../../server/src/intelligence/entities/recognize-entities';

const here = dirname(fileURLToPath(import.meta.url));
const DEV = [
  'sample',
  'newswire-dev',
  'ecbplus-dev',
  'ecbplus3-dev',
  'ecbplus4-dev',
  'ecbplus5-dev',
  'ecbplus6-dev',
];
const buckets = new Map<string, { right: number; wrong: number; spanRight: number; oneWord: number }>();
for (const name of DEV) {
  for (const line of readFileSync(join(here, `${name}.jsonl`), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as {
      text: string;
      entities: { start: number; end: number; type: string }[];
    };
    const gold = new Map(doc.entities.map((e) => [`${e.start}:${e.end}`, e.type]));
    for (const m of recognizeEntities(doc.text)) {
      const c = m.confidence;
      const key =
        c < 0.1
          ? '<0.10'
          : c < 0.15
            ? '0.10-0.15'
            : c < 0.2
              ? '0.15-0.20'
              : c < 0.3
                ? '0.20-0.30'
                : c < 0.5
                  ? '0.30-0.50'
                  : '>=0.50';
      const b = buckets.get(key) ?? { right: 0, wrong: 0, spanRight: 0, oneWord: 0 };
      const g = gold.get(`${m.start}:${m.end}`);
      if (g === m.type) b.right++;
      else b.wrong++;
      if (g !== undefined) b.spanRight++;
      if (!m.text.includes(' ')) b.oneWord++;
      buckets.set(key, b);
    }
  }
}
console.log('confidence   mentions  right  precision  span-right  one-word');
for (const key of ['<0.10', '0.10-0.15', '0.15-0.20', '0.20-0.30', '0.30-0.50', '>=0.50']) {
  const b = buckets.get(key);
  if (!b) continue;
  const n = b.right + b.wrong;
  console.log(
    `${key.padEnd(12)} ${String(n).padStart(8)} ${String(b.right).padStart(6)} ${(b.right / n).toFixed(2).padStart(10)} ${String(b.spanRight).padStart(11)} ${String(b.oneWord).padStart(9)}`,
  );
}
