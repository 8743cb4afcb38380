// Pass 1 of recognition, the candidates: runs of capitalised words, joined across the small words and marks
// that occur inside names ('Bank of England', 'J. K. Rowling', "National Farmers' Union"), then trimmed and
// split by refine-spans.ts.

import { isCommonWord } from './english';
import { areaCandidates, placeKey } from './gazetteer';
import { GIVEN_NAMES } from './given-names';
import {
  LOC_PREFIXES,
  LOC_SUFFIXES,
  NON_ENTITY_WORDS,
  ORG_SUFFIXES,
  ORG_WORD_ABBREVIATIONS,
  ROAD_WORDS,
  SPEECH_VERBS,
  TELLING_VERBS,
  THE_PLACES,
  WEAK_ORG_SUFFIXES,
} from './lexicon';
import { CONNECTORS, type Doc, isNameWord, type Span, sameLine } from './recognition-document';
import { refine } from './refine-spans';
import { BRAND_AFTER_BANG, DOMAINS, type Token } from './tokenize';

/** Abbreviations whose full stop stays inside a name: 'St. Louis', 'Mr. Smith'. */
const NAME_ABBREVIATIONS = [
  'st',
  'mt',
  'ft',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'gen',
  'gov',
  'sen',
  'rep',
  'rev',
  'capt',
  'col',
  'lt',
  'sgt',
  'det',
  'const',
  'insp',
  'supt',
  'cllr',
  'fr',
  'jr',
  'sr',
];

export function candidateSpans(doc: Doc): Span[] {
  const toks = doc.tokens;
  const raw: Span[] = [];
  let i = 0;
  while (i < toks.length) {
    // '@TheAcademy', '#Oscars': handles and hashtags are not names.
    if ((!isNameWord(toks[i]) && !opensCapsPlace(toks, i)) || isHandle(doc, toks[i]!)) {
      i++;
      continue;
    }
    let e = opensCapsPlace(toks, i) ? i + 2 : i + 1;
    for (let next = extendRun(toks, e); next !== undefined; next = extendRun(toks, e)) e = next;
    e = withChannelNumber(toks, i, e);
    if (
      isCapsEmphasis(toks, i, e) ||
      (toks.slice(i, e).every((t) => t.allCaps) && isSubheadBefore(toks, e))
    ) {
      i = e;
      continue;
    }
    const start = afterClock(toks, i, e);
    if (start < e) {
      const first = start === i ? withOrdinal(toks, i, e) : start;
      for (const part of atHeadlineVerbs(toks, first, e)) raw.push(part);
    }
    i = e;
  }
  extendKnownChannels(toks, raw);
  mergeNicknames(doc, raw);
  mergeCommaLists(doc, raw);
  splitCompanyPairs(doc, raw);
  // Lower-case particle names are found by the memory sweep; everything else is refined here.
  const out: Span[] = [];
  for (const sp of raw) refine(doc, sp, out);
  return out;
}

/**
 * 'had this awful season LAST YEAR when…': ordinary words in capitals inside a lower-case sentence are
 * emphasis, not a name (two or more words of three letters or more; an acronym such as 'WHO' is one word).
 */
function isCapsEmphasis(toks: Token[], s: number, e: number): boolean {
  const before = toks[s - 1];
  if (e - s < 2 || !before || before.kind !== 'word' || before.cap || !sameLine(before, toks[s]!))
    return false;
  return toks
    .slice(s, e)
    .every((t) => t.kind === 'word' && t.allCaps && t.text.length >= 3 && isCommonWord(t.lower));
}

/**
 * 'TWO MORE RAMS OUT St. Louis lost…': words in capitals right before a word in mixed case are a sub-headline
 * glued to the sentence it heads (pasted text loses the line break) when they are two or more words of three
 * letters or more and two of them at least are ordinary words; they join no name after them, and are no name
 * themselves. (Not 'AIDS Foundation', 'CARE International', 'NASA Administrator Charles Bolden', 'NFL TV
 * Deal': one ordinary word, or acronyms.)
 */
function isSubheadBefore(toks: Token[], e: number): boolean {
  const next = toks[e];
  if (next?.kind !== 'word' || !next.cap || next.allCaps || next.noCase) return false;
  let k = e;
  while (k > 0 && toks[k - 1]!.kind === 'word' && toks[k - 1]!.allCaps && sameLine(toks[k - 1]!, next)) k--;
  const caps = toks.slice(k, e);
  return (
    caps.length >= 2 &&
    caps.every((t) => t.text.length >= 3) &&
    caps.filter((t) => isCommonWord(t.lower)).length >= 2
  );
}

/**
 * 'SERIES IN SOUTH AFRICA', 'NEW ZEALAND BEAT': in a headline, an ordinary word ('south', 'new') opens a
 * country's or region's name that the gazetteer knows with the next word.
 */
function opensCapsPlace(toks: Token[], i: number): boolean {
  const t = toks[i]!;
  const next = toks[i + 1];
  if (!t.noCase || t.kind !== 'word' || next?.kind !== 'word' || !sameLine(t, next)) return false;
  // ('THE HAGUE 1996-07-05': the article is part of the place's name.)
  if (t.lower === 'the' && THE_PLACES.has(next.lower)) return true;
  return areaCandidates(placeKey(`${t.lower} ${next.lower}`)).length > 0;
}

/** '67th Police Precinct', '42nd Street': an ordinal before a name ending in an organisation or place word. */
/**
 * 'Obama Nominates Regina Benjamin', 'Earthquake Jolts Iran': in a title-case headline the verb is capitalised
 * like the names round it; it ends a name and starts none. (Only verbs that headlines use and names do not
 * end in: 'Sports', 'News' and 'Times' are not here.)
 */
function atHeadlineVerbs(toks: Token[], s: number, e: number): Span[] {
  if (!toks[s]!.noCase || e - s < 2) return [{ s, e }];
  const parts: Span[] = [];
  let from = s;
  for (let k = s; k < e; k++) {
    if (!HEADLINE_VERBS.has(toks[k]!.lower) || toks[k]!.allCaps) continue;
    if (k > from) parts.push({ s: from, e: k });
    from = k + 1;
  }
  if (from < e) parts.push({ s: from, e });
  return parts;
}
const HEADLINE_VERBS = new Set(
  `nominates nominated names named picks picked taps tapped hires hired fires fired sacks sacked signs signed
  beats beat defeats defeated tops edges routs wins won loses lost jolts jolted rocks rocked hits strikes struck
  shakes shook kills killed slams blasts unveils announces announced says said warns warned vows vowed urges
  urged seeks wants plans persists quits resigns resigned dies died joins joined leaves leads trails claims
  claimed denies denied admits admitted enters entered arrests arrested charges charged sues sued accuses
  accused backs rejects rejected approves approved confirms confirmed rules ruled blames blamed mourns
  mourned honors honours honored honoured remembers eyes offers offered drops dropped cuts releases released
  presents presented checks checked returns returned cruises cruised`.split(/\s+/),
);

/** A clock's half of the day and time zones: 'AM', 'PM', 'EDT', 'GMT'. */
const CLOCK_WORDS = new Set([
  'am',
  'pm',
  'gmt',
  'bst',
  'utc',
  'cet',
  'cest',
  'est',
  'edt',
  'pst',
  'pdt',
  'cst',
  'cdt',
  'et',
  'pt',
]);

/**
 * 'Updated 9: 01 AM EDT The murder trial…' (a pasted page's dateline run into its first sentence, no full
 * stop between): the words of a clock time after its number are no name, nor the start of one; the span
 * starts after them (or is empty).
 */
function afterClock(toks: Token[], s: number, e: number): number {
  let k = s;
  if (toks[s - 1]?.kind === 'num') while (k < e && CLOCK_WORDS.has(toks[k]!.lower)) k++;
  // '10 PM Eastern Time', 'at 9am British Summer Time': a time zone spelt out is no name either.
  if (toks[e - 1]!.lower === 'time' && toks.slice(k, e).every((t) => TIME_ZONE_WORDS.has(t.lower))) return e;
  return k;
}
const TIME_ZONE_WORDS = new Set(
  'eastern pacific central mountain atlantic alaska hawaii greenwich mean british european summer standard daylight time'.split(
    ' ',
  ),
);

function withOrdinal(toks: Token[], s: number, e: number): number {
  const before = toks[s - 1];
  if (!before || !ORDINAL.test(before.text) || !sameLine(before, toks[s]!)) return s;
  const last = toks[e - 1]!.lower;
  return ORG_SUFFIXES.has(last) || LOC_SUFFIXES.has(last) ? s - 1 : s;
}
const ORDINAL = /^\d+(?:st|nd|rd|th)$/;

/**
 * A broadcaster's channel number stays in its name: 'Riverside 7 News', 'WCCO 4 News' (a broadcaster word
 * after the number), or '… he told Riverside 7.' (after 'told'). Without it 'Riverside' alone reads as a place.
 */
function withChannelNumber(toks: Token[], s: number, e: number): number {
  const next = toks[e];
  if (next?.kind !== 'num' || !/^\d{1,2}$/.test(next.text) || !sameLine(toks[e - 1]!, next)) return e;
  // 'WCCO-TV Channel 4': a channel's number after the word.
  if (toks[e - 1]!.text === 'Channel' && e - s >= 2) return e + 1;
  const after = toks[e + 1];
  if (after && sameLine(next, after) && after.cap && BROADCAST_WORDS.has(after.lower)) return e + 2;
  if (!TELLING_VERBS.has(toks[s - 1]?.lower ?? '')) return e;
  // The number ends the name.
  return after && isNameWord(after) && sameLine(next, after) && !after.sentStart ? e : e + 1;
}
/** 'Riverside 7 will have live coverage': a channel the document named once keeps its number elsewhere. */
function extendKnownChannels(toks: Token[], raw: Span[]): void {
  const key = (s: number, e: number) =>
    toks
      .slice(s, e)
      .map((t) => t.lower)
      .join(' ');
  const known = new Set(raw.filter((sp) => toks[sp.e - 1]!.kind === 'num').map((sp) => key(sp.s, sp.e)));
  if (!known.size) return;
  for (const sp of raw) {
    const next = toks[sp.e];
    if (next?.kind === 'num' && sameLine(toks[sp.e - 1]!, next) && known.has(key(sp.s, sp.e + 1))) sp.e++;
  }
}
const BROADCAST_WORDS = new Set(['news', 'tv', 'radio', 'live']);

function isHandle(doc: Doc, t: Token): boolean {
  const before = doc.text[t.start - 1];
  return before === '@' || before === '#';
}

/** Where a run ending before token `e` ends if it takes in what follows; undefined when the run stops there. */
function extendRun(toks: Token[], e: number): number | undefined {
  const next = toks[e];
  if (!next || !sameLine(toks[e - 1]!, next)) return undefined;
  // ('TWO MORE RAMS OUT St. Louis lost two more players': a sub-headline in capitals glued to its sentence.)
  if (isSubheadBefore(toks, e)) return undefined;
  // ('to Reggie I'm pretty much throwing it away': the speaker's 'I' is no part of a name.)
  if (isNameWord(next) && !next.sentStart && !FIRST_PERSON.has(next.lower)) return e + 1;
  if (spacedHyphenInName(toks, e - 1)) return e + 2;
  // "McDonald's said", "Sotheby 's sold the painting": a name ending in a possessive with a verb right after
  // it is a name written with its possessive (a shop or firm named after its founder), not an owner.
  if ((next.text === "'s" || next.text === '’s') && isVerbAfterName(toks[e + 1])) return e + 1;
  // 'Arcade Joseph Comeaux, Jr.': a generational suffix after a comma ends the person's name.
  if (
    next.text === ',' &&
    GENERATIONAL_AFTER_COMMA.has(toks[e + 1]?.lower ?? '') &&
    // ('an interview with CNA, Sr. Keehan': after an acronym, 'Sr.' is a sister, not a father's son.)
    !toks[e - 1]!.allCaps &&
    sameLine(next, toks[e + 1]!)
  )
    return e + 2;
  // 'the Medical Assn. of the State of Alabama', 'Dept. of Justice': an organisation word's abbreviation and
  // its full stop before 'of' are inside the name.
  if (
    next.text === '.' &&
    next.start === toks[e - 1]!.end &&
    ORG_WORD_ABBREVIATIONS.has(toks[e - 1]!.lower) &&
    toks[e + 1]?.lower === 'of'
  ) {
    const end = afterConnectors(toks, e + 1);
    if (end !== undefined) return end;
  }
  // 'the Committee to Re-elect the President', 'Committee to Protect Journalists', 'Campaign to Stop Killer
  // Robots': a body named by its purpose takes 'to' and the capitalised verb after it into its name.
  if (
    next.lower === 'to' &&
    !next.cap &&
    PURPOSE_HEADS.has(toks[e - 1]!.lower) &&
    toks[e - 1]!.cap &&
    isNameWord(toks[e + 1]) &&
    !toks[e + 1]!.noCase &&
    sameLine(next, toks[e + 1]!)
  )
    return e + 2;
  // ('Committee to Re - elect', as ECB+ prints 'Re-elect': a capitalised prefix and its word.)
  if (
    next.text === '-' &&
    VERB_PREFIXES.has(toks[e - 1]!.lower) &&
    toks[e - 2]?.lower === 'to' &&
    toks[e + 1]?.kind === 'word' &&
    sameLine(next, toks[e + 1]!)
  )
    return e + 2;
  // 'Interstate 75', 'Route 52', 'Highway 1'.
  if (next.kind === 'num' && ROAD_WORDS.has(toks[e - 1]!.lower) && /^\d+$/.test(next.text)) return e + 1;
  // 'ESPN. com', 'FoxSports.com': the web address ends the name; 'Yahoo! Sports': a brand's exclamation mark.
  const after = toks[e + 1];
  if (
    (next.text === '.' || next.text === '!') &&
    next.start === toks[e - 1]!.end &&
    after !== undefined &&
    after.sentence === next.sentence &&
    (next.text === '.' ? DOMAINS.has(after.text) : after.cap && BRAND_AFTER_BANG.has(after.lower))
  )
    return e + 2;
  if (next.text === '.' && next.start === toks[e - 1]!.end) return afterInitialOrAbbreviation(toks, e);
  return afterPluralPossessive(toks, e) ?? afterPossessive(toks, e) ?? afterConnectors(toks, e);
}

/**
 * A hyphen printed with spaces round it inside a name ('Mat - Su', 'Al - Masry Al - Youm', 'Mahmoud al -
 * Goweiny', as ECB+ prints 'Mat-Su'): after a short capitalised word that is no acronym or after an Arabic
 * particle, before a capitalised word, outside headlines. (A dash between two names, 'Pakistan - India',
 * has longer words round it.)
 */
function spacedHyphenInName(toks: Token[], k: number): boolean {
  const left = toks[k]!;
  const dash = toks[k + 1];
  const right = toks[k + 2];
  if (dash?.text !== '-' || dash.start === left.end || right === undefined || right.start === dash.end)
    return false;
  if (left.noCase || right.noCase || right.kind !== 'word' || !right.cap || right.allCaps) return false;
  if (left.sentence !== right.sentence) return false;
  const shortWord =
    left.cap && !left.allCaps && left.text.length <= 3 && !NAME_ABBREVIATIONS.includes(left.lower);
  const particle = !left.cap && ARABIC_PARTICLES.has(left.lower) && toks[k - 1]?.cap === true;
  // 'Aoraki - Mount Cook': a name before a place's other name opening with 'Mount' or 'Lake' is one place.
  const placePrefix = left.cap && !left.allCaps && LOC_PREFIXES.has(right.lower) && right.lower !== 'place';
  // 'The San Diego Union - Tribune', 'the Times - Picayune': a newspaper's hyphenated name.
  const masthead =
    left.cap && !left.allCaps && MASTHEAD_WORDS.has(left.lower) && MASTHEAD_WORDS.has(right.lower);
  // 'the Anti - Gang Unit': a prefix printed apart from its word.
  const prefix = left.cap && !left.allCaps && WORD_PREFIXES.has(left.lower);
  return shortWord || particle || placePrefix || masthead || prefix;
}
const WORD_PREFIXES = new Set(['anti', 'non', 'counter', 'inter', 'multi', 'trans', 'post', 'pre', 'semi']);
const ARABIC_PARTICLES = new Set(['al', 'el']);
const FIRST_PERSON = new Set(['i', "i'm", 'i’m', "i've", 'i’ve', "i'd", 'i’d', "i'll", 'i’ll']);
const GENERATIONAL_AFTER_COMMA = new Set(['jr', 'sr', 'jnr', 'snr']);
/**
 * Words of newspapers' names, which ECB+ prints with a spaced hyphen between two of them ('Times - Picayune',
 * 'Union - Tribune', 'Post - Gazette', 'Star - Ledger'); both sides must be one.
 */
const MASTHEAD_WORDS = new Set(
  `times tribune picayune post gazette star ledger telegram journal constitution herald sentinel courier
  chronicle dispatch examiner inquirer democrat register bulletin globe union press news enterprise observer
  statesman leader guard mail standard review record`.split(/\s+/),
);

/** Verbs a company's name may take with nothing owned between ('McDonald's said', 'Sotheby's sold'). */
const VERBS_AFTER_NAME = new Set(
  `is was has had will would could can may might should must did does sold rose fell plans agreed reported`.split(
    /\s+/,
  ),
);

function isVerbAfterName(t: Token | undefined): boolean {
  return (
    t !== undefined &&
    t.kind === 'word' &&
    !t.cap &&
    (SPEECH_VERBS.has(t.lower) || VERBS_AFTER_NAME.has(t.lower))
  );
}

/** Initials and abbreviations inside names: 'J. K. Rowling', 'St. Louis', 'Mr. Smith'. */
function afterInitialOrAbbreviation(toks: Token[], dot: number): number | undefined {
  const prev = toks[dot - 1]!;
  const after = toks[dot + 1];
  const abbreviation = /^\p{Lu}$/u.test(prev.text) || NAME_ABBREVIATIONS.includes(prev.lower);
  // ('Gunman Kills L. A. Deputy': in a headline an initial 'A.' is no article.)
  const initialAfter = after !== undefined && /^\p{Lu}$/u.test(after.text) && toks[dot + 2]?.text === '.';
  return abbreviation && (isNameWord(after) || initialAfter) && sameLine(prev, after!) ? dot + 2 : undefined;
}

/** Plural possessive inside a name: "National Farmers' Union". */
function afterPluralPossessive(toks: Token[], e: number): number | undefined {
  const next = toks[e]!;
  if ((next.text !== "'" && next.text !== '’') || next.start !== toks[e - 1]!.end) return undefined;
  if (!isNameWord(toks[e + 1])) return undefined;
  const after = toks[e + 1]!;
  // "Reunion Pictures' Matthew O'Connor", "Williams' DUI arrest": a person or an abbreviation after the
  // apostrophe is not the rest of one name.
  if (GIVEN_NAMES.has(after.lower) || NON_ENTITY_WORDS.has(after.lower)) return undefined;
  return sameLine(next, after) && !after.sentStart ? e + 2 : undefined;
}

/** Possessive inside a name: "St Bartholomew's Hospital" (kept only if licensed later). */
function afterPossessive(toks: Token[], e: number): number | undefined {
  const next = toks[e]!;
  if (next.text !== "'s" && next.text !== '’s') return undefined;
  return isNameWord(toks[e + 1]) && sameLine(next, toks[e + 1]!) ? e + 2 : undefined;
}

/** Bodies named by what they are for ('Committee to Protect Journalists'). */
const PURPOSE_HEADS = new Set([
  'committee',
  'campaign',
  'coalition',
  'council',
  'fund',
  'alliance',
  'movement',
]);
/** Prefixes of a verb that ECB+ prints apart ('Re - elect'). */
const VERB_PREFIXES = new Set(['re', 'co', 'pre']);

/** Connectors: up to three lower-case words followed by a capitalised word; '&' between two names. */
function afterConnectors(toks: Token[], e: number): number | undefined {
  const next = toks[e]!;
  if (next.kind === 'word' && CONNECTORS.has(next.lower) && !next.cap && spacedHyphenInName(toks, e))
    return e + 3;
  if (next.kind === 'word' && CONNECTORS.has(next.lower) && !next.cap) {
    if (endsNoName(toks, e)) return undefined;
    let k = e;
    while (
      k < e + 3 &&
      toks[k] &&
      toks[k]!.kind === 'word' &&
      CONNECTORS.has(toks[k]!.lower) &&
      !toks[k]!.cap
    )
      k++;
    if (next.lower === '&' || (k > e && isNameWord(toks[k]) && sameLine(next, toks[k]!))) {
      if (isNameWord(toks[k])) return k + 1;
    }
    return undefined;
  }
  if (next.text === '&' && isNameWord(toks[e + 1]) && sameLine(next, toks[e + 1]!)) {
    // 'WBA & IBO': two acronyms are two names ('AT&T' is one token).
    if (toks[e - 1]!.allCaps && toks[e + 1]!.allCaps) return undefined;
    return e + 2;
  }
  return undefined;
}

/**
 * 'confirmed Sunday the Angels have withdrawn', 'The U.S. and European Union are seeking': a day of the week,
 * or the United States or Kingdom by their initials, is never the first half of a name joined by a small word
 * (the two are two names, or a date and a name).
 */
function endsNoName(toks: Token[], e: number): boolean {
  const left = toks[e - 1]!;
  if (WEEKDAYS.has(left.lower)) return true;
  return COUNTRY_INITIALS.has(left.text) && !left.noCase;
}
const COUNTRY_INITIALS = new Set(['U.S.', 'U.K.', 'US', 'UK']);
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

const QUOTES = new Set(['"', '“', '”']);
const SINGLE_QUOTES = new Set(["'", '‘', '’']);

/**
 * 'Vincent "The Chin" Gigante', 'Cornerback Adam "Pacman'' Jones', "Vincent 'the Chin' Gigante": a quoted
 * nickname (in double or single quotes, after a lower-case 'the' or not) between a given name and a surname is
 * one name with them (ECB+ closes a double quote with two apostrophes). A nickname in brackets is not: ECB+
 * labels 'Kimani (Kiki) Gray' as three names.
 */
function mergeNicknames(doc: Doc, raw: Span[]): void {
  const toks = doc.tokens;
  for (let r = raw.length - 2; r >= 0; r--) {
    const [a, b] = [raw[r]!, raw[r + 1]!];
    const given = toks[a.e - 1]!;
    if (given.kind !== 'word' || !given.cap || !GIVEN_NAMES.has(given.lower)) continue;
    const open = toks[a.e]?.text ?? '';
    const single = SINGLE_QUOTES.has(open);
    if (!QUOTES.has(open) && !single) continue;
    const the = toks[a.e + 1]?.lower === 'the' && !toks[a.e + 1]!.cap ? 1 : 0;
    if (b.s !== a.e + 1 + the) continue;
    // "Chin' Gigante": the closing single quote and the surname are already in the nickname's run.
    // 'Salerno and Anthony "Big Tony" Corallo': a run joined by 'and' ends before the given name.
    const andInA = lastAnd(toks, a.s, a.e - 1);
    const before = andInA === undefined ? [] : [{ s: a.s, e: andInA }];
    const start = andInA === undefined ? a.s : andInA + 1;
    const inside = single ? closingInside(toks, b) : undefined;
    if (inside !== undefined && inside - b.s <= 3 && b.e - inside - 1 <= 2) {
      raw.splice(r, 2, ...before, { s: start, e: b.e });
      continue;
    }
    const c = raw[r + 2];
    if (!c || b.e - b.s > 3) continue;
    const close = closingQuoteEnd(toks, b.e, single);
    if (close === undefined || c.s !== close) continue;
    // 'Anthony "Fat Tony" Salerno and Anthony ...': the surname ends at an 'and' the run took in.
    const andInC = c.e - c.s > 2 ? lastAnd(toks, c.s + 1, Math.min(c.s + 3, c.e - 1)) : undefined;
    if (c.e - c.s > 2 && andInC === undefined) continue;
    const after = andInC === undefined ? [] : [{ s: andInC + 1, e: c.e }];
    raw.splice(r, 3, ...before, { s: start, e: andInC ?? c.e }, ...after);
  }
}

/** The last lower-case 'and' among tokens [from, to), if any. */
function lastAnd(toks: Token[], from: number, to: number): number | undefined {
  for (let k = to - 1; k >= from; k--) if (toks[k]!.text === 'and') return k;
  return undefined;
}

/** Where a single quote closes a nickname inside the run `b`, before the surname: 'Chin' of "Chin' Gigante". */
function closingInside(toks: Token[], b: Span): number | undefined {
  for (let k = b.s + 1; k < b.e - 1; k++) if (SINGLE_QUOTES.has(toks[k]!.text)) return k;
  return undefined;
}

/** Where a closing quote starting at token `k` ends: '"', '”', two apostrophes, or after a single quote one. */
function closingQuoteEnd(toks: Token[], k: number, single: boolean): number | undefined {
  const mark = toks[k];
  if (!mark) return undefined;
  if (single) return SINGLE_QUOTES.has(mark.text) ? k + 1 : undefined;
  if (QUOTES.has(mark.text)) return k + 1;
  const second = toks[k + 1];
  const twoApostrophes = mark.text === "'" && second?.text === "'" && second.start === mark.end;
  return twoApostrophes ? k + 2 : undefined;
}

/**
 * 'Rail, Maritime and Transport Union': a run ending in an organisation word after 'and', preceded by
 * comma-separated single common words, is one name. ('Kent, Sussex and Hampshire Police' is not merged:
 * place names are not common words.)
 */
function mergeCommaLists(doc: Doc, raw: Span[]): void {
  const toks = doc.tokens;
  for (let r = raw.length - 1; r > 0; r--) {
    const sp = raw[r]!;
    if (!ORG_SUFFIXES.has(toks[sp.e - 1]!.lower)) continue;
    let hasAnd = false;
    for (let i = sp.s; i < sp.e; i++) if (toks[i]!.lower === 'and') hasAnd = true;
    if (!hasAnd) continue;
    let start = sp.s;
    let q = r - 1;
    while (q >= 0) {
      const prev = raw[q]!;
      const comma = toks[start - 1];
      if (comma?.text !== ',' || prev.e !== start - 1 || prev.e - prev.s !== 1) break;
      if (!isCommonWord(toks[prev.s]!.lower)) break;
      start = prev.s;
      q--;
    }
    if (start !== sp.s) {
      raw.splice(q + 1, r - q, { s: start, e: sp.e });
      r = q + 1;
    }
  }
}

/**
 * 'Microsoft Corp and Netscape Communications Corp': a run joined by 'and' right after a company suffix,
 * whose other half ends in a company suffix too, is two companies.
 */
function splitCompanyPairs(doc: Doc, raw: Span[]): void {
  const toks = doc.tokens;
  for (let r = raw.length - 1; r >= 0; r--) {
    const sp = raw[r]!;
    for (let i = sp.s + 1; i < sp.e - 1; i++) {
      if (toks[i]!.lower !== 'and') continue;
      const left = toks[i - 1]!.lower.replace(/\.$/, '');
      const right = toks[sp.e - 1]!.lower.replace(/\.$/, '');
      // ('the European Union and International Monetary Fund': two organisations of two words or more.)
      // ('The Bank and Trust Company' is one.)
      const leftWords = i - sp.s - (toks[sp.s]!.lower === 'the' ? 1 : 0);
      const twoOrganisations =
        leftWords >= 2 && sp.e - i - 1 >= 2 && isStrongOrgWord(left) && isStrongOrgWord(right);
      if (!(COMPANY_SUFFIXES.has(left) && COMPANY_SUFFIXES.has(right)) && !twoOrganisations) continue;
      raw.splice(r, 1, { s: sp.s, e: i }, { s: i + 1, e: sp.e });
      break;
    }
  }
}

/** An organisation word that ends no place's name ('Union', 'Fund'; not 'Times' or 'Centre'). */
function isStrongOrgWord(lower: string): boolean {
  return ORG_SUFFIXES.has(lower) && !WEAK_ORG_SUFFIXES.has(lower) && !LOC_SUFFIXES.has(lower);
}

const COMPANY_SUFFIXES = new Set(
  `corp corporation inc incorporated ltd limited plc co company group ag sa nv bv gmbh llc lp holdings`.split(
    ' ',
  ),
);
