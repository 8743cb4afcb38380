/**
 * Story-matching benchmark: our matcher against the plain TF-IDF centroid baseline in the same run.
 *
 *   npm run bench:matching -- [--quick] [--sizes 1000,10000]
 *
 * 1. Protocol check: the calibration on the FIT part of ECB+ (ecbplus.ts: logistic fit + threshold sweep)
 *    is re-run, and the shipped DEFAULT_MATCH_MODEL / DEFAULT_THRESHOLD / DEFAULT_YOUNG_THRESHOLD must be
 *    its output.
 * 2. Quality on real news, ECB+ (../shared/data/ecbplus-dev): no dates, a fixed seeded shuffle, B-cubed
 *    P / R / F1 of ours and of the plain TF-IDF centroid baseline (its threshold tuned on the same fit
 *    part by the same rule) on the FIT part and on the HELD-BACK part (topics 3, 6, …, 33), which no
 *    fitting or tuning ever reads.
 * 3. Across languages: the demo corpus (its French flood article) through the real extractor and ours.
 * 4. The older sets (generated, hand-written: fictional places) with the same shipped defaults.
 * 5. Speed: with 1k, 10k and 100k live stories synthesised in memory, a stream of new articles (half
 *    follow-ups of existing stories, half new topics) is ingested (match + add) one by one, in 3 rounds
 *    (1 with --quick): articles/s, ms/article p50 / p95 / p99 per round (wall clock, and CPU time of the
 *    process beside it, as the machine may be shared), heap held by the matcher. The baseline runs the
 *    same stream up to 10k stories as a same-run reference. Targets are judged on the median round.
 * See README.md in this folder.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bCubed } from '../../server/src/intelligence/matching/b-cubed';
import {
  BASELINE_DEFAULT_THRESHOLD,
  createTfidfBaseline,
} from '../../server/src/intelligence/matching/baseline-tfidf';
import {
  DEFAULT_MATCH_MODEL,
  DEFAULT_THRESHOLD,
  DEFAULT_YOUNG_THRESHOLD,
  type MatchModel,
} from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import type { MatchArticle } from '../../server/src/intelligence/matching/text-features';
import { demoStream } from './demo-stream';
import {
  calibrateOnFitPart,
  ecbplusParts,
  FIT_SEEDS,
  fitStreams,
  REPORT_SEED,
  seededShuffle,
  TOPICS_PER_STREAM,
} from './ecbplus';
import { cluster, type GoldArticle, loadJsonl, THRESHOLD_GRID } from './evaluate';
import { makeWorld, seedLiveStories } from './synthetic';

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
// Timed articles per round, and rounds: 3,000 in all (a stream also grows the story count, by up to
// half its length, which matters at 1k stories only).
const STREAM = 1_000;
const ROUNDS = quick ? 1 : 3;
const WARMUP = 300;
const TARGET_RATE_AT_10K = 1_000;
const TARGET_P95_AT_100K_MS = 5;
const BASELINE_SPEED_MAX = 10_000;
/** The baseline's threshold grid: raw cosines, 0.10 to 0.90. */
const BASELINE_THRESHOLDS = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + i * 0.05) * 100) / 100);
const SETS = [
  ['generated (labelled.jsonl)', 'labelled.jsonl'],
  ['hand-written, dev (handwritten.jsonl)', 'handwritten.jsonl'],
  ['hand-written, held out (handwritten-heldout.jsonl)', 'handwritten-heldout.jsonl'],
] as const;

const pct = (v: number) => (v * 100).toFixed(1).padStart(5);
type Clustered = ReturnType<typeof cluster>;

// ---------------------------------------------------------------------------------------------------
// Protocol: the shipped defaults must be what the calibration on the ECB+ fit part gives.

function protocolCheck(fit: Parameters<typeof calibrateOnFitPart>[0]) {
  const fitted = calibrateOnFitPart(fit);
  const keys = Object.keys(DEFAULT_MATCH_MODEL) as (keyof MatchModel)[];
  const sameModel = keys.every((k) => Math.abs(fitted.model[k] - DEFAULT_MATCH_MODEL[k]) < 5e-4);
  const sameThreshold =
    Math.abs(fitted.threshold - DEFAULT_THRESHOLD) < 1e-9 &&
    Math.abs(fitted.youngThreshold - DEFAULT_YOUNG_THRESHOLD) < 1e-9;
  return { fitted, ok: sameModel && sameThreshold };
}

// ---------------------------------------------------------------------------------------------------
// Quality

/** The threshold with the best mean F1 over the streams (the lowest on a tie), as calibrate() does. */
function bestThreshold(
  streams: GoldArticle[][],
  grid: readonly number[],
  make: (threshold: number) => Parameters<typeof cluster>[1],
): { threshold: number; results: Clustered[] } {
  let best: { threshold: number; mean: number; results: Clustered[] } | undefined;
  for (const threshold of grid) {
    const results = streams.map((s) => cluster(s, make(threshold)));
    const mean = results.reduce((sum, r) => sum + r.f1, 0) / results.length;
    if (!best || mean > best.mean + 1e-9) best = { threshold, mean, results };
  }
  return best as { threshold: number; results: Clustered[] };
}

const baselineAt = (threshold: number) => createTfidfBaseline({ threshold });
const oursAt = (threshold: number) => createStoryMatcher({ threshold });

interface QualityRow {
  set: string;
  articles: number;
  events: number;
  ours: Clustered;
  baseline: Clustered;
  oursOracle: { threshold: number; result: Clustered };
  baselineOracle: { threshold: number; result: Clustered };
}

function quality(baselineThreshold: number): QualityRow[] {
  const rows: QualityRow[] = [];
  for (const [set, file] of SETS) {
    const path = join(here, file);
    if (!existsSync(path)) continue;
    const articles = loadJsonl(path);
    const oursOracle = bestThreshold([articles], THRESHOLD_GRID, oursAt);
    const baselineOracle = bestThreshold([articles], BASELINE_THRESHOLDS, baselineAt);
    rows.push({
      set,
      articles: articles.length,
      events: new Set(articles.map((a) => a.event)).size,
      ours: cluster(articles, createStoryMatcher()),
      baseline: cluster(articles, createTfidfBaseline({ threshold: baselineThreshold })),
      oursOracle: { threshold: oursOracle.threshold, result: oursOracle.results[0] as Clustered },
      baselineOracle: { threshold: baselineOracle.threshold, result: baselineOracle.results[0] as Clustered },
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// Synthetic stories for speed

interface Round {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPerSecond: number;
  cpuP50: number;
  cpuP95: number;
  followUpsJoined: number;
  newStarted: number;
  maxCandidates: number;
}

interface SpeedRow {
  stories: number;
  buildSeconds: number;
  heapMb: number;
  rounds: Round[];
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

/** CPU time of this process in milliseconds (all its threads: the garbage collector's count too). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** What the speed run needs of a matcher (ours and the baseline both have it). */
interface Streaming {
  add(storyId: string, article: MatchArticle): void;
  ingest(
    article: MatchArticle,
    newStoryId: () => string,
  ): { story_id: string; is_new: boolean; candidates_considered: number };
}

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function speed(stories: number, make: () => Streaming, rounds = ROUNDS, stream = STREAM): SpeedRow {
  const world = makeWorld(stories);
  const end = Date.UTC(2026, 5, 1);
  const heapBefore = heapUsed();
  const matcher = make();
  const buildStart = performance.now();
  const topics = seedLiveStories(world, matcher, stories, end);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  const heapAfter = heapUsed();

  // The timed stream: half follow-ups of random stories (biased to recent ones), half new topics; each
  // article is made before its clock starts. WARMUP untimed articles, then `rounds` rounds of `stream`.
  let next = 0;
  let i = 0;
  const ingest = () => {
    const at = end + i * 5_000;
    const isFollowUp = i % 2 === 0;
    i++;
    const storyIndex = Math.min(stories - 1, Math.floor(stories * (1 - world.rand() ** 2)));
    const article = world.article(
      `n${i}`,
      isFollowUp ? (topics[storyIndex] as ReturnType<typeof world.topic>) : world.topic(),
      at,
    );
    const c0 = cpuMs();
    const t0 = performance.now();
    const decision = matcher.ingest(article, () => `new${++next}`);
    const ms = performance.now() - t0;
    const cpu = cpuMs() - c0;
    return { ms, cpu, decision, isFollowUp, expected: `s${storyIndex}` };
  };
  for (let w = 0; w < WARMUP; w++) ingest();
  const out: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let followUps = 0;
    let followUpsJoined = 0;
    let fresh = 0;
    let newStarted = 0;
    let maxCandidates = 0;
    for (let k = 0; k < stream; k++) {
      const { ms, cpu, decision, isFollowUp, expected } = ingest();
      times.push(ms);
      cpuTimes.push(cpu);
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
    cpuTimes.sort((a, b) => a - b);
    out.push({
      perSecond: (times.length / sum(times)) * 1000,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      p99: quantile(times, 0.99),
      cpuPerSecond: (cpuTimes.length / sum(cpuTimes)) * 1000,
      cpuP50: quantile(cpuTimes, 0.5),
      cpuP95: quantile(cpuTimes, 0.95),
      followUpsJoined: followUpsJoined / followUps,
      newStarted: newStarted / fresh,
      maxCandidates,
    });
  }
  return { stories, buildSeconds, heapMb: (heapAfter - heapBefore) / 1024 / 1024, rounds: out };
}

// ---------------------------------------------------------------------------------------------------

const load = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `Story-matching benchmark, ${new Date().toISOString().slice(0, 16)}Z, node ${process.version}, ` +
    `${cpus().length} × ${cpu}, load average ${load()} (1 / 5 / 15 min)`,
);

const { fit, heldBack } = ecbplusParts();
if (fit.length === 0) {
  console.log(
    '\nECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl): real-news figures skipped',
  );
}
const protocol = fit.length > 0 ? protocolCheck(fit) : undefined;
if (protocol) {
  console.log(
    `\nProtocol: shipped DEFAULT_MATCH_MODEL, DEFAULT_THRESHOLD and DEFAULT_YOUNG_THRESHOLD = the calibration output ` +
      `(ECB+ fit part only): ${protocol.ok ? 'yes' : 'NO'}`,
  );
  console.log(
    `  calibration gives ${JSON.stringify(protocol.fitted.model)}, threshold ${protocol.fitted.threshold.toFixed(2)}, ` +
      `young stories ${protocol.fitted.youngThreshold.toFixed(2)}`,
  );
  if (!protocol.ok) {
    console.log(
      `  shipped           ${JSON.stringify(DEFAULT_MATCH_MODEL)}, threshold ${DEFAULT_THRESHOLD.toFixed(2)}, ` +
        `young stories ${DEFAULT_YOUNG_THRESHOLD.toFixed(2)}`,
    );
  }
}
// The baseline's one parameter, its threshold: the best mean F1 over the same fit-part orders.
const fitParts = fitStreams(fit);
const baselineThreshold =
  fit.length > 0
    ? bestThreshold(fitParts, BASELINE_THRESHOLDS, baselineAt).threshold
    : BASELINE_DEFAULT_THRESHOLD;

const line = (name: string, c: Clustered) =>
  `    ${name.padEnd(24)} P ${pct(c.precision)}  R ${pct(c.recall)}  F1 ${pct(c.f1)}  stories ${c.stories}`;
const ecbRows: { part: string; ours: Clustered; baseline: Clustered }[] = [];
if (fit.length > 0) {
  console.log(
    '\nReal news, ECB+ (no dates, seeded shuffle): B-cubed P / R / F1 (%); ours = shipped defaults ' +
      `(threshold ${DEFAULT_THRESHOLD.toFixed(2)}, young stories of 1–2 articles ${DEFAULT_YOUNG_THRESHOLD.toFixed(2)}), ` +
      'baseline = plain TF-IDF centroid, threshold ' +
      `${baselineThreshold.toFixed(2)} tuned on the fit part by the same rule`,
  );
  const mean = (xs: Clustered[], k: 'precision' | 'recall' | 'f1') =>
    xs.reduce((sum, x) => sum + x[k], 0) / xs.length;
  const summary = (name: string, xs: Clustered[]) =>
    `    ${name.padEnd(24)} P ${pct(mean(xs, 'precision'))}  R ${pct(mean(xs, 'recall'))}  F1 ${pct(mean(xs, 'f1'))}`;
  console.log(
    `  FIT part (23 topics, 529 articles; tuned on): ${fitParts.length} streams of ${TOPICS_PER_STREAM} topics ` +
      `drawn with seeds ${FIT_SEEDS.join(', ')} (the public set's shape)`,
  );
  const fitOurs = fitParts.map((stream) => cluster(stream, createStoryMatcher()));
  const fitBaseline = fitParts.map((stream) =>
    cluster(stream, createTfidfBaseline({ threshold: baselineThreshold })),
  );
  console.log(`      F1 per stream: ours ${fitOurs.map((r) => pct(r.f1).trim()).join(' ')}`);
  console.log(`                 baseline ${fitBaseline.map((r) => pct(r.f1).trim()).join(' ')}`);
  console.log(summary('ours, mean', fitOurs));
  console.log(summary('baseline, mean', fitBaseline));
  const events = new Set(heldBack.map((a) => a.event)).size;
  console.log(
    `  HELD-BACK part (topics 3, 6, …, 33; never tuned on): ${heldBack.length} articles, ${events} events, ` +
      `shuffle seeds ${REPORT_SEED}, 2, 3`,
  );
  for (const seed of [REPORT_SEED, 2, 3]) {
    const stream = seededShuffle(heldBack, seed);
    const ours = cluster(stream, createStoryMatcher());
    const baseline = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    if (seed === REPORT_SEED) ecbRows.push({ part: 'HELD-BACK part', ours, baseline });
    console.log(line(`ours, seed ${seed}`, ours));
    console.log(line(`baseline, seed ${seed}`, baseline));
  }
}

// Across languages: the demo corpus through the real extractor, in publication order.
{
  const demo = demoStream();
  const matcher = createStoryMatcher();
  let next = 0;
  const decided = demo.map((a) => ({ a, d: matcher.ingest(a, () => `d${++next}`) }));
  const score = bCubed(
    decided.map((x) => x.d.story_id),
    decided.map((x) => x.a.event),
  );
  const storyOfEvent = new Map<string, string>();
  for (const { a, d } of decided) {
    if (a.language === 'en' && !storyOfEvent.has(a.event)) storyOfEvent.set(a.event, d.story_id);
  }
  console.log(
    `\nAcross languages: the demo corpus (${demo.length} articles, ${new Set(demo.map((a) => a.event)).size} ` +
      `events, in publication order), B-cubed P ${pct(score.precision).trim()} R ${pct(score.recall).trim()} ` +
      `F1 ${pct(score.f1).trim()}`,
  );
  for (const { a, d } of decided) {
    if (a.language === 'en') continue;
    const joined = d.story_id === storyOfEvent.get(a.event);
    console.log(
      `  [${a.language}] "${a.title}": ${joined ? 'JOINS its English story' : 'does NOT join its English story'} ` +
        `(match_score ${d.match_score.toFixed(3)})`,
    );
  }
}

const rows = quality(baselineThreshold);
console.log(
  '\nOlder sets (fictional places): B-cubed P / R / F1 (%), each set fed once in stream order to each matcher',
);
console.log('  * = threshold picked on the evaluated set itself (an oracle for reference, not a result)');
for (const r of rows) {
  console.log(`  ${r.set}: ${r.articles} articles, ${r.events} events`);
  console.log(line('ours', r.ours));
  console.log(line(`baseline (t=${baselineThreshold.toFixed(2)})`, r.baseline));
  console.log(line(`ours* (t=${r.oursOracle.threshold.toFixed(2)})`, r.oursOracle.result));
  console.log(line(`baseline* (t=${r.baselineOracle.threshold.toFixed(2)})`, r.baselineOracle.result));
}

console.log(
  `\nSpeed: ingest (match + add) one article at a time into N live stories; after ${WARMUP} untimed ` +
    `articles, ${ROUNDS} rounds of ${STREAM} timed ones, half follow-ups, half new topics`,
);
console.log(
  '  wall clock: articles/s, ms/article p50 / p95 / p99; cpu: the same from process CPU time (no waiting ' +
    'for a core); one line per round',
);
const ours = () => createStoryMatcher();
const baseline = () => createTfidfBaseline({ threshold: baselineThreshold });
speed(1_000, ours, 1, 1_000); // JIT warm-up, not reported
speed(1_000, baseline, 1, 1_000);
const roundLine = (name: string, n: number, r: Round) =>
  `  ${name.padEnd(8)} ${String(n).padStart(7)}: wall ${r.perSecond.toFixed(0).padStart(5)}/s  ` +
  `p50 ${r.p50.toFixed(2)}  p95 ${r.p95.toFixed(2)}  p99 ${r.p99.toFixed(2).padStart(5)} ms | ` +
  `cpu ${r.cpuPerSecond.toFixed(0).padStart(5)}/s  p50 ${r.cpuP50.toFixed(2)}  p95 ${r.cpuP95.toFixed(2)} ms | ` +
  `candidates ≤ ${r.maxCandidates}, follow-ups joined ${pct(r.followUpsJoined).trim()}%, ` +
  `new started ${pct(r.newStarted).trim()}%`;
const speedRows: SpeedRow[] = [];
for (const n of SIZES) {
  const row = speed(n, ours);
  speedRows.push(row);
  console.log(
    `  ours, ${n} stories: heap ${row.heapMb.toFixed(0)} MB, build ${row.buildSeconds.toFixed(0)} s`,
  );
  for (const r of row.rounds) console.log(roundLine('ours', n, r));
  // The baseline on the same stream right after, as a same-run reference (its unbounded centroids and
  // Map-based index make 100k stories a long build, so only up to 10k).
  if (n <= BASELINE_SPEED_MAX) {
    const b = speed(n, baseline);
    const ratio = median(row.rounds.map((r) => r.cpuPerSecond)) / median(b.rounds.map((r) => r.cpuPerSecond));
    console.log(
      `  baseline, ${n} stories: heap ${b.heapMb.toFixed(0)} MB, build ${b.buildSeconds.toFixed(0)} s; ` +
        `ours does ${ratio.toFixed(1)}× its articles/s (cpu, median rounds)`,
    );
    for (const r of b.rounds) console.log(roundLine('baseline', n, r));
  }
}
console.log(`  load average at the end: ${load()}`);

const at10k = speedRows.find((r) => r.stories === 10_000);
const at100k = speedRows.find((r) => r.stories === 100_000);
const met = (ok: boolean | undefined) => (ok === undefined ? 'NOT MEASURED' : ok ? 'MET' : 'NOT MET');
const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(' / ');
console.log('\nTargets (speed: on the median round; every round listed):');
if (at10k) {
  const rates = at10k.rounds.map((r) => r.perSecond);
  console.log(
    `  ≥ ${TARGET_RATE_AT_10K} articles/s at 10k stories: ${met(median(rates) >= TARGET_RATE_AT_10K)} ` +
      `(wall ${list(rates, 0)}/s; cpu ${list(
        at10k.rounds.map((r) => r.cpuPerSecond),
        0,
      )}/s; ${rates.filter((v) => v >= TARGET_RATE_AT_10K).length} of ${rates.length} rounds)`,
  );
} else console.log(`  ≥ ${TARGET_RATE_AT_10K} articles/s at 10k stories: NOT MEASURED`);
if (at100k) {
  const p95s = at100k.rounds.map((r) => r.p95);
  console.log(
    `  ≤ ${TARGET_P95_AT_100K_MS} ms p95 at 100k stories: ${met(median(p95s) <= TARGET_P95_AT_100K_MS)} ` +
      `(wall ${list(p95s, 2)} ms; cpu ${list(
        at100k.rounds.map((r) => r.cpuP95),
        2,
      )} ms; ${p95s.filter((v) => v <= TARGET_P95_AT_100K_MS).length} of ${p95s.length} rounds)`,
  );
} else console.log(`  ≤ ${TARGET_P95_AT_100K_MS} ms p95 at 100k stories: NOT MEASURED`);
for (const r of ecbRows) {
  console.log(
    `  ECB+ ${r.part}, seed ${REPORT_SEED}: F1 ≥ baseline + 5 points: ${met(r.ours.f1 >= r.baseline.f1 + 0.05)} ` +
      `(${pct(r.ours.f1).trim()} vs ${pct(r.baseline.f1).trim()})`,
  );
}
for (const r of rows) {
  console.log(
    `  F1 above the baseline's on ${r.set}: ${met(r.ours.f1 > r.baseline.f1)} ` +
      `(${pct(r.ours.f1).trim()} vs ${pct(r.baseline.f1).trim()})`,
  );
}
console.log(`  protocol (shipped defaults = calibration output): ${met(protocol?.ok)}`);
