import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// Who a sentence attributes its content to: 'according to …', a speech verb with its speaker before or
// after it ('…, said the council', 'Maria Okafor, a spokeswoman, said'), or a quote credited by a dash or a
// colon. Pronouns resolve to the nearest earlier person or organisation.

import { editDistance } from '../../lib/text-terms';
import type { Mention } from './claim-mentions';
import type { SentenceSpan } from './split-sentences';

export interface Attribution {
  who: string | null;
  cue: string;
  speakerPhrase: string;
}

const SPEECH_VERB =
  /\b(said|says|say|told|tells|added|adds|stated|explained|warned|warns|announced|announces|confirmed|confirms|wrote|writes|testified|insisted|noted|argued|argues|estimated|revealed|acknowledged|blamed|urged|described|apologised|apologized|denied|denies|asked|replied|predicted|stressed|promised)\b/g;
const PASSIVE_BEFORE = /\b(been|be|being|was|were|is|are)\s+$/i;
/**
 * 'have ben described', 'has bene said': a perfect auxiliary and a word one letter off 'been' is the passive
 * with a typo of the source's, not a speaker ('The disturbances have ben') and a verb of saying.
 */
const PERFECT_BEFORE = /\b(?:has|have|had)\s+(\p{L}+)\s+$/iu;
function passiveBefore(before: string): boolean {
  if (PASSIVE_BEFORE.test(before)) return true;
  const auxiliary = PERFECT_BEFORE.exec(before)?.[1]?.toLowerCase();
  return auxiliary !== undefined && editDistance(auxiliary, 'been', 1) <= 1;
}
const CONJUNCTION_ONLY = /^(?:and|but|then)$/i;
const DETERMINER_BEFORE = /\b(the|a|an|its|their|his|her|our|this|that|these|those|every|each)\s+$/i;
const STOP_AFTER_SOURCE = new Set(
  'on in at that who which after when last yesterday today as because while during before since this earlier later'.split(
    ' ',
  ),
);
/** Lower-case words that can open a speaker phrase after an inverted verb ("said the council", "said police"). */
const SPEAKER_HEADS = new Set(
  'the a an police officials officers prosecutors authorities investigators witnesses residents experts'.split(
    ' ',
  ),
);
/** Lower-case words inside a speaker's name or title after its first capital ('the mayor of Millbrook'). */
const NAME_JOINERS = new Set(
  'of for and the de del della da di du van von der den la le al bin ibn'.split(' '),
);
/** A regular past form ('fired', 'appeared'), and the irregular ones news reports most. */
const PAST_FORM = /^\p{Ll}{2,}ed$/u;
const IRREGULAR_PAST = new Set(
  'became began came went got took made saw ran fell left gave kept felt found shot hit put set led won lost held knew thought brought bought sent spent stood sat fought drove rode flew threw wore broke spoke stole hid'.split(
    ' ',
  ),
);
/** First words of a phrase that is part of a clause, not a speaker. */
const CLAUSE_OPENERS = /^(?:to|on|in|at|of|from|with|into|onto|that|than|even|because)\b/i;
const TITLE_ABBREVIATION =
  /^(?:Lt|Capt|Sgt|Det|Insp|Supt|Dr|Mr|Mrs|Ms|Gov|Sen|Rep|Gen|Col|Maj|Cmdr|Cpl|St|Jr|Sr|Prof|Rev)\.$/;
const AUXILIARY = new Set('is are was were had has have would will could may might be been'.split(' '));
const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'we', 'i', 'you']);
/** Beside AUXILIARY, the words that make a speaker phrase a clause: negation and do-support. */
const CLAUSE_WORDS = new Set(['not', "n't", 'never', 'did', 'does', 'do']);

/** The earliest attribution in the sentence; cues inside quotations (masked in `unquoted`) do not count. */
export function findAttribution(
  sentence: string,
  unquoted: string,
  span: SentenceSpan,
  allMentions: Mention[],
  text?: string,
): Attribution | null {
  // A name in the possessive speaks for no one: 'Sheriff's Deputy Timothy Brennan, who had been Ortiz's
  // partner, called the verdict bittersweet. He explained, "…"' is Brennan's, not Ortiz's (ECB+ 16_6ecbplus);
  // 'Ortiz's partner said' names an unnamed partner.
  const mentions =
    text === undefined
      ? allMentions
      : allMentions.filter((m) => !/^['’]s\b/.test(text.slice(m.end, m.end + 3)));
  const candidates: { index: number; attribution: Attribution }[] = [];
  const according = accordingTo(sentence, unquoted, span, mentions);
  if (according) candidates.push(according);
  const spoken = speechVerbAttribution(sentence, unquoted, span, mentions);
  if (spoken) candidates.push(spoken);
  candidates.push(...quoteCredits(sentence));
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.attribution ?? null;
}

function accordingTo(
  sentence: string,
  unquoted: string,
  span: SentenceSpan,
  mentions: Mention[],
): { index: number; attribution: Attribution } | null {
  const according = /\baccording to\s+([^,.;]+)/i.exec(unquoted);
  if (!according) return null;
  // The phrase runs to a comma, a semicolon or a full stop, but not a title's ('according to OSP Lt. Gregg
  // Hastings').
  const words: string[] = [];
  for (const raw of sentence
    .slice(according.index + 'according to '.length)
    .trim()
    .split(/\s+/)) {
    if (TITLE_ABBREVIATION.test(raw)) {
      words.push(raw);
      continue;
    }
    const cut = /[,.;]/.exec(raw);
    if (cut) {
      if (cut.index > 0) words.push(raw.slice(0, cut.index));
      break;
    }
    words.push(raw);
  }
  const phrase = trimPhrase(words.join(' '));
  // 'according to forensic doctors and independent experts hired by the Grigoropoulos family': the source is
  // the group the phrase opens with, not the person its modifier names.
  const group =
    /^((?:[a-z][\p{L}-]*\s+){0,5}[a-z][\p{L}-]*s)\s+(?:hired|employed|appointed|commissioned|working|acting|retained|representing)\b/u.exec(
      words.join(' '),
    );
  if (group) {
    return {
      index: according.index,
      attribution: { who: group[1]!, cue: 'according to', speakerPhrase: phrase },
    };
  }
  return {
    index: according.index,
    attribution: {
      who: phrase ? resolveSpeaker(phrase, span, mentions) : null,
      cue: 'according to',
      speakerPhrase: phrase,
    },
  };
}

/** The first active speech verb with a speaker phrase after it (inverted order) or before it. */
function speechVerbAttribution(
  sentence: string,
  unquoted: string,
  span: SentenceSpan,
  mentions: Mention[],
): { index: number; attribution: Attribution } | null {
  for (const m of unquoted.matchAll(SPEECH_VERB)) {
    const before = unquoted.slice(0, m.index);
    if (passiveBefore(before) || /\bto\s+$/.test(before)) continue;
    // ('they have taken on the added form of protest', 'an estimated 2,000 people', 'the stated aim': after a
    // determiner the word is an adjective, not a verb of saying.)
    if (DETERMINER_BEFORE.test(before)) continue;
    const verb = m[1]!.toLowerCase();
    const after = sentence.slice(m.index + m[0].length);
    // Inverted order after a quote or clause: `..." said Peggy Marchetti, 71` / `, said the council.`
    const afterPhrase = /(?:[,"”]\s*|^\s*)$/.test(sentence.slice(0, m.index)) ? phraseAfter(after) : null;
    let phrase = afterPhrase ?? phraseBefore(sentence.slice(0, m.index));
    // 'Kyle Vanden Bosch watched practice, two days after surgery, and said he feels better': the verb
    // shares the sentence's subject, so the speaker is named in its first clause.
    if (CONJUNCTION_ONLY.test(phrase)) phrase = trimPhrase(sentence.slice(0, m.index).split(',')[0] ?? '');
    if (!phrase) continue;
    return {
      index: m.index,
      attribution: { who: resolveSpeaker(phrase, span, mentions), cue: verb, speakerPhrase: phrase },
    };
  }
  return null;
}

/** Quotes without a verb: `"Worst storm since 1987" — Maureen Tolland, ...` and headlines `Mayor: "..."`. */
function quoteCredits(sentence: string): { index: number; attribution: Attribution }[] {
  const credits: { index: number; attribution: Attribution }[] = [];
  const dash = /["”]\s*[—–-]\s*([^,.;]+)/.exec(sentence);
  if (dash) {
    const phrase = trimPhrase(dash[1]!);
    credits.push({
      index: dash.index,
      attribution: { who: phrase || null, cue: 'quote', speakerPhrase: phrase },
    });
  }
  const colon = /^([^:"“]{2,40}):\s*["“]/.exec(sentence);
  // ('Lawyer Alexis Kougias said: "…"': a credit with its own verb of saying is that verb's.)
  if (colon && !new RegExp(SPEECH_VERB.source, 'i').test(colon[1]!)) {
    const phrase = trimPhrase(colon[1]!);
    credits.push({ index: 0, attribution: { who: phrase, cue: 'quote', speakerPhrase: phrase } });
  }
  return credits;
}

/** The speaker right after an inverted verb, or null when what follows is the reported content ("said 140 homes had ..."). */
function phraseAfter(after: string): string | null {
  const words: string[] = [];
  let closed = false;
  let closedByWord = false;
  for (const raw of after.trim().split(/\s+/)) {
    // ('said Oregon State Police Lt. Gregg Hastings': a title's abbreviation does not end the speaker.)
    const abbreviation = TITLE_ABBREVIATION.test(raw);
    const word = abbreviation ? raw : raw.replace(/[,.;:!?"”)]+$/, '');
    if (words.length > 0 && STOP_AFTER_SOURCE.has(word.toLowerCase())) {
      closed = true;
      closedByWord = true;
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
  // 'police in Palermo, Sicily, said on Wednesday.': a time or a clause after the verb, not its speaker.
  if (STOP_AFTER_SOURCE.has(first)) return null;
  // 'said Ortiz became interested in the gang problem', 'said Hiller fired at him': a verb after the last
  // capital (a past form, or a lower-case word running into another) is the reported clause's, whose subject
  // the name is (ECB+ 16_7ecbplus had made Ortiz the speaker of Lt. Bob Rifkin's words). 'said the Press
  // Democrat newspaper in Santa Rosa', 'said Academy spokeswoman Leslie Unger' keep theirs.
  const lastNamed = words.findLastIndex((w) => /^\p{Lu}/u.test(w));
  const tail = lastNamed >= 0 ? words.slice(lastNamed + 1) : [];
  if (
    closedByWord &&
    tail.some(
      (w, i) =>
        /^\p{Ll}/u.test(w) &&
        !NAME_JOINERS.has(w) &&
        (PAST_FORM.test(w) ||
          IRREGULAR_PAST.has(w) ||
          (tail[i + 1] !== undefined && /^\p{Ll}/u.test(tail[i + 1]!))),
    )
  )
    return null;
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
  return (
    tail
      // ('Officials have repeatedly said': the adverb of the verb's tense is no part of its speaker either.)
      .replace(/\s+(?:has|have|had)\s+\p{L}+ly$/iu, '')
      .replace(/\s+(?:has|have|had|also|later|earlier|previously|yesterday|today|tonight)$/i, '')
      .trim()
  );
}

function resolveSpeaker(phrase: string, span: SentenceSpan, mentions: Mention[]): string | null {
  const lower = phrase.toLowerCase();
  if (PRONOUNS.has(lower)) {
    const wanted: EntityType = lower === 'it' ? 'Organization' : 'Person';
    if (lower !== 'he' && lower !== 'she' && lower !== 'it') return null;
    const previous = mentions.filter((m) => m.end <= span.start && m.type === wanted).at(-1);
    return previous?.name ?? null;
  }
  // The person the phrase names, else the first name in it: 'Oregon State Police Lt. Gregg Hastings' is
  // Gregg Hastings; 'Mr. Sznewajs' the Robert Sznewajs the article names in full.
  const named = mentions.filter(
    (m) =>
      m.start >= span.start &&
      m.end <= span.end &&
      phrase.includes(span.text.slice(m.start - span.start, m.end - span.start)),
  );
  const person = named.find((m) => m.type === 'Person');
  if (person) return person.name;
  // 'to his death on New Zealand's highest peak' (the end of 'AN AUSTRALIAN climber who watched his brother
  // fall…', cut to eight words), 'that even Mr. Gigante's archrival': a phrase opening on a preposition or
  // 'that' is part of a clause, and names no one when no name in it is a speaker's.
  if (!named[0] && CLAUSE_OPENERS.test(phrase)) return null;
  if (phrase.split(/\s+/).length > 5) {
    if (named[0]) return named[0].name;
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
