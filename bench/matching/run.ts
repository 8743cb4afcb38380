/**
 * Story-matching benchmark: our matcher against the plain TF-IDF centroid baseline in the same run.
 *
 *   cd /work/main && pnpm --filter @cairn/server exec tsx ../bench/matching/run.ts [--quick] [--sizes 1000,10000]
 *
 * 1. Quality: B-cubed precision / recall / F1 on the generated set (labelled.jsonl, seed 1) and the two
 *    hand-written sets. Our model and threshold were fitted on calibration-{2,3,4}.jsonl (calibrate.ts);
 *    the baseline's threshold is tuned on the same calibration streams, and its best threshold on each
 *    evaluation set itself (an oracle, the most generous reading) is printed too.
 * 2. Speed: with 1k, 10k and 100k live stories synthesised in memory, a stream of new articles (half
 *    follow-ups of existing stories, half new topics) is ingested (match + add) one by one: articles/s,
 *    ms/article p50 and p95, heap used by the matcher.
 * See README.md in this folder.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTfidfBaseline } from '../../server/src/intelligence/matching/baseline-tfidf';
import { createStoryMatcher, type StoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { cluster, type GoldArticle, loadJsonl } from './evaluate';
import { makeWorld } from './synthetic';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const sizesArg = args.indexOf('--sizes');
const SIZES =
  sizesArg >= 0
    ? (args[sizesArg + 1] ?? '').split(',').map(Number)
    : quick
      ? [1_000, 10_000]
      : [1_000, 10_000, 100_000];
const STREAM = quick ? 1_000 : 3_000;
const WARMUP = 300;
const TARGET_RATE_AT_10K = 1_000;
const TARGET_P95_AT_100K_MS = 5;
const BASELINE_THRESHOLDS = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + i * 0.05) * 100) / 100);
const SETS = [
  ['generated (labelled.jsonl)', 'labelled.jsonl'],
  ['hand-written (handwritten.jsonl)', 'handwritten.jsonl'],
  ['hand-written, held out (handwritten-heldout.jsonl)', 'handwritten-heldout.jsonl'],
] as const;

const pct = (v: number) => (v * 100).toFixed(1).padStart(5);

// ---------------------------------------------------------------------------------------------------
// Quality

interface QualityRow {
  set: string;
  articles: number;
  events: number;
  ours: ReturnType<typeof cluster>;
  baseline: ReturnType<typeof cluster>;
  baselineThreshold: number;
  oracle: ReturnType<typeof cluster>;
  oracleThreshold: number;
}

function bestBaseline(streams: GoldArticle[][]): {
  threshold: number;
  results: ReturnType<typeof cluster>[];
} {
  let best: { threshold: number; mean: number; results: ReturnType<typeof cluster>[] } | undefined;
  for (const threshold of BASELINE_THRESHOLDS) {
    const results = streams.map((s) => cluster(s, createTfidfBaseline({ threshold })));
    const mean = results.reduce((sum, r) => sum + r.f1, 0) / results.length;
    if (!best || mean > best.mean + 1e-9) best = { threshold, mean, results };
  }
  return best as { threshold: number; results: ReturnType<typeof cluster>[] };
}

function quality(): { rows: QualityRow[]; tunedThreshold: number } {
  // The baseline gets the same protocol as our model: its one parameter, the threshold, is the one with
  // the best mean F1 on the three calibration streams.
  const calibration = [2, 3, 4].map((seed) => join(here, `calibration-${seed}.jsonl`)).filter(existsSync);
  const tunedThreshold = calibration.length ? bestBaseline(calibration.map(loadJsonl)).threshold : 0.25;
  const rows: QualityRow[] = [];
  for (const [set, file] of SETS) {
    const path = join(here, file);
    if (!existsSync(path)) continue;
    const articles = loadJsonl(path);
    const oracle = bestBaseline([articles]);
    rows.push({
      set,
      articles: articles.length,
      events: new Set(articles.map((a) => a.event)).size,
      ours: cluster(articles, createStoryMatcher()),
      baseline: cluster(articles, createTfidfBaseline({ threshold: tunedThreshold })),
      baselineThreshold: tunedThreshold,
      oracle: oracle.results[0] as ReturnType<typeof cluster>,
      oracleThreshold: oracle.threshold,
    });
  }
  return { rows, tunedThreshold };
}

// ---------------------------------------------------------------------------------------------------
// Synthetic stories for speed

interface SpeedRow {
  stories: number;
  buildSeconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  heapMb: number;
  followUpsJoined: number;
  newStarted: number;
  maxCandidates: number;
}

const gc = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

function speed(stories: number): SpeedRow {
  const world = makeWorld(stories);
  const DAY = 86_400_000;
  const end = Date.UTC(2026, 5, 1);
  const start = end - 45 * DAY;
  const heapBefore = heapUsed();
  const matcher: StoryMatcher = createStoryMatcher();
  const topics: ReturnType<typeof world.topic>[] = [];
  const buildStart = performance.now();
  // Live stories: one or two articles each, spread over the last 45 days (oldest first).
  for (let i = 0; i < stories; i++) {
    const t = world.topic();
    topics.push(t);
    const at = start + (i / stories) * 45 * DAY;
    matcher.add(`s${i}`, world.article(`a${i}`, t, at));
    if (world.rand() < 0.5) matcher.add(`s${i}`, world.article(`b${i}`, t, at + DAY * world.rand()));
  }
  const buildSeconds = (performance.now() - buildStart) / 1000;
  const heapAfter = heapUsed();

  // The timed stream: half follow-ups of random stories (biased to recent ones), half new topics.
  const times: number[] = [];
  let followUps = 0;
  let followUpsJoined = 0;
  let fresh = 0;
  let newStarted = 0;
  let maxCandidates = 0;
  let next = 0;
  for (let i = 0; i < STREAM + WARMUP; i++) {
    const at = end + i * 5_000;
    const isFollowUp = i % 2 === 0;
    const storyIndex = Math.floor(stories * (1 - world.rand() ** 2));
    const expected = isFollowUp ? `s${Math.min(stories - 1, storyIndex)}` : undefined;
    const article = world.article(
      `n${i}`,
      isFollowUp ? (topics[Math.min(stories - 1, storyIndex)] as never) : world.topic(),
      at,
    );
    const t0 = performance.now();
    const decision = matcher.ingest(article, () => `new${++next}`);
    const ms = performance.now() - t0;
    if (i < WARMUP) continue;
    times.push(ms);
    maxCandidates = Math.max(maxCandidates, decision.candidates_considered);
    if (isFollowUp) {
      followUps++;
      if (decision.story_id === expected) followUpsJoined++;
    } else {
      fresh++;
      if (decision.is_new) newStarted++;
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] as number;
  const total = times.reduce((s, v) => s + v, 0);
  return {
    stories,
    buildSeconds,
    perSecond: (times.length / total) * 1000,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    heapMb: (heapAfter - heapBefore) / 1024 / 1024,
    followUpsJoined: followUpsJoined / followUps,
    newStarted: newStarted / fresh,
    maxCandidates,
  };
}

// ---------------------------------------------------------------------------------------------------

const { rows, tunedThreshold } = quality();
console.log('Story matching quality: B-cubed P / R / F1 (%), stream order, one pass');
console.log(
  `  baseline = plain TF-IDF centroid, threshold ${tunedThreshold.toFixed(2)} tuned on the calibration streams;`,
);
console.log('  baseline* = the same with the threshold that is best on the evaluated set itself (oracle)');
for (const r of rows) {
  console.log(`  ${r.set}: ${r.articles} articles, ${r.events} events`);
  const line = (name: string, c: ReturnType<typeof cluster>) =>
    `    ${name.padEnd(22)} P ${pct(c.precision)}  R ${pct(c.recall)}  F1 ${pct(c.f1)}  stories ${c.stories}`;
  console.log(line('ours', r.ours));
  console.log(line(`baseline (t=${r.baselineThreshold.toFixed(2)})`, r.baseline));
  console.log(line(`baseline* (t=${r.oracleThreshold.toFixed(2)})`, r.oracle));
}

console.log('\nSpeed: ingest (match + add) one article at a time into N live stories');
const speedRows: SpeedRow[] = [];
for (const n of SIZES) {
  const r = speed(n);
  speedRows.push(r);
  console.log(
    `  ${String(n).padStart(7)} stories: ${r.perSecond.toFixed(0).padStart(6)} articles/s  ` +
      `p50 ${r.p50.toFixed(3)} ms  p95 ${r.p95.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms  ` +
      `heap ${r.heapMb.toFixed(0)} MB  build ${r.buildSeconds.toFixed(1)} s  ` +
      `candidates ≤ ${r.maxCandidates}  follow-ups joined ${pct(r.followUpsJoined)}%  new started ${pct(r.newStarted)}%`,
  );
}

const at10k = speedRows.find((r) => r.stories === 10_000);
const at100k = speedRows.find((r) => r.stories === 100_000);
const met = (ok: boolean | undefined) => (ok === undefined ? 'NOT MEASURED' : ok ? 'MET' : 'NOT MET');
console.log('\nTargets:');
console.log(
  `  ≥ ${TARGET_RATE_AT_10K} articles/s at 10k stories: ${met(at10k && at10k.perSecond >= TARGET_RATE_AT_10K)}` +
    (at10k ? ` (${at10k.perSecond.toFixed(0)}/s)` : ''),
);
console.log(
  `  ≤ ${TARGET_P95_AT_100K_MS} ms p95 at 100k stories: ${met(at100k && at100k.p95 <= TARGET_P95_AT_100K_MS)}` +
    (at100k ? ` (${at100k.p95.toFixed(2)} ms)` : ''),
);
for (const r of rows) {
  console.log(
    `  F1 above baseline on ${r.set}: ${met(r.ours.f1 > r.baseline.f1)} (${pct(r.ours.f1)} vs ${pct(r.baseline.f1)}; ` +
      `vs oracle-tuned baseline ${met(r.ours.f1 > r.oracle.f1)}, ${pct(r.oracle.f1)})`,
  );
}
