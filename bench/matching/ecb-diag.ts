import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { ecbplusParts, seededShuffle } from './ecbplus';

const { fit } = ecbplusParts();
const s = seededShuffle(fit, 1);
const m = createStoryMatcher({ threshold: Number(process.argv[2] ?? 0.45) });
const maj = new Map<string, Map<string, number>>();
let n = 0;
for (const a of s) {
  const d = m.ingest(a, () => `s${++n}`);
  const counts = maj.get(d.story_id) ?? new Map();
  if (!d.is_new) {
    let best = '';
    let bc = 0;
    for (const [e, c] of counts)
      if (c > bc) {
        best = e;
        bc = c;
      }
    if (best !== a.event)
      console.log(
        `WRONG ${a.event} -> story of ${best} (${d.match_score.toFixed(2)}): ${a.title.slice(0, 90)} || ${d.matched_story_title?.slice(0, 80)}`,
      );
  } else {
    const other = m.explain(a, 1)[0];
    const hasGold = [...maj].some(([, c]) => {
      let b = '';
      let bc = 0;
      for (const [e, x] of c)
        if (x > bc) {
          b = e;
          bc = x;
        }
      return b === a.event;
    });
    if (hasGold) console.log(`SPLIT ${a.event} (${other?.probability.toFixed(2)}): ${a.title.slice(0, 90)}`);
  }
  counts.set(a.event, (counts.get(a.event) ?? 0) + 1);
  maj.set(d.story_id, counts);
}
