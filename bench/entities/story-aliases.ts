// A story's entity lists as the server builds them, before and after the story's alias fold
// (server/src/lib/fold-story-aliases.ts), on ECB+ with each gold event taken as one story.
//
// The rows are built as the server files them (ecb-story-rows.ts), then a story's rows folded by the read
// model (story-evidence.ts foldStoryEntityRows). The off-story filter of the story page is left out.
//
// Run (from the repository root):
//   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/entities/story-aliases.ts             # fit topics
//   ... story-aliases.ts --part held-back     # topics that are multiples of 3: report once, never tune on it
//   ... story-aliases.ts --topics 13 --show   # one topic, with each story's lists after the fold
// Options: --cache FILE keeps each article's resolution (re-runs in seconds while the fold changes; delete
// it when recognition changes). Every merge is printed with its label from story-aliases-labels.json
// ('right', 'wrong', or '?' when unlabelled).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AliasRule, foldStoryAliases } from '../../server/src/lib/fold-story-aliases';
import { foldStoryEntityRows, type StoryEntityRow } from '../../server/src/read-models/story-evidence';
import { isHeldBackTopic, loadEcbplus } from '../matching/ecbplus';
import { ecbStoryRows } from './ecb-story-rows';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const part = option('part') ?? 'fit';
const topics = option('topics')?.split(',').map(Number);
const show = args.includes('--show');
const cachePath = option('cache');
const labelsPath = join(here, 'story-aliases-labels.json');

type Label = 'right' | 'wrong';
const labels: Record<string, Label> = existsSync(labelsPath)
  ? (JSON.parse(readFileSync(labelsPath, 'utf8')) as Record<string, Label>)
  : {};

const all = loadEcbplus();
if (all.length === 0) throw new Error('ECB+ not found: set ECBPLUS_DEV (see bench/matching/README.md)');
const chosen = all
  .filter((a) =>
    topics
      ? topics.includes(a.topic)
      : part === 'held-back'
        ? isHeldBackTopic(a.topic)
        : !isHeldBackTopic(a.topic),
  )
  .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
if (!topics && part === 'held-back') console.log('HELD-BACK topics (multiples of 3): report, do not tune.');

const stories = ecbStoryRows(chosen, cachePath);

let before = 0;
let after = 0;
const tally = { made: 0, right: 0, wrong: 0, unlabelled: 0 };
const byRule = new Map<AliasRule, { made: number; right: number; wrong: number }>();
const lines: string[] = [];
const events = [...stories.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
for (const event of events) {
  // (Copies: the fold merges into its rows, and the cost below folds them again.)
  const rows = stories.get(event)!.map((row) => ({ ...row }));
  const merges: string[] = [];
  // The lists before: the read model's folds without the alias fold (every alias merge undone).
  let aliasMerges = 0;
  const folded = foldStoryEntityRows(rows, (into, other, rule) => {
    aliasMerges++;
    // The pair in name order: a label stays when the fold keeps the other name.
    const key = `${event}|${into.type}|${[into.name, other.name].sort().join(' = ')}`;
    const label = labels[key];
    tally.made++;
    if (label === 'right') tally.right++;
    else if (label === 'wrong') tally.wrong++;
    else tally.unlabelled++;
    const r = byRule.get(rule) ?? { made: 0, right: 0, wrong: 0 };
    r.made++;
    if (label === 'right') r.right++;
    if (label === 'wrong') r.wrong++;
    byRule.set(rule, r);
    merges.push(
      `    ${(label ?? '?').padEnd(5)} ${rule.padEnd(16)} ${JSON.stringify(key)} (kept ${into.name})`,
    );
  });
  const count = (list: StoryEntityRow[]) => list.filter((row) => row.type !== 'Location').length;
  const b = count(folded) + aliasMerges;
  const a = count(folded);
  before += b;
  after += a;
  lines.push(
    `  ${event.padEnd(6)} people+organisations ${String(b).padStart(3)} -> ${String(a).padStart(3)}`,
  );
  lines.push(...merges);
  if (show) {
    for (const type of ['Person', 'Organization'] as const) {
      const names = folded
        .filter((row) => row.type === type)
        .map((row) => {
          const others = row.mentions.filter((m) => m !== row.name);
          return others.length ? `${row.name} (${others.join('; ')})` : row.name;
        });
      lines.push(`      ${type}: ${names.join(' | ')}`);
    }
  }
}
console.log(lines.join('\n'));
console.log(
  `\n${part === 'held-back' && !topics ? 'held-back' : topics ? `topics ${topics.join(',')}` : 'fit'}: ${stories.size} stories, people+organisations per story ${(before / stories.size).toFixed(2)} -> ${(after / stories.size).toFixed(2)} (${before} -> ${after})`,
);
console.log(
  `merges made ${tally.made}, right ${tally.right}, wrong ${tally.wrong}, unlabelled ${tally.unlabelled}`,
);
for (const [rule, r] of byRule)
  console.log(`  ${rule.padEnd(16)} made ${r.made}, right ${r.right}, wrong ${r.wrong}`);

// What the folds cost a story read (the read model runs them on every `GET /api/stories/:id`): every row of
// the part taken as one story, far larger than any real story, the median of seven rounds; the alias fold
// alone beside the read model's three folds.
const everyRow = [...stories.values()].flat();
const largest = [...stories.values()].reduce((a, b) => (b.length > a.length ? b : a));
const copies = (of: StoryEntityRow[]) =>
  of.map((row) => ({ ...row, mentions: [...row.mentions], page_ids: [...row.page_ids] }));
const medianMs = (run: (rows: StoryEntityRow[]) => void, of = everyRow) => {
  const rounds: number[] = [];
  for (let round = 0; round < 7; round++) {
    const rows = copies(of);
    const started = performance.now();
    run(rows);
    rounds.push(performance.now() - started);
  }
  return rounds.sort((a, b) => a - b)[3]!.toFixed(1);
};
const noMerge = () => {};
console.log(
  `${everyRow.length} rows as one story (every story of the part), median ms: the read model's folds ` +
    `${medianMs((rows) => foldStoryEntityRows(rows))}, the alias fold alone ` +
    `${medianMs((rows) => foldStoryAliases(rows, noMerge, { pagesOf: (row) => row.page_ids }))}`,
);
console.log(
  `the largest story, ${largest.length} rows: the read model's folds ` +
    `${medianMs((rows) => foldStoryEntityRows(rows), largest)}, the alias fold alone ` +
    `${medianMs((rows) => foldStoryAliases(rows, noMerge, { pagesOf: (row) => row.page_ids }), largest)}`,
);
