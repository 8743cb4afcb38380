// Tokens with character offsets, sentence starts and headline lines, for the entity recogniser.
import { GIVEN_NAMES } from './given-names';
import { fold } from './lexicon';

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: 'word' | 'num' | 'punct';
  /** Folded lower case. */
  lower: string;
  /** Starts with a capital letter (or is an Arabic-style 'al-Name'). */
  cap: boolean;
  /** Two or more letters, all capitals. */
  allCaps: boolean;
  /** First word of a sentence or of a quotation: its capital letter is not evidence. */
  sentStart: boolean;
  /** On a headline-like line (all capitals or title case): capital letters are not evidence. */
  noCase: boolean;
  /** Index of the sentence. */
  sentence: number;
}

// (A possessive written apart, Penn Treebank style, "Moody 's", stays a quotation mark and a word: reading it
// as the possessive cost the newswire-style held-out sample 2.5 points, bench/entities/README.md.)
const TOKEN =
  /(?:\p{Lu}\.){2,}|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*(?:[-–][\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*)*(?:&\p{Lu}+)?|\S/gu;
const UPPER_START = /^\p{Lu}/u;
const NUMBER_CLUB = /^\d+ers$/;
/** 'iDefense', 'eBay': a brand written with a small first letter and a capital second. */
const LOWER_BRAND = /^[a-z]\p{Lu}\p{Ll}{2,}/u;
const LETTER = /\p{L}/u;
const ARABIC_PARTICLE = /^(?:al|el|ad|ar|as|ash|at|az|bin|ibn|abu|abd|ul)[-–]\p{Lu}/u;
/** '-based', '-born': a place or organisation hyphenated to a lower-case word ('London-based'). */
const HYPHEN_SUFFIX =
  /^(?:based|born|bred|led|owned|run|registered|headquartered|made|built|bound|backed|funded|listed|area|wide|style|era|winning|nominated|related|linked|allied|controlled|held|occupied|centred|centered|focused|specific|bred|raised|educated)$/;
/** 'pro-Russian', 'ex-Ford', 'non-EU', 'mid-March'. */
const HYPHEN_PREFIX =
  /^(?:pro|anti|ex|non|post|pre|mid|trans|pan|neo|cross|inter|intra|sub|super|co|then|all|un)$/;

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(
  `mr mrs ms dr prof st mt ft jr sr inc ltd co corp no nos vs etc gen gov sen rep rev capt col lt sgt maj cmdr
  supt insp det const cllr fr messrs mme mlle dept univ assn assoc natl intl inst ave rd blvd est approx fig vol ed
  eds op cit al ph
  jan feb mar apr jun jul aug sep sept oct nov dec e.g i.e`.split(/\s+/),
);

const OPEN_QUOTES = new Set(['"', '“', '‘', "'", '«']);
const CLOSE_QUOTES = new Set(['"', '”', '’', "'", '»']);
const SENTENCE_END = new Set(['.', '!', '?', '…']);

function makeToken(text: string, start: number): Token {
  const isWord = LETTER.test(text);
  const kind: Token['kind'] = isWord ? 'word' : /\p{N}/u.test(text) ? 'num' : 'punct';
  const letters = text.replace(/[^\p{L}]/gu, '');
  return {
    text,
    start,
    end: start + text.length,
    kind,
    lower: isWord ? fold(text) : text,
    // '76ers', '49ers': a club named by a number.
    cap:
      isWord &&
      (UPPER_START.test(text) ||
        ARABIC_PARTICLE.test(text) ||
        NUMBER_CLUB.test(text) ||
        LOWER_BRAND.test(text)),
    allCaps: letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    sentStart: false,
    noCase: false,
    sentence: 0,
  };
}

/** Splits the raw matches further: possessive 's, 'London-based', 'ex-Ford'. */
function pushSplit(out: Token[], text: string, start: number): void {
  const poss = /^(.{2,})(['’][sS])$/u.exec(text);
  if (poss && LETTER.test(poss[1]!)) {
    pushSplit(out, poss[1]!, start);
    out.push(makeToken(poss[2]!, start + poss[1]!.length));
    return;
  }
  // "Vincent'The Chin' Gigante", "us for'New Moon,'": pasted ECB+ text glues an opening quote to the word
  // before it. After a lower-case word (no English contraction goes on with a capital) or a given name the
  // quote is split off ('O'Brien', 'D'Amato': one letter before the apostrophe is part of the name).
  const glued = /^(\p{Lu}\p{Ll}{2,}|\p{Ll}{2,})(['’])(\p{Lu}.*)$/u.exec(text);
  if (glued && (!UPPER_START.test(glued[1]!) || GIVEN_NAMES.has(fold(glued[1]!)))) {
    out.push(makeToken(glued[1]!, start));
    out.push(makeToken(glued[2]!, start + glued[1]!.length));
    pushSplit(out, glued[3]!, start + glued[1]!.length + 1);
    return;
  }
  const dash = text.search(/[-–]/);
  if (dash > 0) {
    const lastDash = Math.max(text.lastIndexOf('-'), text.lastIndexOf('–'));
    const head = text.slice(0, lastDash);
    const tail = text.slice(lastDash + 1);
    if (UPPER_START.test(head) && HYPHEN_SUFFIX.test(tail.toLowerCase())) {
      pushSplit(out, head, start);
      out.push(makeToken(text[lastDash]!, start + lastDash));
      out.push(makeToken(tail, start + lastDash + 1));
      return;
    }
    const first = text.slice(0, dash);
    const rest = text.slice(dash + 1);
    if (HYPHEN_PREFIX.test(first.toLowerCase()) && UPPER_START.test(rest)) {
      out.push(makeToken(first, start));
      out.push(makeToken(text[dash]!, start + dash));
      pushSplit(out, rest, start + dash + 1);
      return;
    }
  }
  out.push(makeToken(text, start));
}

export interface Tokenized {
  tokens: Token[];
  /** Lower-case forms of words seen in lower case somewhere in the text. */
  lowerSeen: Set<string>;
}

export function tokenize(text: string): Tokenized {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) pushSplit(tokens, m[0], m.index);
  const lowerSeen = new Set<string>();
  for (const t of tokens) if (t.kind === 'word' && !t.cap) lowerSeen.add(t.lower);

  // Sentences: after . ! ? (unless an abbreviation or an initial), and at line breaks.
  let sentence = 0;
  let expectStart = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    if (prev && text.slice(prev.end, t.start).includes('\n')) {
      sentence++;
      expectStart = true;
    }
    t.sentence = sentence;
    if (t.kind === 'word' || t.kind === 'num') {
      if (expectStart) t.sentStart = true;
      // A wire dateline ends in its date: 'LONDON 1996-08-24 Results of ...' starts the story there.
      if (t.kind === 'num' && WIRE_DATE.test(t.text)) {
        expectStart = true;
        continue;
      }
      // A quotation opening mid-sentence: '... said: "We will ...'.
      if (
        prev &&
        OPEN_QUOTES.has(prev.text) &&
        (i < 2 || prev.start === 0 || /\s/.test(text[prev.start - 1] ?? ' '))
      ) {
        t.sentStart = true;
      }
      expectStart = false;
      continue;
    }
    if (SENTENCE_END.has(t.text)) {
      const before = tokens[i - 1];
      const next = tokens[i + 1];
      const abbreviation =
        t.text === '.' &&
        before !== undefined &&
        before.end === t.start &&
        (ABBREVIATIONS.has(before.lower) || /^\p{Lu}$/u.test(before.text));
      const glued =
        next !== undefined && next.start === t.end && !CLOSE_QUOTES.has(next.text) && next.text !== ')';
      // 'ESPN. com', 'FoxSports. com': a web address split by a space (as ECB+ prints them) goes on.
      const domain =
        t.text === '.' && before?.end === t.start && next !== undefined && DOMAINS.has(next.text);
      // 'Yahoo! Sports', 'E! News': an exclamation mark inside a brand.
      const brand =
        t.text === '!' &&
        before?.end === t.start &&
        before.cap &&
        next?.cap === true &&
        BRAND_AFTER_BANG.has(next.lower);
      if (!abbreviation && !glued && !domain && !brand) {
        sentence++;
        expectStart = true;
      }
    } else if (
      (t.text === '—' || t.text === '–' || (t.text === '-' && spacedBeforeWord(text, tokens, i))) &&
      isDateline(tokens, i, sentence)
    ) {
      // 'MILLBROOK — Rescue boats spent ...': the story starts after its dateline, so 'Rescue' is a
      // sentence-initial common word, not a name.
      expectStart = true;
    } else if (t.text === ':') {
      // 'Read more: How the ...', 'said: "We ...': a capitalised word after a colon starts a sentence.
      const next = tokens[i + 1];
      if (next && next.kind === 'word' && next.cap) next.sentStart = true;
    }
  }
  markHeadlines(text, tokens);
  return { tokens, lowerSeen };
}

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Top-level domains after a full stop: a web address, not a sentence end. */
export const DOMAINS = new Set(['com', 'org', 'net']);
/** Words of a media brand after an exclamation mark: 'Yahoo! Sports', 'E! News'. */
export const BRAND_AFTER_BANG = new Set([
  'news',
  'sports',
  'finance',
  'music',
  'online',
  'entertainment',
  'movies',
]);

/**
 * 'ALASKA - Shortly after …': a hyphen with spaces round it before a word in lower case after its capital
 * ('SOCCER - LEEDS HELD …' is a headline run, not a dateline).
 */
function spacedBeforeWord(text: string, tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  return (
    text[t.start - 1] === ' ' &&
    text[t.end] === ' ' &&
    next !== undefined &&
    next.kind === 'word' &&
    next.cap &&
    !next.allCaps
  );
}

/** A dash after nothing but a place in capitals opening its sentence: 'MILLBROOK —', 'PORT ALDOUS, Oct. 12 —'. */
function isDateline(tokens: Token[], dash: number, sentence: number): boolean {
  // 'Computerworld - Microsoft today said ...', 'Reuters - Shares in ...': one name in mixed case opening
  // its sentence before a spaced dash is the story's source; the story starts after it.
  const only = tokens[dash - 1];
  if (
    only?.kind === 'word' &&
    only.cap &&
    !only.allCaps &&
    only.sentence === sentence &&
    (dash - 1 === 0 || tokens[dash - 2]!.sentence !== sentence) &&
    tokens[dash + 1]?.kind === 'word' &&
    tokens[dash + 1]!.cap
  )
    return true;
  let words = 0;
  for (let j = dash - 1; j >= 0 && tokens[j]!.sentence === sentence; j--) {
    const t = tokens[j]!;
    if (t.kind !== 'word') continue;
    words++;
    if (!t.allCaps && !/^[A-Z][a-z]{2}$/.test(t.text)) return false; // allow a month ('Oct')
  }
  return words > 0 && words <= 4;
}

/** Lines written all in capitals, or in title case without a final full stop, are headlines. */
function markHeadlines(text: string, tokens: Token[]): void {
  let lineStart = 0;
  while (lineStart < tokens.length) {
    let lineEnd = lineStart + 1;
    while (
      lineEnd < tokens.length &&
      !text.slice(tokens[lineEnd - 1]!.end, tokens[lineEnd]!.start).includes('\n')
    ) {
      lineEnd++;
    }
    const words = tokens.slice(lineStart, lineEnd).filter((t) => t.kind === 'word' && t.text.length > 1);
    const caps = words.filter((t) => t.allCaps).length;
    const titled = words.filter((t) => t.cap).length;
    const last = tokens[lineEnd - 1]!;
    // A wire story on one line ('GOLF - WOODS LEADS . SAN ANTONIO 1996-10-05 Woods shot a 64 .') is a
    // headline, a dateline and the story, however few of its words are in lower case: read by runs.
    const hasWireDate = tokens
      .slice(lineStart, lineEnd)
      .some((t, k) => t.kind === 'num' && WIRE_DATE.test(t.text) && lineStart + k < lineEnd - 1);
    const isCapsLine = words.length >= 2 && caps / words.length >= 0.7 && !hasWireDate;
    // ('136 Wayne Westner 69 67 , Retief Goosen 68 68': a table's line, opened by a number and holding three
    // or more, is no headline; 'Colts Beat Chiefs 23-8' still is.)
    const numbers = tokens.slice(lineStart, lineEnd).filter((t) => t.kind === 'num').length;
    const tableLine = tokens[lineStart]!.kind === 'num' && numbers >= 3;
    const isTitleLine =
      !tableLine &&
      words.length >= 4 &&
      words.length <= 20 &&
      titled / words.length >= 0.75 &&
      !SENTENCE_END.has(last.text) &&
      lineEnd < tokens.length;
    if (isCapsLine || isTitleLine) for (let i = lineStart; i < lineEnd; i++) tokens[i]!.noCase = true;
    else {
      markCapsRuns(tokens, lineStart, lineEnd);
      markShoutedLeads(tokens, lineStart, lineEnd);
    }
    lineStart = lineEnd;
  }
}

/**
 * A headline in capitals run into the text on the same line ('SOCCER - LEEDS HELD BY SOUTHAMPTON AT HOME .
 * LONDON 1996-08-24 Results of ...'): a run of at least three words in capitals (punctuation and numbers
 * between them allowed) is read like a headline line, where capitals say nothing.
 */
function markCapsRuns(tokens: Token[], lineStart: number, lineEnd: number): void {
  let runStart = -1;
  let words = 0;
  let long = false;
  // ('IBF, WBO, WBA & IBO': a list of acronyms is not a headline; a headline has a word of five letters.)
  const close = (end: number) => {
    if (runStart >= 0 && words >= 3 && long) for (let i = runStart; i < end; i++) tokens[i]!.noCase = true;
    runStart = -1;
    words = 0;
    long = false;
  };
  for (let i = lineStart; i < lineEnd; i++) {
    const t = tokens[i]!;
    if (t.kind === 'word' && t.allCaps) {
      if (runStart < 0) runStart = i;
      words++;
      if (t.text.length >= 5) long = true;
    } else if (t.kind === 'word' && t.text.length > 1) {
      close(lastWordBefore(tokens, runStart, i));
    } else if ((t.kind === 'num' && WIRE_DATE.test(t.text)) || SENTENCE_END.has(t.text)) {
      // A headline ends at its full stop and before a dateline's date.
      close(lastWordBefore(tokens, runStart, i));
    }
  }
  close(lastWordBefore(tokens, runStart, lineEnd));
}

/**
 * A newspaper's lead opening in capitals for emphasis ('A MAN has been charged…', 'THE FAMILY of a…'): a
 * sentence that starts with 'A', 'AN' or 'THE' in capitals, then more words in capitals, then a word in
 * lower case. Those capitals say nothing ('MAN' is no acronym of an organisation); a name among them is
 * still found by what is known of it, as on a headline line.
 */
function markShoutedLeads(tokens: Token[], lineStart: number, lineEnd: number): void {
  for (let i = lineStart; i < lineEnd; i++) {
    const t = tokens[i]!;
    if (!t.sentStart || !SHOUTED_ARTICLES.has(t.text)) continue;
    let k = i + 1;
    while (k < lineEnd && tokens[k]!.kind === 'word' && tokens[k]!.allCaps) k++;
    const next = tokens[k];
    if (k > i + 1 && next?.kind === 'word' && !next.cap) for (let j = i; j < k; j++) tokens[j]!.noCase = true;
  }
}
const SHOUTED_ARTICLES = new Set(['A', 'AN', 'THE']);

/** One past the last capitals word of the run begun at `runStart`, before `end` (0 if none). */
function lastWordBefore(tokens: Token[], runStart: number, end: number): number {
  if (runStart < 0) return 0;
  let k = end;
  while (k > runStart && !(tokens[k - 1]!.kind === 'word' && tokens[k - 1]!.allCaps)) k--;
  return k;
}
