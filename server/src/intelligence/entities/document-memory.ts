import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// Document-level consistency, built after pass 1: the names the document states confidently, with their
// short forms (a person's surname and first name, an organisation's initials and leading word, a place
// inside an organisation's name), so that later mentions are typed alike ('Okafor' after 'Maria Okafor').
import { SPEAKING_CITY_POPULATION } from './context-evidence';
import { isCommonWord } from './english';
import { areaCandidates, cityStats, ownNameMaxPopulation, placeCandidates, placeKey } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  DEMONYMS,
  FUNCTION_WORDS,
  isLocalOfficer,
  KNOWN_ORG_ACRONYMS,
  KNOWN_ORGS,
  LOC_SUFFIXES,
  NEWSPAPER_WORDS,
  ORG_HEADS,
  ORG_SUFFIXES,
  RIVER_WORDS,
  SPEECH_VERBS,
  WEEKDAYS_MONTHS,
} from './lexicon';
import {
  contentIndexes,
  type Doc,
  isTitleWord,
  NAME_PARTICLES,
  type Scored,
  type Span,
  spanKey,
} from './recognition-document';
import { MISC_WORDS } from './score-span';
import { accept } from './span-scores';
import { TEAM_NICKNAMES } from './team-nicknames';
import type { Token } from './tokenize';

interface MemoryEntry {
  type: EntityType;
  weight: number;
  /** Remembered from a one-word mention. */
  single?: boolean;
  /** The winning score of the mention it was remembered from (0 when not from a scored mention). */
  best?: number;
}

/** Last words of company names whose lead word is a brand, not the place a town of that name is. */
const COMPANY_FORMS = new Set(
  `entertainment studios pictures records films productions media corp corporation inc incorporated ltd limited
  llc plc co company holdings group foods industries enterprises motors airlines airways technologies systems
  communications telecom brands plc ag sa nv gmbh`.split(/\s+/),
);

/** 'Jr', 'Sr' (a full stop may follow): not the surname of the person they end. */
const GENERATIONAL = new Set(['jr', 'jr.', 'jnr', 'sr', 'sr.', 'snr', 'ii', 'iii', 'iv']);

/** Memory of one document: full names and their short forms. */
export class Memory {
  readonly exact = new Map<string, MemoryEntry>();
  readonly alias = new Map<string, MemoryEntry>();
  /**
   * Short forms that stand for an organisation the document names in full ('Summit' of 'Summit
   * Entertainment', 'Boston' of 'Boston Red Sox' in a sports story): a place reading the gazetteer alone gave
   * one mention of them gives way (resolveConflicts).
   */
  readonly orgOverPlace = new Set<string>();
  /**
   * Person-shaped names that the document also names with an organisation word ('Betty Ford' of 'Betty Ford
   * Center'): a person reading one mention gave them on its name shape alone is not remembered, so that each
   * mention's context and the organisation's short form decide ('checked into Betty Ford').
   */
  readonly orgOverPerson = new Set<string>();
  /** Phrases (folded token lists) to look for where capitals gave no candidate. */
  readonly phrases = new Map<string, string[][]>();

  addExact(key: string, type: EntityType, weight: number, single = false, best = 0): void {
    const cur = this.exact.get(key);
    // A name the document uses once, confidently, as an organisation stays one ('in Creighton history'
    // after 'Creighton defeated Drake'): a club or a company is named after its place, not the reverse.
    // (Unless the place reading is far better evidenced: 'Transit Corridor (IRTC)', then 'the IRTC'.)
    const orgOverPlace =
      cur?.type === 'Location' &&
      type === 'Organization' &&
      cur.weight <= weight &&
      best + 2 >= (cur.best ?? 0);
    // Two confident mentions that disagree ('that Obama has offered', a small Japanese city by the gazetteer
    // alone, then 'the Obama administration'): the better-evidenced one types the name, not the first.
    const betterEvidenced =
      cur !== undefined && cur.type !== type && cur.weight === weight && best > (cur.best ?? 0) + 2;
    if (!cur || cur.weight < weight || orgOverPlace || betterEvidenced)
      this.exact.set(key, { type, weight, single, best });
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
    for (const key of this.orgOverPlace) {
      const e = this.exact.get(key);
      if (e?.type === 'Location' && e.single) this.exact.delete(key);
    }
    for (const key of this.orgOverPerson) {
      if (this.exact.get(key)?.type === 'Person') this.exact.delete(key);
    }
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

/** Remembers the confidently scored spans of pass 1 and their short forms. */
export function buildMemory(doc: Doc, scored: (Scored | null)[]): Memory {
  const mem = new Memory();
  const toks = doc.tokens;
  for (const s of scored) {
    if (!s || s.needsMemory || !accept(s)) continue;
    const confident = s.margin >= 2 && s.best >= 3;
    if (!confident) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    const idx = contentIndexes(doc, s.span);
    mem.addExact(key, s.type, 6, idx.length === 1, s.best);
    const words = idx.map((i) => toks[i]!);
    if (s.type === 'Person' && words.length >= 2) rememberPersonAliases(doc, mem, s.span, words);
    if (s.type === 'Organization' && words.length >= 2) rememberOrganisationAliases(doc, mem, s.span, words);
    // 'the Alder' after 'the Alder River', 'the Hudson' after 'the Hudson River': a river goes by its name.
    const last = words[words.length - 1]?.lower;
    if (s.type === 'Location' && words.length >= 2 && last !== undefined && RIVER_WORDS.has(last)) {
      const stem = words.slice(0, -1);
      if (stem.every((t) => t.cap && !FUNCTION_WORDS.has(t.lower)))
        mem.addAlias(stem.map((t) => t.lower).join(' '), 'Location', 4);
    }
    // 'National Health Service (NHS)'.
    const open = toks[s.span.e];
    const acr = toks[s.span.e + 1];
    if (open?.text === '(' && acr?.allCaps && toks[s.span.e + 2]?.text === ')' && s.type === 'Organization') {
      mem.addExact(acr.lower, 'Organization', 6);
    }
    // The initials of the name's words ('Internationally Recognised Transit Corridor' → 'irtc').
    const initials = words
      .filter((t) => !FUNCTION_WORDS.has(t.lower))
      .map((t) => t.lower[0])
      .join('');
    // 'the IRTC (Internationally Recognised Transit Corridor)': initials before the name in brackets.
    const before = toks[s.span.s - 1];
    const acrBefore = toks[s.span.s - 2];
    if (
      before?.text === '(' &&
      acrBefore?.allCaps &&
      toks[s.span.e]?.text === ')' &&
      s.type !== 'Person' &&
      words.length >= 2 &&
      acrBefore.lower === initials
    ) {
      mem.addExact(acrBefore.lower, s.type, 6, true, s.best);
    }
    // 'Internationally Recognised Transit Corridor (IRTC)': a place's initials name the place.
    if (
      open?.text === '(' &&
      acr?.allCaps &&
      toks[s.span.e + 2]?.text === ')' &&
      s.type === 'Location' &&
      words.length >= 2 &&
      acr.lower === initials
    ) {
      mem.addExact(acr.lower, 'Location', 6, true, s.best);
    }
  }
  rememberNamesCalledBySurname(doc, mem, scored);
  mem.resolveConflicts();
  return mem;
}

/**
 * 'Wladimir Klitschko owning the division …, Klitschko dominated Rahman', 'Bettie Page, the pin-up … Page
 * suffered a heart attack': news names a person in full once and then by the surname alone. A two- or
 * three-word name that leans to a person on its shape alone (no given name the lists know, so not
 * confidently) and whose last word the document later uses alone is remembered as a person with its
 * surname, so that the lone surname is the person wherever it stands (it had been an organisation or nothing).
 * Organisations and places are called by their first word, their initials or their nickname, not by their
 * last word; to keep them out, the name must have no strong evidence, must be unknown to the gazetteer as a
 * whole, and must open with a word that is neither English, a nationality, a country or region, a city of
 * 100,000 people nor a known organisation ('Real Madrid' … 'Madrid', 'Manchester United' … 'United', 'Arctic
 * Monkeys' … 'Monkeys' stay out); its last word must be no place of note, organisation's or place's word.
 */
function rememberNamesCalledBySurname(doc: Doc, mem: Memory, scored: (Scored | null)[]): void {
  const toks = doc.tokens;
  for (const s of scored) {
    // (A name at a sentence start has no evidence of its capitals and ties at nothing: Person first.)
    if (!s || s.needsMemory || s.strong || s.headline || s.type !== 'Person') continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    if (mem.exact.get(key)?.type === 'Person') continue;
    const idx = contentIndexes(doc, s.span);
    if (idx.length < 2 || idx.length > 3 || idx[idx.length - 1] !== s.span.e - 1) continue;
    const words = idx.map((i) => toks[i]!);
    if (words.some((t) => t.noCase || !/^\p{Lu}\p{Ll}+$/u.test(t.text))) continue;
    const first = words[0]!.lower;
    const last = words[words.length - 1]!.lower;
    if (areaCandidates(placeKey(key)).length || cityStats(placeKey(key))) continue;
    if (!isPlainName(first) || isCommonWord(first) || doc.lowerSeen.has(first) || !isPlainName(last))
      continue;
    if (!surnameAloneAfter(doc, s.span.e, last) || typedOtherwiseAlone(doc, scored, last)) continue;
    mem.addExact(key, 'Person', 6, false, s.best);
    rememberPersonAliases(doc, mem, s.span, words);
  }
}

/**
 * Whether the mentions of `word` alone are, half of them or more, confidently an organisation by their own
 * evidence ('Telekom said profits grew' after 'Deutsche Telekom': one unknown word that speaks with no name is
 * a company). One stray reading among many stays outvoted ('Magruder, the deputy campaign manager' read as
 * an organisation by its 'campaign', among seven other mentions). A town's name read as the town by the
 * gazetteer alone ('Davis', 'Bell') is the ambiguity this rule settles, so places do not count.
 */
function typedOtherwiseAlone(doc: Doc, scored: (Scored | null)[], word: string): boolean {
  let all = 0;
  let organisation = 0;
  for (const s of scored) {
    if (s === null || spanKey(doc, s.span.s, s.span.e) !== word) continue;
    all++;
    if (s.type === 'Organization' && s.margin >= 2 && s.best >= 3) organisation++;
  }
  return organisation > 0 && organisation * 2 >= all;
}

/**
 * Whether `word` stands alone, capitalised, in a later sentence than token `from - 1`: no capitalised word
 * right before it (a title may be: 'Ms Page') or right after it ('Page Six' is another name).
 */
function surnameAloneAfter(doc: Doc, from: number, word: string): boolean {
  const toks = doc.tokens;
  const sentence = toks[from - 1]!.sentence;
  for (let i = from; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.sentence === sentence || t.lower !== word || !t.cap || t.allCaps || t.noCase) continue;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const nameBefore =
      prev?.kind === 'word' && prev.cap && prev.sentence === t.sentence && !isTitleWord(prev);
    const nameAfter = next?.kind === 'word' && next.cap && next.sentence === t.sentence;
    if (!nameBefore && !nameAfter) return true;
  }
  return false;
}

/** The population of the largest town named so, not among its other names ('Wladimir' of Vladimir). */
function namedCityPopulation(key: string): number {
  let max = 0;
  for (const c of placeCandidates(key)) {
    if (c.kind === 'city' && placeKey(c.name) === key) max = Math.max(max, c.population ?? 0);
  }
  return max;
}

/**
 * A word that no list reads as a nationality, a country or region, a city of note, an organisation, a term that
 * is no name ('Internet') or a date.
 */
function isPlainName(w: string): boolean {
  return (
    !DEMONYMS.has(w) &&
    !areaCandidates(w).length &&
    namedCityPopulation(w) < 100_000 &&
    !KNOWN_ORGS.has(w) &&
    !KNOWN_ORG_ACRONYMS.has(w) &&
    !ORG_SUFFIXES.has(w) &&
    !ORG_HEADS.has(w) &&
    !LOC_SUFFIXES.has(w) &&
    !TEAM_NICKNAMES.has(w) &&
    !FUNCTION_WORDS.has(w) &&
    !NAME_PARTICLES.has(w) &&
    !MISC_WORDS.has(w) &&
    !WEEKDAYS_MONTHS.has(w)
  );
}

/** Surname: from the first particle ('van der Berg') or the last word; first name as a weaker alias. */
function rememberPersonAliases(doc: Doc, mem: Memory, span: Span, words: Token[]): void {
  const toks = doc.tokens;
  // 'Arcade Joseph Comeaux Jr.', 'Arcade Joseph Comeaux, Jr.': the surname is before the generational suffix
  // (its full stop, and the comma before it).
  let end = span.e;
  while (
    end - span.s > 2 &&
    (toks[end - 1]!.text === '.' ||
      GENERATIONAL.has(toks[end - 1]!.lower) ||
      (toks[end - 1]!.text === ',' && GENERATIONAL.has(toks[end]?.lower ?? '')))
  )
    end--;
  if (end !== span.e) span = { ...span, e: end };
  let surnameStart = span.e - 1;
  for (let i = span.s + 1; i < span.e; i++) {
    if (NAME_PARTICLES.has(toks[i]!.lower)) {
      surnameStart = i;
      break;
    }
  }
  mem.addAlias(spanKey(doc, surnameStart, span.e), 'Person', 4.5);
  mem.addAlias(toks[span.e - 1]!.lower, 'Person', 4.5);
  // 'Vincent "the Chin" Gigante': the nickname alone ('it took until 2003 for the Chin to admit his sham') is
  // the person too, not the Chinese city of Chin.
  const nickname = quotedNickname(toks, span);
  if (nickname) mem.addAlias(nickname, 'Person', 4.5);
  // The first name as a weaker alias: a known given name, or a word that is neither English nor a place
  // ('Kathina' of 'Kathina Thomas'), or a town's only by an alternate name ('he troubled Wladimir': an old
  // spelling of Vladimir, Russia).
  const first = words[0]!.lower;
  if (
    GIVEN_NAMES.has(first) ||
    (!isCommonWord(first) &&
      !doc.lowerSeen.has(first) &&
      !areaCandidates(first).length &&
      ((cityStats(first)?.maxPopulation ?? 0) < 1000 ||
        speaksAlone(doc, first) ||
        ownNameMaxPopulation(first) === undefined ||
        namedInFullOften(doc, span)))
  ) {
    mem.addAlias(first, 'Person', 3);
  }
}

/**
 * 'Regina Benjamin' named in full three times or more, then 'closer to Regina's heart': a feature calls its
 * subject by the given name, whatever city bears it (Regina, Saskatchewan).
 */
function namedInFullOften(doc: Doc, span: Span): boolean {
  const toks = doc.tokens;
  const n = span.e - span.s;
  const key = spanKey(doc, span.s, span.e);
  let count = 0;
  for (let i = 0; i + n <= toks.length && count < 3; i++)
    if (toks[i]!.lower === toks[span.s]!.lower && spanKey(doc, i, i + n) === key) count++;
  return count >= 3;
}

/**
 * Whether the first name, alone, speaks in the document ('"…," Chela said'): a widow named as 'Chela Ortiz'
 * and then 'Chela' is that person wherever 'Chela' stands ('Chela and her in-laws insisted'), not the town
 * of 11,000 of that name (ECB+ 16_9). A town big enough to speak through its council does not count.
 */
function speaksAlone(doc: Doc, first: string): boolean {
  if ((cityStats(first)?.maxPopulation ?? 0) >= SPEAKING_CITY_POPULATION) return false;
  const toks = doc.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (t.lower !== first || !/^\p{Lu}/u.test(t.text) || !SPEECH_VERBS.has(toks[i + 1]!.lower)) continue;
    const before = toks[i - 1]?.text ?? '';
    if (!/^\p{Lu}/u.test(before) || FUNCTION_WORDS.has(before.toLowerCase())) return true;
  }
  return false;
}

const QUOTE_MARKS = new Set(['"', '“', '”', "'", '‘', '’']);

/** The words of a quoted nickname inside a person's name, without a leading 'the': 'chin' of 'Vincent "the Chin" Gigante'. */
function quotedNickname(toks: Token[], span: Span): string | undefined {
  const open = toks.findIndex((t, i) => i > span.s && i < span.e && QUOTE_MARKS.has(t.text));
  if (open < 0) return undefined;
  const words: string[] = [];
  for (let i = open + 1; i < span.e - 1; i++) {
    const t = toks[i]!;
    if (QUOTE_MARKS.has(t.text)) return words.length ? words.join(' ') : undefined;
    if (!(words.length === 0 && t.lower === 'the')) words.push(t.lower);
  }
  return undefined;
}

/** Last words of a private facility's name, which is called by its first word ('Morningside Recovery'). */
const FACILITY_WORDS = new Set(['recovery']);
/** A town's own services, named after it: 'Palmer City', 'Palmer Fire', 'Palmer Police' are the town's. */
const TOWN_SERVICES = new Set(
  'city town village borough township fire police school schools library hospital airport port court'.split(
    ' ',
  ),
);

/** Initials, a place inside the name, and a distinctive leading word ('Kestrel' of 'Kestrel Dynamics'). */
function rememberOrganisationAliases(doc: Doc, mem: Memory, span: Span, words: Token[]): void {
  const initials = words
    .filter((t) => t.cap && !FUNCTION_WORDS.has(t.lower))
    .map((t) => t.text[0])
    .join('')
    .toLowerCase();
  if (initials.length >= 2) mem.addAlias(initials, 'Organization', 4.5);
  // 'BA' of 'British Airways Plc': the initials without a company form at the end.
  const lastLower = words[words.length - 1]!.lower;
  if (COMPANY_FORMS.has(lastLower.replace(/\.$/, '')) && initials.length >= 3)
    mem.addAlias(initials.slice(0, -1), 'Organization', 4.5);
  // Places inside organisation names: 'Wendover County' in 'Wendover County Council', 'Millbrook' in
  // 'Bank of Millbrook'.
  const place = placeInside(doc, span);
  const lastWord = words[words.length - 1]!.lower;
  // ('Toyota Motor Corp': a town's name opening a company's name, with its legal form, is the brand: the
  // document's 'Toyota' is the carmaker, not the town the memory would otherwise say.)
  const brandIsPlace =
    place &&
    COMPANY_FORMS.has(lastWord) &&
    (span.e - span.s === 2 || (span.e - span.s <= 4 && place === words[0]!.lower));
  // 'Ciba' of 'Ciba-Geigy AG', 'Daimler' of 'Daimler-Benz AG': a merged company is called by its first part.
  const hyphened = /^(\p{L}{3,})-\p{L}/u.exec(words[0]!.lower);
  if (hyphened && words[0]!.cap && COMPANY_FORMS.has(lastWord)) {
    mem.addAlias(hyphened[1]!, 'Organization', 4.5);
    mem.orgOverPlace.add(hyphened[1]!);
  }
  // 'Morningside Recovery, a treatment facility', then 'she never entered Morningside': a small town's name and
  // one word that is no body's or place's word ('Recovery', not 'Council' or 'Beach') make a name that is
  // called by its first word, a founder's or a street's more often than the town's.
  const namedByLead =
    place !== undefined &&
    span.e - span.s === 2 &&
    place === words[0]!.lower &&
    (!ORG_SUFFIXES.has(lastWord) || FACILITY_WORDS.has(lastWord)) &&
    !LOC_SUFFIXES.has(lastWord) &&
    !TOWN_SERVICES.has(lastWord) &&
    !areaCandidates(place).length &&
    (cityStats(place)?.maxPopulation ?? 0) < 100_000 &&
    !GIVEN_NAMES.has(place);
  if (namedByLead) {
    mem.addAlias(place, 'Organization', 4);
    mem.orgOverPlace.add(place);
  } else if (place && !brandIsPlace) mem.addAlias(place, 'Location', 4);
  // 'Crowley Maritime Corp.', then "according to Crowley's Web site": a company named after a small town's
  // name (a founder's, mostly) is called by it, as 'Summit' of 'Summit Entertainment' is; a large city or a
  // region stays the place ('Boston' of 'Boston Scientific Corp.').
  if (
    brandIsPlace &&
    place === words[0]!.lower &&
    span.e - span.s >= 3 &&
    !areaCandidates(place).length &&
    (cityStats(place)?.maxPopulation ?? 0) < 100_000 &&
    !GIVEN_NAMES.has(place)
  ) {
    mem.addAlias(place, 'Organization', 4);
    mem.orgOverPlace.add(place);
  }
  // A club's nickname after its place: 'Saints' of 'New Orleans Saints', 'Red Sox' of 'Boston Red Sox'; in
  // a sports story the place alone then stands for the club too ('sign with Boston'), unless its own
  // context says place ('in Boston').
  const last = words[words.length - 1]!.lower;
  const lastTwo = words.length >= 3 ? `${words[words.length - 2]!.lower} ${last}` : '';
  if (
    (last.endsWith('s') && !ORG_SUFFIXES.has(last) && !COMMON_SURNAMES.has(last)) ||
    TEAM_NICKNAMES.has(last) ||
    TEAM_NICKNAMES.has(lastTwo)
  ) {
    for (let k = words.length - 1; k >= 1; k--) {
      const lead = words
        .slice(0, k)
        .map((t) => t.lower)
        .join(' ');
      if (!areaCandidates(lead).length && (cityStats(lead)?.maxPopulation ?? 0) < 20_000) continue;
      const nickname = words
        .slice(k)
        .map((t) => t.lower)
        .join(' ');
      mem.addAlias(nickname, 'Organization', 4.5);
      if ((doc.sports || TEAM_NICKNAMES.has(nickname)) && lead === place) {
        mem.alias.set(lead, { type: 'Organization', weight: 4 });
        mem.orgOverPlace.add(lead);
      }
      break;
    }
  }
  // 'Summit' of 'Summit Entertainment', 'Betty Ford' of 'Betty Ford Center': the name before an
  // organisation word stands for the organisation (not a place: 'Wendover' of 'Wendover Council' is one;
  // but a company's lead word is its brand, even when a small town has that name: 'Summit').
  if (ORG_SUFFIXES.has(last) && words.length >= 2 && words.length <= 4) {
    const rest = words.slice(0, -1);
    const restKey = rest.map((t) => t.lower).join(' ');
    if (
      (restKey !== place ||
        (COMPANY_FORMS.has(last) && (cityStats(restKey)?.maxPopulation ?? 0) < 100_000)) &&
      rest.every((t) => t.cap && !FUNCTION_WORDS.has(t.lower)) &&
      // ('City Attorney' of "the City Attorney's Office" is the officer.)
      !isLocalOfficer(rest.map((t) => t.lower)) &&
      !areaCandidates(restKey).length &&
      (cityStats(restKey)?.maxPopulation ?? 0) < 100_000 &&
      !(rest.length === 1 && (GIVEN_NAMES.has(restKey) || DEMONYMS.has(restKey) || isCommonWord(restKey)))
    ) {
      mem.addAlias(restKey, 'Organization', 4);
      mem.orgOverPlace.add(restKey);
      if (rest.length >= 2) mem.orgOverPerson.add(restKey);
    }
  }
  // A newspaper is called by its last word after its full name: 'The Post' of 'The Washington Post' ('later at
  // The Post, where he was tipped', 'Post Editor Benjamin C. Bradlee' had been a place: Post is a town), 'The
  // News' of 'the Daily News', 'The Times' of 'The New York Times'.
  if (words.length >= 2 && NEWSPAPER_WORDS.has(last)) {
    mem.addAlias(last, 'Organization', 4.5);
    mem.orgOverPlace.add(last);
  }
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
