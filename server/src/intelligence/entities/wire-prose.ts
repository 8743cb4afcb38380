// Agency copy in prose (CoNLL-2003-style general and sports news), after the table rules:
//  - a headline in capitals runs a name into the ordinary words after it ('SEOUL STOCKS END LOWER', 'NAIROBI
//    ROAD', 'LAKE LOUISE DOWNHILL'): when the document names the first words on their own elsewhere (its
//    dateline, its text), the headline's span is that name;
//  - match reports call a club by its town ('Milan are 11th', 'won 2-0 at Napoli', 'AC Milan … Milan') or by
//    the last word of its name ('Manchester United … United'), where the gazetteer reads a place;
//  - a name in quotes that opens with an article is a title (" La Dolce Vita "), no person.
import { PLACE_PLURALS } from './context-evidence';
import { areaCandidates, cityStats, placeKey } from './gazetteer';
import { DEMONYMS, KNOWN_ORG_ACRONYMS, LEGAL_FORMS, LOC_SUFFIXES, ORG_SUFFIXES } from './lexicon';
import { type Doc, L, O, P, type Scored, spanKey } from './recognition-document';
import { isCountryKey } from './sports-results';
import { CLUB_PREFIXES, CLUB_SUFFIXES, TEAM_NICKNAMES } from './team-nicknames';
import { inDateline, put } from './wire-tables';

/** Words that end a club's or a company's name, never cut off a headline's name ('MANCHESTER UNITED'). */
const NAME_ENDINGS = new Set('united city town county rovers wanderers athletic albion'.split(' '));

/**
 * 'SEOUL STOCKS END LOWER . SEOUL 1996-12-18', 'NAIROBI ROAD', 'LAKE LOUISE DOWNHILL': a headline span in
 * capitals whose first words the document names on their own elsewhere, and whose other words are in no name
 * of the document (no club's, company's or place's ending, no town of note), is that name, typed as there.
 */
export function headlineNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const keys = new Map<string, Scored>();
  const nameWords = new Set<string>();
  for (const x of spans) {
    keys.set(spanKey(doc, x.span.s, x.span.e), x);
    for (let i = x.span.s; i < x.span.e; i++) if (!toks[i]!.noCase) nameWords.add(toks[i]!.lower);
  }
  return spans.map((s) => {
    const n = s.span.e - s.span.s;
    if (n < 2) return s;
    const words = toks.slice(s.span.s, s.span.e);
    if (!words.every((t) => t.noCase && t.allCaps && t.kind === 'word')) return s;
    const whole = spanKey(doc, s.span.s, s.span.e);
    if (spans.some((x) => x !== s && spanKey(doc, x.span.s, x.span.e) === whole)) return s;
    for (let k = n - 1; k >= 1; k--) {
      const rest = words.slice(k);
      const ordinary = rest.every(
        (t) =>
          !nameWords.has(t.lower) &&
          !ORG_SUFFIXES.has(t.lower) &&
          !TEAM_NICKNAMES.has(t.lower) &&
          !CLUB_SUFFIXES.has(t.lower) &&
          !NAME_ENDINGS.has(t.lower) &&
          (cityStats(placeKey(t.lower))?.maxPopulation ?? 0) < 50_000,
      );
      if (!ordinary) break;
      const named = keys.get(spanKey(doc, s.span.s, s.span.s + k));
      if (!named || named === s) continue;
      const cut: Scored = { ...named, span: { s: s.span.s, e: s.span.s + k } };
      if (doc.explain) cut.evidence = [...(named.evidence ?? []), 'headline-name'];
      return cut;
    }
    return s;
  });
}

/** Verbs in the plural after a club's name in British match reports: 'Milan are 11th', 'Newcastle stay top'. */
const TEAM_VERBS = new Set('are were have stay remain go travel host face meet play need'.split(' '));
/** A result in one token: '2-0'. */
const HYPHEN_SCORE = /^\d{1,2}-\d{1,2}$/;
/** Verbs of a match's result after the team that played it: 'Leicester beat Bath', 'DETROIT CRUSH CALGARY'. */
const RESULT_VERBS = new Set(
  'beat beats crush crushed crushes thrash thrashed rout routed hammer hammered edge edged down downed defeat defeated drew draw lost lose sign signed signs shocked stunned upset topped blanked outlasted'.split(
    ' ',
  ),
);
/** A club's players and staff named after it: 'Ajax coach', 'New Jersey goalie' (a country's is its side). */
const CLUB_STAFF = new Set(
  'coach manager chairman goalkeeper goalie keeper striker midfielder defender winger skipper forward'.split(
    ' ',
  ),
);
/** Verbs of a result before the beaten team: 'beat Utrecht 4-1', 'crushed Calgary 6-1'. */
const BEATEN_AFTER = new Set(
  'beat beats beating crush crushed crushes thrash thrashed rout routed hammer hammered edge edged down downed defeat defeated'.split(
    ' ',
  ),
);
/** A result named by its noun before 'at' or 'over': '3-1 win at Aberdeen', '3-0 win over Forest'. */
const RESULT_NOUNS = new Set('win victory defeat draw loss'.split(' '));

/**
 * The word(s) before a span at `s` say a result was played against it: 'beat X', 'drew with X', 'lost to X',
 * 'at home to X', 'held by X', 'a 3-1 win at / over X', '2-0 at X'.
 */
function resultBefore(toks: Doc['tokens'], s: number): boolean {
  const p1 = toks[s - 1]?.lower ?? '';
  const p2 = toks[s - 2]?.lower ?? '';
  const scoreAt = (i: number) => HYPHEN_SCORE.test(toks[i]?.text ?? '');
  if (BEATEN_AFTER.has(p1)) return true;
  if (p1 === 'with' && (p2 === 'drew' || p2 === 'draw' || scoreAt(s - 2))) return true;
  if (p1 === 'to' && (p2 === 'lost' || p2 === 'lose' || p2 === 'home' || p2 === 'losing')) return true;
  // ('the Whalers lost 3-0 to Montreal': the score between the verb and 'to'.)
  const p3 = toks[s - 3]?.lower ?? '';
  if (p1 === 'to' && scoreAt(s - 2) && (p3 === 'lost' || p3 === 'lose' || p3 === 'losing')) return true;
  // ('held 1-1 at home by Lanus', 'beaten 2-0 by Lanus': the side that held or beat the home club.)
  if (p1 === 'by' && (p2 === 'held' || p2 === 'beaten' || (p2 === 'home' && toks[s - 3]?.lower === 'at')))
    return true;
  if (p1 === 'by' && scoreAt(s - 2) && (toks[s - 3]?.lower === 'beaten' || toks[s - 3]?.lower === 'held'))
    return true;
  if ((p1 === 'at' || p1 === 'over') && RESULT_NOUNS.has(p2) && scoreAt(s - 3)) return true;
  return false;
}

/** ', who beat Estudiantes 3-0', ', who lost 2-1 at Lanus': a result clause with a score after token `e`. */
function whoWonOrLost(toks: Doc['tokens'], e: number): boolean {
  if (toks[e]?.text !== ',' || toks[e + 1]?.lower !== 'who' || !RESULT_VERBS.has(toks[e + 2]?.lower ?? ''))
    return false;
  for (let i = e + 3; i < Math.min(toks.length, e + 9); i++) {
    if (HYPHEN_SCORE.test(toks[i]!.text)) return true;
    if (toks[i]!.text === '.' || toks[i]!.text === ',') return false;
  }
  return false;
}

/** Words of a soccer story ('league', 'goal', 'striker'…): its unknown names around a result are clubs. */
const SOCCER_WORDS = /\b(?:soccer|league|division|goals?|striker|midfielder|goalkeeper|equalis|penalty)/i;

/** Words before a town that make it the town, not its club ('in Milan', 'from Turin'; 'lost to Milan' is the club). */
const PLACE_PREPOSITIONS = new Set('in of from near outside into'.split(' '));

/**
 * In a sports story, a town read as a place is its club when the sentence treats it as a team: a plural verb
 * after it ('Milan are 11th in Serie A', 'Newcastle stay top'), 'at' after a result ('won 2-0 at Napoli',
 * 'lost 1-0 at Monaco'), or the document's club of that town by its short name ('AC Milan' … 'Milan',
 * 'Manchester United' … 'United'). A dateline's town and one after 'in', 'from'… stay places; a country is
 * its national side (a Location) and is left alone unless a result is played at it.
 */
export function clubsInProse(doc: Doc, spans: Scored[]): Scored[] {
  if (!doc.sports) return spans;
  const toks = doc.tokens;
  let out = spans;
  const clubKeys = new Set<string>();
  for (const s of spans) {
    // ('beat Arsenal 1-0 at Old Trafford': a name of two words or more after a result and 'at' that nothing
    // else types is the ground.)
    const afterResult =
      toks[s.span.s - 1]?.lower === 'at' && HYPHEN_SCORE.test(toks[s.span.s - 2]?.text ?? '');
    if (afterResult && s.span.e - s.span.s >= 2 && s.best < 2) {
      out = put(doc, out, s.span.s, s.span.e, L, 'ground-after-result');
      continue;
    }
    if (s.type !== 'Location' || inDateline(doc, s.span.e)) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    // (A town or a country only: 'won 3-2 at Riverside Park' is the ground.)
    if (LOC_SUFFIXES.has(toks[s.span.e - 1]!.lower) || !(cityStats(placeKey(key)) || isCountryKey(key)))
      continue;
    const next = toks[s.span.e];
    const pluralVerb = next?.kind === 'word' && TEAM_VERBS.has(next.text) && !isCountryKey(key);
    const atAfterResult =
      toks[s.span.s - 1]?.lower === 'at' && HYPHEN_SCORE.test(toks[s.span.s - 2]?.text ?? '');
    // ('has spent time with the Indianapolis Colts, Philadelphia and Buffalo': a town listed with a club.)
    // ('drew with Tasmania in Hobart , and Western Australia lost': not a town after 'in'.)
    const listedWithClub =
      !isCountryKey(key) &&
      !PLACE_PREPOSITIONS.has(toks[s.span.s - 1]?.lower ?? '') &&
      listOf(doc, spans, s).some((x) => isTownClub(doc, x));
    if (pluralVerb || atAfterResult || listedWithClub) {
      out = put(doc, out, s.span.s, s.span.e, O, 'club-in-prose');
      clubKeys.add(key);
    }
  }
  // A town, state or region (no country: 'Germany beat Sweden' are national sides, Locations) before or after
  // a result's verb is the team that played: 'Leicester beat Bath', 'Queensland beat Victoria by six wickets',
  // 'drew 0-0 at Oviedo', 'a 3-1 win at Aberdeen', 'lost to Bradford'; its other mentions in the story are the
  // club too ('Wigan chairman'), except the dateline's and one after 'in', 'from'...
  for (const s of out) {
    if (s.type !== 'Location' || inDateline(doc, s.span.e)) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    if (isCountryKey(key)) continue;
    const next = toks[s.span.e];
    const verbAfter = next?.kind === 'word' && RESULT_VERBS.has(next.lower) && !next.cap === !next.allCaps;
    // ('New Jersey goalie Martin Brodeur', 'Wigan chairman Jack Robinson': a club's staff before a name.)
    const staffAfter = next?.kind === 'word' && !next.cap && CLUB_STAFF.has(next.lower);
    // (A name ending in a place's word is a ground after 'at', 'won 3-2 at Riverside Park', but a team that
    // beats or is beaten: 'a 2-0 win over Tampa Bay'.)
    if (LOC_SUFFIXES.has(toks[s.span.e - 1]!.lower)) {
      if (toks[s.span.s - 1]?.lower !== 'at' && (verbAfter || resultBefore(toks, s.span.s)))
        clubKeys.add(key);
      continue;
    }
    if (verbAfter || staffAfter || resultBefore(toks, s.span.s)) clubKeys.add(key);
  }
  // 'drew 0-0 with Maritimo', 'held at home by Trabzonspor', 'lost 3-1 at Bursaspor': in a soccer story, a
  // name nothing but the priors read (no town, no person) around a result is the club, and so are its other
  // mentions. (Tennis and golf copy, whose players are unknown names too, have no soccer words.)
  const unknownClubs = new Set<string>();
  if (SOCCER_WORDS.test(doc.text)) {
    // ('cut to two points by Velez Sarsfield , who beat Estudiantes 3-0': in a soccer story, a name read as a
    // person for its ', who' is the club when the clause is a match's result with its score.)
    for (const s of out.filter((x) => x.type === 'Person' && whoWonOrLost(toks, x.span.e)))
      out = put(doc, out, s.span.s, s.span.e, O, 'club-who-result');
    for (const s of out) {
      // ('drew 2-2 with Gimnasia y Esgrima': a name its priors alone read as a person is no less unknown.)
      if (s.type === 'Location' || s.best >= 2 || s.span.e - s.span.s > 3 || inDateline(doc, s.span.e))
        continue;
      const next = toks[s.span.e];
      const p1 = toks[s.span.s - 1]?.lower;
      const verbAfter = next?.kind === 'word' && RESULT_VERBS.has(next.lower) && !next.cap;
      const homeBy = p1 === 'by' && toks[s.span.s - 2]?.lower === 'home';
      const atAfterResult = p1 === 'at' && HYPHEN_SCORE.test(toks[s.span.s - 2]?.text ?? '');
      if (verbAfter || homeBy || atAfterResult || resultBefore(toks, s.span.s))
        unknownClubs.add(spanKey(doc, s.span.s, s.span.e));
    }
  }
  for (const key of unknownClubs) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (spanKey(doc, i, i + n) !== key) continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      if (!over.some((x) => x.span.s === i && x.span.e === i + n && x.best < 2)) continue;
      out = put(doc, out, i, i + n, O, 'unknown-club-by-result');
    }
  }
  for (const key of clubKeys) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      if (inDateline(doc, i + n) || PLACE_PREPOSITIONS.has(toks[i - 1]?.lower ?? '')) continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      if (!over.some((x) => x.span.s === i && x.span.e === i + n && x.type === 'Location')) continue;
      out = put(doc, out, i, i + n, O, 'club-by-result');
    }
  }
  // Short names of the document's clubs: the town after a club word ('AC Milan'), 'United' of 'X United'.
  const shortNames = new Set<string>();
  for (const s of out) {
    if (s.type !== 'Organization' || s.span.e - s.span.s !== 2) continue;
    const [a, b] = [toks[s.span.s]!, toks[s.span.s + 1]!];
    if (CLUB_PREFIXES.has(a.lower) && a.allCaps && cityStats(placeKey(b.lower))) shortNames.add(b.lower);
    if (b.lower === 'united' && cityStats(placeKey(a.lower))) shortNames.add('united');
  }
  if (shortNames.size === 0) return out;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== 'word' || !t.cap || !shortNames.has(t.lower)) continue;
    if (inDateline(doc, i + 1) || PLACE_PREPOSITIONS.has(toks[i - 1]?.lower ?? '')) continue;
    const over = out.filter((x) => x.span.s <= i && i < x.span.e);
    if (over.some((x) => x.span.e - x.span.s > 1 || x.type === 'Organization')) continue;
    // ('Manchester United , United': a capitalised word before or after it makes it part of another name.)
    const before = toks[i - 1];
    const after = toks[i + 1];
    if (
      (before?.kind === 'word' && before.cap && !before.noCase) ||
      (after?.kind === 'word' && after.cap && !after.noCase)
    )
      continue;
    out = put(doc, out, i, i + 1, O, 'club-short-name');
  }
  return out;
}

/** Articles that open a title: 'The Last Emperor', 'La Dolce Vita', 'Il Postino', 'Der Himmel über Berlin'. */
const ARTICLES = new Set('the la le il el les los las lo der die das'.split(' '));
const QUOTES = new Set(['"', '“', '”', "''", '``']);

/**
 * "Fellini 's \" La Dolce Vita \"": a name filling a pair of quotes and opening with an article is the title
 * of a work, no person (a person's name does not open with an article). Any story.
 */
export function quotedTitles(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  return spans.filter((s) => {
    if (s.type !== 'Person') return true;
    // ('" The Last Emperor "': the span was already trimmed of its leading 'The'.)
    const trimmed = toks[s.span.s - 1];
    const opens = trimmed?.cap && ARTICLES.has(trimmed.lower) ? s.span.s - 1 : s.span.s;
    const first = toks[opens]!;
    return !(
      first.cap &&
      ARTICLES.has(first.lower) &&
      QUOTES.has(toks[opens - 1]?.text ?? '') &&
      QUOTES.has(toks[s.span.e]?.text ?? '')
    );
  });
}

/** Verbs after which a sports story names the team a player or driver joins or leaves: 'HILL JOINS ARROWS'. */
const MOVE_VERBS = new Set('join joins joined joining leave leaves leaving quit quits quitting'.split(' '));
/** Verbs of a transfer whose selling club follows 'from': 'signed winger Alan Hunte from St Helens'. */
const TRANSFER_VERBS = new Set('sign signs signed signing buy buys bought buying'.split(' '));

/** 'from' right before token `i`, after a transfer's verb earlier in the sentence ('SIGN HUNTE FROM'). */
function transferFrom(toks: Doc['tokens'], i: number): boolean {
  if (toks[i - 1]?.lower !== 'from') return false;
  for (let j = i - 2; j >= Math.max(0, i - 8); j--) {
    const t = toks[j]!;
    if (t.sentence !== toks[i]!.sentence || t.text === ',') return false;
    if (TRANSFER_VERBS.has(t.lower)) return true;
  }
  return false;
}
/**
 * A club named by its town, typed an organisation on evidence: 'Detroit' read as the club, or a town and a
 * nickname, 'the Indianapolis Colts' ('the Alaska State Fire Marshal's Office' ends in a body's word).
 */
function isTownClub(doc: Doc, x: Scored): boolean {
  if (x.type !== 'Organization' || x.best < 4) return false;
  const toks = doc.tokens;
  const last = toks[x.span.e - 1]!.lower;
  if (ORG_SUFFIXES.has(last) || LEGAL_FORMS.has(last)) return false;
  const isTown = (e: number) => e > x.span.s && cityStats(placeKey(spanKey(doc, x.span.s, e))) !== undefined;
  return isTown(x.span.e) || isTown(x.span.e - 1) || isTown(x.span.e - 2);
}

/** The names listed with `s`, joined by commas, 'and' or 'or' ('the Colts, Philadelphia and Buffalo'). */
function listOf(doc: Doc, spans: Scored[], s: Scored): Scored[] {
  const toks = doc.tokens;
  const joins = (from: number, to: number) => {
    const gap = toks.slice(from, to).map((t) => t.lower);
    return (
      gap.length >= 1 &&
      gap.length <= 2 &&
      gap.every((w, i) => w === ',' || ((w === 'and' || w === 'or') && i === gap.length - 1))
    );
  };
  const i = spans.indexOf(s);
  const list: Scored[] = [];
  for (let k = i - 1; k >= 0 && joins(spans[k]!.span.e, spans[k + 1]!.span.s); k--) list.push(spans[k]!);
  for (let k = i + 1; k < spans.length && joins(spans[k - 1]!.span.e, spans[k]!.span.s); k++)
    list.push(spans[k]!);
  return list;
}

/** Verbs before 'for' and the team: 'will drive for Arrows', 'signed for Rangers'. */
const FOR_VERBS = new Set(
  'drive drives drove driving play plays played playing race races raced racing sign signs signed signing'.split(
    ' ',
  ),
);

/**
 * In a sports story, the name a driver or player joins, leaves or drives for is a team ('is leaving Williams at
 * the end of the season', 'will drive for Arrows'), and so are its other mentions ('Hill 's seat at Williams'),
 * except a dateline's and one after 'in'. A person's name ('joined Alan Shearer'), a country (the national
 * side) and a name already read as an organisation on evidence are left as they are.
 */
export function teamsJoined(doc: Doc, spans: Scored[]): Scored[] {
  if (!doc.sports) return spans;
  const toks = doc.tokens;
  let out = spans;
  const keys = new Set<string>();
  for (let i = 1; i < toks.length; i++) {
    const v = toks[i - 1]!.lower;
    const moves =
      MOVE_VERBS.has(v) || (v === 'for' && FOR_VERBS.has(toks[i - 2]?.lower ?? '')) || transferFrom(toks, i);
    if (!moves) continue;
    let e = i;
    while (e < toks.length && e - i < 3 && toks[e]!.kind === 'word' && toks[e]!.cap) e++;
    if (e === i) continue;
    const key = spanKey(doc, i, e);
    if (isCountryKey(key) || keys.has(key)) {
      keys.add(key);
      continue;
    }
    const over = out.filter((x) => x.span.s < e && i < x.span.e);
    // (A person read as one, by a given name or a role, stays: 'joined Alan Shearer up front'.)
    if (over.some((x) => (x.type === 'Organization' && x.best >= 2) || (x.type === 'Person' && x.best >= 4)))
      continue;
    if (out.some((x) => x.span.s === i && x.span.e === e && x.type === 'Person' && e - i >= 2)) continue;
    keys.add(key);
  }
  for (const key of keys) {
    if (isCountryKey(key)) continue;
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      if (inDateline(doc, i + n)) continue;
      if (PLACE_PREPOSITIONS.has(toks[i - 1]?.lower ?? '') && !transferFrom(toks, i)) continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      if (over.some((x) => x.span.s !== i || x.span.e !== i + n)) continue;
      if (
        over.some((x) => (x.type === 'Organization' && x.best >= 2) || (x.type === 'Person' && x.best >= 4))
      )
        continue;
      out = put(doc, out, i, i + n, O, 'team-joined');
    }
  }
  return out;
}

/** Plural goods named after their maker: 'Yamaha engines', 'Bridgestone tyres', and a fleet of them ('its Saab fleet'). */
const GOODS = new Set(
  'engines tyres tires cars trucks lorries computers chips phones jets airliners planes aircraft tractors cameras fleet fleets'.split(
    ' ',
  ),
);

/**
 * 'will use Yamaha engines and Bridgestone tyres': a capitalised word that nothing else types, right before
 * goods in lower case, is their maker, a company. Any story; not at a sentence's start, not a region or a town
 * of note the recogniser read ('Japanese cars' gives no span; 'Detroit cars' stays a place).
 */
export function makersOfGoods(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (const s of spans) {
    if (s.span.e - s.span.s !== 1) continue;
    const t = toks[s.span.s]!;
    // ('Goodyear tyres': a small town's name before goods is the brand; 'Detroit cars' keeps the city.)
    const smallTown =
      s.type === 'Location' &&
      !areaCandidates(placeKey(t.lower)).length &&
      (cityStats(placeKey(t.lower))?.maxPopulation ?? 0) < 100_000;
    if (s.best >= 2 && !smallTown) continue;
    const next = toks[s.span.e];
    if (t.sentStart || t.noCase || next?.kind !== 'word' || next.cap || !GOODS.has(next.lower)) continue;
    out = put(doc, out, s.span.s, s.span.e, O, 'maker-of-goods');
  }
  return out;
}

/** Markets named in capitals after their country: 'U.S. Treasuries', 'German Bunds'. */
const MARKET_PAPERS = new Set([
  'treasuries',
  'bunds',
  'gilts',
  'bonds',
  'equities',
  'futures',
  'stocks',
  'shares',
]);

/**
 * 'The dollar and U.S. Treasuries fell': a country before a market's paper in capitals is the country; the
 * paper is no entity ('U.S. Treasury', the department, is not a paper).
 */
export function countriesBeforeMarkets(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (const s of spans) {
    const last = toks[s.span.e - 1]!;
    if (s.span.e - s.span.s < 2 || !last.cap || last.noCase || !MARKET_PAPERS.has(last.lower)) continue;
    if (!isCountryKey(spanKey(doc, s.span.s, s.span.e - 1))) continue;
    out = put(doc, out, s.span.s, s.span.e - 1, L, 'country-before-market');
  }
  return out;
}

/**
 * 'BANK OF FRANCE LEAVES RATE UNCHANGED . PARIS … The Bank of France left …': a headline in capitals repeats a
 * name of two words or more that the text spells in ordinary case; the headline's words are that name, typed
 * as in the text (the capitals alone had read 'FRANCE', the place, or nothing). The longest name first.
 */
export function headlineRepeats(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const names = new Map<string, Scored>();
  for (const s of spans) {
    const n = s.span.e - s.span.s;
    if (n < 2 || toks.slice(s.span.s, s.span.e).some((t) => t.allCaps && t.kind === 'word')) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    // (A name the text types two ways says nothing.)
    const had = names.get(key);
    if (had && had.type !== s.type) names.set(key, { ...had, best: -1 });
    else if (!had) names.set(key, s);
  }
  const byLength = [...names.entries()]
    .filter(([, s]) => s.best >= 0)
    .sort((a, b) => b[1].span.e - b[1].span.s - (a[1].span.e - a[1].span.s));
  if (!byLength.length) return spans;
  // Where each name stands in capitals: only the starts of capital words are looked at, once per name
  // length (a scan of every token for every name was a fifth of the recogniser's time on long texts).
  const lengths = new Set(byLength.map(([, s]) => s.span.e - s.span.s));
  const starts = new Map<string, number[]>();
  for (let i = 0; i < toks.length; i++) {
    if (!toks[i]!.allCaps || toks[i]!.kind !== 'word') continue;
    for (const n of lengths) {
      if (i + n > toks.length) continue;
      let capitals = true;
      for (let j = i; j < i + n && capitals; j++) capitals = toks[j]!.allCaps || toks[j]!.kind !== 'word';
      if (!capitals) continue;
      const key = spanKey(doc, i, i + n);
      if (names.has(key)) starts.set(`${n} ${key}`, [...(starts.get(`${n} ${key}`) ?? []), i]);
    }
  }
  let out = spans;
  for (const [key, named] of byLength) {
    const n = named.span.e - named.span.s;
    for (const i of starts.get(`${n} ${key}`) ?? []) {
      // (The dateline's place stays one: 'NEW YORK 1996-08-25 … New York 8 Oakland 2', the club.)
      if (inDateline(doc, i + n)) continue;
      if (out.some((x) => x.span.s === i && x.span.e === i + n && x.type === named.type)) continue;
      // (Inside a longer span of the headline that is already a name of the text: leave it.)
      if (out.some((x) => x.span.s <= i && i + n <= x.span.e && x.span.e - x.span.s > n)) continue;
      out = put(doc, out, i, i + n, TYPES_INDEX[named.type], 'headline-repeats-name');
    }
  }
  return out;
}

const TYPES_INDEX = { Person: P, Organization: O, Location: L } as const;

/**
 * 'owned by the Agnelli family': a name right before 'family' or 'clan' is the family's surname, a person's name
 * (CoNLL-2003 and the samples type it so), never the company or place its priors gave. Any story; a country
 * before it ('the Iraq family of ...') is left alone.
 */
export function familyNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  // (In a story of organised crime 'the Genovese family' is the crime family, an organisation: ECB+ types it so.)
  if (toks.some((t) => CRIME_WORDS.has(t.lower))) return spans;
  let out = spans;
  for (const s of spans) {
    if (s.type === 'Person') continue;
    const next = toks[s.span.e];
    if (!next || next.cap || (next.lower !== 'family' && next.lower !== 'clan')) continue;
    if (isCountryKey(spanKey(doc, s.span.s, s.span.e))) continue;
    // ('an Alabama family physician': a state before 'family' and the noun it qualifies is the state.)
    const noun = toks[s.span.e + 1];
    if (noun?.kind === 'word' && !noun.cap && NOUN_AFTER_FAMILY.has(noun.lower)) continue;
    out = put(doc, out, s.span.s, s.span.e, P, 'family-name');
  }
  return out;
}

/** Nouns that 'family' qualifies ('family physician', 'family farm'): the name before them owns no family. */
const NOUN_AFTER_FAMILY = new Set(
  'physician physicians doctor doctors practice practitioner farm farms business businesses court courts law lawyer medicine'.split(
    ' ',
  ),
);

/** Words of a story about organised crime, where a family is a gang. */
const CRIME_WORDS = new Set('mafia mob mobster mobsters mafioso racketeering gangland godfather'.split(' '));

/** Plural nouns that an organisation's name puts in the possessive: "People 's Bank", "Children 's Fund". */
const POSSESSIVE_PLURALS = new Set('people children women workers peoples'.split(' '));

/**
 * "the People 's Bank of China", "the United Nations Children 's Fund": a name that ends in a plural such as
 * 'People' or 'Children', then "'s", then an organisation's name is one organisation (the possessive had cut
 * it into 'People' and 'Bank of China'). Any story.
 */
export function possessiveOrganisations(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (const b of spans) {
    // ("Pakistan People 's Party": the word after the possessive alone, an organisation's word, may have been
    // read as anything.)
    const orgWord = ORG_SUFFIXES.has(toks[b.span.e - 1]!.lower) && toks[b.span.e - 1]!.cap;
    if (b.type !== 'Organization' && !orgWord) continue;
    // (The possessive is one token "'s" or two, "'" and "s", as the tokenizer splits it.)
    const split = toks[b.span.s - 1]?.text === 's' && /^['’]$/.test(toks[b.span.s - 2]?.text ?? '');
    const whole = /^['’]s$/.test(toks[b.span.s - 1]?.text ?? '');
    if (!split && !whole) continue;
    const p = b.span.s - (split ? 3 : 2);
    const plural = toks[p];
    if (!plural?.cap || !POSSESSIVE_PLURALS.has(plural.lower)) continue;
    const a = out.find((x) => x.span.s <= p && x.span.e === p + 1);
    const start = a ? a.span.s : p;
    out = put(doc, out, start, b.span.e, O, 'possessive-organisation');
  }
  return out;
}

/** Words that an organisation's initials skip: 'World Health Organisation' is WHO, 'Bank of Japan' BOJ. */
const INITIAL_SKIPS = new Set(['of', 'for', 'the', 'and', '&', "'s"]);

/**
 * 'The World Health Organisation said … A WHO team': a word in capitals spelling the initials of an
 * organisation the document names is that organisation, even when it is also an ordinary word ('WHO', 'AID'),
 * which the capitals alone do not make a name. Three letters or more.
 */
export function initialsOfOrganisations(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const initials = new Set<string>();
  for (const s of spans) {
    if (s.type !== 'Organization' || s.span.e - s.span.s < 3) continue;
    let letters = '';
    for (let i = s.span.s; i < s.span.e; i++) {
      const t = toks[i]!;
      if (t.kind !== 'word' || INITIAL_SKIPS.has(t.lower)) continue;
      letters += t.text[0]!.toUpperCase();
    }
    if (letters.length >= 3) initials.add(letters);
  }
  let out = syllableShortNames(doc, spans);
  if (!initials.size) return out;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== 'word' || !t.allCaps || !initials.has(t.text)) continue;
    if (out.some((x) => x.span.s <= i && i < x.span.e)) continue;
    out = put(doc, out, i, i + 1, O, 'initials-of-organisation');
  }
  return out;
}

/** Romance particles a short name of syllables skips: 'Empresa Brasileira de Telecomunicacoes' is Embratel. */
const SYLLABLE_SKIPS = new Set('de da do das dos des di del della y e et'.split(' '));

/** Can `w` be spelt by the starts (two letters or more) of `words` from `k` on, two words at least? */
function spelledByStarts(w: string, words: readonly string[], k = 0, used = 0): boolean {
  if (w.length === 0) return used >= 2;
  if (k >= words.length) return false;
  const word = words[k]!;
  for (let n = Math.min(word.length, w.length); n >= 2; n--)
    if (w.startsWith(word.slice(0, n)) && spelledByStarts(w.slice(n), words, k + 1, used + 1)) return true;
  return false;
}

/**
 * 'Telecomunicacoes Brasileiras SA said … BRAZIL 'S TELEBRAS', 'Empresa Brasileira de Telecomunicacoes … EMBRATEL': one word of
 * five letters or more spelt by the starts of an organisation's first words is its short name, where
 * nothing read it or only weakly.
 */
function syllableShortNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const names: string[][] = [];
  for (const s of spans) {
    if (s.type !== 'Organization' || s.span.e - s.span.s < 2) continue;
    const words = toks
      .slice(s.span.s, s.span.e)
      .filter(
        (t) =>
          t.kind === 'word' &&
          !INITIAL_SKIPS.has(t.lower) &&
          !SYLLABLE_SKIPS.has(t.lower) &&
          t.text.length >= 2,
      )
      .map((t) => t.lower);
    if (words.length >= 2) names.push(words);
  }
  if (!names.length) return spans;
  let out = spans;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== 'word' || !t.cap || t.text.length < 5) continue;
    // ('Newport' is a town, not 'New Portland Group' cut short.)
    if (areaCandidates(t.lower).length || (cityStats(t.lower)?.maxPopulation ?? 0) >= 1000) continue;
    if (!names.some((words) => words[0] !== t.lower && spelledByStarts(t.lower, words))) continue;
    const over = out.filter((x) => x.span.s <= i && i < x.span.e);
    if (over.some((x) => x.span.s !== i || x.span.e !== i + 1 || x.type === 'Organization' || x.best >= 4))
      continue;
    out = put(doc, out, i, i + 1, O, 'syllables-of-organisation');
  }
  return out;
}

/**
 * 'Economists at Societe Generale and Paribas said': a name that only its priors typed a person or an
 * organisation (no given name, no role, no verb of its own), joined by 'and' or 'or' to an organisation on evidence, is an organisation too:
 * a list joins things of one kind. Any story.
 */
export function listedWithOrganisations(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  const listed = new Set<string>();
  for (const s of spans) {
    // ('workers at Kia and Ssangyong': a name typed an organisation by its priors alone, below the floor.)
    if (s.type === 'Location' || s.best >= 2) continue;
    const partner = (x: Scored) => x.type === 'Organization' && x.best >= 4;
    const before = toks[s.span.s - 1];
    const after = toks[s.span.e];
    // ('Samsung Electronics and Pohang Iron and Steel': a name that 'and' and a capital go on from is cut short.)
    const goesOn = (after?.lower === 'and' || after?.lower === '&') && toks[s.span.e + 1]?.cap;
    const joinedBefore =
      (before?.lower === 'and' || before?.lower === 'or') &&
      !goesOn &&
      spans.some((x) => x.span.e === s.span.s - 1 && partner(x));
    const joinedAfter =
      (after?.lower === 'and' || after?.lower === 'or') &&
      spans.some((x) => x.span.s === s.span.e + 1 && partner(x));
    if (joinedBefore || joinedAfter) {
      out = put(doc, out, s.span.s, s.span.e, O, 'listed-with-organisation');
      listed.add(spanKey(doc, s.span.s, s.span.e));
    }
  }
  // ("Ericsson of Sweden reported strong orders . … Nokia and Ericsson": the name's other mentions that only
  // weak evidence made a person, headline capitals included, are the organisation too.)
  for (const key of listed) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      const at = out.find((x) => x.span.s === i && x.span.e === i + n);
      const over = out.some((x) => x.span.s < i + n && i < x.span.e && x !== at);
      if (over || (at && (at.type !== 'Person' || at.best >= 2))) continue;
      out = put(doc, out, i, i + n, O, 'listed-with-organisation');
    }
  }
  return out;
}

/**
 * 'KENYAN OPPOSITION PARTY SPLITS . NAIROBI … the main opposition party': a span of a headline in capitals whose
 * words are nationalities and words the text writes in lower case is a description in capitals, no name.
 * Two words or more: nationalities, then words that the text writes in that order in lower case.
 */
export function headlineDescriptions(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const lowerText = ` ${toks
    .filter((t) => t.kind === 'word' && !t.cap)
    .map((t) => t.text)
    .join(' ')} `;
  return spans.filter((s) => {
    if (s.span.e - s.span.s < 2) return true;
    const words = toks.slice(s.span.s, s.span.e);
    if (!words.every((t) => t.kind === 'word' && t.allCaps)) return true;
    // (Nationalities first, then words the text writes in that order in lower case: 'the main opposition
    // party'; 'WHITE HOUSE' is kept unless the text says 'white house'.)
    let k = 0;
    while (k < words.length && DEMONYMS.has(words[k]!.lower)) k++;
    if (k === words.length) return true;
    const rest = words
      .slice(k)
      .map((t) => t.lower)
      .join(' ');
    return !lowerText.includes(` ${rest} `);
  });
}

/** Bodies a headline names by their country's or union's name: 'BURUNDI ARMY', 'EU COURT', 'GERMAN LEAGUE'. */
const HEADLINE_BODIES = new Set(
  'army navy bank banks court police parliament government league cabinet'.split(' '),
);

/**
 * 'BURUNDI ARMY KILLS 30 REBELS', 'JAPAN BANK SHARES FALL', 'EU COURT RULES ON BEEF', 'GERMAN LEAGUE RESULTS':
 * in a headline in capitals, a country, a known organisation's acronym or a nationality before one word for a
 * body is no organisation's name: the country is the place (the CoNLL convention), the acronym the
 * organisation, and a nationality with its league nothing.
 */
export function headlineCountryBodies(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (const s of spans) {
    if (s.span.e - s.span.s !== 2 || s.type !== 'Organization') continue;
    const [a, b] = [toks[s.span.s]!, toks[s.span.s + 1]!];
    if (!a.allCaps || !b.allCaps || !a.noCase || !HEADLINE_BODIES.has(b.lower)) continue;
    if (isCountryKey(a.lower)) out = put(doc, out, s.span.s, s.span.s + 1, L, 'country-before-body');
    else if (KNOWN_ORG_ACRONYMS.has(a.lower))
      out = put(doc, out, s.span.s, s.span.s + 1, O, 'acronym-before-body');
    else if (DEMONYMS.has(a.lower)) out = out.filter((x) => x !== s);
  }
  return out;
}

/** Legal forms written before a company's name: 'AB Volvo', 'PT Astra International', 'OAO Gazprom'. */
const LEGAL_PREFIXES = new Set(['ab', 'pt', 'oao', 'ao', 'zao', 'oy', 'oyj']);

/**
 * 'Swedish carmaker AB Volvo … Volvo 's partner', 'VOLVO POSTS HIGHER PROFIT': the name after a legal form
 * written before it is the company's short name, and its other mentions (the headline's in capitals too) are
 * the company, where they stand alone (not inside another name, not after 'in', 'from'...). Any story.
 */
export function legalPrefixNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const keys = new Set<string>();
  for (const s of spans) {
    if (s.type !== 'Organization' || s.span.e - s.span.s < 2) continue;
    const first = toks[s.span.s]!;
    if (first.text !== first.text.toUpperCase() || !LEGAL_PREFIXES.has(first.lower)) continue;
    keys.add(spanKey(doc, s.span.s + 1, s.span.e));
  }
  let out = spans;
  for (const key of keys) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      if (LEGAL_PREFIXES.has(toks[i - 1]?.lower ?? '') || PLACE_PREPOSITIONS.has(toks[i - 1]?.lower ?? ''))
        continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      if (over.some((x) => x.span.s < i || x.span.e > i + n || x.type === 'Organization')) continue;
      out = put(doc, out, i, i + n, O, 'legal-prefix-name');
    }
  }
  return out;
}

/**
 * 'Carlsberg A/S … Carlsberg', 'Nokia Oy … NOKIA … Nokia': a name the document writes with a company's legal
 * form after it is that company in its other mentions too, where the gazetteer or a given name had read a place
 * ('Nokia' is a Finnish town) or a person; not after 'in', 'from'… (a town of that name), not inside a longer
 * name. 'A/S', cut in three tokens, is joined to the name first.
 */
export function legalSuffixNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  const keys = new Set<string>();
  for (const s of spans) {
    let { s: a, e: b } = s.span;
    // 'Carlsberg A' + '/' 'S' (no spaces between): the Danish and Norwegian legal form.
    const slash = toks[b];
    const esS = toks[b + 1];
    if (
      b - a >= 2 &&
      toks[b - 1]!.text === 'A' &&
      slash?.text === '/' &&
      slash.start === toks[b - 1]!.end &&
      esS?.text === 'S' &&
      esS.start === slash.end
    ) {
      out = put(doc, out, a, b + 2, O, 'legal-suffix');
      keys.add(spanKey(doc, a, b - 1));
      continue;
    }
    if (s.type !== 'Organization') continue;
    while (b - a >= 2 && LEGAL_FORMS.has(toks[b - 1]!.lower.replace(/\.$/, '')) && toks[b - 1]!.cap) b--;
    if (b === s.span.e || b - a > 3) continue;
    if (!toks.slice(a, b).every((t) => t.kind === 'word' && t.cap)) continue;
    keys.add(spanKey(doc, a, b));
  }
  for (const key of keys) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      if (PLACE_PREPOSITIONS.has(toks[i - 1]?.lower ?? '')) continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      // (An organisation the priors alone had read, below the printing floor, is read again.)
      if (over.some((x) => x.span.s < i || x.span.e > i + n || (x.type === 'Organization' && x.best >= 4)))
        continue;
      out = put(doc, out, i, i + n, O, 'legal-suffix-name');
    }
  }
  return out;
}

/**
 * 'Petroleo Brasileiro SA ( Petrobras ) … PETROBRAS', 'Daimler-Benz Aerospace ( Dasa )': one capitalised word
 * in brackets right after an organisation is its short name, there and in its other mentions (the gazetteer had
 * 'Dasa' a village); not a country or a town of note ('Nokia Oy ( Finland )', '( Tokyo )'), not after 'in'….
 */
export function bracketedShortNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  const keys = new Set<string>();
  for (const s of spans) {
    if (s.type !== 'Organization') continue;
    const e = s.span.e;
    const w = toks[e + 1];
    if (toks[e]?.text !== '(' || toks[e + 2]?.text !== ')' || !w || w.kind !== 'word' || !w.cap) continue;
    const key = spanKey(doc, e + 1, e + 2);
    if (isCountryKey(key) || (cityStats(placeKey(key))?.maxPopulation ?? 0) >= 100000) continue;
    keys.add(key);
  }
  for (const key of keys) {
    for (let i = 0; i < toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + 1) !== key) continue;
      // ('shares of Petrobras': 'of' keeps out only a name the gazetteer knows.)
      const prev = toks[i - 1]?.lower ?? '';
      if (PLACE_PREPOSITIONS.has(prev) && (prev !== 'of' || cityStats(placeKey(key)))) continue;
      const over = out.filter((x) => x.span.s < i + 1 && i < x.span.e);
      if (over.some((x) => x.span.s < i || x.span.e > i + 1 || (x.type === 'Organization' && x.best >= 4)))
        continue;
      out = put(doc, out, i, i + 1, O, 'bracketed-short-name');
    }
  }
  return out;
}

/**
 * 'DETROIT CRUSH CALGARY . DETROIT 1996-12-05 … Detroit crushed Calgary 6-1': in a sports story, a town
 * that the text reads as a club is that club in the headline's capitals too, where the headline had a place
 * or nothing (the headline's words alone are too weak to be read). The dateline's town stays a place.
 */
export function headlineClubs(doc: Doc, spans: Scored[]): Scored[] {
  if (!doc.sports) return spans;
  const toks = doc.tokens;
  let date = toks.findIndex((t) => t.kind === 'num' && /^\d{4}-\d{2}-\d{2}$/.test(t.text));
  if (date < 0) return spans;
  // (The dateline's place before the date: 'DETROIT 1996-12-05', 'WIGAN , England 1996-12-02'.)
  while (date > 0 && toks[date - 1]!.text !== '.') date--;
  const clubs = new Set<string>();
  for (const s of spans) {
    if (s.type !== 'Organization' || s.span.s <= date || toks[s.span.s]!.noCase) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    if (cityStats(placeKey(key)) && !isCountryKey(key)) clubs.add(key);
  }
  let out = spans;
  for (const key of clubs) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= date; i++) {
      if (!toks[i]!.allCaps || spanKey(doc, i, i + n) !== key) continue;
      const over = out.filter((x) => x.span.s < i + n && i < x.span.e);
      if (over.some((x) => x.span.s !== i || x.span.e !== i + n || x.type === 'Organization')) continue;
      out = put(doc, out, i, i + n, O, 'headline-club');
    }
  }
  return out;
}

/** Words between a plural of places and the names it lists: 'the villages were Tonban, …', 'towns including …'. */
const LIST_INTRODUCERS = new Set('were are include includes included including like :'.split(' '));

/**
 * 'the four hardest-hit villages were Tonban, Gavarzin, Khaledin and Gourian', 'towns including Ely and March':
 * the names a plural of places lists are places, each of them, where nothing else read them (the priors alone
 * had made three of those villages organisations and one a person). The names right after the plural ('the
 * villages Kavouhi and Zinabieh') have their own evidence (context-evidence.ts).
 */
export function placesListedAfterPlural(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (const s of spans) {
    let k = s.span.s - 1;
    if (toks[k]?.lower === 'as' && toks[k - 1]?.lower === 'such') k -= 2;
    else if (LIST_INTRODUCERS.has(toks[k]?.lower ?? '')) k--;
    else continue;
    const plural = toks[k];
    if (plural?.kind !== 'word' || plural.cap || !PLACE_PLURALS.has(plural.lower)) continue;
    for (const x of [s, ...listOf(doc, spans, s).filter((x) => x.span.s > s.span.s)]) {
      if (x.type !== 'Location' && x.best < 4)
        out = put(doc, out, x.span.s, x.span.e, L, 'listed-after-place-plural');
    }
  }
  return out;
}
