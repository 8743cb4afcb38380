/**
 * Pasted texts' timestamp lines on real news: of the ECB+ articles pasted as a visitor would (first sentence,
 * a blank line, the body), how many are dated by a stamp line, how many stamp-like lines are dropped without
 * a date, and how many lines that open with a publication word and hold a date stay in the text (where they
 * become a claim or a narrative sentence).
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/extraction/paste-stamps.ts [articles.jsonl]
 *
 * Only the fit topics (not multiples of 3) are read; the others stay held out.
 */
import { readStampDates } from '../../server/src/pipeline/extraction/stamp-dates';
import { extractTextArticle, isTimestampLine } from '../../server/src/pipeline/extraction/text-article';
import { ecbplusPath, isHeldBackTopic, loadEcbplus } from '../matching/ecbplus';

const NOW = new Date('2026-11-27T00:00:00Z');
const STAMP_WORD = /^\(?(?:published|posted|updated|last updated|edited|originally published)\b/i;
const articles = loadEcbplus(process.argv[2] ?? ecbplusPath()).filter((a) => !isHeldBackTopic(a.topic));

let dated = 0;
const undatedStamps: string[] = [];
const keptStamps: string[] = [];
for (const a of articles) {
  const paste = `${a.title}\n\n${a.body}`;
  const article = extractTextArticle(paste, NOW);
  if (article.published_at) dated++;
  for (const line of paste.split('\n')) {
    if (isTimestampLine(line) && !readStampDates([line], NOW).published_at)
      undatedStamps.push(`${a.id}: ${line}`);
  }
  for (const paragraph of article.paragraphs) {
    if (STAMP_WORD.test(paragraph) && /\d{4}/.test(paragraph.slice(0, 80)))
      keptStamps.push(`${a.id}: ${paragraph.slice(0, 80)}`);
  }
}
console.log(`${articles.length} articles (fit topics): ${dated} dated by a stamp line`);
console.log(`${undatedStamps.length} stamp lines dropped without a date`);
for (const line of undatedStamps) console.log(`  ${line}`);
console.log(`${keptStamps.length} publication-word lines with a year kept in the text`);
for (const line of keptStamps) console.log(`  ${line}`);
