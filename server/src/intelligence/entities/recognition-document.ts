// One document as the entity recogniser sees it: its tokens, the spans of tokens that may be names, the
// scored result of a span, and the token tests every pass shares.
import { ENTITY_TYPES, type EntityType } from '@cairn/shared/contracts/vocabulary';
import { isCommonWord } from './english';
import { GIVEN_NAMES } from './given-names';
import {
  FUNCTION_WORDS,
  LOC_PREFIXES,
  LOC_SUFFIXES,
  ORG_HEADS,
  ORG_SUFFIXES,
  TITLE_HEADS,
  TITLE_MODIFIERS,
} from './lexicon';
import { type Token, tokenize } from './tokenize';

/** The types in score order: `scores[P]` is the Person score, and so on. */
export const TYPES: readonly EntityType[] = ENTITY_TYPES;
export const P = 0;
export const O = 1;
export const L = 2;

/** Connectors that belong to person names. */
export const NAME_PARTICLES = new Set([
  'de',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'da',
  'di',
  'du',
  'la',
  'le',
  'dos',
  'das',
  'do',
  'bin',
  // ('Daniel arap Moi': Kalenjin, 'son of'.)
  'arap',
  'binti',
  'bint',
  'ibn',
  'al',
  'el',
  'ter',
  'ten',
  'zu',
]);

/** Lower-case words that may join capitalised words inside one name. */
export const CONNECTORS = new Set([
  ...NAME_PARTICLES,
  'of',
  'for',
  'and',
  '&',
  'the',
  'les',
  'des',
  'y',
  'upon',
  'sur',
  // ('Port au Prince', 'Aix en Provence': French place names written without their hyphens.)
  'au',
  'aux',
  'en',
]);

/** Tokens `s` (inclusive) to `e` (exclusive) that may be one name. */
export interface Span {
  s: number;
  e: number;
  /** Title words stripped before the span ('chief inspector'). */
  title?: string;
}

export interface Scored {
  span: Span;
  type: EntityType;
  scores: [number, number, number];
  best: number;
  margin: number;
  /** Capital letters gave no evidence (sentence start or headline). */
  caseless: boolean;
  /** On a headline line (all capitals or title case). */
  headline: boolean;
  /** Matched the document's memory. */
  remembered: boolean;
  /** Kept only if the document's memory knows it (a sentence-initial common word). */
  needsMemory: boolean;
  /** Strong evidence for a headline span: a country, region, known organisation or suffix pattern. */
  strong: boolean;
  evidence?: string[];
}

export class Doc {
  readonly tokens: Token[];
  readonly lowerSeen: Set<string>;
  readonly sports: boolean;
  /** Tokens of spans read as things, not names ('Toyota Camry'): the memory sweep leaves them alone. */
  readonly things = new Set<number>();
  constructor(
    readonly text: string,
    readonly explain: boolean,
  ) {
    const t = tokenize(text);
    this.tokens = t.tokens;
    this.lowerSeen = t.lowerSeen;
    this.sports =
      SPORTS_WORDS.some((w) => t.lowerSeen.has(w)) ||
      // 'SOCCER - LEEDS HELD BY SOUTHAMPTON': an agency sports headline names its sport in capitals.
      t.tokens.some((tok) => tok.kind === 'word' && SPORT_NAMES.has(tok.lower)) ||
      // 'MOTOR RACING - VILLENEUVE WINS HUNGARIAN GRAND PRIX': two words name the sport.
      t.tokens.some((tok, i) => tok.lower === 'racing' && t.tokens[i - 1]?.lower === 'motor');
  }
  private ships: Set<string> | undefined;
  /** Keys of the names that follow a ship noun ('naval ship Mysore', 'vessel named Salaluddin'). */
  get shipNames(): Set<string> {
    this.ships ??= findShipNames(this);
    return this.ships;
  }
}

/** Nouns before a ship's name: what follows them is the ship, not a person or a place. */
const SHIP_NOUNS = new Set(
  `ship vessel warship destroyer frigate corvette tanker freighter trawler dhow yacht submarine cruiser
  ferry liner tugboat`.split(/\s+/),
);

/** Prefixes of ships' names: 'INS Mysore', 'MV Gibe', 'HMS Belfast'. */
export const SHIP_PREFIXES = new Set(['mv', 'hms', 'uss', 'ins', 'rms', 'hmas', 'hmcs', 'mt', 'ss']);

function findShipNames(doc: Doc): Set<string> {
  const out = new Set<string>();
  const toks = doc.tokens;
  for (let i = 0; i < toks.length - 1; i++) {
    // 'the destroyer INS Mysore', then 'the Mysore picked up a distress call': the name without its prefix.
    const prefixed = toks[i]!.allCaps && SHIP_PREFIXES.has(toks[i]!.lower) && toks[i + 1]!.cap;
    if (!prefixed && (!SHIP_NOUNS.has(toks[i]!.lower) || toks[i]!.cap)) continue;
    let s = i + 1;
    if (toks[s]!.lower === 'named' || toks[s]!.lower === 'called') s++;
    if (!prefixed && toks[s]?.allCaps && SHIP_PREFIXES.has(toks[s]!.lower)) s++;
    let e = s;
    while (e < toks.length && e < s + 3 && toks[e]!.kind === 'word' && toks[e]!.cap && !toks[e]!.noCase) e++;
    if (e > s) out.add(spanKey(doc, s, e));
    if (e > s && !prefixed && s > i + 1 && SHIP_PREFIXES.has(toks[s - 1]!.lower))
      out.add(spanKey(doc, s - 1, e));
  }
  shipsByWhatTheyDo(doc, out);
  return out;
}

/** What only a vessel does: 'the Costa Concordia ran aground', 'capsized', 'docked'. */
const SHIP_VERBS = new Set(['capsized', 'capsizes', 'aground', 'docked']);
const AGROUND_VERBS = new Set(['ran', 'run', 'runs', 'went', 'goes']);

/**
 * A ship named with no ship noun or prefix: 'the Costa Concordia ran aground off Giglio', 'passengers aboard
 * the Costa Concordia, which…' (not 'aboard a Delta flight': a name before a noun is the airline's).
 */
function shipsByWhatTheyDo(doc: Doc, out: Set<string>): void {
  const toks = doc.tokens;
  const isName = (t: Token | undefined) =>
    t !== undefined && t.kind === 'word' && t.cap && !t.noCase && t.lower !== 'the';
  for (let i = 0; i < toks.length - 1; i++) {
    const l = toks[i]!.lower;
    if (l === 'aboard' || l === 'onboard' || (l === 'board' && toks[i - 1]?.lower === 'on')) {
      let s = i + 1;
      if (toks[s]?.lower === 'the') s++;
      let e = s;
      while (e < s + 3 && isName(toks[e])) e++;
      const after = toks[e];
      const nounAfter = after?.kind === 'word' && !after.cap && !FUNCTION_WORDS.has(after.lower);
      if (e > s && !nounAfter) out.add(spanKey(doc, s, e));
    }
    if (!SHIP_VERBS.has(l) || toks[i]!.cap) continue;
    // ('ran aground', 'went aground': the name is before the verb that takes 'aground'.)
    const e = l === 'aground' ? i - 1 : i;
    if (l === 'aground' && !AGROUND_VERBS.has(toks[e]?.lower ?? '')) continue;
    let s = e;
    while (s > e - 3 && isName(toks[s - 1])) s--;
    // ('Smith docked his pay': one word opening a sentence, no 'the' before it, is left alone.)
    if (s < e && (toks[s - 1]?.lower === 'the' || e - s >= 2)) out.add(spanKey(doc, s, e));
  }
}
/** Names of sports: a story naming one in any case is a sports story. */
const SPORT_NAMES = new Set(
  `soccer football basketball baseball hockey rugby cricket tennis golf athletics cycling boxing motorcycling
  skiing swimming volleyball handball bundesliga`.split(/\s+/),
);
const SPORTS_WORDS = [
  'match',
  'goal',
  'goals',
  'scored',
  'striker',
  'midfielder',
  'league',
  'relegated',
  'promoted',
  'fixture',
  'kick-off',
  'season',
  'manager',
  'coach',
  'stadium',
  'supporters',
  'playoff',
  'playoffs',
  'touchdown',
  'quarterback',
  'basketball',
  'baseball',
  'football',
  'hockey',
  'rebounds',
  'innings',
  'pitcher',
  'tournament',
  // Results pages and agency sports copy ('Summary of Dutch first division matches', 'Attendance: 30,000').
  'matches',
  'soccer',
  'attendance',
  'halftime',
  'half-time',
  'semifinal',
  'semifinals',
  'quarterfinal',
  'quarterfinals',
  'semi-final',
  'quarter-final',
  'referee',
  'goalkeeper',
  'defender',
  'unbeaten',
  'rugby',
  'cricket',
  'wicket',
  'wickets',
  'batsman',
  'heavyweight',
  'touchdowns',
  'homered',
  'inning',
  // Positions and terms of North American sports copy ('the switch-hitting first baseman').
  'baseman',
  'shortstop',
  'outfielder',
  'infielder',
  'reliever',
  'roster',
  'rushing',
  'linebacker',
  'cornerback',
  'receiver',
  // Basketball copy ('became the all-time leading scorer', 'banking in a two-pointer').
  'scorer',
  'two-pointer',
  'three-pointer',
  'free-throw',
];

export function isNameWord(t: Token | undefined): boolean {
  if (t?.kind !== 'word') return false;
  if (t.noCase) return !FUNCTION_WORDS.has(t.lower) && (!isCommonWord(t.lower) || isCueWord(t.lower));
  return t.cap;
}

function isCueWord(lower: string): boolean {
  return (
    ORG_SUFFIXES.has(lower) ||
    LOC_SUFFIXES.has(lower) ||
    LOC_PREFIXES.has(lower) ||
    ORG_HEADS.has(lower) ||
    TITLE_HEADS.has(lower)
  );
}

export function sameLine(a: Token, b: Token): boolean {
  return a.sentence === b.sentence && a.noCase === b.noCase;
}

export function inSentence(t: Token | undefined, sentence: number): t is Token {
  return t !== undefined && t.sentence === sentence;
}

export function isTitleWord(t: Token): boolean {
  return TITLE_HEADS.has(t.lower) || TITLE_MODIFIERS.has(t.lower) || isCompoundTitle(t.lower);
}

/** Titles written as one word with a prefix: 'Undersheriff', 'Subinspector', 'Vicepresident'. */
const COMPOUND_TITLE =
  /^(?:under|sub|vice|co|deputy)(?:sheriff|inspector|president|chairman|director|secretary|governor|minister|commissioner)$/;
/** 'Super-agent Scott Boras', 'Ex-President Bill Clinton', 'Co-founder Larry Page': a prefix and a title. */
const HYPHENED_TITLE = /^(?:ex|super|co|vice)-(\p{L}+)$/u;
export function isCompoundTitle(lower: string): boolean {
  if (COMPOUND_TITLE.test(lower)) return true;
  const title = HYPHENED_TITLE.exec(lower)?.[1];
  return title !== undefined && TITLE_HEADS.has(title);
}

export function isGiven(t: Token): boolean {
  return (
    GIVEN_NAMES.has(t.lower) || (t.lower.includes('-') && t.lower.split('-').every((p) => GIVEN_NAMES.has(p)))
  );
}

/** Word tokens of a span that carry content (not connectors, punctuation or possessives). */
export function contentIndexes(doc: Doc, sp: Span): number[] {
  const out: number[] = [];
  for (let i = sp.s; i < sp.e; i++) {
    const t = doc.tokens[i]!;
    if (t.kind !== 'word') continue;
    if (!t.cap && CONNECTORS.has(t.lower) && !t.noCase) continue;
    if (t.text === "'s" || t.text === '’s') continue;
    out.push(i);
  }
  return out;
}

/** The folded words of tokens `s` to `e`, as the gazetteers and the document's memory key them. */
export function spanKey(doc: Doc, s: number, e: number): string {
  const parts: string[] = [];
  for (let i = s; i < e; i++) {
    const t = doc.tokens[i]!;
    if (t.text === '.') continue;
    if (t.text === "'s" || t.text === '’s') {
      if (parts.length) parts[parts.length - 1] += "'s";
      continue;
    }
    if (t.text === "'" || t.text === '’') {
      if (parts.length) parts[parts.length - 1] += "'";
      continue;
    }
    if (t.text === ',') continue;
    parts.push(t.lower);
  }
  return parts.join(' ');
}
