/**
 * Article → weighted features for story matching: stemmed word terms (title occurrences count more) and
 * named-entity phrases as separate, heavier features. Language-agnostic: Unicode letters and digits,
 * Latin diacritics folded, scripts written without spaces (CJK, Thai, …) cut into character bigrams;
 * only the stopword list and the stemmer are English.
 */

import { isDatelineOnly } from '../../lib/dateline';
import { NEWS_LEXICON } from './news-lexicon';

export interface MatchEntity {
  name: string;
  type: string;
}

export interface MatchArticle {
  id: string;
  title: string;
  body: string;
  published_at?: string | Date | null;
  /** Entities from an upstream recogniser; when absent, capitalised phrases stand in for them. */
  entities?: readonly MatchEntity[] | null;
}

/** Entity features carry this prefix; word terms never contain it (they are letters and digits only). */
export const ENTITY_PREFIX = '@';

export interface FeatureWeights {
  /** One title occurrence of a word counts as this many body occurrences. */
  title: number;
  /** Weight of an entity phrase relative to a word seen once in the body. */
  entity: number;
  /** Weight of each word of a multi-word entity as an entity feature of its own (0: off). */
  entityWord: number;
  /**
   * Weight of each number stated in the text (a death toll, a magnitude, a score, a year) as an entity
   * feature (`@#5.2`); 0 or absent: off. Numbers tell apart two events of the same kind.
   */
  number?: number;
  /**
   * Weight of the article's year (`@~2013`: its publication year, or without a date the latest year its
   * text states), kept apart from the vectors: scoring reads it only as a conflict (an article of 2013
   * against a story whose articles are of 2008). 0 or absent: off.
   */
  year?: number;
}

export const DEFAULT_FEATURE_WEIGHTS: FeatureWeights = {
  title: 3,
  entity: 2,
  entityWord: 2,
  number: 3,
  year: 1,
};

/** The stated-year feature's key prefix (after ENTITY_PREFIX): `@~2013`. */
export const YEAR_MARK = '~';
export const isYearKey = (key: string) => key.startsWith(ENTITY_PREFIX) && key[1] === YEAR_MARK;
/** Stated years a story centroid keeps (the most stated first). */
export const MAX_STORY_YEARS = 3;
/** Years read as stated dates: four digits from 1950 to 2039, not part of a longer number. */
const YEAR = /(?<![\p{N}.,])(?:19[5-9]\d|20[0-3]\d)(?![\p{N}]|[.,]\d)/gu;

/**
 * The latest year a text states, or undefined: news states the year of its event in dates ("May 3, 2013")
 * and mentions earlier years for background, rarely later ones.
 */
export function latestYear(text: string): number | undefined {
  let latest: number | undefined;
  for (const m of text.matchAll(YEAR)) {
    const y = Number(m[0]);
    if (latest === undefined || y > latest) latest = y;
  }
  return latest;
}

// Numbers as written: digits with decimal or thousands separators ("5.2", "1,200", French "1 200" with a
// space or a narrow no-break space); `numberKey` normalises them so "1 200" meets "1,200" and "6,8" "6.8".
// Digits inside a Latin-script word ('A320', 'G7', 'COVID19') are not stated numbers; scripts written
// without spaces put numbers right against letters ('マグニチュード6.8の').
const NUMBER =
  /(?<![\p{Script=Latin}\p{N}.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{Script=Latin}\d])|\d+(?:[.,]\d+)*(?![\p{Script=Latin}\d]))/gu;

// A clock time ("12: 42 GMT", "4:08 p.m."): when a page was posted or updated, not a fact of the event.
const CLOCK_TIME = /(?<![\p{N}.,])\d{1,2}\s?:\s?\d{2}(?!\p{N})/gu;

/** "1,200" and "1 200" → "1200", "03" → "3", "6,8" → "6.8"; a number like "1.2.3" is kept as written. */
const numberKeys = new Map<string, string>();
function numberKey(written: string): string {
  let key = numberKeys.get(written);
  if (key === undefined) {
    key = readNumber(written);
    if (numberKeys.size >= 10_000) numberKeys.clear();
    numberKeys.set(written, key);
  }
  return key;
}

function readNumber(written: string): string {
  const raw = written.replace(/[ \u00a0\u202f]/g, '');
  const plain = /^\d{1,3}(?:,\d{3})+$/.test(raw) ? raw.replace(/,/g, '') : raw.replace(',', '.');
  const value = Number(plain);
  return Number.isFinite(value) ? String(value) : raw;
}

export interface ArticleFeatures {
  /** Word terms (stemmed) and entity keys (`@name`), distinct. */
  keys: string[];
  /** Weight per key before IDF, the vector L2-normalised so every article brings the same mass. */
  weights: number[];
  /** Indexes (into `keys`) of the entity features the title names: the article's protagonists. */
  titleEntities: number[];
}

// A small English list plus news filler (reporting verbs, days, months) and the most frequent function
// words of a few other Latin-script languages, so their articles are not matched on "de la que".
const STOPWORDS = new Set(
  `a about above after again against all almost also although am among an and another any are around as at
  be became because been before being below between both but by can cannot could did do does doing done down
  during each either else ever every few for from further get gets got had has have having he her here hers
  herself him himself his how however i if in into is it its itself just last least less like made make many
  may me might more most much must my myself near neither next no nor not now of off often on once one only
  onto or other others our ours ourselves out over own per perhaps put rather same several shall she should
  since so some still such than that the their theirs them themselves then there these they this those
  though through thus to too toward under until up upon us very via was we were what whatever when where
  whether which while who whom whose why will with within without would yet you your yours yourself
  said says say saying told tell according added adding asked reported reports report reporting statement
  announced announce announces news today yesterday tomorrow tonight week weeks month months year years day
  days time times ago earlier later new first two three four five six seven eight nine ten hundred thousand
  million billion mr mrs ms dr st inc ltd co
  updated posted published gmt utc bst pm edt pst pdt cet
  monday tuesday wednesday thursday friday saturday sunday
  january february march april june july august september october november december
  el la los las lo del al de en y que un una unos unas por para con se su sus es no como mas pero sobre ha
  le les des du et au aux une est dans pour sur pas par qui ce cette ont il elle
  son sa ses leur leurs ou ne nous vous ils elles avec sans sous entre vers chez depuis selon apres avant
  pendant tous tout toute toutes autre autres ete etait etaient sont avait avaient fait faire peut doit
  plus moins tres aussi encore deja ans an lors dont mais donc ni car si comme ainsi cet ces notre votre
  y ya a ete sera seront aurait pourrait devrait jusqu
  muy tambien ya desde hasta entre sin sobre tras durante segun ante bajo cuando donde porque esta este
  estos estas ese esa eso fue fueron era eran son han habia sido ser estar tiene tienen hay anos ano le
  les nos otro otra otros otras todo toda todos todas mismo cada
  der die das den dem des und ein eine einen ist im mit von zu auf fur nicht sich bei sie er es auch
  il di da e o gli per non che con si nel della delle dei ao os as em um uma com na nos`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

// Titles that precede a name ("Mayor Jane Holt") are dropped so the name matches its bare mentions.
const HONORIFICS = new Set(
  `mr mrs ms miss dr prof professor sir dame lord lady mayor deputy president vice minister prime senator
  governor judge justice chief inspector detective sergeant officer captain commander general colonel coach
  ceo chairman chairwoman chair secretary councillor councilor rep representative sheriff superintendent
  commissioner director spokesman spokeswoman spokesperson king queen prince princess pope bishop father`
    .split(/\s+/)
    .filter(Boolean),
);

// Lower-case words allowed inside a capitalised phrase ("Bank of England", "Banco de España").
const CONNECTORS = new Set([
  'of',
  'de',
  'del',
  'la',
  'le',
  'du',
  'van',
  'von',
  'der',
  'den',
  'da',
  'di',
  'y',
]);

// Words: letters/digits with inner apostrophes or hyphens; sentence and clause punctuation as their own
// tokens so entity phrases stop at them.
export const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*|[.!?;:,()[\]"“”«»„—–\n]/gu;
const TOKEN_PUNCTUATION = '.!?;:,()[]"“”«»„—–\n';
const NO_SPACE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// Thai, Lao, Myanmar, Khmer, CJK blocks: a cheap pre-check before the exact NO_SPACE_SCRIPT test.
const MAYBE_NO_SPACE_SCRIPT =
  /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u2e80-\u9fff\uf900-\ufaff\uff66-\uff9f\ud840-\ud87f]/;
const INNER_PUNCTUATION = /['’-]/;
const SENTENCE_BREAK = '.!?:\n"“«„';
const UPPER_START = /^[\p{Lu}\p{Lt}]/u;
const HAS_LOWER = /\p{Ll}/u;
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const POSSESSIVE = /['’]s$/iu;
// A French or Italian elided article before a name ("l'Alder", "d'Orléans", "dell'Arno").
const ELISION = /^(?:l|d|qu|dell|all|nell)['’]/u;
const ASCII_WORD = /^[a-z]+$/;
const DIGITS = /^\p{N}+$/u;

/** Lower-cases, folds Latin diacritics (São → sao) and compatibility forms. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(LATIN_DIACRITICS, '').toLowerCase();
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** `foldText` for one word, skipping Unicode normalisation for plain ASCII (most words). */
function foldWord(word: string): string {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 127) return foldText(word);
  return word.toLowerCase();
}

/**
 * A deliberately light English stemmer (plural and -ing/-ed endings), enough to join "floods", "flooding"
 * and "flooded"; it only touches plain a–z words, so other languages pass through unchanged.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !ASCII_WORD.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  return w;
}

function undouble(w: string): string {
  const last = w.charCodeAt(w.length - 1);
  if (w.length > 3 && last === w.charCodeAt(w.length - 2) && !'lsz'.includes(w[w.length - 1] ?? '')) {
    return w.slice(0, -1);
  }
  return w;
}

// Folding, stopword and stem decisions per plain token ('' = dropped), in a direct-mapped cache: most
// tokens of a text are frequent words seen many times before. A fixed 8,192 slots stay in the CPU's
// caches where a large Map would not (a lookup there costs several memory reads), and a miss only costs
// the fold and stem again.
const TERM_CACHE_SLOTS = 8192;
const cachedTokens = new Array<string>(TERM_CACHE_SLOTS).fill('');
const cachedTerms = new Array<string>(TERM_CACHE_SLOTS).fill('');

/** FNV-1a over the UTF-16 code units, folded to a slot of a power-of-two table of `slots`. */
export function stringSlot(text: string, slots: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) & (slots - 1);
}

function pushTerm(folded: string, out: string[]): void {
  // French and Spanish news words as their English equivalents, so topic words meet across languages.
  const word = NEWS_LEXICON.get(folded) ?? folded;
  if (word.length < 2 || STOPWORDS.has(word)) return;
  const first = word.charCodeAt(0);
  // Bare numbers are mostly counts and years that recur across unrelated stories.
  if (first >= 48 && first <= 57 && DIGITS.test(word) && (word.length < 3 || /^(19|20)\d\d$/.test(word)))
    return;
  out.push(stem(word));
}

function pushBigrams(token: string, out: string[]): void {
  const chars = Array.from(token);
  if (chars.length === 1) {
    out.push(token);
    return;
  }
  for (let i = 0; i < chars.length - 1; i++) out.push(`${chars[i]}${chars[i + 1]}`);
}

interface Phrase {
  words: string[];
  atSentenceStart: boolean;
}

interface Scan {
  /** Capitalised phrases, in order. */
  phrases: Phrase[];
  /** Words longer than three letters not at a sentence start, and how many of them are capitalised. */
  longMidWords: number;
  longMidCapitals: number;
}

function isCapitalised(token: string): boolean {
  const c = token.charCodeAt(0);
  if (c < 128) return c >= 65 && c <= 90;
  return UPPER_START.test(token);
}

/**
 * One pass over a text: its word terms (folded, stopwords and numeric noise dropped, stemmed; words of
 * scripts written without spaces as character bigrams) go to `terms`, and its capitalised phrases are
 * returned. Phrases may span lower-case connectors ("Bank of England") and stop at punctuation.
 */
function scan(text: string, terms: string[] | null): Scan {
  const phrases: Phrase[] = [];
  let current: string[] = [];
  let currentAtStart = false;
  let sentenceStart = true;
  let pendingConnector: string | null = null;
  let longMidWords = 0;
  let longMidCapitals = 0;
  const close = () => {
    if (current.length > 0) phrases.push({ words: current, atSentenceStart: currentAtStart });
    current = [];
    pendingConnector = null;
  };
  // Checking each token's script is costly; most texts have no character from those scripts at all.
  const mayHaveNoSpaceScript = MAYBE_NO_SPACE_SCRIPT.test(text);
  forEachToken(text, (token, punctuation) => {
    if (punctuation) {
      close();
      if (SENTENCE_BREAK.includes(token)) sentenceStart = true;
      return;
    }
    const capitalised = isCapitalised(token);
    if (!sentenceStart && token.length > 3) {
      longMidWords++;
      if (capitalised) longMidCapitals++;
    }
    if (capitalised && token.length > 1) {
      if (current.length === 0) currentAtStart = sentenceStart;
      else if (pendingConnector) current.push(pendingConnector);
      pendingConnector = null;
      current.push(token);
    } else if (current.length > 0 && pendingConnector === null && CONNECTORS.has(token)) {
      pendingConnector = token;
    } else {
      close();
    }
    sentenceStart = false;
    if (!terms) return;
    if (mayHaveNoSpaceScript && NO_SPACE_SCRIPT.test(token)) {
      pushBigrams(token, terms);
      return;
    }
    if (token.length === 1) return;
    const slot = stringSlot(token, TERM_CACHE_SLOTS);
    if (cachedTokens[slot] === token) {
      const cachedTerm = cachedTerms[slot] as string;
      if (cachedTerm) terms.push(cachedTerm);
      return;
    }
    const folded = foldWord(token);
    if (!INNER_PUNCTUATION.test(folded)) {
      const before = terms.length;
      pushTerm(folded, terms);
      cachedTokens[slot] = token;
      cachedTerms[slot] = terms.length > before ? (terms[before] as string) : '';
      return;
    }
    for (const part of folded.replace(POSSESSIVE, '').split(/['’-]/)) pushTerm(part, terms);
  });
  close();
  return { phrases, longMidWords, longMidCapitals };
}

// One code point at a position (sticky, so testing allocates nothing): what TOKEN calls a word start
// ([\p{L}\p{N}]) and a word part ([\p{L}\p{M}\p{N}]).
const WORD_START_AT = /[\p{L}\p{N}]/uy;
const WORD_PART_AT = /[\p{L}\p{M}\p{N}]/uy;

// The TOKEN_PUNCTUATION characters by code unit (all below U+2020), for a test without a string.
const PUNCTUATION_CODES = new Uint8Array(0x2020);
for (const ch of TOKEN_PUNCTUATION) PUNCTUATION_CODES[ch.charCodeAt(0)] = 1;
const isTokenPunctuation = (c: number) => c < 0x2020 && PUNCTUATION_CODES[c] === 1;

/** Code units of the code point at `i` when it is a word start (0 when not); ASCII without a regex. */
function wordStartAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;
  WORD_START_AT.lastIndex = i;
  return WORD_START_AT.test(text) ? WORD_START_AT.lastIndex - i : 0;
}

/** Code units of the code point at `i` when it is a word part (0 when not, or at the end). */
function wordPartAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;
  if (Number.isNaN(c)) return 0;
  WORD_PART_AT.lastIndex = i;
  return WORD_PART_AT.test(text) ? WORD_PART_AT.lastIndex - i : 0;
}

/**
 * Calls `visit` for each TOKEN match, in order: words, and punctuation that ends a phrase or sentence.
 * A hand-written scanner with the same result as `text.matchAll(TOKEN)` (a property test holds them
 * equal) that allocates no match object per token and tests ASCII letters without a regex.
 */
export function forEachToken(text: string, visit: (token: string, punctuation: boolean) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const start = wordStartAt(text, i);
    if (start > 0) {
      const from = i;
      i += start;
      for (let part = wordPartAt(text, i); part > 0; part = wordPartAt(text, i)) i += part;
      // (?:['’-][\p{L}\p{M}\p{N}]+)*: a joiner counts only when a word part follows it.
      for (;;) {
        const c = text.charCodeAt(i);
        if (c !== 39 && c !== 0x2019 && c !== 45) break;
        let part = wordPartAt(text, i + 1);
        if (part === 0) break;
        i += 1;
        for (; part > 0; part = wordPartAt(text, i)) i += part;
      }
      visit(text.slice(from, i), false);
      continue;
    }
    const c = text.charCodeAt(i);
    if (isTokenPunctuation(c)) {
      visit(text[i] as string, true);
      i += 1;
    } else {
      // Skip a whole code point, as the u-flagged expression does.
      i += c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    }
  }
}

/** The word terms of a text: folded, stopwords and short or numeric noise dropped, stemmed. */
export function wordTerms(text: string, out: string[] = []): string[] {
  scan(text, out);
  return out;
}

const ENTITY_KEY_CACHE_SIZE = 50_000;
const entityKeyCache = new Map<string, string | null>();

/** The entity key of a name: folded, possessive dropped, honorifics stripped, single spaces. */
export function entityKey(name: string): string | null {
  let key = entityKeyCache.get(name);
  if (key !== undefined) return key;
  const words = foldText(name)
    .replace(POSSESSIVE, '')
    .replace(ELISION, '')
    .split(/[^\p{L}\p{M}\p{N}'’-]+/u)
    .filter(Boolean);
  while (words.length > 1 && HONORIFICS.has(words[0] ?? '')) words.shift();
  key = words.join(' ');
  if (key.length < 2 || (words.length === 1 && (STOPWORDS.has(key) || HONORIFICS.has(key)))) key = null;
  if (entityKeyCache.size >= ENTITY_KEY_CACHE_SIZE) entityKeyCache.clear();
  entityKeyCache.set(name, key);
  return key;
}

/**
 * Capitalised phrases as entity names. A phrase at the start of a sentence loses a leading stopword
 * ("The", "After"); a single word there counts only if the text also capitalises it mid-sentence (or it
 * is possessive), so "Firefighters battled…" is not a name but "Holt" is once "…said Holt" appears.
 */
export function guessEntities(title: string, body: string): string[] {
  return namesFrom(scan(title, null), scan(body, null), title);
}

function namesFrom(titleScan: Scan, bodyScan: Scan, title: string): string[] {
  const midSentence = new Set<string>();
  for (const p of bodyScan.phrases) if (!p.atSentenceStart) for (const w of p.words) midSentence.add(w);
  // Headlines are often in Title Case, where capitals say nothing; a sentence-case headline capitalises
  // names only, so it is read like body text and its mid-headline capitals vouch for the body's.
  const titleIsSentenceCase =
    titleScan.longMidWords === 0 || titleScan.longMidCapitals / titleScan.longMidWords < 0.75;
  if (titleIsSentenceCase) {
    for (const p of titleScan.phrases) if (!p.atSentenceStart) for (const w of p.words) midSentence.add(w);
  }
  const names: string[] = [];
  const accept = (p: Phrase) => {
    let words = p.words;
    if (p.atSentenceStart) {
      while (words.length > 0 && STOPWORDS.has(foldWord(words[0] ?? ''))) words = words.slice(1);
      const only = words[0] ?? '';
      if (
        words.length === 1 &&
        !midSentence.has(only) &&
        !POSSESSIVE.test(only) &&
        !midSentence.has(only.replace(POSSESSIVE, ''))
      ) {
        return;
      }
    }
    if (words.length === 0) return;
    // "Monday", "The": capitalised but not names.
    if (words.length === 1 && STOPWORDS.has(foldWord(words[0] ?? ''))) return;
    // All-caps shouting ("BREAKING NEWS") is not a name; short acronyms are.
    if (words.length > 1 && words.every((w) => !HAS_LOWER.test(w) && w.length > 4)) return;
    names.push(words.join(' '));
  };
  for (const p of bodyScan.phrases) accept(p);
  if (titleIsSentenceCase) {
    for (const p of titleScan.phrases) accept(p);
  } else {
    const foldedTitle = foldText(title);
    for (const name of new Set(names)) if (foldedTitle.includes(foldText(name))) names.push(name);
  }
  return names;
}

/** Epoch milliseconds of a published_at value, or undefined when missing or unreadable. */
export function toEpochMs(value: string | Date | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The headline and body the features read. A scraped page's title is sometimes only its dateline
 * ("Saturday, August 24, 2013", "11 / 28 / 05", "21 July 2013 Last updated at 11: 11 GMT") and its
 * headline the body's first line: weighted as a title, the dateline's numbers would be the article's
 * "protagonists" and the real headline only body text. Then the body's first line is the headline.
 */
function headlineOf(title: string, body: string): { title: string; body: string } {
  if (!isDatelineOnly(title)) return { title, body };
  const cut = body.indexOf('\n');
  const first = (cut < 0 ? '' : body.slice(0, cut)).trim();
  if (first === '' || first.length > 300) return { title, body };
  return { title: first, body: body.slice(cut + 1) };
}

/** The weighted, L2-normalised feature vector of an article (before IDF). */
export function articleFeatures(
  article: Pick<MatchArticle, 'title' | 'body' | 'entities' | 'published_at'>,
  weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
): ArticleFeatures {
  const { title, body } = headlineOf(article.title ?? '', article.body ?? '');
  const bodyTerms: string[] = [];
  const titleTerms: string[] = [];
  const bodyScan = scan(body, bodyTerms);
  const titleScan = scan(title, titleTerms);
  const counts = new Map<string, number>();
  for (const term of bodyTerms) counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const term of titleTerms) counts.set(term, (counts.get(term) ?? 0) + weights.title);
  const keys: string[] = [];
  const values: number[] = [];
  for (const [term, tf] of counts) {
    keys.push(term);
    values.push(1 + Math.log(tf));
  }
  if (weights.entity > 0) {
    const names = article.entities?.length
      ? article.entities.map((e) => e.name)
      : namesFrom(titleScan, bodyScan, title);
    const entityCounts = new Map<string, number>();
    for (const name of names) {
      const key = entityKey(name);
      if (key) entityCounts.set(key, (entityCounts.get(key) ?? 0) + 1);
    }
    const wordCounts = new Map<string, number>();
    for (const [key, count] of entityCounts) {
      keys.push(`${ENTITY_PREFIX}${key}`);
      values.push(weights.entity * (1 + Math.log(count)));
      if (weights.entityWord > 0 && key.includes(' ')) {
        for (const word of key.split(' ')) {
          if (word.length > 2 && !CONNECTORS.has(word))
            wordCounts.set(word, (wordCounts.get(word) ?? 0) + count);
        }
      }
    }
    const numberWeight = weights.number ?? 0;
    if (numberWeight > 0) {
      const numberCounts = new Map<string, number>();
      for (const text of [title, body]) {
        for (const m of (text.includes(':') ? text.replace(CLOCK_TIME, ' ') : text).matchAll(NUMBER)) {
          const key = `#${numberKey(m[0])}`;
          numberCounts.set(key, (numberCounts.get(key) ?? 0) + 1);
        }
      }
      for (const [key, count] of numberCounts) {
        if (entityCounts.has(key)) continue;
        keys.push(`${ENTITY_PREFIX}${key}`);
        values.push(numberWeight * (1 + Math.log(count)));
      }
    }
    // The words of multi-word names as entity features too, so "Droste" meets "Halima Droste".
    for (const [word, count] of wordCounts) {
      const key = `${ENTITY_PREFIX}${word}`;
      const existing = entityCounts.get(word);
      if (existing !== undefined) {
        const at = keys.indexOf(key);
        values[at] = (values[at] ?? 0) + weights.entityWord * (1 + Math.log(count));
      } else {
        keys.push(key);
        values.push(weights.entityWord * (1 + Math.log(count)));
      }
    }
  }
  let norm = 0;
  for (const v of values) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / norm;
  // The article's year after the normalisation: it is no part of the vectors, only a date to compare. A
  // dated article's year is its publication year (a stated year may be background: "the record, set in
  // 1987"); an undated one's is the latest year its text states.
  const yearWeight = weights.entity > 0 ? (weights.year ?? 0) : 0;
  if (yearWeight > 0) {
    const published = toEpochMs(article.published_at);
    const year =
      published !== undefined
        ? new Date(published).getUTCFullYear()
        : latestYear(`${article.title ?? ''}\n${article.body ?? ''}`);
    if (year !== undefined) {
      keys.push(`${ENTITY_PREFIX}${YEAR_MARK}${year}`);
      values.push(yearWeight);
    }
  }
  const titleEntities: number[] = [];
  // Only entity keys can be title entities: skip the title's folding when there are none.
  const hasEntity = keys.some((key) => key.startsWith(ENTITY_PREFIX));
  const foldedTitle = !hasEntity
    ? ''
    : ` ${(isAscii(title) ? title.toLowerCase() : foldText(title))
        .replace(NUMBER, (n) => `#${numberKey(n)}`)
        .replace(/[^\p{L}\p{M}\p{N}.#]+/gu, ' ')} `;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key.startsWith(ENTITY_PREFIX) && foldedTitle.includes(` ${key.slice(1)} `)) titleEntities.push(i);
  }
  return { keys, weights: values, titleEntities };
}
