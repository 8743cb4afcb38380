/**
 * When each claim is dated, on real news: every ECB+ article's body goes through claim extraction with one
 * fixed publication date (Thursday 2024-10-17; the set has none), and one line per dated claim is printed:
 * `<article id>\t<claim>\t<date>`. There is no gold date: list before and after a change, then compare the two
 * listings (`bench/lib/compare-listings.ts before.tsv after.tsv`) and read each moved date.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/claims/dates-ecb.ts [articles.jsonl] > dates.tsv
 */
import { extractClaims } from '../../server/src/intelligence/claims/extract-claims';
import { ecbplusPath, loadEcbplus } from '../matching/ecbplus';

const PUBLISHED = '2024-10-17T09:00:00Z';
for (const article of loadEcbplus(process.argv[2] ?? ecbplusPath())) {
  for (const claim of extractClaims({ text: article.body, published_at: PUBLISHED }).claims) {
    if (claim.when.date) console.log(`${article.id}\t${claim.text.replace(/\s+/g, ' ')}\t${claim.when.date}`);
  }
}
