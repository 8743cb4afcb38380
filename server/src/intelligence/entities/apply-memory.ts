// Passes 2 and 3 of recognition: the document's memory (document-memory.ts) adds its evidence to every
// scored span, extends remembered names over the particles before them ('de la Vega'), and finds remembered
// names where capitals gave no candidate (all-capital headlines, a lower-case particle start).

import { editDistance } from '../../lib/text-terms';
import type { Memory } from './document-memory';
import { isCommonWord } from './english';
import { areaCandidates, cityStats } from './gazetteer';
import { GIVEN_NAMES } from './given-names';
import {
  DOTTED_ABBREVIATIONS,
  KNOWN_ORG_ACRONYMS,
  KNOWN_ORGS,
  ORG_HEADS,
  ORG_SUFFIXES,
  TITLE_HEADS,
  WEAK_ORG_SUFFIXES,
} from './lexicon';
import { type Doc, NAME_PARTICLES, O, P, type Scored, spanKey, TYPES } from './recognition-document';
import { decide } from './span-scores';
import type { Token } from './tokenize';

const PLACE_PREPOSITIONS = new Set(['into', 'to', 'at', 'in', 'from']);
/** Prepositions before a name that say a place whatever a person of that name ('in Jordan', 'near Lewis'). */
const PLACE_ONLY_PREPOSITIONS = new Set(['in', 'into', 'at', 'from', 'near', 'across', 'outside', 'inside']);
/** After 'near', a city at least this populous is the place rather than the person the document names. */
const NEAR_PLACE_MIN_POPULATION = 100_000;

/** Adds the memory's evidence to a span scored without it; null when the span needs memory and has none. */
export function withMemory(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const hit = mem.get(spanKey(doc, base.span.s, base.span.e));
  if (!hit)
    return (
      surnameRemembered(doc, base, mem) ??
      headRemembered(doc, base, mem) ??
      clippedRemembered(doc, base, mem) ??
      misspeltSurname(doc, base, mem) ??
      (base.needsMemory ? null : base)
    );
  const sc: [number, number, number] = [...base.scores];
  const t = TYPES.indexOf(hit.entry.type);
  let v = hit.exact ? 6 : hit.entry.weight;
  // 'Ford finished his career' after 'Phil Ford': the surname of a person the document names in full
  // outweighs a list of well-known organisations (Ford the carmaker), which knows nothing of this document.
  if (!hit.exact && hit.entry.type === 'Person' && base.span.e - base.span.s === 1) {
    const key = doc.tokens[base.span.s]!.lower;
    if (KNOWN_ORGS.has(key) || KNOWN_ORG_ACRONYMS.has(key)) v += 3;
    // 'may reach out to Jordan' after 'Eddie Jordan of Washington': so it does over the gazetteer's country or
    // town of that name, unless a preposition of place says the place ('in Jordan').
    const area = areaCandidates(key).length > 0;
    const town = cityStats(key)?.maxPopulation ?? -1;
    const prep = doc.tokens[base.span.s - 1]?.lower ?? '';
    // ('L. Patrick Gray, the acting FBI director, who lived near Woodward' after 'Bob Woodward': one lives near
    // a person too; 'near' says the place only of a country, a division or a city of note.)
    const placeSaid =
      PLACE_ONLY_PREPOSITIONS.has(prep) && (prep !== 'near' || area || town >= NEAR_PLACE_MIN_POPULATION);
    if ((area || town >= 0) && !placeSaid) v += 2.5;
  }
  // 'going back to Betty Ford', 'in Betty Ford in 2010' beside 'the Betty Ford Clinic': a person-shaped short
  // form of an organisation the document names, after a preposition of place, is the organisation.
  const key = spanKey(doc, base.span.s, base.span.e);
  if (
    !hit.exact &&
    hit.entry.type === 'Organization' &&
    mem.orgOverPerson.has(key) &&
    PLACE_PREPOSITIONS.has(doc.tokens[base.span.s - 1]?.lower ?? '')
  )
    v += 2.5;
  // 'the nearby West Coast office', 'outside West Coast bank' in a story about the West Coast Bank: a name
  // the document gives an organisation in full, before one of its premises, is that organisation (in place of
  // what the memory says of the name alone).
  const next = doc.tokens[base.span.e];
  const premises =
    hit.entry.type !== 'Organization' &&
    next !== undefined &&
    !next.cap &&
    FACILITY_NOUNS.has(next.lower) &&
    organisationLedBy(mem, key);
  const ti = premises ? O : t;
  sc[ti] = sc[ti]! + v;
  const evidence = base.evidence
    ? [
        ...base.evidence,
        premises
          ? `org-premises(${next!.lower}):O+${v}`
          : `${hit.exact ? 'memory' : 'memory-alias'}:${TYPES[t]![0]}+${v}`,
      ]
    : undefined;
  return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
}

/** Premises of a company or an agency, after its name: 'West Coast office', 'Wells Fargo branch'. */
const FACILITY_NOUNS = new Set([
  'office',
  'offices',
  'branch',
  'branches',
  'bank',
  'store',
  'stores',
  'plant',
  'headquarters',
]);

/** True when the document names an organisation whose name is `key` and one more word ('west coast bank'). */
function organisationLedBy(mem: Memory, key: string): boolean {
  for (const [k, entry] of mem.exact) {
    if (entry.type !== 'Organization' || !k.startsWith(`${key} `)) continue;
    if (k.split(' ').length === key.split(' ').length + 1) return true;
  }
  return false;
}

/**
 * 'Bettie Page' before 'Ms Page': a two- or three-word name ending in a surname the document gives a person
 * elsewhere is that person's full name.
 */
function surnameRemembered(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const { s, e } = base.span;
  if (e - s < 2 || e - s > 3) return null;
  const last = mem.get(doc.tokens[e - 1]!.lower);
  if (last?.entry.type !== 'Person') return null;
  for (let i = s; i < e; i++) if (!doc.tokens[i]!.cap) return null;
  const sc: [number, number, number] = [...base.scores];
  sc[P] = sc[P]! + 4;
  const evidence = base.evidence ? [...base.evidence, 'memory-surname:P+4'] : undefined;
  return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
}

/**
 * 'Klitchsko's sixth defense' in a story about Wladimir Klitschko: a long unknown word a letter or two away
 * from a surname the document gives a person (letters added, dropped, changed or swapped) is that person
 * misspelt. Not a known place or an ordinary word ('Austin' beside 'Austen' stays the city).
 */
function misspeltSurname(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const { s, e } = base.span;
  if (e - s !== 1) return null;
  const t = doc.tokens[s]!;
  if (!t.cap || t.allCaps || t.lower.length < 6 || isCommonWord(t.lower)) return null;
  if (cityStats(t.lower) || areaCandidates(t.lower).length) return null;
  // The surname of a full name, or a one-word name the document gives a person confidently ('Klitschko,
  // who has not lost…' when the full name is only in the headline).
  for (const [key, entry] of [...mem.alias, ...mem.exact]) {
    if (entry.type !== 'Person' || key.includes(' ') || key[0] !== t.lower[0]) continue;
    // One edit in a word of six or seven letters, two in a longer one ('Klitchsko' for 'Klitschko').
    const limit = t.lower.length >= 8 ? 2 : 1;
    if (key === t.lower || editDistance(key, t.lower, limit) > limit) continue;
    const sc: [number, number, number] = [...base.scores];
    sc[P] = sc[P]! + 4.5;
    const evidence = base.evidence ? [...base.evidence, `memory-misspelt(${key}):P+4.5`] : undefined;
    return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
  }
  return null;
}

/** 'the Ministry' after 'the Defence Ministry': an organisation's head noun alone stands for it. */
function headRemembered(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const { s, e } = base.span;
  const t = doc.tokens[s]!;
  if (e - s !== 1 || base.caseless || !(ORG_SUFFIXES.has(t.lower) || ORG_HEADS.has(t.lower))) return null;
  if (WEAK_ORG_SUFFIXES.has(t.lower)) return null;
  const suffix = ` ${t.lower}`;
  let found = false;
  for (const [key, entry] of mem.exact) {
    if (entry.type === 'Organization' && key.endsWith(suffix)) found = true;
  }
  if (!found) return null;
  const sc: [number, number, number] = [...base.scores];
  sc[O] = sc[O]! + 4.5;
  const evidence = base.evidence ? [...base.evidence, 'memory-head:O+4.5'] : undefined;
  return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
}

/**
 * 'Mat Maid' in a story about the Matanuska Maid Dairy, 'Mat-Su' for Matanuska-Susitna: local news clips a
 * long word of a name it uses often. A name of two or three words, each the start (three letters or more) of
 * the same word of an organisation the document names, one of them cut short from a word of six letters or
 * more, is that organisation (it had been a person by the prior of two capitalised words).
 */
function clippedRemembered(doc: Doc, base: Scored, mem: Memory): Scored | null {
  const { s, e } = base.span;
  if (e - s < 2 || e - s > 3 || base.caseless) return null;
  const words = doc.tokens.slice(s, e).map((t) => t.lower);
  if (words.some((w) => w.length < 3 || !/^\p{L}+$/u.test(w))) return null;
  const clips = (key: string) => {
    const full = key.split(' ');
    if (full.length < words.length) return false;
    let cut = false;
    for (let i = 0; i < words.length; i++) {
      if (!full[i]!.startsWith(words[i]!)) return false;
      if (full[i]!.length > words[i]!.length) {
        if (full[i]!.length < 6) return false;
        cut = true;
      }
    }
    return cut;
  };
  const clipped = [...mem.exact, ...mem.alias].some(
    ([key, entry]) => entry.type === 'Organization' && clips(key),
  );
  if (!clipped) return null;
  const sc: [number, number, number] = [...base.scores];
  sc[O] = sc[O]! + 4;
  const evidence = base.evidence ? [...base.evidence, 'memory-clipped:O+4'] : undefined;
  return decide(base.span, sc, base.caseless, base.headline, true, false, base.strong, evidence);
}

/** 'de la Vega' after 'Andrés de la Vega': a remembered name with lower-case particles before the span. */
export function extendWithParticles(doc: Doc, mem: Memory, accepted: Scored[]): void {
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

/** Remembered names in the tokens no accepted span covers, longest phrase first at each token. */
export function sweepMemory(doc: Doc, mem: Memory, accepted: Scored[]): Scored[] {
  const toks = doc.tokens;
  const covered = new Uint8Array(toks.length);
  for (const s of accepted) for (let i = s.span.s; i < s.span.e; i++) covered[i] = 1;
  for (const i of doc.things) covered[i] = 1;
  const found: Scored[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (covered[i]) continue;
    const t = toks[i]!;
    if (t.kind !== 'word') continue;
    const phrases = mem.phrases.get(t.lower);
    if (!phrases) continue;
    // Lower-case starts only for particle names ('de la Vega'); all-capital headlines match in any case.
    if (!t.cap && !t.noCase && !NAME_PARTICLES.has(t.lower)) continue;
    const bestLen = longestPhraseAt(toks, covered, phrases, i);
    if (!bestLen) continue;
    let e = phraseEnd(toks, i, bestLen);
    // A lower-case particle start must end in a capitalised word and not be inside a longer name.
    const last = toks[e - 1]!;
    if (!last.cap && !last.noCase) continue;
    // ('Arcade Joseph Comeaux Jr. On The Lam': the full stop of a final abbreviation stays, as in refine-spans.)
    const dot = toks[e];
    if (dot?.text === '.' && dot.start === last.end && DOTTED_ABBREVIATIONS.has(last.lower)) e++;
    // ('G. Flower c Stewart b Gough 43': a scoreboard's 'c' and 'b', one letter, are no remembered name.)
    if (e - i === 1 && t.text.length === 1) continue;
    const hit = mem.get(spanKey(doc, i, e));
    if (!hit) continue;
    // ('the Interior Ministry said ... Interior Minister Jaime Mayor Oreja': a ministry's remembered first word
    // before a title's head is the title's portfolio, 'Interior Minister', not the ministry.)
    const after = toks[e];
    if (
      hit.entry.type === 'Organization' &&
      after?.kind === 'word' &&
      after.cap &&
      TITLE_HEADS.has(after.lower)
    )
      continue;
    // ('Bill Kelty said ...' and the headline 'UNIONS WARN OVER WORKPLACE BILL': wire headlines call people by
    // their surnames, so a first name that is also an ordinary word, in capitals, is the word.)
    if (
      t.noCase &&
      e - i === 1 &&
      !hit.exact &&
      hit.entry.type === 'Person' &&
      GIVEN_NAMES.has(t.lower) &&
      isCommonWord(t.lower)
    )
      continue;
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

/** The word count of the longest remembered phrase starting at token `i` on uncovered tokens; 0 for none. */
function longestPhraseAt(toks: Token[], covered: Uint8Array, phrases: string[][], i: number): number {
  const sentence = toks[i]!.sentence;
  let bestLen = 0;
  for (const p of phrases) {
    if (p.length <= bestLen) continue;
    let ok = true;
    let j = i;
    for (const part of p) {
      let tok = toks[j];
      while (tok && (tok.text === '.' || tok.text === "'s")) tok = toks[++j];
      if (!tok || covered[j] || tok.lower !== part.replace(/'s$/, '') || tok.sentence !== sentence) {
        ok = false;
        break;
      }
      j++;
    }
    if (ok && p.length > bestLen) bestLen = p.length;
  }
  return bestLen;
}

/** The end (exclusive) of a phrase of `words` words from token `i`, dots and possessives skipped. */
function phraseEnd(toks: Token[], i: number, words: number): number {
  let e = i;
  for (let c = 0; c < words; c++) {
    while (toks[e] && (toks[e]!.text === '.' || toks[e]!.text === "'s")) e++;
    e++;
  }
  return e;
}
