import type { SemanticModality } from '@cairn/shared/contracts/vocabulary';
// A sentence's modality (SPEC §4) by ordered rules, first match wins: no assertion (a byline, a question),
// a denial, an allegation, an attributed statement (official source or not), an unattributed quote, an
// opinion cue, else a plain statement. Each rule that fires is recorded in the sentence's signals.
import type { Attribution } from './find-attribution';

const ALLEGATION =
  /\b(alleg(?:e|es|ed|edly|ation|ations)|accus(?:ed|es|ing|ation|ations)|claims? that|claimed that|(?:is|are|was|were) suspected|suspected of|reportedly|purportedly|(?:is|are) said to have)\b/i;
const DENIAL =
  /\b(denied|denies|deny|rejected|rejects|dismissed|dismisses)\b[^.;]{0,40}\b(allegations?|claims?|accusations?|charges?|wrongdoing)\b|\bnot denied\b/i;
const OFFICIAL_SOURCE =
  /\b(police|officers?|council|county|court|judge|magistrates?|coroner|sheriff|authority|agency|ministry|department|government|office|commission|inspectorate|inspectors|board|service|coastguard|prosecutors?|prosecution|returning officer|officials|institute|regulator|tribunal|bureau|statistics|observatory)\b/i;
/** Elected or executive people speak for themselves: their figures are claims to check, not records. */
const POLITICAL_OR_PRIVATE_SPEAKER =
  /\b(mayor|minister|mp|senator|governor|councillor|councilor|council ?(?:member|man|woman)|alder(?:man|woman)|assembly ?(?:member|man|woman)|lawmaker|legislator|congress(?:man|woman)|leader|candidate|chair(?:man|woman)?|president|director|chief executive|spokes(?:man|woman|person) for the (?:company|club|firm|union|group)|union)\b/i;
const OFFICIAL_HEDGE =
  /\b(may|might|could|believed?|believes|thinks?|thought|expects?|expected|likely|probably|hopes?|hoped|fears?|feared|urged?|urging)\b|["“”]/i;
/** Hedged wording: lowers a claim's check-worthiness and, alone, makes the writer's sentence an opinion. */
export const HEDGE = /\b(may|might|could|possibly|perhaps|likely|probably)\b/i;
const NORMATIVE =
  /\b(should|must|ought to|deserves?|deserved|need to|needs to|has to answer|questions to answer)\b/i;
const EVALUATIVE =
  /\b(disgrace(?:ful)?|shameful|shame|cruel|betrayal|miserable|nightmare|beautiful|charming|a moving|sad|tragic|outstanding|brilliant|terrible|appalling|outrageous|scandalous|wonderful|excellent|awful|horrible|disastrous|absurd|ridiculous|pathetic|incompetent|reckless|unacceptable|inexcusable|right choice|wrong choice|false economy|good ideas?|not enough|absolutely|pride of)\b/i;
const FIRST_PERSON = /\b(I|we|We|my|My|our|Our|us)\b/;
const EXCLAMATIVE = /^(what an?|how)\b[^?]*[.!]$/i;
const IMPERATIVE = /^(stay|please|don't|do not|let's|keep|remember|call|contact|visit|check|watch)\b/i;
const BOILERPLATE = [
  /^[Bb]y\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*\s*(?:,|$)/u,
  /^(?:photo|photograph|image|picture|illustration|video|image credit|photo credit|credit)s?\s*:/i,
  // A picture's credit on its own line: 'Courtesy of The Woodburn Independent'.
  /^(?:photo\s+)?courtesy(?:\s+of)?\s+[^.!?]{1,80}$/i,
  /^(?:additional )?(?:reporting|writing|editing|edited) by\b/i,
  /\b(?:sign up|subscribe|newsletter|follow (?:us|our)|click here|read more|download our app|all rights reserved|copyright|©|this is a developing story|this (?:story|article) (?:has been|was|will be)|live coverage|share this|unlimited access)\b/i,
  /\((?:photo|image|credit)[^)]*\)$/i,
  /\b(?:getty images|ap photo|pa media)\b/i,
];
const AUTHOR_BIO = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+ (?:is|was) (?:a|an|the)\b/u;
const QUOTED_QUESTION = /^["“][^"”]+\?["”]\s+[^.]{0,60}\b(asked|said|wondered)\b/;

/** What the sentence states that can be checked: a figure, a date, named entities, a named source. */
export interface Anchors {
  number: boolean;
  date: boolean;
  entities: number;
  source: boolean;
}

export interface ModalityInput {
  sentence: string;
  /** The sentence with quoted passages blanked out (cues inside quotations are not the writer's). */
  unquoted: string;
  attribution: Attribution | null;
  anchors: Anchors;
  boilerplate: boolean;
  isOpinionPiece: boolean;
}

interface Decision {
  modality: SemanticModality;
  confidence: number;
}

/** Bylines, credits, newsletter prompts; in an opinion piece, the author's bio as its last sentence. */
export function isBoilerplate(sentence: string, isOpinionPiece: boolean, isLastSentence: boolean): boolean {
  return (
    BOILERPLATE.some((p) => p.test(sentence)) ||
    (isOpinionPiece && isLastSentence && AUTHOR_BIO.test(sentence))
  );
}

export function isQuestion(sentence: string): boolean {
  return /\?$/.test(sentence.replace(/["'”’)\s]+$/, '')) || QUOTED_QUESTION.test(sentence);
}

/** The modality and how sure it is; the rules that fired are pushed to `signals`. */
export function classifyModality(input: ModalityInput, signals: string[]): Decision {
  let { modality, confidence } = firstMatchingRule(input, signals);
  if (modality !== 'other' && EVALUATIVE.test(input.unquoted)) {
    confidence -= 0.1;
    signals.push('conflict:evaluative');
  }
  return { modality, confidence };
}

function firstMatchingRule(input: ModalityInput, signals: string[]): Decision {
  const { sentence, attribution, boilerplate } = input;
  if (boilerplate || isQuestion(sentence)) {
    // Neither a byline nor a question asserts anything, whoever is quoted.
    signals.push(boilerplate ? 'boilerplate' : 'question');
    return { modality: 'other', confidence: 0.9 };
  }
  if (DENIAL.test(sentence)) {
    signals.push('denial');
    return { modality: 'reported_claim', confidence: 0.75 };
  }
  if (ALLEGATION.test(sentence)) {
    signals.push(`allegation:${ALLEGATION.exec(sentence)![1]!.toLowerCase()}`);
    return { modality: 'allegation', confidence: attribution ? 0.8 : 0.85 };
  }
  if (attribution) return attributedStatement(sentence, attribution, signals);
  if (/^["“]/.test(sentence) && /["”]$/.test(sentence.replace(/[.!?]+$/, ''))) {
    signals.push('unattributed-quote');
    return { modality: 'other', confidence: 0.5 };
  }
  return opinionOrStatement(input, signals);
}

/** An official source speaking plainly states a fact; anyone else, or an official hedging, makes a claim. */
function attributedStatement(sentence: string, attribution: Attribution, signals: string[]): Decision {
  signals.push(`attribution:${attribution.cue}`);
  const content = sentence.replace(attribution.speakerPhrase, ' ');
  const official =
    OFFICIAL_SOURCE.test(attribution.speakerPhrase) &&
    !POLITICAL_OR_PRIVATE_SPEAKER.test(attribution.speakerPhrase) &&
    !OFFICIAL_HEDGE.test(content) &&
    attribution.cue !== 'quote';
  if (official) {
    signals.push('official-source');
    return { modality: 'official_fact', confidence: 0.8 };
  }
  return { modality: 'reported_claim', confidence: attribution.who ? 0.85 : 0.7 };
}

/** The writer's own sentence: an opinion when it carries an opinion cue, else a plain statement of fact. */
function opinionOrStatement(input: ModalityInput, signals: string[]): Decision {
  const { sentence, unquoted, anchors, isOpinionPiece } = input;
  const opinionCue =
    (FIRST_PERSON.test(unquoted) && 'first-person') ||
    (NORMATIVE.test(unquoted) && 'normative') ||
    (EVALUATIVE.test(unquoted) && 'evaluative') ||
    (EXCLAMATIVE.test(sentence) && 'exclamative') ||
    (IMPERATIVE.test(sentence) && 'imperative') ||
    (isOpinionPiece && !anchors.number && !anchors.date && 'opinion-piece') ||
    (HEDGE.test(unquoted) && 'hedge');
  if (opinionCue) {
    signals.push(`opinion:${opinionCue}`);
    return {
      modality: 'other',
      confidence: opinionCue === 'opinion-piece' || opinionCue === 'hedge' ? 0.6 : 0.75,
    };
  }
  const kinds = Number(anchors.number) + Number(anchors.date) + Number(anchors.entities > 0);
  signals.push('plain-statement');
  return { modality: 'official_fact', confidence: 0.5 + 0.1 * kinds };
}
