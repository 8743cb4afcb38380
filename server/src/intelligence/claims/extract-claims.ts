import type { BuilderModality, EntityType, SemanticModality } from '@cairn/shared/contracts/vocabulary';
/**
 * Offline claim extraction (SPEC §3 Semantic claim, §4 claim modalities; DESIGN §3 evidence pipeline).
 *
 * Every sentence of the article is either a claim or an excluded claim with a reason a reviewer can read.
 * Modality is decided by ordered rules; `signals` lists the rules and features that fired so that
 * `confidence` (how sure the modality is) and `check_worthiness` (how much a fact-checker should care)
 * can be explained. Deterministic, no model, no network.
 *
 * Each sentence is analysed on its own (analyse-sentence.ts: anchors, attribution in find-attribution.ts,
 * modality in classify-modality.ts, who and where in claim-mentions.ts); here near-duplicates are dropped
 * and the most check-worthy claims kept.
 */
import { type Analysis, analyse, articleContext } from './analyse-sentence';
import {
  type ClaimWhen,
  dayOfTheAccount,
  inStatedYear,
  isHourOnly,
  looksAhead,
  statedMonthYears,
} from './resolve-when';
import { similarity } from './sentence-similarity';
import { splitSentences } from './split-sentences';

export interface ArticleEntity {
  name: string;
  type: EntityType;
  start: number;
  end: number;
}

export interface ClaimArticle {
  text: string;
  title?: string | null;
  published_at?: string | null;
  entities?: ArticleEntity[];
}

export interface EvidenceReference {
  quote: string;
  start: number;
  end: number;
}

export interface Claim {
  text: string;
  modality: SemanticModality;
  builder_modality: BuilderModality;
  who: string | null;
  where: string | null;
  when: ClaimWhen;
  evidence_references: EvidenceReference[];
  confidence: number;
  check_worthiness: number;
  /** The rules and features behind `modality`, `confidence` and `check_worthiness`, e.g. `attribution:said`. */
  signals: string[];
}

export type ExclusionReason =
  | 'question'
  | 'too short'
  | 'no verifiable content'
  | 'boilerplate'
  | 'headline'
  | 'duplicate'
  | 'opinion without a factual core'
  | 'lower priority';

/** A sentence that is not a claim, with the reason (not the API's `ExcludedClaim`, which is a stored claim). */
export interface ExcludedSentence {
  text: string;
  reason: ExclusionReason;
  start: number;
  end: number;
  /** The modality the sentence would have had; boilerplate, headlines and questions are still classified. */
  modality: SemanticModality;
}

export interface ClaimExtraction {
  claims: Claim[];
  excluded: ExcludedSentence[];
}

export const MAX_CLAIMS_PER_ARTICLE = 25;
const DUPLICATE_SIMILARITY = 0.6;

export const BUILDER_MODALITY: Record<SemanticModality, BuilderModality> = {
  official_fact: 'observation',
  reported_claim: 'reported_speech',
  allegation: 'allegation',
  other: 'opinion',
};

const OPINION_TITLE = /^(opinion|editorial|comment|analysis|column|op-ed|letters?)\s*[:|–—-]/i;

export function extractClaims(article: ClaimArticle): ClaimExtraction {
  const spans = splitSentences(article.text ?? '');
  const isOpinionPiece = OPINION_TITLE.test(article.title ?? '') || OPINION_TITLE.test(spans[0]?.text ?? '');
  const context = articleContext(article, spans, isOpinionPiece);
  const analyses = spans.map((span, index) => analyse(span, index, context));
  // A day named without its year is in the year the article gave its month (inStatedYear).
  const statedYears = statedMonthYears(`${article.title ?? ''}\n${article.text ?? ''}`);
  for (const a of analyses) a.when = inStatedYear(a.when, statedYears, article.published_at);
  // A bare hour is on the day the account last named, not always the publication day (dayOfTheAccount).
  analyses.forEach((a, index) => {
    if (!isHourOnly(a.when) || looksAhead(a.span.text)) return;
    const day = dayOfTheAccount(
      analyses.slice(0, index).map((earlier) => earlier.when),
      article.published_at,
    );
    if (day) a.when = { ...a.when, date: day };
  });

  const kept: Analysis[] = [];
  const excluded: ExcludedSentence[] = [];
  for (const a of analyses) {
    let reason = a.exclusion;
    if (!reason && kept.some((k) => similarity(k.span.text, a.span.text) >= DUPLICATE_SIMILARITY)) {
      reason = 'duplicate';
    }
    if (reason) excluded.push(toExcluded(a, reason));
    else kept.push(a);
  }

  const ranked = [...kept].sort((x, y) => y.worthiness - x.worthiness || x.span.start - y.span.start);
  const overflow = new Set(ranked.slice(MAX_CLAIMS_PER_ARTICLE));
  const claims: Claim[] = [];
  for (const a of kept) {
    if (overflow.has(a)) excluded.push(toExcluded(a, 'lower priority'));
    else claims.push(toClaim(a));
  }
  excluded.sort((x, y) => x.start - y.start);
  return { claims, excluded };
}

function toClaim(a: Analysis): Claim {
  return {
    text: a.span.text,
    modality: a.modality,
    builder_modality: BUILDER_MODALITY[a.modality],
    who: a.who,
    where: a.where,
    when: a.when,
    evidence_references: [{ quote: a.span.text, start: a.span.start, end: a.span.end }],
    confidence: a.confidence,
    check_worthiness: a.worthiness,
    signals: a.signals,
  };
}

function toExcluded(a: Analysis, reason: ExclusionReason): ExcludedSentence {
  return { text: a.span.text, reason, start: a.span.start, end: a.span.end, modality: a.modality };
}
