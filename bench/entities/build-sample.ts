// Builds the labelled JSON Lines samples from their marked-up sources and checks every offset.
//   sample.src.txt  -> sample.jsonl   (development sample)
//   heldout.src.txt -> heldout.jsonl  (held-out sample, never used to tune the recogniser)
//   stress.src.txt  -> stress.jsonl   (harder paragraphs written later, never used to tune it)
//   ecbplus-dev.src.txt / ecbplus-heldback.src.txt -> real ECB+ news articles labelled by hand (README.md)
//   ecbplus3-dev.src.txt / ecbplus3-heldback.src.txt -> ECB+ batch 3 (select-ecbplus.ts), labelled the same way
//   ecbplus4-dev.src.txt / ecbplus4-heldback.src.txt -> ECB+ batch 4 (select-ecbplus.ts 4), labelled the same way
//   ecbplus5-dev.src.txt / ecbplus5-heldback.src.txt -> ECB+ batch 5 (select-ecbplus.ts 5), labelled the same way
//   ecbplus6-dev.src.txt / ecbplus6-heldback.src.txt -> ECB+ batch 6 (select-ecbplus.ts 6), labelled the same way
//   newswire-dev2.src.txt / newswire-heldout2.src.txt -> newswire tables (sports tables and wire copy, README.md)
//   newswire-dev3.src.txt / newswire-heldout3.src.txt -> general and business wire copy in prose (README.md)
//   newswire-dev4.src.txt / newswire-heldout4.src.txt -> organisation-heavy wire copy (README.md)
//   newswire-dev5.src.txt / newswire-heldout5.src.txt -> the CoNLL-2003 test-set mix: tables, prose, business (README.md)
//   newswire-dev6.src.txt / newswire-heldout6.src.txt -> the same mix, more single company names and acronyms (README.md)
//   newswire-dev7.src.txt / newswire-heldout7.src.txt -> the same mix, organisations without legal forms, town clubs, acronyms (README.md)
// Markup: [[surface|P]] Person, [[surface|O]] Organization, [[surface|L]] Location; a literal \n is a line
// break; lines starting with # are comments.
// Run: node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/entities/build-sample.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityType } from '../../shared/src/contracts/vocabulary';

export interface GoldEntity {
  start: number;
  end: number;
  type: EntityType;
  text: string;
}
export interface GoldDoc {
  id: string;
  text: string;
  entities: GoldEntity[];
}

const TYPES: Record<string, EntityType> = { P: 'Person', O: 'Organization', L: 'Location' };
const MARK = /\[\[([^|\]]+)\|([POL])\]\]/g;

export function parseMarkedLine(line: string): GoldDoc {
  const tab = line.indexOf('\t');
  if (tab < 1) throw new Error(`no id<TAB>text in: ${line.slice(0, 60)}`);
  const id = line.slice(0, tab);
  const marked = line.slice(tab + 1).replaceAll('\\n', '\n');
  let text = '';
  let last = 0;
  const entities: GoldEntity[] = [];
  for (const m of marked.matchAll(MARK)) {
    text += marked.slice(last, m.index);
    const surface = m[1]!;
    const start = text.length;
    text += surface;
    entities.push({ start, end: text.length, type: TYPES[m[2]!]!, text: surface });
    last = m.index + m[0].length;
  }
  text += marked.slice(last);
  if (text.includes('[[') || text.includes(']]')) throw new Error(`${id}: unbalanced markup`);
  return { id, text, entities };
}

export function checkDoc(doc: GoldDoc): void {
  let prevEnd = -1;
  for (const e of doc.entities) {
    if (doc.text.slice(e.start, e.end) !== e.text)
      throw new Error(`${doc.id}: offset mismatch for ${e.text}`);
    if (e.start < prevEnd) throw new Error(`${doc.id}: overlapping spans at ${e.text}`);
    if (e.text !== e.text.trim()) throw new Error(`${doc.id}: span with outer spaces: "${e.text}"`);
    prevEnd = e.end;
  }
}

function build(src: string, out: string): GoldDoc[] {
  const docs = readFileSync(src, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map(parseMarkedLine);
  const ids = new Set<string>();
  for (const d of docs) {
    if (ids.has(d.id)) throw new Error(`duplicate id ${d.id}`);
    ids.add(d.id);
    checkDoc(d);
  }
  writeFileSync(out, `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`);
  return docs;
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of [
    'sample',
    'heldout',
    'stress',
    'newswire-dev',
    'newswire-heldout',
    'newswire-dev2',
    'newswire-heldout2',
    'newswire-dev3',
    'newswire-heldout3',
    'newswire-dev4',
    'newswire-heldout4',
    'newswire-dev5',
    'newswire-heldout5',
    'newswire-dev6',
    'newswire-heldout6',
    'newswire-dev7',
    'newswire-heldout7',
    'ecbplus-dev',
    'ecbplus-heldback',
    'ecbplus3-dev',
    'ecbplus3-heldback',
    'ecbplus4-dev',
    'ecbplus4-heldback',
    'ecbplus5-dev',
    'ecbplus5-heldback',
    'ecbplus6-dev',
    'ecbplus6-heldback',
  ]) {
    const docs = build(join(here, `${name}.src.txt`), join(here, `${name}.jsonl`));
    const words = docs.reduce((n, d) => n + d.text.split(/\s+/).filter(Boolean).length, 0);
    const byType: Record<string, number> = {};
    for (const d of docs) for (const e of d.entities) byType[e.type] = (byType[e.type] ?? 0) + 1;
    console.log(
      `${name}.jsonl: ${docs.length} paragraphs, ${words} words, entities ${JSON.stringify(byType)}`,
    );
  }
}
