/**
 * Bench-only measurement (issue 14, sixth pass; not shipped): does a STORY-against-STORY merge step repair
 * fragments of any size without merging the two events of a topic? Cross-validation by topic inside the
 * ECB+ FIT part, as cross-validate-ecbplus.ts (same folds, the same per-fold calibration, test orders 1–3);
 * the held-back part is read only with HELD_BACK=1 (seeds 1–3, the baseline beside, as run.ts prints it).
 *
 * After each article is ingested, the story it touched is compared with its top MERGE_CANDIDATES other
 * stories, retrieved with the matcher's `explain` on the touched story's articles as one text (first
 * title, every title and body). Each pair's evidence is read from the two centroids
 * (`StoryMatcher.compareStories`: centroid cosine, name and number cosines, the share of each side's names
 * the other lacks, year conflict, the two sizes) plus, unless MERGE_INPUTS=centroid, the article model's
 * probability of that joined text against the candidate. A small logistic merge model gives the probability
 * that the two are one event; when the best reaches the merge bar, the smaller story is merged into the
 * larger (`StoryMatcher.mergeStories`: centroids summed, document frequencies unchanged), and the merged
 * story is checked again (at most MAX_MERGES_PER_ARTICLE merges per article). Only what the stream has
 * shown so far is used. MIN_SIZE=k checks only stories of k or more articles (both sides).
 *
 * The merge model is fitted on the TRAINING folds only: the article matcher (the fold's calibration) runs
 * on the training topics' six fit streams (`fitStreams`, seeds 1–6 as the calibration), merges off; every
 * (touched story, candidate) pair at every check is one example, positive when the two stories' majority
 * events are the same. The merge bar is the grid value with the best mean F1 over those training streams,
 * merging on (the lowest on a tie), as the join threshold is chosen.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/merge-fragments-ecbplus.ts
 */

import { bCubed } from '../../server/src/intelligence/matching/b-cubed';
import { createTfidfBaseline } from '../../server/src/intelligence/matching/baseline-tfidf';
import {
  createStoryMatcher,
  type StoryMatcher,
  type StoryPairEvidence,
} from '../../server/src/intelligence/matching/story-matcher';
import {
  calibrateOnFitPart,
  ECB_THRESHOLD_GRID,
  type EcbArticle,
  ecbplusParts,
  fitStreams,
  REPORT_SEED,
  seededShuffle,
} from './ecbplus';
import { cluster, fitLogistic } from './evaluate';

const FOLDS = 3;
const SEEDS = [1, 2, 3];
const CANDIDATES = Number(process.env.MERGE_CANDIDATES ?? 3);
const MAX_MERGES_PER_ARTICLE = 3;
/** Only stories of at least this many articles, on both sides, are checked (MIN_SIZE; default 1: any). */
const MIN_SIZE = Number(process.env.MIN_SIZE ?? 1);
/** MUTUAL=1: merge only when each story is the other's most probable partner. */
const MUTUAL = process.env.MUTUAL === '1';
/** ON_POLICY=1: a second fit on the pairs met with merges on at the first fit's bar, then the bar again. */
const ON_POLICY = process.env.ON_POLICY === '1';
const WITH_ARTICLE_MODEL = process.env.MERGE_INPUTS !== 'centroid';
/** Merge bars tried (the join threshold's grid, 0.10–0.90, and 0.95). */
const MERGE_GRID = [...ECB_THRESHOLD_GRID, 0.95];
const INPUTS = [
  'cosine',
  'entity',
  'number',
  'small_missing',
  'large_missing',
  'year_conflict',
  'ln_small',
  'ln_large',
  ...(WITH_ARTICLE_MODEL ? ['article_p'] : []),
];
const pct = (v: number) => (v * 100).toFixed(1);

function pairInputs(e: StoryPairEvidence, articleProbability: number): number[] {
  return [
    e.cosine,
    e.entity,
    e.number,
    e.small_missing,
    e.large_missing,
    e.year_conflict,
    Math.log(e.small_size),
    Math.log(e.large_size),
    ...(WITH_ARTICLE_MODEL ? [articleProbability] : []),
  ];
}

const probability = (w: number[], x: number[]) =>
  1 / (1 + Math.exp(-x.reduce((z, v, j) => z + (w[j + 1] as number) * v, w[0] as number)));

interface MatcherSettings {
  model: ReturnType<typeof calibrateOnFitPart>['model'];
  threshold: number;
  youngThreshold: number;
}

/** The majority event of a story's articles (gold; for labels and reports only, never for decisions). */
function majority(list: readonly EcbArticle[]): string {
  const counts = new Map<string, number>();
  let best = ['', 0] as [string, number];
  for (const a of list) {
    const n = (counts.get(a.event) ?? 0) + 1;
    counts.set(a.event, n);
    if (n > best[1]) best = [a.event, n];
  }
  return best[0];
}

/** The touched story's most probable merge partner among its candidates (and the examples, when collecting). */
function bestPartner(
  matcher: StoryMatcher,
  members: Map<string, EcbArticle[]>,
  touched: string,
  merge?: { weights: number[]; bar: number },
  collect?: { xs: number[][]; ys: number[] },
): { id: string; p: number } | undefined {
  const list = members.get(touched) as EcbArticle[];
  const joined = {
    id: `merge:${touched}`,
    title: list[0]?.title ?? '',
    body: list.map((a) => `${a.title}\n${a.body}`).join('\n'),
  };
  const candidates = matcher
    .explain(joined, CANDIDATES + 1)
    .filter((c) => c.story_id !== touched && (members.get(c.story_id)?.length ?? 0) >= MIN_SIZE)
    .slice(0, CANDIDATES);
  let best: { id: string; p: number } | undefined;
  for (const c of candidates) {
    const evidence = matcher.compareStories(touched, c.story_id);
    if (!evidence) continue;
    const x = pairInputs(evidence, c.probability);
    if (collect) {
      collect.xs.push(x);
      collect.ys.push(majority(list) === majority(members.get(c.story_id) ?? []) ? 1 : 0);
    }
    if (merge) {
      const p = probability(merge.weights, x);
      if (!best || p > best.p) best = { id: c.story_id, p };
    }
  }
  return best;
}

/**
 * One stream through the matcher; with `merge`, the merge step after each article; with `collect`, every
 * checked pair as a training example (the merge step itself off unless `merge` is given too).
 */
function run(
  stream: readonly EcbArticle[],
  settings: MatcherSettings,
  merge?: { weights: number[]; bar: number; show?: boolean },
  collect?: { xs: number[][]; ys: number[] },
) {
  const matcher: StoryMatcher = createStoryMatcher(settings);
  const members = new Map<string, EcbArticle[]>();
  let next = 0;
  let merges = 0;
  let wrongMerges = 0;
  for (const article of stream) {
    let touched = matcher.ingest(article, () => `s${++next}`).story_id;
    members.set(touched, [...(members.get(touched) ?? []), article]);
    if (!merge && !collect) continue;
    for (let round = 0; round < MAX_MERGES_PER_ARTICLE; round++) {
      const list = members.get(touched) as EcbArticle[];
      if (list.length < MIN_SIZE) break;
      const best = bestPartner(matcher, members, touched, merge, collect);
      if (!merge || !best || best.p < merge.bar) break;
      // MUTUAL=1: the candidate's own best partner must be the touched story.
      if (MUTUAL && bestPartner(matcher, members, best.id, merge)?.id !== touched) break;
      // The smaller story goes into the larger (on a tie, the touched one into the older candidate).
      const other = members.get(best.id) as EcbArticle[];
      const [from, into] = list.length > other.length ? [best.id, touched] : [touched, best.id];
      const fromList = members.get(from) as EcbArticle[];
      const intoList = members.get(into) as EcbArticle[];
      if (majority(fromList) !== majority(intoList)) wrongMerges++;
      if (merge.show) {
        const e = matcher.compareStories(from, into);
        console.log(
          `    merge ${fromList.length} (${majority(fromList)}) into ${intoList.length} (${majority(intoList)}) p ${best.p.toFixed(2)}: ` +
            `cos ${e?.cosine.toFixed(2)} names ${e?.entity.toFixed(2)} numbers ${e?.number.toFixed(2)} missing ${e?.small_missing.toFixed(2)}/${e?.large_missing.toFixed(2)} year ${e?.year_conflict.toFixed(2)}`,
        );
      }
      matcher.mergeStories(from, into);
      members.set(into, [...intoList, ...fromList]);
      members.delete(from);
      merges++;
      touched = into;
    }
  }
  const storyOf = new Map<string, string>();
  for (const [id, list] of members) for (const a of list) storyOf.set(a.id, id);
  return {
    ...bCubed(
      stream.map((a) => storyOf.get(a.id) as string),
      stream.map((a) => a.event),
    ),
    stories: members.size,
    merges,
    wrongMerges,
  };
}

/**
 * SHOW_SPLITS=1 (diagnosis, fit part only): after the whole stream without merges, each pair of fragments
 * of one event (stories of 2+ articles with that majority event), with the larger one's rank among the
 * smaller one's candidates (`explain` on its joined text) and the merge model's probability; and, for
 * contrast, the same for each pair of 2+-article stories of the two events of one topic.
 */
const splitStats = {
  fragments: { pairs: 0, top3: 0, p50: 0, p80: 0, ps: [] as number[] },
  'two events': { pairs: 0, top3: 0, p50: 0, p80: 0, ps: [] as number[] },
};

function showSplits(stream: readonly EcbArticle[], settings: MatcherSettings, weights: number[]) {
  const matcher = createStoryMatcher(settings);
  const members = new Map<string, EcbArticle[]>();
  let next = 0;
  for (const article of stream) {
    const id = matcher.ingest(article, () => `s${++next}`).story_id;
    members.set(id, [...(members.get(id) ?? []), article]);
  }
  const big = [...members.entries()].filter(([, list]) => list.length >= 2);
  for (let i = 0; i < big.length; i++) {
    for (let j = 0; j < big.length; j++) {
      const [a, la] = big[i] as [string, EcbArticle[]];
      const [b, lb] = big[j] as [string, EcbArticle[]];
      if (la.length > lb.length || (la.length === lb.length && i >= j)) continue;
      const ea = majority(la);
      const eb = majority(lb);
      const sameEvent = ea === eb;
      if (!sameEvent && ea.split('_')[0] !== eb.split('_')[0]) continue;
      const joined = {
        id: `merge:${a}`,
        title: la[0]?.title ?? '',
        body: la.map((x) => `${x.title}\n${x.body}`).join('\n'),
      };
      const ranked = matcher.explain(joined, 50).filter((c) => c.story_id !== a);
      const rank = ranked.findIndex((c) => c.story_id === b);
      const e = matcher.compareStories(a, b);
      if (!e) continue;
      const p = probability(weights, pairInputs(e, ranked[rank]?.probability ?? 0));
      const stat = splitStats[sameEvent ? 'fragments' : 'two events'];
      stat.pairs++;
      if (rank >= 0 && rank < CANDIDATES) stat.top3++;
      if (p >= 0.5) stat.p50++;
      if (p >= 0.8) stat.p80++;
      stat.ps.push(p);
      console.log(
        `    ${sameEvent ? 'fragments' : 'two events'} ${la.length} (${ea}) / ${lb.length} (${eb}): rank ${rank < 0 ? '-' : rank + 1}, merge p ${p.toFixed(2)}, ` +
          `cos ${e.cosine.toFixed(2)} names ${e.entity.toFixed(2)} numbers ${e.number.toFixed(2)} missing ${e.small_missing.toFixed(2)}/${e.large_missing.toFixed(2)} year ${e.year_conflict.toFixed(2)}`,
      );
    }
  }
}

/** Fits the merge model and picks its bar on the training streams (the fold's training topics only). */
function fitMerge(train: readonly EcbArticle[], settings: MatcherSettings) {
  const streams = fitStreams(train);
  const collected = { xs: [] as number[][], ys: [] as number[] };
  for (const s of streams) run(s, settings, undefined, collected);
  const plain = streams.reduce((sum, s) => sum + run(s, settings).f1, 0) / streams.length;
  const chooseBar = (weights: number[]) => {
    let bar = MERGE_GRID[0] as number;
    let bestMean = -1;
    const sweep: string[] = [];
    for (const b of MERGE_GRID) {
      const mean =
        streams.reduce((sum, s) => sum + run(s, settings, { weights, bar: b }).f1, 0) / streams.length;
      sweep.push(`${b.toFixed(2)} ${pct(mean)}`);
      if (mean > bestMean + 1e-9) {
        bestMean = mean;
        bar = b;
      }
    }
    return { bar, bestMean, sweep };
  };
  let weights = fitLogistic(collected.xs, collected.ys);
  let chosen = chooseBar(weights);
  if (ON_POLICY) {
    // The pairs the merge step meets when it runs (merges on at the first bar), added to the first ones.
    for (const s of streams) run(s, settings, { weights, bar: chosen.bar }, collected);
    weights = fitLogistic(collected.xs, collected.ys);
    chosen = chooseBar(weights);
  }
  return {
    weights,
    ...chosen,
    examples: collected.xs.length,
    positives: collected.ys.filter((y) => y === 1).length,
    plain,
  };
}

const coefficients = (w: number[]) =>
  `bias ${(w[0] as number).toFixed(2)}, ${INPUTS.map((name, j) => `${name} ${(w[j + 1] as number).toFixed(2)}`).join(', ')}`;

const { fit, heldBack } = ecbplusParts();
if (fit.length === 0) {
  console.log('ECB+ development data not found (set ECBPLUS_DEV to its articles.jsonl)');
  process.exit(1);
}

if (process.env.HELD_BACK === '1') {
  // The held-back part, read once: the calibration and the merge model on the whole fit part.
  const calibrated = calibrateOnFitPart(fit);
  const settings = {
    model: calibrated.model,
    threshold: calibrated.threshold,
    youngThreshold: calibrated.youngThreshold,
  };
  const merge = fitMerge(fit, settings);
  console.log(
    `merge model on the fit part: ${coefficients(merge.weights)}; bar ${merge.bar.toFixed(2)} (${merge.examples} examples, ${merge.positives} positive)`,
  );
  const baselineStreams = fitStreams(fit);
  let baselineThreshold = ECB_THRESHOLD_GRID[0] as number;
  let bestMean = -1;
  for (const threshold of ECB_THRESHOLD_GRID) {
    const mean =
      baselineStreams.reduce((sum, s) => sum + cluster(s, createTfidfBaseline({ threshold })).f1, 0) /
      baselineStreams.length;
    if (mean > bestMean + 1e-9) {
      bestMean = mean;
      baselineThreshold = threshold;
    }
  }
  for (const seed of [REPORT_SEED, 2, 3]) {
    const stream = seededShuffle(heldBack, seed);
    const plain = run(stream, settings);
    const merged = run(stream, settings, { weights: merge.weights, bar: merge.bar });
    const b = cluster(stream, createTfidfBaseline({ threshold: baselineThreshold }));
    console.log(
      `ECB+ held-back, seed ${seed}: merged P ${pct(merged.precision)} R ${pct(merged.recall)} F1 ${pct(merged.f1)} n${merged.stories} (${merged.merges} merges) | ` +
        `shipped F1 ${pct(plain.f1)} n${plain.stories} | baseline (t=${baselineThreshold.toFixed(2)}) P ${pct(b.precision)} R ${pct(b.recall)} F1 ${pct(b.f1)} n${b.stories}`,
    );
  }
  process.exit(0);
}

const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
console.log(
  `ECB+ fit part, ${FOLDS}-fold CV by topic: story-against-story merges, ${CANDIDATES} candidates, stories of ${MIN_SIZE}+ articles${MUTUAL ? ', mutual best partners' : ''}${ON_POLICY ? ', on-policy refit' : ''}, inputs ${INPUTS.join(', ')}`,
);
const totals = { shipped: 0, merged: 0, runs: 0, merges: 0, wrongMerges: 0 };
const sums = { sp: 0, sr: 0, sn: 0, mp: 0, mr: 0, mn: 0 };
const curve = MERGE_GRID.map(() => 0);
for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const calibrated = calibrateOnFitPart(train);
  const settings = {
    model: calibrated.model,
    threshold: calibrated.threshold,
    youngThreshold: calibrated.youngThreshold,
  };
  const merge = fitMerge(train, settings);
  console.log(
    `fold ${fold + 1}: merge model ${coefficients(merge.weights)} (${merge.examples} examples, ${merge.positives} positive)`,
  );
  console.log(
    `  training streams: no merges ${pct(merge.plain)}; merge bar → mean F1 ${merge.sweep.join(', ')}; bar ${merge.bar.toFixed(2)}`,
  );
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const shipped = run(stream, settings);
    const merged = run(stream, settings, {
      weights: merge.weights,
      bar: merge.bar,
      show: process.env.SHOW_MERGES === '1',
    });
    if (process.env.SHOW_SPLITS === '1') showSplits(stream, settings, merge.weights);
    MERGE_GRID.forEach((bar, i) => {
      curve[i] = (curve[i] as number) + run(stream, settings, { weights: merge.weights, bar }).f1;
    });
    totals.shipped += shipped.f1;
    totals.merged += merged.f1;
    totals.merges += merged.merges;
    totals.wrongMerges += merged.wrongMerges;
    totals.runs++;
    sums.sp += shipped.precision;
    sums.sr += shipped.recall;
    sums.sn += shipped.stories;
    sums.mp += merged.precision;
    sums.mr += merged.recall;
    sums.mn += merged.stories;
    console.log(
      `  fold ${fold + 1} (topics ${[...testTopics].join(', ')}), seed ${seed}: shipped (t=${calibrated.threshold.toFixed(2)}) P ${pct(shipped.precision)} R ${pct(shipped.recall)} F1 ${pct(shipped.f1)} n${shipped.stories} | ` +
        `merged (bar ${merge.bar.toFixed(2)}) P ${pct(merged.precision)} R ${pct(merged.recall)} F1 ${pct(merged.f1)} n${merged.stories} (${merged.merges} merges, ${merged.wrongMerges} of different majority events)`,
    );
  }
}
const n = totals.runs;
console.log(
  `merged at each merge bar: ${MERGE_GRID.map((b, i) => `${b.toFixed(2)} ${pct((curve[i] as number) / n)}`).join(', ')}`,
);
console.log(
  `${totals.merges} merges in the ${n} test runs, ${totals.wrongMerges} of stories with different majority events`,
);
if (process.env.SHOW_SPLITS === '1') {
  for (const [kind, stat] of Object.entries(splitStats)) {
    const sorted = [...stat.ps].sort((a, b) => a - b);
    console.log(
      `${kind} (2+ articles each, end of stream): ${stat.pairs} pairs, in the top ${CANDIDATES} candidates ${stat.top3}, ` +
        `merge p ≥ 0.5 ${stat.p50}, ≥ 0.8 ${stat.p80}, median p ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)}`,
    );
  }
}
console.log(
  `mean over ${n} runs: shipped F1 ${pct(totals.shipped / n)} (P ${pct(sums.sp / n)} R ${pct(sums.sr / n)}; ${sums.sn} stories) | ` +
    `with merges F1 ${pct(totals.merged / n)} (P ${pct(sums.mp / n)} R ${pct(sums.mr / n)}; ${sums.mn} stories)`,
);
