/**
 * Story matching in memory: each new article (in stream order) joins the best existing story or starts a
 * new one.
 *
 * - Features: stemmed words (title occurrences weighted up) and entity phrases (given, or capitalised
 *   phrases), TF-IDF with document frequencies updated as articles arrive.
 * - Stories: a bounded centroid (the top `maxCentroidTerms` terms by weight × IDF) in typed arrays over
 *   interned term ids, plus the story's time window.
 * - Candidates come from an inverted index holding each story under its top `indexTermsPerStory` terms.
 *   The article's strongest `queryTerms` terms are looked up, each posting list walked newest-first for at
 *   most `postingsPerTerm` live entries, and only the `maxCandidates` best-overlapping stories are scored:
 *   the work per article is bounded whatever the number of stories.
 * - Decision: a logistic model over cosine, entity cosine, the time gap to the story's window and story
 *   size (match-model.ts) gives a calibrated probability; at or above `threshold` the article joins.
 */
import {
  DEFAULT_MATCH_MODEL,
  DEFAULT_THRESHOLD,
  gapDays,
  type MatchEvidence,
  type MatchModel,
  matchProbability,
} from './match-model';
import type { MatcherSnapshot, StoryProfile } from './matcher-store';
import {
  type ArticleFeatures,
  articleFeatures,
  DEFAULT_FEATURE_WEIGHTS,
  ENTITY_PREFIX,
  type FeatureWeights,
  type MatchArticle,
  stringSlot,
  toEpochMs,
} from './text-features';

export type { MatchArticle } from './text-features';

export interface MatchDecision {
  /** The story to join, or null: start a new one. */
  story_id: string | null;
  is_new: boolean;
  /** Calibrated probability (0..1) that the article belongs to the best candidate story (0 without one). */
  match_score: number;
  matched_story_title?: string;
  /** Stories scored in full for this article (bounded by `maxCandidates`). */
  candidates_considered: number;
}

export interface CandidateExplanation {
  story_id: string;
  title: string;
  probability: number;
  evidence: MatchEvidence;
}

export interface StoryMatcherOptions {
  /** Calibrated probability at or above which an article joins a story. Default 0.5. */
  threshold?: number;
  model?: MatchModel;
  weights?: FeatureWeights;
  /** Terms kept per story centroid. Default 64. */
  maxCentroidTerms?: number;
  /** Terms a story is filed under in the inverted index. Default 16. */
  indexTermsPerStory?: number;
  /** Article terms looked up in the index. Default 12. */
  queryTerms?: number;
  /** Live postings walked per looked-up term, newest first. Default 96. */
  postingsPerTerm?: number;
  /** Stories scored in full per article. Default 48. */
  maxCandidates?: number;
  /** Stories whose time window is further than this from the article are not candidates. Default 60. */
  maxGapDays?: number;
  /** Called with the story's new profile after every `add` (a write-through persistence hook). */
  onProfileChange?: (profile: StoryProfile) => void;
}

export interface StoryMatcher {
  /** Decides where an article goes; does not change the matcher. */
  match(article: MatchArticle): MatchDecision;
  /** Adds an article to a story (created when the id is new) and updates IDF and the index. */
  add(storyId: string, article: MatchArticle): void;
  /** `match`, then `add` to the chosen story or to a new one named by `newStoryId()`. */
  ingest(article: MatchArticle, newStoryId: () => string): MatchDecision & { story_id: string };
  /** The best candidates with their evidence, most probable first (for calibration and debugging). */
  explain(article: MatchArticle, limit?: number): CandidateExplanation[];
  removeStory(storyId: string): boolean;
  profile(storyId: string): StoryProfile | undefined;
  snapshot(): MatcherSnapshot;
  /** Replaces the matcher's whole state with a snapshot's. */
  restore(snapshot: MatcherSnapshot): void;
  readonly size: number;
  readonly documents: number;
}

/** The bounds that keep the work per article constant however many stories there are. */
export const DEFAULT_MATCHER_LIMITS = {
  maxCentroidTerms: 64,
  indexTermsPerStory: 16,
  queryTerms: 12,
  postingsPerTerm: 96,
  maxCandidates: 48,
  maxGapDays: 60,
};

type TypedArray = Float64Array | Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

function grown<T extends TypedArray>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array as never);
  return next;
}

/**
 * Indices of the `count` largest values, largest first, ties in index order: the first `count` of a
 * stable sort by value, descending. A numeric typed-array sort finds the cut-off, so only the kept ones
 * go through a comparator (most callers keep a fraction: 64 centroid terms of ~250, 24 query terms of ~200).
 */
export function heaviestFirst(values: Float64Array, count: number): number[] {
  const n = values.length;
  const take = Math.min(count, n);
  const out: number[] = [];
  if (take <= 0) return out;
  if (take < n) {
    const sorted = values.slice().sort();
    const cut = sorted[n - take] as number;
    let ties = take;
    for (let i = n - 1; i >= 0 && (sorted[i] as number) > cut; i--) ties--;
    for (let i = 0; i < n; i++) {
      const v = values[i] as number;
      if (v > cut) out.push(i);
      else if (v === cut && ties > 0) {
        out.push(i);
        ties--;
      }
    }
  } else {
    for (let i = 0; i < n; i++) out.push(i);
  }
  return out.sort((a, b) => (values[b] as number) - (values[a] as number));
}

export function createStoryMatcher(options: StoryMatcherOptions = {}): StoryMatcher {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const model = options.model ?? DEFAULT_MATCH_MODEL;
  const weights = options.weights ?? DEFAULT_FEATURE_WEIGHTS;
  const maxCentroidTerms = options.maxCentroidTerms ?? DEFAULT_MATCHER_LIMITS.maxCentroidTerms;
  const indexTermsPerStory = options.indexTermsPerStory ?? DEFAULT_MATCHER_LIMITS.indexTermsPerStory;
  const queryTermCount = options.queryTerms ?? DEFAULT_MATCHER_LIMITS.queryTerms;
  const postingsPerTerm = options.postingsPerTerm ?? DEFAULT_MATCHER_LIMITS.postingsPerTerm;
  const maxCandidates = options.maxCandidates ?? DEFAULT_MATCHER_LIMITS.maxCandidates;
  const maxGapDays = options.maxGapDays ?? DEFAULT_MATCHER_LIMITS.maxGapDays;
  const onProfileChange = options.onProfileChange;

  // Terms, interned.
  let termIds = new Map<string, number>();
  let termStrings: string[] = [];
  let df = new Int32Array(1024);
  // What scoring reads per term, side by side so one cache line serves both (at 100k stories the term
  // arrays are far larger than the CPU caches, and scoring reads ~3,000 random terms an article):
  // [2·term] = ln(df + 1), kept with df so IDF needs no logarithm per use; [2·term + 1] = scratch (the
  // query vector, the centroid merge), always reset to 0 after use.
  let termHot = new Float64Array(2 * 1024);
  let isEntity = new Uint8Array(1024);
  // The inverted index: per term a doubly linked list of cells, most recently filed first, in shared
  // typed arrays (cell 0 = none). A cell is 32 bytes, read in one cache line while walking: [4·cell] =
  // story slot, [4·cell + 1] = next cell, [4·cell + 2, + 3] = the story's [first, last] window when filed,
  // so stories outside the time window are skipped without touching them. A story's window only changes
  // when an article is added, which refiles it; a story is also unlinked when removed, so every posting
  // walked is live and its window current.
  let head = new Int32Array(1024);
  let cellData = new Float64Array(4 * 1024);
  let cellPrev = new Int32Array(1024);
  let cellCount = 1;
  let freeCell = 0;
  let documents = 0;
  let logDocuments = 0;
  let clock: number | undefined;

  // Stories, by slot.
  let slotOf = new Map<string, number>();
  let storyIds: (string | undefined)[] = [];
  let titles: string[] = [];
  let docCount = new Int32Array(256);
  let firstAt = new Float64Array(256);
  let lastAt = new Float64Array(256);
  /** Order of the stories' latest updates (for snapshots, least recent first). */
  let seqOf = new Int32Array(256);
  /** The index cell of each of a story's filed terms, `indexTermsPerStory` per slot. */
  let storyCells = new Int32Array(256 * indexTermsPerStory);
  // Centroids in two pooled arrays, `maxCentroidTerms` entries per slot (no object per story), heaviest
  // (by weight × IDF) first; a story is filed in the index under its first `indexedLength` terms.
  const stride = maxCentroidTerms;
  let poolTerms = new Uint32Array(256 * stride);
  let poolWeights = new Float32Array(256 * stride);
  /** 1 where the centroid term is an entity (read in sequence while scoring, not per term). */
  let poolEntity = new Uint8Array(256 * stride);
  let centroidLength = new Uint16Array(256);
  let indexedLength = new Uint16Array(256);
  let freeSlots: number[] = [];
  let nextSeq = 1;
  // Candidate accumulation scratch, per slot.
  let overlap = new Float64Array(256);

  // inverseDocumentFrequency(documents, df) = ln((documents + 1) / (df + 1)) + 1, from cached logarithms.
  const idf = (term: number) => logDocuments - (termHot[2 * term] as number) + 1;
  const setDocuments = (n: number) => {
    documents = n;
    logDocuments = Math.log(n + 1);
  };
  const setDf = (term: number, n: number) => {
    df[term] = n;
    termHot[2 * term] = Math.log(n + 1);
  };

  // A direct-mapped cache in front of `termIds`: at 100k stories the dictionary holds hundreds of
  // thousands of terms and a lookup there costs several memory reads, while most terms of an article are
  // frequent ones (three in four in the speed benchmark hit this cache).
  const INTERN_SLOTS = 8192;
  let internTerms = new Array<string>(INTERN_SLOTS).fill('');
  let internIds = new Int32Array(INTERN_SLOTS);

  function intern(term: string): number {
    const slot = stringSlot(term, INTERN_SLOTS);
    if (internTerms[slot] === term) return internIds[slot] as number;
    let id = termIds.get(term);
    if (id === undefined) {
      id = termStrings.length;
      termStrings.push(term);
      termIds.set(term, id);
      df = grown(df, id + 1);
      termHot = grown(termHot, 2 * (id + 1));
      isEntity = grown(isEntity, id + 1);
      head = grown(head, id + 1);
      if (term.startsWith(ENTITY_PREFIX)) isEntity[id] = 1;
    }
    internTerms[slot] = term;
    internIds[slot] = id;
    return id;
  }

  function allocateSlot(storyId: string): number {
    const slot = freeSlots.pop() ?? storyIds.length;
    if (slot === storyIds.length) {
      storyIds.push(undefined);
      titles.push('');
      poolTerms = grown(poolTerms, (slot + 1) * stride);
      poolWeights = grown(poolWeights, (slot + 1) * stride);
      poolEntity = grown(poolEntity, (slot + 1) * stride);
      centroidLength = grown(centroidLength, slot + 1);
      indexedLength = grown(indexedLength, slot + 1);
      docCount = grown(docCount, slot + 1);
      firstAt = grown(firstAt, slot + 1);
      lastAt = grown(lastAt, slot + 1);
      seqOf = grown(seqOf, slot + 1);
      storyCells = grown(storyCells, (slot + 1) * indexTermsPerStory);
      overlap = grown(overlap, slot + 1);
    }
    storyIds[slot] = storyId;
    slotOf.set(storyId, slot);
    return slot;
  }

  interface Vectorised {
    article: MatchArticle;
    features: ArticleFeatures;
    /** Interned id of each feature key. */
    ids: number[];
  }
  // `match` then `add` on the same article object vectorises it once.
  let cached: Vectorised | undefined;
  function featuresOf(article: MatchArticle): Vectorised {
    if (cached?.article === article) return cached;
    const features = articleFeatures(article, weights);
    cached = { article, features, ids: features.keys.map(intern) };
    return cached;
  }

  const timeOf = (article: MatchArticle) => toEpochMs(article.published_at) ?? clock ?? Date.now();

  /** Takes a story out of the index. */
  function unfile(slot: number): void {
    const base = slot * stride;
    const cells = slot * indexTermsPerStory;
    for (let i = 0; i < (indexedLength[slot] as number); i++) {
      const cell = storyCells[cells + i] as number;
      const prev = cellPrev[cell] as number;
      const next = cellData[4 * cell + 1] as number;
      if (prev) cellData[4 * prev + 1] = next;
      else head[poolTerms[base + i] as number] = next;
      if (next) cellPrev[next] = prev;
      cellData[4 * cell + 1] = freeCell;
      freeCell = cell;
    }
    indexedLength[slot] = 0;
  }

  /** Files a story under its first `count` centroid terms, at the front of each term's list. */
  function file(slot: number, count: number): void {
    seqOf[slot] = nextSeq++;
    indexedLength[slot] = count;
    const base = slot * stride;
    const cells = slot * indexTermsPerStory;
    for (let i = 0; i < count; i++) {
      let cell = freeCell;
      if (cell) freeCell = cellData[4 * cell + 1] as number;
      else {
        cell = cellCount++;
        cellData = grown(cellData, 4 * cellCount);
        cellPrev = grown(cellPrev, cellCount);
      }
      const term = poolTerms[base + i] as number;
      const first = head[term] as number;
      cellData[4 * cell] = slot;
      cellData[4 * cell + 1] = first;
      cellData[4 * cell + 2] = firstAt[slot] as number;
      cellData[4 * cell + 3] = lastAt[slot] as number;
      cellPrev[cell] = 0;
      if (first) cellPrev[first] = cell;
      head[term] = cell;
      storyCells[cells + i] = cell;
    }
  }

  /** Sets a slot's centroid from (term, weight) pairs: keeps the top terms by weight × IDF. */
  function setCentroid(slot: number, terms: number[], termWeights: number[]): void {
    unfile(slot);
    const rank = new Float64Array(terms.length);
    for (let i = 0; i < terms.length; i++) rank[i] = (termWeights[i] as number) * idf(terms[i] as number);
    const order = heaviestFirst(rank, stride);
    const kept = order.length;
    const base = slot * stride;
    for (let i = 0; i < kept; i++) {
      const k = order[i] as number;
      poolTerms[base + i] = terms[k] as number;
      poolWeights[base + i] = termWeights[k] as number;
      poolEntity[base + i] = isEntity[terms[k] as number] as number;
    }
    centroidLength[slot] = kept;
    file(slot, Math.min(kept, indexTermsPerStory));
  }

  function profileOf(slot: number): StoryProfile {
    const base = slot * stride;
    const terms: StoryProfile['terms'] = [];
    for (let i = 0; i < (centroidLength[slot] as number); i++) {
      terms.push({
        term: termStrings[poolTerms[base + i] as number] as string,
        weight: poolWeights[base + i] as number,
      });
    }
    return {
      id: storyIds[slot] as string,
      title: titles[slot] ?? '',
      doc_count: docCount[slot] ?? 0,
      first_at: new Date(firstAt[slot] ?? 0).toISOString(),
      last_at: new Date(lastAt[slot] ?? 0).toISOString(),
      terms,
      index_terms: terms.slice(0, indexedLength[slot]).map((t) => t.term),
    };
  }

  interface Scored {
    slot: number;
    probability: number;
    evidence: MatchEvidence;
  }

  /** The `maxCandidates` touched slots with the most query-term overlap (ties: first touched). */
  function strongest(touched: number[]): number[] {
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

  /** Scores the bounded candidate set of an article; returns them unsorted. */
  function scoreCandidates(article: MatchArticle): Scored[] {
    const { features, ids: known } = featuresOf(article);
    const t = timeOf(article);
    // Query vector (terms never seen in an added article only add to the norm: novel words mean less
    // similar).
    const knownWeights: number[] = [];
    let qNorm2 = 0;
    let qEntityNorm2 = 0;
    for (let i = 0; i < known.length; i++) {
      const id = known[i] as number;
      const w = (features.weights[i] as number) * idf(id);
      qNorm2 += w * w;
      if (isEntity[id]) qEntityNorm2 += w * w;
      knownWeights.push(w);
    }
    if (known.length === 0 || qNorm2 === 0) return [];
    for (let i = 0; i < known.length; i++) termHot[2 * (known[i] as number) + 1] = knownWeights[i] as number;

    // Candidate retrieval: the strongest query terms, newest postings first, bounded walks.
    // Terms without postings are skipped, so the strongest 2 × `queryTerms` are ordered first and all of
    // them only when that is not enough.
    const queryWeights = Float64Array.from(knownWeights);
    let order = heaviestFirst(queryWeights, 2 * queryTermCount);
    const touched: number[] = [];
    for (let q = 0, used = 0; q < known.length && used < queryTermCount; q++) {
      if (q === order.length) order = heaviestFirst(queryWeights, known.length);
      const k = order[q] as number;
      let cell = head[known[k] as number] as number;
      if (!cell) continue;
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
    const candidates = touched.length > maxCandidates ? strongest(touched) : touched;
    for (const slot of touched) overlap[slot] = 0;

    const qNorm = Math.sqrt(qNorm2);
    const qEntityNorm = Math.sqrt(qEntityNorm2);
    const scored: Scored[] = [];
    for (const slot of candidates) {
      const base = slot * stride;
      const end = base + (centroidLength[slot] as number);
      let dot = 0;
      let entityDot = 0;
      let cNorm2 = 0;
      let cEntityNorm2 = 0;
      for (let i = base; i < end; i++) {
        const term = poolTerms[i] as number;
        const w = (poolWeights[i] as number) * idf(term);
        cNorm2 += w * w;
        const q = termHot[2 * term + 1] as number;
        if (poolEntity[i]) {
          cEntityNorm2 += w * w;
          entityDot += q * w;
        }
        dot += q * w;
      }
      const evidence: MatchEvidence = {
        cosine: cNorm2 > 0 ? dot / (qNorm * Math.sqrt(cNorm2)) : 0,
        entity: cEntityNorm2 > 0 && qEntityNorm > 0 ? entityDot / (qEntityNorm * Math.sqrt(cEntityNorm2)) : 0,
        gap_days: gapDays(t, firstAt[slot] as number, lastAt[slot] as number),
        story_size: docCount[slot] as number,
      };
      scored.push({ slot, probability: matchProbability(model, evidence), evidence });
    }
    for (const id of known) termHot[2 * id + 1] = 0;
    return scored;
  }

  function match(article: MatchArticle): MatchDecision {
    const scored = scoreCandidates(article);
    let best: Scored | undefined;
    for (const s of scored) if (!best || s.probability > best.probability) best = s;
    if (!best) return { story_id: null, is_new: true, match_score: 0, candidates_considered: 0 };
    const joins = best.probability >= threshold;
    return {
      story_id: joins ? (storyIds[best.slot] as string) : null,
      is_new: !joins,
      match_score: best.probability,
      matched_story_title: titles[best.slot],
      candidates_considered: scored.length,
    };
  }

  function add(storyId: string, article: MatchArticle): void {
    const { features, ids } = featuresOf(article);
    const t = timeOf(article);
    setDocuments(documents + 1);
    for (const id of ids) setDf(id, (df[id] as number) + 1);
    clock = clock === undefined ? t : Math.max(clock, t);

    const existing = slotOf.get(storyId);
    const slot = existing ?? allocateSlot(storyId);
    // Merge the centroid and the article in the per-term scratch.
    const merged: number[] = [];
    const accumulate = (term: number, w: number) => {
      if (termHot[2 * term + 1] === 0) merged.push(term);
      termHot[2 * term + 1] = (termHot[2 * term + 1] as number) + w;
    };
    if (existing !== undefined) {
      const base = slot * stride;
      const end = base + (centroidLength[slot] as number);
      for (let i = base; i < end; i++) accumulate(poolTerms[i] as number, poolWeights[i] as number);
      docCount[slot] = (docCount[slot] as number) + 1;
      firstAt[slot] = Math.min(firstAt[slot] as number, t);
      lastAt[slot] = Math.max(lastAt[slot] as number, t);
    } else {
      titles[slot] = article.title ?? '';
      docCount[slot] = 1;
      firstAt[slot] = t;
      lastAt[slot] = t;
    }
    for (let i = 0; i < ids.length; i++) accumulate(ids[i] as number, features.weights[i] as number);
    const mergedWeights = merged.map((term) => termHot[2 * term + 1] as number);
    for (const term of merged) termHot[2 * term + 1] = 0;
    setCentroid(slot, merged, mergedWeights);
    onProfileChange?.(profileOf(slot));
  }

  function reset(): void {
    termIds = new Map();
    termStrings = [];
    internTerms = new Array<string>(INTERN_SLOTS).fill('');
    internIds = new Int32Array(INTERN_SLOTS);
    df = new Int32Array(1024);
    termHot = new Float64Array(2 * 1024);
    isEntity = new Uint8Array(1024);
    head = new Int32Array(1024);
    cellData = new Float64Array(4 * 1024);
    cellPrev = new Int32Array(1024);
    cellCount = 1;
    freeCell = 0;
    setDocuments(0);
    clock = undefined;
    slotOf = new Map();
    storyIds = [];
    titles = [];
    docCount = new Int32Array(256);
    firstAt = new Float64Array(256);
    lastAt = new Float64Array(256);
    seqOf = new Int32Array(256);
    storyCells = new Int32Array(256 * indexTermsPerStory);
    poolTerms = new Uint32Array(256 * stride);
    poolWeights = new Float32Array(256 * stride);
    poolEntity = new Uint8Array(256 * stride);
    centroidLength = new Uint16Array(256);
    indexedLength = new Uint16Array(256);
    freeSlots = [];
    nextSeq = 1;
    overlap = new Float64Array(256);
    cached = undefined;
  }

  return {
    match,
    add,
    ingest(article, newStoryId) {
      const decision = match(article);
      const storyId = decision.story_id ?? newStoryId();
      add(storyId, article);
      return { ...decision, story_id: storyId };
    },
    explain(article, limit = 10) {
      return scoreCandidates(article)
        .sort((a, b) => b.probability - a.probability)
        .slice(0, limit)
        .map((s) => ({
          story_id: storyIds[s.slot] as string,
          title: titles[s.slot] ?? '',
          probability: s.probability,
          evidence: s.evidence,
        }));
    },
    removeStory(storyId) {
      const slot = slotOf.get(storyId);
      if (slot === undefined) return false;
      unfile(slot);
      slotOf.delete(storyId);
      storyIds[slot] = undefined;
      titles[slot] = '';
      centroidLength[slot] = 0;
      freeSlots.push(slot);
      return true;
    },
    profile(storyId) {
      const slot = slotOf.get(storyId);
      return slot === undefined ? undefined : profileOf(slot);
    },
    snapshot() {
      const slots = [...slotOf.values()].sort((a, b) => (seqOf[a] as number) - (seqOf[b] as number));
      const dfPairs: [string, number][] = [];
      for (let id = 0; id < termStrings.length; id++) {
        const n = df[id] as number;
        if (n > 0) dfPairs.push([termStrings[id] as string, n]);
      }
      return {
        version: 1,
        documents,
        clock: clock === undefined ? null : new Date(clock).toISOString(),
        df: dfPairs,
        stories: slots.map(profileOf),
      };
    },
    restore(snapshot) {
      if (snapshot.version !== 1) throw new Error(`unsupported matcher snapshot version ${snapshot.version}`);
      reset();
      setDocuments(snapshot.documents);
      clock = snapshot.clock === null ? undefined : Date.parse(snapshot.clock);
      for (const [term, n] of snapshot.df) setDf(intern(term), n);
      for (const story of snapshot.stories) {
        const slot = allocateSlot(story.id);
        titles[slot] = story.title;
        docCount[slot] = story.doc_count;
        firstAt[slot] = Date.parse(story.first_at);
        lastAt[slot] = Date.parse(story.last_at);
        // Profiles keep their order (heaviest first); the index takes this matcher's leading terms.
        const kept = Math.min(story.terms.length, stride);
        const base = slot * stride;
        for (let i = 0; i < kept; i++) {
          const t = story.terms[i] as { term: string; weight: number };
          poolTerms[base + i] = intern(t.term);
          poolWeights[base + i] = t.weight;
          poolEntity[base + i] = isEntity[poolTerms[base + i] as number] as number;
        }
        centroidLength[slot] = kept;
        file(slot, Math.min(kept, indexTermsPerStory));
      }
    },
    get size() {
      return slotOf.size;
    },
    get documents() {
      return documents;
    },
  };
}
