// Agency sports tables (CoNLL-2003-style wire copy): the layouts of scoreboards, results lists and leagues say
// what a name is better than its own words do. Two passes over the accepted spans of one document:
//  - before the results-line rule (sports-results.ts): a league or an event named before a team is no
//    entity ('American League NEW YORK 5 Seattle 3' keeps the club 'NEW YORK'; 'Hungarian Grand Prix',
//    'World Series', 'U.S. Open', 'Tour of Spain', 'Group 1' are events and parts of one, not entities);
//  - after it: a cricket scoreboard's names are players and its table words nothing ('Fall of wickets',
//    'Bowling : Wasim Akram 12-3-30-1'); the team after an athlete's country ('Damon Hill ( Britain )
//    Williams 1:46') is an organisation; 'at The Oval' in a sports story is a ground.
import { NEWSPAPER_WORDS } from './lexicon';
import { type Doc, isGiven, L, O, P, type Scored, spanKey, TYPES } from './recognition-document';
import { isCountryKey } from './sports-results';
import type { Token } from './tokenize';

/**
 * Words before 'League' that make it a league's name ('American League', 'English Premier League'). Not a
 * sport's name: 'National Football League' is an organisation in the ECB+ labels (batch 6 dev, 29_10).
 */
const LEAGUE_WORDS = new Set(
  `american national major premier first second third fourth english scottish welsh irish super champions
  continental eastern western northern southern central minor little european`.split(/\s+/),
);
/** Last words of an event's name: 'Hungarian Grand Prix', 'World Series', 'Davis Cup', 'U.S. Open', 'Super Bowl'. */
const EVENT_LAST = new Set([
  'prix',
  'series',
  'open',
  'cup',
  'championship',
  'championships',
  'trophy',
  'games',
  'olympics',
  'classic',
  'masters',
  'invitational',
  'cups',
  // ('the defending Super Bowl champion', 'the Pro Bowl'.)
  'bowl',
]);
/** Sports named in capitals are no entity ('World Series of Golf', 'SOCCER'). */
const SPORT_WORDS = new Set(
  'soccer football basketball baseball hockey rugby cricket tennis golf athletics cycling boxing skiing swimming'.split(
    ' ',
  ),
);
/** Words of a table's pools: 'Group 1', 'Pool B'. */
const POOL_WORDS = new Set(['group', 'pool', 'division', 'conference', 'section']);

function word(t: Token | undefined): t is Token {
  return t !== undefined && t.kind === 'word';
}

/** 'Hungarian Grand Prix', 'World Series', a place before 'Open', 'Tour' and the place of 'Tour of Spain'. */
function isEventSpan(doc: Doc, s: Scored): boolean {
  const toks = doc.tokens;
  const last = toks[s.span.e - 1]!;
  const next = toks[s.span.e];
  if (EVENT_LAST.has(last.lower) && s.span.e - s.span.s >= 2 && last.cap) {
    // ('Manchester United Cup'? no: a club's name is not followed by these words in wire copy.)
    return true;
  }
  // 'the U.S. Open on Wednesday', 'UEFA CUP RESULTS': a name right before a capitalised event word is the
  // event's.
  if (word(next) && next.cap && EVENT_LAST.has(next.lower)) return true;
  const key = spanKey(doc, s.span.s, s.span.e);
  if (key === 'tour' || SPORT_WORDS.has(key)) return true;
  // 'the Tour of Spain', 'TOUR OF SPAIN', 'Tour de France': the place names the race.
  const p1 = toks[s.span.s - 1];
  const p2 = toks[s.span.s - 2];
  if (p2?.lower === 'tour' && p2.cap && (p1?.lower === 'of' || p1?.lower === 'de')) return true;
  // 'Serie A', 'Serie B': a league named by its letter.
  if (s.span.e - s.span.s === 2 && toks[s.span.s]!.lower === 'serie' && /^[A-D]$/.test(last.text))
    return true;
  // 'Group 1', 'Pool B': a pool of a table.
  if (POOL_WORDS.has(key) && (toks[s.span.e]?.kind === 'num' || (word(next) && next.text.length === 1)))
    return true;
  return false;
}

/** The index of 'League' in a span whose words before it all name a league, or -1. */
function leagueEnd(doc: Doc, s: Scored): number {
  for (let i = s.span.s; i < s.span.e; i++) {
    const t = doc.tokens[i]!;
    if (t.lower !== 'league') continue;
    // ('American League MINNESOTA': a nationality opening the line is cut off the span before it is scored.)
    if (i === s.span.s && !LEAGUE_WORDS.has(doc.tokens[i - 1]?.lower ?? '')) return -1;
    for (let j = s.span.s; j < i; j++) if (!LEAGUE_WORDS.has(doc.tokens[j]!.lower)) return -1;
    return i;
  }
  return -1;
}

/**
 * Before the results-line rule: leagues and events out, a league's name cut off the team after it
 * ('American League NEW YORK' -> 'NEW YORK'). Returns the spans kept, in order.
 */
export function leaguesAndEvents(doc: Doc, spans: Scored[]): Scored[] {
  if (!doc.sports) return spans;
  const out: Scored[] = [];
  for (const s of spans) {
    const le = leagueEnd(doc, s);
    if (le >= 0) {
      if (le + 1 < s.span.e) out.push({ ...s, span: { s: le + 1, e: s.span.e } });
      continue;
    }
    if (isEventSpan(doc, s)) continue;
    out.push(s);
  }
  return out;
}

// --- after the results-line rule

/** Lines of a scoreboard that are no names: 'Extras', 'Total', 'Fall of wickets', 'Bowling', 'To bat'. */
const TABLE_WORDS = new Set([
  'extras',
  'total',
  'fall',
  'bowling',
  'batting',
  'to',
  'did',
  'innings',
  'overs',
]);
/** Ways out in a scoreboard: 'c Moin Khan b Mushtaq Ahmed', 'lbw b Wasim Akram', 'run out', 'not out'. */
const BEFORE_NAME = new Set(['c', 'b', 'st']);
const AFTER_BATSMAN = new Set(['c', 'b', 'lbw', 'st', 'run', 'not', 'retired', 'hit']);
/** Bowling figures: overs-maidens-runs-wickets. */
const FIGURES = /^\d{1,3}-\d{1,3}-\d{1,3}-\d{1,2}$/;

/** A name's token in a table: a capitalised word that is no table word, or an initial with its full stop. */
function nameTok(doc: Doc, i: number): boolean {
  const t = doc.tokens[i];
  if (!word(t) || !t.cap || TABLE_WORDS.has(t.lower)) return false;
  return true;
}

/** The name ending right before token `e` ('A. Stewart', 'Inzamam-ul-Haq', 'A. de Silva'), or null. */
function nameBefore(doc: Doc, e: number): [number, number] | null {
  const toks = doc.tokens;
  let s = e;
  while (s > 0) {
    const t = toks[s - 1]!;
    if (nameTok(doc, s - 1)) s--;
    else if (t.text === '.' && s >= 2 && word(toks[s - 2]) && /^\p{Lu}$/u.test(toks[s - 2]!.text)) s -= 2;
    else if (word(t) && (t.lower === 'de' || t.lower === 'van' || t.lower === 'ul') && s < e && !t.cap) s--;
    else break;
    if (e - s > 5) return null;
  }
  while (s < e && !toks[s]!.cap) s++;
  return s < e ? [s, e] : null;
}

/** The name starting at token `s`, or null. */
function nameFrom(doc: Doc, s: number): [number, number] | null {
  const toks = doc.tokens;
  let e = s;
  while (e < toks.length && e - s <= 5) {
    const t = toks[e]!;
    if (word(t) && /^\p{Lu}$/u.test(t.text) && toks[e + 1]?.text === '.' && nameTok(doc, e + 2)) e += 2;
    else if (nameTok(doc, e)) e++;
    else if (word(t) && !t.cap && (t.lower === 'de' || t.lower === 'van') && nameTok(doc, e + 1)) e++;
    else break;
  }
  return e > s ? [s, e] : null;
}

/** Is the document a cricket scoreboard: two ways out or more ('c X b Y', 'lbw b Y'). */
function isScoreboard(doc: Doc): boolean {
  let n = 0;
  for (let i = 1; i + 1 < doc.tokens.length; i++) {
    const t = doc.tokens[i]!;
    if (
      (t.text === 'c' || t.text === 'b' || t.text === 'lbw') &&
      doc.tokens[i - 1]!.cap &&
      doc.tokens[i + 1]!.kind === 'word'
    )
      n++;
    if (n >= 2) return true;
  }
  return false;
}

/** The players of a cricket scoreboard, as token ranges. */
function scoreboardPlayers(doc: Doc): Array<[number, number]> {
  const toks = doc.tokens;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind === 'word' && !t.cap && AFTER_BATSMAN.has(t.text)) {
      const out2 = t.text === 'run' || t.text === 'not' || t.text === 'retired' || t.text === 'hit';
      if (out2 && !['out', 'hurt', 'wicket'].includes(toks[i + 1]?.lower ?? '')) continue;
      // The batsman: the name before the way out, after a number, 'innings' or the line's start.
      const before = nameBefore(doc, i);
      if (before && (t.text !== 'b' || toks[i - 1]?.cap)) out.push(before);
    }
    if (t.kind === 'word' && !t.cap && BEFORE_NAME.has(t.text)) {
      const after = nameFrom(doc, i + 1);
      if (after) out.push(after);
    }
    // 'Bowling : Wasim Akram 12-3-30-1 , Waqar Younis 15-1-61-1'.
    if (t.kind === 'num' && FIGURES.test(t.text)) {
      const before = nameBefore(doc, i);
      if (before) out.push(before);
    }
    // 'To bat : Salim Malik , Asif Mujtaba , Wasim Akram'.
    if (t.lower === 'bat' && toks[i - 1]?.lower === 'to' && toks[i + 1]?.text === ':') {
      let j = i + 2;
      for (;;) {
        const name = nameFrom(doc, j);
        if (!name) break;
        out.push(name);
        j = name[1];
        if (toks[j]?.text !== ',') break;
        j++;
      }
    }
  }
  return out;
}

function made(doc: Doc, s: number, e: number, type: number, why: string): Scored {
  const scores: [number, number, number] = [0, 0, 0];
  scores[type] = 4;
  const out: Scored = {
    span: { s, e },
    type: TYPES[type]!,
    scores,
    best: 4,
    margin: 4,
    caseless: false,
    headline: false,
    remembered: false,
    needsMemory: false,
    strong: true,
  };
  if (doc.explain) out.evidence = [why];
  return out;
}

/** Puts a span of the given type over tokens s..e, replacing whatever overlapped it. */
export function put(doc: Doc, spans: Scored[], s: number, e: number, type: number, why: string): Scored[] {
  // (A span already read so keeps its own evidence and confidence; one the priors alone had typed is printed
  // only above a confidence: the layout's reading replaces it.)
  if (spans.some((x) => x.span.s === s && x.span.e === e && x.type === TYPES[type] && x.best >= 4))
    return spans;
  return [...spans.filter((x) => x.span.e <= s || x.span.s >= e), made(doc, s, e, type, why)].sort(
    (a, b) => a.span.s - b.span.s,
  );
}

/** 'Damon Hill ( Britain ) Williams 1:46': the country in brackets after a name, as [open, close]. */
function countryBrackets(doc: Doc): Array<[number, number]> {
  const toks = doc.tokens;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.text !== '(') continue;
    let j = i + 1;
    while (j < toks.length && j - i <= 4 && toks[j]!.text !== ')') j++;
    if (toks[j]?.text !== ')' || j === i + 1) continue;
    if (isCountryKey(spanKey(doc, i + 1, j))) out.push([i, j]);
  }
  return out;
}

const SCORE = /^\d{1,3}$/;

/**
 * 'England first innings 326 ( J. Crawley 106 )', 'Rangers 4 ( Brian Laudrup 2 , Paul Gascoigne )': names in
 * brackets after a score or a total, each followed by a number, a comma or the bracket's end, are the players
 * who scored (a club's or a town's name among their words says nothing there: 'Crawley').
 */
function scorersInBrackets(doc: Doc, spans: Scored[]): Scored[] {
  let out = spans;
  const toks = doc.tokens;
  for (let i = 1; i < toks.length; i++) {
    if (toks[i]!.text !== '(' || toks[i - 1]!.kind !== 'num') continue;
    let j = i + 1;
    while (j < toks.length && j < i + 40) {
      const name = nameFrom(doc, j);
      if (!name) break;
      const after = toks[name[1]];
      if (!after || !(after.kind === 'num' || [',', ';', ')'].includes(after.text))) break;
      // ('3 ( OT )', '( AET )': an abbreviation of the result's kind is no scorer.)
      const abbreviation =
        name[1] - name[0] === 1 && toks[name[0]]!.allCaps && toks[name[0]]!.text.length <= 3;
      if (!abbreviation && !isCountryKey(spanKey(doc, name[0], name[1])))
        out = put(doc, out, name[0], name[1], P, 'scorer-in-brackets');
      j = name[1];
      while (j < toks.length && (toks[j]!.kind === 'num' || toks[j]!.text === '-')) j++;
      if (toks[j]?.text !== ',' && toks[j]?.text !== ';') break;
      j++;
    }
  }
  return out;
}

/**
 * 'Bath 35 Leicester 20': a results pair whose other side is a team and whose own side gave no span (its
 * word is an ordinary one, 'bath') is a team too, and so are the document's other mentions of it ('BATH BEAT
 * LEICESTER', 'two tries for Bath'), except a dateline's.
 */
function missingSides(doc: Doc, spans: Scored[]): Scored[] {
  let out = spans;
  const toks = doc.tokens;
  const covered = (s: number, e: number) => out.some((x) => x.span.s < e && s < x.span.e);
  const added = new Set<string>();
  for (const b of spans) {
    if (b.type !== 'Organization' || !SCORE.test(toks[b.span.e]?.text ?? '')) continue;
    // The side before: 'Bath 35 [Leicester] 20'.
    const before = SCORE.test(toks[b.span.s - 1]?.text ?? '') ? nameBefore(doc, b.span.s - 1) : null;
    // The side after: '[Wasps] 21 Orrell 9'.
    const after = nameFrom(doc, b.span.e + 1);
    for (const side of [before, after]) {
      if (!side || side[1] - side[0] > 3 || covered(side[0], side[1])) continue;
      if (side === after && !SCORE.test(toks[side[1]]?.text ?? '')) continue;
      const key = spanKey(doc, side[0], side[1]);
      if (isCountryKey(key)) continue;
      out = put(doc, out, side[0], side[1], O, 'results-side');
      added.add(key);
    }
  }
  if (added.size === 0) return out;
  for (const key of added) {
    const n = key.split(' ').length;
    for (let i = 0; i + n <= toks.length; i++) {
      if (!toks[i]!.cap || spanKey(doc, i, i + n) !== key) continue;
      // (A mention typed otherwise on its own, 'for Bath at the ground', is the team too.)
      const same = out.find((x) => x.span.s === i && x.span.e === i + n);
      if (covered(i, i + n) && (!same || same.type === 'Organization')) continue;
      if (word(toks[i + n]) && toks[i + n]!.cap && !toks[i + n]!.noCase) continue;
      if (inDateline(doc, i + n)) continue;
      out = put(doc, out, i, i + n, O, 'results-side-again');
    }
  }
  return out;
}

/** Within three tokens before a wire date: a dateline's place. */
export function inDateline(doc: Doc, e: number): boolean {
  for (let i = e; i < Math.min(doc.tokens.length, e + 4); i++) {
    const t = doc.tokens[i]!;
    if (t.kind === 'num') return /^\d{4}-\d{2}-\d{2}$/.test(t.text);
  }
  return false;
}

/** Capitalised adjectives before a party's plural: 'Liberal Democrats', 'Christian Democrats'. */
const PARTY_ADJECTIVES = new Set(
  'liberal christian social free national new progressive radical green united democratic'.split(' '),
);
const PARTY_PLURALS = new Set(
  'democrats republicans socialists liberals conservatives unionists nationalists communists'.split(' '),
);

/**
 * 'Britain 's Liberal Democrats', 'Kohl 's Christian Democrats': a capitalised adjective and a party's plural
 * is a party (each word alone is a member's, no entity: 'a Democrat'). Any story.
 */
export function partyNames(doc: Doc, spans: Scored[]): Scored[] {
  let out = spans;
  const toks = doc.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i]!;
    const b = toks[i + 1]!;
    if (!a.cap || !b.cap || a.noCase || !PARTY_ADJECTIVES.has(a.lower) || !PARTY_PLURALS.has(b.lower))
      continue;
    if (word(toks[i - 1]) && toks[i - 1]!.cap && !toks[i - 1]!.sentStart) continue;
    if (word(toks[i + 2]) && toks[i + 2]!.cap) continue;
    out = put(doc, out, i, i + 2, O, 'party');
  }
  return out;
}

/**
 * 'Alan Shearer ( Newcastle ) , Dwight Yorke ( Aston Villa )': in a sports story's list of players (two or
 * more), a name in brackets after a person that is no country is the player's club, not the town.
 */
function clubsOfPlayers(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  const found: Array<[number, number]> = [];
  for (const p of spans) {
    if (p.type !== 'Person' || toks[p.span.e]?.text !== '(') continue;
    const club = nameFrom(doc, p.span.e + 1);
    if (!club || toks[club[1]]?.text !== ')' || club[1] - club[0] > 3) continue;
    if (isCountryKey(spanKey(doc, club[0], club[1]))) continue;
    found.push(club);
  }
  if (found.length < 2) return spans;
  let out = spans;
  for (const [s, e] of found) out = put(doc, out, s, e, O, 'club-of-player');
  return out;
}

/** The token after a score, past a bracket of scorers or a half-time score: '2 ( Stoger 10 ) Fenerbahce'. */
function pastScorers(doc: Doc, i: number): number {
  if (doc.tokens[i]?.text !== '(') return i;
  for (let j = i + 1; j < doc.tokens.length && j < i + 40; j++) if (doc.tokens[j]!.text === ')') return j + 1;
  return i;
}

/**
 * 'Rapid Vienna ( Austria ) 2 Fenerbahce ( Turkey ) 1': two names, each with a country in brackets and a
 * score, are clubs of a European competition's results (not athletes, whose brackets the same layout has).
 */
function clubPairs(doc: Doc, brackets: Array<[number, number]>): Array<[number, number]> {
  const toks = doc.tokens;
  const out: Array<[number, number]> = [];
  for (const [open1, close1] of brackets) {
    if (!SCORE.test(toks[close1 + 1]?.text ?? '')) continue;
    const name2 = nameFrom(doc, pastScorers(doc, close1 + 2));
    if (!name2 || toks[name2[1]]?.text !== '(') continue;
    const second = brackets.find(([o]) => o === name2[1]);
    if (!second || !SCORE.test(toks[second[1] + 1]?.text ?? '')) continue;
    const name1 = nameBefore(doc, open1);
    if (!name1) continue;
    out.push(name1, name2);
  }
  return out;
}

/**
 * After the results-line rule: scoreboards, athletes' teams, grounds. Returns the spans, in order.
 */
export function wireTables(doc: Doc, spans: Scored[]): Scored[] {
  if (!doc.sports) return spans;
  let out = spans;
  const toks = doc.tokens;
  if (isScoreboard(doc)) {
    out = out.filter((s) => !(s.span.e - s.span.s === 1 && TABLE_WORDS.has(toks[s.span.s]!.lower)));
    for (const [s, e] of scoreboardPlayers(doc)) out = put(doc, out, s, e, P, 'scoreboard-player');
  }
  // 'Jacques Villeneuve ( Canada ) Williams 1 hour 46:21', '( Switzerland ) ONCE 52 minutes': in a list of
  // athletes with their countries, capitalised words between the bracket and a number are the team.
  // (The last line of a table ends the text: '4. Gerhard Berger ( Austria ) Benetton .')
  const brackets = countryBrackets(doc);
  const clubs = clubPairs(doc, brackets);
  for (const [s, e] of clubs) out = put(doc, out, s, e, O, 'club-with-country');
  if (brackets.length >= 2) {
    for (const [open, close] of brackets) {
      if (clubs.some(([, e]) => e === open)) continue;
      const name = nameFrom(doc, close + 1);
      const endOfTable = toks[name?.[1] ?? 0]?.text === '.' && (name?.[1] ?? 0) + 1 === toks.length;
      // ('( South Africa ) Nick Price 68': a person's name after the bracket is the next athlete.)
      const personal = name !== null && name[1] - name[0] >= 2 && isGiven(toks[name[0]]!);
      if (name && !personal && name[1] - name[0] <= 3 && (toks[name[1]]?.kind === 'num' || endOfTable)) {
        if (!isCountryKey(spanKey(doc, name[0], name[1])))
          out = put(doc, out, name[0], name[1], O, 'team-after-country');
      }
      // 'Kimiko Date ( Japan ) beat': two or three capitalised words before an athlete's country, in a list
      // of them, are the athlete.
      const athlete = nameBefore(doc, open);
      if (!athlete || athlete[1] - athlete[0] < 2 || athlete[1] - athlete[0] > 3) continue;
      const had = out.find((x) => x.span.s === athlete[0] && x.span.e === athlete[1]);
      // (A place's name stays: 'Club de Campo ( Spain )' is not written so; a person's weak reading is made sure.)
      if (had?.type !== 'Location' && !isCountryKey(spanKey(doc, athlete[0], athlete[1])))
        out = put(doc, out, athlete[0], athlete[1], P, 'athlete-before-country');
    }
  }
  out = resultsLineSides(doc, out);
  out = standingsRowNames(doc, out);
  out = clubsOfPlayers(doc, out);
  out = scorersInBrackets(doc, out);
  out = missingSides(doc, out);
  // 'at The Oval', 'at The Valley': in a sports story, 'The' and one capitalised word after 'at' is a ground.
  for (let i = 1; i + 1 < toks.length; i++) {
    if (toks[i]!.text !== 'The' || toks[i - 1]!.lower !== 'at') continue;
    const w = toks[i + 1]!;
    // ('at The Open', 'at The Masters': the event; 'at The Times': the paper.)
    if (!word(w) || !w.cap || w.allCaps || NEWSPAPER_WORDS.has(w.lower) || EVENT_LAST.has(w.lower)) continue;
    if (word(toks[i + 2]) && toks[i + 2]!.cap) continue;
    out = put(doc, out, i, i + 2, L, 'ground-after-at');
  }
  return out;
}

/** Does a line break come right before token `i`? */
function lineStartsAt(doc: Doc, i: number): boolean {
  const toks = doc.tokens;
  return i >= toks.length || (i > 0 && doc.text.slice(toks[i - 1]!.end, toks[i]!.start).includes('\n'));
}

/**
 * 'St Johnstone 3 Partick Thistle 2', 'East Fife 2 Airdrie 1': a line that is only a results pair (a name, a
 * score, a name, a score) gives each side whole as the club, over a shorter span read inside it ('St' by the
 * memory, 'Fife' a region without its 'East') or nothing read at all; a country stays the national side's
 * place, and a side read whole as something else keeps its reading.
 */
function resultsLineSides(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  const capsFrom = (s: number): number => {
    let e = s;
    while (
      e < toks.length &&
      e - s < 4 &&
      word(toks[e]) &&
      toks[e]!.cap &&
      (e === s || !lineStartsAt(doc, e))
    )
      e++;
    return e;
  };
  for (let i = 1; i < toks.length; i++) {
    if (!lineStartsAt(doc, i)) continue;
    const a = capsFrom(i);
    if (a === i || !SCORE.test(toks[a]?.text ?? '') || lineStartsAt(doc, a + 1)) continue;
    const b = capsFrom(a + 1);
    if (b === a + 1 || !SCORE.test(toks[b]?.text ?? '') || !lineStartsAt(doc, b + 1)) continue;
    for (const [s, e] of [
      [i, a],
      [a + 1, b],
    ] as const) {
      if (isCountryKey(spanKey(doc, s, e))) continue;
      const inside = out.filter((x) => x.span.s < e && s < x.span.e);
      if (inside.some((x) => x.span.s === s && x.span.e === e)) continue;
      if (inside.some((x) => x.span.s < s || x.span.e > e)) continue;
      out = put(doc, out, s, e, O, 'results-line-side');
    }
  }
  return out;
}

/**
 * 'Ried 19 4 6 9 17 29 18': one to three capitalised words opening a line of a sports story and followed by
 * five counts or more to its end are a team of the standings, even a name nothing else read (the rows that
 * a span covers are typed by the results-line rules already).
 */
function standingsRowNames(doc: Doc, spans: Scored[]): Scored[] {
  const toks = doc.tokens;
  let out = spans;
  for (let i = 1; i < toks.length; i++) {
    if (!doc.text.slice(toks[i - 1]!.end, toks[i]!.start).includes('\n')) continue;
    let j = i;
    while (j < toks.length && j - i < 3 && word(toks[j]) && toks[j]!.cap) j++;
    if (j === i) continue;
    let n = 0;
    let k = j;
    while (k < toks.length && toks[k]!.kind === 'num' && SCORE.test(toks[k]!.text)) {
      n++;
      k++;
    }
    const lineEnds = k === toks.length || doc.text.slice(toks[k - 1]!.end, toks[k]!.start).includes('\n');
    if (n < 5 || !lineEnds) continue;
    if (out.some((x) => x.span.s < j && i < x.span.e)) continue;
    out = put(doc, out, i, j, O, 'standings-row');
  }
  return out;
}
