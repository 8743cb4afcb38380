/**
 * Who each claim is credited to, on real pasted news: every ECB+ article of the fit topics (not multiples of
 * 3) goes through the pipeline's own steps (pasted-text extraction, entity recognition, claim extraction, as
 * `cpu-tasks.ts` semantize does) and one line per attributed claim is printed: `<article id>\t<who>\t<claim>`.
 * There is no gold speaker: run it before and after a change and diff the two outputs to read what moved.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/claims/speakers-ecb.ts [articles.jsonl] > who.tsv
 */
import { extractClaims } from '../../server/src/intelligence/claims/extract-claims';
import { recognizeEntities } from '../../server/src/intelligence/entities/recognize-entities';
import { extractTextArticle } from '../../server/src/pipeline/extraction/text-article';
import { ecbplusPath, isHeldBackTopic, loadEcbplus } from '../matching/ecbplus';

const NOW = new Date('2026-11-27T00:00:00Z');
const articles = loadEcbplus(process.argv[2] ?? ecbplusPath()).filter((a) => !isHeldBackTopic(a.topic));

let attributed = 0;
let total = 0;
for (const a of articles) {
  const page = extractTextArticle(`${a.title}\n\n${a.body}`, NOW);
  const mentions = recognizeEntities(page.text);
  const { claims } = extractClaims({
    text: page.text,
    title: page.title,
    published_at: page.published_at,
    entities: mentions.map((m) => ({ name: m.text, type: m.type, start: m.start, end: m.end })),
  });
  for (const claim of claims) {
    total++;
    if (claim.modality !== 'reported_claim' && claim.modality !== 'allegation') continue;
    attributed++;
    console.log(`${a.id}\t${claim.who ?? '-'}\t${claim.text}`);
  }
}
console.error(`${articles.length} articles, ${total} claims, ${attributed} reported claims or allegations`);
