/**
 * Offline claim extraction (SPEC §3 Semantic claim, §4 claim modalities; DESIGN §3 evidence pipeline).
 *
 * Every sentence of the article is either a claim or an excluded claim with a reason a reviewer can read.
 * Modality is decided by ordered rules; `signals` lists the rules and features that fired so that
 * `confidence` (how sure the modality is) and `check_worthiness` (how much a fact-checker should care)
 * can be explained. Deterministic, no model, no network.
 */
import { type ClaimWhen, resolveWhen } from './resolve-when';
import { type SentenceSpan, splitSentences } from './split-sentences';

export type SemanticModality = 'official_fact' | 'reported_claim' | 'allegation' | 'other';
export type BuilderModality = 'observation' | 'reported_speech' | 'opinion' | 'allegation';
export type EntityType = 'Person' | 'Organization' | 'Location';

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

export interface ExcludedClaim {
  text: string;
  reason: ExclusionReason;
  start: number;
  end: number;
  /** The modality the sentence would have had; boilerplate, headlines and questions are still classified. */
  modality: SemanticModality;
}

export interface ClaimExtraction {
  claims: Claim[];
  excluded: ExcludedClaim[];
}

export const MAX_CLAIMS_PER_ARTICLE = 25;
const MIN_WORDS = 4;
const DUPLICATE_SIMILARITY = 0.6;

export const BUILDER_MODALITY: Record<SemanticModality, BuilderModality> = {
  official_fact: 'observation',
  reported_claim: 'reported_speech',
  allegation: 'allegation',
  other: 'opinion',
};

const SPEECH_VERB =
  /\b(said|says|say|told|tells|added|adds|stated|explained|warned|warns|announced|announces|confirmed|confirms|wrote|writes|testified|insisted|noted|argued|argues|estimated|revealed|acknowledged|blamed|urged|described|apologised|apologized|denied|denies|asked|replied|predicted|stressed|promised)\b/g;
const PASSIVE_BEFORE = /\b(been|be|being|was|were|is|are)\s+$/i;
const ALLEGATION =
  /\b(alleg(?:e|es|ed|edly|ation|ations)|accus(?:ed|es|ing|ation|ations)|claims? that|claimed that|(?:is|are|was|were) suspected|suspected of|reportedly|purportedly|(?:is|are) said to have)\b/i;
const DENIAL =
  /\b(denied|denies|deny|rejected|rejects|dismissed|dismisses)\b[^.;]{0,40}\b(allegations?|claims?|accusations?|charges?|wrongdoing)\b|\bnot denied\b/i;
const OFFICIAL_SOURCE =
  /\b(police|officers?|council|county|court|judge|magistrates?|coroner|sheriff|authority|agency|ministry|department|government|office|commission|inspectorate|inspectors|board|service|coastguard|prosecutors?|prosecution|returning officer|officials|institute|regulator|tribunal|bureau|statistics|observatory)\b/i;
/** Elected or executive people speak for themselves: their figures are claims to check, not records. */
const POLITICAL_OR_PRIVATE_SPEAKER =
  /\b(mayor|minister|mp|senator|governor|councillor|councilor|leader|candidate|chair(?:man|woman)?|president|director|chief executive|spokes(?:man|woman|person) for the (?:company|club|firm|union|group)|union)\b/i;
const OFFICIAL_HEDGE =
  /\b(may|might|could|believed?|believes|thinks?|thought|expects?|expected|likely|probably|hopes?|hoped|fears?|feared|urged?|urging)\b|["“”]/i;
const HEDGE = /\b(may|might|could|possibly|perhaps|likely|probably)\b/i;
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
  /^(?:additional )?(?:reporting|writing|editing|edited) by\b/i,
  /\b(?:sign up|subscribe|newsletter|follow (?:us|our)|click here|read more|download our app|all rights reserved|copyright|©|this is a developing story|this (?:story|article) (?:has been|was|will be)|live coverage|share this|unlimited access)\b/i,
  /\((?:photo|image|credit)[^)]*\)$/i,
  /\b(?:getty images|ap photo|pa media)\b/i,
];
const OPINION_TITLE = /^(opinion|editorial|comment|analysis|column|op-ed|letters?)\s*[:|–—-]/i;
const AUTHOR_BIO = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+ (?:is|was) (?:a|an|the)\b/u;
const QUOTED_QUESTION = /^["“][^"”]+\?["”]\s+[^.]{0,60}\b(asked|said|wondered)\b/;
const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|half|quarter|thirds?)\b/i;
const OFFICIAL_ACTION =
  /\b(arrested|charged|jailed|sentenced|convicted|fined|approved|voted|ruled|banned|closed|opened|killed|injured|died|evacuated|issued|elected|sacked|resigned|won|raised|cut|recorded)\b/i;
const STOP_AFTER_SOURCE = new Set(
  'on in at that who which after when last yesterday today as because while during before since this earlier later'.split(
    ' ',
  ),
);
/** Cues that make a sentence evaluative in itself; an op-ed context or a hedge alone does not. */
const STRONG_OPINION = new Set(
  ['first-person', 'normative', 'evaluative', 'exclamative', 'imperative'].map((cue) => `opinion:${cue}`),
);
/** Lower-case words that can open a speaker phrase after an inverted verb ("said the council", "said police"). */
const SPEAKER_HEADS = new Set(
  'the a an police officials officers prosecutors authorities investigators witnesses residents experts'.split(
    ' ',
  ),
);
const AUXILIARY = new Set('is are was were had has have would will could may might be been'.split(' '));
const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'we', 'i', 'you']);

interface Mention {
  name: string;
  type: EntityType | null;
  start: number;
  end: number;
}

interface Attribution {
  who: string | null;
  cue: string;
  speakerPhrase: string;
}

interface Analysis {
  span: SentenceSpan;
  modality: SemanticModality;
  confidence: number;
  signals: string[];
  who: string | null;
  where: string | null;
  when: ClaimWhen;
  anchors: { number: boolean; date: boolean; entities: number; source: boolean };
  exclusion: ExclusionReason | null;
  worthiness: number;
}

export function extractClaims(article: ClaimArticle): ClaimExtraction {
  const text = article.text ?? '';
  const spans = splitSentences(text);
  const mentions = findMentions(text, article.entities);
  const isOpinionPiece = OPINION_TITLE.test(article.title ?? '') || OPINION_TITLE.test(spans[0]?.text ?? '');
  const title = normalise(article.title ?? '');

  const analyses = spans.map((span, index) =>
    analyse(span, index, spans, text, mentions, article, isOpinionPiece, title),
  );

  const kept: Analysis[] = [];
  const excluded: ExcludedClaim[] = [];
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

function analyse(
  span: SentenceSpan,
  index: number,
  spans: SentenceSpan[],
  text: string,
  mentions: Mention[],
  article: ClaimArticle,
  isOpinionPiece: boolean,
  title: string,
): Analysis {
  const sentence = span.text;
  const signals: string[] = [];
  const inside = mentions.filter((m) => m.start >= span.start && m.end <= span.end);
  const when = resolveWhen(sentence, article.published_at);
  const unquoted = maskQuotes(sentence);
  const hasNumber = /\d/.test(sentence) || NUMBER_WORDS.test(sentence);
  const attribution = findAttribution(sentence, unquoted, span, mentions);
  const who = attribution?.who ?? subjectEntity(inside, span);

  const anchors = {
    number: hasNumber,
    date: when.text !== null,
    entities: new Set(inside.map((m) => m.name)).size,
    source: attribution?.who != null,
  };
  if (anchors.number) signals.push('number');
  if (anchors.date) signals.push('date');
  if (anchors.entities > 0) signals.push(`entities:${anchors.entities}`);

  // Modality rules, first match wins.
  let modality: SemanticModality;
  let confidence: number;
  const boilerplate =
    BOILERPLATE.some((p) => p.test(sentence)) ||
    (isOpinionPiece && index === spans.length - 1 && AUTHOR_BIO.test(sentence));
  if (boilerplate || isQuestion(sentence)) {
    // Neither a byline nor a question asserts anything, whoever is quoted.
    modality = 'other';
    confidence = 0.9;
    signals.push(boilerplate ? 'boilerplate' : 'question');
  } else if (DENIAL.test(sentence)) {
    modality = 'reported_claim';
    confidence = 0.75;
    signals.push('denial');
  } else if (ALLEGATION.test(sentence)) {
    modality = 'allegation';
    confidence = attribution ? 0.8 : 0.85;
    signals.push(`allegation:${ALLEGATION.exec(sentence)![1]!.toLowerCase()}`);
  } else if (attribution) {
    signals.push(`attribution:${attribution.cue}`);
    const content = sentence.replace(attribution.speakerPhrase, ' ');
    const official =
      OFFICIAL_SOURCE.test(attribution.speakerPhrase) &&
      !POLITICAL_OR_PRIVATE_SPEAKER.test(attribution.speakerPhrase) &&
      !OFFICIAL_HEDGE.test(content) &&
      attribution.cue !== 'quote';
    if (official) {
      modality = 'official_fact';
      confidence = 0.8;
      signals.push('official-source');
    } else {
      modality = 'reported_claim';
      confidence = attribution.who ? 0.85 : 0.7;
    }
  } else if (/^["“]/.test(sentence) && /["”]$/.test(sentence.replace(/[.!?]+$/, ''))) {
    modality = 'other';
    confidence = 0.5;
    signals.push('unattributed-quote');
  } else {
    const opinionCue =
      (FIRST_PERSON.test(unquoted) && 'first-person') ||
      (NORMATIVE.test(unquoted) && 'normative') ||
      (EVALUATIVE.test(unquoted) && 'evaluative') ||
      (EXCLAMATIVE.test(sentence) && 'exclamative') ||
      (IMPERATIVE.test(sentence) && 'imperative') ||
      (isOpinionPiece && !anchors.number && !anchors.date && 'opinion-piece') ||
      (HEDGE.test(unquoted) && 'hedge');
    if (opinionCue) {
      modality = 'other';
      confidence = opinionCue === 'opinion-piece' || opinionCue === 'hedge' ? 0.6 : 0.75;
      signals.push(`opinion:${opinionCue}`);
    } else {
      modality = 'official_fact';
      const kinds = Number(anchors.number) + Number(anchors.date) + Number(anchors.entities > 0);
      confidence = 0.5 + 0.1 * kinds;
      signals.push('plain-statement');
    }
  }
  if (modality !== 'other' && EVALUATIVE.test(unquoted)) {
    confidence -= 0.1;
    signals.push('conflict:evaluative');
  }

  const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const purelyEvaluative = modality === 'other' && !anchors.number && !anchors.date && !anchors.source;
  let exclusion: ExclusionReason | null = null;
  if (boilerplate) exclusion = 'boilerplate';
  else if (isHeadline(span, text, title, index)) exclusion = 'headline';
  else if (isQuestion(sentence)) exclusion = 'question';
  else if (words < MIN_WORDS) exclusion = 'too short';
  else if (purelyEvaluative && signals.some((s) => STRONG_OPINION.has(s))) {
    exclusion = 'opinion without a factual core';
  } else if (!anchors.number && !anchors.date && anchors.entities === 0 && !anchors.source) {
    exclusion = 'no verifiable content';
  }

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

  return {
    span,
    modality,
    confidence: round(clamp(confidence)),
    signals,
    who,
    where: findWhere(span, index, spans, mentions, article.entities !== undefined),
    when,
    anchors,
    exclusion,
    worthiness: round(clamp(worthiness)),
  };
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

function toExcluded(a: Analysis, reason: ExclusionReason): ExcludedClaim {
  return { text: a.span.text, reason, start: a.span.start, end: a.span.end, modality: a.modality };
}

/** Entity mentions: the given spans plus every later occurrence of a known name or a person's surname. */
function findMentions(text: string, entities: ArticleEntity[] | undefined): Mention[] {
  const mentions: Mention[] = [];
  if (entities) {
    for (const e of entities) mentions.push({ name: e.name, type: e.type, start: e.start, end: e.end });
    const names = new Map<string, { name: string; type: EntityType }>();
    for (const e of entities) {
      names.set(e.name, { name: e.name, type: e.type });
      const surname = e.type === 'Person' ? e.name.split(/\s+/).at(-1) : undefined;
      if (surname && surname.length > 2 && !names.has(surname))
        names.set(surname, { name: e.name, type: e.type });
    }
    for (const [surface, target] of names) {
      const pattern = new RegExp(`\\b${escapeRegExp(surface)}\\b`, 'g');
      for (const m of text.matchAll(pattern)) {
        const start = m.index;
        const end = start + surface.length;
        if (!mentions.some((x) => x.start < end && start < x.end)) {
          mentions.push({ name: target.name, type: target.type, start, end });
        }
      }
    }
  } else {
    // No entity layer: capitalised runs not at a sentence start stand in for names (type unknown).
    const run = /(?<=[a-z,;:]\s|\s[“"(])\p{Lu}[\p{L}'’-]+(?:\s+(?:of\s+|the\s+|and\s+)?\p{Lu}[\p{L}'’-]+)*/gu;
    for (const m of text.matchAll(run)) {
      if (CALENDAR_WORDS.test(m[0])) continue;
      mentions.push({ name: m[0], type: null, start: m.index, end: m.index + m[0].length });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

const CALENDAR_WORDS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

function findAttribution(
  sentence: string,
  unquoted: string,
  span: SentenceSpan,
  mentions: Mention[],
): Attribution | null {
  const according = /\baccording to\s+([^,.;]+)/i.exec(unquoted);
  const candidates: { index: number; attribution: Attribution }[] = [];
  if (according) {
    const phrase = trimPhrase(
      sentence.slice(according.index + 'according to '.length).split(/[,.;]/)[0] ?? '',
    );
    candidates.push({
      index: according.index,
      attribution: { who: phrase || null, cue: 'according to', speakerPhrase: phrase },
    });
  }
  for (const m of unquoted.matchAll(SPEECH_VERB)) {
    const before = unquoted.slice(0, m.index);
    if (PASSIVE_BEFORE.test(before) || /\bto\s+$/.test(before)) continue;
    const verb = m[1]!.toLowerCase();
    const after = sentence.slice(m.index + m[0].length);
    // Inverted order after a quote or clause: `..." said Peggy Marchetti, 71` / `, said the council.`
    const afterPhrase = /(?:[,"”]\s*|^\s*)$/.test(sentence.slice(0, m.index)) ? phraseAfter(after) : null;
    const phrase = afterPhrase ?? phraseBefore(sentence.slice(0, m.index));
    if (!phrase) continue;
    candidates.push({
      index: m.index,
      attribution: { who: resolveSpeaker(phrase, span, mentions), cue: verb, speakerPhrase: phrase },
    });
    break;
  }
  // Quotes without a verb: `"Worst storm since 1987" — Maureen Tolland, ...` and headlines `Mayor: "..."`.
  const dash = /["”]\s*[—–-]\s*([^,.;]+)/.exec(sentence);
  if (dash) {
    const phrase = trimPhrase(dash[1]!);
    candidates.push({
      index: dash.index,
      attribution: { who: phrase || null, cue: 'quote', speakerPhrase: phrase },
    });
  }
  const colon = /^([^:"“]{2,40}):\s*["“]/.exec(sentence);
  if (colon) {
    const phrase = trimPhrase(colon[1]!);
    candidates.push({ index: 0, attribution: { who: phrase, cue: 'quote', speakerPhrase: phrase } });
  }
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.attribution ?? null;
}

/** The speaker right after an inverted verb, or null when what follows is the reported content ("said 140 homes had ..."). */
function phraseAfter(after: string): string | null {
  const words: string[] = [];
  let closed = false;
  for (const raw of after.trim().split(/\s+/)) {
    const word = raw.replace(/[,.;:!?"”)]+$/, '');
    if (words.length > 0 && STOP_AFTER_SOURCE.has(word.toLowerCase())) {
      closed = true;
      break;
    }
    if (word) words.push(word);
    if (word !== raw) {
      closed = true;
      break;
    }
    if (words.length >= 6) break;
  }
  const first = words[0] ?? '';
  // A speaker is named ("council leader Owen Pryce") or a known kind of source ("the council", "police").
  const looksLikeSpeaker =
    !PRONOUNS.has(first.toLowerCase()) &&
    (words.some((w) => /^\p{Lu}/u.test(w)) || SPEAKER_HEADS.has(first.toLowerCase()));
  if (!closed || !looksLikeSpeaker || words.some((w) => AUXILIARY.has(w.toLowerCase()))) {
    return null;
  }
  return trimPhrase(words.join(' '));
}

function phraseBefore(before: string): string {
  let head = before.trimEnd();
  // `Maria Okafor, a spokeswoman for the council, said`: keep the name, whichever side of the apposition it is on.
  if (head.endsWith(',')) {
    const body = head.slice(0, -1);
    const cut = body.lastIndexOf(',');
    if (cut >= 0) {
      const appositive = body.slice(cut + 1).trim();
      const main = clauseTail(body.slice(0, cut));
      const appositiveIsName = /^\p{Lu}/u.test(appositive) && !/^(A|An|The)\b/.test(appositive);
      head = appositiveIsName && !/^\p{Lu}/u.test(main.split(/\s+/).at(-1) ?? '') ? appositive : main;
      return trimPhrase(head);
    }
    head = body;
  }
  return trimPhrase(clauseTail(head));
}

function clauseTail(text: string): string {
  const boundary = Math.max(
    text.lastIndexOf(','),
    text.lastIndexOf('"'),
    text.lastIndexOf('”'),
    text.lastIndexOf(';'),
  );
  const tail = text.slice(boundary + 1).trim();
  return tail.replace(/^(and|but|that|so|then)\s+/i, '');
}

function trimPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const tail = words.slice(-8).join(' ');
  return tail.replace(/\s+(?:has|have|had|also|later|previously|yesterday)$/i, '').trim();
}

function resolveSpeaker(phrase: string, span: SentenceSpan, mentions: Mention[]): string | null {
  const lower = phrase.toLowerCase();
  if (PRONOUNS.has(lower)) {
    const wanted: EntityType = lower === 'it' ? 'Organization' : 'Person';
    if (lower !== 'he' && lower !== 'she' && lower !== 'it') return null;
    const previous = mentions.filter((m) => m.end <= span.start && m.type === wanted).at(-1);
    return previous?.name ?? null;
  }
  if (phrase.split(/\s+/).length > 5) {
    const named = mentions.find(
      (m) =>
        m.start >= span.start &&
        m.end <= span.end &&
        phrase.includes(span.text.slice(m.start - span.start, m.end - span.start)),
    );
    if (named) return named.name;
    // A clause, not a speaker: `A local clinic is alleged to have told ...` — the speaker is its subject,
    // `A local clinic`. When that subject is a pronoun (`He did not want to be named but told ...`),
    // nobody is named and the nearest earlier person would be a guess (often someone else): no one.
    const words = phrase.split(/\s+/);
    const verbAt = words.findIndex(
      (w) => AUXILIARY.has(w.toLowerCase()) || CLAUSE_WORDS.has(w.toLowerCase()),
    );
    if (verbAt >= 0) {
      const subject = words.slice(0, verbAt);
      return subject.length === 0 || PRONOUNS.has(subject[0]!.toLowerCase()) ? null : subject.join(' ');
    }
  }
  return phrase;
}

/** Beside AUXILIARY, the words that make a speaker phrase a clause: negation and do-support. */
const CLAUSE_WORDS = new Set(['not', "n't", 'never', 'did', 'does', 'do']);

function subjectEntity(inside: Mention[], span: SentenceSpan): string | null {
  const first = inside.find((m) => m.type === 'Person' || m.type === 'Organization' || m.type === null);
  if (!first) return null;
  const wordsBefore = span.text
    .slice(0, first.start - span.start)
    .split(/\s+/)
    .filter(Boolean).length;
  return wordsBefore <= 4 ? first.name : null;
}

function findWhere(
  span: SentenceSpan,
  index: number,
  spans: SentenceSpan[],
  mentions: Mention[],
  hasEntityLayer: boolean,
): string | null {
  if (hasEntityLayer) {
    for (let i = index; i >= Math.max(0, index - 2); i--) {
      const s = spans[i]!;
      const locations = mentions.filter((m) => m.type === 'Location' && m.start >= s.start && m.end <= s.end);
      const pick = i === index ? locations[0] : locations.at(-1);
      if (pick) return pick.name;
    }
    return null;
  }
  const place = /\b(?:in|at|near|outside)\s+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)*)/u.exec(
    span.text,
  );
  if (place && !CALENDAR_WORDS.test(place[1]!.split(/\s+/)[0]!)) return place[1]!;
  return null;
}

function isHeadline(span: SentenceSpan, text: string, title: string, index: number): boolean {
  if (title !== '' && normalise(span.text) === title) return true;
  const lineStart = span.start === 0 || text[span.start - 1] === '\n';
  const lineEnd = span.end === text.length || text[span.end] === '\n' || text[span.end] === '\r';
  return index === 0 && lineStart && lineEnd && !/[.!?]["”’)]*$/.test(span.text) && span.end < text.length;
}

function isQuestion(sentence: string): boolean {
  return /\?$/.test(sentence.replace(/["'”’)\s]+$/, '')) || QUOTED_QUESTION.test(sentence);
}

/** Replaces quoted passages with spaces (same length) so that cues inside quotations are not read as the writer's. */
function maskQuotes(sentence: string): string {
  return sentence.replace(/["“][^"“”]*["”]/g, (q) => ' '.repeat(q.length));
}

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
}

/** Word overlap of two sentences; sentences that state different figures are never near-duplicates. */
function similarity(a: string, b: string): number {
  const figures = (t: string) => (t.match(/\d+(?:[.,]\d+)*/g) ?? []).sort().join(' ');
  if (figures(a) !== figures(b)) return 0;
  const x = contentWords(a);
  const y = contentWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.min(x.size, y.size) >= 0.9 ? 1 : shared / (x.size + y.size - shared);
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
