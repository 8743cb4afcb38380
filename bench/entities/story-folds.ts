// The story's type and short-form folds (server/src/lib/fold-type-disagreements.ts, fold-short-forms.ts), made
// to take time linear in a story's names on 2026-11-29, against their earlier form kept below as a reference
// (`reference…`, nowhere else): the same output on every ECB+ story, and what each costs, side by side.
//
// Identity: every gold event of the fit and the held-back part as one story (built as the server files it,
// ecb-story-rows.ts), and every row of each part as one story. For each, as each caller runs the folds — the
// read model (story-evidence.ts foldStoryEntityRows) and recomposition (recompose-story.ts foldStoryEntities) —
// the two folds' merges in order (which entry into which) and the entries they keep, then the caller's whole
// output (every field, the order of every list: a merge made in another order lists mentions and pages in
// another order) against the same caller path run with the reference folds.
//
// Run (from the repository root; about a minute, seconds with the caches once made):
//   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/entities/story-folds.ts
// Options: --cache DIR keeps each article's resolution in DIR (fit.json, held-back.json).

import { join } from 'node:path';
import type { ComposeEntity } from '../../server/src/intelligence/composition/compose-story';
import { COUNTRIES } from '../../server/src/lib/countries';
import { foldShortForms } from '../../server/src/lib/fold-short-forms';
import { foldStoryAliases } from '../../server/src/lib/fold-story-aliases';
import { foldTypeDisagreements } from '../../server/src/lib/fold-type-disagreements';
import { foldStoryEntities } from '../../server/src/pipeline/story-resolution/recompose-story';
import { foldStoryEntityRows, type StoryEntityRow } from '../../server/src/read-models/story-evidence';
import type { EntityType } from '../../shared/src/contracts/vocabulary';
import { isHeldBackTopic, loadEcbplus } from '../matching/ecbplus';
import { ecbStoryRows } from './ecb-story-rows';

const args = process.argv.slice(2);
const cacheDir = args.includes('--cache') ? args[args.indexOf('--cache') + 1] : undefined;

const all = loadEcbplus()
  .slice()
  .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
if (all.length === 0) throw new Error('ECB+ not found: set ECBPLUS_DEV (see bench/matching/README.md)');
const parts = (['fit', 'held-back'] as const).map((part) => {
  const articles = all.filter((a) => isHeldBackTopic(a.topic) === (part === 'held-back'));
  const stories = ecbStoryRows(articles, cacheDir && join(cacheDir, `${part}.json`));
  return { part, stories };
});

// ---------------------------------------------------------------------------------------------------------
// The reference: the two folds as they were before 2026-11-29 (afternoon), each short form tested against
// every name kept before it, every pair of a name's readings' pages compared. Kept here only, to compare.

function referenceFoldTypeDisagreements<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, other: T) => void,
  evidence: {
    pagesOf: (item: T) => readonly string[];
    mentionsOf: (item: T) => number;
    isMapped: (item: T) => boolean;
  },
): T[] {
  const byName = new Map<string, T[]>();
  for (const item of items) {
    const key = referenceFoldName(item.name);
    const group = byName.get(key);
    if (group) group.push(item);
    else byName.set(key, [item]);
  }
  const dropped = new Set<T>();
  for (const group of byName.values()) {
    if (group.length < 2 || group.some(evidence.isMapped)) continue;
    if (new Set(group.map((item) => item.type)).size < 2) continue;
    const pageSets = group.map((item) => new Set(evidence.pagesOf(item)));
    const sharePage = pageSets.some((pages, i) =>
      pageSets.some((other, j) => j > i && [...pages].some((page) => other.has(page))),
    );
    if (sharePage) continue;
    const ranked = [...group].sort(
      (a, b) =>
        evidence.pagesOf(b).length - evidence.pagesOf(a).length ||
        evidence.mentionsOf(b) - evidence.mentionsOf(a),
    );
    const [first, second] = ranked as [T, T];
    if (
      evidence.pagesOf(first).length === evidence.pagesOf(second).length &&
      evidence.mentionsOf(first) === evidence.mentionsOf(second)
    )
      continue;
    for (const other of ranked.slice(1)) {
      merge(first, other);
      dropped.add(other);
    }
  }
  return items.filter((item) => !dropped.has(item));
}

function referenceFoldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const REFERENCE_COUNTRY_NAMES = new Set(
  COUNTRIES.flatMap((country) => country.names.map((name) => referenceFold(name))),
);

function referenceFoldShortForms<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, short: T) => void,
  across?: { pagesOf: (item: T) => readonly string[]; isArea: (item: T) => boolean },
): T[] {
  const words = new Map(items.map((item) => [item, referenceNameWords(item.name)]));
  const longestFirst = [...items].sort(
    (a, b) =>
      words.get(b)!.length - words.get(a)!.length ||
      Number(a.type === 'Location') - Number(b.type === 'Location'),
  );
  const kept = new Set<T>();
  for (const item of longestFirst) {
    const short = words.get(item)!;
    const targets =
      item.type === 'Location' || short.length === 0
        ? []
        : [...kept].filter(
            (full) => full.type === item.type && referenceIsShortForm(short, words.get(full)!, item.type),
          );
    if (targets.length === 1) merge(targets[0]!, item);
    else if (!(item.type === 'Location' && foldPlaceIntoPerson(item, short))) kept.add(item);
  }
  return items.filter((item) => kept.has(item));

  function foldPlaceIntoPerson(place: T, short: string[]): boolean {
    if (!across || short.length !== 1 || across.isArea(place) || REFERENCE_COUNTRY_NAMES.has(short[0]!))
      return false;
    const people = [...kept].filter(
      (full) => full.type === 'Person' && referenceIsShortForm(short, words.get(full)!, 'Person'),
    );
    if (people.length !== 1) return false;
    const person = people[0]!;
    const personPages = new Set(across.pagesOf(person));
    if (across.pagesOf(place).some((page) => personPages.has(page))) return false;
    merge(person, place);
    return true;
  }
}

function referenceFold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

function referenceNameWords(name: string): string[] {
  return referenceFold(name)
    .replace(/['’]s$/, '')
    .replace(/\./g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
}

function referenceIsShortForm(short: string[], full: string[], type: EntityType): boolean {
  // (Added with the server's fold on 2026-11-29: a person's surname before a generational suffix.)
  if (
    type === 'Person' &&
    full.length >= 3 &&
    ['jr', 'sr', 'ii', 'iii', 'iv'].includes(full.at(-1)!) &&
    referenceIsShortForm(short, full.slice(0, -1), type)
  )
    return true;
  if (short.length >= full.length) return false;
  if (
    type === 'Person' &&
    short.length >= 2 &&
    referenceWithoutMiddleInitials(full).join(' ') === short.join(' ')
  )
    return true;
  const tail = full.slice(full.length - short.length).join(' ') === short.join(' ');
  const head = full.slice(0, short.length).join(' ') === short.join(' ');
  return type === 'Person' ? tail : tail || head;
}

function referenceWithoutMiddleInitials(full: string[]): string[] {
  return full.filter((word, i) => i === 0 || i === full.length - 1 || word.length > 1);
}

// ---------------------------------------------------------------------------------------------------------
// The callers, each twice: with the server's folds and with the reference folds. The merges and evidence are
// the callers' own (story-evidence.ts, recompose-story.ts), copied: a copy that drifted would show as a
// difference below, not hide one.

type Folds = { type: typeof foldTypeDisagreements; short: typeof foldShortForms };
const SERVER: Folds = { type: foldTypeDisagreements, short: foldShortForms };
const REFERENCE: Folds = { type: referenceFoldTypeDisagreements, short: referenceFoldShortForms };
type Merges = string[];

interface Caller<T extends { id: string; type: EntityType; name: string }> {
  name: string;
  entries: (rows: readonly StoryEntityRow[]) => T[];
  /** The two folds as the caller runs them, each merge noted in `merges` before it is made. */
  twoFolds: (entries: T[], folds: Folds, merges: Merges) => T[];
  /** The caller's whole fold: the server's own function, or its path with the given folds. */
  product: (entries: T[]) => T[];
  withFolds: (entries: T[], folds: Folds) => T[];
}

const mergeRows = (into: StoryEntityRow, short: StoryEntityRow) => {
  into.mentions = [...new Set([...into.mentions, ...short.mentions, short.name])];
  into.mention_count += short.mention_count;
  into.page_urls = [...new Set([...into.page_urls, ...short.page_urls])];
  into.page_ids = [...new Set([...into.page_ids, ...short.page_ids])];
};
const typeEvidence = {
  pagesOf: (row: StoryEntityRow) => row.page_ids,
  mentionsOf: (row: StoryEntityRow) => row.mention_count,
  isMapped: (row: StoryEntityRow) => row.feature_class !== null || row.lat !== null,
};
const across = {
  pagesOf: (row: StoryEntityRow) => row.page_ids,
  isArea: (row: StoryEntityRow) => row.feature_class === 'A',
};
const rowFolds = (rows: StoryEntityRow[], folds: Folds, merge = mergeRows) =>
  folds.short(folds.type(rows, merge, typeEvidence), merge, across);
const readModel: Caller<StoryEntityRow> = {
  name: 'read model',
  entries: (rows) =>
    rows.map((row) => ({
      ...row,
      mentions: [...row.mentions],
      page_urls: [...row.page_urls],
      page_ids: [...row.page_ids],
    })),
  twoFolds: (rows, folds, merges) =>
    rowFolds(rows, folds, (into, other) => {
      merges.push(`${into.id} <- ${other.id}`);
      mergeRows(into, other);
    }),
  product: (rows) => foldStoryEntityRows(rows),
  withFolds: (rows, folds) =>
    foldStoryAliases(rowFolds(rows, folds), mergeRows, { pagesOf: (row) => row.page_ids }).sort(
      (a, b) => b.mention_count - a.mention_count || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    ),
};

// Recomposition reads a place's GeoNames class from its `entities` row, as the rows here hold it.
const featureClassById = new Map(
  parts.flatMap(({ stories }) => [...stories.values()].flat().map((row) => [row.id, row.feature_class])),
);
const featureClassOf = (entity: ComposeEntity) => featureClassById.get(entity.id);
const mergeComposed = (into: ComposeEntity, short: ComposeEntity) => {
  into.mentions = [...new Set([...into.mentions, ...short.mentions, short.name])];
  into.page_ids = [...new Set([...into.page_ids, ...short.page_ids])];
};
const composedFolds = (entities: ComposeEntity[], folds: Folds, merge = mergeComposed) =>
  folds.short(
    folds.type(entities, merge, {
      pagesOf: (entity) => entity.page_ids,
      mentionsOf: (entity) => entity.mentions.length,
      isMapped: (entity) => featureClassOf(entity) != null,
    }),
    merge,
    { pagesOf: (entity) => entity.page_ids, isArea: (entity) => featureClassOf(entity) === 'A' },
  );
const recomposition: Caller<ComposeEntity> = {
  name: 'recomposition',
  entries: (rows) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      mentions: [...row.mentions],
      page_ids: [...row.page_ids],
      country_code: null,
    })),
  twoFolds: (entities, folds, merges) =>
    composedFolds(entities, folds, (into, other) => {
      merges.push(`${into.id} <- ${other.id}`);
      mergeComposed(into, other);
    }),
  product: (entities) => foldStoryEntities(entities, featureClassOf),
  withFolds: (entities, folds) =>
    foldStoryAliases(composedFolds(entities, folds), mergeComposed, { pagesOf: (entity) => entity.page_ids }),
};

// ---------------------------------------------------------------------------------------------------------
// Identity.

const cases = parts.flatMap(({ part, stories }) => [
  ...[...stories].map(([event, rows]) => ({ name: `${part} ${event}`, rows })),
  { name: `${part}: every row as one story`, rows: [...stories.values()].flat() },
]);
const differences: string[] = [];
let merged = 0;
function compare<T extends { id: string; type: EntityType; name: string }>(
  caller: Caller<T>,
  name: string,
  rows: readonly StoryEntityRow[],
) {
  const where = `${name} (${caller.name})`;
  const merges = { reference: [] as Merges, server: [] as Merges };
  const kept = {
    reference: JSON.stringify(caller.twoFolds(caller.entries(rows), REFERENCE, merges.reference)),
    server: JSON.stringify(caller.twoFolds(caller.entries(rows), SERVER, merges.server)),
  };
  merged += merges.server.length;
  const firstApart = merges.server.findIndex((merge, i) => merge !== merges.reference[i]);
  if (merges.server.length !== merges.reference.length || firstApart >= 0)
    differences.push(
      `${where}: merges ${merges.reference.length} -> ${merges.server.length}, first apart at ${firstApart}: ` +
        `${merges.reference[firstApart]} / ${merges.server[firstApart]}`,
    );
  if (kept.reference !== kept.server) differences.push(`${where}: the entries the two folds keep differ`);
  const whole = {
    reference: JSON.stringify(caller.withFolds(caller.entries(rows), REFERENCE)),
    server: JSON.stringify(caller.product(caller.entries(rows))),
  };
  if (whole.reference !== whole.server) differences.push(`${where}: the caller's output differs`);
}
for (const { name, rows } of cases) {
  compare(readModel, name, rows);
  compare(recomposition, name, rows);
}
const stories = cases.length - parts.length;
console.log(
  differences.length === 0
    ? `identical: ${stories} stories (${parts.map(({ part, stories }) => `${part} ${stories.size}`).join(', ')}) ` +
        `and each part's rows as one story, as the read model and recomposition fold them: the two folds' ` +
        `${merged} merges (both callers, every case) in the same order, every field of every output the same`
    : `DIFFERENT: ${differences.length}\n${differences.join('\n')}`,
);

// ---------------------------------------------------------------------------------------------------------
// What they cost a story read (the read model runs the folds on every `GET /api/stories/:id`): the largest
// story and every row of the fit part as one story (far larger than any real story), the median of seven
// rounds, reference and server alternating within a round (the machine is shared).

const fit = parts[0]!.stories;
const largest = [...fit.values()].reduce((a, b) => (b.length > a.length ? b : a));
const everyRow = [...fit.values()].flat();
function medians(of: readonly StoryEntityRow[], runs: Record<string, (rows: StoryEntityRow[]) => void>) {
  const rounds = new Map(Object.keys(runs).map((name) => [name, [] as number[]]));
  for (let round = 0; round < 7; round++)
    for (const [name, run] of Object.entries(runs)) {
      const rows = readModel.entries(of);
      const started = performance.now();
      run(rows);
      rounds.get(name)!.push(performance.now() - started);
    }
  return new Map([...rounds].map(([name, ms]) => [name, ms.sort((a, b) => a - b)[3]!]));
}
console.log("\nmedian ms, reference -> server (the read model's merges):");
for (const [label, of] of [
  [`the largest story (${largest.length} rows)`, largest],
  [`every row of the fit part as one story (${everyRow.length} rows)`, everyRow],
] as const) {
  const ms = medians(of, {
    typeReference: (rows) => referenceFoldTypeDisagreements(rows, mergeRows, typeEvidence),
    type: (rows) => foldTypeDisagreements(rows, mergeRows, typeEvidence),
    shortReference: (rows) => referenceFoldShortForms(rows, mergeRows, across),
    short: (rows) => foldShortForms(rows, mergeRows, across),
    aliases: (rows) => foldStoryAliases(rows, mergeRows, { pagesOf: (row) => row.page_ids }),
    allReference: (rows) => readModel.withFolds(rows, REFERENCE),
    all: (rows) => foldStoryEntityRows(rows),
  });
  const pair = (a: string, b: string) => `${ms.get(a)!.toFixed(1)} -> ${ms.get(b)!.toFixed(1)}`;
  console.log(
    `  ${label}: type fold ${pair('typeReference', 'type')}, short-form fold ${pair('shortReference', 'short')}, ` +
      `alias fold ${ms.get('aliases')!.toFixed(1)}, the read model's three folds ${pair('allReference', 'all')}`,
  );
}
