/**
 * Thirteenth pass (bench only, removed with the switches): what the late look (MATCH_LATE_LOOK) sees. For
 * each CV fold (the fold's own calibration, as cross-validate-ecbplus.ts) the fold's seed-1 test stream is
 * clustered with the late look on, and every leave-one-out check is set against the gold: is the member of
 * its story's final majority event, did another story beat its own, was its own probability below the
 * young-story bar. FIT part only; the held-back part is never read.
 *
 *   MATCH_LATE_LOOK=2 MATCH_LATE_DEBUG=1 node scripts/pnpm.mjs --filter @cairn/server exec tsx \
 *     ../bench/matching/late-look-ecbplus.ts
 */
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { calibrateOnFitPart, ecbplusParts, seededShuffle } from './ecbplus';
import { cluster } from './evaluate';

if (!process.env.MATCH_LATE_LOOK || !process.env.MATCH_LATE_DEBUG) {
  console.log('set MATCH_LATE_LOOK and MATCH_LATE_DEBUG=1');
  process.exit(1);
}
const { fit } = ecbplusParts();
const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
const CHECK = /^LATE (\S+) in (\S+) size \d+ own ([\d.]+) best (\S+)(?: ([\d.]+))?/;
const totals = {
  checks: 0,
  wrong: 0,
  wrongBeaten: 0,
  wrongBelowYoung: 0,
  right: 0,
  rightBeaten: 0,
  rightBelowYoung: 0,
};
const wrongOwn: number[] = [];
for (let fold = 0; fold < 3; fold++) {
  const test = new Set(topics.filter((_, i) => i % 3 === fold));
  const calibrated = calibrateOnFitPart(fit.filter((a) => !test.has(a.topic)));
  const stream = seededShuffle(
    fit.filter((a) => test.has(a.topic)),
    1,
  );
  const gold = new Map(stream.map((a) => [a.id, a.event]));
  const lines: string[] = [];
  const log = console.error;
  console.error = (line: string) => lines.push(line);
  const result = cluster(
    stream,
    createStoryMatcher({
      model: calibrated.model,
      threshold: calibrated.threshold,
      youngThreshold: calibrated.youngThreshold,
    }),
  );
  console.error = log;
  // Each final story's majority event.
  const events = new Map<string, Map<string, number>>();
  result.predicted.forEach((story, i) => {
    const counts = events.get(story) ?? new Map<string, number>();
    const event = (stream[i] as (typeof stream)[number]).event;
    counts.set(event, (counts.get(event) ?? 0) + 1);
    events.set(story, counts);
  });
  const majority = (story: string) => [...(events.get(story) ?? [])].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const line of lines) {
    const m = CHECK.exec(line);
    if (!m) continue;
    const [, id, story, own, , best] = m;
    const beaten = best !== undefined && Number(best) > Number(own);
    const below = Number(own) < calibrated.youngThreshold;
    totals.checks++;
    if (gold.get(id as string) !== majority(story as string)) {
      totals.wrong++;
      wrongOwn.push(Number(own));
      if (beaten) totals.wrongBeaten++;
      if (below) totals.wrongBelowYoung++;
    } else {
      totals.right++;
      if (beaten) totals.rightBeaten++;
      if (below) totals.rightBelowYoung++;
    }
  }
  console.log(`fold ${fold + 1}: F1 ${(result.f1 * 100).toFixed(1)}, ${lines.length} checks`);
}
wrongOwn.sort((a, b) => a - b);
console.log(
  `${JSON.stringify(totals)}; wrong members' own leave-one-out probability: median ${wrongOwn[Math.floor(wrongOwn.length / 2)]?.toFixed(2)}, ${wrongOwn.filter((p) => p >= 0.5).length} of ${wrongOwn.length} at 0.5 or more`,
);
