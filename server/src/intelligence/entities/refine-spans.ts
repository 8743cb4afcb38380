// Trimming and splitting a raw run of capitalised words into the spans that are names: titles come off the
// front ('Detective Chief Inspector'), sentence-initial common words and post-nominals are dropped, and a run
// holding two names is cut in two ('Amara Diallo of Senegal', 'Kent and Sussex').

import { isCommonWord, isRoleNoun } from './english';
import { areaCandidates, cityStats, placeKey } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  COMPETITOR_NOUNS,
  DEMONYMS,
  DOTTED_ABBREVIATIONS,
  FUNCTION_WORDS,
  HONORIFICS,
  KNOWN_ORG_PHRASES,
  LEADER_SEATS,
  LEGAL_FORMS,
  LOC_OF_HEADS,
  LOC_PREFIXES,
  LOC_SUFFIXES,
  MASTHEAD_TITLES,
  MONUMENT_OF_HEADS,
  ORG_HEADS,
  ORG_SUFFIXES,
  ORG_WORD_ABBREVIATIONS,
  PLACE_ACRONYMS,
  POST_NOMINALS,
  THE_PLACES,
  TITLE_HEADS,
  TITLE_MODIFIERS,
  WEAK_ORG_SUFFIXES,
  WEEKDAYS_MONTHS,
} from './lexicon';
import {
  CONNECTORS,
  type Doc,
  isCompoundTitle,
  isGiven,
  isNameWord,
  isTitleWord,
  NAME_PARTICLES,
  type Span,
  sameLine,
  spanKey,
} from './recognition-document';
import { CLUB_PREFIXES, CLUB_SUFFIXES, TEAM_NICKNAMES, TEAM_NOUNS } from './team-nicknames';
import type { Token } from './tokenize';

/**
 * Plural and collective bodies named with 'of' what they belong to ('Revolutionary Armed Forces of Colombia',
 * 'Economic Community of West African States'): heads of an organisation before 'of' that are no organisation
 * words elsewhere ('the forces', 'the community' are ordinary nouns).
 */
const BODY_HEADS_BEFORE_OF = new Set(['forces', 'community']);
/** A town's kind titling its officers ('City Attorney', 'Town Clerk'), after the town's name. */
const CIVIC_TITLE_WORDS = new Set(['city', 'town']);

/**
 * Whether the word at k goes with a title after it, in a run that starts at s: a modifier ('Chief', 'Deputy'),
 * or a town's kind ('Santa Monica Chief Deputy City Attorney') where the kind is not the place's own ('Mexico
 * City Mayor') nor a club's ('Manchester City Manager': not in sports copy).
 */
function titleModifierAt(doc: Doc, s: number, k: number): boolean {
  const word = doc.tokens[k]!.lower;
  if (TITLE_MODIFIERS.has(word)) return true;
  return CIVIC_TITLE_WORDS.has(word) && !doc.sports && !isKnownPlace(spanKey(doc, s, k + 1));
}

/** Role abbreviations that split a run: 'Kestrel CEO Priya Raman'. */
const SPLITTING_ROLES = new Set([
  'ceo',
  'cfo',
  'coo',
  'cto',
  'md',
  'chair',
  'chairman',
  'boss',
  // 'Super Bowl MVP Drew Brees'; 'Englishman Robert Buckley' (a nationality's man before his name).
  'mvp',
  'englishman',
  'frenchman',
  'irishman',
  'scotsman',
  'welshman',
  'dutchman',
]);
const LEADING_ARTICLES = ['the', 'a', 'an'];
/** A town's services, whose chief is named after them: 'Staunton Police Chief', 'Palmer Fire Chief'. */
const FORCE_WORDS = new Set(['police', 'fire']);
/** 'Jr', 'Sr': part of the name, unlike 'KC' or 'MP'. */
const GENERATIONAL = new Set(['jr', 'jnr', 'sr', 'snr']);

/** What a leader's surname runs into in a title-case headline: 'Obama Administration'. */
const PERSON_GOVERNMENTS = new Set(['administration', 'presidency']);

/** A surname a government could be named after: no ordinary word ('Veterans'), place or organisation. */
function isLeaderSurname(t: Token): boolean {
  if (t.kind !== 'word' || !t.cap || t.allCaps) return false;
  return (
    (COMMON_SURNAMES.has(t.lower) || !isCommonWord(t.lower)) &&
    !areaCandidates(placeKey(t.lower)).length &&
    !ORG_HEADS.has(t.lower) &&
    !ORG_SUFFIXES.has(t.lower)
  );
}

const MEDIUM_INITIALS = new Set(['tv', 'fm', 'am', 'hd', 'dab']);
/** Storms named together: 'Hurricanes Katrina and Rita'. */
const STORM_PLURALS = new Set(['hurricanes', 'typhoons', 'cyclones']);
const PLATFORMS = new Set(['twitter', 'facebook', 'youtube', 'instagram', 'tiktok']);

/** Trims and splits a raw run of capitalised words; pushes the resulting spans. */
export function refine(doc: Doc, span: Span, out: Span[]): void {
  const toks = doc.tokens;
  let { s, e } = span;
  // "PAKISTAN 'S BHUTTO", "CHINA 'S LI PENG": a headline's possessive written apart and in capitals is a
  // quotation mark and an 'S' token; the 'S' is no part of the name after it.
  if (e - s > 1 && toks[s]!.text === 'S' && toks[s - 1]?.text === "'" && toks[s - 1]!.end === toks[s]!.start)
    s++;
  // 'A. J. Smith': a capital A before a full stop is an initial, not the article.
  // ('The Hague', 'THE HAGUE': a capitalised article that is part of a place's name stays.)
  while (
    s < e &&
    LEADING_ARTICLES.includes(toks[s]!.lower) &&
    e - s > 1 &&
    toks[s + 1]!.text !== '.' &&
    !(toks[s]!.cap && THE_PLACES.has(spanKey(doc, s + 1, e)))
  )
    s++;
  if (s >= e) return;
  // 'Hurricanes Katrina and George': storms are events, whatever their names (one storm: score-span.ts). Not
  // in sports copy, where 'Hurricanes Eric Staal' is a Carolina player.
  if (e - s > 1 && toks[s]!.cap && STORM_PLURALS.has(toks[s]!.lower) && !doc.sports) {
    for (let i = s; i < e; i++) doc.things.add(i);
    return;
  }
  // 'Former FBI official', 'Former AMA trustee': 'Former' opening a sentence is no part of the name after
  // it, and alone it is no title ('Former Mayor Jo Hall' keeps its title).
  // ('Former Yugoslavia' as a known place keeps it.)
  // 'Opposition Social Democratic Party leader': 'Opposition' opening a sentence describes the party.
  if (toks[s]!.lower === 'opposition' && e - s > 1 && !isTitleWord(toks[s + 1]!)) s++;
  if (
    toks[s]!.lower === 'former' &&
    e - s > 1 &&
    !isTitleWord(toks[s + 1]!) &&
    !isKnownPlace(spanKey(doc, s, e))
  )
    s++;

  const titled = stripTitle(doc, s, e, span.title, out);
  // ('Capt. Tom Tennant and Oregon State Police Senior Trooper…': a titled person's full name ends at 'and'.)
  if (
    titled.title !== undefined &&
    titled.s > s &&
    splitTitledPersonAtAnd(doc, titled.s, e, titled.title, out)
  )
    return;
  s = titled.s;
  const title = titled.title;
  // ('Duke's J.J. Redick' cut after its possessive: the rest starts after it.)
  while (s < e && (toks[s]!.text === '.' || /^['’]s$/.test(toks[s]!.text))) s++;
  // "Sunday's AFC divisional playoff": a day's possessive opens the run.
  if (e - s > 2 && WEEKDAYS_MONTHS.has(toks[s]!.lower) && /^['’]s$/.test(toks[s + 1]!.text)) s += 2;
  if (s >= e) return;

  // 'the American Hasim Rahman': a nationality before a two- or three-word name that is no organisation or
  // place ('American Red Cross', 'Chinese Communist Party' keep theirs) describes the person.
  if (
    e - s >= 3 &&
    e - s <= 4 &&
    DEMONYMS.has(toks[s]!.lower) &&
    toks[s + 1]!.cap &&
    !ORG_SUFFIXES.has(toks[e - 1]!.lower) &&
    !LOC_SUFFIXES.has(toks[e - 1]!.lower) &&
    !KNOWN_ORG_PHRASES.has(spanKey(doc, s + 1, e).replace(/ /g, '_')) &&
    !areaCandidates(placeKey(spanKey(doc, s, e))).length &&
    // ('New York Yankees': the list of demonyms holds the words of 'New Yorker'.)
    !isKnownPlace(spanKey(doc, s, s + 2)) &&
    toks.slice(s + 1, e).every((t) => t.kind === 'word' && t.cap && !isCommonWord(t.lower))
  )
    s++;
  if (splitAtInnerTitle(doc, s, e, out)) return;
  if (dropSentenceInitialWord(doc, s, e, title, out)) return;

  // Post-nominals at the end: 'Amelia Strand KC'; a day or a role run into the name: 'Maurice Cheeks
  // Saturday', 'Valley Dairy CEO', 'TallGrass Distribution Ltd Christmas party'.
  while (
    e - s > 1 &&
    ((POST_NOMINALS.has(toks[e - 1]!.lower) && !GENERATIONAL.has(toks[e - 1]!.lower)) ||
      // ('Sheffield Wednesday' the club keeps its day.)
      // ('Cleveland Friday', 'Washington Saturday' in sports copy lose their day.)
      (WEEKDAYS_MONTHS.has(toks[e - 1]!.lower) &&
        !(doc.sports && e - s === 2 && toks[e - 1]!.lower === 'wednesday')) ||
      SPLITTING_ROLES.has(toks[e - 1]!.lower) ||
      // ('Vincent Jackson for Sunday's game': the small word that joined the day goes with it.)
      (isJoiningWord(toks[e - 1]!) && e < span.e))
  )
    e--;
  // ("Playboy's January issue": the day or month cut from the end leaves the owner, not its possessive.)
  if (e < span.e && e - s > 1 && /^['’]s$/.test(toks[e - 1]!.text)) e--;
  while (e - s > 1 && toks[e - 1]!.text === '.') e--;
  if (s >= e) return;
  // 'Obama Administration Flips ...', 'the Bush Presidency': a leader's surname before the government he
  // leads is the person ('Food and Drug Administration', 'Veterans Administration' are ordinary words).
  if (e - s === 2 && PERSON_GOVERNMENTS.has(toks[e - 1]!.lower) && isLeaderSurname(toks[s]!)) e--;

  // 'U. S. Surgeon General', 'Texas Governor': a title after a place is not part of it; nor after a given name
  // and a surname ('to Name Dr. Sanjay Gupta Surgeon General').
  // ('Port au Prince' keeps its last word: the whole is a known place, not a place and a title.)
  // ('the Baton Rouge Advocate', 'the Victoria Advocate': a newspaper is named so; 'Public Advocate' comes first.)
  if (
    TITLE_HEADS.has(toks[e - 1]!.lower) &&
    toks[e - 1]!.cap &&
    !MASTHEAD_TITLES.has(toks[e - 1]!.lower) &&
    !isKnownPlace(spanKey(doc, s, e))
  ) {
    let t = e - 1;
    while (t - s > 1 && titleModifierAt(doc, s, t - 1)) t--;
    const personBefore =
      t - s >= 2 &&
      t - s <= 3 &&
      GIVEN_NAMES.has(toks[s]!.lower) &&
      !isTitleWord(toks[t - 1]!) &&
      !doc.sports;
    if (t - s >= 1 && (isKnownPlace(spanKey(doc, s, t)) || personBefore)) e = t;
    // 'the Philadelphia 76ers President', 'the Portland Trailblazers Coach': a club's officer unnamed is
    // the club; 'the German Chancellor', 'National Coach of the Year': a title alone names no one.
    else if (t - s >= 1 && isClubRun(toks, s, t)) e = t;
    else if (
      t - s >= 1 &&
      toks
        .slice(s, t)
        .every((w) => DEMONYMS.has(w.lower) || TITLE_MODIFIERS.has(w.lower) || ROLE_ADJECTIVES.has(w.lower))
    )
      return;
  }
  // ('featured Madonna and Prince': the title cut from the end takes the small word that joined it.)
  while (e - s > 1 && toks[e - 1]!.kind === 'word' && !toks[e - 1]!.cap && CONNECTORS.has(toks[e - 1]!.lower))
    e--;
  // 'Regina Benjamin U. S. Surgeon General nominee': a name run into a country's initials is two names.
  for (let t = e - 3; t >= s + 2; t--) {
    if (!/^\p{Lu}$/u.test(toks[t]!.text) || toks[t + 1]?.text !== '.') continue;
    if (PLACE_ACRONYMS[spanKey(doc, t, e)] === undefined) continue;
    refine(doc, { s, e: t, ...(title ? { title } : {}) }, out);
    out.push({ s: t, e: withAbbreviationDot(toks, t, e) });
    return;
  }
  // 'a Roman Catholic priest': the church's adjective is no name, and 'Roman' no town before a religion word
  // ('Roman Catholic Church' and 'Roman Polanski' are names).
  if (e - s === 2 && toks[s]!.lower === 'roman' && ROMAN_RELIGION.has(toks[s + 1]!.lower)) return;
  // 'Alabama Catholic doctor': a nationality or religion word after a place is not part of it.
  if (e - s >= 2 && DEMONYMS.has(toks[e - 1]!.lower) && isKnownPlace(spanKey(doc, s, e - 1))) e--;
  // 'the New Orleans Saints Twitter account': an account holder and the platform are two names.
  if (
    e - s >= 2 &&
    PLATFORMS.has(toks[e - 1]!.lower) &&
    toks[e]?.kind === 'word' &&
    !toks[e]!.cap &&
    sameLine(toks[e - 1]!, toks[e]!)
  ) {
    refine(doc, { s, e: e - 1, ...(title ? { title } : {}) }, out);
    out.push({ s: e - 1, e });
    return;
  }
  // 'chanted "NYPD KKK how many kids"': two acronyms side by side inside a sentence in lower case are two
  // names ('NBA TV', 'BBC FM': a medium's initials stay with the name).
  if (
    e - s === 2 &&
    [toks[s]!, toks[s + 1]!].every(
      (t) => !t.noCase && /^\p{Lu}{2,5}$/u.test(t.text) && !isCommonWord(t.lower),
    ) &&
    !MEDIUM_INITIALS.has(toks[s + 1]!.lower) &&
    // ('BMW AG', 'LA FC', 'CSKA Moscow': a company form or a club's letters belong to the name.)
    !ORG_SUFFIXES.has(toks[s + 1]!.lower) &&
    !CLUB_SUFFIXES.has(toks[s + 1]!.lower) &&
    !CLUB_PREFIXES.has(toks[s]!.lower) &&
    // ('NEW YORK 1996-09-07', 'LOS ANGELES': two words in capitals that are together a place.)
    !isKnownPlace(spanKey(doc, s, e))
  ) {
    out.push({ s, e: s + 1 }, { s: s + 1, e });
    return;
  }
  // 'Boston WCVB sportscaster': a place and an organisation's acronym run together are two names.
  const last = toks[e - 1]!;
  if (
    e - s >= 2 &&
    last.allCaps &&
    !last.noCase &&
    /^[A-Z]{3,5}$/.test(last.text) &&
    PLACE_ACRONYMS[last.lower] === undefined &&
    !toks[s]!.allCaps &&
    isKnownPlace(spanKey(doc, s, e - 1))
  ) {
    refine(doc, { s, e: e - 1, ...(title ? { title } : {}) }, out);
    out.push({ s: e - 1, e });
    return;
  }
  if (splitBeforeKnownOrganisation(doc, s, e, title, out)) return;
  if (splitBetweenNames(doc, s, e, title, out)) return;
  out.push({ s, e: withAbbreviationDot(toks, s, e), ...(title ? { title } : {}) });
}

/**
 * 'a Richard Nixon White House aide', 'the George W. Bush White House': a person's full name (a given name
 * first) run into an organisation known by a phrase of two or three words is two names.
 */
function splitBeforeKnownOrganisation(
  doc: Doc,
  s: number,
  e: number,
  title: string | undefined,
  out: Span[],
): boolean {
  const toks = doc.tokens;
  // 'the shadowy Nixon White House aide', 'the Putin Kremlin': a leader's surname before the seat of his
  // government (not 'the Texas Supreme Court': only a seat, and only after a surname no place bears).
  for (const seat of LEADER_SEATS) {
    const k = e - seat.split(' ').length;
    if (k === s + 1 && spanKey(doc, k, e) === seat && isLeaderSurname(toks[s]!)) {
      out.push({ s, e: k, ...(title ? { title } : {}) }, { s: k, e });
      return true;
    }
  }
  if (e - s < 4 || !GIVEN_NAMES.has(toks[s]!.lower)) return false;
  for (let k = Math.max(s + 2, e - 3); k <= e - 2; k++) {
    if (!KNOWN_ORG_PHRASES.has(spanKey(doc, k, e).replace(/ /g, '_'))) continue;
    if (!toks.slice(s, k).every((t) => t.cap || t.text === '.')) return false;
    refine(doc, { s, e: k, ...(title ? { title } : {}) }, out);
    out.push({ s: k, e });
    return true;
  }
  return false;
}

function isKnownPlace(key: string): boolean {
  const k = placeKey(key);
  return (
    PLACE_ACRONYMS[key] !== undefined ||
    areaCandidates(k).length > 0 ||
    (cityStats(k)?.maxPopulation ?? 0) >= 20_000
  );
}

/** The full stop glued to a final initial or abbreviation belongs to the name: 'U. S.', 'Calif.', 'Ltd.'. */
function withAbbreviationDot(toks: Token[], s: number, e: number): number {
  const last = toks[e - 1]!;
  const dot = toks[e];
  if (dot?.text !== '.' || dot.start !== last.end) return e;
  if (/^\p{Lu}$/u.test(last.text) && e - s >= 2 && toks[e - 2]!.text === '.') return e + 1;
  return DOTTED_ABBREVIATIONS.has(last.lower) && last.cap ? e + 1 : e;
}

/**
 * Titles: 'Detective Chief Inspector Rachel Obi', 'Mr. Smith', 'Police Commissioner Walter Greaves'.
 * Returns where the name starts and the title taken off (lower case); the place of a long title ('Mayor of
 * London Sadiq Khan') is pushed as its own span.
 */
/** Addresses that open a religious name of one given name: 'Mother Teresa', 'Sister Nirmala'. */
const RELIGIOUS_ADDRESSES = new Set(['mother', 'sister']);

function stripTitle(
  doc: Doc,
  s: number,
  e: number,
  title: string | undefined,
  out: Span[],
): { s: number; title: string | undefined } {
  const toks = doc.tokens;
  let k = s;
  let lastHead = -1;
  // ('Sheriff's Deputy Timothy Brennan': a possessive between two title words is inside the title.)
  const possessiveInTitle = (k: number) =>
    toks[k]!.text === "'s" && k > s && isTitleWord(toks[k - 1]!) && isTitleWord(toks[k + 1]!);
  // ('Duke's J.J. Redick': a title word in the possessive before a name is whose the name is, no title.)
  const possessed = (k: number) => /^['’]s$/.test(toks[k + 1]?.text ?? '') && !possessiveInTitle(k + 1);
  while (
    k < e - 1 &&
    ((isTitleWord(toks[k]!) && !possessed(k)) || toks[k]!.text === '.' || possessiveInTitle(k))
  ) {
    if (TITLE_HEADS.has(toks[k]!.lower) || isCompoundTitle(toks[k]!.lower)) lastHead = k;
    k++;
  }
  // 'MVP Drew Brees', 'Englishman Robert Buckley': a role that splits a run heads a title at its start too.
  if (k === s && SPLITTING_ROLES.has(toks[s]!.lower) && e - s >= 3 && GIVEN_NAMES.has(toks[s + 1]!.lower)) {
    lastHead = s;
    k = s + 1;
  }
  // 'City Council Member Jumaane Williams', 'Board Member Ann Lee': a member of the body named before it is a
  // title, as 'Councilmember' written as one word is (the body's word had made the run an organisation).
  const member = k === s ? memberOfBody(toks, s, e) : -1;
  if (member >= 0) {
    lastHead = member;
    k = member + 1;
  }
  // 'Angels GM Tony Reagins': a general manager's initials before a given name are a title ('GM' alone is
  // General Motors, so it is no title word).
  if (k === s && isManagerInitials(toks, s) && k < e - 1) {
    lastHead = s;
    k = s + 1;
  }
  // 'Fire Chief Harriet Vance', 'Deputy Jane Okafor': a word that usually modifies a title ('Chief Inspector')
  // ends the title when a given name follows it.
  // ('Sheriff's Deputy Timothy Brennan': so does one after a head.)
  if (
    k > s &&
    k < e &&
    k - 1 > lastHead &&
    (lastHead < 0 || TITLE_MODIFIERS.has(toks[k - 1]!.lower)) &&
    toks[k]!.cap &&
    GIVEN_NAMES.has(toks[k]!.lower)
  )
    lastHead = k - 1;
  // 'Kicker Ryan Succop showed…': a role word opening the sentence, before a given name and a surname, is a
  // title there, capitalised by its place.
  if (
    lastHead < 0 &&
    k === s &&
    e - s >= 3 &&
    toks[s]!.sentStart &&
    isRoleNoun(toks[s]!.lower) &&
    GIVEN_NAMES.has(toks[s + 1]!.lower)
  )
    lastHead = s;
  // 'Dean Morrow', 'Earl Wilson': a title word that is also a given name, before one more name, is a name.
  if (lastHead === s && GIVEN_NAMES.has(toks[s]!.lower) && e - s === 2 && toks[s + 1]!.cap) lastHead = -1;
  if (lastHead < 0) return { s, title };

  let restStart = lastHead + 1;
  while (restStart < e && toks[restStart]!.text === '.') restStart++;
  // 'Secretary of State for Energy Ed Miliband', 'Mayor of London Sadiq Khan': the title runs to the
  // first given name; a place inside it is kept as its own span. Without a given name, the run is split
  // at 'of' later ('Mayor of Ridgeford').
  const after = toks[restStart];
  if (after && after.kind === 'word' && !after.cap && CONNECTORS.has(after.lower)) {
    let g = restStart + 1;
    while (g < e && !GIVEN_NAMES.has(toks[g]!.lower)) g++;
    if (g >= e) return { s, title };
    const place = placeAfterOf(doc, restStart, g);
    if (place) out.push(place);
    return { s: g, title: titleWords(toks, s, g) };
  }
  // After an honorific ('Ms Page', 'Mr Bush') the rest is a name even when it is an ordinary word.
  const honorific = HONORIFICS.has(toks[lastHead]!.lower);
  // ('Capt. Tom Tennant and Oregon State Police bomb technician Bill Hakim': a given name and a surname before
  // 'and' are the ranked person even when the run ends in an organisation word; 'and' joins no person with
  // an organisation into one name.)
  const personBeforeAnd = andAfterPerson(doc, restStart, e) !== undefined;
  // ('General Motors Corp and the Canadian Auto Workers': a company's legal form before 'and' ends a company
  // that the title word opens; no person's name is there.)
  let companyBeforeAnd = false;
  for (let i = restStart + 1; i < e - 1; i++) {
    const t = toks[i]!;
    if (t.cap && LEGAL_FORMS.has(t.lower) && (toks[i + 1]!.lower === 'and' || toks[i + 1]!.text === '&'))
      companyBeforeAnd = true;
  }
  if (companyBeforeAnd && !honorific) return { s, title };
  if (restStart < e && (honorific || !restIsNotAName(doc, restStart, e) || personBeforeAnd)) {
    return { s: restStart, title: titleWords(toks, s, lastHead + 1) };
  }
  return { s, title };
}

function titleWords(toks: Token[], from: number, to: number): string {
  return toks
    .slice(from, to)
    .filter((t) => t.kind === 'word')
    .map((t) => t.lower)
    .join(' ')
    .replace(/ (['’]s)\b/g, '$1');
}

/** Bodies whose members are titled by them ('Council Member', 'Assembly Member'), after an optional level. */
const MEMBER_BODIES = new Set(['council', 'assembly', 'board', 'committee']);
const BODY_LEVELS = new Set(['city', 'state', 'county', 'town', 'school', 'district']);

/** The index of 'Member' in '[City] Council Member Name…' at the start of a run [s, e), else -1. */
function memberOfBody(toks: Token[], s: number, e: number): number {
  let j = s;
  if (BODY_LEVELS.has(toks[j]!.lower) && toks[j]!.cap) j++;
  const body = toks[j];
  const member = toks[j + 1];
  if (!body?.cap || !MEMBER_BODIES.has(body.lower) || !member?.cap || member.lower !== 'member') return -1;
  // (A name must follow: the run 'City Council Member' alone names no one.)
  return j + 2 < e && toks[j + 2]!.cap ? j + 1 : -1;
}

/** 'GM' before a given name: a general manager ('Angels GM Tony Reagins'). */
function isManagerInitials(toks: Token[], k: number): boolean {
  const next = toks[k + 1];
  return toks[k]!.text === 'GM' && next !== undefined && next.cap && GIVEN_NAMES.has(next.lower);
}

/** A title or role inside the run splits it: 'Headteacher Ms Janet Oduya', 'Bank of England Governor Andrew Bailey'. */
function splitAtInnerTitle(doc: Doc, s: number, e: number, out: Span[]): boolean {
  const toks = doc.tokens;
  for (let k = s + 1; k < e - 1; k++) {
    const t = toks[k]!;
    const lastLower = toks[e - 1]!.lower;
    // ('Woodburn Police Department Capt. Tom Tennant and Oregon State Police': a rank before a given name
    // splits even a run that ends in an organisation word.)
    const nameAt = toks[k + 1]?.text === '.' ? k + 2 : k + 1;
    const rankBeforeName =
      TITLE_HEADS.has(t.lower) &&
      t.cap &&
      nameAt < e - 1 &&
      GIVEN_NAMES.has(toks[nameAt]!.lower) &&
      toks[nameAt]!.cap;
    if ((ORG_SUFFIXES.has(lastLower) || LOC_SUFFIXES.has(lastLower)) && !rankBeforeName) continue;
    // 'Angels GM Tony Reagins'; 'Palmer Fire & Rescue Chief John McNutt': 'Chief' before a given name, after a
    // word that is no title ('Police Chief' stays one title), heads a title of its own.
    // ('Staunton Police Chief Jim Williams': after a place's force, too; 'Police Chief' alone stays one title.)
    const forceBefore = FORCE_WORDS.has(toks[k - 1]!.lower) && k - 1 > s && toks[k - 2]!.cap;
    const chiefAfterName =
      t.lower === 'chief' &&
      t.cap &&
      GIVEN_NAMES.has(toks[k + 1]!.lower) &&
      toks[k + 1]!.cap &&
      (!isTitleWord(toks[k - 1]!) || forceBefore) &&
      toks[k - 1]!.kind === 'word';
    // 'Jaguars Maurice Jones-Drew', 'Charger Vincent Jackson': a club's nickname before a player's full name is
    // his club (a plural: the club's own name) or what he is (one of them: no name, and no role to show).
    if (k === s + 1 && e - k >= 2 && t.cap && GIVEN_NAMES.has(t.lower) && toks[s]!.kind === 'word') {
      const club = toks[s]!.lower;
      if (TEAM_NICKNAMES.has(club)) {
        refine(doc, { s, e: k }, out);
        refine(doc, { s: k, e }, out);
        return true;
      }
      if (TEAM_NICKNAMES.has(`${club}s`)) {
        refine(doc, { s: k, e }, out);
        return true;
      }
    }
    // ('…Russell, Woodburn Police Chief Woodburn Police Chief Scott Russell': a caption run into the next line;
    // a force's chief before another name, not a given name, ends one name and starts none.)
    const next = toks[k + 1]!;
    const chiefBetweenNames =
      (t.lower === 'chief' || TITLE_HEADS.has(t.lower)) &&
      t.cap &&
      ORG_SUFFIXES.has(toks[k - 1]!.lower) &&
      next.kind === 'word' &&
      next.cap &&
      !GIVEN_NAMES.has(next.lower) &&
      !isTitleWord(next);
    if (chiefBetweenNames) {
      refine(doc, { s, e: k }, out);
      refine(doc, { s: k + 1, e }, out);
      return true;
    }
    if (isManagerInitials(toks, k) || chiefAfterName) {
      refine(doc, { s, e: k }, out);
      refine(doc, { s: k, e }, out);
      return true;
    }
    // ('Interior Minister Jaime Mayor Oreja': a title's word between a given name and the one word that ends
    // the run is a surname; no title is written after a given name.)
    const surnameAfterGiven =
      TITLE_HEADS.has(t.lower) &&
      toks[k - 1]!.cap &&
      GIVEN_NAMES.has(toks[k - 1]!.lower) &&
      k + 2 === e &&
      !isTitleWord(toks[k + 1]!) &&
      !GIVEN_NAMES.has(toks[k + 1]!.lower) &&
      !ORG_SUFFIXES.has(toks[k + 1]!.lower);
    if (((TITLE_HEADS.has(t.lower) && t.cap) || SPLITTING_ROLES.has(t.lower)) && !surnameAfterGiven) {
      if (!isNameWord(toks[k + 1]) && toks[k + 1]?.text !== '.') continue;
      // The title's modifiers go with it: 'WCCO TV Managing Editor Angela Benson'.
      // ('Oregon State Police Lt. Gregg Hastings', 'Boston Police Commissioner William Evans': a force named
      // after its place keeps its words; the title is the rank.)
      let from = k;
      while (from - 1 > s && titleModifierAt(doc, s, from - 1) && !FORCE_WORDS.has(toks[from - 1]!.lower))
        from--;
      // 'National Security Adviser Henry Kissinger', 'Homeland Security Secretary Janet Napolitano': a
      // portfolio in ordinary words goes with its office.
      if (PORTFOLIO_HEADS.has(t.lower)) {
        while (from - 1 >= s && isPortfolioWord(toks[from - 1]!)) from--;
        if (from === s) {
          let rest = k + 1;
          while (rest < e && toks[rest]!.text === '.') rest++;
          if (rest < e) refine(doc, { s: rest, e, title: titleWords(toks, s, k + 1) }, out);
          return true;
        }
      }
      // ('Capt. Tom Tennant and Senior Trooper William Hakim': the 'and' before the second title joins two
      // people and belongs to neither.)
      let leftEnd = from;
      while (leftEnd - 1 > s && isJoiningWord(toks[leftEnd - 1]!)) leftEnd--;
      refine(doc, { s, e: leftEnd }, out);
      refine(doc, { s: from, e }, out);
      return true;
    }
  }
  return false;
}

/** 'Tom Tennant and Oregon State Police' after a rank: the person, then the rest refined on its own. */
function splitTitledPersonAtAnd(doc: Doc, s: number, e: number, title: string, out: Span[]): boolean {
  const k = andAfterPerson(doc, s, e);
  if (k === undefined) return false;
  refine(doc, { s, e: k, title }, out);
  refine(doc, { s: k + 1, e }, out);
  return true;
}

/**
 * Where 'and' ends a given name and a surname or two opening the run ('Tom Tennant and Oregon State Police'),
 * if it does.
 */
function andAfterPerson(doc: Doc, s: number, e: number): number | undefined {
  const toks = doc.tokens;
  if (s >= e || !GIVEN_NAMES.has(toks[s]!.lower)) return undefined;
  for (let k = s + 2; k < Math.min(e - 1, s + 4); k++) {
    if (toks[k]!.lower === 'and' && !toks[k]!.cap) return k;
  }
  return undefined;
}

/** Words that make a title of a sport or a rank, not a name: 'Heavyweight Champion', 'National Coach'. */
const ROLE_ADJECTIVES = new Set([
  'heavyweight',
  'middleweight',
  'welterweight',
  'lightweight',
  'national',
  'head',
  'world',
  'reigning',
]);

/** A club's name: a run ending in a major-league nickname ('Portland Trailblazers', 'Philadelphia 76ers'). */
function isClubRun(toks: Token[], s: number, e: number): boolean {
  const last = toks[e - 1]!.lower;
  return e - s >= 2 && (TEAM_NICKNAMES.has(last) || TEAM_NICKNAMES.has(last.replace(/blazers$/, ' blazers')));
}

/** Offices whose portfolio is named before them in ordinary words. */
const PORTFOLIO_HEADS = new Set([
  'adviser',
  'advisor',
  'secretary',
  'minister',
  'counsel',
  'director',
  'czar',
]);

/** A capitalised word of a portfolio ('National', 'Security'). */
function isPortfolioWord(t: Token): boolean {
  if (t.kind !== 'word' || !t.cap || t.allCaps) return false;
  return PORTFOLIO_WORDS.has(t.lower);
}
/** Words of a government portfolio (not 'White House', whose words are ordinary too). */
const PORTFOLIO_WORDS = new Set(
  `national homeland security defense defence transportation transport intelligence commerce treasury labor
  labour agriculture environment environmental economic affairs veterans communications technology foreign
  home health education justice interior finance energy trade culture housing science employment industry
  business development welfare immigration`.split(/\s+/),
);

/**
 * 'Morgan Stanley and Salomon Brothers', 'the Air Force , Navy and Marine Corps': two organisations joined by
 * 'and' when the right half (two words or more, ending in an organisation word) and the left half is either two
 * names or more with no ordinary word, the right one led by a name ('Pohang Iron and Steel Co' has 'Iron';
 * 'Procter and Gamble' one word), or one organisation word listed after a comma ('Navy').
 */
function twoFirmsJoined(toks: readonly Token[], s: number, k: number, e: number): boolean {
  if (e - k - 1 < 2 || !ORG_SUFFIXES.has(toks[e - 1]!.lower)) return false;
  const left = toks.slice(s, k);
  if (left.length === 1) return toks[s - 1]?.text === ',' && isStrongOrgSuffix(left[0]!.lower);
  const lead = toks[k + 1]!;
  if (isCommonWord(lead.lower) || ORG_SUFFIXES.has(lead.lower) || ORG_HEADS.has(lead.lower)) return false;
  return left.every((t) => t.kind === 'word' && t.cap && !t.allCaps && !isCommonWord(t.lower));
}

function isStrongOrgSuffix(lower: string): boolean {
  return ORG_SUFFIXES.has(lower) && !WEAK_ORG_SUFFIXES.has(lower);
}

/**
 * 'Popular Movement for the Liberation of Angola', 'National Council for the Defence of Democracy': 'of'
 * inside the purpose an organisation is 'for' ('for the Liberation of …') is inside its name too.
 */
function ofAfterPurpose(toks: readonly Token[], s: number, k: number): boolean {
  if (toks[k]!.lower !== 'of') return false;
  for (let j = k - 2; j > s; j--) {
    const t = toks[j]!;
    if (t.lower === 'of' || t.lower === 'and') return false;
    if (t.lower === 'for' && !t.cap) {
      const head = toks[j - 1]!.lower;
      return ORG_HEADS.has(head) || (ORG_SUFFIXES.has(head) && !WEAK_ORG_SUFFIXES.has(head));
    }
  }
  return false;
}

/** Endings of the adjectives and abstract nouns a party's name is made of ('Democratic', 'Socialism', 'Unity'). */
const PROGRAMME_WORD = /(?:ic|al|ism|ists?|ity|ions?|ive|ary|ian|ance|ence|ment|ness|cy|ats?)$/;

/**
 * 'the Pakistan Moslem League of Nawaz Sharif': 'of' after an organisation's word, then a given name and a
 * surname that end the run, names the organisation's leader, no part of its name.
 */
function personAfterOf(doc: Doc, k: number, e: number): boolean {
  const toks = doc.tokens;
  const rest = toks.slice(k + 1, e);
  if (rest.length < 2 || rest.length > 3) return false;
  // ('the Motherland Party of Mesut Yilmaz': after a party, two words no list knows, neither English, nor a
  // place, nor shaped as a programme's adjective or abstract noun, are its leader's names too; 'Party of
  // Democratic Socialism', 'Liberal Party of Gibraltar' stay whole.)
  const leaderOfParty =
    toks[k - 1]!.lower === 'party' &&
    rest.length === 2 &&
    !rest.some((t) => isKnownPlace(t.lower) || DEMONYMS.has(t.lower) || PROGRAMME_WORD.test(t.lower)) &&
    !isKnownPlace(spanKey(doc, k + 1, e));
  if (!isGiven(rest[0]!) && !leaderOfParty) return false;
  return rest.every(
    (t) =>
      t.kind === 'word' &&
      t.cap &&
      !t.allCaps &&
      !isCommonWord(t.lower) &&
      !ORG_SUFFIXES.has(t.lower) &&
      !LOC_SUFFIXES.has(t.lower),
  );
}

/** A lower-case connector ('and', 'or', 'of') or an ampersand between two names. */
function isJoiningWord(t: Token): boolean {
  return t.text === '&' || (t.kind === 'word' && !t.cap && CONNECTORS.has(t.lower));
}

/** Sentence-initial common words: 'Striker Kwame Asante', 'Residents of Wendover County', 'In London'. */
function dropSentenceInitialWord(
  doc: Doc,
  s: number,
  e: number,
  title: string | undefined,
  out: Span[],
): boolean {
  const toks = doc.tokens;
  const t0 = toks[s]!;
  if (!t0.sentStart || t0.noCase || e - s <= 1) return false;
  // ('Mother Teresa , 86 ,': a religious name, the address and one given name, keeps its address.)
  if (e - s === 2 && RELIGIOUS_ADDRESSES.has(t0.lower) && isGiven(toks[s + 1]!)) return false;
  if (t0.lower === 'the' && THE_PLACES.has(spanKey(doc, s + 1, e))) return false;
  const next = toks[s + 1]!;
  // ('Excluding Brand's 15.9 points': a verb form opening the sentence.)
  const verbForm = /(?:ing|ed)$/.test(t0.lower) && t0.lower.length >= 6 && isCommonWord(t0.lower);
  const common =
    (isCommonWord(t0.lower) || isRoleNoun(t0.lower)) &&
    !ORG_HEADS.has(t0.lower) &&
    !LOC_PREFIXES.has(t0.lower) &&
    !NAME_PARTICLES.has(t0.lower);
  // ('Food and Drug Administration said…': an organisation whose name joins two ordinary words opens the
  // sentence; 'Residents of Wendover County' does not.)
  const joinedOrganisation =
    (next.lower === 'and' || next.text === '&') &&
    e - s >= 4 &&
    e - s <= 5 &&
    ORG_SUFFIXES.has(toks[e - 1]!.lower) &&
    !WEAK_ORG_SUFFIXES.has(toks[e - 1]!.lower);
  // ('Bill de Blasio said': a given name before a name particle opens a person's name, not a sentence.)
  const givenBeforeParticle = GIVEN_NAMES.has(t0.lower) && NAME_PARTICLES.has(next.lower);
  const nextIsConnector =
    next.kind === 'word' &&
    !next.cap &&
    CONNECTORS.has(next.lower) &&
    !joinedOrganisation &&
    !givenBeforeParticle;
  const restLooksPersonal = GIVEN_NAMES.has(next.lower) || isTitleWord(next);
  // 'Top-ranked North Carolina', 'Third-seeded Kent': a hyphenated modifier of ordinary words or an ordinal
  // ending in a participle describes the name after it.
  const compoundModifier =
    t0.lower.includes('-') &&
    /(?:ed|ing)$/.test(t0.lower) &&
    t0.lower.split('-').every((p) => isCommonWord(p) || /^\d+(?:st|nd|rd|th)?$/.test(p));
  // ('Champions Ajax were held', 'Leaders Bayern lost': a match report's plural before a club is no part of it.)
  const teamNoun = doc.sports && TEAM_NOUNS.has(t0.lower);
  // ('Rival Phelps Dodge said': outside sport, a competitor's noun opening the sentence is no part of the name.)
  const competitorNoun = !doc.sports && COMPETITOR_NOUNS.has(t0.lower);
  if (
    !compoundModifier &&
    !teamNoun &&
    !competitorNoun &&
    (!common || !(FUNCTION_WORDS.has(t0.lower) || nextIsConnector || restLooksPersonal || verbForm))
  )
    return false;
  let k = s + 1;
  while (k < e && toks[k]!.kind === 'word' && !toks[k]!.cap && CONNECTORS.has(toks[k]!.lower)) k++;
  if (k >= e) return false;
  refine(doc, { s: k, e, ...(title ? { title } : {}) }, out);
  return true;
}

/**
 * A run holding two names is split at a possessive ("Conservative Party's Martin Crowe") or at a connector
 * ('Kent and Sussex', 'Amara Diallo of Senegal'), unless the whole run is one known name or the connector
 * is licensed by what surrounds it ("St Bartholomew's Hospital", 'Bank of England').
 */
function splitBetweenNames(doc: Doc, s: number, e: number, title: string | undefined, out: Span[]): boolean {
  const toks = doc.tokens;
  const lastLower = toks[e - 1]!.lower;
  const licensedByEnd = ORG_SUFFIXES.has(lastLower) || LOC_SUFFIXES.has(lastLower);
  const wholeKey = spanKey(doc, s, e);
  const wholeKnown =
    areaCandidates(placeKey(wholeKey)).length > 0 ||
    KNOWN_ORG_PHRASES.has(wholeKey.replace(/ /g, '_')) ||
    (e - s > 2 && (cityStats(placeKey(wholeKey))?.maxPopulation ?? 0) >= 1000);

  for (let k = s + 1; k < e - 1; k++) {
    const t = toks[k]!;
    if (t.text === "'s" || t.text === '’s') {
      // 'the Bloomington Sam's Club': a town run into a store named with a possessive is two names.
      // ("The Boston Herald's Michael Silverman": the possessive ends an organisation's name there.)
      if (
        licensedByEnd &&
        k - s >= 2 &&
        !ORG_SUFFIXES.has(toks[k - 1]!.lower) &&
        !LOC_SUFFIXES.has(toks[k - 1]!.lower) &&
        isKnownPlace(spanKey(doc, s, k - 1)) &&
        (GIVEN_NAMES.has(toks[k - 1]!.lower) || !isKnownPlace(toks[k - 1]!.lower)) &&
        !isCommonWord(toks[k - 1]!.lower)
      ) {
        refine(doc, { s, e: k - 1, ...(title ? { title } : {}) }, out);
        refine(doc, { s: k - 1, e }, out);
        return true;
      }
      // "Albany's First Street", "Britain's Labour Party": a known place's possessive before a name of two
      // words or more is the place, then the name ("St Bartholomew's Hospital" is no place's).
      const placeBefore = isKnownPlace(spanKey(doc, s, k)) && !ORG_HEADS.has(toks[s]!.lower);
      // "Arafat's Palestinian Authority", "Putin's Russian Orthodox Church": a name of two words or more
      // that opens with a nationality stands on its own; the possessive is its owner's, no part of it
      // ("Moody's Investors Service", "St Bartholomew's Hospital" are one name).
      const nationalNameAfter = e - k - 1 >= 2 && DEMONYMS.has(toks[k + 1]!.lower);
      // "Palin's Church Damaged In Suspicious Fire": in a headline in title case, one ordinary word after a
      // name's possessive (or one the document writes in lower case: 'the church') has its capital from the
      // headline, and is what the name owns ("Children's Hospital", "St Bartholomew's Hospital" keep theirs:
      // an ordinary word or a saint owns it).
      const headlineOwner =
        e - k - 1 === 1 &&
        toks[k + 1]!.noCase &&
        (isCommonWord(toks[k + 1]!.lower) || doc.lowerSeen.has(toks[k + 1]!.lower)) &&
        k - s === 1 &&
        !isCommonWord(toks[s]!.lower) &&
        !['st', 'saint', 'ste', 'san', 'santa'].includes(toks[s - 1]?.lower ?? '');
      // ("Irving Klaw's Movie Star News": a given name and a surname own what their possessive names.)
      const personBefore =
        k - s === 2 && GIVEN_NAMES.has(toks[s]!.lower) && !isCommonWord(toks[s + 1]!.lower) && e - k - 1 >= 2;
      if (
        licensedByEnd &&
        !GIVEN_NAMES.has(toks[k + 1]!.lower) &&
        !(placeBefore && e - k - 1 >= 2) &&
        !nationalNameAfter &&
        !headlineOwner &&
        !personBefore
      )
        continue;
      refine(doc, { s, e: k }, out);
      refine(doc, { s: k + 1, e }, out);
      return true;
    }
    if (t.kind !== 'word' || t.cap || !CONNECTORS.has(t.lower)) continue;
    if (wholeKnown) continue;
    if (t.lower === 'and') {
      // 'the U.S. Federal Reserve and the European Union': 'and the' between names joins two of them; in a
      // sports story so does 'and' between two single words ('Celtic and Rangers').
      // 'KLM and Northwest Airlines': an acronym alone before 'and' is a name of its own.
      const twoNames =
        toks[k + 1]?.lower === 'the' ||
        (doc.sports && k - s === 1 && e - k - 1 === 1 && toks[k + 1]!.cap) ||
        (k - s === 1 && toks[s]!.allCaps && /^[A-Z]{2,5}$/.test(toks[s]!.text) && e - k - 1 >= 2) ||
        // 'Japan Airlines and Deutsche Bank': an organisation word on each side, the right one led by a name.
        (k - s >= 2 &&
          e - k - 1 >= 2 &&
          ORG_SUFFIXES.has(toks[k - 1]!.lower) &&
          !WEAK_ORG_SUFFIXES.has(toks[k - 1]!.lower) &&
          ORG_SUFFIXES.has(toks[e - 1]!.lower) &&
          !ORG_SUFFIXES.has(toks[k + 1]!.lower) &&
          !ORG_HEADS.has(toks[k + 1]!.lower)) ||
        twoFirmsJoined(toks, s, k, e);
      if (!twoNames && andJoinsOneName(doc, s, k, e, licensedByEnd)) continue;
      splitAt(doc, s, k, e, title, out);
      return true;
    }
    if (t.lower === 'of' || t.lower === 'for' || t.lower === 'upon' || t.lower === 'on') {
      const before = toks[k - 1]!;
      const licensed =
        ORG_HEADS.has(before.lower) ||
        (t.lower === 'of' && BODY_HEADS_BEFORE_OF.has(before.lower)) ||
        (before.text === '.' && ORG_WORD_ABBREVIATIONS.has(toks[k - 2]?.lower ?? '')) ||
        ORG_SUFFIXES.has(before.lower) ||
        LOC_OF_HEADS.has(before.lower) ||
        (t.lower === 'of' && MONUMENT_OF_HEADS.has(before.lower)) ||
        (t.lower === 'upon' && e - s <= 4) ||
        ofAfterPurpose(toks, s, k);
      if (licensed && !(t.lower === 'of' && personAfterOf(doc, k, e))) continue;
      splitAt(doc, s, k, e, title, out);
      return true;
    }
  }
  return false;
}

/** 'Department of Health and Social Care' is one name; 'University of Cambridge and Imperial College' two. */
function andJoinsOneName(doc: Doc, s: number, k: number, e: number, licensedByEnd: boolean): boolean {
  const toks = doc.tokens;
  const lastLower = toks[e - 1]!.lower;
  const headOf = s + 1 < e && (ORG_HEADS.has(toks[s]!.lower) || isOrgHeadBeforeOf(doc, s, k));
  if (licensedByEnd && !LOC_SUFFIXES.has(lastLower)) return true;
  let rightHasOrgWord = false;
  for (let r = k + 1; r < e; r++) {
    const l = toks[r]!.lower;
    if ((ORG_SUFFIXES.has(l) && !WEAK_ORG_SUFFIXES.has(l)) || ORG_HEADS.has(l)) rightHasOrgWord = true;
  }
  return headOf && !rightHasOrgWord;
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
  // ('SS Brandon Wood', 'Mayor Mary Field': a given name and a surname that is also a place word are a name.)
  const personShaped =
    e - s === 2 && GIVEN_NAMES.has(doc.tokens[s]!.lower) && COMMON_SURNAMES.has(last) && doc.tokens[s]!.cap;
  if (LOC_SUFFIXES.has(last) && !personShaped) return true;
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

const ROMAN_RELIGION = new Set(['catholic', 'catholics', 'catholicism']);
