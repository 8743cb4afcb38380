// Sports results lines: 'Leeds 1 Southampton 1 Arsenal 2 Chelsea 0', 'Baltimore 5 Seattle 3'. A name
// followed by a score and paired with another scored name is a team, so a city there is an Organization (the
// club), while a country stays a Location (news agencies and the CoNLL conventions tag national teams as
// places). The document then keeps that reading for the same name elsewhere ('LEEDS HELD BY SOUTHAMPTON',
// 'Newcastle, who moved up to fourth'), except in a dateline ('LIVERPOOL , England 1996-09-14').
import { COUNTRIES } from './places';
import { type Doc, O, type Scored, spanKey } from './recognition-document';

/**
 * Names of national sides: the countries, and the home nations, which field their own teams ('Moldova 0
 * England 3'), and the West Indies, cricket's side of the Caribbean nations ('WEST INDIES BEAT AUSTRALIA');
 * a national side is a Location in the CoNLL conventions.
 */
const COUNTRY_KEYS = new Set([
  ...COUNTRIES.flatMap((c) => c.names.map((n) => n.toLowerCase())),
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'west indies',
]);

/** A country's name, as spanKey writes it ('u.s.', 'south africa'). */
export function isCountryKey(key: string): boolean {
  return COUNTRY_KEYS.has(key);
}
const SCORE = /^\d{1,3}$/;
/** A result written in one token: '2-1', '6-3'. */
const HYPHEN_SCORE = /^\d{1,3}-\d{1,3}$/;
/** 'Barcelona beat Real Madrid 2-1': verbs of a result between two sides. */
const RESULT_VERBS = new Set(
  'beat beats defeated defeats edged thrashed routed crushed overcame downed stunned upset trounced hammered lost drew tied'.split(
    ' ',
  ),
);
/** The word after some result verbs: 'lost to', 'drew with', 'tied with'. */
const RESULT_LINKS = new Set(['to', 'with', 'against']);
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function scoreAfter(doc: Doc, s: Scored): boolean {
  const t = doc.tokens[s.span.e];
  return t !== undefined && t.kind === 'num' && SCORE.test(t.text);
}

function isCountry(doc: Doc, s: Scored): boolean {
  return COUNTRY_KEYS.has(spanKey(doc, s.span.s, s.span.e));
}

/** Within three tokens before a wire date: a dateline's place. */
function inDateline(doc: Doc, s: Scored): boolean {
  for (let i = s.span.e; i < Math.min(doc.tokens.length, s.span.e + 4); i++) {
    const t = doc.tokens[i]!;
    if (t.kind === 'num') return WIRE_DATE.test(t.text);
  }
  return false;
}

/**
 * 'NEW YORK 74 56 .569', 'Newcastle 4 3 0 1 7 4 9': a name followed by two or more counts in a sports
 * story is a row of a standings table, so a team.
 */
function standingsRow(doc: Doc, s: Scored): boolean {
  if (!doc.sports) return false;
  const a = doc.tokens[s.span.e];
  const b = doc.tokens[s.span.e + 1];
  return a?.kind === 'num' && SCORE.test(a.text) && b?.kind === 'num' && /^(?:\d{1,3}|\.\d{3})$/.test(b.text);
}

/**
 * 'Aston Villa 5 2 1 2 7 6 7': five counts or more after a name are a full standings row (played, won,
 * drawn, lost, goals for and against, points), which a golfer's or a runner's line never has ('Sandy Lyle
 * 68 68'), so the name is a team even where its words read as a person's.
 */
function fullStandingsRow(doc: Doc, s: Scored): boolean {
  let n = 0;
  for (let i = s.span.e; i < doc.tokens.length && SCORE.test(doc.tokens[i]!.text); i++) n++;
  return n >= 5;
}

/**
 * The token after a side's score, past the scorers in brackets: 'Rangers 4 ( Laudrup 2 , Gascoigne )
 * Hibernian 1' -> the index of 'Hibernian'.
 */
function afterScore(doc: Doc, s: Scored): number {
  const i = s.span.e + 1;
  if (doc.tokens[i]?.text !== '(') return i;
  for (let j = i + 1; j < doc.tokens.length && j < i + 40; j++) {
    const t = doc.tokens[j]!.text;
    if (t === ')') return j + 1;
    if (t === '(') break;
  }
  return i;
}

/**
 * 'Barcelona beat Real Madrid 2-1', 'Leeds lost to Chelsea 2-0': two sides of a result verb with a score
 * right after the second. Whatever the document's other words, that is a result.
 */
function resultSentence(doc: Doc, a: Scored, b: Scored): boolean {
  let i = a.span.e;
  if (!RESULT_VERBS.has(doc.tokens[i]?.lower ?? '')) return false;
  i++;
  if (RESULT_LINKS.has(doc.tokens[i]?.lower ?? '')) i++;
  const score = doc.tokens[b.span.e];
  return b.span.s === i && score?.kind === 'num' && HYPHEN_SCORE.test(score.text);
}

/** Verbs of a side's play right after its name: 'Kestrel Falls led 2-1 until…'. */
const PLAY_VERBS = new Set(
  'led leads trailed trails rallied rallies scored scores won wins lost loses beat beats held holds equalised equalized drew tied'.split(
    ' ',
  ),
);

/**
 * 'the Millbrook Otters beat the Kestrel Falls Hawks 3-2 … Kestrel Falls led 2-1 until midway through the
 * third': in a sports story, a town named by the first words of a team of the same document, playing, is
 * that team (the town itself, 'the game in Kestrel Falls', stays a place).
 */
function shortTeamNames(doc: Doc, spans: Scored[]): void {
  if (!doc.sports) return;
  const teamKeys = spans
    .filter((s) => s.type === 'Organization' && s.span.e - s.span.s >= 2)
    .map((s) => spanKey(doc, s.span.s, s.span.e));
  if (teamKeys.length === 0) return;
  for (const s of spans) {
    if (s.type !== 'Location' || isCountry(doc, s)) continue;
    if (!PLAY_VERBS.has(doc.tokens[s.span.e]?.lower ?? '')) continue;
    const key = spanKey(doc, s.span.s, s.span.e);
    if (!teamKeys.some((team) => team.startsWith(`${key} `))) continue;
    s.type = 'Organization';
    s.best = O;
  }
}

/** Retypes, in place, the teams of results lines (spans sorted by start) and their other mentions. */
export function teamsInResults(doc: Doc, spans: Scored[]): void {
  const teams = new Set<string>();
  for (let k = 0; k + 1 < spans.length; k++) {
    const a = spans[k]!;
    const b = spans[k + 1]!;
    // (Players and boxers stay people: 'Sampras beat Ivanisevic 6-3'; national sides stay places.)
    if (!resultSentence(doc, a, b)) continue;
    for (const team of [a, b]) {
      if (team.type === 'Location' && !isCountry(doc, team)) {
        team.type = 'Organization';
        team.best = O;
      }
      if (team.type === 'Organization') teams.add(spanKey(doc, team.span.s, team.span.e));
    }
  }
  for (const s of spans) {
    if (!standingsRow(doc, s) || isCountry(doc, s)) continue;
    if (s.type === 'Person' && !fullStandingsRow(doc, s)) continue;
    s.type = 'Organization';
    s.best = O;
    teams.add(spanKey(doc, s.span.s, s.span.e));
  }
  for (let k = 0; k + 1 < spans.length; k++) {
    const a = spans[k]!;
    // 'A 2 B 1': the score right after A, B right after the score (or after A's scorers in brackets), a
    // score right after B.
    if (!scoreAfter(doc, a)) continue;
    const next = afterScore(doc, a);
    const b = spans.find((x) => x.span.s === next);
    if (!b || !scoreAfter(doc, b)) continue;
    // Two people with numbers after them are a scorecard ('Waqar Younis 31 A. Stewart'), not a result.
    if (a.type === 'Person' && b.type === 'Person') continue;
    for (const team of [a, b]) {
      if ((team.type === 'Location' && !isCountry(doc, team)) || team.type === 'Person') {
        team.type = 'Organization';
        team.best = O;
      }
      if (team.type === 'Organization') teams.add(spanKey(doc, team.span.s, team.span.e));
    }
  }
  shortTeamNames(doc, spans);
  if (teams.size === 0) return;
  for (const s of spans) {
    if (s.type === 'Organization' || inDateline(doc, s)) continue;
    if (teams.has(spanKey(doc, s.span.s, s.span.e))) {
      s.type = 'Organization';
      s.best = O;
    }
  }
}
