// Offline named-entity recogniser for English news text: capitalised-span candidates, gazetteers (GeoNames
// cities500, countries, regions), given-name lists, organisation and place patterns, context cues, and
// document-level consistency. No model, no network.
//
// How it works, in three passes over one document:
//  1. Candidate spans: runs of capitalised words (joined by 'of', 'and', '&', name particles such as 'van der'),
//     then trimmed (leading 'The', sentence-initial common words, titles such as 'Mayor' kept as evidence) and
//     split where a run holds two names ('Amara Diallo of Senegal', 'Kent and Sussex').
//  2. Each span is scored for Person, Organization and Location from its own words and from its context; the
//     confident results become the document's memory (full names, surnames, acronyms, places inside names).
//  3. Spans are scored again with that memory ('Okafor' after 'Maria Okafor'), and remembered names are found
//     where capitals gave no candidate (all-capital headlines, 'de la Vega').
import { isCommonWord, isRoleNoun, warmEnglish } from './english';
import { areaCandidates, cityStats, placeKey, warmGazetteer } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  DEMONYMS,
  FUNCTION_WORDS,
  KNOWN_ORG_ACRONYMS,
  KNOWN_ORG_PHRASES,
  KNOWN_ORGS,
  LOC_OF_HEADS,
  LOC_OF_NOUNS,
  LOC_PREFIXES,
  LOC_PREPOSITIONS,
  LOC_SUFFIXES,
  NON_ENTITY_WORDS,
  ORG_HEADS,
  ORG_RIGHT_NOUNS,
  ORG_SUFFIXES,
  PERSON_RIGHT_VERBS,
  PLACE_ACRONYMS,
  POST_NOMINALS,
  SPEECH_VERBS,
  TITLE_HEADS,
  TITLE_MODIFIERS,
  WEAK_ORG_SUFFIXES,
  WEEKDAYS_MONTHS,
} from './lexicon';
import { type Token, tokenize } from './tokenize';

export type EntityType = 'Person' | 'Organization' | 'Location';

export interface EntityMention {
  text: string;
  type: EntityType;
  /** Character offsets into the input: text === input.slice(start, end). */
  start: number;
  end: number;
  /** 0..1, from how strongly the evidence favours the type over the others. */
  confidence: number;
  /** Title or role words stripped from before the name ('mayor', 'chief inspector'), lower case. */
  title?: string;
  /** With `explain`: the evidence that scored the span. */
  evidence?: string[];
}

export interface RecognizeOptions {
  /** Drop mentions below this confidence (default 0). */
  minConfidence?: number;
  /** Attach the evidence behind each mention (for debugging and tests). */
  explain?: boolean;
}

const TYPES: EntityType[] = ['Person', 'Organization', 'Location'];
const P = 0;
const O = 1;
const L = 2;

/** Lower-case words that may join capitalised words inside one name. */
const CONNECTORS = new Set([
  'of',
  'for',
  'and',
  '&',
  'the',
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
  'les',
  'des',
  'dos',
  'das',
  'do',
  'bin',
  'binti',
  'bint',
  'ibn',
  'al',
  'el',
  'y',
  'upon',
  'sur',
  'zu',
  'ter',
  'ten',
]);
/** Connectors that belong to person names. */
const NAME_PARTICLES = new Set([
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
  'binti',
  'bint',
  'ibn',
  'al',
  'el',
  'ter',
  'ten',
  'zu',
]);
/** Role abbreviations that split a run: 'Kestrel CEO Priya Raman'. */
const SPLITTING_ROLES = new Set(['ceo', 'cfo', 'coo', 'cto', 'md', 'chair', 'chairman', 'boss']);
const ORG_APPOSITION_NOUNS = new Set(
  `company firm maker manufacturer group charity organisation organization union retailer lender bank club
  developer insurer startup start-up provider operator agency body regulator team publisher newspaper broadcaster
  chain supplier producer airline carrier brand business conglomerate consultancy trust foundation party
  association society school university college hospital network platform subsidiary division outlet
  watchdog campaign campaigners institute council authority department ministry court`.split(/\s+/),
);
const PLACE_APPOSITION_NOUNS = new Set(
  `town city village county region country island suburb district port state province area capital resort
  hamlet borough parish municipality community settlement neighbourhood neighborhood enclave territory
  republic kingdom nation archipelago peninsula valley river lake mountain`.split(/\s+/),
);
const PERSON_POSSESSED = new Set(
  `lawyer lawyers barrister solicitor attorney wife husband son sons daughter daughters family mother father
  brother sister death funeral career partner widow parents children friend friends girlfriend boyfriend
  home trial conviction sentence arrest resignation campaign spokesman spokeswoman aide aides predecessor
  successor biography memoir`.split(/\s+/),
);
const ORG_POSSESSED = new Set(
  `shares share stock chief board profits profit revenue revenues headquarters chairman chairwoman founder
  subsidiary staff employees products customers shareholders ceo executives executive annual sales factory
  plant plants stores branches website app platform members membership manifesto leader leadership
  accounts auditors investors bosses management officials`.split(/\s+/),
);
const PLACE_POSSESSED = new Set(
  `foreign prime president government capital economy largest biggest population border borders coast army
  military parliament interior environment health finance defence defense minister ministry people streets
  regions cities towns north south east west northern southern eastern western national second third
  embassy ambassador king queen monarchy navy airspace territory waters citizens`.split(/\s+/),
);
const PLACE_RIGHT_NOUNS = new Set(
  `ward constituency district area region border coast county city town village suburb residents council
  countryside airport harbour harbor port seafront outskirts centre center`.split(/\s+/),
);
/** Capitalised terms that are neither people, organisations nor places (events, products, diseases). */
const MISC_WORDS = new Set(
  `brexit covid covid-19 bitcoin iphone ipad olympics paralympics oscars grammys euros internet wi-fi
  christmas`.split(/\s+/),
);

/** Last words of names that are neither people, organisations nor places: laws, prizes, events. */
const MISC_SUFFIXES = new Set(
  `act acts bill treaty accord accords convention protocol award awards prize prizes cup championship
  championships olympics games war wars day festival week weekend summit election elections syndrome disease
  virus index doctrine plan strategy scheme report`.split(/\s+/),
);

interface Span {
  s: number;
  e: number;
  /** Title words stripped before the span ('chief inspector'). */
  title?: string;
}

interface Scored {
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

interface MemoryEntry {
  type: EntityType;
  weight: number;
  /** Remembered from a one-word mention. */
  single?: boolean;
}

class Doc {
  readonly tokens: Token[];
  readonly lowerSeen: Set<string>;
  readonly sports: boolean;
  constructor(
    readonly text: string,
    readonly explain: boolean,
  ) {
    const t = tokenize(text);
    this.tokens = t.tokens;
    this.lowerSeen = t.lowerSeen;
    this.sports = SPORTS_WORDS.some((w) => t.lowerSeen.has(w));
  }
}
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
];

/** Memory of one document: full names and their short forms. */
class Memory {
  readonly exact = new Map<string, MemoryEntry>();
  readonly alias = new Map<string, MemoryEntry>();
  /** Phrases (folded token lists) to look for where capitals gave no candidate. */
  readonly phrases = new Map<string, string[][]>();

  addExact(key: string, type: EntityType, weight: number, single = false): void {
    const cur = this.exact.get(key);
    if (!cur || cur.weight < weight) this.exact.set(key, { type, weight, single });
    this.addPhrase(key);
  }
  addAlias(key: string, type: EntityType, weight: number): void {
    if (!key || FUNCTION_WORDS.has(key)) return;
    const cur = this.alias.get(key);
    // A person's short name wins over an organisation's ('Okonkwo' of 'Okonkwo Foundation' and 'Chidi Okonkwo').
    if (!cur || (type === 'Person' && cur.type !== 'Person') || (cur.type === type && cur.weight < weight)) {
      if (cur && cur.type !== 'Person' && type !== 'Person' && cur.type !== type) return;
      this.alias.set(key, { type, weight });
    }
    this.addPhrase(key);
  }
  private addPhrase(key: string): void {
    const parts = key.split(' ');
    const list = this.phrases.get(parts[0]!);
    if (list) {
      if (!list.some((p) => p.join(' ') === key)) list.push(parts);
    } else this.phrases.set(parts[0]!, [parts]);
  }
  /**
   * A single word remembered from its own context ('in Washington') that is also a person's surname in
   * the document ('Grace Washington') is ambiguous: let each mention's context decide.
   */
  resolveConflicts(): void {
    for (const [key, e] of this.exact) {
      const a = this.alias.get(key);
      if (a && a.type !== e.type && e.single) this.exact.delete(key);
    }
  }
  get(key: string): { entry: MemoryEntry; exact: boolean } | undefined {
    const e = this.exact.get(key);
    if (e) return { entry: e, exact: true };
    const a = this.alias.get(key);
    return a ? { entry: a, exact: false } : undefined;
  }
}

/** Loads the gazetteer and the English lexicon now instead of on the first call. */
export function warmEntityRecognizer(): void {
  warmGazetteer();
  warmEnglish();
}

export function recognizeEntities(text: string, opts: RecognizeOptions = {}): EntityMention[] {
  if (!text) return [];
  const doc = new Doc(text, opts.explain === true);
  const spans = candidateSpans(doc);

  // Pass 1: no memory.
  const first = spans.map((sp) => scoreSpan(doc, sp));
  const memory = buildMemory(doc, first);
  // Pass 2: with memory.
  const second = first
    .map((s) => (s ? withMemory(doc, s, memory) : null))
    .filter((s): s is Scored => s !== null);
  const accepted = second.filter((s) => accept(s));
  extendWithParticles(doc, memory, accepted);
  // Pass 3: remembered names that capitals did not reveal.
  const found = sweepMemory(doc, memory, accepted);

  const minConfidence = opts.minConfidence ?? 0;
  const out: EntityMention[] = [];
  for (const s of [...accepted, ...found].sort((a, b) => a.span.s - b.span.s)) {
    const start = doc.tokens[s.span.s]!.start;
    const end = doc.tokens[s.span.e - 1]!.end;
    const confidence = confidenceOf(s);
    if (confidence < minConfidence) continue;
    const m: EntityMention = { text: text.slice(start, end), type: s.type, start, end, confidence };
    if (s.span.title) m.title = s.span.title;
    if (opts.explain && s.evidence) m.evidence = s.evidence;
    out.push(m);
  }
  return out;
}

function confidenceOf(s: Scored): number {
  const strength = 1 - Math.exp(-s.best / 4);
  const separation = 1 - Math.exp(-s.margin / 2.5);
  const c = strength * (0.45 + 0.55 * separation);
  return Math.round(Math.min(0.99, Math.max(0.05, c)) * 100) / 100;
}

function accept(s: Scored): boolean {
  if (s.headline) return s.remembered ? s.best >= 2 : s.strong && s.best >= 3;
  if (s.caseless) return s.best >= 2.5;
  // Mid-sentence capitals are evidence of a name in themselves (the priors): accept on them alone.
  return s.best >= 0.7;
}

// ---------------------------------------------------------------------------------------------------------
// Candidate spans

function isNameWord(t: Token | undefined): boolean {
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

function sameLine(a: Token, b: Token): boolean {
  return a.sentence === b.sentence && a.noCase === b.noCase;
}

function candidateSpans(doc: Doc): Span[] {
  const toks = doc.tokens;
  const raw: Span[] = [];
  let i = 0;
  while (i < toks.length) {
    if (!isNameWord(toks[i])) {
      i++;
      continue;
    }
    let e = i + 1;
    for (;;) {
      const next = toks[e];
      if (!next || !sameLine(toks[e - 1]!, next)) break;
      if (isNameWord(next) && !next.sentStart) {
        e++;
        continue;
      }
      // Initials and abbreviations inside names: 'J. K. Rowling', 'St. Louis', 'Mr. Smith'.
      if (next.text === '.' && next.start === toks[e - 1]!.end) {
        const prev = toks[e - 1]!;
        const after = toks[e + 1];
        if (
          (/^\p{Lu}$/u.test(prev.text) ||
            [
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
              'insp',
              'supt',
              'cllr',
              'fr',
              'jr',
              'sr',
            ].includes(prev.lower)) &&
          isNameWord(after) &&
          sameLine(prev, after!)
        ) {
          e += 2;
          continue;
        }
        break;
      }
      // Plural possessive inside a name: "National Farmers' Union".
      if (
        (next.text === "'" || next.text === '’') &&
        next.start === toks[e - 1]!.end &&
        isNameWord(toks[e + 1])
      ) {
        const after = toks[e + 1]!;
        if (sameLine(next, after) && !after.sentStart) {
          e += 2;
          continue;
        }
      }
      // Possessive inside a name: "St Bartholomew's Hospital" (kept only if licensed later).
      if (
        (next.text === "'s" || next.text === '’s') &&
        isNameWord(toks[e + 1]) &&
        sameLine(next, toks[e + 1]!)
      ) {
        e += 2;
        continue;
      }
      // Connectors: up to three lower-case words followed by a capitalised word.
      if (next.kind === 'word' && CONNECTORS.has(next.lower) && !next.cap) {
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
          if (isNameWord(toks[k])) {
            e = k + 1;
            continue;
          }
        }
        break;
      }
      if (next.text === '&' && isNameWord(toks[e + 1]) && sameLine(next, toks[e + 1]!)) {
        e += 2;
        continue;
      }
      break;
    }
    raw.push({ s: i, e });
    i = e;
  }
  mergeCommaLists(doc, raw);
  // Lower-case particle names are found by the memory sweep; everything else is refined here.
  const out: Span[] = [];
  for (const sp of raw) refine(doc, sp, out);
  return out;
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

/** Word tokens of a span that carry content (not connectors, punctuation or possessives). */
function contentIndexes(doc: Doc, sp: Span): number[] {
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

function spanKey(doc: Doc, s: number, e: number): string {
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

function isTitleWord(t: Token): boolean {
  return TITLE_HEADS.has(t.lower) || TITLE_MODIFIERS.has(t.lower);
}

/** Trims and splits a raw run of capitalised words; pushes the resulting spans. */
function refine(doc: Doc, span: Span, out: Span[]): void {
  const toks = doc.tokens;
  let { s, e } = span;
  let title = span.title;
  // Leading articles.
  while (s < e && ['the', 'a', 'an'].includes(toks[s]!.lower) && e - s > 1) s++;
  if (s >= e) return;

  // Titles: 'Detective Chief Inspector Rachel Obi', 'Mr. Smith', 'Police Commissioner Walter Greaves'.
  {
    let k = s;
    let lastHead = -1;
    while (k < e - 1 && (isTitleWord(toks[k]!) || toks[k]!.text === '.')) {
      if (TITLE_HEADS.has(toks[k]!.lower)) lastHead = k;
      k++;
    }
    // 'Dean Morrow', 'Earl Wilson': a title word that is also a given name, before one more name, is a name.
    if (lastHead === s && GIVEN_NAMES.has(toks[s]!.lower) && e - s === 2 && toks[s + 1]!.cap) lastHead = -1;
    if (lastHead >= 0) {
      let restStart = lastHead + 1;
      while (restStart < e && toks[restStart]!.text === '.') restStart++;
      // 'Secretary of State for Energy Ed Miliband', 'Mayor of London Sadiq Khan': the title runs to the
      // first given name; a place inside it is kept as its own span. Without a given name, the run is split
      // at 'of' later ('Mayor of Ridgeford').
      const after = toks[restStart];
      if (after && after.kind === 'word' && !after.cap && CONNECTORS.has(after.lower)) {
        let g = restStart + 1;
        while (g < e && !GIVEN_NAMES.has(toks[g]!.lower)) g++;
        if (g >= e) lastHead = -1;
        else {
          const place = placeAfterOf(doc, restStart, g);
          if (place) out.push(place);
          title = toks
            .slice(s, g)
            .filter((t) => t.kind === 'word')
            .map((t) => t.lower)
            .join(' ');
          s = g;
          lastHead = -2;
        }
      }
    }
    if (lastHead >= 0) {
      let restStart = lastHead + 1;
      while (restStart < e && toks[restStart]!.text === '.') restStart++;
      if (restStart < e && !restIsNotAName(doc, restStart, e)) {
        title = toks
          .slice(s, lastHead + 1)
          .filter((t) => t.kind === 'word')
          .map((t) => t.lower)
          .join(' ');
        s = restStart;
      }
    }
  }
  while (s < e && toks[s]!.text === '.') s++;
  if (s >= e) return;

  // A title or role inside the run splits it: 'Headteacher Ms Janet Oduya', 'Bank of England Governor Andrew Bailey'.
  for (let k = s + 1; k < e - 1; k++) {
    const t = toks[k]!;
    const lastLower = toks[e - 1]!.lower;
    if (ORG_SUFFIXES.has(lastLower) || LOC_SUFFIXES.has(lastLower)) break;
    if ((TITLE_HEADS.has(t.lower) && t.cap) || SPLITTING_ROLES.has(t.lower)) {
      if (!isNameWord(toks[k + 1]) && toks[k + 1]?.text !== '.') continue;
      refine(doc, { s, e: k }, out);
      refine(doc, { s: k, e }, out);
      return;
    }
  }

  // Sentence-initial common words: 'Striker Kwame Asante', 'Residents of Wendover County', 'In London'.
  const t0 = toks[s]!;
  if (t0.sentStart && !t0.noCase && e - s > 1) {
    const next = toks[s + 1]!;
    const common =
      (isCommonWord(t0.lower) || isRoleNoun(t0.lower)) &&
      !ORG_HEADS.has(t0.lower) &&
      !LOC_PREFIXES.has(t0.lower) &&
      !NAME_PARTICLES.has(t0.lower);
    const nextIsConnector = next.kind === 'word' && !next.cap && CONNECTORS.has(next.lower);
    const restLooksPersonal = GIVEN_NAMES.has(next.lower) || isTitleWord(next);
    if (common && (FUNCTION_WORDS.has(t0.lower) || nextIsConnector || restLooksPersonal)) {
      let k = s + 1;
      while (k < e && toks[k]!.kind === 'word' && !toks[k]!.cap && CONNECTORS.has(toks[k]!.lower)) k++;
      if (k < e) {
        refine(doc, { s: k, e, ...(title ? { title } : {}) }, out);
        return;
      }
    }
  }

  // Post-nominals at the end: 'Amelia Strand KC'.
  while (e - s > 1 && POST_NOMINALS.has(toks[e - 1]!.lower)) e--;
  while (e - s > 1 && toks[e - 1]!.text === '.') e--;
  if (s >= e) return;

  const lastLower = toks[e - 1]!.lower;
  const licensedByEnd = ORG_SUFFIXES.has(lastLower) || LOC_SUFFIXES.has(lastLower);
  const wholeKey = spanKey(doc, s, e);
  const wholeKnown =
    areaCandidates(placeKey(wholeKey)).length > 0 ||
    KNOWN_ORG_PHRASES.has(wholeKey.replace(/ /g, '_')) ||
    (e - s > 2 && (cityStats(placeKey(wholeKey))?.maxPopulation ?? 0) >= 1000);

  for (let k = s + 1; k < e - 1; k++) {
    const t = toks[k]!;
    // Possessive inside: keep "St Bartholomew's Hospital", split "Conservative Party's Martin Crowe".
    if (t.text === "'s" || t.text === '’s') {
      if (licensedByEnd && !GIVEN_NAMES.has(toks[k + 1]!.lower)) continue;
      refine(doc, { s, e: k }, out);
      refine(doc, { s: k + 1, e }, out);
      return;
    }
    if (t.kind !== 'word' || t.cap || !CONNECTORS.has(t.lower)) continue;
    if (wholeKnown) continue;
    const before = toks[k - 1]!;
    if (t.lower === 'and') {
      const headOf = s + 1 < e && (ORG_HEADS.has(toks[s]!.lower) || isOrgHeadBeforeOf(doc, s, k));
      if (licensedByEnd && !LOC_SUFFIXES.has(lastLower)) continue;
      // 'Department of Health and Social Care' is one name; 'University of Cambridge and Imperial College' two.
      let rightHasOrgWord = false;
      for (let r = k + 1; r < e; r++) {
        const l = toks[r]!.lower;
        if ((ORG_SUFFIXES.has(l) && !WEAK_ORG_SUFFIXES.has(l)) || ORG_HEADS.has(l)) rightHasOrgWord = true;
      }
      if (headOf && !rightHasOrgWord) continue;
      splitAt(doc, s, k, e, title, out);
      return;
    }
    if (t.lower === 'of' || t.lower === 'for' || t.lower === 'upon' || t.lower === 'on') {
      const licensed =
        ORG_HEADS.has(before.lower) ||
        ORG_SUFFIXES.has(before.lower) ||
        LOC_OF_HEADS.has(before.lower) ||
        (t.lower === 'upon' && e - s <= 4);
      if (licensed) continue;
      splitAt(doc, s, k, e, title, out);
      return;
    }
  }
  out.push({ s, e, ...(title ? { title } : {}) });
}

/** The place in a title's 'of <Place>' ('Mayor of London'), as a span, when the gazetteer knows it. */
function placeAfterOf(doc: Doc, from: number, to: number): Span | undefined {
  const toks = doc.tokens;
  if (toks[from]!.lower !== 'of') return undefined;
  let s = from + 1;
  if (toks[s]?.lower === 'the') s++;
  if (s >= to) return undefined;
  const key = placeKey(spanKey(doc, s, to));
  if (areaCandidates(key).length || (cityStats(key)?.maxPopulation ?? 0) >= 1000) return { s, e: to };
  return undefined;
}

/** 'Department of Health and Social Care': an organisation head before an 'of' earlier in the run. */
function isOrgHeadBeforeOf(doc: Doc, s: number, k: number): boolean {
  for (let i = s; i < k - 1; i++) {
    const t = doc.tokens[i]!;
    const n = doc.tokens[i + 1]!;
    if ((n.lower === 'of' || n.lower === 'for') && (ORG_HEADS.has(t.lower) || ORG_SUFFIXES.has(t.lower)))
      return true;
  }
  return false;
}

function splitAt(doc: Doc, s: number, k: number, e: number, title: string | undefined, out: Span[]): void {
  refine(doc, { s, e: k, ...(title ? { title } : {}) }, out);
  let r = k;
  while (
    r < e &&
    doc.tokens[r]!.kind === 'word' &&
    !doc.tokens[r]!.cap &&
    CONNECTORS.has(doc.tokens[r]!.lower)
  )
    r++;
  if (r < e) refine(doc, { s: r, e }, out);
}

/** After a title, is the rest an organisation or a common word rather than a name ('General Motors')? */
function restIsNotAName(doc: Doc, s: number, e: number): boolean {
  const last = doc.tokens[e - 1]!.lower;
  if (ORG_SUFFIXES.has(last) && !GIVEN_NAMES.has(last)) return true;
  if (LOC_SUFFIXES.has(last)) return true;
  const content: string[] = [];
  for (let i = s; i < e; i++) if (doc.tokens[i]!.kind === 'word') content.push(doc.tokens[i]!.lower);
  if (
    content.length === 1 &&
    isCommonWord(content[0]!) &&
    !GIVEN_NAMES.has(content[0]!) &&
    !COMMON_SURNAMES.has(content[0]!)
  ) {
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Scoring

function placeScore(
  doc: Doc,
  key: string,
  single: boolean,
  lower: string,
): { score: number; area: boolean; why: string } {
  const areas = areaCandidates(key);
  let score = 0;
  let why = '';
  let area = false;
  for (const a of areas) {
    const v = a.kind === 'country' ? 6 : a.admin1 ? 5.5 : 5;
    if (v > score) {
      score = v;
      why = a.kind;
      area = true;
    }
  }
  const stats = cityStats(key);
  if (stats) {
    const pop = stats.maxPopulation;
    let v =
      pop >= 1_000_000
        ? 4.5
        : pop >= 100_000
          ? 3.8
          : pop >= 20_000
            ? 3
            : pop >= 5_000
              ? 2.3
              : pop >= 1_000
                ? 1.6
                : 1;
    if (single) {
      if (isCommonWord(lower) || doc.lowerSeen.has(lower)) v *= 0.35;
      else if (GIVEN_NAMES.has(lower)) v *= 0.6;
    }
    if (v > score) {
      score = v;
      why = `city(${pop})`;
      area = false;
    }
  }
  return { score, area, why };
}

const SURNAME_ENDINGS =
  /(?:son|sen|ski|ska|sky|wicz|vic|ovic|evic|ez|ov|ova|ev|eva|enko|chuk|yan|ian|escu|opoulos|idis|oglu|stein|mann|berg|ow|ak|ek|czyk|ini|elli|etti|ucci|ura|oto|ishi|ayi|emi|ade|ola|wala|kar)$/;
const PLACE_ENDINGS =
  /(?:shire|ville|burg|bury|borough|ford|field|mouth|port|chester|caster|wick|thorpe|stad|grad|abad|pur|istan|polis|haven|minster|combe)$/;

/** Adds the memory's evidence to a span scored without it; null when the span needs memory and has none. */
function withMemory(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const hit = mem.get(spanKey(doc, base.span.s, base.span.e));
  if (!hit) return base.needsMemory ? null : base;
  const sc: [number, number, number] = [...base.scores];
  const t = TYPES.indexOf(hit.entry.type);
  const v = hit.exact ? 6 : hit.entry.weight;
  sc[t] = sc[t]! + v;
  const evidence = base.evidence
    ? [...base.evidence, `${hit.exact ? 'memory' : 'memory-alias'}:${TYPES[t]![0]}+${v}`]
    : undefined;
  return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
}

function decide(
  span: Span,
  sc: [number, number, number],
  caseless: boolean,
  headline: boolean,
  remembered: boolean,
  needsMemory: boolean,
  strong: boolean,
  evidence: string[] | undefined,
): Scored {
  let bi = 0;
  for (let t = 1; t < 3; t++) if (sc[t]! > sc[bi]!) bi = t;
  const best = sc[bi]!;
  let second = -Infinity;
  for (let t = 0; t < 3; t++) if (t !== bi && sc[t]! > second) second = sc[t]!;
  const out: Scored = {
    span,
    type: TYPES[bi]!,
    scores: sc,
    best,
    margin: best - second,
    caseless,
    headline,
    remembered,
    needsMemory,
    strong,
  };
  if (evidence) out.evidence = evidence;
  return out;
}

function scoreSpan(doc: Doc, sp: Span): Scored | null {
  const toks = doc.tokens;
  const first = toks[sp.s]!;
  const idx = contentIndexes(doc, sp);
  const n = idx.length;
  if (n === 0) return null;
  const words = idx.map((i) => toks[i]!);
  const w0 = words[0]!;
  const wl = words[n - 1]!;
  const key = spanKey(doc, sp.s, sp.e);
  const pkey = placeKey(key);
  const caseless = first.noCase || (first.sentStart && !sp.title);
  const acc = new Scores(doc.explain);
  let strong = false;
  let needsMemory = false;

  // --- filters
  if (n === 1) {
    const l = w0.lower;
    if (w0.text.length === 1) return null;
    if (NON_ENTITY_WORDS.has(l) || DEMONYMS.has(l) || WEEKDAYS_MONTHS.has(l) || MISC_WORDS.has(l)) {
      if (caseless) return null;
      needsMemory = true;
    }
    if (TITLE_HEADS.has(l) || TITLE_MODIFIERS.has(l) || FUNCTION_WORDS.has(l)) return null;
  }
  if (words.every((t) => TITLE_HEADS.has(t.lower) || TITLE_MODIFIERS.has(t.lower))) return null;
  if (n >= 2 && MISC_SUFFIXES.has(words[n - 1]!.lower)) return null;
  if (
    words.every((t) => DEMONYMS.has(t.lower) || WEEKDAYS_MONTHS.has(t.lower) || NON_ENTITY_WORDS.has(t.lower))
  ) {
    if (!LOC_SUFFIXES.has(wl.lower) && !ORG_SUFFIXES.has(wl.lower)) return null;
  }
  if (first.kind !== 'word') return null;
  // A sentence-initial common word alone is not a name unless the document says so.
  if (n === 1 && caseless && (isCommonWord(w0.lower) || doc.lowerSeen.has(w0.lower))) {
    const areas = areaCandidates(pkey);
    if (!areas.length && !KNOWN_ORG_ACRONYMS.has(w0.lower) && !KNOWN_ORGS.has(w0.lower)) needsMemory = true;
  }

  // --- the words themselves
  const l0 = w0.lower;
  const ll = wl.lower;
  const underscored = key.replace(/ /g, '_');
  if (KNOWN_ORG_PHRASES.has(underscored) || KNOWN_ORGS.has(key)) {
    acc.add(O, 6, 'known-org');
    strong = true;
  }
  if (n === 1 && KNOWN_ORG_ACRONYMS.has(l0) && (w0.allCaps || w0.noCase)) {
    acc.add(O, 6, 'known-acronym');
    strong = true;
  }
  if (n > 1 && words.some((t) => KNOWN_ORG_ACRONYMS.has(t.lower) && t.allCaps))
    acc.add(O, 3, 'has-org-acronym');
  const placeAcronym = PLACE_ACRONYMS[key] ?? PLACE_ACRONYMS[key.replace(/\.$/, '')];
  if (placeAcronym && (w0.allCaps || /\./.test(w0.text))) {
    acc.add(L, 7, 'place-acronym');
    strong = true;
  }

  const place = placeScore(doc, pkey, n === 1, l0);
  if (place.score > 0) {
    acc.add(L, place.score, place.why);
    if (place.area) strong = true;
  }

  const lastStrongOrg = ORG_SUFFIXES.has(ll) && !WEAK_ORG_SUFFIXES.has(ll);
  if (n >= 2 || (n === 1 && first.text.includes('-'))) {
    if (lastStrongOrg) {
      acc.add(O, 6, 'org-suffix');
      strong = true;
    } else if (WEAK_ORG_SUFFIXES.has(ll) && n >= 2) {
      if (ll === 'town' || ll === 'city' || ll === 'county') {
        if (doc.sports && !place.area) acc.add(O, 4, 'sports-club');
        else acc.add(L, ll === 'county' ? 5 : 2.5, 'town/city/county');
      } else acc.add(O, 3, 'weak-org-suffix');
    }
    if (LOC_SUFFIXES.has(ll) && !(ORG_SUFFIXES.has(ll) && !WEAK_ORG_SUFFIXES.has(ll))) {
      acc.add(L, 5, 'place-suffix');
      strong = true;
    }
    if (LOC_PREFIXES.has(l0) && !ORG_SUFFIXES.has(ll)) {
      acc.add(L, 5, 'place-prefix');
      strong = true;
    }
  }
  // 'Bank of England', 'Isle of Wight'.
  for (let i = sp.s; i < sp.e - 1; i++) {
    const t = toks[i]!;
    const nx = toks[i + 1]!;
    if (nx.lower !== 'of' && nx.lower !== 'for') continue;
    if (ORG_HEADS.has(t.lower) || ORG_SUFFIXES.has(t.lower)) {
      acc.add(O, 6, 'org-head-of');
      strong = true;
    } else if (LOC_OF_HEADS.has(t.lower)) {
      acc.add(L, 5, 'place-head-of');
      strong = true;
    }
    break;
  }
  if (key.includes(' & ') || /&/.test(key)) acc.add(O, 3, 'ampersand');
  // 'Imperial College London': an organisation word before a place.
  if (n >= 2 && !lastStrongOrg && !LOC_SUFFIXES.has(ll)) {
    for (let i = 0; i < n - 1; i++) {
      const l = words[i]!.lower;
      if ((ORG_SUFFIXES.has(l) && !WEAK_ORG_SUFFIXES.has(l)) || (ORG_HEADS.has(l) && i > 0)) {
        acc.add(O, 3, 'org-word-inside');
        break;
      }
    }
  }

  // Person names.
  const nameWords = words.filter((t) => !NAME_PARTICLES.has(t.lower));
  const endsLikeThing = ORG_SUFFIXES.has(ll) || LOC_SUFFIXES.has(ll) || place.area;
  if (nameWords.length >= 2 && !endsLikeThing) {
    if (isGiven(nameWords[0]!)) acc.add(P, 3.5, 'given-name');
    else if (/^\p{Lu}$/u.test(nameWords[0]!.text)) acc.add(P, 2, 'initial');
    if (nameWords.length <= 4 && words.some((t) => NAME_PARTICLES.has(t.lower))) acc.add(P, 2, 'particle');
    if (COMMON_SURNAMES.has(ll)) acc.add(P, 1, 'surname');
    else if (SURNAME_ENDINGS.test(ll) && !isCommonWord(ll)) acc.add(P, 0.7, 'surname-ending');
    if (nameWords.length > 4) acc.add(P, -2, 'too-long');
  } else if (n === 1) {
    if (isGiven(w0)) acc.add(P, 1.2, 'given-name-alone');
    if (COMMON_SURNAMES.has(l0)) acc.add(P, 0.8, 'surname-alone');
    else if (SURNAME_ENDINGS.test(l0) && !isCommonWord(l0)) acc.add(P, 0.4, 'surname-ending');
    if (PLACE_ENDINGS.test(l0)) acc.add(L, 1, 'place-ending');
    if (/^(?:mc|mac|o')\p{Lu}/iu.test(w0.text) && /^(?:Mc|Mac|O')\p{Lu}/u.test(w0.text))
      acc.add(P, 1, 'mc-name');
  }
  if (
    words.some(
      (t, i) =>
        i < n - 1 &&
        (ORG_SUFFIXES.has(t.lower) || LOC_SUFFIXES.has(t.lower)) &&
        !WEAK_ORG_SUFFIXES.has(t.lower),
    )
  ) {
    acc.add(P, -2, 'thing-word-inside');
  }
  if (
    n === 1 &&
    w0.allCaps &&
    !w0.noCase &&
    w0.text.length <= 6 &&
    !placeAcronym &&
    !KNOWN_ORG_ACRONYMS.has(l0)
  ) {
    acc.add(O, 2.5, 'acronym');
  }
  if (n === 1 && /\p{Ll}\p{Lu}/u.test(w0.text) && !/^(?:Mc|Mac|O')/.test(w0.text))
    acc.add(O, 1.5, 'camel-case');

  // --- context
  if (sp.title) acc.add(P, 7, `title(${sp.title})`);
  const prev = toks[sp.s - 1];
  const prev2 = toks[sp.s - 2];
  const prev3 = toks[sp.s - 3];
  const next = toks[sp.e];
  const next2 = toks[sp.e + 1];
  const next3 = toks[sp.e + 2];
  const sentence = first.sentence;

  if (prev && inSentence(prev, sentence) && prev.kind === 'word' && !prev.cap) {
    const pl = prev.lower;
    if (isRoleNoun(pl) && !sp.title) acc.add(P, 3.5, `role-before(${pl})`);
    const w = LOC_PREPOSITIONS[pl];
    if (w) acc.add(L, w, `prep(${pl})`);
    if (pl === 'at') acc.add(O, 0.8, 'at');
    // 'the mayor of X', 'chief executive of X', 'spokeswoman for X'.
    const before = prev2?.lower === 'the' ? prev3 : prev2;
    if ((pl === 'of' || pl === 'for') && before && before.kind === 'word' && !before.cap) {
      if (pl === 'of' && LOC_OF_NOUNS.has(before.lower)) acc.add(L, 3, `of-place(${before.lower})`);
      else if (isRoleNoun(before.lower)) acc.add(O, 3, `role-of(${before.lower})`);
    }
    if (
      pl === 'in' &&
      prev2 &&
      ['stake', 'stakes', 'shares', 'investment', 'holding', 'invested'].includes(prev2.lower)
    ) {
      acc.add(O, 3, 'stake-in');
    }
    if (
      pl === 'in' &&
      prev2 &&
      ['based', 'headquartered', 'located', 'born', 'situated', 'registered'].includes(prev2.lower)
    ) {
      acc.add(L, 2.5, 'based-in');
    }
    if (SPEECH_VERBS.has(pl)) acc.add(P, n >= 2 ? 2.5 : 2, 'said-before');
    if (pl === 'the') {
      acc.add(P, -2, 'the-before');
      acc.add(O, 1, 'the-before');
    }
    if (
      [
        'beat',
        'beating',
        'against',
        'versus',
        'vs',
        'v',
        'host',
        'hosts',
        'face',
        'faces',
        'joined',
      ].includes(pl)
    )
      acc.add(O, 0.8, 'rival');
    if (['shares', 'stake'].includes(pl)) acc.add(O, 1.5, 'shares-in');
  }
  if (
    prev &&
    inSentence(prev, sentence) &&
    prev.text === ',' &&
    prev2 &&
    prev2.kind === 'word' &&
    isRoleNoun(prev2.lower)
  ) {
    acc.add(P, 3, 'apposition-after-role');
  }
  if (prev && prev.text === '(' && prev2) {
    // '... Area Transit (MAT)': handled by memory; a bracketed acronym is most often an organisation.
    if (w0.allCaps && n === 1) acc.add(O, 1, 'bracketed-acronym');
  }

  if (next && inSentence(next, sentence)) {
    const nl = next.lower;
    if (next.text === '(' && next2?.kind === 'num' && /^\d{1,3}$/.test(next2.text) && next3?.text === ')') {
      if (Number(next2.text) < 120) acc.add(P, 4, 'age-in-brackets');
    }
    if (next.text === '-' || next.text === '–') {
      if (next2 && /^(?:based|born|headquartered|registered|bred|raised)$/.test(next2.lower))
        acc.add(L, 3, 'x-based');
    }
    if (next.text === ',' && next2 && inSentence(next2, sentence)) {
      const n2 = next2.lower;
      if (
        next2.kind === 'num' &&
        /^\d{1,3}$/.test(next2.text) &&
        Number(next2.text) < 120 &&
        next3 &&
        [',', ')', '.', ';'].includes(next3.text)
      ) {
        acc.add(P, 5, 'age');
      }
      if (n2 === 'who') acc.add(P, 3, 'who');
      if (n2 === 'which') {
        acc.add(O, 1.5, 'which');
        acc.add(L, 0.5, 'which');
        acc.add(P, -2, 'which');
      }
      if (n2 === 'where') acc.add(L, 2, 'where');
      if (['a', 'an', 'the'].includes(n2)) appositionEvidence(doc, sp.e + 2, acc);
      else if (next2.kind === 'word' && !next2.cap && isRoleNoun(n2)) acc.add(P, 3, 'apposition-role');
      if (next2.cap && !next2.noCase) {
        const right = areaCandidates(placeKey(next2.lower));
        if (right.some((a) => a.kind !== 'city')) acc.add(L, 2.5, 'comma-region');
      }
    }
    if (next.kind === 'word' && !next.cap) {
      if (SPEECH_VERBS.has(nl)) {
        acc.add(P, 1.2, 'said-after');
        acc.add(O, 0.5, 'said-after');
      }
      if (PERSON_RIGHT_VERBS.has(nl)) acc.add(P, 1.5, 'person-verb');
      if (ORG_RIGHT_NOUNS.has(nl)) acc.add(O, 2.5, `org-noun(${nl})`);
      if (PLACE_RIGHT_NOUNS.has(nl)) acc.add(L, 2, `place-noun(${nl})`);
    }
    if ((next.text === "'s" || next.text === '’s') && next2 && next2.kind === 'word' && !next2.cap) {
      const n2 = next2.lower;
      if (PERSON_POSSESSED.has(n2)) acc.add(P, 2.5, `his-${n2}`);
      if (ORG_POSSESSED.has(n2)) acc.add(O, 2.5, `its-${n2}`);
      if (PLACE_POSSESSED.has(n2)) acc.add(L, 2.5, `its-${n2}`);
    }
    if (POST_NOMINALS.has(nl) && next.cap) acc.add(P, 4, 'post-nominal');
    if (next.text === '(' && next2 && next2.allCaps && toks[sp.e + 2]?.text === ')') {
      const initials = words
        .filter((t) => !FUNCTION_WORDS.has(t.lower))
        .map((t) => t.text[0])
        .join('')
        .toLowerCase();
      if (n >= 2 && initials === next2.lower) acc.add(O, 4, 'acronym-of-initials');
      else acc.add(O, 1.5, 'acronym-follows');
    }
  }

  // --- priors: a capitalised word inside a sentence is most likely a name of some kind
  if (!caseless) {
    if (n === 1) {
      acc.add(P, 0.5, 'prior');
      acc.add(O, 0.7, 'prior');
      acc.add(L, 0.6, 'prior');
    } else {
      acc.add(P, 0.8, 'prior');
      acc.add(O, 1, 'prior');
      acc.add(L, 0.4, 'prior');
    }
  }

  return decide(sp, acc.sc, caseless, first.noCase, false, needsMemory, strong, acc.evidence);
}

/** Score accumulator (a class, not a closure per call: cheaper in the hot path). */
class Scores {
  readonly sc: [number, number, number] = [0, 0, 0];
  readonly evidence: string[] | undefined;
  constructor(explain: boolean) {
    this.evidence = explain ? [] : undefined;
  }
  add(t: number, v: number, why: string): void {
    this.sc[t] = this.sc[t]! + v;
    this.evidence?.push(`${why}:${TYPES[t]![0]}${v > 0 ? '+' : ''}${Math.round(v * 10) / 10}`);
  }
}

function inSentence(t: Token | undefined, sentence: number): t is Token {
  return t !== undefined && t.sentence === sentence;
}

function isGiven(t: Token): boolean {
  return (
    GIVEN_NAMES.has(t.lower) || (t.lower.includes('-') && t.lower.split('-').every((p) => GIVEN_NAMES.has(p)))
  );
}

/** ', a spokeswoman for the council,' / ', a drone maker based in Leeds,' / ', a market town in Kent,'. */
function appositionEvidence(doc: Doc, from: number, acc: Scores): void {
  const toks = doc.tokens;
  let role = false;
  let org = false;
  let place = false;
  for (let i = from; i < Math.min(toks.length, from + 8); i++) {
    const t = toks[i]!;
    if (t.kind !== 'word') break;
    // 'a Democrat', 'a former Labour councillor': party and nationality words may be capitalised.
    if (t.cap && !DEMONYMS.has(t.lower) && !isRoleNoun(t.lower)) {
      if (i === from || !(t.cap && toks[i + 1]?.kind === 'word' && !toks[i + 1]!.cap)) break;
      continue;
    }
    if (['of', 'for', 'at', 'in', 'with', 'from', 'based', 'who', 'which', 'that'].includes(t.lower)) break;
    if (isRoleNoun(t.lower)) role = true;
    if (ORG_APPOSITION_NOUNS.has(t.lower)) org = true;
    if (PLACE_APPOSITION_NOUNS.has(t.lower)) place = true;
  }
  if (role && !org) acc.add(P, 3, 'apposition-role');
  if (org) acc.add(O, 3, 'apposition-org');
  if (place && !org && !role) acc.add(L, 3, 'apposition-place');
}

// ---------------------------------------------------------------------------------------------------------
// Document memory

function buildMemory(doc: Doc, scored: (Scored | null)[]): Memory {
  const mem = new Memory();
  const toks = doc.tokens;
  for (const s of scored) {
    if (!s || s.needsMemory || !accept(s)) continue;
    const confident = s.margin >= 2 && s.best >= 3;
    if (!confident) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    const idx = contentIndexes(doc, s.span);
    mem.addExact(key, s.type, 6, idx.length === 1);
    const words = idx.map((i) => toks[i]!);
    if (s.type === 'Person' && words.length >= 2) {
      // Surname: from the first particle ('van der Berg') or the last word; first name as a weaker alias.
      let surnameStart = s.span.e - 1;
      for (let i = s.span.s + 1; i < s.span.e; i++) {
        if (NAME_PARTICLES.has(toks[i]!.lower)) {
          surnameStart = i;
          break;
        }
      }
      mem.addAlias(spanKey(doc, surnameStart, s.span.e), 'Person', 4.5);
      mem.addAlias(toks[s.span.e - 1]!.lower, 'Person', 4.5);
      if (GIVEN_NAMES.has(words[0]!.lower)) mem.addAlias(words[0]!.lower, 'Person', 3);
    }
    if (s.type === 'Organization' && words.length >= 2) {
      const initials = words
        .filter((t) => t.cap && !FUNCTION_WORDS.has(t.lower))
        .map((t) => t.text[0])
        .join('')
        .toLowerCase();
      if (initials.length >= 2) mem.addAlias(initials, 'Organization', 4.5);
      // Places inside organisation names: 'Wendover County' in 'Wendover County Council', 'Millbrook' in
      // 'Bank of Millbrook'.
      const place = placeInside(doc, s.span);
      if (place) mem.addAlias(place, 'Location', 4);
      const l0 = words[0]!.lower;
      if (
        place !== l0 &&
        !isCommonWord(l0) &&
        !GIVEN_NAMES.has(l0) &&
        !DEMONYMS.has(l0) &&
        !ORG_HEADS.has(l0) &&
        (cityStats(l0)?.maxPopulation ?? 0) < 20_000 &&
        !areaCandidates(l0).length
      ) {
        mem.addAlias(l0, 'Organization', 4);
      }
    }
    // 'National Health Service (NHS)'.
    const open = toks[s.span.e];
    const acr = toks[s.span.e + 1];
    if (open?.text === '(' && acr?.allCaps && toks[s.span.e + 2]?.text === ')' && s.type === 'Organization') {
      mem.addExact(acr.lower, 'Organization', 6);
    }
  }
  mem.resolveConflicts();
  return mem;
}

/** A place name inside an organisation's name, if any (key form). */
function placeInside(doc: Doc, sp: Span): string | undefined {
  const toks = doc.tokens;
  // 'X of <Place>'.
  for (let i = sp.s; i < sp.e; i++) {
    if (toks[i]!.lower === 'of' && !toks[i]!.cap) {
      const k = spanKey(doc, i + 1, sp.e);
      if (k && (areaCandidates(placeKey(k)).length || cityStats(placeKey(k)))) return k;
    }
  }
  // '<Place> County Council', '<Place> Crown Court'.
  for (let e = sp.e - 1; e > sp.s; e--) {
    const k = spanKey(doc, sp.s, e);
    const lastLower = toks[e - 1]!.lower;
    if (LOC_SUFFIXES.has(lastLower) && e - sp.s >= 2 && lastLower !== 'st') return k;
    if (areaCandidates(placeKey(k)).length) return k;
    if (e - sp.s === 1 && (cityStats(placeKey(k))?.maxPopulation ?? 0) >= 1000 && !isCommonWord(k)) return k;
  }
  return undefined;
}

/** 'de la Vega' after 'Andrés de la Vega': a remembered name with lower-case particles before the span. */
function extendWithParticles(doc: Doc, mem: Memory, accepted: Scored[]): void {
  const toks = doc.tokens;
  for (const s of accepted) {
    let k = s.span.s;
    while (k > 0 && k > s.span.s - 3) {
      const t = toks[k - 1]!;
      if (
        t.kind !== 'word' ||
        t.cap ||
        !NAME_PARTICLES.has(t.lower) ||
        t.sentence !== toks[s.span.s]!.sentence
      )
        break;
      k--;
    }
    if (k === s.span.s) continue;
    for (let start = k; start < s.span.s; start++) {
      const hit = mem.get(spanKey(doc, start, s.span.e));
      if (hit && hit.entry.type === s.type) {
        s.span = { ...s.span, s: start };
        break;
      }
    }
  }
}

function sweepMemory(doc: Doc, mem: Memory, accepted: Scored[]): Scored[] {
  const toks = doc.tokens;
  const covered = new Uint8Array(toks.length);
  for (const s of accepted) for (let i = s.span.s; i < s.span.e; i++) covered[i] = 1;
  const found: Scored[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (covered[i]) continue;
    const t = toks[i]!;
    if (t.kind !== 'word') continue;
    const phrases = mem.phrases.get(t.lower);
    if (!phrases) continue;
    // Lower-case starts only for particle names ('de la Vega'); all-capital headlines match in any case.
    if (!t.cap && !t.noCase && !NAME_PARTICLES.has(t.lower)) continue;
    let bestLen = 0;
    for (const p of phrases) {
      if (p.length <= bestLen) continue;
      let ok = true;
      let j = i;
      for (const part of p) {
        let tok = toks[j];
        while (tok && (tok.text === '.' || tok.text === "'s")) tok = toks[++j];
        if (!tok || covered[j] || tok.lower !== part.replace(/'s$/, '') || tok.sentence !== t.sentence) {
          ok = false;
          break;
        }
        j++;
      }
      if (ok && p.length > bestLen) bestLen = p.length;
    }
    if (!bestLen) continue;
    let e = i;
    for (let c = 0; c < bestLen; c++) {
      while (toks[e] && (toks[e]!.text === '.' || toks[e]!.text === "'s")) e++;
      e++;
    }
    const last = toks[e - 1]!;
    if (!last.cap && !last.noCase) continue;
    // A lower-case particle start must end in a capitalised word and not be inside a longer name.
    const key = spanKey(doc, i, e);
    const hit = mem.get(key);
    if (!hit) continue;
    const sc: [number, number, number] = [0, 0, 0];
    const ti = TYPES.indexOf(hit.entry.type);
    sc[ti] = hit.exact ? 6 : hit.entry.weight;
    found.push({
      span: { s: i, e },
      type: hit.entry.type,
      scores: sc,
      best: sc[ti]!,
      margin: sc[ti]!,
      caseless: t.noCase,
      headline: t.noCase,
      remembered: true,
      needsMemory: false,
      strong: true,
      ...(doc.explain ? { evidence: ['memory-sweep'] } : {}),
    });
    for (let k = i; k < e; k++) covered[k] = 1;
    i = e - 1;
  }
  return found;
}
