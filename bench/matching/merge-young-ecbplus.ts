/**
 * Bench-only measurement (issue 14, not shipped): would merging a young story into an older one, once the
 * young story's articles together match it, repair the matcher's splits? Cross-validation by topic inside
 * the ECB+ FIT part, as cross-validate-ecbplus.ts (same folds, calibration and seeds); the held-back part
 * is never read.
 *
 * After each article joins or starts a story of 2 to MAX_YOUNG articles, that story's articles, as one
 * text (first title, bodies concatenated), are matched against the other stories; when the best reaches
 * the merge threshold, the young story's articles move into it. The matcher has no merge (stories are
 * stored, and `cairn match` writes each decision as the article comes), so the move is made through its
 * public API: the young story is removed and its articles added to the other one, which counts their
 * document frequencies a second time (a small distortion for stories of at most MAX_YOUNG articles).
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/merge-young-ecbplus.ts
 */
import { bCubed } from '../../server/src/intelligence/matching/b-cubed';
import { createStoryMatcher, type StoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { calibrateOnFitPart, type EcbArticle, ecbplusParts, seededShuffle } from './ecbplus';

const FOLDS = 3;
const SEEDS = [1, 2, 3];
const MAX_YOUNG = Number(process.env.MAX_YOUNG ?? 3);
const { fit } = ecbplusParts();
const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
const pct = (v: number) => (v * 100).toFixed(1);

function run(stream: EcbArticle[], matcher: StoryMatcher, mergeAt: number | undefined) {
  const storyOf = new Map<string, string>(); // article id → story id
  const members = new Map<string, EcbArticle[]>();
  let next = 0;
  let merges = 0;
  for (const article of stream) {
    const { story_id } = matcher.ingest(article, () => `s${++next}`);
    storyOf.set(article.id, story_id);
    const list = [...(members.get(story_id) ?? []), article];
    members.set(story_id, list);
    if (mergeAt === undefined || list.length < 2 || list.length > MAX_YOUNG) continue;
    const combined = {
      id: `merge:${story_id}`,
      title: list[0]?.title ?? '',
      body: list.map((a) => `${a.title}\n${a.body}`).join('\n'),
    };
    const best = matcher.explain(combined, 50).find((c) => c.story_id !== story_id);
    if (!best || best.probability < mergeAt) continue;
    merges++;
    matcher.removeStory(story_id);
    members.delete(story_id);
    const into = members.get(best.story_id) ?? [];
    for (const a of list) {
      matcher.add(best.story_id, a);
      storyOf.set(a.id, best.story_id);
      into.push(a);
    }
    members.set(best.story_id, into);
  }
  const predicted = stream.map((a) => storyOf.get(a.id) as string);
  return {
    ...bCubed(
      predicted,
      stream.map((a) => a.event),
    ),
    stories: members.size,
    merges,
  };
}

const totals = { plain: 0, merged: 0, runs: 0 };
for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const { model, threshold, youngThreshold } = calibrateOnFitPart(train);
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const plain = run(stream, createStoryMatcher({ model, threshold, youngThreshold }), undefined);
    const merged = run(
      stream,
      createStoryMatcher({ model, threshold, youngThreshold }),
      Number(process.env.MERGE_AT ?? youngThreshold),
    );
    totals.plain += plain.f1;
    totals.merged += merged.f1;
    totals.runs++;
    console.log(
      `  fold ${fold + 1} seed ${seed} (t=${threshold.toFixed(2)}): plain P ${pct(plain.precision)} R ${pct(plain.recall)} F1 ${pct(plain.f1)} n${plain.stories} | ` +
        `with merges P ${pct(merged.precision)} R ${pct(merged.recall)} F1 ${pct(merged.f1)} n${merged.stories} (${merged.merges} merges)`,
    );
  }
}
console.log(
  `mean B-cubed F1 on unseen fit topics: plain ${pct(totals.plain / totals.runs)}, with merges of young stories (2–${MAX_YOUNG} articles) ${pct(totals.merged / totals.runs)}`,
);
