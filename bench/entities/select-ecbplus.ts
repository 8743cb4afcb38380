// Prints one batch of ECB+ articles for hand labelling, by the deterministic rule of README.md, as unlabelled
// `id<TAB>text` lines (a literal \n for each line break) for the dev and held-back .src.txt files.
//   batch N: for each event (`gold`), of its articles with at least 60 words, the one with the N-th smallest
//   sha1(id) (hex order); its title and body lines kept, in order, until the next line would take the total
//   over the batch's word limit (batch 1: 180, batches 2 to 6: 120).
//   split: the batch's articles ranked by sha1("ner:" + id); the first 60% (rounded) are development.
// This reproduces batches 1-2 (ecbplus-dev/-heldback) and 3-6 (ecbplus3-*, ecbplus4-*, ecbplus5-*, ecbplus6-*) exactly (same ids, same text).
// Run: node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/entities/select-ecbplus.ts 3 [dev|heldback]
//      (`check` instead of a batch number: confirms batches 1 to 6 against the committed .src.txt files)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Article {
  id: string;
  title: string;
  body: string;
  gold: string;
}

const here = dirname(fileURLToPath(import.meta.url));
// The shared data sits beside the repository (../shared from its root); ECBPLUS_ARTICLES overrides that path.
const ARTICLES =
  process.env.ECBPLUS_ARTICLES ?? join(here, '../../../shared/data/ecbplus-dev/articles.jsonl');
const WORD_LIMIT: Record<number, number> = { 1: 180, 2: 120, 3: 120, 4: 120, 5: 120, 6: 120 };
const MIN_WORDS = 60;

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const byHash = (key: (id: string) => string) => (a: { id: string }, b: { id: string }) =>
  key(a.id) < key(b.id) ? -1 : key(a.id) > key(b.id) ? 1 : 0;

export function selectBatch(articles: Article[], batch: number): { id: string; text: string }[] {
  const limit = WORD_LIMIT[batch];
  if (!limit) throw new Error(`no word limit for batch ${batch}`);
  const byEvent = new Map<string, Article[]>();
  for (const a of articles) {
    if (wordCount(`${a.title} ${a.body}`) < MIN_WORDS) continue;
    const list = byEvent.get(a.gold) ?? [];
    list.push(a);
    byEvent.set(a.gold, list);
  }
  const picked: { id: string; text: string }[] = [];
  for (const list of byEvent.values()) {
    const article = list.sort(byHash(sha1))[batch - 1];
    if (!article) continue;
    const kept: string[] = [];
    let words = 0;
    for (const line of [article.title, ...article.body.split('\n')]) {
      if (words + wordCount(line) > limit) break;
      kept.push(line);
      words += wordCount(line);
    }
    picked.push({ id: article.id, text: kept.join('\n') });
  }
  return picked;
}

export function splitBatch<T extends { id: string }>(batch: T[]): { dev: T[]; heldback: T[] } {
  const ranked = [...batch].sort(byHash((id) => sha1(`ner:${id}`)));
  const devCount = Math.round(ranked.length * 0.6);
  return { dev: ranked.slice(0, devCount), heldback: ranked.slice(devCount) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const articles = readFileSync(ARTICLES, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Article);
  if (process.argv[2] === 'check') {
    const committed = new Map<string, string>();
    for (const file of [
      'ecbplus-dev.src.txt',
      'ecbplus-heldback.src.txt',
      'ecbplus3-dev.src.txt',
      'ecbplus3-heldback.src.txt',
      'ecbplus4-dev.src.txt',
      'ecbplus4-heldback.src.txt',
      'ecbplus5-dev.src.txt',
      'ecbplus5-heldback.src.txt',
      'ecbplus6-dev.src.txt',
      'ecbplus6-heldback.src.txt',
    ]) {
      for (const line of readFileSync(join(here, file), 'utf8').split('\n')) {
        if (!line.trim() || line.startsWith('#')) continue;
        const tab = line.indexOf('\t');
        const text = line
          .slice(tab + 1)
          .replaceAll('\\n', '\n')
          .replace(/\[\[([^|\]]+)\|[POL]\]\]/g, '$1');
        committed.set(line.slice(0, tab), text);
      }
    }
    for (const batch of [1, 2, 3, 4, 5, 6]) {
      const picked = selectBatch(articles, batch);
      const same = picked.filter((a) => committed.get(a.id) === a.text).length;
      console.log(`batch ${batch}: ${picked.length} articles, ${same} identical to a committed article`);
    }
    process.exit(0);
  }
  const batch = Number(process.argv[2] ?? 3);
  const part = process.argv[3] as 'dev' | 'heldback' | undefined;
  const split = splitBatch(selectBatch(articles, batch));
  for (const name of part ? [part] : (['dev', 'heldback'] as const)) {
    for (const a of split[name]) console.log(`${a.id}\t${a.text.replaceAll('\n', '\\n')}`);
  }
}
