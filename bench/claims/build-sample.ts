// Builds sample.jsonl and heldout.jsonl from their .src.txt files (markup described at the top of that file) and checks every offset.
//   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/claims/build-sample.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityType, SemanticModality } from '../../shared/src/contracts/vocabulary';

export type GoldModality = SemanticModality;

export interface GoldSentence {
  text: string;
  start: number;
  end: number;
  modality: GoldModality;
  check_worthy: boolean;
}
export interface GoldArticle {
  id: string;
  title: string;
  published_at: string | null;
  kind: 'news' | 'opinion';
  text: string;
  entities: { name: string; type: EntityType; start: number; end: number }[];
  sentences: GoldSentence[];
}

const MODALITIES: Record<string, GoldModality> = {
  F: 'official_fact',
  R: 'reported_claim',
  A: 'allegation',
  X: 'other',
};
const TYPES: Record<string, EntityType> = { P: 'Person', O: 'Organization', L: 'Location' };
const MARK = /\{([^|{}]+)\|([POL])\}/g;

export function parseSource(source: string): GoldArticle[] {
  const articles: GoldArticle[] = [];
  let current: GoldArticle | null = null;
  let separator = '';
  for (const raw of source.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) {
      const [id, published, kind, ...title] = line.slice(3).split(' | ');
      current = {
        id: id!.trim(),
        published_at: published === '-' ? null : published!.trim(),
        kind: kind === 'opinion' ? 'opinion' : 'news',
        title: title.join(' | ').trim(),
        text: '',
        entities: [],
        sentences: [],
      };
      articles.push(current);
      separator = '';
      continue;
    }
    if (!current || line === '' || line.startsWith('#')) continue;
    if (line === '--' || line === '---') {
      separator = line === '--' ? '\n' : '\n\n';
      continue;
    }
    const match = /^([FRAX]) ([YN]) \| (.+)$/.exec(line);
    if (!match) throw new Error(`unreadable line in ${current.id}: ${line}`);
    current.text += current.text === '' ? '' : separator || ' ';
    separator = '';
    const start = current.text.length;
    const marked = match[3]!;
    let last = 0;
    for (const m of marked.matchAll(MARK)) {
      current.text += marked.slice(last, m.index);
      const entityStart = current.text.length;
      current.text += m[1]!;
      current.entities.push({
        name: m[1]!,
        type: TYPES[m[2]!]!,
        start: entityStart,
        end: current.text.length,
      });
      last = m.index + m[0].length;
    }
    current.text += marked.slice(last);
    current.sentences.push({
      text: current.text.slice(start),
      start,
      end: current.text.length,
      modality: MODALITIES[match[1]!]!,
      check_worthy: match[2] === 'Y',
    });
  }
  for (const article of articles) {
    for (const s of article.sentences) {
      if (article.text.slice(s.start, s.end) !== s.text) throw new Error(`bad offsets in ${article.id}`);
    }
    for (const e of article.entities) {
      if (article.text.slice(e.start, e.end) !== e.name) throw new Error(`bad entity in ${article.id}`);
    }
  }
  return articles;
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of ['sample', 'heldout']) {
    const articles = parseSource(readFileSync(join(here, `${name}.src.txt`), 'utf8'));
    writeFileSync(join(here, `${name}.jsonl`), `${articles.map((a) => JSON.stringify(a)).join('\n')}\n`);
    const count = articles.reduce((n, a) => n + a.sentences.length, 0);
    console.log(`wrote ${articles.length} articles, ${count} labelled sentences to ${name}.jsonl`);
  }
}
