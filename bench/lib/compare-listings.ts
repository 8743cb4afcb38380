// Two tab-separated listings of the same corpus, before and after a change, compared row by row: rows are
// keyed by their first `--key` columns (default 2: article id and name), the rest is the reading. Prints how
// many readings moved, were removed and were added, then each of them, for a reader to judge one by one.
//   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/lib/compare-listings.ts before.tsv after.tsv [--key 2]
import { readFileSync } from 'node:fs';

const [beforePath, afterPath] = process.argv
  .slice(2)
  .filter((a, i, all) => a !== '--key' && all[i - 1] !== '--key');
const keyAt = process.argv.indexOf('--key');
const keyColumns = keyAt > 0 ? Number(process.argv[keyAt + 1]) : 2;
if (!beforePath || !afterPath) throw new Error('usage: compare-listings.ts before.tsv after.tsv [--key N]');

function readings(path: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const columns = line.split('\t');
    rows.set(columns.slice(0, keyColumns).join('\t'), columns.slice(keyColumns).join('\t'));
  }
  return rows;
}

const before = readings(beforePath);
const after = readings(afterPath);
const moved = [...before].filter(([key, reading]) => after.has(key) && after.get(key) !== reading);
const removed = [...before.keys()].filter((key) => !after.has(key));
const added = [...after.keys()].filter((key) => !before.has(key));
console.log(
  `${before.size} readings before, ${after.size} after: ${moved.length} moved, ${removed.length} removed, ${added.length} added`,
);
for (const [key, reading] of moved) console.log(`moved\t${key}\t${reading} -> ${after.get(key)}`);
for (const key of removed) console.log(`removed\t${key}\t${before.get(key)}`);
for (const key of added) console.log(`added\t${key}\t${after.get(key)}`);
