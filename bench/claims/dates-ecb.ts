/**
 * When each claim is dated, on real news: every ECB+ article's body goes through claim extraction with one
 * fixed publication date (Thursday 2024-10-17; the set has none), and one line per dated claim is printed:
 * `<article id>\t<claim>\t<date>`. There is no gold date: list before and after a change, then compare the two
 * listings (`bench/lib/compare-listings.ts before.tsv after.tsv`) and read each moved date.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/claims/dates-ecb.ts [articles.jsonl] > dates.tsv
 *
 * `--pasted` reads each article as the server reads a paste instead (title, blank line, body: the stamp lines
 * taken out and read as the publication date, the fixed date only where none is stated), and `--sentences`
 * lists every sentence's own reading (`resolveWhen`, before the article-level corrections of extractClaims)
 * rather than the claims': the listings behind the timeline changes of 2026-11-29 (docs/decisions.md). To
 * list an earlier commit, copy this file into a worktree of it.
 */
import { extractClaims } from '../../server/src/intelligence/claims/extract-claims';
import { resolveWhen } from '../../server/src/intelligence/claims/resolve-when';
import { splitSentences } from '../../server/src/intelligence/claims/split-sentences';
import { extractTextArticle } from '../../server/src/pipeline/extraction/text-article';
import { ecbplusPath, loadEcbplus } from '../matching/ecbplus';

const PUBLISHED = '2024-10-17T09:00:00Z';
const args = process.argv.slice(2);
const pasted = args.includes('--pasted');
const sentences = args.includes('--sentences');
const path = args.find((a) => !a.startsWith('--')) ?? ecbplusPath();
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

for (const article of loadEcbplus(path)) {
  const page = pasted ? extractTextArticle(`${article.title}\n\n${article.body}`) : null;
  const text = page ? page.text : article.body;
  const published = page?.published_at ?? PUBLISHED;
  if (sentences) {
    for (const { text: sentence } of splitSentences(text)) {
      const { date } = resolveWhen(sentence, published);
      if (date) console.log(`${article.id}\t${oneLine(sentence)}\t${date}`);
    }
    continue;
  }
  for (const claim of extractClaims({ text, title: page?.title, published_at: published }).claims) {
    if (claim.when.date) console.log(`${article.id}\t${oneLine(claim.text)}\t${claim.when.date}`);
  }
}
