/**
 * The same matching as `createStoryMatcher`, over a `MatcherStore` instead of in-process memory: every
 * decision reads the candidate profiles and document frequencies it needs from the store, and every add
 * writes the story's new profile back. This is the shape for several API/worker processes sharing one
 * PostgreSQL; the in-memory engine is the fast path for batch work (CLI, benchmarks) and tests.
 *
 * Concurrency is the store's business: two processes adding to the same story at once must be
 * serialised there (e.g. `SELECT … FOR UPDATE` on the profile inside the transaction that saves it).
 */
import {
  DAY_MS,
  DEFAULT_MATCH_MODEL,
  gapDays,
  inverseDocumentFrequency,
  joinThreshold,
  type MatchEvidence,
  matchProbability,
  partCosine,
} from './match-model';
import type { CorpusStats, MatcherStore, StoryProfile, WeightedTerm } from './matcher-store';
import {
  DEFAULT_MATCHER_LIMITS,
  type MatchDecision,
  type StoryMatcherOptions,
  thresholdsOf,
} from './story-matcher';
import {
  type ArticleFeatures,
  articleFeatures,
  DEFAULT_FEATURE_WEIGHTS,
  ENTITY_PREFIX,
  isNumberKey,
  isYearKey,
  MAX_STORY_YEARS,
  type MatchArticle,
  toEpochMs,
} from './text-features';

export interface StoredStoryMatcherOptions extends Omit<StoryMatcherOptions, 'onProfileChange'> {
  /** The time of an article without `published_at`. Default: now. */
  now?: () => number;
}

export interface StoredStoryMatcher {
  match(article: MatchArticle): Promise<MatchDecision>;
  /** Adds the article to the story (created when new), records its terms for IDF, saves the profile. */
  add(storyId: string, article: MatchArticle): Promise<StoryProfile>;
  ingest(article: MatchArticle, newStoryId: () => string): Promise<MatchDecision & { story_id: string }>;
}

export function createStoredStoryMatcher(
  store: MatcherStore,
  options: StoredStoryMatcherOptions = {},
): StoredStoryMatcher {
  const { threshold, youngThreshold } = thresholdsOf(options);
  const model = options.model ?? DEFAULT_MATCH_MODEL;
  const weights = options.weights ?? DEFAULT_FEATURE_WEIGHTS;
  const limits = { ...DEFAULT_MATCHER_LIMITS, ...definedLimits(options) };
  const now = options.now ?? Date.now;

  const timeOf = (article: MatchArticle) => toEpochMs(article.published_at) ?? now();
  const idfOf = (stats: CorpusStats, term: string) =>
    inverseDocumentFrequency(stats.documents, stats.df.get(term) ?? 0);

  async function match(article: MatchArticle): Promise<MatchDecision> {
    const features = articleFeatures(article, weights);
    const t = timeOf(article);
    const stats = await store.loadStats(features.keys);
    const query = new Map<string, number>();
    let qNorm2 = 0;
    let qNameNorm2 = 0;
    let qNumberNorm2 = 0;
    // The stated year is compared, never part of the vectors (as in candidate-scoring.ts).
    let yearKey: string | undefined;
    for (let i = 0; i < features.keys.length; i++) {
      const key = features.keys[i] as string;
      if (isYearKey(key)) {
        yearKey = key;
        continue;
      }
      const w = (features.weights[i] as number) * idfOf(stats, key);
      query.set(key, w);
      qNorm2 += w * w;
      if (isNumberKey(key)) qNumberNorm2 += w * w;
      else if (key.startsWith(ENTITY_PREFIX)) qNameNorm2 += w * w;
    }
    const none: MatchDecision = { story_id: null, is_new: true, match_score: 0, candidates_considered: 0 };
    if (qNorm2 === 0) return none;
    const lookup: WeightedTerm[] = [...query]
      .filter(([term]) => (stats.df.get(term) ?? 0) > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([term, weight]) => ({ term, weight }));
    const candidates = await store.loadCandidates({
      terms: lookup,
      maxTerms: limits.queryTerms,
      perTerm: limits.postingsPerTerm,
      limit: limits.maxCandidates,
      notBefore: new Date(t - limits.maxGapDays * DAY_MS).toISOString(),
      notAfter: new Date(t + limits.maxGapDays * DAY_MS).toISOString(),
    });
    if (candidates.length === 0) return none;
    const centroidStats = await store.loadStats([
      ...new Set(candidates.flatMap((c) => c.terms.map((x) => x.term)).filter((term) => !stats.df.has(term))),
    ]);
    for (const [term, n] of centroidStats.df) stats.df.set(term, n);

    const qNorm = Math.sqrt(qNorm2);
    let best: { profile: StoryProfile; probability: number } | undefined;
    for (const profile of candidates) {
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
      for (const { term, weight } of profile.terms) {
        if (isYearKey(term)) {
          storyYears += weight;
          if (term === yearKey) storyYearsAgreeing += weight;
          continue;
        }
        const w = weight * idfOf(stats, term);
        const q = query.get(term) ?? 0;
        cNorm2 += w * w;
        dot += q * w;
        if (isNumberKey(term)) {
          cNumberNorm2 += w * w;
          numberDot += q * w;
        } else if (term.startsWith(ENTITY_PREFIX)) {
          cNameNorm2 += w * w;
          nameDot += q * w;
          nameCovered += q * q;
          if (q === 0) storyNameMissing += w * w;
        }
      }
      const evidence: MatchEvidence = {
        cosine: cNorm2 > 0 ? dot / (qNorm * Math.sqrt(cNorm2)) : 0,
        entity: partCosine(nameDot, qNameNorm2, cNameNorm2),
        number: partCosine(numberDot, qNumberNorm2, cNumberNorm2),
        gap_days: gapDays(t, Date.parse(profile.first_at), Date.parse(profile.last_at)),
        story_size: profile.doc_count,
        title_missing: titleMissingOf(features, query, profile),
        story_missing: cNameNorm2 > 0 ? storyNameMissing / cNameNorm2 : 0,
        entity_missing: qNameNorm2 > 0 ? Math.max(0, 1 - nameCovered / qNameNorm2) : 0,
        year_conflict: yearKey && storyYears > 0 ? 1 - storyYearsAgreeing / storyYears : 0,
      };
      const probability = matchProbability(model, evidence);
      if (!best || probability > best.probability) best = { profile, probability };
    }
    if (!best) return none;
    const joins = best.probability >= joinThreshold(best.profile.doc_count, threshold, youngThreshold);
    return {
      story_id: joins ? best.profile.id : null,
      is_new: !joins,
      match_score: best.probability,
      matched_story_title: best.profile.title,
      candidates_considered: candidates.length,
    };
  }

  async function add(storyId: string, article: MatchArticle): Promise<StoryProfile> {
    const features = articleFeatures(article, weights);
    const t = timeOf(article);
    await store.recordDocument(features.keys);
    const existing = await store.loadProfile(storyId);
    const merged = new Map<string, number>();
    for (const { term, weight } of existing?.terms ?? []) merged.set(term, weight);
    for (let i = 0; i < features.keys.length; i++) {
      const key = features.keys[i] as string;
      merged.set(key, (merged.get(key) ?? 0) + (features.weights[i] as number));
    }
    const stats = await store.loadStats([...merged.keys()]);
    // Stated years go last and are never indexed (as in story-update.ts).
    const years = [...merged]
      .filter(([term]) => isYearKey(term))
      .map(([term, weight]) => ({ term, weight }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, Math.min(MAX_STORY_YEARS, limits.maxCentroidTerms));
    const ranked = [...merged]
      .filter(([term]) => !isYearKey(term))
      .map(([term, weight]) => ({ term, weight, rank: weight * idfOf(stats, term) }))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limits.maxCentroidTerms - years.length);
    const indexed = ranked.slice(0, limits.indexTermsPerStory).map((x) => x.term);
    const terms = [...ranked, ...years].map(({ term, weight }) => ({ term, weight: Math.fround(weight) }));
    const profile: StoryProfile = {
      id: storyId,
      title: existing?.title ?? article.title ?? '',
      doc_count: (existing?.doc_count ?? 0) + 1,
      first_at: new Date(Math.min(t, existing ? Date.parse(existing.first_at) : t)).toISOString(),
      last_at: new Date(Math.max(t, existing ? Date.parse(existing.last_at) : t)).toISOString(),
      terms,
      index_terms: indexed,
    };
    await store.saveProfile(profile);
    return profile;
  }

  return {
    match,
    add,
    async ingest(article, newStoryId) {
      const decision = await match(article);
      const storyId = decision.story_id ?? newStoryId();
      await add(storyId, article);
      return { ...decision, story_id: storyId };
    },
  };
}

function definedLimits(options: StoryMatcherOptions): Partial<typeof DEFAULT_MATCHER_LIMITS> {
  const out: Partial<typeof DEFAULT_MATCHER_LIMITS> = {};
  for (const key of Object.keys(DEFAULT_MATCHER_LIMITS) as (keyof typeof DEFAULT_MATCHER_LIMITS)[]) {
    const value = options[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Share of the title's entity mass (names and numbers in the title) absent from the story's terms. */
function titleMissingOf(
  features: ArticleFeatures,
  query: Map<string, number>,
  profile: StoryProfile,
): number {
  let total = 0;
  let missing = 0;
  for (const i of features.titleEntities) {
    const key = features.keys[i] as string;
    const w = query.get(key) ?? 0;
    total += w * w;
    if (!profile.terms.some((t) => t.term === key)) missing += w * w;
  }
  return total > 0 ? missing / total : 0;
}
