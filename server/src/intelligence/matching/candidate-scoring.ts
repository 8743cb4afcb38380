/**
 * Scoring an article against the stories: the article's TF-IDF query vector, candidate lookup in the
 * inverted index (the strongest query terms, each posting list walked newest-first for a bounded number of
 * live entries, the best-overlapping stories kept), then the cosine and entity cosine to each candidate's
 * centroid, the time gap and story size, and the model's probability.
 */
import { heaviestFirst } from './heaviest-first';
import { gapDays, type MatchEvidence, type MatchModel, matchProbability, partCosine } from './match-model';
import type { MatcherState, Vectorised } from './matcher-state';
import { YEAR_KIND } from './term-table';

export interface ScoredCandidate {
  slot: number;
  probability: number;
  evidence: MatchEvidence;
}

/** Scores the bounded candidate set of an article published at `t`; returns them unsorted. */
export function scoreCandidates(
  state: MatcherState,
  vector: Vectorised,
  t: number,
  model: MatchModel,
): ScoredCandidate[] {
  const { terms } = state;
  const { features, ids: known } = vector;
  // Query vector (terms never seen in an added article only add to the norm: novel words mean less
  // similar).
  const knownWeights: number[] = [];
  let qNorm2 = 0;
  let qNameNorm2 = 0;
  let qNumberNorm2 = 0;
  // The stated year is compared, not looked up or counted in the vectors: weight 0 here, marked 1 below.
  let year = -1;
  for (let i = 0; i < known.length; i++) {
    const id = known[i] as number;
    const kind = terms.isEntity[id] as number;
    if (kind === YEAR_KIND) {
      year = id;
      knownWeights.push(0);
      continue;
    }
    const w = (features.weights[i] as number) * terms.idf(id);
    qNorm2 += w * w;
    if (kind === 1) qNameNorm2 += w * w;
    else if (kind === 2) qNumberNorm2 += w * w;
    knownWeights.push(w);
  }
  if (known.length === 0 || qNorm2 === 0) return [];
  const hot = terms.hot;
  for (let i = 0; i < known.length; i++) hot[2 * (known[i] as number) + 1] = knownWeights[i] as number;
  if (year >= 0) hot[2 * year + 1] = 1;

  const candidates = lookUpCandidates(state, known, knownWeights, t);
  // The title's names and numbers (few): their query weights, and the total of their squares.
  const titleIds: number[] = [];
  const titleWeights: number[] = [];
  let titleNorm2 = 0;
  for (const i of features.titleEntities) {
    titleIds.push(known[i] as number);
    titleWeights.push(knownWeights[i] as number);
    titleNorm2 += (knownWeights[i] as number) ** 2;
  }
  const query = {
    norm: Math.sqrt(qNorm2),
    nameNorm2: qNameNorm2,
    numberNorm2: qNumberNorm2,
    titleIds,
    titleWeights,
    titleNorm2,
    hasYear: year >= 0,
  };
  const scored: ScoredCandidate[] = [];
  for (const slot of candidates) {
    const evidence = evidenceFor(state, slot, query, t);
    scored.push({ slot, probability: matchProbability(model, evidence), evidence });
  }
  for (const id of known) hot[2 * id + 1] = 0;
  return scored;
}

/**
 * Candidate retrieval: the strongest query terms, newest postings first, bounded walks. Terms without
 * postings are skipped, so the strongest 2 × `queryTerms` are ordered first and all of them only when that
 * is not enough.
 */
function lookUpCandidates(state: MatcherState, known: number[], knownWeights: number[], t: number): number[] {
  const { queryTerms, postingsPerTerm, maxCandidates, maxGapDays } = state.limits;
  const { head, cellData } = state.index;
  const overlap = state.stories.overlap;
  const queryWeights = Float64Array.from(knownWeights);
  let order = heaviestFirst(queryWeights, 2 * queryTerms);
  const touched: number[] = [];
  for (let q = 0, used = 0; q < known.length && used < queryTerms; q++) {
    if (q === order.length) order = heaviestFirst(queryWeights, known.length);
    const k = order[q] as number;
    let cell = head[known[k] as number] as number;
    if (!cell || knownWeights[k] === 0) continue;
    used++;
    const w = knownWeights[k] as number;
    for (
      let walked = 0;
      cell && walked < postingsPerTerm;
      cell = cellData[4 * cell + 1] as number, walked++
    ) {
      if (gapDays(t, cellData[4 * cell + 2] as number, cellData[4 * cell + 3] as number) > maxGapDays)
        continue;
      const slot = cellData[4 * cell] as number;
      if (overlap[slot] === 0) touched.push(slot);
      overlap[slot] = (overlap[slot] as number) + w;
    }
  }
  const candidates = touched.length > maxCandidates ? strongest(overlap, touched, maxCandidates) : touched;
  for (const slot of touched) overlap[slot] = 0;
  return candidates;
}

/** The `maxCandidates` touched slots with the most query-term overlap (ties: first touched). */
function strongest(overlap: Float64Array, touched: number[], maxCandidates: number): number[] {
  // A numeric typed-array sort finds the cut-off without a comparator call per pair.
  const values = Float64Array.from(touched, (slot) => overlap[slot] as number).sort();
  const cut = values[values.length - maxCandidates] as number;
  let ties = maxCandidates;
  for (const v of values) if (v > cut) ties--;
  const out: number[] = [];
  for (const slot of touched) {
    const v = overlap[slot] as number;
    if (v > cut) out.push(slot);
    else if (v === cut && ties > 0) {
      out.push(slot);
      ties--;
    }
  }
  return out;
}

/**
 * Cosine, name cosine and number cosine of the query (in the terms' scratch) to a story's centroid, the
 * missing shares, the year conflict, gap and size.
 */
function evidenceFor(
  state: MatcherState,
  slot: number,
  query: {
    norm: number;
    nameNorm2: number;
    numberNorm2: number;
    titleIds: number[];
    titleWeights: number[];
    titleNorm2: number;
    hasYear: boolean;
  },
  t: number,
): MatchEvidence {
  const { terms, stories } = state;
  const { hot, logDocuments } = terms;
  const { terms: poolTerms, weights: poolWeights, entity: poolEntity } = stories;
  const base = slot * stories.stride;
  const end = base + (stories.centroidLength[slot] as number);
  let dot = 0;
  let nameDot = 0;
  let numberDot = 0;
  let cNorm2 = 0;
  let cNameNorm2 = 0;
  let cNumberNorm2 = 0;
  let nameCovered = 0;
  let storyNameMissing = 0;
  let storyYears = 0;
  let storyYearsAgreeing = 0;
  for (let i = base; i < end; i++) {
    const term = poolTerms[i] as number;
    const q = hot[2 * term + 1] as number;
    const kind = poolEntity[i] as number;
    if (kind === YEAR_KIND) {
      storyYears += poolWeights[i] as number;
      if (q !== 0) storyYearsAgreeing += poolWeights[i] as number;
      continue;
    }
    // The IDF of TermTable.idf, inlined in the hottest loop.
    const w = (poolWeights[i] as number) * (logDocuments - (hot[2 * term] as number) + 1);
    cNorm2 += w * w;
    if (kind === 1) {
      cNameNorm2 += w * w;
      nameDot += q * w;
      nameCovered += q * q;
      // Missing evidence counts names only: a follow-up brings new numbers (a higher toll) as a rule.
      if (q === 0) storyNameMissing += w * w;
    } else if (kind === 2) {
      cNumberNorm2 += w * w;
      numberDot += q * w;
    }
    dot += q * w;
  }
  let titleMissing = 0;
  if (query.titleNorm2 > 0) {
    // A few title terms against at most `maxCentroidTerms` centroid terms: a scan is cheaper than a set.
    for (let k = 0; k < query.titleIds.length; k++) {
      const id = query.titleIds[k] as number;
      let found = false;
      for (let i = base; i < end && !found; i++) found = poolTerms[i] === id;
      if (!found) titleMissing += (query.titleWeights[k] as number) ** 2;
    }
    titleMissing /= query.titleNorm2;
  }
  return {
    title_missing: titleMissing,
    cosine: cNorm2 > 0 ? dot / (query.norm * Math.sqrt(cNorm2)) : 0,
    entity: partCosine(nameDot, query.nameNorm2, cNameNorm2),
    number: partCosine(numberDot, query.numberNorm2, cNumberNorm2),
    gap_days: gapDays(t, stories.firstAt[slot] as number, stories.lastAt[slot] as number),
    story_size: stories.docCount[slot] as number,
    story_missing: cNameNorm2 > 0 ? storyNameMissing / cNameNorm2 : 0,
    entity_missing: query.nameNorm2 > 0 ? Math.max(0, 1 - nameCovered / query.nameNorm2) : 0,
    year_conflict: query.hasYear && storyYears > 0 ? 1 - storyYearsAgreeing / storyYears : 0,
  };
}
