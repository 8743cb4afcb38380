/**
 * CPU per article of this checkout's matcher against another checkout's, in one process on the same
 * synthetic stream (synthetic.ts), alternating blocks of 100 articles so both see the same machine load:
 * on a shared machine a same-process ratio says more than two runs of run.ts at different times.
 *
 *   BASE_CHECKOUT=/path/to/other/clone STORIES=10000 \
 *     node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/compare-speed.ts
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStoryMatcher, type StoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { makeWorld, seedLiveStories } from './synthetic';

const base = process.env.BASE_CHECKOUT;
if (!base) {
  console.log('set BASE_CHECKOUT to the other checkout (a clone of the repository at the commit to compare)');
  process.exit(1);
}
const other = (await import(
  pathToFileURL(resolve(base, 'server/src/intelligence/matching/story-matcher.ts')).href
)) as { createStoryMatcher: () => StoryMatcher };

const STORIES = Number(process.env.STORIES ?? 10_000);
const BLOCKS = 20;
const BLOCK = 100;
const end = Date.UTC(2026, 5, 1);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The speed benchmark's stream (run.ts): STORIES live stories, then half follow-ups, half new topics. */
function streamInto(matcher: StoryMatcher): () => number {
  const world = makeWorld(STORIES);
  const topics = seedLiveStories(world, matcher, STORIES, end);
  let i = 0;
  let next = 0;
  return () => {
    const at = end + i * 5_000;
    const followUp = i % 2 === 0;
    i++;
    const story = Math.min(STORIES - 1, Math.floor(STORIES * (1 - world.rand() ** 2)));
    const article = world.article(
      `n${i}`,
      followUp ? (topics[story] as (typeof topics)[number]) : world.topic(),
      at,
    );
    const c0 = cpuMs();
    matcher.ingest(article, () => `new${++next}`);
    return cpuMs() - c0;
  };
}

const before = streamInto(other.createStoryMatcher());
const after = streamInto(createStoryMatcher());
for (let w = 0; w < 300; w++) {
  before();
  after();
}
const times = { before: [] as number[], after: [] as number[] };
for (let b = 0; b < BLOCKS; b++) {
  for (let j = 0; j < BLOCK; j++) times.before.push(before());
  for (let j = 0; j < BLOCK; j++) times.after.push(after());
}
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] as number;
console.log(
  `${STORIES} live stories, ${BLOCKS * BLOCK} articles each, cpu ms/article: ${base} ${mean(times.before).toFixed(3)} ` +
    `(p95 ${p95(times.before).toFixed(2)}), this checkout ${mean(times.after).toFixed(3)} (p95 ${p95(times.after).toFixed(2)}); ` +
    `ratio ${(mean(times.after) / mean(times.before)).toFixed(2)}`,
);
