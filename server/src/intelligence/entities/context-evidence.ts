// Evidence from around a span, within its sentence: a title or role before it ('mayor', 'the chief executive
// of'), a preposition ('in', 'at'), an age or apposition after it (', 34,', ', a drone maker'), the verb or
// noun that follows ('said', 'shares'), a possessed noun ("'s lawyer", "'s economy"), an acronym in brackets.
// The rules add to the scores in a fixed order: the sums and the `explain` output depend on it.

import { isCommonWord, isRoleNoun } from './english';
import { areaCandidates, cityStats, placeCandidates, placeKey } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  CLAUSE_APPOSITION_NOUNS,
  COMPETITOR_NOUNS,
  DEMONYMS,
  FUNCTION_WORDS,
  LEADER_SEATS,
  LOC_OF_NOUNS,
  LOC_PREFIXES,
  LOC_PREPOSITIONS,
  LOC_SUFFIXES,
  NEWSPAPER_WORDS,
  ORG_RIGHT_NOUNS,
  ORG_SUFFIXES,
  PERSON_RIGHT_VERBS,
  POST_NOMINALS,
  ROMANCE_ARTICLES,
  ROMANCE_STREET_WORDS,
  SPEECH_VERBS,
  STATE_ABBREVIATIONS,
  STATE_INITIALS,
  TELLING_VERBS,
  TITLE_HEADS,
  TITLE_MODIFIERS,
  WEAK_ORG_SUFFIXES,
  WEEKDAYS_MONTHS,
} from './lexicon';
import {
  type Doc,
  inSentence,
  L,
  NAME_PARTICLES,
  O,
  P,
  type Span,
  sameLine,
  spanKey,
} from './recognition-document';
import type { Scores, SpanView } from './span-scores';
import { isCountryKey } from './sports-results';
import { CLUB_NAMES, CLUB_PREFIXES, CLUB_SUFFIXES, TEAM_NICKNAMES, TEAM_NOUNS } from './team-nicknames';
import type { Token } from './tokenize';

/** A city at least this big that 'said' something is its government speaking, not a person of that name. */
export const SPEAKING_CITY_POPULATION = 250_000;

const ORG_APPOSITION_NOUNS = new Set(
  `company firm maker manufacturer group charity organisation organization union retailer lender bank club
  developer insurer startup start-up provider operator agency body regulator team publisher newspaper broadcaster
  chain supplier producer airline carrier brand business conglomerate consultancy trust foundation party
  association society school university college hospital network platform subsidiary division outlet
  watchdog campaign campaigners institute council authority department ministry court brokerage
  commission cooperative co-op clinic facility`.split(/\s+/),
);
/** Parts of an organisation named in an apposition with 'of' what they belong to ('the political wing of'). */
const ORG_PART_NOUNS = new Set(['wing', 'arm', 'unit', 'branch', 'offshoot', 'affiliate']);
/** What is named after a saint: "St. Vincent's hospital", "St Mary's school". */
const SAINT_INSTITUTIONS = new Set(
  `hospital hospitals medical school college university academy church cathedral parish abbey priory`.split(
    /\s+/,
  ),
);
/** Words before 'named' that say people are named: 'both named', 'each named'. */
const NAMED_PEOPLE_WORDS = new Set(['both', 'each', 'all']);
/** 'fire departments', 'police service': a public service before its body. */
const SERVICE_WORDS = new Set(['fire', 'police', 'ambulance', 'rescue']);
const SERVICE_BODIES = new Set(['department', 'departments', 'service', 'services', 'district', 'districts']);
/** A partner in a venture ('its partner Anadarko'). */
const PARTNER_NOUNS = new Set(['partner', 'partners']);
/**
 * Trades a company is called by that a person may also follow ('oil explorer Lasmo', 'miner WMC'); a trade's
 * 'giant' ('gas giant Gazprom'); a 'regulator' before a name is the agency ('telecoms regulator Oftel'), though
 * the word is a person's role elsewhere.
 */
const COMPANY_TRADE_NOUNS = new Set(
  `explorer explorers miner miners refiner refiners brewer brewers shipper shippers exporter exporters importer
  importers distributor distributors utility utilities shipbuilder shipbuilders steelmaker giant giants
  regulator regulators`.split(/\s+/),
);
const PLACE_APPOSITION_NOUNS = new Set(
  `town city village county region country island suburb district port state province area capital resort
  hamlet borough parish municipality community settlement neighbourhood neighborhood enclave territory
  republic kingdom nation archipelago peninsula valley river lake mountain`.split(/\s+/),
);
const PERSON_POSSESSED = new Set(
  `lawyer lawyers barrister solicitor attorney wife husband son sons daughter daughters family mother father
  mom mum dad grandmother grandfather grandson granddaughter fiance fiancee
  brother sister death funeral career partner widow parents children friend friends girlfriend boyfriend
  home trial conviction sentence arrest resignation campaign spokesman spokeswoman aide aides predecessor
  successor biography memoir`.split(/\s+/),
);
const ORG_POSSESSED = new Set(
  `shares share stock chief board profits profit revenue revenues headquarters chairman chairwoman founder
  subsidiary staff employees products customers shareholders ceo executives executive annual sales factory
  plant plants stores branches website app platform members membership manifesto leader leadership
  accounts auditors investors bosses management officials president vice-president`.split(/\s+/),
);
const PLACE_POSSESSED = new Set(
  `foreign prime president government capital economy largest biggest population border borders coast army
  military parliament interior environment health finance defence defense minister ministry people streets
  regions cities towns north south east west northern southern eastern western national second third
  embassy ambassador king queen monarchy navy airspace territory waters citizens`.split(/\s+/),
);
/**
 * What only a nation or its leader has (not 'economy', 'streets': a town has those; not 'president', 'army':
 * a company or a movement may have those).
 */
const NATIONAL_POSSESSED = new Set(
  `foreign prime government parliament navy airspace embassy ambassador monarchy defence defense`.split(
    /\s+/,
  ),
);
/** A country, a region or a city of 100,000 people or more. */
/**
 * The population of the largest town that bears this very name, not as one of its other names (GeoNames
 * gives 'Manning' among the names of Wanning, a Chinese city of half a million).
 */
function namedCityPopulation(v: SpanView): number {
  let max = 0;
  for (const c of placeCandidates(v.pkey)) {
    if (c.kind === 'city' && placeKey(c.name) === v.pkey) max = Math.max(max, c.population ?? 0);
  }
  return max;
}
function ofNote(v: SpanView): boolean {
  return areaCandidates(v.pkey).length > 0 || (cityStats(v.pkey)?.maxPopulation ?? 0) >= 100_000;
}
const PLACE_RIGHT_NOUNS = new Set(
  `ward constituency district area region border coast county city town village suburb residents council
  countryside airport harbour harbor port seafront outskirts centre center street square avenue neighbors
  neighbours neighborhood neighbourhood prison jail crossing checkpoint complex building buildings compound`.split(
    /\s+/,
  ),
);
/** 'the Obama administration', 'the Bush presidency'. */
const PERSON_RIGHT_NOUNS = new Set(['administration', 'presidency']);
/**
 * Nouns a name may modify with an article before the whole ('a J. Edgar Hoover loyalist', 'a Nixon aide'):
 * the article is the noun's, so it says nothing against a person. Not evidence for one either: 'a Kremlin
 * loyalist', 'a White House aide' are as common.
 */
const FOLLOWER_NOUNS = new Set([
  'loyalist',
  'loyalists',
  'aide',
  'aides',
  'confidant',
  'confidante',
  'protege',
]);
const STAKE_WORDS = ['stake', 'stakes', 'shares', 'investment', 'holding', 'invested'];
/** A market report: its text speaks of shares and of the traders, dealers or brokers who deal in them. */
function marketReport(doc: Doc): boolean {
  const seen = doc.lowerSeen;
  return (
    (seen.has('shares') || seen.has('stocks')) &&
    (seen.has('traders') ||
      seen.has('dealers') ||
      seen.has('brokers') ||
      seen.has('dealer') ||
      seen.has('trader'))
  );
}
/** Verbs of a share price's move ('Sakura lost 20 yen'). */
const PRICE_MOVE_VERBS = new Set(
  'rose fell lost gained added slipped eased climbed dropped jumped firmed dipped shed slid surged tumbled advanced declined'.split(
    ' ',
  ),
);
/** What a share price moves by: a currency's small or main unit, a percentage. */
const PRICE_UNITS = new Set(
  `yen pence cents marks pfennigs pfennig francs centimes crowns ore lire pesos rupees baht ringgit rand
  markka markkaa guilders kroner kronor schillings percent pct`.split(/\s+/),
);
/** Shares of a company: 'percent of X', 'shares of X', 'stake of X'. */
const OWNED_SHARE_WORDS = new Set(['percent', 'pct', 'shares', 'stake', 'stakes']);
/** People who work at an organisation: 'analysts at X' (not 'residents at', 'fans at'). */
const WORKER_NOUNS = new Set(
  `analyst analysts economist economists strategist strategists trader traders dealer dealers banker bankers
  broker brokers executive executives official officials spokesman spokeswoman spokesperson researcher researchers
  scientist scientists engineer engineers employee employees worker workers manager managers director
  chairman chief staff`.split(/\s+/),
);
const BASED_WORDS = ['based', 'headquartered', 'located', 'born', 'situated', 'registered'];
/** Words before a sports club or a company it competes with: 'beat Millbrook', 'joined Kestrel'. */
const RIVAL_WORDS = [
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
  'defeated',
  'defeating',
  'overcame',
  'visit',
  'visits',
  // 'fuels Creighton past Drake', 'Colts Past Jags'.
  'past',
];
/** Verbs after a club's name in a sports story: 'Creighton defeated Drake'. */
const RESULT_VERBS = new Set(
  `beat beats defeated defeats edged edges routed thrashed drew draw lost loses won wins trailed trails
  improved advances advanced clinched signed`.split(/\s+/),
);
/**
 * What a club does with its players: 'New Orleans picked up DeShawn Wynn', 'Philadelphia waived him'. A town
 * does none of these in a sports story.
 */
const ROSTER_VERBS = new Set(
  `picked placed released waived acquired traded drafted claimed activated re-signed hired fired cut
  promoted demoted`.split(/\s+/),
);
/** Verbs that carry a team to a result: 'leading Indianapolis to a 20-13 victory', 'fuels Creighton past'. */
const CARRY_VERBS = new Set(
  `lead leads leading led guide guides guided guiding help helps helped helping power powers powered
  powering lift lifts lifted lifting propel propels propelled carry carries carried push pushes pushed
  fuel fuels fueled fuelled spark sparks sparked inspire inspires inspired`.split(/\s+/),
);
/** What a team is carried to: '... to a 20-13 victory', '... to eighth straight win'. */
const RESULT_NOUNS = new Set(
  `win wins victory victories title titles championship playoffs playoff berth upset sweep`.split(/\s+/),
);
const LOSS_NOUNS = new Set(['loss', 'losses', 'defeat', 'defeats']);
/** 'Jaguars fall to Indy', 'lost to Miami': the team a side loses to. */
const LOSE_VERBS = new Set(
  `fall falls fell falling lose loses lost losing bow bows bowed succumb succumbs succumbed`.split(/\s+/),
);
/** A company's outlets, after its name: 'a Wells Fargo branch', 'a Waitrose supermarket'. */
const OUTLET_NOUNS = new Set(
  'branch branches supermarket supermarkets store stores outlet outlets dealership showroom'.split(' '),
);
/** Plural place nouns right before names: 'in the villages Kavouhi and Zinabieh'. */
export const PLACE_PLURALS = new Set(
  `villages towns cities counties provinces regions districts states countries islands suburbs`.split(/\s+/),
);
/** 'City of Palmer', 'Town of Greenwich': a town's corporation, when it speaks. */
const MUNICIPAL_HEADS = new Set(['city', 'town', 'village', 'borough', 'county']);
/** Housing named after a person or a place: 'the Ida Yarbrough apartments', 'the Howard housing projects'. */
const HOUSING_NOUNS = new Set(['apartments', 'apartment', 'housing', 'condominium', 'condo']);
/**
 * What a club has and a town has not, after a possessive in a sports story: "New Orleans' season-finale",
 * "North Carolina's career scoring record" (a town has no career: its team has).
 */
const CLUB_POSSESSED = new Set(
  `season season-finale finale opener roster offense offence defense defence quarterback coach coaches
  lineup line-up fans locker bench starters franchise draft schedule rotation bullpen pitching batting
  receivers kicker goalkeeper squad players career record records`.split(/\s+/),
);
/** 'Top-ranked North Carolina', 'visiting Evansville', 'unbeaten Leeds': words that rank or host a team. */
const TEAM_MODIFIER =
  /^(?:(?:top|\d+(?:st|nd|rd|th)?|no\.?\d+)-ranked|ranked|visiting|unbeaten|undefeated|winless)$/;
const SPORT_NOUNS = new Set(
  `basketball football baseball hockey soccer rugby cricket team squad fans coach manager striker midfielder
  defender goalkeeper captain skipper boss supporters players player`.split(/\s+/),
);
/** Nouns of a publication or a broadcaster before its name ('the newspaper Eleftheros Typos'). */
const PUBLICATION_NOUNS = new Set(
  `newspaper newspapers magazine magazines tabloid tabloids broadsheet newsweekly periodical periodicals broadcaster journal`.split(
    /\s+/,
  ),
);
/** Nouns that make the name before them a publication: 'Vanity Fair magazine', 'a 2005 Vanity Fair article'. */
/** Written pieces a publication prints ('an article in Vanity Fair'); not 'story' or 'report' (of a place too). */
const WRITTEN_PIECES = new Set(['article', 'articles', 'interview', 'column', 'essay', 'editorial', 'piece']);
const PUBLICATION_AFTER_NAME = new Set(['magazine', 'newspaper', 'tabloid', 'daily', 'weekly', 'article']);
/** The same, but words that are adjectives or ordinary nouns too: only after an article or an adjective. */
const PUBLICATION_AFTER_DETERMINER = new Set(['daily', 'weekly', 'paper', 'monthly']);
const POSSESSIVE_DETERMINERS = new Set(['his', 'her', 'its', 'their', 'our', 'my', 'your']);
/** A person's possessives ('his rival'), not a firm's ('its rival'). */
const PERSONAL_POSSESSIVES = new Set(['his', 'her', 'our', 'my', 'your']);
const BE_FORMS = new Set(['is', 'was', 'are', 'were', 'been', 'remains', 'remained']);
const CLOSED_OPENED = new Set(['closed', 'barred', 'shut', 'reopened', 'opened', 'open', 'off-limits']);
const VISITOR_NOUNS = new Set([
  'tourists',
  'visitors',
  'sightseers',
  'pilgrims',
  'worshippers',
  'worshipers',
]);
const WIN_NOUNS = new Set(['win', 'victory', 'wins', 'victories', 'lead']);
const ARTICLES = ['a', 'an', 'the'];
/** 'ISNA news agency', 'a news service': what 'news' names before it. */
const NEWS_OUTLET_NOUNS = new Set([
  'agency',
  'service',
  'channel',
  'network',
  'website',
  'site',
  'outlet',
  'portal',
]);
/** Words that end an apposition's description: ', a spokeswoman for …' stops at 'for'. */
const APPOSITION_STOPS = ['of', 'for', 'at', 'in', 'with', 'from', 'based', 'who', 'which', 'that'];

export function contextEvidence(v: SpanView, acc: Scores): void {
  if (v.sp.title) acc.add(P, 7, `title(${v.sp.title})`);
  sourceBeforeDash(v, acc);
  wireDateline(v, acc);
  athleteOfCountry(v, acc);
  bracketedNicknameEvidence(v, acc);
  leftContextEvidence(v, acc);
  rightContextEvidence(v, acc);
  addressEvidence(v, acc);
  townFireServiceEvidence(v, acc);
  roleOfficeEvidence(v, acc);
}

/**
 * 'Crews from both Palmer Fire and the Mat-Su Central Fire Department': a town's name and 'Fire' without an
 * article is the town's fire department, as 'Boston Police' is its police (a person by the prior of two
 * capitalised words). With 'the' it is a fire named after a place ('the Camp Fire'), left alone.
 */
function townFireServiceEvidence(v: SpanView, acc: Scores): void {
  if (v.n !== 2 || v.ll !== 'fire') return;
  const before = v.doc.tokens[v.sp.s - 1]?.lower;
  if (before === 'the' || before === 'a' || before === 'an') return;
  const town = placeKey(v.l0);
  if (!cityStats(town) && !areaCandidates(town).length) return;
  acc.add(O, 4, 'town-fire-service');
}

/**
 * "The state's Fire Marshal's office", 'the County Auditor's office': a role without a name before "'s
 * office" is the office's holder as a body (an organisation, as 'the State Fire Marshal's Office' is); the
 * role had been a person by the prior of two capitalised words.
 */
function roleOfficeEvidence(v: SpanView, acc: Scores): void {
  const toks = v.doc.tokens;
  const last = toks[v.sp.e - 1]!;
  if (v.n < 2 || !TITLE_HEADS.has(last.lower.replace(/['’]s$/, ''))) return;
  if (GIVEN_NAMES.has(v.l0)) return;
  let k = v.sp.e;
  if (/^['’]s$/.test(toks[k]?.text ?? '')) k++;
  else if (/^['’]$/.test(toks[k]?.text ?? '') && toks[k + 1]?.lower === 's') k += 2;
  else if (!/['’]s$/.test(last.text)) return;
  const office = toks[k];
  if (office && !office.cap && OFFICE_NOUNS.has(office.lower)) acc.add(O, 4, 'role-office');
}
const OFFICE_NOUNS = new Set(['office', 'offices', 'department', 'bureau']);
/** A won-lost record at `i` ('15-1', '9-4'), then ')' or ',' and another record: no height and weight. */
function isRecordInBrackets(toks: Token[], i: number): boolean {
  const record = /^\d{1,2}-\d{1,2}$/;
  if (!record.test(toks[i]?.text ?? '')) return false;
  const after = toks[i + 1]?.text;
  return after === ')' || (after === ',' && record.test(toks[i + 2]?.text ?? ''));
}

/** The name ends in a major-league club's nickname ('New Orleans Saints', 'the Colts'). */
function endsInTeamNickname(v: SpanView): boolean {
  return v.n >= 2 && TEAM_NICKNAMES.has(v.ll);
}

/** Nouns whose 'in' takes what is felt or held for someone: 'interest in', 'faith in', 'confidence in'. */
const FEELING_IN_NOUNS = new Set([
  'interest',
  'interested',
  'faith',
  'confidence',
  'trust',
  'belief',
  'believe',
]);
/** Titles only a town's or a county's officers bear ('Palmer Mayor', 'Harrison County Sheriff'). */
const TOWN_OFFICER_TITLES = new Set([
  'mayor',
  'sheriff',
  'alderman',
  'selectman',
  'councilman',
  'councilwoman',
]);
/** Injuries a sports report writes in brackets after a player's name. */
const INJURIES = new Set(
  'knee ankle hamstring groin shoulder concussion back hip foot toe wrist elbow calf thigh neck quadriceps quad achilles ribs hand finger thumb chest oblique illness'.split(
    ' ',
  ),
);

/**
 * 'behavior that won him the nickname Oddfather', 'earned him the title "the Oddfather"', 'Gigante was also
 * nicknamed "The Oddfather"': a name given as a nickname is a word talked about, not a mention of anyone (ECB+
 * labels none; the unknown word had been an organisation by its priors). 'title' only after 'him' or 'her':
 * 'won the title' is a championship.
 */
export function isIntroducedNickname(doc: Doc, sp: Span): boolean {
  if (sp.e - sp.s > 3) return false;
  const toks = doc.tokens;
  let k = sp.s - 1;
  const skippable = (t: Token | undefined) => !!t && (NICKNAME_QUOTES.test(t.text) || t.lower === 'the');
  while (k >= 0 && sp.s - k <= 3 && skippable(toks[k])) k--;
  const noun = toks[k];
  if (!noun || noun.cap || noun.sentence !== toks[sp.s]!.sentence) return false;
  if (NICKNAME_NOUNS.has(noun.lower)) return true;
  if (noun.lower !== 'title') return false;
  for (let j = k - 1; j >= Math.max(0, k - 2); j--) if (HE_SHE.has(toks[j]!.lower)) return true;
  return false;
}
const NICKNAME_QUOTES = /^["“”'‘’]$/;
const NICKNAME_NOUNS = new Set(['nickname', 'nicknamed', 'moniker', 'sobriquet', 'epithet']);

/**
 * 'his apartment building on Central Park West', 'a townhouse on East 77th Street': what a building stands
 * on is a street, a place (the compass word had made 'Central Park West' a name).
 */
function addressEvidence(v: SpanView, acc: Scores): void {
  const toks = v.doc.tokens;
  const on = toks[v.sp.s - 1];
  const building = toks[v.sp.s - 2];
  if (on?.lower !== 'on' || on.cap || !building || building.cap || !BUILDING_NOUNS.has(building.lower))
    return;
  acc.add(L, 3, `building-on(${building.lower})`);
}
const BUILDING_NOUNS = new Set(
  `building buildings apartment apartments house houses home homes townhouse mansion brownstone office offices
  store shop restaurant hotel`.split(/\s+/),
);

/**
 * 'Picabo Street of the United States', "Germany 's Katja Seizinger": in a sports story, two or three
 * capitalised words with a country after 'of' or before "'s" are an athlete ('Street' had made a place). A
 * club's own words still outweigh this ("Spain 's Real Madrid").
 */
function athleteOfCountry(v: SpanView, acc: Scores): void {
  const { doc, sp, n } = v;
  if (!doc.sports || n < 2 || n > 3 || doc.tokens[sp.s - 1]?.lower === 'the') return;
  // (A club's words: 'Real Madrid', 'Hamburg SV', 'Aston Villa FC'.)
  if (CLUB_PREFIXES.has(v.l0) || CLUB_NAMES.has(v.l0) || CLUB_SUFFIXES.has(v.ll) || ORG_SUFFIXES.has(v.ll))
    return;
  const toks = doc.tokens;
  const countryAt = (s: number, e: number) => s >= 0 && e <= toks.length && isCountryKey(spanKey(doc, s, e));
  let k = sp.e + 1;
  if (toks[k]?.lower === 'the') k++;
  const after = toks[sp.e]?.lower === 'of' && (countryAt(k, k + 1) || countryAt(k, k + 2));
  // (Wire copy spaces the possessive off its name: "Germany 's" is read as "'" and 's'.)
  let p = sp.s - 1;
  if (toks[p]?.text === 's' && /^['’]$/.test(toks[p - 1]?.text ?? '')) p--;
  else if (!/^['’]s$/.test(toks[p]?.text ?? '')) p = -1;
  const before = p > 0 && (countryAt(p - 1, p) || countryAt(p - 2, p));
  if (after || before) acc.add(P, 5, 'athlete-of-country');
}

/** A wire date: '1996-12-23'. */
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'SOFIA 1996-12-23', 'MALMO , Sweden 1996-12-01': a known place right before an agency's date, or before
 * its region or country and the date, is the dateline's place (Sofia is also a given name, Malmo a surname).
 */
function wireDateline(v: SpanView, acc: Scores): void {
  const toks = v.doc.tokens;
  const { e } = v.sp;
  let k = e;
  if (toks[k]?.text === ',') {
    k++;
    while (k < toks.length && k - e <= 4 && toks[k]!.kind === 'word' && toks[k]!.cap) k++;
  }
  if (!WIRE_DATE.test(toks[k]?.text ?? '') || (k > e && k === e + 1)) return;
  if (!areaCandidates(v.pkey).length && !cityStats(v.pkey)) return;
  acc.add(L, 4, 'dateline');
  acc.strong = true;
}

/**
 * 'Adam (Pacman) Jones', 'slain Kimani (Kiki) Gray': a given name, a nickname in brackets and a surname are
 * a person's three names (ECB+ labels each one a person), wherever the sentence puts them.
 */
function bracketedNicknameEvidence(v: SpanView, acc: Scores): void {
  const toks = v.doc.tokens;
  const { s, e } = v.sp;
  let open = -1;
  if (toks[e]?.text === '(') open = e;
  else if (toks[s - 1]?.text === '(') open = s - 1;
  else if (toks[s - 1]?.text === ')') {
    for (let k = s - 3; k >= s - 5 && k >= 0; k--) if (toks[k]!.text === '(') open = k;
  }
  if (open < 0) return;
  const close = nicknameInBrackets(toks, open);
  // ('John (Smith) Corp': a span ending in an organisation's or a place's word is no part of a person.)
  if (close === undefined || ORG_SUFFIXES.has(v.ll) || LOC_SUFFIXES.has(v.ll)) return;
  // The span is the given name, the nickname or the surname.
  if (open === e || (open === s - 1 && close === e) || close === s - 1) acc.add(P, 4, 'bracketed-nickname');
}

/** Where ')' closes a nickname opened at `open` between a given name and a surname, if it does. */
function nicknameInBrackets(toks: Token[], open: number): number | undefined {
  const given = toks[open - 1];
  if (given?.kind !== 'word' || !given.cap || given.allCaps || !GIVEN_NAMES.has(given.lower))
    return undefined;
  let close = open + 1;
  while (close < open + 4 && isMixedCaseWord(toks[close])) close++;
  if (close === open + 1 || toks[close]?.text !== ')') return undefined;
  const surname = toks[close + 1];
  if (!isMixedCaseWord(surname) || !sameLine(given, surname) || ORG_SUFFIXES.has(surname.lower))
    return undefined;
  // ("Gray'didn't", a quotation glued to the name: an apostrophe inside a surname opens a capital, 'O'Brien'.)
  return /['’](?!\p{Lu})/u.test(surname.text) ? undefined : close;
}

function isMixedCaseWord(t: Token | undefined): t is Token {
  return t?.kind === 'word' && t.cap && !t.allCaps && !t.noCase;
}

function leftContextEvidence(v: SpanView, acc: Scores): void {
  const { doc, sp, first, n, w0 } = v;
  const toks = doc.tokens;
  const prev = toks[sp.s - 1];
  const prev2 = toks[sp.s - 2];
  const sentence = first.sentence;
  if (prev && inSentence(prev, sentence) && prev.kind === 'word' && !prev.cap) {
    wordBeforeEvidence(v, prev, prev2, toks[sp.s - 3], acc);
  }
  // 'Rival Whirlpool made similar cuts', 'its lead over rival Perodua': outside sport a rival named without a
  // given name is a firm ('his rival Ion Iliescu' is a person's); the noun may open the sentence.
  if (
    prev &&
    inSentence(prev, sentence) &&
    prev.kind === 'word' &&
    (!prev.cap || prev.sentStart) &&
    COMPETITOR_NOUNS.has(prev.lower) &&
    !doc.sports &&
    !GIVEN_NAMES.has(v.l0) &&
    !PERSONAL_POSSESSIVES.has(prev2?.lower ?? '') &&
    !areaCandidates(v.pkey).length
  )
    acc.add(O, 4, `competitor-before(${prev.lower})`);
  // 'made up The Post's investigative duo', 'told The Times': a capitalised 'The' inside a sentence before a
  // newspaper's word is the paper's own title.
  if (
    prev &&
    inSentence(prev, sentence) &&
    prev.lower === 'the' &&
    prev.cap &&
    !prev.sentStart &&
    n === 1 &&
    (NEWSPAPER_WORDS.has(v.l0) || v.l0 === 'news')
  )
    acc.add(O, 4, 'the-paper');
  // '10-year-old Kathina Thomas', '16 year-old Jerymayne Timmons', '43 - year - old Yvonne Hiller': an age.
  // (Not 'a 57-year-old Wasilla woman': there the age goes with the noun after the name.)
  const after = toks[sp.e];
  const describesNoun = after?.kind === 'word' && !after.cap && PEOPLE_NOUNS.has(after.lower);
  if (prev && inSentence(prev, sentence) && ageBefore(toks, sp.s) && !describesNoun)
    acc.add(P, 4, 'age-before');
  // 'Top-ranked North Carolina waited', 'beat visiting Evansville': a ranked or visiting town is its team
  // (the modifier may open the sentence, so its case says nothing).
  if (
    prev &&
    inSentence(prev, sentence) &&
    prev.kind === 'word' &&
    TEAM_MODIFIER.test(prev.lower) &&
    townAsClub(v)
  )
    acc.add(O, 6.5, `team-modifier(${prev.lower})`);
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
  // 'a wife and a mistress, both named Olympia', 'a woman named Olympia': one word named after people is a
  // given name, whatever town bears it ('the committee named Boston' is another verb).
  // ('both his wife and his mistress were named Olympia': people in the subject of 'were named', a few words
  // back; 'the city was named Olympia' stays the place.)
  const namesPeople = (t: Token | undefined) =>
    t?.kind === 'word' && (NAMED_PEOPLE_WORDS.has(t.lower) || isRoleNoun(t.lower));
  const subjectNamesPeople =
    BE_FORMS.has(prev2?.lower ?? '') &&
    toks.slice(Math.max(0, sp.s - 8), sp.s - 2).some((t) => t.sentence === sentence && namesPeople(t));
  if (
    n === 1 &&
    prev?.lower === 'named' &&
    inSentence(prev, sentence) &&
    (namesPeople(prev2) || subjectNamesPeople)
  )
    acc.add(P, 4, 'named-person');
  if (
    prev &&
    (prev.text === "'s" || prev.text === '’s') &&
    prev2 &&
    doc.sports &&
    isClubNicknameAt(toks, sp.s, sentence) &&
    toks.slice(sp.s, sp.e).every((t) => t.cap && !t.allCaps) &&
    (areaCandidates(placeKey(prev2.lower)).length > 0 || cityStats(placeKey(prev2.lower)) !== undefined)
  )
    acc.add(O, 6, 'nickname-of-town');
  if (prev && prev.text === '(' && prev2) {
    // '... Area Transit (MAT)': handled by memory; a bracketed acronym is most often an organisation.
    if (w0.allCaps && n === 1) acc.add(O, 1, 'bracketed-acronym');
    // 'LONDON, Oct 13 (Reuters) -', 'MILLBROOK, Oct 13 (Northern Wire) -': the agency credit of a dateline.
    const month = toks[sp.s - 3];
    const dash = toks[sp.e + 1];
    if (
      prev2.kind === 'num' &&
      month?.kind === 'word' &&
      WEEKDAYS_MONTHS.has(month.lower.replace(/\.$/, '')) &&
      toks[sp.e]?.text === ')' &&
      dash !== undefined &&
      /^[-–—]$/.test(dash.text)
    ) {
      acc.add(O, 6, 'dateline-credit');
      acc.strong = true;
    }
  }
}

/** The lower-case word right before the span, and the one or two before that. */
/** Words of saying right before 'to <name>': 'spoke to People', 'in comments to Time'. */
const SAID_TO_WORDS = new Set(
  `said spoke speaking talked talking explained confessed confirmed revealed statement statements comments
  remarks interview interviews`.split(/\s+/),
);
/** 'described herself to People', 'explained it to Time': a verb of saying and its object before 'to'. */
const SAID_OBJECT_TO_VERBS = new Set(`said described explained revealed confirmed confessed`.split(/\s+/));
const SAID_OBJECTS = new Set(`herself himself themselves itself it this that`.split(/\s+/));
/** 'a statement released to People', 'comments given to Time'. */
const STATEMENT_NOUNS = new Set(`statement statements comments remarks interview interviews`.split(/\s+/));
const GIVEN_VERBS = new Set(`released given made issued sent`.split(/\s+/));

/** Whether the 'to' at `k` ends a saying: 'spoke to', 'described herself to', 'a statement released to'. */
function saidTo(toks: readonly Token[], k: number): boolean {
  const w = (i: number) =>
    toks[i]?.kind === 'word' && toks[i]!.sentence === toks[k]!.sentence ? toks[i]!.lower : '';
  if (SAID_TO_WORDS.has(w(k - 1))) return true;
  if (SAID_OBJECTS.has(w(k - 1)) && SAID_OBJECT_TO_VERBS.has(w(k - 2))) return true;
  return GIVEN_VERBS.has(w(k - 1)) && STATEMENT_NOUNS.has(w(k - 2));
}

const MEMBER_NOUNS = new Set(['member', 'members', 'membership']);

/** 'members of (the) (one lower-case word) <span>': the span is what the members belong to. */
function membersOfBefore(tokens: readonly Token[], start: number): boolean {
  let k = start - 1;
  if (
    tokens[k]?.kind === 'word' &&
    !tokens[k]!.cap &&
    tokens[k]!.lower !== 'the' &&
    tokens[k]!.lower !== 'of'
  )
    k--;
  if (tokens[k]?.lower === 'the') k--;
  return tokens[k]?.lower === 'of' && MEMBER_NOUNS.has(tokens[k - 1]?.lower ?? '');
}

/** Market workers whose firm follows their name ('Analyst Simon Knight at Kleinwort Benson'). */
const MARKET_WORKERS = new Set(
  `analyst analysts economist economists strategist strategists trader traders dealer dealers broker brokers
  banker bankers`.split(/\s+/),
);

/**
 * 'Analyst Simon Knight at': the preposition at index k follows a capitalised name of two to four words
 * (initials allowed) that a market worker's noun opens.
 */
function marketWorkerNameBefore(tokens: readonly Token[], k: number): boolean {
  let i = k - 1;
  const end = i;
  while (
    i >= 0 &&
    i > end - 4 &&
    tokens[i]!.kind === 'word' &&
    tokens[i]!.cap &&
    !MARKET_WORKERS.has(tokens[i]!.lower)
  )
    i--;
  if (end - i < 2) return false;
  const noun = tokens[i];
  return noun !== undefined && noun.kind === 'word' && MARKET_WORKERS.has(noun.lower);
}

function wordBeforeEvidence(
  v: SpanView,
  prev: Token,
  prev2: Token | undefined,
  prev3: Token | undefined,
  acc: Scores,
): void {
  const { sp, n } = v;
  const pl = prev.lower;
  // ("the European Union's executive Commission": a lone organisation word after a role is the body.)
  const orgWordAlone = n === 1 && ORG_SUFFIXES.has(v.l0) && !WEAK_ORG_SUFFIXES.has(v.l0);
  // 'members of the radical Weather Underground', 'a member of Hamas': what has members is an organisation,
  // and a word between ('radical') is its adjective, not a person's role.
  const membersOf = membersOfBefore(v.doc.tokens, sp.s);
  if (membersOf) acc.add(O, 4, 'members-of');
  // ('leaders Juventus , who won 2-0': in a match report a plural before the name makes it a team.)
  // ('British oil explorer Lasmo', 'Australian miner WMC': trades a company is called by, which also name a
  // person's work, 'coal miner John Gray', so not before a given name.)
  // ('its partner Anadarko', 'with partners Iberdrola and RBS': a firm's partner, or partners joined in a
  // venture, named without a given name, are firms.)
  const trade =
    (COMPANY_TRADE_NOUNS.has(pl) ||
      (PARTNER_NOUNS.has(pl) && (prev2?.lower === 'its' || prev2?.lower === 'with'))) &&
    !GIVEN_NAMES.has(v.l0) &&
    !ofNote(v);
  if (v.doc.sports && TEAM_NOUNS.has(pl) && !sp.title) acc.add(O, 4, `team-noun-before(${pl})`);
  else if (trade) acc.add(O, 4, `company-trade-before(${pl})`);
  // ('the defending Super Bowl champion New Orleans Saints': a club's nickname ends the name.)
  else if (isRoleNoun(pl) && !sp.title && !orgWordAlone && !membersOf && !endsInTeamNickname(v))
    acc.add(P, 3.5, `role-before(${pl})`);
  if (isRoleNoun(pl) && orgWordAlone) acc.add(O, 3, `body-after-role(${pl})`);
  // 'Dutch bank Rabobank', 'carmaker Fiat', 'the airline Qantas': a kind of organisation before a name.
  if (ORG_APPOSITION_NOUNS.has(pl) || (pl.length > 6 && pl.endsWith('maker')))
    acc.add(O, 4, `org-kind-before(${pl})`);
  // 'the conservative daily Eleftheros Typos', 'the magazine Der Spiegel', 'the paper Le Monde': a name right
  // after a noun of publication is the publication, whatever its words look like (a given name, a place).
  // ('daily', 'weekly' and 'paper' are that noun only after an article or an adjective: not 'his daily Mass'.)
  if (
    (PUBLICATION_NOUNS.has(pl) && !ORG_APPOSITION_NOUNS.has(pl)) ||
    (PUBLICATION_AFTER_DETERMINER.has(pl) &&
      prev2?.kind === 'word' &&
      (!prev2.cap || prev2.sentStart) &&
      !POSSESSIVE_DETERMINERS.has(prev2.lower) &&
      (ARTICLES.includes(prev2.lower) || !FUNCTION_WORDS.has(prev2.lower)))
  )
    acc.add(O, 5, `publication-before(${pl})`);
  // 'an article in Vanity Fair', 'an interview in Rolling Stone', 'the pages of Vanity Fair': what prints a
  // written piece is a publication, when no place bears the name ('an article in Boston' stays the city).
  if (
    ((pl === 'in' && WRITTEN_PIECES.has(prev2?.lower ?? '')) || (pl === 'of' && prev2?.lower === 'pages')) &&
    !areaCandidates(v.pkey).length &&
    !cityStats(v.pkey)
  )
    acc.add(O, 5, `piece-in-publication(${prev2!.lower})`);
  const w = LOC_PREPOSITIONS[pl];
  // ("appeared in Madonna's video": the preposition governs what the name owns, not the name; a place's
  // own possessions speak for it: "in Britain's north", PLACE_POSSESSED.)
  const after = v.doc.tokens[sp.e];
  // ("in Playboy's January 1955 centerfold": a month or a day after the possessive dates what it owns.)
  const owned = v.doc.tokens[sp.e + 1];
  const owner =
    ((after?.text === "'s" || after?.text === '’s') &&
      owned?.kind === 'word' &&
      (!owned.cap || WEEKDAYS_MONTHS.has(owned.lower))) ||
    coOwner(v.doc.tokens, sp.e);
  // ('their interest in Teixeira', 'faith in Obama': 'in' after such a noun takes what it is felt for.)
  const feltFor = pl === 'in' && FEELING_IN_NOUNS.has(prev2?.lower ?? '');
  if (w && !owner && !feltFor && !rangeOfNonPlaces(v.doc, sp.s, sp.e, pl)) acc.add(L, w, `prep(${pl})`);
  if (pl === 'at') acc.add(O, 0.8, 'at');
  // (Not 'officials at the White House': people work at an organisation.)
  if (
    BUILDING_ORGS.has(v.key) &&
    (AT_BUILDING.has(pl) || (pl === 'the' && prev2 !== undefined && AT_BUILDING.has(prev2.lower))) &&
    !(prev3 && WORKER_NOUNS.has(prev3.lower)) &&
    !(prev2 && WORKER_NOUNS.has(prev2.lower))
  )
    acc.add(L, 5, 'at-building');
  // 'the mayor of X', 'chief executive of X', 'spokeswoman for X'.
  const before = prev2?.lower === 'the' ? prev3 : prev2;
  if ((pl === 'of' || pl === 'for') && before && before.kind === 'word' && !before.cap) {
    // ('the government of Costas Karamanlis', 'the administration of Barack Obama': a leader's, not a place's.)
    if (pl === 'of' && LEADER_OF_NOUNS.has(before.lower) && isPersonShaped(v))
      acc.add(P, 3, `leader-of(${before.lower})`);
    else if (pl === 'of' && LOC_OF_NOUNS.has(before.lower)) acc.add(L, 3, `of-place(${before.lower})`);
    // 'a friend of Lucky Luciano', 'the son of ...': kin and friends are a person's (not 'a son of Detroit': a
    // place of note is a home town).
    else if (pl === 'of' && KIN_NOUNS.has(before.lower)) {
      if (!ofNote(v)) acc.add(P, 3, `kin-of(${before.lower})`);
    } else if (isRoleNoun(before.lower)) acc.add(O, 3, `role-of(${before.lower})`);
  }
  // 'Chirac met Kohl', 'met with Arafat', 'married Lopez': one name after a verb whose object is a person,
  // with no noun after it ('met Toyota officials' met the officials), outside sport (clubs meet clubs).
  const personVerb = pl === 'with' && prev2 !== undefined && !prev2.cap ? prev2.lower : pl;
  const afterName = v.doc.tokens[sp.e];
  const nounAfter =
    afterName?.kind === 'word' &&
    !afterName.cap &&
    !FUNCTION_WORDS.has(afterName.lower) &&
    afterName.lower !== "'s";
  if (n === 1 && PERSON_OBJECT_VERBS.has(personVerb) && !nounAfter && !v.doc.sports && !isCommonWord(v.l0))
    acc.add(P, 1.5, `person-object(${personVerb})`);
  // 'in the villages Kavouhi and Zinabieh': names right after a plural place noun.
  if (PLACE_PLURALS.has(pl)) acc.add(L, 3, `place-plural(${pl})`);
  // 'according to the City of Palmer': a town's corporation as the source of a statement.
  const source = pl === 'to' ? prev2 : pl === 'the' && prev2?.lower === 'to' ? prev3 : undefined;
  if (source?.lower === 'according' && MUNICIPAL_HEADS.has(v.l0) && v.doc.tokens[sp.s + 1]?.lower === 'of')
    acc.add(O, 5, 'municipal-source');
  // 'the villages of Zainabieh and Koohi': the second name of a pair after 'of <places>' is a place too.
  if (pl === 'and' && placesOfBefore(v.doc, v.sp.s - 1)) acc.add(L, 3, 'and-place-of');
  // 'analysts at Merrill Lynch', 'an economist at Barclays': people work at an organisation.
  if (
    pl === 'at' &&
    prev2 &&
    prev2.kind === 'word' &&
    (!prev2.cap || prev2.sentStart) &&
    WORKER_NOUNS.has(prev2.lower)
  )
    acc.add(O, 4, `works-at(${prev2.lower})`);
  // 'Analyst Simon Knight at Kleinwort Benson said', 'Analyst Peter Ekberg of Aragon Fondkommission': the firm
  // after a market worker's name (a town of note stays a place: 'a trader in London' is written with 'in').
  if ((pl === 'at' || pl === 'of') && marketWorkerNameBefore(v.doc.tokens, sp.s - 1) && !ofNote(v))
    acc.add(O, 4, `works-at-after-name(${pl})`);
  if (pl === 'in' && prev2 && STAKE_WORDS.includes(prev2.lower)) {
    acc.add(O, 3, 'stake-in');
  }
  // 'owns 60 percent of Tetley', 'shares of Telesp rose': what a share of is owned is a company.
  if (pl === 'of' && prev2 && !prev2.cap && OWNED_SHARE_WORDS.has(prev2.lower)) acc.add(O, 3, 'share-of');
  if (pl === 'in' && prev2 && BASED_WORDS.includes(prev2.lower)) {
    acc.add(L, 2.5, 'based-in');
  }
  if (SPEECH_VERBS.has(pl)) acc.add(P, n >= 2 ? 2.5 : 2, 'said-before');
  // 'told Riverside 7': a channel number in a name told something is a broadcaster (candidate-spans.ts).
  if (TELLING_VERBS.has(pl)) {
    if (v.doc.tokens.slice(v.sp.s, v.sp.e).some((t) => t.kind === 'num')) acc.add(O, 6, 'told-channel');
    // 'told People', 'told Time': a capitalised ordinary word that is no given name is a publication.
    else if (n === 1 && !v.w0.sentStart && isCommonWord(v.l0) && !GIVEN_NAMES.has(v.l0))
      acc.add(O, 4, 'told-publication');
  }
  // 'a statement released to People', 'described herself to People': what is said to a capitalised ordinary
  // word is said to a publication, not to a place.
  if (pl === 'to' && n === 1 && !v.w0.sentStart && isCommonWord(v.l0) && !GIVEN_NAMES.has(v.l0)) {
    if (saidTo(v.doc.tokens, sp.s - 1)) acc.add(O, 4, 'said-to-publication');
  }
  // 'the Watergate', 'a Rite Aid': an article before a capitalised name rarely precedes a person.
  // ('the Obama administration', 'the Watergate complex': the article belongs to the noun after the name.)
  if (
    (pl === 'the' || pl === 'a' || pl === 'an') &&
    !articleOfNounAfter(v.doc.tokens[sp.e]) &&
    !beforeLeaderSeat(v)
  ) {
    acc.add(P, -2, 'the-before');
    acc.add(O, 1, 'the-before');
  }
  // In a sports story a town's name after 'beat' or 'against' is its club (a country stays a place:
  // the national team, as the CoNLL conventions have it).
  const club = townAsClub(v);
  if (RIVAL_WORDS.includes(pl)) acc.add(O, club ? 6.5 : 0.8, 'rival');
  // 'Feyenoord drew with Vitesse', 'tied with Tulsa': the other side of a draw, in a sports story.
  if (pl === 'with' && prev2 && ['drew', 'draw', 'drawn', 'tied'].includes(prev2.lower) && v.doc.sports)
    acc.add(O, club ? 6.5 : 3, 'drew-with');
  // 'drew 0-0 at home to Hibernian': the visiting side, in a sports story.
  if (pl === 'to' && prev2?.lower === 'home' && prev3?.lower === 'at' && v.doc.sports)
    acc.add(O, club ? 6.5 : 3, 'at-home-to');
  // ('an 85-68 win over DePaul', 'Win Over Drake': one word no town bears, in a sports story, is a side too;
  // 'a win over Monte Barrett' is a boxer's.)
  if (pl === 'over' && prev2 && WIN_NOUNS.has(prev2.lower) && (club || (v.doc.sports && v.n === 1)))
    acc.add(O, club ? 6.5 : 3, 'win-over');
  // 'a loss to Chicago', 'the Week 15 loss at Chicago', 'victory against Leeds', 'fall to Indy': the other team.
  if (
    club &&
    prev2 &&
    (((pl === 'to' || pl === 'against') && (WIN_NOUNS.has(prev2.lower) || LOSS_NOUNS.has(prev2.lower))) ||
      (pl === 'at' && LOSS_NOUNS.has(prev2.lower)) ||
      (pl === 'to' && LOSE_VERBS.has(prev2.lower)))
  )
    acc.add(O, 6.5, `result-${pl}`);
  // 'leading Indianapolis to a 20-13 victory', 'guides Indianapolis to eighth straight win'.
  if (club && CARRY_VERBS.has(pl) && carriedToResult(v.doc, v.sp.e)) acc.add(O, 6.5, `carried(${pl})`);
  if (['shares', 'stake'].includes(pl)) acc.add(O, 1.5, 'shares-in');
  romanceEvidence(v, prev, prev2, acc);
}

/**
 * 'everybody from Madonna to the Suicide Girls', 'a pass from Garrard to Dennis Northcutt': 'from X to Y' is a
 * range of places only when its other end is one ('from Thessaloniki to Athens', 'from Qeshm to Bandar Abbas'):
 * true when the name at s..e is one end of such a range and the other end is a capitalised name that is no
 * place (no country or region, no town of 1,000 people that is not a given name or a surname alone, no place's
 * word first or last). A range whose other end is in lower case ('from Kavouhi to nearby villages') is left to
 * the preposition as before.
 */
function rangeOfNonPlaces(doc: Doc, s: number, e: number, pl: string): boolean {
  const toks = doc.tokens;
  const sentence = toks[s]!.sentence;
  const isName = (t: Token | undefined) =>
    t !== undefined && t.kind === 'word' && t.cap && !t.noCase && t.sentence === sentence;
  let a: number;
  let b: number;
  if (pl === 'from') {
    if (toks[e]?.lower !== 'to' || toks[e]!.cap) return false;
    a = e + 1;
    if (toks[a]?.lower === 'the' && !toks[a]!.cap) a++;
    b = a;
    while (b < a + 4 && isName(toks[b])) b++;
  } else if (pl === 'to') {
    b = s - 1;
    a = b;
    while (a > b - 4 && isName(toks[a - 1])) a--;
    const from = a > 0 && toks[a - 1]?.lower === 'the' ? a - 2 : a - 1;
    if (toks[from]?.lower !== 'from' || toks[from]!.cap) return false;
  } else return false;
  if (b === a) return false;
  const names = toks.slice(a, b).map((t) => t.lower);
  const key = placeKey(names.join(' '));
  const placeLike =
    areaCandidates(key).length > 0 ||
    ((cityStats(key)?.maxPopulation ?? 0) >= 1000 &&
      !(names.length === 1 && (GIVEN_NAMES.has(key) || COMMON_SURNAMES.has(key)))) ||
    LOC_SUFFIXES.has(names[names.length - 1]!) ||
    LOC_PREFIXES.has(names[0]!);
  return !placeLike;
}

/**
 * 'in Woodward and Bernstein's 1974 book': the name is the first of two owners joined by 'and' (or '&'), the
 * second a capitalised name of one to three words followed by "'s" and a lower-case word or a number; the preposition
 * governs what they own, not the name.
 */
function coOwner(toks: Token[], e: number): boolean {
  const and = toks[e];
  if (!and || (and.lower !== 'and' && and.text !== '&') || and.cap) return false;
  let i = e + 1;
  while (i < e + 4 && toks[i]?.kind === 'word' && toks[i]!.cap) i++;
  if (i === e + 1) return false;
  const possessive = toks[i];
  const owned = toks[i + 1];
  return (
    (possessive?.text === "'s" || possessive?.text === '’s') &&
    (owned?.kind === 'num' || (owned?.kind === 'word' && !owned.cap))
  );
}

/** What a country has and its leader heads: 'the government of Greece', 'the government of Costas Karamanlis'. */
const LEADER_OF_NOUNS = new Set(['government', 'administration', 'regime', 'cabinet', 'presidency']);
/** Kin and friends: 'the son of X', 'a friend of X'. */
const KIN_NOUNS = new Set(
  `son sons daughter daughters father mother brother brothers sister sisters wife husband widow widower
  friend friends girlfriend boyfriend cousin nephew niece uncle aunt grandson granddaughter grandfather
  grandmother fiancee fiancé fiancée fiance stepson stepdaughter stepfather stepmother`.split(/\s+/),
);

/**
 * Two to four words shaped as a person's name and known to no gazetteer as a whole: a given name or a word
 * that is no English word opens it ('Costas Karamanlis', 'Barack Obama'; not 'New Zealand', 'Costa Rica',
 * 'Hong Kong': the gazetteer's; not 'Northern Cyprus': an English word), the other words are names too (a
 * particle may join them: 'Dominique de Villepin'), and no organisation's or place's word ends it.
 */
function isPersonShaped(v: SpanView): boolean {
  const { doc, words, n, w0 } = v;
  if (n < 2 || n > 4 || words.some((t) => !t.cap || t.allCaps || t.noCase)) return false;
  if (areaCandidates(v.pkey).length || cityStats(v.pkey) !== undefined) return false;
  if (ORG_SUFFIXES.has(v.ll) || LOC_SUFFIXES.has(v.ll)) return false;
  if (areaCandidates(v.l0).some((a) => a.kind === 'country') && !GIVEN_NAMES.has(v.l0)) return false;
  const plain = (t: Token) => !isCommonWord(t.lower) && !doc.lowerSeen.has(t.lower);
  return (
    (GIVEN_NAMES.has(w0.lower) || plain(w0)) &&
    words.slice(1).every((t) => plain(t) || COMMON_SURNAMES.has(t.lower) || /^\p{Lu}\.?$/u.test(t.text))
  );
}

/** Prepositions before a Romance article inside a lower-case phrase ('le pont de la Gare'). */
const ROMANCE_PREPOSITIONS = new Set(['de', 'à', 'a', 'en', 'por', 'da', 'di', 'dans', 'sur', 'par', 'con']);
/** Articles that already hold the preposition: 'du' = 'de le', 'del' = 'de el'. */
const ROMANCE_CONTRACTIONS = new Set(['du', 'des', 'del', 'della', 'dello']);

/**
 * A French or Spanish article's name. 'la rue Mill', 'la calle Mayor': the word after a street word names the
 * street. 'le pont de la Gare', 'le pont du Gard': a single name after an article in a lower-case phrase
 * names a place or thing; people's names take no article there ('Carlos de la Rosa' has a name before it).
 */
function romanceEvidence(v: SpanView, prev: Token, prev2: Token | undefined, acc: Scores): void {
  const lowerWord = (t: Token | undefined) => t !== undefined && t.kind === 'word' && !t.cap && !t.noCase;
  if (
    ROMANCE_STREET_WORDS.has(prev.lower) &&
    lowerWord(prev2) &&
    (ROMANCE_ARTICLES.has(prev2!.lower) || ROMANCE_PREPOSITIONS.has(prev2!.lower))
  ) {
    acc.add(L, 4, `street-word-before(${prev.lower})`);
    return;
  }
  if (
    v.n === 1 &&
    ROMANCE_ARTICLES.has(prev.lower) &&
    lowerWord(prev2) &&
    (ROMANCE_CONTRACTIONS.has(prev.lower) || ROMANCE_PREPOSITIONS.has(prev2!.lower))
  ) {
    acc.add(P, -2, 'romance-article-before');
    acc.add(L, 1.5, 'romance-article-before');
  }
}

const SCORE = /^\d{1,2}$/;
const SET_SCORE = /^[0-7]-[0-7]$/;
const isScore = (t: Token | undefined) => t !== undefined && t.kind === 'num' && SCORE.test(t.text);
const isNameWord = (t: Token | undefined) => t !== undefined && t.kind === 'word' && (t.cap || t.noCase);

/** 'A 2 B 1' around tokens s..e: a score after the span and a scored name before or after it. */
function inResultsPair(doc: Doc, s: number, e: number): boolean {
  const toks = doc.tokens;
  if (!isScore(toks[e])) return false;
  // As A: a name of up to three words after the score, then a score.
  if (isNameWord(toks[e + 1])) {
    for (let k = e + 2; k <= e + 4 && k < toks.length; k++) {
      if (isScore(toks[k])) return true;
      if (!isNameWord(toks[k])) break;
    }
  }
  // As B: a score right before the span, after a name.
  return isScore(toks[s - 1]) && isNameWord(toks[s - 2]);
}

/** Nouns for people that a place name may modify: 'a Wasilla woman', 'a New Bedford man'. */
const PEOPLE_NOUNS = new Set(
  `woman women man men boy boys girl girls resident residents teen teens teenager teenagers mother father
  son daughter native student students driver motorist couple child children baby toddler`.split(/\s+/),
);
/** A lower-case noun right after the name that the article before the name belongs to. */
/** One word no area bears, right before a seat of government ('Nixon' of 'the Nixon White House'). */
function beforeLeaderSeat(v: SpanView): boolean {
  if (v.n !== 1 || areaCandidates(v.pkey).length) return false;
  const e = v.sp.e;
  if (!v.doc.tokens[e]?.cap) return false;
  return LEADER_SEATS.some((seat) => {
    const end = e + seat.split(' ').length;
    return end <= v.doc.tokens.length && spanKey(v.doc, e, end) === seat;
  });
}

function articleOfNounAfter(t: Token | undefined): boolean {
  if (t?.kind !== 'word' || t.cap) return false;
  return (
    PERSON_RIGHT_NOUNS.has(t.lower) ||
    FOLLOWER_NOUNS.has(t.lower) ||
    PLACE_RIGHT_NOUNS.has(t.lower) ||
    PERIOD_NOUNS.has(t.lower) ||
    HOUSING_NOUNS.has(t.lower)
  );
}
/** 'the George Bush era', 'the Watergate scandal': nouns of a time or an event a name may modify. */
const PERIOD_NOUNS = new Set(['era', 'years', 'scandal', 'affair']);
/**
 * Organisations named after their building ('the White House said'): at, outside or inside it, the name is
 * the building ('the nominee was announced today at the White House').
 */
const BUILDING_ORGS = new Set([
  'white house',
  'kremlin',
  'pentagon',
  'elysee',
  'elysee palace',
  'downing street',
]);
const AT_BUILDING = new Set(['at', 'outside', 'inside', 'near', 'into']);

const AGE_UNIT = /^(?:year|month|week)s?$/;
/** 'N-year-old', 'N year-old' or 'N - year - old' right before token s. */
function ageBefore(toks: Token[], s: number): boolean {
  const prev = toks[s - 1]!;
  if (/(?:^|-)(?:year|month|week)s?-old$/.test(prev.lower)) return true;
  if (prev.lower !== 'old') return false;
  // ('34 - year old Zurana Horton': ECB+'s spaced hyphen before the unit, none after it.)
  if (AGE_UNIT.test(toks[s - 2]?.lower ?? '') && toks[s - 3]?.text === '-')
    return toks[s - 4]?.kind === 'num';
  return toks[s - 2]?.text === '-' && AGE_UNIT.test(toks[s - 3]?.lower ?? '');
}

/** Whether the name that ends right before token `and` (its index) follows 'of' after a place noun. */
function placesOfBefore(doc: Doc, and: number): boolean {
  const toks = doc.tokens;
  let k = and - 1;
  while (k >= 0 && k > and - 4 && toks[k]!.kind === 'word' && toks[k]!.cap) k--;
  if (k === and - 1 || k < 1) return false;
  const of = toks[k]!;
  if (of.kind === 'word' && !of.cap && PLACE_PLURALS.has(of.lower)) return true;
  const noun = toks[k - 1]!;
  return of.lower === 'of' && !of.cap && noun.kind === 'word' && !noun.cap && LOC_OF_NOUNS.has(noun.lower);
}

/** 'to a 20-13 victory', 'to eighth straight win', 'past Drake' from token i (after the carried team). */
function carriedToResult(doc: Doc, i: number): boolean {
  const toks = doc.tokens;
  const next = toks[i];
  if (!next) return false;
  if (next.lower === 'past' || next.lower === 'over') return true;
  if (next.lower !== 'to' && next.lower !== 'into') return false;
  for (let k = i + 1; k < Math.min(toks.length, i + 8); k++) {
    const t = toks[k]!;
    if (t.sentence !== next.sentence) return false;
    if (RESULT_NOUNS.has(t.lower)) return true;
    if (t.kind === 'punct' && t.text !== '-' && t.text !== '–') return false;
  }
  return false;
}

/** 'Purple Aces', 'Tar Heels' from token i: one or two capitalised words, the last a plural that is no surname. */
function isClubNicknameAt(toks: Token[], i: number, sentence: number): boolean {
  for (let k = i; k < i + 2; k++) {
    const t = toks[k];
    if (!inSentence(t, sentence) || t.kind !== 'word' || !t.cap || t.allCaps) return false;
    const after = toks[k + 1];
    const endsHere = !(after && after.kind === 'word' && after.cap && after.sentence === sentence);
    if (endsHere) return t.lower.length > 3 && t.lower.endsWith('s') && !COMMON_SURNAMES.has(t.lower);
  }
  return false;
}

/** Whether token i sits inside brackets opened on its line ('( Blake 34 , McGinlay 60 )'). */
function insideBrackets(toks: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k > i - 12; k--) {
    const t = toks[k]!;
    if (t.text === ')') return false;
    if (t.text === '(') return true;
  }
  return false;
}

/** In a sports story, a town or a region (not a country) may stand for its club. */
function townAsClub(v: SpanView): boolean {
  if (!v.doc.sports) return false;
  const areas = areaCandidates(v.pkey);
  if (areas.some((a) => a.kind === 'country')) return false;
  if (areas.length > 0 || cityStats(v.pkey) !== undefined) return true;
  // ('returned to action against Tampa Bay': a city and the bay it lies on name a club as the city does.)
  return v.n === 2 && v.ll === 'bay' && cityStats(placeKey(v.l0)) !== undefined;
}

/** What people do and towns or companies do not (a company meets targets: 'met' wants a person after it). */
const ACTING_VERBS = new Set(
  `met meets visited visits arrived arrives flew travelled traveled smiled laughed wept shrugged nodded sighed
  died resigned married testified pleaded apologised apologized phoned`.split(/\s+/),
);

/** 'Chirac met Kohl', 'met with', 'met the prime minister': the verb at `i` is something only people do. */
function personActs(toks: Token[], i: number): boolean {
  const verb = toks[i]!;
  if (!ACTING_VERBS.has(verb.lower)) return false;
  if (verb.lower !== 'met' && verb.lower !== 'meets') return true;
  const obj = toks[i + 1];
  if (obj === undefined || obj.sentence !== verb.sentence) return false;
  if (obj.lower === 'with' || (obj.cap && obj.kind === 'word')) return true;
  const noun = ['the', 'a', 'his', 'her'].includes(obj.lower) ? toks[i + 2] : undefined;
  // ('met the prime minister', 'met the French president'.)
  for (let k = i + 2; noun && k < i + 5; k++) if (toks[k] && isRoleNoun(toks[k]!.lower)) return true;
  return false;
}

/** Verbs whose object is a person: 'met Kohl', 'met with Arafat', 'married Lopez'. */
const PERSON_OBJECT_VERBS = new Set(
  `met meet meets meeting married marries marrying hugged phoned congratulated interviewed`.split(/\s+/),
);

/** Pronouns for a person; 'it', 'they' and theirs for anything else. */
const HE_SHE = new Set(['he', 'she', 'him', 'his', 'her', 'himself', 'herself']);
const IT_THEY = new Set(['it', 'its', 'itself', 'they', 'them', 'their', 'themselves']);
const QUOTE_MARKS = new Set(['"', '“', '”', '«', '»', "'", '‘', '’', ':']);

/** Auxiliaries and common verbs right after a subject ('Yeltsin was', 'Chernomyrdin met'). */
const SUBJECT_VERBS = new Set(
  `is was has had will would could can may might should must did does met went left came took gave made won
  lost got became remains remained`.split(/\s+/),
);

/**
 * A verb of the subject before it: a verb of saying or acting, or an auxiliary (not any form in -ed:
 * 'Nominee praised for her expertise' is passive).
 */
function isSubjectVerb(t: Token): boolean {
  const l = t.lower;
  return SPEECH_VERBS.has(l) || PERSON_RIGHT_VERBS.has(l) || SUBJECT_VERBS.has(l);
}

/** 'Charger says he…' beside 'San Diego Chargers': a word whose plural the document capitalises is a member. */
function pluralCapitalised(doc: Doc, v: SpanView): boolean {
  const plural = `${v.l0}s`;
  return doc.tokens.some((t) => t.cap && !t.sentStart && t.lower === plural);
}

/**
 * Whether the first third-person pronoun within a dozen tokens after `from`, in the sentence, is 'he' or
 * 'she' with no other name, quotation or 'it'/'they' before it.
 */
function heOrSheAfter(toks: Token[], from: number, sentence: number): boolean {
  for (let k = from; k < toks.length && k < from + 12; k++) {
    const t = toks[k]!;
    if (t.sentence !== sentence || QUOTE_MARKS.has(t.text)) return false;
    if (t.kind !== 'word') continue;
    if (t.cap && !t.sentStart) return false;
    if (HE_SHE.has(t.lower)) return true;
    if (IT_THEY.has(t.lower)) return false;
  }
  return false;
}

/**
 * 'said Palmer Public Safety Director Jon Owen', 'Palmer Fire Chief John McNutt': the words before a
 * capitalised title and a person's given name are the body the title belongs to, not a second person (a
 * place is left alone: 'Palmer Mayor DeLena Johnson' is the town's mayor).
 */
const PORTFOLIO_TITLES = new Set(['minister', 'secretary']);

function isTitleOwner(v: SpanView): boolean {
  const toks = v.doc.tokens;
  let k = v.sp.e;
  while (
    k < v.sp.e + 2 &&
    toks[k]?.cap &&
    (TITLE_HEADS.has(toks[k]!.lower) || TITLE_MODIFIERS.has(toks[k]!.lower))
  )
    k++;
  const given = toks[k];
  return (
    k > v.sp.e &&
    given?.kind === 'word' &&
    given.cap &&
    GIVEN_NAMES.has(given.lower) &&
    given.sentence === v.first.sentence &&
    !GIVEN_NAMES.has(v.l0) &&
    // ('Industrial Relations Minister Peter Reith': a minister's or a secretary's portfolio is no body.)
    !PORTFOLIO_TITLES.has(toks[k - 1]!.lower) &&
    !areaCandidates(v.pkey).length &&
    !cityStats(v.pkey)
  );
}

function rightContextEvidence(v: SpanView, acc: Scores): void {
  const { doc, sp, first, words, n } = v;
  const toks = doc.tokens;
  const next = toks[sp.e];
  const next2 = toks[sp.e + 1];
  const next3 = toks[sp.e + 2];
  const sentence = first.sentence;
  if (!next || !inSentence(next, sentence)) return;
  const nl = next.lower;
  // "McDonald's said", "Sotheby's sold": a name written with its possessive is a firm's (candidate-spans.ts).
  const lastText = toks[sp.e - 1]!.text;
  if (lastText === "'s" || lastText === '’s') acc.add(O, 3, 'named-with-possessive');
  // 'Chelsea 1 Arsenal 1': a name in a results pair is a team, whatever else it could be (a country stays a
  // place: the national team); this lets a sentence-initial 'Chelsea' be scored at all, and makes the
  // club reading confident enough for the document's memory ('LEEDS HELD BY SOUTHAMPTON').
  // ('Moldova 0 England 3': a home nation fields its own national side, a place as a country's.)
  if (
    inResultsPair(doc, sp.s, sp.e) &&
    !areaCandidates(v.pkey).some((a) => a.kind === 'country') &&
    !isCountryKey(v.key)
  )
    acc.add(O, 6, 'results-pair');
  // 'Kirin of Japan', 'Outokumpu of Finland': outside sport, one word 'of' a country that is the name of towns
  // only in other countries is no town there, but a firm of that country (an athlete's 'Ueda of Japan' is
  // sports copy).
  // ('President Kim of South Korea': not after a title, nor a given name or a surname.)
  if (
    !doc.sports &&
    n === 1 &&
    nl === 'of' &&
    !sp.title &&
    !GIVEN_NAMES.has(v.l0) &&
    !COMMON_SURNAMES.has(v.l0) &&
    townOfAnotherCountry(v, sp.e + 1)
  )
    acc.add(O, 6, 'firm-of-country');
  // 'overcame Jacksonville 31-24': a town followed by a score is its club.
  if (next.kind === 'num' && /^\d{1,3}-\d{1,3}$/.test(next.text) && townAsClub(v))
    acc.add(O, 5, 'score-after');
  // 'beat Ivanisevic 6-4 7-6': a name before tennis set scores is a player.
  if (SET_SCORE.test(next.text) && next2 && SET_SCORE.test(next2.text)) acc.add(P, 3, 'set-scores');
  // 'The Saints have placed Bush (knee) on injured reserve': an injury in brackets after a name is the
  // injured player's, the sports desk's style (Bush had been the Egyptian city).
  if (nl === '(' && INJURIES.has(next2?.lower ?? '') && next3?.text === ')') acc.add(P, 6, 'injury-bracket');
  // 'for the Orange (15-1, 3-0 Big East)', 'to pace Tennessee (9-4)': a season's record in brackets after a
  // name is a team's, in a sports story (not a player's height and weight: 'Joique Bell (5 - 11, 220)').
  // (A town, a state or a nickname's plural: a boxer's record follows his name, 'Alexander Povetkin (20-0)'.)
  if (
    nl === '(' &&
    isRecordInBrackets(toks, sp.e + 1) &&
    (townAsClub(v) || (n >= 2 && /s$/.test(v.ll) && !COMMON_SURNAMES.has(v.ll)))
  )
    acc.add(O, 6, 'record-in-brackets');
  // 'Somerset 83 and 174', 'Leicestershire 296 .', 'Kent 210 for 4': a county's or town's innings or score.
  if (
    next.kind === 'num' &&
    /^\d{1,3}$/.test(next.text) &&
    townAsClub(v) &&
    next2 &&
    (next2.kind === 'punct' || ['and', 'for', 'all'].includes(next2.lower))
  )
    acc.add(O, 6, 'innings-after');
  // 'Bolton 2 ( Blake 34 , Ekoku 80 )': a scorer and the minute, in brackets, in a sports story.
  const opener = toks[sp.s - 1];
  if (
    doc.sports &&
    (opener?.text === '(' || opener?.text === ',') &&
    next.kind === 'num' &&
    /^\d{1,3}$/.test(next.text) &&
    Number(next.text) <= 120 &&
    (next2?.text === ',' || next2?.text === ')') &&
    insideBrackets(toks, sp.s)
  )
    acc.add(P, 4, 'scorer-minute');
  if (next.text === '(' && next2?.kind === 'num' && /^\d{1,3}$/.test(next2.text) && next3?.text === ')') {
    if (Number(next2.text) < 120) acc.add(P, 4, 'age-in-brackets');
  }
  if (next.text === '-' || next.text === '–') {
    if (next2 && /^(?:based|born|headquartered|registered|bred|raised)$/.test(next2.lower))
      acc.add(L, 3, 'x-based');
  }
  if (next.text === ',' && next2 && inSentence(next2, sentence)) afterCommaEvidence(v, next2, next3, acc);
  if (isTitleOwner(v)) acc.add(O, 4, 'title-owner');
  // 'said Palmer Mayor DeLena Johnson': a town before its own officer's title is the town.
  if (next.cap && TOWN_OFFICER_TITLES.has(nl) && (cityStats(v.pkey) || areaCandidates(v.pkey).length))
    acc.add(L, 3, 'town-officer');
  // "St. Vincent's hospital", "St Mary's school": a saint's name owning an institution is that institution
  // (the town of St. Vincent is not meant).
  if (
    ['st', 'st.', 'saint'].includes(v.l0) &&
    (next.text === "'s" || next.text === '’s') &&
    next2?.kind === 'word' &&
    !next2.cap &&
    SAINT_INSTITUTIONS.has(next2.lower)
  )
    acc.add(O, 4, 'saint-institution');
  if (next.kind === 'word' && !next.cap) {
    // ('the Gulf states of Oman and the UAE': 'states' before 'of' is the noun.)
    if (SPEECH_VERBS.has(nl) && !(nl === 'states' && next2?.lower === 'of')) {
      acc.add(P, 1.2, 'said-after');
      acc.add(O, 0.5, 'said-after');
      // 'Clinton said', 'Jackson told reporters': one name that only towns also bear, speaking, is a person
      // (towns do not talk; their officials do). A city of note speaking is its government ('Moscow said',
      // 'Washington says'), as agency copy and CoNLL read it, and a region or country never becomes a person.
      // ('the Post stated': an ordinary word after 'the' is a short form of a newspaper, a club, a firm.)
      if (
        n === 1 &&
        !isCommonWord(v.l0) &&
        toks[sp.s - 1]?.lower !== 'the' &&
        !areaCandidates(v.pkey).length &&
        (cityStats(v.pkey)?.maxPopulation ?? Number.POSITIVE_INFINITY) < SPEAKING_CITY_POPULATION
      )
        acc.add(P, 2.5, 'town-name-speaks');
    }
    if (PERSON_RIGHT_VERBS.has(nl)) acc.add(P, 1.5, 'person-verb');
    // 'Sakura lost 20 yen to 815', 'Montedison fell 2.1 percent': what moves by an amount of money or a
    // percentage in market copy is a listed company (a country's figures move through a noun: 'Japan 's
    // exports fell'; a country or region keeps its place).
    // ('2.1' is three tokens: '2', '.', '1', written without spaces.)
    let u = sp.e + 2;
    const point = toks[u];
    if (point?.text === '.' && point.start === toks[u - 1]!.end && toks[u + 1]?.kind === 'num') u += 2;
    if (
      PRICE_MOVE_VERBS.has(nl) &&
      toks[sp.e + 1]?.kind === 'num' &&
      PRICE_UNITS.has(toks[u]?.lower ?? '') &&
      !areaCandidates(v.pkey).length
    )
      acc.add(O, 4, 'price-move');
    // 'Pirelli rose on bid talk', 'Stet eased after the Treasury said': in a market report (shares, and the
    // traders or dealers who speak of them) a name that rises or eases is a listed company, without an amount.
    else if (
      PRICE_MOVE_VERBS.has(nl) &&
      marketReport(doc) &&
      !GIVEN_NAMES.has(v.l0) &&
      !areaCandidates(v.pkey).length &&
      !ofNote(v)
    )
      acc.add(O, 3, 'market-move');
    // 'Chirac met Kohl', 'Chernomyrdin met the prime minister', 'Yeltsin arrived': one name, no English
    // word, the subject of what only people do is a person, even where a small town bears it (outside sport,
    // where a town is its club); a city of note, a region or a country acts through its government.
    if (
      n === 1 &&
      !doc.sports &&
      personActs(toks, sp.e) &&
      !isCommonWord(v.l0) &&
      !doc.lowerSeen.has(v.l0) &&
      toks[sp.s - 1]?.lower !== 'the' &&
      !areaCandidates(v.pkey).length &&
      (cityStats(v.pkey)?.maxPopulation ?? 0) < SPEAKING_CITY_POPULATION
    )
      acc.add(P, 2.5, 'person-acts');
    // 'Yeltsin told reporters he was tired', 'Chernomyrdin met the premier and said he…': one name, the
    // subject of a verb, that its sentence then calls 'he' or 'she' (no other name between) is a person.
    // (A word or a place is no subject here: 'her Lawncrest neighbors', 'A 57-year-old Wasilla woman…she'.)
    if (
      n === 1 &&
      isSubjectVerb(next) &&
      !isCommonWord(v.l0) &&
      !areaCandidates(v.pkey).length &&
      heOrSheAfter(toks, sp.e, sentence) &&
      !pluralCapitalised(doc, v)
    )
      acc.add(P, 2.5, 'he-after');
    // 'Manning completed his first 17 passes', 'Garrard drove his team': one name, then a verb whose object is
    // its own ('his', 'her'), is a person, in sport too (a club is 'its' or 'their'), even where a small town
    // bears the name; a city of note, a region or a country is no subject here ('London loved his music').
    const own = toks[sp.e + 1];
    const owned = toks[sp.e + 2];
    if (
      n === 1 &&
      own?.sentence === sentence &&
      (own.lower === 'his' ||
        (own.lower === 'her' && owned?.kind === 'word' && !owned.cap && !FUNCTION_WORDS.has(owned.lower))) &&
      !FUNCTION_WORDS.has(nl) &&
      !isCommonWord(v.l0) &&
      !doc.lowerSeen.has(v.l0) &&
      toks[sp.s - 1]?.lower !== 'the' &&
      !areaCandidates(v.pkey).length &&
      namedCityPopulation(v) < SPEAKING_CITY_POPULATION &&
      !pluralCapitalised(doc, v)
    )
      acc.add(P, 6, 'verb-his');
    // 'even the Parthenon barred to tourists', 'the Acropolis was closed to visitors': what is closed or opened
    // to visitors is a place one visits (a monument, a site), whatever the gazetteer knows of it.
    const k = BE_FORMS.has(nl) ? sp.e + 1 : sp.e;
    if (
      CLOSED_OPENED.has(toks[k]?.lower ?? '') &&
      toks[k + 1]?.lower === 'to' &&
      (VISITOR_NOUNS.has(toks[k + 2]?.lower ?? '') ||
        (toks[k + 2]?.lower === 'the' && toks[k + 3]?.lower === 'public')) &&
      toks[k + 2]!.sentence === sentence
    )
      acc.add(L, 4, 'closed-to-visitors');
    // 'quoted Lebed as saying': agency copy quotes people.
    if (nl === 'as' && next2?.lower === 'saying') acc.add(P, 3, 'as-saying');
    if ((RESULT_VERBS.has(nl) || ROSTER_VERBS.has(nl)) && townAsClub(v)) acc.add(O, 6, `result-verb(${nl})`);
    // 'for North Carolina basketball', 'the Texas football team'.
    if (SPORT_NOUNS.has(nl) && townAsClub(v)) acc.add(O, 5, `sport-noun(${nl})`);
    if (ORG_RIGHT_NOUNS.has(nl)) acc.add(O, 2.5, `org-noun(${nl})`);
    // 'Felt told Vanity Fair magazine': the publication noun outweighs the verb of saying before it ('the
    // Paris newspaper Le Monde' stays the city: a known place is left alone).
    if (PUBLICATION_AFTER_NAME.has(nl) && !areaCandidates(v.pkey).length && !cityStats(v.pkey))
      acc.add(O, 2, `publication-noun(${nl})`);
    // 'a nearby Wells Fargo branch', 'a Waitrose supermarket': a company's branch or shop; 'the London branch',
    // 'a Staunton ice cream store' stay the town.
    if (OUTLET_NOUNS.has(nl) && !areaCandidates(v.pkey).length && !cityStats(v.pkey))
      acc.add(O, 2.5, `org-noun(${nl})`);
    // 'Mat Su Central fire departments': a name before a public service is the service's body ('the Palmer
    // fire department' stays the town).
    if (
      SERVICE_WORDS.has(nl) &&
      SERVICE_BODIES.has(next2?.lower ?? '') &&
      !areaCandidates(v.pkey).length &&
      !cityStats(v.pkey)
    )
      acc.add(O, 3, `service(${nl})`);
    if (PLACE_RIGHT_NOUNS.has(nl)) acc.add(L, 2, `place-noun(${nl})`);
    if (HOUSING_NOUNS.has(nl)) acc.add(L, 6.5, `housing(${nl})`);
    if (PERSON_RIGHT_NOUNS.has(nl)) acc.add(P, 6, `person-noun(${nl})`);
  }
  // 'the shadowy Nixon White House aide', 'the Putin Kremlin': the seat of the government a surname names
  // (refine-spans.ts cut them apart).
  if (beforeLeaderSeat(v)) acc.add(P, 6, 'leader-seat');
  // 'Obama Administration Flips ...': the capitalised government a leader's surname was cut from.
  // (Strong enough for a headline: the pattern is a person's, whatever the case.)
  if (next.kind === 'word' && next.cap && PERSON_RIGHT_NOUNS.has(nl) && n === 1) {
    acc.add(P, 6, `person-noun(${nl})`);
    acc.strong = true;
  }
  // "against Evansville's Purple Aces": in a sports story, a town's possessive before a nickname (capitalised
  // words ending in a plural that is no surname) is the club, and so is the nickname (leftContextEvidence).
  if (
    (next.text === "'s" || next.text === '’s') &&
    isClubNicknameAt(toks, sp.e + 1, sentence) &&
    townAsClub(v)
  )
    acc.add(O, 6, 'club-of-nickname');
  // "New Orleans' season-finale", "North Carolina's career scoring record": what only a club has.
  if (
    (next.text === "'s" || next.text === '’s' || next.text === "'" || next.text === '’') &&
    next2 &&
    next2.kind === 'word' &&
    !next2.cap &&
    CLUB_POSSESSED.has(next2.lower) &&
    townAsClub(v)
  )
    acc.add(O, 6, `club-${next2.lower}`);
  // (ECB+ and some wire copy space the possessive off its name: "LiLo ’ s lawyer" is read as '’', 's', 'lawyer'.)
  const spacedPossessive = (next.text === "'" || next.text === '’') && next2?.text === 's';
  const possessed =
    next.text === "'s" || next.text === '’s' ? next2 : spacedPossessive ? toks[sp.e + 2] : undefined;
  if (possessed && possessed.kind === 'word' && !possessed.cap && possessed.sentence === sentence) {
    const n2 = possessed.lower;
    if (PERSON_POSSESSED.has(n2)) acc.add(P, 2.5, `his-${n2}`);
    if (ORG_POSSESSED.has(n2)) acc.add(O, 2.5, `its-${n2}`);
    // ("Chirac's government", "Yeltsin's army": what a nation has, owned by a name that is no country, region
    // or city of note (at most a small town bears it), is the government its leader heads.)
    if (PLACE_POSSESSED.has(n2) && NATIONAL_POSSESSED.has(n2) && !ofNote(v)) acc.add(P, 2.5, `his-${n2}`);
    else if (PLACE_POSSESSED.has(n2)) acc.add(L, 2.5, `its-${n2}`);
  }
  // 'Amelia Strand KC'; not 'Luckily for KC' (Kansas City): a name before a post-nominal is all capitals.
  if (
    POST_NOMINALS.has(nl) &&
    next.cap &&
    toks.slice(sp.s, sp.e).every((t) => t.cap || t.text === '.' || NAME_PARTICLES.has(t.lower))
  )
    acc.add(P, 4, 'post-nominal');
  // 'reported by Boston WCVB sportscaster Mike Lynch': a town before a broadcaster's call sign is where it
  // broadcasts, even where the town also stands for its club.
  // (Not 'JOHNSON WINS 200 METRES': a word of a headline in capitals is no call sign.)
  if (
    next.kind === 'word' &&
    /^[KW][A-Z]{2,3}$/.test(next.text) &&
    !isCommonWord(next.lower) &&
    (areaCandidates(v.pkey).length || cityStats(v.pkey))
  )
    acc.add(L, 4, 'place-before-call-sign');
  // 'told ISNA news agency', 'the Fars news agency': an outlet, whatever else the name could be.
  if (nl === 'news' && !next.cap && next2 && NEWS_OUTLET_NOUNS.has(next2.lower)) acc.add(O, 5, 'news-outlet');
  // 'Majlis (Parliament)', 'the Sejm (parliament)': a name glossed by an organisation word in brackets.
  if (
    next.text === '(' &&
    next2?.kind === 'word' &&
    ORG_SUFFIXES.has(next2.lower) &&
    !WEAK_ORG_SUFFIXES.has(next2.lower) &&
    next3?.text === ')'
  )
    acc.add(O, 5, 'org-gloss');
  if (next.text === '(' && next2 && next2.allCaps && toks[sp.e + 2]?.text === ')') {
    const initials = words
      .filter((t) => !FUNCTION_WORDS.has(t.lower))
      .map((t) => t.text[0])
      .join('')
      .toLowerCase();
    // ('Internationally Recognised Transit Corridor (IRTC)': a place's initials say nothing of an organisation.)
    const placeWord = LOC_SUFFIXES.has(v.ll) && !ORG_SUFFIXES.has(v.ll);
    if (n >= 2 && initials === next2.lower) {
      if (placeWord) acc.add(L, 2, 'acronym-of-initials');
      else acc.add(O, 4, 'acronym-of-initials');
    } else if (!placeWord) acc.add(O, 1.5, 'acronym-follows');
  }
}

/** Is the span a town's name whose towns all lie outside the country named from token `from` ('the U.S.')? */
function townOfAnotherCountry(v: SpanView, from: number): boolean {
  const toks = v.doc.tokens;
  let s = from;
  if (toks[s]?.lower === 'the') s++;
  let e = s;
  while (e < toks.length && e - s < 3 && toks[e]!.kind === 'word' && toks[e]!.cap) e++;
  if (e === s) return false;
  const country = areaCandidates(placeKey(spanKey(v.doc, s, e))).find((a) => a.kind === 'country');
  if (!country?.countryCode || areaCandidates(v.pkey).length) return false;
  const towns = placeCandidates(v.pkey).filter((c) => c.kind === 'city');
  return towns.length > 0 && towns.every((c) => c.countryCode !== country.countryCode);
}

/** Firms a firm has: 'its partner', 'its parent', 'its main rival'. */
const FIRM_RELATION_NOUNS = new Set(
  'partner partners parent rival rivals subsidiary unit affiliate competitor competitors'.split(' '),
);

/** ', its regional partner ,': up to two lower-case words, then a firm's relation noun closing the phrase. */
function itsFirmApposition(toks: readonly Token[], from: number): boolean {
  for (let i = from; i < Math.min(toks.length, from + 3); i++) {
    const t = toks[i]!;
    if (t.kind !== 'word' || t.cap) return false;
    if (FIRM_RELATION_NOUNS.has(t.lower)) return [',', '.', ';'].includes(toks[i + 1]?.text ?? '');
  }
  return false;
}

/** What follows a comma after the span: an age (', 34,'), 'who' / 'which' / 'where', an apposition, a region. */
function afterCommaEvidence(v: SpanView, next2: Token, next3: Token | undefined, acc: Scores): void {
  const n2 = next2.lower;
  const toks = v.doc.tokens;
  // ('In Heraklion, 10, 000 people…': ECB+ spaces a number's thousands off, which is no age.)
  const thousands = next3?.text === ',' && /^\d{3}$/.test(toks[v.sp.e + 3]?.text ?? '');
  if (
    next2.kind === 'num' &&
    /^\d{1,3}$/.test(next2.text) &&
    Number(next2.text) < 120 &&
    next3 &&
    [',', ')', '.', ';'].includes(next3.text) &&
    !thousands
  ) {
    acc.add(P, 5, 'age');
  }
  // ('the New Orleans Saints, who have placed…': a club is 'who' in sports copy.)
  // ('Mr Jenkin, of Newton Street, Millom, who…': the town of an address is not who 'who' is.)
  const addressTown = toks[v.sp.s - 1]?.text === ',' && LOC_SUFFIXES.has(toks[v.sp.s - 2]?.lower ?? '');
  if (n2 === 'who' && !endsInTeamNickname(v) && !addressTown) acc.add(P, 3, 'who');
  if (n2 === 'which') {
    acc.add(O, 1.5, 'which');
    acc.add(L, 0.5, 'which');
    acc.add(P, -2, 'which');
  }
  if (n2 === 'where') acc.add(L, 2, 'where');
  // 'Troy, Mich.', 'Biloxi, Miss.', 'Schenectady, N. Y.': a town before its state in the agency style.
  if (next2.cap && (isDottedState(v.doc, v.sp.e + 1) || isDottedStateInitials(v.doc, v.sp.e + 1)))
    acc.add(L, 4, 'comma-state');
  if (ARTICLES.includes(n2)) appositionEvidence(v.doc, v.sp.e + 2, acc);
  // ('Crossair , its regional partner , said': what a firm has as a partner, parent or rival is a firm.)
  else if (n2 === 'its' && itsFirmApposition(v.doc.tokens, v.sp.e + 2)) acc.add(O, 4, 'its-firm-apposition');
  else if (next2.kind === 'word' && !next2.cap && isRoleNoun(n2)) acc.add(P, 3, 'apposition-role');
  if (next2.cap && !next2.noCase) {
    const right = areaCandidates(placeKey(next2.lower));
    if (right.some((a) => a.kind !== 'city')) acc.add(L, 2.5, 'comma-region');
  }
}

/** 'Mich.' at token i: a US state abbreviation with its full stop. */
function isDottedState(doc: Doc, i: number): boolean {
  const t = doc.tokens[i];
  if (!t || !STATE_ABBREVIATIONS.has(t.lower)) return false;
  const dot = doc.tokens[i + 1];
  return t.text.endsWith('.') || (dot?.text === '.' && dot.start === t.end);
}

/** 'N. Y.', 'N.Y.', 'N.J.' at token i: a two-letter state written as initials. */
function isDottedStateInitials(doc: Doc, i: number): boolean {
  const toks = doc.tokens;
  const t = toks[i];
  if (!t) return false;
  if (/^\p{Lu}\.\p{Lu}\.$/u.test(t.text)) return STATE_INITIALS.has(t.text.replace(/\./g, '').toLowerCase());
  const dot = toks[i + 1];
  const t2 = toks[i + 2];
  if (!/^\p{Lu}$/u.test(t.text) || dot?.text !== '.' || !t2 || !/^\p{Lu}$/u.test(t2.text)) return false;
  return STATE_INITIALS.has(`${t.text}${t2.text}`.toLowerCase());
}

/** ', a spokeswoman for the council,' / ', a drone maker based in Leeds,' / ', a market town in Kent,'. */
function appositionEvidence(doc: Doc, from: number, acc: Scores): void {
  const toks = doc.tokens;
  // (', a statement echoed by its president': the apposition is about the clause, not the name.)
  if (CLAUSE_APPOSITION_NOUNS.has(toks[from]?.lower ?? '')) return;
  let role = false;
  let org = false;
  let place = false;
  // ', the failed vice presidential candidate.': a description that ends at its role noun (not 'the mayor
  // said') is an apposition for certain.
  let closedRole = false;
  // ', a farmer's cooperative,': a role noun that owns the next noun is not the head of the description.
  let roleAt = -1;
  let roleBefore = false;
  for (let i = from; i < Math.min(toks.length, from + 8); i++) {
    const t = toks[i]!;
    // ', the world 's largest maker of household appliances': a possessive inside the description.
    const split =
      (t.text === "'" || t.text === '’') && toks[i + 1]?.lower === 's' && toks[i + 1]!.start === t.end;
    if (split || t.text === "'s" || t.text === '’s') {
      if (roleAt === i - 1) [role, closedRole] = [roleBefore, false];
      if (split) i++;
      continue;
    }
    if (t.kind !== 'word') break;
    // 'a Democrat', 'a former Labour councillor': party and nationality words may be capitalised.
    if (t.cap && !DEMONYMS.has(t.lower) && !isRoleNoun(t.lower)) {
      if (i === from || !(t.cap && toks[i + 1]?.kind === 'word' && !toks[i + 1]!.cap)) break;
      continue;
    }
    if (APPOSITION_STOPS.includes(t.lower)) break;
    if (isRoleNoun(t.lower)) {
      [roleAt, roleBefore] = [i, role];
      role = true;
      const after = toks[i + 1];
      closedRole =
        after !== undefined &&
        (['.', ',', ';', ')'].includes(after.text) || APPOSITION_STOPS.includes(after.lower));
    }
    if (ORG_APPOSITION_NOUNS.has(t.lower)) org = true;
    // ', the political wing of ETA ,', ', the mobile arm of Olivetti': a part of something 'of' is a body.
    if (ORG_PART_NOUNS.has(t.lower) && toks[i + 1]?.lower === 'of') org = true;
    if (PLACE_APPOSITION_NOUNS.has(t.lower)) place = true;
  }
  if (role && !org) acc.add(P, closedRole ? 6 : 3, 'apposition-role');
  if (org) acc.add(O, 3, 'apposition-org');
  if (place && !org && !role) acc.add(L, 3, 'apposition-place');
}

/**
 * 'Computerworld - Microsoft today said ...': one word in mixed case opening a line's sentence before a
 * spaced dash, after which the story starts, is the story's source (a news outlet or agency), unless the
 * gazetteer knows it ('Pakistan - India talks').
 */
function sourceBeforeDash(v: SpanView, acc: Scores): void {
  const { doc, sp, n, w0 } = v;
  const toks = doc.tokens;
  const dash = toks[sp.e];
  const after = toks[sp.e + 1];
  if (n !== 1 || w0.allCaps || w0.noCase || !w0.sentStart || dash?.text !== '-') return;
  if (dash.start === w0.end || after?.kind !== 'word' || !after.sentStart) return;
  if (areaCandidates(v.pkey).length || cityStats(v.pkey) || GIVEN_NAMES.has(v.l0)) return;
  if (isCommonWord(v.l0)) return;
  acc.add(O, 5, 'source-before-dash');
  acc.strong = true;
}
