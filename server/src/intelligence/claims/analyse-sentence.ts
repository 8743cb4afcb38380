import type { SemanticModality } from '@cairn/shared/contracts/vocabulary';
// One sentence analysed: its anchors (figures, dates, entities, a source), who said it and where it
// happens, its modality (classify-modality.ts), the reason it is not a claim if any, and how much a
// fact-checker should care about it (check-worthiness).
import { findMentions, findWhere, type Mention, subjectEntity } from './claim-mentions';
import { type Anchors, classifyModality, HEDGE, isBoilerplate, isQuestion } from './classify-modality';
import type { ClaimArticle, ExclusionReason } from './extract-claims';
import { findAttribution } from './find-attribution';
import { type ClaimWhen, namesATime, resolveWhen } from './resolve-when';
import type { SentenceSpan } from './split-sentences';

const MIN_WORDS = 4;
const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|half|quarter|thirds?)\b/i;
const OFFICIAL_ACTION =
  /\b(arrested|charged|jailed|sentenced|convicted|fined|approved|voted|ruled|banned|closed|opened|killed|injured|died|evacuated|issued|elected|sacked|resigned|won|raised|cut|recorded)\b/i;
/** Cues that make a sentence evaluative in itself; an op-ed context or a hedge alone does not. */
const STRONG_OPINION = new Set(
  ['first-person', 'normative', 'evaluative', 'exclamative', 'imperative'].map((cue) => `opinion:${cue}`),
);

export interface Analysis {
  span: SentenceSpan;
  modality: SemanticModality;
  confidence: number;
  signals: string[];
  who: string | null;
  where: string | null;
  when: ClaimWhen;
  anchors: Anchors;
  exclusion: ExclusionReason | null;
  worthiness: number;
}

/** What every sentence of an article is analysed against. */
export interface ArticleContext {
  article: ClaimArticle;
  text: string;
  spans: SentenceSpan[];
  mentions: Mention[];
  isOpinionPiece: boolean;
  /** The article's title, normalised. */
  title: string;
}

export function articleContext(
  article: ClaimArticle,
  spans: SentenceSpan[],
  isOpinionPiece: boolean,
): ArticleContext {
  const text = article.text ?? '';
  return {
    article,
    text,
    spans,
    mentions: findMentions(text, article.entities),
    isOpinionPiece,
    title: normalise(article.title ?? ''),
  };
}

export function analyse(span: SentenceSpan, index: number, context: ArticleContext): Analysis {
  const { article, spans, mentions, isOpinionPiece } = context;
  // ('"…as soon as possible,'' said Lt. Gregg Hastings': wire copy and ECB+ close a quotation with two
  // apostrophes. Read as a closing quote mark; same length, so mention offsets still hold.)
  const sentence = span.text.replace(/(?<=\S)''(?=[\s,.;:!?]|$)/g, '” ');
  const signals: string[] = [];
  const inside = mentions.filter((m) => m.start >= span.start && m.end <= span.end);
  const when = resolveWhen(sentence, article.published_at);
  const unquoted = maskQuotes(sentence);
  const hasNumber = /\d/.test(sentence) || NUMBER_WORDS.test(sentence);
  const attribution = findAttribution(sentence, unquoted, span, mentions, context.text);
  const who = attribution?.who ?? subjectEntity(inside, span);

  const anchors: Anchors = {
    number: hasNumber,
    // (A date that names a crime the sentence reports a later step of is still an anchor: namesATime.)
    date: when.text !== null || namesATime(sentence),
    entities: new Set(inside.map((m) => m.name)).size,
    source: attribution?.who != null,
  };
  if (anchors.number) signals.push('number');
  if (anchors.date) signals.push('date');
  if (anchors.entities > 0) signals.push(`entities:${anchors.entities}`);

  const boilerplate = isBoilerplate(sentence, isOpinionPiece, index === spans.length - 1);
  const { modality, confidence } = classifyModality(
    { sentence, unquoted, attribution, anchors, boilerplate, isOpinionPiece },
    signals,
  );
  const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

  return {
    span,
    modality,
    confidence: round(clamp(confidence)),
    signals,
    who,
    where: findWhere(span, index, spans, mentions, article.entities !== undefined),
    when,
    anchors,
    exclusion: exclusionOf(span, index, context, { boilerplate, modality, anchors, signals, words }),
    worthiness: round(clamp(worthinessOf(sentence, unquoted, modality, anchors, words))),
  };
}

/** Why the sentence is not a claim, or null when it is one. */
function exclusionOf(
  span: SentenceSpan,
  index: number,
  context: ArticleContext,
  sentence: {
    boilerplate: boolean;
    modality: SemanticModality;
    anchors: Anchors;
    signals: string[];
    words: number;
  },
): ExclusionReason | null {
  const { boilerplate, modality, anchors, signals, words } = sentence;
  const purelyEvaluative = modality === 'other' && !anchors.number && !anchors.date && !anchors.source;
  if (boilerplate) return 'boilerplate';
  if (isHeadline(span, context.text, context.title, index)) return 'headline';
  if (isQuestion(span.text)) return 'question';
  if (words < MIN_WORDS) return 'too short';
  if (purelyEvaluative && signals.some((s) => STRONG_OPINION.has(s))) return 'opinion without a factual core';
  if (!anchors.number && !anchors.date && anchors.entities === 0 && !anchors.source) {
    return 'no verifiable content';
  }
  return null;
}

/** Check-worthiness before clamping: anchors, allegations and official actions up; opinion and hedges down. */
function worthinessOf(
  sentence: string,
  unquoted: string,
  modality: SemanticModality,
  anchors: Anchors,
  words: number,
): number {
  let worthiness = 0.2;
  if (anchors.number) worthiness += 0.2;
  if (anchors.date) worthiness += 0.15;
  worthiness += Math.min(0.2, 0.1 * anchors.entities);
  if (anchors.source) worthiness += 0.1;
  if (modality === 'allegation') worthiness += 0.1;
  if (OFFICIAL_ACTION.test(sentence)) worthiness += 0.05;
  if (modality === 'other') worthiness -= 0.25;
  if (HEDGE.test(unquoted)) worthiness -= 0.1;
  if (words < 6 || words > 60) worthiness -= 0.1;
  return worthiness;
}

function isHeadline(span: SentenceSpan, text: string, title: string, index: number): boolean {
  if (title !== '' && normalise(span.text) === title) return true;
  const lineStart = span.start === 0 || text[span.start - 1] === '\n';
  const lineEnd = span.end === text.length || text[span.end] === '\n' || text[span.end] === '\r';
  if (!lineStart || !lineEnd || /[.!?]["”’)]*$/.test(span.text) || span.end >= text.length) return false;
  // The first line, or a heading further down: a pasted page keeps its subheadings as lines of their own
  // ("Add'l Horrific Charges; D. A. Will Now Seek Death Penalty", ECB+ 16_2ecbplus, had become a sentence
  // of a story's narrative). Further down only a line in Title Case: a sentence that lost its full stop
  // ("Police said the jury found Orozco guilty") is still a claim.
  return index === 0 || isTitleCase(span.text);
}

/** Small words a title writes in lower case ('Seek Death Penalty for the Killer'). */
const TITLE_SMALL_WORDS = new Set(
  'a an and as at but by for from in into nor of on or over per the to up via vs with'.split(' '),
);

/**
 * A heading's capitals: at least three words, every one opening on a capital or a digit apart from
 * TITLE_SMALL_WORDS, and one word at least that is no name's ('Will', 'Seek': more capitals than a
 * sentence's names give).
 */
function isTitleCase(line: string): boolean {
  const words = line.split(/[\s;:,–—-]+/u).filter((w) => /\p{L}/u.test(w));
  if (words.length < 3) return false;
  const capitalised = words.filter((w) => /^["“‘(']?[\p{Lu}\p{N}]/u.test(w));
  return words.every((w) => capitalised.includes(w) || TITLE_SMALL_WORDS.has(w.toLowerCase()));
}

/** Replaces quoted passages with spaces (same length) so that cues inside quotations are not read as the writer's. */
function maskQuotes(sentence: string): string {
  return sentence.replace(/["“][^"“”]*["”]/g, (q) => ' '.repeat(q.length));
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
