// Evidence from a span's own words: known organisations and acronyms, the gazetteers, organisation and place
// patterns ('… Council', 'Bank of …', 'Isle of …'), the shape of a person's name (given name, initial,
// particle, surname), and acronyms. The rules add to the scores in a fixed order: the sums and the `explain`
// output depend on it.
import { isCommonWord, isRoleNoun } from './english';
import { areaCandidates, cityStats, ownNameMaxPopulation, placeKey } from './gazetteer';
import { COMMON_SURNAMES, GIVEN_NAMES } from './given-names';
import {
  DEMONYMS,
  FUNCTION_WORDS,
  KNOWN_ORG_ACRONYMS,
  KNOWN_ORG_PHRASES,
  KNOWN_ORGS,
  LOC_OF_HEADS,
  LOC_PREFIXES,
  LOC_SUFFIXES,
  MONUMENT_OF_HEADS,
  ORG_HEADS,
  ORG_SUFFIXES,
  ORG_WORD_ABBREVIATIONS,
  PLACE_ACRONYMS,
  ROAD_WORDS,
  STATE_ABBREVIATIONS,
  WEAK_ORG_SUFFIXES,
} from './lexicon';
import { type Doc, isGiven, L, NAME_PARTICLES, O, P } from './recognition-document';
import type { Scores, SpanView } from './span-scores';
import { CLUB_NAMES, CLUB_PREFIXES, CLUB_SUFFIXES, TEAM_NICKNAMES } from './team-nicknames';
import { DOMAINS } from './tokenize';

const SURNAME_ENDINGS =
  /(?:son|sen|ski|ska|sky|wicz|vic|ovic|evic|ez|ov|ova|ev|eva|enko|chuk|yan|ian|escu|opoulos|idis|oglu|stein|mann|berg|ow|ak|ek|czyk|ini|elli|etti|ucci|ura|oto|ishi|ayi|emi|ade|ola|wala|kar)$/;
/** Words before 'Church' that make it a congregation ('Wasilla Bible Church', 'First Baptist Church'). */
const CONGREGATION_WORDS = new Set(
  `bible baptist methodist presbyterian lutheran episcopal evangelical pentecostal gospel covenant community
  fellowship apostolic adventist reformed christian tabernacle nazarene mennonite`.split(/\s+/),
);
/** Sea words that name a sea alone ('the Gulf', 'the Strait'): not a person or a company. */
const SEA_WORDS_ALONE = new Set(['gulf', 'strait', 'straits']);
const PLACE_ENDINGS =
  /(?:shire|ville|burg|bury|borough|ford|field|mouth|port|chester|caster|wick|thorpe|stad|grad|abad|pur|istan|polis|haven|minster|combe)$/;

export function wordEvidence(v: SpanView, acc: Scores): void {
  const placeAcronym = knownNameEvidence(v, acc);
  // 'Interstate 75', 'State Route 94': a road word right before the number that ends the span.
  const toks = v.doc.tokens;
  if (
    toks[v.sp.e - 1]!.kind === 'num' &&
    (ROAD_WORDS.has(v.l0) || (v.sp.e - v.sp.s === 3 && ROAD_WORDS.has(toks[v.sp.e - 2]!.lower)))
  ) {
    acc.add(L, 6, 'road-number');
    acc.strong = true;
  }
  const place = placeScore(v.doc, v.pkey, v.n === 1, v.l0);
  // 'Former AMA trustee': two or three capitals inside a sentence in lower case are initials, not a town
  // that shares their letters (place acronyms such as 'LA' and 'NY' are known above; countries and regions,
  // 'UAE', keep their reading).
  if (place.score > 0 && !(isShortAcronym(v.w0, v.n) && !place.area)) {
    acc.add(L, place.score, place.why);
    if (place.area) acc.strong = true;
  }
  // 'the Medical Assn. of the State of Alabama', 'the Dept. of Justice': an organisation word's abbreviation.
  for (let i = v.sp.s; i < v.sp.e - 1; i++) {
    if (ORG_WORD_ABBREVIATIONS.has(toks[i]!.lower) && toks[i]!.cap && toks[i + 1]!.text === '.') {
      acc.add(O, 5, 'org-abbreviation');
      break;
    }
  }
  namePatternEvidence(v, place.area, acc);
  personNameEvidence(v, place.area, acc);
  acronymEvidence(v, placeAcronym, acc);
}

/** Known organisations, organisation acronyms and place acronyms ('U.S.'); returns the place acronym's name. */
function knownNameEvidence(v: SpanView, acc: Scores): string | undefined {
  const { key, n, w0, l0, words } = v;
  const underscored = key.replace(/ /g, '_');
  // 'the Iranian Red Crescent', 'the British Red Cross': a nationality before a known organisation names its
  // national branch.
  const afterDemonym = n >= 2 && DEMONYMS.has(l0) ? underscored.slice(underscored.indexOf('_') + 1) : '';
  if (KNOWN_ORG_PHRASES.has(underscored) || KNOWN_ORGS.has(key) || KNOWN_ORG_PHRASES.has(afterDemonym)) {
    acc.add(O, 6, 'known-org');
    acc.strong = true;
  }
  // 'Airbus Industrie', 'Shell Oil': a known company's name opening a longer one (not a person's: 'Harrison
  // Ford' opens with a given name).
  if (n >= 2 && KNOWN_ORGS.has(l0) && !words.some((t) => isGiven(t))) acc.add(O, 3, 'known-org-first');
  // 'Air France', 'Air India': an airline named 'Air' and its country or town.
  if (n >= 2 && l0 === 'air' && w0.cap && (areaCandidates(key.slice(4)).length || cityStats(key.slice(4)))) {
    acc.add(O, 6, 'air-and-place');
    acc.strong = true;
  }
  // 'the French Riviera', 'the Swiss Alps': a nationality before a region is the region.
  if (
    n === 2 &&
    DEMONYMS.has(l0) &&
    areaCandidates(key.slice(l0.length + 1)).some((a) => a.kind === 'region')
  ) {
    acc.add(L, 5, 'demonym-and-region');
    acc.strong = true;
  }
  // 'told France Info', 'China Daily': a name opening with a country is no person's, unless the country is
  // also a given name ('Jordan Henderson').
  if (n >= 2 && !isGiven(w0) && areaCandidates(l0).some((a) => a.kind === 'country'))
    acc.add(P, -3, 'country-first');
  // 'Vodafone Egypt', 'Toyota Canada': a known company's arm in a country.
  if (
    n >= 2 &&
    KNOWN_ORGS.has(l0) &&
    areaCandidates(key.slice(l0.length + 1)).some((a) => a.kind === 'country')
  ) {
    acc.add(O, 6, 'known-org-country');
    acc.strong = true;
  }
  // 'Nato', 'Unesco', 'Fifa': British style writes an acronym said as a word in title case (not a name
  // that is also a word or a surname: 'Bloomberg said' after 'Michael Bloomberg' is the man).
  const titleCaseAcronym = l0.length >= 4 && w0.cap && !KNOWN_ORGS.has(l0);
  // ('U.N.', 'U.N': an acronym written with full stops is the same acronym; the town 'Un' is not meant.)
  const dotted = n === 1 && /^(?:\p{Lu}\.)+\p{Lu}?\.?$/u.test(w0.text) ? l0.replace(/\./g, '') : '';
  // ('F. B. I.': the same acronym with its initials spaced, as ECB+ prints them; not a person's initials.)
  const spaced =
    n >= 2 && words.every((t) => /^\p{Lu}$/u.test(t.text)) ? words.map((t) => t.lower).join('') : '';
  if (
    (n === 1 &&
      (KNOWN_ORG_ACRONYMS.has(l0) || KNOWN_ORG_ACRONYMS.has(dotted)) &&
      (w0.allCaps || w0.noCase || titleCaseAcronym || dotted)) ||
    KNOWN_ORG_ACRONYMS.has(spaced)
  ) {
    acc.add(O, 6, 'known-acronym');
    acc.strong = true;
  }
  if (n > 1 && words.some((t) => KNOWN_ORG_ACRONYMS.has(t.lower) && t.allCaps))
    acc.add(O, 3, 'has-org-acronym');
  const placeAcronym = PLACE_ACRONYMS[key] ?? PLACE_ACRONYMS[key.replace(/\.$/, '')];
  if (placeAcronym && (w0.allCaps || /\./.test(w0.text) || words.every((t) => /^\p{Lu}$/u.test(t.text)))) {
    acc.add(L, 7, 'place-acronym');
    acc.strong = true;
  }
  // 'Malibu, Calif.': a state abbreviation with its full stop.
  if (n === 1 && STATE_ABBREVIATIONS.has(l0) && v.doc.tokens[v.sp.e - 1]!.text === '.') {
    acc.add(L, 6, 'state-abbreviation');
    acc.strong = true;
  }
  return placeAcronym;
}

/** The gazetteers' evidence for a place: countries and regions first, then cities by population. */
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
    // A town known by this name only as one of its alternate names counts as a tenth of its size, as the
    // place chooser ranks it ('LiLo's lawyer': Lille lists 'LiLo' among its names).
    const pop = Math.max(ownNameMaxPopulation(key) ?? 0, Math.round(stats.maxPopulation / 10));
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

/** Last words of a market's name. */
const MARKET_WORDS = new Set(['market', 'marketplace', 'bazaar', 'bazar', 'souk']);
/** First words of a market of the economy rather than a place ('Common Market', 'Stock Market'). */
const ECONOMIC_MARKETS = new Set(
  `common single internal stock bond money capital labor labour housing property commodity commodities futures
  black free open energy financial`.split(/\s+/),
);

/** Parts of a town named by a compass point: 'Eastside', 'South Side', 'Upper East Side', 'West End'. */
const TOWN_PART =
  /^(?:(?:upper|lower|far) )?(?:north|south|east|west|northeast|northwest|southeast|southwest) ?(?:side|end)$/;

/** Legislatures named by one word. */
const LEGISLATURES = new Set(
  `congress parliament senate bundestag bundesrat knesset duma sejm storting riksdag folketing althing eduskunta
  majlis cortes oireachtas dail seanad legco`.split(/\s+/),
);

/** Organisation and place patterns: suffixes ('… Council', '… Street'), prefixes ('Lake …'), 'Bank of …'. */
/** The compass words that end a league's division after its initials ('AFC East'). */
const COMPASS_DIVISIONS = new Set(['north', 'south', 'east', 'west', 'central']);

function namePatternEvidence(v: SpanView, placeIsArea: boolean, acc: Scores): void {
  const { doc, first, words, n, l0, ll, key } = v;
  // 'Republicans in Congress', 'Deputies in the Duma': a legislature named alone is the body, not a town
  // of that name (Congress, Arizona; Duma, Syria).
  if (n === 1 && LEGISLATURES.has(l0)) {
    acc.add(O, 6, 'legislature');
    acc.strong = true;
  }
  // 'the people of the Eastside', 'the South Side of Chicago', 'the Upper East Side', 'Midtown': a part of a
  // town named by its compass point is a place, never a body or a person.
  if (TOWN_PART.test(words.map((t) => t.lower).join(' '))) {
    acc.add(L, 5, 'part-of-town');
    acc.strong = true;
  }
  // 'the N.F.C. North', 'the AFC East', 'the SEC West': initials then a compass point is a league's division,
  // a body (not 'the U.S. West' or 'the UK North', a place's part).
  const initials = words[0]!;
  if (
    n === 2 &&
    COMPASS_DIVISIONS.has(ll) &&
    /^(?:\p{Lu}{2,5}|(?:\p{Lu}\.){2,5})$/u.test(initials.text) &&
    PLACE_ACRONYMS[initials.lower] === undefined &&
    PLACE_ACRONYMS[initials.lower.replace(/\.$/, '')] === undefined &&
    !FUNCTION_WORDS.has(initials.lower)
  )
    acc.add(O, 5, 'initials-division');
  const lastStrongOrg = ORG_SUFFIXES.has(ll) && !WEAK_ORG_SUFFIXES.has(ll);
  if (n >= 2 || (n === 1 && first.text.includes('-'))) {
    if (lastStrongOrg) {
      acc.add(O, 6, 'org-suffix');
      acc.strong = true;
    } else if (WEAK_ORG_SUFFIXES.has(ll) && n >= 2) {
      if (ll === 'town' || ll === 'city' || ll === 'county') {
        if (doc.sports && !placeIsArea) acc.add(O, 4, 'sports-club');
        else acc.add(L, ll === 'county' ? 5 : 2.5, 'town/city/county');
        // ('Diamond Bar, California': a town of 20,000 people or more is no place to eat or drink.)
      } else if (!(EATING_SUFFIXES.has(ll) && (cityStats(v.pkey)?.maxPopulation ?? 0) >= 20_000)) {
        acc.add(O, 3, 'weak-org-suffix');
      }
    }
    if (
      LOC_SUFFIXES.has(ll) &&
      !(ORG_SUFFIXES.has(ll) && !WEAK_ORG_SUFFIXES.has(ll)) &&
      !isGivenAndSurname(v)
    ) {
      acc.add(L, 5, 'place-suffix');
      acc.strong = true;
    }
    // 'Eastside Market', 'Pike Place Market', 'the Grand Bazaar': a market named after its place is a place;
    // one named by what the economy trades or how is the economic body or idea ('the Common Market', 'the
    // Single Market', 'the Stock Market'). Neither is a person.
    if (MARKET_WORDS.has(ll)) {
      acc.add(P, -3, 'market');
      if (n === 2 && ECONOMIC_MARKETS.has(l0)) acc.add(O, 3, 'economic-market');
      else {
        acc.add(L, 5, 'market-place');
        acc.strong = true;
      }
    }
    // ('Aoraki - Mount Cook': the place's second name after a hyphen.)
    let prefixAfterHyphen = false;
    for (let i = v.sp.s + 1; i < v.sp.e; i++) {
      const t = v.doc.tokens[i]!;
      if (LOC_PREFIXES.has(t.lower) && v.doc.tokens[i - 1]!.text === '-') prefixAfterHyphen = true;
    }
    if ((LOC_PREFIXES.has(l0) || prefixAfterHyphen) && !ORG_SUFFIXES.has(ll)) {
      acc.add(L, 5, 'place-prefix');
      acc.strong = true;
    }
  }
  if (isTeamName(v)) {
    acc.add(O, 6, 'team-name');
    acc.strong = true;
  } else if (isKnownTeamNickname(v)) {
    acc.add(O, 6, 'team-nickname');
    acc.strong = true;
  } else if (isClubName(v)) {
    acc.add(O, 7, 'club-name');
    acc.strong = true;
  }
  // 'Wayne State', 'Indiana State', 'Wichita St.': a place and 'State' is a university (its team).
  if (isStateUniversity(v, placeIsArea)) {
    acc.add(O, 7, 'state-university');
    acc.strong = true;
  }
  // 'Atlanta Journal-Constitution', 'Times-Picayune': an organisation word inside a hyphenated last word.
  if (n >= 2 && ll.includes('-') && ll.split('-').some((p) => ORG_SUFFIXES.has(p))) {
    acc.add(O, 5, 'hyphenated-org-word');
    acc.strong = true;
  }
  // 'Wasilla Bible Church', 'First Baptist Church': a congregation (an organisation), not the building.
  if (n >= 2 && ll === 'church' && words.some((t, i) => i < n - 1 && CONGREGATION_WORDS.has(t.lower)))
    acc.add(O, 7, 'congregation');
  // 'the entrance to the Gulf': a sea word alone, after 'the', names the sea the story is about.
  if (n === 1 && SEA_WORDS_ALONE.has(l0) && doc.tokens[v.sp.s - 1]?.lower === 'the') acc.add(L, 4, 'the-sea');
  headOfEvidence(v, acc);
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
}

/**
 * 'Detroit Lions', 'Carolina Panthers', 'Portland Trail Blazers': a plural common noun after a place, or
 * after any name in a sports story, is a club's nickname. Not a place's own plural name ('Los Angeles',
 * 'Blue Mountains'), nor a person ('Tiger Woods').
 */
/**
 * A Romance surname's particle joined to it: 'DiLeo', 'DeGeneres', 'LaBeouf', 'DuBois'. ('McDonald',
 * 'MacLeod' are left to their context: 'McDonald's said' is the firm.)
 */
const SURNAME_PARTICLE_JOINED = /^(?:Di|De|Da|Du|La|Le)\p{Lu}\p{Ll}{2,}$/u;

function isTeamName(v: SpanView): boolean {
  const { doc, words, n, ll } = v;
  if (n < 2 || !ll.endsWith('s') || ll.endsWith('ss') || LOC_SUFFIXES.has(ll) || ORG_SUFFIXES.has(ll))
    return false;
  if (areaCandidates(v.pkey).length || cityStats(v.pkey)) return false;
  const place = leadingPlaceWords(v) > 0;
  // 'Kyle Beus': a given name first needs a plural noun last, or 'the' before it in a sports story ('the
  // Carolina Panthers').
  const the = doc.tokens[v.sp.s - 1]?.lower === 'the';
  if (isGiven(words[0]!) && !isPluralNoun(ll)) {
    return doc.sports && the && !COMMON_SURNAMES.has(ll) && !isGiven(v.wl);
  }
  // 'referee Tony Weeks', 'coach Ann Rivers': after a person's role, a given name and a plural is a person;
  // outside sports copy any name is ('said 32-year-old protester Paris Kyriakides').
  const before = doc.tokens[v.sp.s - 1];
  if (
    (isGiven(words[0]!) || !doc.sports) &&
    before?.kind === 'word' &&
    !before.cap &&
    isRoleNoun(before.lower)
  )
    return false;
  // In a sports story: 'Indianapolis Colts' (a place first), 'Carolina Panthers' (a plural noun last).
  // ('Lennox Lewis': a town, Lennox, and a common surname is a boxer, not a club.)
  if (doc.sports) return (place && !COMMON_SURNAMES.has(ll)) || isPluralNoun(ll);
  // Elsewhere a place must lead ('Detroit Lions'), and the plural must not be a surname ('Paris Evans').
  return place && (isPluralNoun(ll) || (!COMMON_SURNAMES.has(ll) && !isGiven(v.wl)));
}

/**
 * 'the Jaguars', 'Red Sox', 'Colts Past Jags': a major-league club's nickname, in a sports story or after a
 * place ('Boston Red Sox'). Not after a given name ('Tiger Woods' is no club; nor is 'Lions' in 'Mary Lions').
 */
function isKnownTeamNickname(v: SpanView): boolean {
  const { doc, words, n } = v;
  for (let k = 0; k < n; k++) {
    const nickname = words
      .slice(k)
      .map((t) => t.lower)
      .join(' ');
    if (!TEAM_NICKNAMES.has(nickname)) continue;
    if (k === 0) return doc.sports || isDistinctiveNickname(nickname);
    const lead = words.slice(0, k);
    if (isGiven(lead[0]!)) return false;
    return doc.sports || leadingPlaceWords(v) === k;
  }
  return false;
}

/**
 * 'Red Sox', 'Yankees', 'Knicks': a nickname that is no ordinary word, plural or surname names the club even
 * outside a sports story ('the Red Sox are one of the most aggressive pursuers of Teixeira'); 'Giants',
 * 'Saints', 'Browns' need one.
 */
function isDistinctiveNickname(nickname: string): boolean {
  if (nickname.includes(' ')) return true;
  const singular = nickname.replace(/s$/, '');
  return (
    nickname.length >= 4 &&
    !isCommonWord(nickname) &&
    !isCommonWord(singular) &&
    !COMMON_SURNAMES.has(singular) &&
    !COMMON_SURNAMES.has(nickname) &&
    !GIVEN_NAMES.has(singular)
  );
}

/**
 * 'Ajax', 'Real Madrid', 'PSV Eindhoven', 'Red Star Belgrade': a football club of the European leagues by its
 * name, or a club word before its town; in a sports story only.
 */
const northAmericanSport = new WeakMap<SpanView['doc'], boolean>();
/** Whether the story is North American football, basketball, baseball or hockey copy (once per document). */
function isNorthAmericanSport(doc: SpanView['doc']): boolean {
  let known = northAmericanSport.get(doc);
  if (known === undefined) {
    known = doc.tokens.some((t) => AMERICAN_SPORT_WORDS.has(t.lower));
    northAmericanSport.set(doc, known);
  }
  return known;
}

/** Words of North American football, basketball, baseball and hockey copy. */
const AMERICAN_SPORT_WORDS = new Set([
  'touchdown',
  'touchdowns',
  'quarterback',
  'linebacker',
  'cornerback',
  'rushing',
  'rebounds',
  'innings',
  'pitcher',
  'nfl',
  'nba',
  'nhl',
]);

function isClubName(v: SpanView): boolean {
  const { doc, words, n } = v;
  if (!doc.sports) return false;
  const all = words.map((t) => t.lower).join(' ');
  if (CLUB_NAMES.has(all) || (n >= 2 && CLUB_NAMES.has(words[0]!.lower))) return true;
  if (n < 2) return false;
  if (n <= 3 && CLUB_SUFFIXES.has(words[n - 1]!.lower) && words[n - 1]!.allCaps) return true;
  // 'Vitesse Arnhem', 'Ajax Cape Town': a word that is neither a given name, an ordinary word nor a place,
  // before a town of note, is a club and its town (a person's name seldom ends in a city). Not when the
  // two words are themselves a place: 'LAS VEGAS' in a golf dateline is the city.
  const w0 = words[0]!;
  if (
    n === 2 &&
    !areaCandidates(placeKey(all)).length &&
    !cityStats(placeKey(all)) &&
    !isGiven(w0) &&
    !isCommonWord(w0.lower) &&
    !COMMON_SURNAMES.has(w0.lower) &&
    !areaCandidates(w0.lower).length &&
    (cityStats(w0.lower)?.maxPopulation ?? 0) < 20_000 &&
    (cityStats(words[1]!.lower)?.maxPopulation ?? 0) >= 100_000 &&
    // ('Tarvaris Jackson has reclaimed his starting spot': a common surname after an unknown first name is a
    // player's.)
    !COMMON_SURNAMES.has(words[1]!.lower) &&
    // ('the team lost Lynell Hamilton': North American leagues have no clubs named so, only players.)
    !isNorthAmericanSport(doc)
  )
    return true;
  return (
    CLUB_PREFIXES.has(words[0]!.lower) ||
    (n >= 3 && CLUB_PREFIXES.has(`${words[0]!.lower} ${words[1]!.lower}`))
  );
}

/** 'Wayne State', 'Ohio State' in a sports story, 'Wichita St.': a university, not a place. */
function isStateUniversity(v: SpanView, placeIsArea: boolean): boolean {
  const { doc, words, n, ll } = v;
  if (n < 2 || n > 3 || placeIsArea) return false;
  const dotted = (ll === 'st' || ll === 'st.') && doc.tokens[v.sp.e - 1]!.text.endsWith('.');
  if (ll !== 'state' && !dotted) return false;
  if (leadingPlaceWords(v) !== n - 1 && !(n === 2 && isGiven(words[0]!))) return false;
  if (doc.sports) return true;
  // Outside sport, only where the place is a town, not a state or country ('New York State' is a place).
  const lead = words
    .slice(0, n - 1)
    .map((t) => t.lower)
    .join(' ');
  return areaCandidates(lead).length === 0;
}

/** 'lions', 'saints', 'chargers': a plural whose singular is an ordinary word. */
function isPluralNoun(lower: string): boolean {
  if (lower.length < 4 || !lower.endsWith('s') || lower.endsWith('ss')) return false;
  return isCommonWord(lower.slice(0, -1)) || /^\d+ers$/.test(lower);
}

/** How many of the span's first words name a place ('New Orleans' of 'New Orleans Saints'); 0 for none. */
function leadingPlaceWords(v: SpanView): number {
  for (let k = v.n - 1; k >= 1; k--) {
    const key = v.words
      .slice(0, k)
      .map((t) => t.lower)
      .join(' ');
    if (areaCandidates(key).length || (cityStats(key)?.maxPopulation ?? 0) >= 20_000) return k;
  }
  return 0;
}

/**
 * 'Ken Hill', 'Damon Hill', 'Grace Hall': a given name and a common surname that is also a place word is a
 * person ('Notting Hill', 'Forest Hill' open with no given name).
 */
function isGivenAndSurname(v: SpanView): boolean {
  return v.n === 2 && isGiven(v.words[0]!) && COMMON_SURNAMES.has(v.ll);
}

/** 'Bank of England', 'Isle of Wight': an organisation or place head before the run's first 'of' or 'for'. */
function headOfEvidence(v: SpanView, acc: Scores): void {
  const { doc, sp } = v;
  const toks = doc.tokens;
  for (let i = sp.s; i < sp.e - 1; i++) {
    const t = toks[i]!;
    const nx = toks[i + 1]!;
    if (nx.lower !== 'of' && nx.lower !== 'for') continue;
    if (ORG_HEADS.has(t.lower) || ORG_SUFFIXES.has(t.lower)) {
      acc.add(O, 6, 'org-head-of');
      acc.strong = true;
    } else if (LOC_OF_HEADS.has(t.lower) || (nx.lower === 'of' && MONUMENT_OF_HEADS.has(t.lower))) {
      acc.add(L, 5, 'place-head-of');
      acc.strong = true;
    }
    break;
  }
}

/** The shape of a person's name: given name, initial, particle, surname; one word alone counts for less. */
function personNameEvidence(v: SpanView, placeIsArea: boolean, acc: Scores): void {
  const { words, n, w0, l0, ll } = v;
  const nameWords = words.filter((t) => !NAME_PARTICLES.has(t.lower));
  const endsLikeThing =
    ORG_SUFFIXES.has(ll) || (LOC_SUFFIXES.has(ll) && !isGivenAndSurname(v)) || placeIsArea;
  // 'Al - Masry Al - Youm', 'Al-Ahram': a name opening with the Arabic article and a hyphen, with no given name
  // before it, is most often a newspaper, a channel, a club or a movement.
  const toks = v.doc.tokens;
  const arabicArticle =
    /^(?:Al|El)(?:-|$)/.test(w0.text) && (w0.text.includes('-') || toks[v.sp.s + 1]?.text === '-');
  if (arabicArticle) acc.add(O, 2.5, 'arabic-article');
  // ('U. S. Marshals', 'U. S. Customs': the country's service, unless a place word ends the name.)
  if (opensWithCountryInitials(v) && !LOC_SUFFIXES.has(ll)) acc.add(O, 2.5, 'country-initials');
  if (n >= 2 && /^(?:jr|jnr|sr|snr)$/.test(ll)) acc.add(P, 4, 'generational');
  // ('the team lost Lynell Hamilton and P. J. Hill': two initials before a place word are a person's; 'Hill'
  // had made it a place.)
  // ('PJ Hill', 'TJ Yates': the initials written together, when they are no known acronym.)
  const joinedInitials =
    nameWords.length === 2 &&
    /^\p{Lu}{2}$/u.test(nameWords[0]!.text) &&
    !KNOWN_ORG_ACRONYMS.has(nameWords[0]!.lower) &&
    PLACE_ACRONYMS[nameWords[0]!.lower] === undefined;
  if (
    ((nameWords.length >= 3 && nameWords.slice(0, -1).every((t) => /^\p{Lu}$/u.test(t.text))) ||
      joinedInitials) &&
    LOC_SUFFIXES.has(ll) &&
    !opensWithCountryInitials(v)
  )
    acc.add(P, 6, 'initials-surname');
  if (nameWords.length >= 2 && !endsLikeThing) {
    if (isGiven(nameWords[0]!)) acc.add(P, 3.5, 'given-name');
    // ('J. Edgar Hoover', 'W. Mark Felt': an initial before a given name and a surname is a person's name as
    // surely as the given name alone would make it.)
    else if (/^\p{Lu}$/u.test(nameWords[0]!.text) && !opensWithCountryInitials(v))
      acc.add(
        P,
        nameWords.length >= 3 && isGiven(nameWords[1]!) ? 3.5 : 2,
        nameWords.length >= 3 && isGiven(nameWords[1]!) ? 'initial-given-name' : 'initial',
      );
    // ('Al - Masry Al - Youm', 'Al-Ahram': an Arabic article opening the name is no particle of a person's.)
    if (nameWords.length <= 4 && !arabicArticle && words.some((t, i) => i > 0 && NAME_PARTICLES.has(t.lower)))
      acc.add(P, 2, 'particle');
    if (COMMON_SURNAMES.has(ll)) acc.add(P, 1, 'surname');
    else if (SURNAME_ENDINGS.test(ll) && !isCommonWord(ll)) acc.add(P, 0.7, 'surname-ending');
    if (nameWords.length > 4) acc.add(P, -2, 'too-long');
  } else if (n === 1) {
    if (isGiven(w0) && !isShortAcronym(w0, n)) acc.add(P, 1.2, 'given-name-alone');
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
}

/** A short all-capital word is most often an organisation's acronym; camel case ('eBay') a brand. */
function acronymEvidence(v: SpanView, placeAcronym: string | undefined, acc: Scores): void {
  const { n, w0, l0 } = v;
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
  // 'DiLeo', 'DeGeneres': a surname's particle joined to it is a person's shape, not a brand's camel case
  // ('YouTube', 'PlayStation').
  if (n === 1 && SURNAME_PARTICLE_JOINED.test(w0.text)) acc.add(P, 1.5, 'surname-particle');
  else if (n === 1 && /\p{Ll}\p{Lu}/u.test(w0.text) && !/^(?:Mc|Mac|O')/.test(w0.text))
    acc.add(O, 1.5, 'camel-case');
  // 'Reliance GlobalCom', 'TallGrass Distribution': a brand's inner capital after three or more small letters
  // (a surname's comes after a short prefix: 'DeGeneres', 'LaSalle', 'MacArthur').
  if (n >= 2 && v.words.some((t) => /^\p{Lu}\p{Ll}{3,}\p{Lu}/u.test(t.text))) {
    acc.add(O, 3.5, 'brand-capital');
    acc.add(P, -3, 'brand-capital');
  }
  // 'WCVB', 'KTLA': a US broadcaster's call sign.
  if (n === 1 && /^[KW][A-Z]{3}$/.test(w0.text)) acc.add(O, 2, 'call-sign');
  // 'WCCO-TV Channel 4': a call sign with its medium, whatever words follow it.
  if (v.words.some((t) => /^[KW][A-Z]{2,3}-(?:TV|FM|AM|DT)$/.test(t.text))) {
    acc.add(O, 6, 'call-sign-medium');
    acc.strong = true;
  }
  // 'ESPN. com', 'Yahoo! Sports': a web address or a media brand with an exclamation mark.
  const toks = v.doc.tokens;
  if (n >= 2 && DOMAINS.has(v.ll) && toks[v.sp.e - 2]?.text === '.') {
    acc.add(O, 6, 'web-address');
    acc.strong = true;
  }
  if (n >= 2 && toks.slice(v.sp.s, v.sp.e).some((t) => t.text === '!')) acc.add(O, 5, 'bang-brand');
}

/**
 * 'U. S. Marshals', 'U. S. Fish and Wildlife Service': a name opening with a country's initials ('U. S.',
 * 'U.S.') is a body or a place of that country, not a person whose first initial is U.
 */
function opensWithCountryInitials(v: SpanView): boolean {
  const toks = v.doc.tokens;
  const s = v.sp.s;
  if (v.n >= 2 && toks[s]!.text.includes('.') && PLACE_ACRONYMS[toks[s]!.lower] !== undefined) return true;
  if (v.n < 3 || toks[s + 1]?.text !== '.' || !/^\p{Lu}$/u.test(toks[s + 2]?.text ?? '')) return false;
  return PLACE_ACRONYMS[`${toks[s]!.lower} ${toks[s + 2]!.lower}`] !== undefined;
}

function isShortAcronym(w0: SpanView['w0'], n: number): boolean {
  return n === 1 && w0.allCaps && !w0.noCase && /^\p{Lu}{2,3}$/u.test(w0.text);
}

/** Last words of a place to eat or drink ('Oak Bar', 'Rusty Pub'). */
const EATING_SUFFIXES = new Set(['bar', 'pub', 'grill', 'deli']);
