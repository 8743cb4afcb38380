import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { articleFeatures } from '../../server/src/intelligence/matching/text-features';
import { demoStream } from './demo-stream';

const m = createStoryMatcher(process.env.MCT ? { maxCentroidTerms: Number(process.env.MCT) } : {});
let n = 0;
for (const a of demoStream()) {
  const ex = m.explain(a, 3);
  const d = m.ingest(a, () => `s${++n}`);
  console.log(a.event, a.language, d.story_id, d.match_score.toFixed(3), a.title.slice(0, 60));
  if (a.language !== 'en') {
    console.log(JSON.stringify(ex, null, 0));
    const f = articleFeatures(a);
    console.log(f.keys.join(' '));
  }
}
