/**
 * Why the matcher splits events, on the ECB+ FIT part only (cross-validation folds as in
 * cross-validate-ecbplus.ts; the held-back part is never read). For every article whose gold event already
 * has a story (the story holding most of that event's articles so far) and that does not join it, the
 * evidence against that story and what happened instead.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/diagnose-ecbplus.ts
 */
import { inverseDocumentFrequency, matchLogit } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { articleFeatures, isYearKey } from '../../server/src/intelligence/matching/text-features';
import { calibrateOnFitPart, ecbplusParts, seededShuffle } from './ecbplus';

const FOLDS = 3;
const SEEDS = [1, 2, 3];
const { fit } = ecbplusParts();
const topics = [...new Set(fit.map((a) => a.topic))].sort((a, b) => a - b);
const f = (v: number) => v.toFixed(2);

const tally = new Map<string, number>();
const bump = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
const verbose = process.argv.includes('--verbose');

for (let fold = 0; fold < FOLDS; fold++) {
  const testTopics = new Set(topics.filter((_, i) => i % FOLDS === fold));
  const train = fit.filter((a) => !testTopics.has(a.topic));
  const test = fit.filter((a) => testTopics.has(a.topic));
  const { model, threshold, youngThreshold } = calibrateOnFitPart(train);
  console.log(`fold ${fold + 1}: threshold ${threshold} model ${JSON.stringify(model)}`);
  for (const seed of SEEDS) {
    const stream = seededShuffle(test, seed);
    const matcher = createStoryMatcher({ model, threshold, youngThreshold });
    const members = new Map<string, string[]>(); // story → gold events of its articles
    const df = new Map<string, number>();
    const vectors = new Map<string, Map<string, number>>(); // article id → features before IDF
    const storyArticles = new Map<string, string[]>();
    let docs = 0;
    let next = 0;
    for (const article of stream) {
      // The gold event's main story so far.
      let goldStory: string | undefined;
      let goldCount = 0;
      for (const [story, events] of members) {
        const n = events.filter((e) => e === article.event).length;
        if (n > goldCount) {
          goldCount = n;
          goldStory = story;
        }
      }
      const explained = matcher.explain(article, 1000);
      const decision = matcher.ingest(article, () => `s${++next}`);
      const feats = articleFeatures(article);
      const vec = new Map<string, number>();
      feats.keys.forEach((k, i) => {
        if (!isYearKey(k)) vec.set(k, feats.weights[i] as number);
      });
      if (goldStory !== undefined && decision.story_id !== goldStory) {
        const gold = explained.find((c) => c.story_id === goldStory);
        const size = storyArticles.get(goldStory)?.length ?? 0;
        const kind = decision.is_new ? 'new' : 'wrong';
        const why = !gold
          ? 'not-retrieved'
          : gold.probability >= threshold
            ? 'outbid'
            : gold.evidence.year_conflict > 0
              ? 'below+year'
              : 'below';
        bump(`${kind}/${why}/size${Math.min(size, 4)}`);
        bump(`${kind}/${why}`);
        bump('splits');
        // Full-vector cosine: the article against the sum of the gold story's members' whole vectors.
        const idf = (k: string) => inverseDocumentFrequency(docs, df.get(k) ?? 0);
        const sum = new Map<string, number>();
        for (const id of storyArticles.get(goldStory) ?? [])
          for (const [k, w] of vectors.get(id) ?? []) sum.set(k, (sum.get(k) ?? 0) + w);
        let dot = 0;
        let qn = 0;
        let cn = 0;
        for (const [k, w] of vec) qn += (w * idf(k)) ** 2;
        for (const [k, w] of sum) {
          cn += (w * idf(k)) ** 2;
          dot += w * idf(k) * (vec.get(k) ?? 0) * idf(k);
        }
        const full = dot / Math.sqrt(qn * cn);
        if (verbose || why !== 'outbid')
          console.log(
            `  s${seed} ${article.id} [${article.event}] ${kind} ${why} gold=${goldStory}(n${size}) ` +
              (gold
                ? `p=${f(gold.probability)} cos=${f(gold.evidence.cosine)} full=${f(full)} ent=${f(gold.evidence.entity)} ` +
                  `sm=${f(gold.evidence.story_missing)} tm=${f(gold.evidence.title_missing)} yc=${f(gold.evidence.year_conflict)} ` +
                  `logit=${f(matchLogit(model, gold.evidence))}`
                : `full=${f(full)}`) +
              ` best=${f(decision.match_score)} "${article.title.slice(0, 70)}"`,
          );
      }
      const storyId = decision.story_id;
      members.set(storyId, [...(members.get(storyId) ?? []), article.event]);
      storyArticles.set(storyId, [...(storyArticles.get(storyId) ?? []), article.id]);
      vectors.set(article.id, vec);
      docs++;
      for (const k of feats.keys) df.set(k, (df.get(k) ?? 0) + 1);
    }
    // Each event's fragments (sizes of the stories holding its articles, largest first; * = mixed story).
    const byEvent = new Map<string, number[]>();
    for (const events of members.values()) {
      const counts = new Map<string, number>();
      for (const e of events) counts.set(e, (counts.get(e) ?? 0) + 1);
      for (const [e, n] of counts)
        byEvent.set(e, [...(byEvent.get(e) ?? []), n * (counts.size > 1 ? -1 : 1)]);
    }
    console.log(
      `  s${seed} fragments: ${[...byEvent]
        .sort()
        .map(
          ([e, ns]) =>
            `${e}:${ns
              .sort((a, b) => Math.abs(b) - Math.abs(a))
              .map((n) => (n < 0 ? `${-n}*` : `${n}`))
              .join('+')}`,
        )
        .join(' ')}`,
    );
  }
}
console.log(
  [...tally]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n'),
);
