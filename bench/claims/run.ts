/**
 * Claim extraction benchmark: our extractor against a naive baseline, same sample, same run.
 *
 *   npm run bench:claims -- [--verbose]
 *
 * Each gold sentence is matched to the predicted sentence that contains its midpoint (the splitter may cut
 * differently from the gold). See README.md in this folder for what is measured.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClaimArticle, extractClaims } from '../../server/src/intelligence/claims/extract-claims';
import { splitSentences } from '../../server/src/intelligence/claims/split-sentences';
import type { SemanticModality } from '../../shared/src/contracts/vocabulary';
import type { GoldArticle } from './build-sample';

const CLASSES: SemanticModality[] = ['official_fact', 'reported_claim', 'allegation', 'other'];
const verbose = process.argv.includes('--verbose');
const here = dirname(fileURLToPath(import.meta.url));
const load = (name: string) =>
  readFileSync(join(here, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GoldArticle);
const splits: [string, GoldArticle[]][] = [
  ['dev (sample.jsonl, rules tuned on it)', load('sample')],
  ['held-out (heldout.jsonl, written after rules froze)', load('heldout')],
];

interface Prediction {
  modality: SemanticModality;
  checkWorthy: boolean;
}
type System = (article: ClaimArticle) => { start: number; end: number; prediction: Prediction }[];

const ours =
  (withEntities: boolean): System =>
  (article) => {
    const input = withEntities ? article : { ...article, entities: undefined };
    const { claims, excluded } = extractClaims(input);
    return [
      ...claims.map((c) => ({
        start: c.evidence_references[0]!.start,
        end: c.evidence_references[0]!.end,
        prediction: { modality: c.modality, checkWorthy: true },
      })),
      ...excluded.map((e) => ({
        start: e.start,
        end: e.end,
        prediction: { modality: e.modality, checkWorthy: false },
      })),
    ];
  };

/** The baseline the brief asks for: any sentence with "said" is a reported claim, the rest official facts; all check-worthy. */
const naive: System = (article) =>
  splitSentences(article.text).map((s) => ({
    start: s.start,
    end: s.end,
    prediction: {
      modality: /\bsaid\b/i.test(s.text) ? 'reported_claim' : 'official_fact',
      checkWorthy: true,
    },
  }));

interface Report {
  accuracy: number;
  macroF1: number;
  perClass: Record<SemanticModality, { precision: number; recall: number; f1: number; support: number }>;
  worthy: { precision: number; recall: number; f1: number };
  msPer1000Words: number;
}

function evaluate(articles: GoldArticle[], name: string, system: System): Report {
  const confusion = new Map<string, number>();
  let correct = 0;
  let total = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const article of articles) {
    const predicted = system(article);
    for (const gold of article.sentences) {
      const mid = (gold.start + gold.end) / 2;
      const hit = predicted.find((p) => p.start <= mid && mid < p.end)?.prediction ?? {
        modality: 'other' as const,
        checkWorthy: false,
      };
      total++;
      if (hit.modality === gold.modality) correct++;
      else if (verbose) console.log(`  [${name}] ${gold.modality} -> ${hit.modality}: ${gold.text}`);
      const key = `${gold.modality}>${hit.modality}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      if (hit.checkWorthy && gold.check_worthy) tp++;
      else if (hit.checkWorthy) {
        fp++;
        if (verbose) console.log(`  [${name}] worthy false positive: ${gold.text}`);
      } else if (gold.check_worthy) {
        fn++;
        if (verbose) console.log(`  [${name}] worthy false negative: ${gold.text}`);
      }
    }
  }
  const perClass = {} as Report['perClass'];
  for (const c of CLASSES) {
    const ctp = confusion.get(`${c}>${c}`) ?? 0;
    let predictedC = 0;
    let goldC = 0;
    for (const [key, n] of confusion) {
      const [g, p] = key.split('>');
      if (p === c) predictedC += n;
      if (g === c) goldC += n;
    }
    perClass[c] = { ...prf(ctp, predictedC - ctp, goldC - ctp), support: goldC };
  }
  const macroF1 = CLASSES.reduce((sum, c) => sum + perClass[c].f1, 0) / CLASSES.length;

  const words = articles.reduce((n, a) => n + a.text.split(/\s+/).filter(Boolean).length, 0);
  for (let i = 0; i < 3; i++) for (const a of articles) system(a);
  const rounds = 20;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) for (const a of articles) system(a);
  const ms = (performance.now() - started) / rounds;
  return {
    accuracy: correct / total,
    macroF1,
    perClass,
    worthy: prf(tp, fp, fn),
    msPer1000Words: (ms / words) * 1000,
  };
}

function prf(tp: number, fp: number, fn: number) {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

const f = (n: number) => n.toFixed(3);
const systems: [string, System][] = [
  ['naive baseline', naive],
  ['ours (gold entities)', ours(true)],
  ['ours (no entities)', ours(false)],
];
const today = new Date().toISOString().slice(0, 10);
for (const [label, articles] of splits) {
  const sentenceCount = articles.reduce((n, a) => n + a.sentences.length, 0);
  const wordCount = articles.reduce((n, a) => n + a.text.split(/\s+/).filter(Boolean).length, 0);
  console.log(
    `\n== claims bench ${today}, ${label}: ${articles.length} articles, ${sentenceCount} sentences, ${wordCount} words`,
  );
  const reports = systems.map(([name, system]) => [name, evaluate(articles, name, system)] as const);
  console.log('system                 | mod.acc | macroF1 | worthy P | worthy R | worthy F1 | ms/1k words');
  for (const [name, r] of reports) {
    console.log(
      `${name.padEnd(22)} | ${f(r.accuracy)}   | ${f(r.macroF1)}   | ${f(r.worthy.precision)}    | ${f(r.worthy.recall)}    | ${f(r.worthy.f1)}     | ${r.msPer1000Words.toFixed(3)}`,
    );
  }
  console.log('per-class F1 (support)  | official_fact  | reported_claim | allegation     | other');
  for (const [name, r] of reports) {
    const cells = CLASSES.map((c) => `${f(r.perClass[c].f1)} (${r.perClass[c].support})`.padEnd(14));
    console.log(`${name.padEnd(23)} | ${cells.join(' | ')}`);
  }
}
