// Scoring one candidate span for Person, Organization and Location: spans that cannot be names are filtered
// out, then the evidence of the span's own words (name-evidence.ts), of its context (context-evidence.ts) and
// the priors of a capitalised word are added up and decided (span-scores.ts).

import { contextEvidence, isIntroducedNickname } from './context-evidence';
import { isCommonWord } from './english';
import { areaCandidates, cityStats, placeKey } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  DEMONYMS,
  DOTTED_ABBREVIATIONS,
  FUNCTION_WORDS,
  isLocalOfficer,
  KNOWN_ORG_ACRONYMS,
  KNOWN_ORGS,
  LOC_PREPOSITIONS,
  LOC_SUFFIXES,
  NON_ENTITY_WORDS,
  ORG_HEADS,
  ORG_SUFFIXES,
  ROMANCE_OPENERS,
  STATE_ABBREVIATIONS,
  TITLE_HEADS,
  TITLE_MODIFIERS,
  WEEKDAYS_MONTHS,
} from './lexicon';
import { wordEvidence } from './name-evidence';
import {
  contentIndexes,
  type Doc,
  L,
  O,
  P,
  type Scored,
  SHIP_PREFIXES,
  type Span,
  spanKey,
} from './recognition-document';
import { decide, Scores, type SpanView } from './span-scores';
import { CLUB_NAMES, TEAM_NICKNAMES } from './team-nicknames';
import type { Token } from './tokenize';

/** Capitalised terms that are neither people, organisations nor places (events, products, diseases). */
export const MISC_WORDS = new Set(
  `brexit covid covid-19 bitcoin iphone ipad olympics paralympics oscar oscars emmy emmys grammy grammys euros
  internet wi-fi christmas itunes imac ibook ebook dumpster dumpsters jacuzzi jet-ski taser tasers breathalyzer`.split(
    /\s+/,
  ),
);

/**
 * Software and device names that news copy capitalises like companies (CoNLL counts them as
 * miscellaneous): a span ending in one is no entity ('Windows Internet Explorer'), nor is the acronym the
 * document gives it in brackets ('Internet Explorer (IE)').
 */
const PRODUCT_NAMES = new Set(
  `internet explorer|windows|windows xp|windows vista|javascript|activex|firefox|android|linux|xbox|playstation
  |kindle|macbook|ipod|iphone|ipad|blackberry|photoshop|powerpoint|excel|outlook|skype`
    .split('|')
    .map((s) => s.trim()),
);
const productAcronyms = new WeakMap<Doc, Set<string>>();

/** Acronyms the document gives a product in brackets ('Internet Explorer (IE)') or its initials ('IE'). */
function productAcronymsOf(doc: Doc): Set<string> {
  let out = productAcronyms.get(doc);
  if (out) return out;
  out = new Set();
  const toks = doc.tokens;
  for (let i = 1; i < toks.length; i++) {
    // 'Internet Explorer' anywhere in the document: its initials ('IE') name the product too.
    const pair = `${toks[i - 1]!.lower} ${toks[i]!.lower}`;
    if (toks[i - 1]!.cap && toks[i]!.cap && PRODUCT_NAMES.has(pair))
      out.add(`${toks[i - 1]!.lower[0]}${toks[i]!.lower[0]}`);
  }
  for (let i = 2; i < toks.length - 2; i++) {
    if (toks[i]!.text !== '(' || !toks[i + 1]!.allCaps || toks[i + 2]!.text !== ')') continue;
    const two = `${toks[i - 2]!.lower} ${toks[i - 1]!.lower}`;
    if (PRODUCT_NAMES.has(two) || PRODUCT_NAMES.has(toks[i - 1]!.lower)) out.add(toks[i + 1]!.lower);
  }
  productAcronyms.set(doc, out);
  return out;
}

function isProductName(v: SpanView): boolean {
  const { words, n } = v;
  if (n === 1 && productAcronymsOf(v.doc).has(v.l0)) return true;
  const last = v.ll;
  const lastTwo = n >= 2 ? `${words[n - 2]!.lower} ${last}` : '';
  return PRODUCT_NAMES.has(lastTwo) || PRODUCT_NAMES.has(last);
}

/** Last words of names that are neither people, organisations nor places: laws, prizes, events. */
const MISC_SUFFIXES = new Set(
  `act acts bill treaty accord accords convention protocol award awards prize prizes cup championship
  championships olympics games war wars day festival week weekend summit election elections syndrome disease
  virus index doctrine plan strategy scheme report tournament open masters marathon shield trophy depression
  recession famine`.split(/\s+/),
);

/** First words of a storm's name. */
const STORM_WORDS = new Set(['hurricane', 'hurricanes', 'typhoon', 'cyclone', 'superstorm']);

const ROMAN = /^(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)$/;
const SPORT_HEADING_WORDS = new Set(
  `soccer football basketball baseball hockey ice rugby union league cricket tennis golf athletics cycling
  boxing motor racing motorcycling skiing alpine nordic swimming volleyball handball yachting rowing sailing
  equestrianism badminton squash snooker`.split(/\s+/),
);
/** Initials that are times or degrees, not names (key form, full stops as spaces). */
const NOT_NAME_INITIALS = new Set(['a m', 'p m', 'm d', 'm b a', 'ph d', 'd d s', 'j d', 'r n']);
const OPEN_QUOTES = new Set(['"', '“', "'", '‘', '«']);
const CLOSE_QUOTES = new Set(['"', '”', "'", '’', '»']);

/** 'Greeks', 'Somalis': the plural of a nationality. */
function isDemonymPlural(l: string): boolean {
  return l.length > 4 && l.endsWith('s') && DEMONYMS.has(l.slice(0, -1));
}

/**
 * 'Athenian streets', 'uncertain Athenians', 'a Parisian cafe': the people or the adjective of a city or a
 * region (a city of at least 100,000 people, or a region the gazetteer knows) are no entity, as a
 * nationality is not. Given names and surnames ('Christian', 'Julian') keep their reading.
 */
function isPlaceDemonym(l: string): boolean {
  const m = /^(\p{L}{3,}?)(?:ian|ean)s?$/u.exec(l);
  if (!m || GIVEN_NAMES.has(l) || COMMON_SURNAMES.has(l)) return false;
  const stem = m[1]!;
  return [stem, `${stem}s`, `${stem}a`, `${stem}e`, `${stem}o`].some((form) => {
    const key = placeKey(form);
    return (cityStats(key)?.maxPopulation ?? 0) >= 100_000 || areaCandidates(key).length > 0;
  });
}

/** 'the West sees ...', 'in the East': a compass point alone after 'the', capitalised mid-sentence, is a region. */
function isCompassRegion(v: SpanView): boolean {
  const toks = v.doc.tokens;
  const after = toks[v.sp.e];
  return (
    v.n === 1 &&
    COMPASS.has(v.l0) &&
    !v.caseless &&
    toks[v.sp.s - 1]?.lower === 'the' &&
    !(after?.kind === 'word' && (after.cap || after.lower === 'of'))
  );
}
const COMPASS = new Set(['west', 'east', 'north', 'south', 'midwest', 'middle-east']);

function isPlaceAfterThe(v: SpanView): boolean {
  return v.doc.tokens[v.sp.s - 1]?.lower === 'the' && areaCandidates(v.pkey).length > 0;
}

/**
 * A name that is the whole of a quotation is a title (a film, a book, a show): '"A Beautiful Mind,"',
 * '"Van Wilder"'. A leading article and a final comma or full stop may sit inside the quotes.
 */
function isQuotedTitle(v: SpanView): boolean {
  const toks = v.doc.tokens;
  let b = v.sp.s - 1;
  if (toks[b] && ['a', 'an', 'the'].includes(toks[b]!.lower) && toks[b]!.cap) b--;
  const open = toks[b];
  if (!open || !OPEN_QUOTES.has(open.text) || open.end !== toks[b + 1]!.start) return false;
  let a = v.sp.e;
  if (toks[a] && (toks[a]!.text === ',' || toks[a]!.text === '.')) a++;
  const close = toks[a];
  return close !== undefined && CLOSE_QUOTES.has(close.text) && close.start === toks[a - 1]!.end;
}

/** Nouns after a quoted title that say it is a work: 'the "America's Most Wanted" television show'. */
const WORK_NOUNS_AFTER_QUOTE = new Set(
  `show shows programme program series film movie documentary book novel song album column podcast play
  musical memoir memoirs biography autobiography expose essay poem opera`.split(/\s+/),
);
/** Words that may stand between a quoted title and its noun: 'television show', 'TV series'. */
const MEDIUM_WORDS = new Set(['television', 'tv', 'radio', 'cable', 'reality', 'talk', 'hit', 'popular']);
/** The words a title may have besides capitalised ones: 'Pirates of the Caribbean', 'America's Most Wanted'. */
// (':' opens a subtitle: '"The Secret Man: The Story of Watergate's Deep Throat"'.)
const TITLE_FUNCTION_WORDS = new Set([
  "'s",
  '’s',
  'of',
  'the',
  'a',
  'an',
  'and',
  'in',
  'on',
  'for',
  'to',
  ':',
]);
/** 'Woodward wrote in "Secret Man: …"': what one writes in, in quotes, is a work. */
const WRITING_VERBS = new Set(['wrote', 'writes', 'write', 'written', 'writing']);

/**
 * A name that is part of a quoted title of a work is no entity of its own: 'America' of 'his appearance on
 * the "America's Most Wanted" television show' is not a place (ECB+ 16_6), nor 'Men' of 'the best-selling
 * book and hit movie "All the President's Men,"' (28_3). The quotation is a few capitalised words (a
 * possessive and small function words between them) in one sentence, with a noun of works right after it or
 * right before it ('book, "…"').
 */
function insideQuotedWorkTitle(v: SpanView): boolean {
  const toks = v.doc.tokens;
  const sentence = toks[v.sp.s]!.sentence;
  const titleWord = (t: Token | undefined) =>
    t !== undefined &&
    t.sentence === sentence &&
    ((t.kind === 'word' && (t.cap || TITLE_FUNCTION_WORDS.has(t.lower))) ||
      t.kind === 'num' ||
      TITLE_FUNCTION_WORDS.has(t.text));
  let open = v.sp.s - 1;
  while (open >= v.sp.s - 6 && titleWord(toks[open]) && !OPEN_QUOTES.has(toks[open]!.text)) open--;
  if (!toks[open] || toks[open]!.sentence !== sentence || !['"', '“'].includes(toks[open]!.text))
    return false;
  let close = v.sp.e;
  while (close <= v.sp.e + 8 && titleWord(toks[close]) && !CLOSE_QUOTES.has(toks[close]!.text)) close++;
  // (A comma or a full stop may end the title inside its quotes, and wire copy closes a quotation with two
  // apostrophes.)
  const lastInside = close;
  if (toks[close]?.text === ',' || toks[close]?.text === '.') close++;
  const twoApostrophes = toks[close]?.text === "'" && toks[close + 1]?.text === "'";
  if (!toks[close] || !(['"', '”'].includes(toks[close]!.text) || twoApostrophes)) return false;
  // 'voted "Most Likely to Succeed"': a lone ordinary word in a quoted phrase of ordinary words (an award, a
  // motto) names nothing ('Succeed' is a hamlet in Wyoming). Three words at least: '"Deep Throat"' is a name.
  const quoted = toks.slice(open + 1, lastInside).filter((t) => t.kind === 'word');
  if (
    v.n === 1 &&
    isCommonWord(v.l0) &&
    quoted.length >= 3 &&
    quoted.every((t) => isCommonWord(t.lower) || TITLE_FUNCTION_WORDS.has(t.lower))
  )
    return true;
  let next = close + (twoApostrophes ? 2 : 1);
  if (toks[next]?.kind === 'word' && MEDIUM_WORDS.has(toks[next]!.lower)) next++;
  const noun = toks[next];
  if (noun?.kind === 'word' && !noun.cap && WORK_NOUNS_AFTER_QUOTE.has(noun.lower)) return true;
  const at = toks[open - 1]?.text === ',' ? open - 2 : open - 1;
  const before = toks[at];
  if (before?.kind === 'word' && before.lower === 'in' && WRITING_VERBS.has(toks[at - 1]?.lower ?? ''))
    return true;
  return before?.kind === 'word' && !before.cap && WORK_NOUNS_AFTER_QUOTE.has(before.lower);
}

/** Lower-case nouns after a name that make it an event: 'the Watergate scandal', 'the Watergate cover-up'. */
const EVENT_NOUNS = new Set(
  `scandal scandals affair cover-up coverup break-in breakin burglary burglars hearings tapes era saga crisis
  case`.split(/\s+/),
);
/**
 * Lower-case nouns after a name that make it a title: 'the American Pie franchise', 'the X-Men movies', a
 * market's 'Hang Seng index' (kept
 * only where the document's memory knows the name: 'the Lionsgate franchise' after 'Lionsgate said').
 */
const TITLE_NOUNS = new Set(
  `franchise franchises film films movie movies sequel sequels prequel prequels trilogy remake soundtrack
  musical musicals index`.split(/\s+/),
);
/** Lower-case nouns before a title: 'the 1999 movie American Pie', 'the sequel, Catching Fire'. */
const WORK_NOUNS_BEFORE = new Set(
  `movie film sequel prequel novel book album song musical show series`.split(/\s+/),
);
/**
 * A noun and its preposition before a title: 'the trailers for Terminator Salvation', 'the sequel to
 * Twilight', 'the premiere of New Moon', 'a starring role in Van Wilder' (a role alone, 'the US role in
 * Afghanistan', and a set, 'a set of Lego', name other things too).
 */
const WORK_NOUNS_WITH_PREPOSITION = new Set([
  'trailer for',
  'trailers for',
  'teaser for',
  'sequel to',
  'sequels to',
  'prequel to',
  'remake of',
  'premiere of',
  'cast of',
  'starring role in',
  'cameo in',
  'starred in',
  'stars in',
  'starring in',
  'co-starred in',
  'her role in',
  'his role in',
  'her roles in',
  'his roles in',
  'their roles in',
]);
/** Verbs whose object is a work: 'is expected to direct New Moon', 'directed and produced American Pie'. */
const WORK_VERBS = new Set(
  `direct directs directed directing produced helm helms helmed helming`.split(/\s+/),
);

function titleNounAfter(next: Token | undefined): boolean {
  return next?.kind === 'word' && !next.cap && TITLE_NOUNS.has(next.lower);
}

/** Lower-case nouns of performers after the title that made them known: 'the American Pie star'. */
const PERFORMER_NOUNS = new Set(
  `star stars co-star actor actors actress actresses singer singers`.split(/\s+/),
);

/**
 * 'the American Pie star's rep', 'The Mean Girls actress', 'the Titanic star was treated': a name right before a
 * noun of performers, when no name follows that noun, is the title of the work the performer is known for (a
 * work is no entity here), not an organisation or a person. Not where a person's name follows the noun:
 * then the name before it is the performer's employer, club or band ('Indianapolis Colts star Marvin
 * Harrison', 'Oasis singer Liam Gallagher'). The caller keeps the name when the document's memory knows it,
 * when strong evidence types it (a known organisation, a club's name, a country or a region), when it is a
 * place of note ('the 1940s Hollywood actress'), and in a sports story when it is a town (its team: 'the
 * Creighton star').
 */
function performerNounAfter(doc: Doc, sp: Span): boolean {
  const toks = doc.tokens;
  const noun = toks[sp.e];
  if (noun?.kind !== 'word' || noun.cap || !PERFORMER_NOUNS.has(noun.lower)) return false;
  if (noun.sentence !== toks[sp.e - 1]!.sentence) return false;
  const after = toks[sp.e + 1];
  return !(after?.kind === 'word' && after.cap && !after.noCase && after.sentence === noun.sentence);
}

/** 'movie American Pie', 'sequel, Catching Fire', 'to direct New Moon': the name is a work's title. */
function worksCueBefore(doc: Doc, sp: Span): boolean {
  return worksCueAt(doc, sp.s) || worksCueAtPair(doc, sp.s);
}

/** 'her roles in American Pie and Van Wilder': the second title of a pair takes the first's cue. */
function worksCueAtPair(doc: Doc, s: number): boolean {
  const toks = doc.tokens;
  const and = toks[s - 1];
  if (and?.lower !== 'and' || and.cap) return false;
  let j = s - 2;
  while (j >= 0 && toks[j]!.kind === 'word' && toks[j]!.cap && toks[j]!.sentence === and.sentence) j--;
  return j < s - 2 && worksCueAt(doc, j + 1);
}

function worksCueAt(doc: Doc, s: number): boolean {
  const toks = doc.tokens;
  let k = s - 1;
  if (toks[k]?.text === ',') k--;
  const before = toks[k];
  if (before?.kind !== 'word' || before.cap || before.sentence !== toks[s]!.sentence) return false;
  if (WORK_NOUNS_BEFORE.has(before.lower)) return true;
  if (k === s - 1 && worksCueWithPreposition(toks, k)) return true;
  // ('directed and produced American Pie': the verb pair.)
  const verb = before.lower === 'produced' && toks[k - 1]?.lower === 'and' ? toks[k - 2] : before;
  return k === s - 1 && verb !== undefined && WORK_VERBS.has(verb.lower);
}

/** Whether the preposition at `k` closes a noun of works and its preposition ('trailers for'). */
function worksCueWithPreposition(toks: readonly Token[], k: number): boolean {
  const words = (from: number) =>
    toks
      .slice(Math.max(from, 0), k + 1)
      .map((t) => (t.kind === 'word' && !t.cap ? t.lower : '|'))
      .join(' ');
  return WORK_NOUNS_WITH_PREPOSITION.has(words(k - 1)) || WORK_NOUNS_WITH_PREPOSITION.has(words(k - 2));
}

/** 'the Richter scale', 'Molotov cocktails': a thing named after a person is no entity. */
const NAMED_THING_NOUNS = new Set(['scale', 'cocktail', 'cocktails']);
/** What a name in the possessive labels without owning it: "Alzheimer's disease", "Down's syndrome". */
const EPONYM_NOUNS = new Set(['disease', 'syndrome', 'palsy', 'sarcoma', 'lymphoma']);
/** 'Ethiopian-flagged', 'Somali-owned': a name hyphenated to a lower-case participle describes something else. */
const HYPHENED_PARTICIPLE = /^\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*-\p{Ll}+(?:ed|ing)$/u;
const MODEL_YEAR = /^(?:19|20)\d\d$/;
const SEASONS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);
const COLOURS = new Set(
  `black white silver gray grey red blue green yellow brown tan gold maroon beige dark light`.split(/\s+/),
);
const OWNER_WORDS = new Set(['a', 'an', 'his', 'her', 'their', 'my', 'your', 'our', 'its']);

/**
 * 'a 2008 GMC Sierra', 'a 2013 gray Camry', 'his 2008 Bentley': a model year (and a colour) after an article
 * or a possessive makes the name a vehicle, a product (the year of 'a 2005 Vanity Fair article' is not).
 */
function isVehicle(doc: Doc, sp: Span): boolean {
  const toks = doc.tokens;
  let k = sp.s - 1;
  if (toks[k] && COLOURS.has(toks[k]!.lower) && !toks[k]!.cap) k--;
  if (!toks[k] || toks[k]!.kind !== 'num' || !MODEL_YEAR.test(toks[k]!.text)) return false;
  const owner = toks[k - 1];
  if (owner === undefined || !OWNER_WORDS.has(owner.lower)) return false;
  // ('in a 2005 Vanity Fair article': the year goes with the noun after the name.)
  const after = toks[sp.e];
  return !(after?.kind === 'word' && !after.cap && !FUNCTION_WORDS.has(after.lower));
}

/** Carmakers whose name before one more word names a model: 'Toyota Camry', 'Honda Civic'. */
const CAR_MAKERS = new Set(
  `toyota honda nissan volkswagen vw bmw mercedes mercedes-benz ford gmc chevrolet chevy dodge jeep kia hyundai
  audi porsche mazda subaru lexus volvo fiat peugeot renault citroen skoda seat opel buick cadillac chrysler
  lincoln pontiac saturn acura infiniti mitsubishi suzuki`.split(/\s+/),
);

/** 'a Toyota Camry', 'the Ford Focus': a carmaker and a model is a vehicle ('Ford Motor', 'Toyota Canada' are not). */
function isCarModel(v: SpanView): boolean {
  if (v.n !== 2 || !CAR_MAKERS.has(v.l0) || v.words[0]!.noCase) return false;
  const model = v.words[1]!;
  return (
    !ORG_SUFFIXES.has(model.lower) &&
    !LOC_SUFFIXES.has(model.lower) &&
    !areaCandidates(placeKey(model.lower)).length &&
    (cityStats(placeKey(model.lower))?.maxPopulation ?? 0) < 100_000
  );
}

/**
 * 'Gigante (pronounced ji - GANT - tee)': a pronunciation guide spells the sounds of a name, with the
 * stressed syllable in capitals; its syllables are no name ('GANT' was the city of Ghent).
 */
function isPronunciation(doc: Doc, sp: Span): boolean {
  const toks = doc.tokens;
  for (let k = sp.s - 1; k >= Math.max(0, sp.s - 6); k--) {
    const t = toks[k]!;
    // ('Doctors pronounced Smith dead': only a guide set off by a bracket or a comma.)
    if (t.lower === 'pronounced') return toks[k - 1]?.text === '(' || toks[k - 1]?.text === ',';
    if (t.kind !== 'word' && t.text !== '-') return false;
  }
  return false;
}

/**
 * 'Dep. Ortiz', 'Dist. Atty. Steve Cooley': news abbreviates a title before a name by cutting the word short
 * and adding a full stop; the stump is no name ('Dep' and 'Dist' were towns of the gazetteer). Only the
 * beginning of a title word, before a name or another title (not before 'The' of a new sentence), and not
 * after a preposition that puts a town at the end of a sentence ('moved to Mayo. Walsh said').
 */
function isTitleAbbreviation(doc: Doc, sp: Span): boolean {
  const toks = doc.tokens;
  const w = toks[sp.s]!;
  const next = toks[sp.e + 1];
  if (sp.e - sp.s !== 1 || !w.cap || w.lower.length < 3 || toks[sp.e]?.text !== '.') return false;
  if (!next?.cap || next.kind !== 'word' || isCommonWord(next.lower)) return false;
  if (DOTTED_ABBREVIATIONS.has(w.lower) || STATE_ABBREVIATIONS.has(w.lower)) return false;
  const before = toks[sp.s - 1];
  if (before && !before.cap && LOC_PREPOSITIONS[before.lower] !== undefined) return false;
  for (const title of TITLE_WORDS)
    if (title.length > w.lower.length && title.startsWith(w.lower)) return true;
  return false;
}
const TITLE_WORDS = [...TITLE_HEADS, ...TITLE_MODIFIERS];

/**
 * 'the Lakewood Award of Valor', 'the Medal of Valor': a decoration is named after a virtue; the word after
 * 'Medal of' or 'Award of' is part of the award's name, not a place ('Valor' was a Spanish village).
 */
function isAwardVirtue(doc: Doc, sp: Span, key: string): boolean {
  const toks = doc.tokens;
  if (sp.e - sp.s !== 1 || toks[sp.s - 1]?.lower !== 'of') return false;
  const noun = toks[sp.s - 2];
  if (!noun?.cap || !AWARD_NOUNS.has(noun.lower)) return false;
  return !areaCandidates(key).some((a) => a.kind !== 'city');
}
const AWARD_NOUNS = new Set(['medal', 'medals', 'award', 'awards', 'cross']);

/** The span scored without the document's memory; null when it cannot be a name. */
export function scoreSpan(doc: Doc, sp: Span): Scored | null {
  const v = viewOf(doc, sp);
  if (!v) return null;
  const verdict = filterSpan(v);
  if (!verdict) return null;
  if (isVehicle(doc, sp) || isCarModel(v)) {
    for (let i = sp.s; i < sp.e; i++) doc.things.add(i);
    return null;
  }
  const acc = new Scores(doc.explain);
  wordEvidence(v, acc);
  if (isCompassRegion(v)) acc.add(L, 4, 'compass-region');
  contextEvidence(v, acc);
  priorEvidence(v, acc);
  // 'the Watergate scandal': a word nothing else explains, before an event noun, names the event (kept only
  // where the document's memory knows it as a name).
  const next = doc.tokens[sp.e];
  const needsMemory =
    verdict.needsMemory ||
    (v.n === 1 &&
      next?.kind === 'word' &&
      !next.cap &&
      EVENT_NOUNS.has(next.lower) &&
      Math.max(acc.sc[P], acc.sc[O], acc.sc[L]) < 2) ||
    ((titleNounAfter(next) || worksCueBefore(doc, sp)) &&
      !acc.strong &&
      Math.max(acc.sc[P], acc.sc[O], acc.sc[L]) < 3) ||
    (performerNounAfter(doc, sp) &&
      !acc.strong &&
      acc.sc[L] < 3 &&
      !(doc.sports && (areaCandidates(v.pkey).length > 0 || cityStats(v.pkey) !== undefined)));
  return decide(sp, acc.sc, v.caseless, v.first.noCase, false, needsMemory, acc.strong, acc.evidence);
}

function viewOf(doc: Doc, sp: Span): SpanView | null {
  const toks = doc.tokens;
  const idx = contentIndexes(doc, sp);
  const n = idx.length;
  if (n === 0) return null;
  const first = toks[sp.s]!;
  const words = idx.map((i) => toks[i]!);
  const w0 = words[0]!;
  const wl = words[n - 1]!;
  const key = spanKey(doc, sp.s, sp.e);
  return {
    doc,
    sp,
    first,
    words,
    n,
    w0,
    wl,
    l0: w0.lower,
    ll: wl.lower,
    key,
    pkey: placeKey(key),
    caseless: first.noCase || (first.sentStart && !sp.title),
  };
}

/**
 * Null for spans that are not names (titles, function words, laws and events, demonyms, punctuation); else
 * whether the span is kept only if the document's memory knows it (a sentence-initial common word).
 */
function filterSpan(v: SpanView): { needsMemory: boolean } | null {
  const { doc, first, words, n, w0, wl, pkey, caseless } = v;
  if (isPronunciation(doc, v.sp)) return null;
  if (isTitleAbbreviation(doc, v.sp) || isAwardVirtue(doc, v.sp, pkey)) return null;
  if (isIntroducedNickname(doc, v.sp)) return null;
  let needsMemory = false;
  // ('Biloxi, Miss.': the state's abbreviation after a town and a comma is no honorific.)
  // ('WASHINGTON, DC, April 28': the District after 'Washington' is no detective constable.)
  const stateAfterTown =
    n === 1 &&
    ((STATE_ABBREVIATIONS.has(w0.lower) && doc.tokens[v.sp.e - 1]!.text === '.') ||
      (w0.text === 'DC' && doc.tokens[v.sp.s - 2]?.lower === 'washington')) &&
    doc.tokens[v.sp.s - 1]?.text === ',' &&
    doc.tokens[v.sp.s - 2]?.cap === true;
  // 'Ms Page': a title makes an ordinary word a name; 'the Mediterranean' is a place, not an adjective.
  const namedByContext =
    n === 1 &&
    (v.sp.title !== undefined || (isPlaceAfterThe(v) && DEMONYMS.has(w0.lower)) || isCompassRegion(v));
  if (n === 1) {
    const l = w0.lower;
    if (w0.text.length === 1) return null;
    if (
      !namedByContext &&
      (NON_ENTITY_WORDS.has(l) ||
        DEMONYMS.has(l) ||
        isDemonymPlural(l) ||
        WEEKDAYS_MONTHS.has(l) ||
        MISC_WORDS.has(l))
    ) {
      if (caseless) return null;
      needsMemory = true;
    }
    // ('The US software giant': 'US' in capitals inside a sentence in lower case is the country, not 'us'.)
    const countryInCapitals = w0.text === 'US' && !w0.noCase && !caseless;
    if (
      !stateAfterTown &&
      !countryInCapitals &&
      (TITLE_HEADS.has(l) || TITLE_MODIFIERS.has(l) || FUNCTION_WORDS.has(l))
    )
      return null;
    // 'Rep. Jay Inslee, D-Wash.,', '(R-Texas)': a lawmaker's party and state glued into one word.
    if (PARTY_STATE.test(w0.text) && [',', '('].includes(doc.tokens[v.sp.s - 1]?.text ?? '')) return null;
    // 'Regina M. Benjamin, MD, a family physician': a degree after a person's name and a comma (not the
    // state of 'Baltimore, MD').
    if (DEGREES.has(l) && doc.tokens[v.sp.s - 1]?.text === ',' && degreeAfterPerson(doc, v.sp.s - 1))
      return null;
    // 'KOs', 'CEOs', 'AK-47s', 'MS08-078': plural abbreviations and model numbers name kinds of things.
    if (/^\p{Lu}{2,}s$/u.test(w0.text) || (/\d/.test(w0.text) && !/^\d+ers$/.test(w0.lower)))
      needsMemory = true;
    // 'SOCCER - RESULT .', 'STANDINGS': an ordinary word in capitals is a heading word unless the document
    // knows it as a name.
    if (w0.allCaps && l.length >= 4 && isCommonWord(l) && !KNOWN_ORG_ACRONYMS.has(l) && !KNOWN_ORGS.has(l))
      needsMemory = true;
    // ('Union reaction over austerity measures…': an organisation's word opening a sentence is the ordinary
    // noun unless the document knows it as a name; the town of Union, N.J. had been pinned in Athens.)
    if (caseless && ORG_HEADS.has(l) && !areaCandidates(pkey).length) needsMemory = true;
    // 'Additionally,', 'Providentially,': a sentence adverb opening the sentence.
    if (caseless && /ly$/.test(l) && doc.tokens[v.sp.e]?.text === ',' && !areaCandidates(pkey).length)
      needsMemory = true;
  }
  if (!stateAfterTown && words.every((t) => TITLE_HEADS.has(t.lower) || TITLE_MODIFIERS.has(t.lower)))
    return null;
  // 'City Attorney Weighs Filing ...', 'the County Coroner': a local government's officer, named by the role.
  if (isLocalOfficer(words.map((t) => t.lower))) return null;
  // 'World War II': a roman numeral after the word that makes the span an event.
  const lastIndex = n >= 2 && ROMAN.test(words[n - 1]!.lower) ? n - 2 : n - 1;
  if (n >= 2 && MISC_SUFFIXES.has(words[lastIndex]!.lower)) return null;
  // 'Hurricane Katrina', 'Typhoon Haiyan', 'Tropical Storm Allison': a storm is an event, whatever its name.
  if (n >= 2 && STORM_WORDS.has(w0.lower)) {
    for (let i = v.sp.s; i < v.sp.e; i++) doc.things.add(i);
    return null;
  }
  // 'MV Gibe', 'HMS Belfast': ships are not people, organisations or places.
  if (n >= 2 && w0.allCaps && SHIP_PREFIXES.has(w0.lower)) return null;
  if (n === 1 && HYPHENED_PARTICIPLE.test(w0.text)) return null;
  // "'Oh, my God'", 'Oh!': the interjection, not the Korean surname ('Oh Se-hoon said').
  if (n === 1 && w0.lower === 'oh' && [',', '!'].includes(doc.tokens[v.sp.e]?.text ?? '')) return null;
  // 'four All-Star games', 'an All-American': the second half of a compound glued to a small word by a hyphen
  // names nothing (the tokens are 'All', '-', 'Star'; 'Jones-Drew', 'Winston-Salem' join two names).
  const hyphen = doc.tokens[v.sp.s - 1];
  const half = doc.tokens[v.sp.s - 2];
  if (
    hyphen?.text === '-' &&
    half?.kind === 'word' &&
    half.end === hyphen.start &&
    hyphen.end === w0.start &&
    FUNCTION_WORDS.has(half.lower)
  )
    return null;
  const after = doc.tokens[v.sp.e];
  if (after?.kind === 'word' && !after.cap && NAMED_THING_NOUNS.has(after.lower)) return null;
  // "Alzheimer's disease", "Down's syndrome": an illness named after the one who described it names no one.
  const possessed = doc.tokens[v.sp.e + 1];
  if (
    (after?.text === "'s" || after?.text === '’s') &&
    possessed?.kind === 'word' &&
    !possessed.cap &&
    EPONYM_NOUNS.has(possessed.lower)
  )
    return null;
  // 'Hall of Fame coach Jack Ramsay': an honour, read apart at 'of', names no person, body or place.
  if (n === 1 && isHallOfFame(doc, v.sp.s)) return null;
  // 'comes to the Black and Gold', 'the Crimson and White': a club called by its colours names no person,
  // company or place ('Gold' had been Gold Coast, by one of its alternate names).
  if (n === 1 && isColourPair(doc, v.sp.s)) return null;
  // 'the team's Week 15 loss', 'in Weeks 14 - 16': a week of a sports season.
  if (n === 1 && (v.l0 === 'week' || v.l0 === 'weeks') && after?.kind === 'num') return null;
  // 'new series for Fall 2009', 'by Spring 2010': a season of a year is a date.
  if (n === 1 && SEASONS.has(v.l0) && after?.kind === 'num' && MODEL_YEAR.test(after.text)) return null;
  // 'the Missouri Valley Conference', 'the Eastern Conference': a sports conference is a competition here.
  // ('the Eastern Conference's Atlantic Division': a conference's division is one too.)
  if (n >= 2 && doc.sports && (v.ll === 'conference' || v.ll === 'division')) return null;
  if (isQuotedTitle(v) || insideQuotedWorkTitle(v)) return null;
  // '2 A. M.': a time; 'Regina Benjamin, M. D., M. B. A.': degrees after a name.
  if (NOT_NAME_INITIALS.has(v.key.replace(/\./g, ' ').replace(/\s+/g, ' ').trim())) return null;
  if (isProductName(v)) return null;
  // 'Major League Baseball': 'Major' was taken for a title; the league is no person (and no entity here).
  if (v.sp.title === 'major' && v.l0 === 'league') return null;
  // 'RUGBY UNION - ALL BLACKS WIN', 'BASEBALL - MAJOR LEAGUE RESULTS': the sport heading an agency story.
  if (doc.tokens[v.sp.e]?.text === '-' && words.every((t) => SPORT_HEADING_WORDS.has(t.lower))) return null;
  // 'merchant vessel Gibe', then 'the Gibe': a ship's name, wherever the document uses it.
  if (doc.shipNames.has(v.key)) return null;
  if (
    !namedByContext &&
    words.every(
      (t) =>
        DEMONYMS.has(t.lower) ||
        WEEKDAYS_MONTHS.has(t.lower) ||
        NON_ENTITY_WORDS.has(t.lower) ||
        (words.length === 1 && isPlaceDemonym(t.lower)),
    )
  ) {
    if (!LOC_SUFFIXES.has(wl.lower) && !ORG_SUFFIXES.has(wl.lower)) return null;
  }
  if (first.kind !== 'word') return null;
  // A sentence-initial common word alone is not a name unless the document says so ('Selon le service…' in
  // a French article is no French town either), or, in a sports story, it is a club's name ('Arsenal beat
  // Liverpool 2-0', '…: Arsenal 2 Liverpool 0').
  if (
    n === 1 &&
    caseless &&
    (isCommonWord(w0.lower) || doc.lowerSeen.has(w0.lower) || ROMANCE_OPENERS.has(w0.lower)) &&
    !(doc.sports && CLUB_NAMES.has(w0.lower))
  ) {
    const areas = areaCandidates(pkey);
    if (!areas.length && !KNOWN_ORG_ACRONYMS.has(w0.lower) && !KNOWN_ORGS.has(w0.lower)) needsMemory = true;
  }
  if (n === 1 && caseless && !first.noCase && isPlainPlural(w0.lower)) needsMemory = true;
  if (n === 1 && caseless && !first.noCase && isPlainAdjective(w0.lower) && describesNameAfter(doc, v.sp.e))
    needsMemory = true;
  return { needsMemory };
}

/** An adjective made with an English adjective ending: 'perennial', 'perpetual', 'notorious'. */
const ADJECTIVE_ENDING = /^[a-z]{3,}(?:ial|ual|ous|ive|ful|less|able|ible|ical)$/;

/**
 * 'Perennial party girl Tara Reid checked herself into…', 'Perpetual mess Tara Reid has…': an adjective
 * (by its English ending: the lexicon lacks 'perennial', 'perpetual', 'notorious') opening a sentence before
 * lower-case words and then a name describes that name; it is capitalised by its place, not a name itself
 * (its noun, 'party', had made it an organisation). The document's memory still keeps one it names
 * elsewhere. Not a word any list of names knows ('Clive', 'Olive', 'Bengal').
 */
function isPlainAdjective(lower: string): boolean {
  return ADJECTIVE_ENDING.test(lower) && !isListedName(lower);
}

/** One to three lower-case words, then a capitalised word of the same sentence: 'party girl Tara'. */
function describesNameAfter(doc: Doc, end: number): boolean {
  const toks = doc.tokens;
  let k = end;
  while (toks[k]?.kind === 'word' && !toks[k]!.cap && k - end < 3) k++;
  const name = toks[k];
  return k > end && name?.kind === 'word' && name.cap && name.sentence === toks[end - 1]!.sentence;
}

/** A word some list of names knows: a given name or surname, a place of any size, a club, an organisation, a nationality. */
function isListedName(w: string): boolean {
  return (
    GIVEN_NAMES.has(w) ||
    COMMON_SURNAMES.has(w) ||
    areaCandidates(placeKey(w)).length > 0 ||
    cityStats(placeKey(w)) !== undefined ||
    KNOWN_ORGS.has(w) ||
    KNOWN_ORG_ACRONYMS.has(w) ||
    CLUB_NAMES.has(w) ||
    TEAM_NICKNAMES.has(w) ||
    DEMONYMS.has(w)
  );
}

/** A plural of a word made with an English noun ending: 'pamphlets', 'posters', 'shipments'. */
const NOUN_ENDING_PLURAL =
  /^[a-z]{2,}(?:let|er|or|ment|tion|sion|ness|ity|itie|ance|ence|ure|ist|ism|ant|ent|ship|hood|age|ery|erie|eer|ette)s$/;

/**
 * 'Pamphlets announced rallies in front of the police headquarters': the plural of a noun made with an
 * English noun ending ('-let', '-er', '-ment', '-ist'…), alone at a sentence start and known to no list of
 * names, is an ordinary noun capitalised by its place (the lexicon lacks many nouns: 'pamphlets', 'leaflets',
 * 'posters'); the document's memory still keeps one it names elsewhere. Not a given name or a surname, or
 * one made of a given name ('Peters', 'Rogers'), a place of any size, a club or an organisation the lists
 * know ('Reuters'), a nationality; an unknown name of another shape ('Sznewajs said') is left alone.
 */
function isPlainPlural(lower: string): boolean {
  if (!NOUN_ENDING_PLURAL.test(lower)) return false;
  const singulars = [lower.slice(0, -1)];
  if (lower.endsWith('es')) singulars.push(lower.slice(0, -2));
  return !isListedName(lower) && !singulars.some(isListedName);
}

/** A capitalised word inside a sentence is most likely a name of some kind. */
function priorEvidence(v: SpanView, acc: Scores): void {
  if (v.caseless) {
    // 'Wladimir Klitschko stopped ...' at a sentence start: two or three words that are not English and
    // that nothing else explains are most often a person's name.
    if (
      v.n >= 2 &&
      v.n <= 3 &&
      acc.sc[O] < 1 &&
      acc.sc[L] < 3 &&
      // ('Tishana King': a common surname may end it.)
      v.words.every(
        (t, i) =>
          (!isCommonWord(t.lower) || (i === v.n - 1 && i > 0 && COMMON_SURNAMES.has(t.lower))) &&
          !v.doc.lowerSeen.has(t.lower),
      ) &&
      // ('PSV Eindhoven', 'Ajax Amsterdam': a club ends in its town; a person's name seldom does. Outside
      // sport only a city of note counts: 'Barack Obama' ends in a town of 29,000 in Japan.)
      // ('Tarvaris Jackson': a common surname is a surname first, whatever city bears it.)
      ((cityStats(v.ll)?.maxPopulation ?? 0) < (v.doc.sports ? 20_000 : 100_000) ||
        (COMMON_SURNAMES.has(v.ll) && v.n === 2)) &&
      !areaCandidates(v.ll).length
    ) {
      acc.add(P, 3, 'uncommon-words');
      // 'Lindsay Lohan Checks Out Of Rehab': in a headline, a given name and an unknown word are a person's
      // name even when the body calls her 'Lindsay' only (a headline's capitals alone are kept nowhere else).
      // (Not a club, 'Drake Bulldogs', nor a French place, "VAL D'ISERE".)
      if (
        v.first.noCase &&
        v.n === 2 &&
        GIVEN_NAMES.has(v.l0) &&
        !isCommonWord(v.l0) &&
        !(v.doc.sports && isClubNicknameShape(v.ll)) &&
        !/['’]/.test(v.ll)
      )
        acc.strong = true;
    }
    // "Arafat 's Palestinian Authority", "Nowicki's lawyer said": a possessive makes one unknown word that
    // opens a sentence a name (no English word, no place of note), most often a person's; a company's is
    // told by what it has ("Fokker's shares": its-shares outweighs this).
    const after = v.doc.tokens[v.sp.e];
    if (
      v.n === 1 &&
      v.first.sentStart &&
      !v.first.noCase &&
      (after?.text === "'s" || after?.text === '’s') &&
      !isCommonWord(v.l0) &&
      !v.doc.lowerSeen.has(v.l0) &&
      !areaCandidates(v.pkey).length &&
      (cityStats(v.pkey)?.maxPopulation ?? 0) < 100_000
    ) {
      acc.add(P, 2.5, 'unknown-word-possessive');
      acc.add(O, 0.8, 'unknown-word-possessive');
    }
    // 'Fokker said on Monday ...': one unknown word that opens a sentence and speaks, with no given name,
    // place or ordinary word to explain it, is most often a company (agency copy names people in full
    // first; a surname the document knows is found by its memory and outweighs this).
    const next = v.doc.tokens[v.sp.e];
    if (
      v.n === 1 &&
      v.first.sentStart &&
      !v.first.noCase &&
      next &&
      (next.lower === 'said' || next.lower === 'says') &&
      // (nothing but the 'said' after it: said-after gives P 1.2)
      acc.sc[P] < 1.5 &&
      acc.sc[L] < 1 &&
      !isCommonWord(v.l0) &&
      !v.doc.lowerSeen.has(v.l0)
    ) {
      acc.add(O, 2.8, 'unknown-word-says');
    }
    return;
  }
  if (v.n === 1) {
    acc.add(P, 0.5, 'prior');
    acc.add(O, 0.7, 'prior');
    acc.add(L, 0.6, 'prior');
  } else if (
    v.doc.tokens.slice(v.sp.s, v.sp.e).some((t) => t.text === '-') &&
    !v.words.some((t) => GIVEN_NAMES.has(t.lower))
  ) {
    // 'Mat - Maid', 'Mat - Su': a name joined by a spaced hyphen with no given name in it is seldom a person's.
    acc.add(P, 0.4, 'prior');
    acc.add(O, 1, 'prior');
    acc.add(L, 0.4, 'prior');
  } else {
    // Two or three capitalised words with no other evidence are most often a person in news copy
    // (unknown foreign names: 'Megawati Sukarnoputri', 'Zinzan Brooke'); organisations usually carry a
    // suffix, a head noun or a known name, which outweigh this.
    acc.add(P, v.n <= 3 ? 1.1 : 0.8, 'prior');
    acc.add(O, 1, 'prior');
    acc.add(L, 0.4, 'prior');
  }
}

/** Degrees written after a name: 'Regina M. Benjamin, MD'. */
const DEGREES = new Set(['md', 'phd', 'dds', 'dmd', 'mph', 'rn']);

/** Whether the words right before the comma at `comma` are a person's name: a given name opens them. */
function degreeAfterPerson(doc: Doc, comma: number): boolean {
  const toks = doc.tokens;
  let k = comma - 1;
  while (k >= 0 && (toks[k]!.cap || toks[k]!.text === '.') && comma - k <= 5) {
    if (toks[k]!.kind === 'word' && GIVEN_NAMES.has(toks[k]!.lower) && !toks[k]!.sentStart) return true;
    if (toks[k]!.kind === 'word' && GIVEN_NAMES.has(toks[k]!.lower) && toks[k + 1]?.cap) return true;
    k--;
  }
  return false;
}

/** 'D-Wash.', 'R-Texas', 'I-Vt.': a party's initial and a state. */
const PARTY_STATE = /^[DRI]-\p{Lu}\p{Ll}+$/u;

/** Colours a club is called by ('the Black and Gold'). */
const CLUB_COLOURS = new Set(
  'black gold red white blue green orange purple maroon navy silver scarlet crimson yellow'.split(' '),
);

/** One capitalised colour joined by 'and' to another: 'the Black and Gold' (both words, each a span). */
function isColourPair(doc: Doc, i: number): boolean {
  const toks = doc.tokens;
  const colour = (k: number) => {
    const t = toks[k];
    return t !== undefined && t.cap && !t.allCaps && CLUB_COLOURS.has(t.lower);
  };
  const joined = (k: number) => toks[k]?.lower === 'and' || toks[k]?.text === '&';
  // (Not inside a longer name: 'Jack Black and Gold Coast'; a sentence's 'The' before it is no name.)
  const nameAt = (k: number) => toks[k]?.cap === true && toks[k]!.lower !== 'the';
  if (!colour(i)) return false;
  if (joined(i + 1) && colour(i + 2) && !nameAt(i + 3) && !nameAt(i - 1)) return true;
  return joined(i - 1) && colour(i - 2) && !nameAt(i + 1) && !nameAt(i - 3);
}

/** 'Bulldogs', 'Bluejays': a plural that is no common surname, as a club's nickname ends ('Williams' is one). */
function isClubNicknameShape(lower: string): boolean {
  return lower.length > 4 && lower.endsWith('s') && !lower.endsWith('ss') && !COMMON_SURNAMES.has(lower);
}

/** 'Hall' or 'Fame' of 'Hall of Fame' (the span at i is one of the two words). */
function isHallOfFame(doc: Doc, i: number): boolean {
  const toks = doc.tokens;
  const at = (k: number, word: string) => toks[k]?.lower === word;
  return (
    (at(i, 'hall') && at(i + 1, 'of') && at(i + 2, 'fame')) ||
    (at(i, 'fame') && at(i - 1, 'of') && at(i - 2, 'hall'))
  );
}
