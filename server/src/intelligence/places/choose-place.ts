// Which of a name's GeoNames readings a story means: the one chooser behind the pins of a story's map (the
// entity pipeline, intelligence/entities/resolve-places.ts, over the in-memory gazetteer) and behind
// `GET /api/geocode` (pipeline/places/geocoder.ts, over the places table). Each reading gets a prior
// (countries over divisions over cities, bigger and capital cities over small ones) plus the support of the
// story's context: the clear readings of its other places ('Massachusetts' makes 'Springfield' the one in
// Massachusetts), an explicit qualifier ('Paris, Texas') and, where the caller knows it, the source's country.
// A small town nothing supports gets no place: a wrong pin is worse than none.
import type { PlaceKind } from '../entities/gazetteer';

/** What the chooser reads of a reading; the gazetteer's candidates and the places table's rows both have it. */
export interface PlaceFacts {
  kind: PlaceKind;
  countryCode: string | null;
  admin1: string | null;
  /**
   * A city's second-level division code; a British county's codes as 'admin1.admin2', space-separated
   * ('ENG.M3 ENG.A4 ENG.J4'). Absent or null where unknown.
   */
  admin2?: string | null;
  /** Cities only; null or 0 for countries and divisions. */
  population: number | null;
  /** GeoNames feature code of a city (PPL, PPLA, PPLC...); capitals and division seats weigh more. */
  featureCode: string;
  lat: number | null;
  lon: number | null;
}

/** The clear reading of one of the story's other places. */
export interface Anchor {
  country: string;
  admin1: string | null;
  /** The anchor is a state or province named as such ('Alaska'), not a city lying in one. */
  isRegion: boolean;
  /** A British county the story names or writes as a qualifier: its codes (PlaceFacts.admin2). */
  county?: string;
  /**
   * A small town with no namesake ('Banstead'): it says its country where no clear reading does, but adds no
   * second vote to a country the story already places others in.
   */
  sole?: boolean;
}

/** What the API knows of a name's readings and the pipeline does not pass. */
export interface ReadingOptions<P extends PlaceFacts> {
  /** ISO code of the source's country (the API's `country=`): a reading in it is supported a little. */
  sourceCountry?: string | null;
  /** The reading is by one of the place's alternate names only ('Philadelphia' of Amman): it ranks lower. */
  isAlternateReading?: (place: P) => boolean;
  /**
   * The reading's own name is spelled otherwise than the text writes it ('Saint-Louis' of Senegal for 'St.
   * Louis'; accents aside): it ranks a little lower than a namesake spelled as written.
   */
  isRespelledReading?: (place: P) => boolean;
  /** The name was read as a place (the pipeline's entities): a town with no namesake anchors its country. */
  soleTownsAnchor?: boolean;
}

export interface ChoiceContext<P extends PlaceFacts> extends ReadingOptions<P> {
  /** Clear readings of the story's other places (not of the name being read). */
  anchors: Anchor[];
  /** Areas named as an explicit qualifier ('Paris, Texas', 'Springfield, Mo.'). */
  qualifiers: PlaceFacts[];
}

export interface PlaceChoice<P extends PlaceFacts> {
  place: P;
  score: number;
  /**
   * What supports the choice beyond its population: a qualifier or a place in the same state ('state'), only
   * places elsewhere in the same country or the source's country ('country'), or nothing.
   */
  support: 'state' | 'country' | 'none';
  /**
   * The story names a state of a state-naming country (an American story: 'Alaska'), and this town lies
   * neither in a state it names nor in the state of one of its large cities, and carries no qualifier; or the
   * story names a British county and this British town lies in none it names and carries no qualifier.
   */
  outOfState: boolean;
}

/** Only an area or a city at least this populous anchors the others: two small towns must not pull each other abroad. */
export const ANCHOR_MIN_POPULATION = 100_000;
/** A town that no other place shares its name with anchors its country from this size. */
export const SOLE_TOWN_ANCHOR_MIN_POPULATION = 10_000;
/** A city is placed only when it is populous or the story's context supports it. */
export const MIN_UNSUPPORTED_CITY_POPULATION = 50_000;
/**
 * An American town below this needs its state in the story, not only its country. American news names the
 * state after every town but a few large cities (the agency style: 'Palmer, Alaska', 'Springfield, Mo.'), and
 * the US gazetteer is full of hamlets named by common words: 'New Deal' (Texas, 800 people) in a story about a
 * dairy built under the New Deal, 'Story', 'Wink', 'Earth', 'Industry', 'Harvard'. British news writes
 * 'Millom' bare, so elsewhere the country's support still places a small town.
 */
export const MIN_COUNTRY_SUPPORTED_US_TOWN_POPULATION = 10_000;
const STATE_NAMING_COUNTRIES = new Set(['US']);
/**
 * In an American story set in a state it names, a town elsewhere comes with its state or its country ('Crowley,
 * La.', 'Mackenzie, British Columbia') unless it is a large city that stands alone (the agency's dateline list:
 * 'Seattle', 'Denver'). A bare name of a smaller town elsewhere is something else: 'Crowley' is the fuel
 * company next door in a story about Palmer, Alaska, 'Olympia' a woman's name, 'Westchester' the county near
 * New York, not the towns of Louisiana, Washington and Florida. Such a town gets no place.
 */
export const MIN_OUT_OF_STATE_TOWN_POPULATION = ANCHOR_MIN_POPULATION;
/**
 * The source's country is weak evidence: one point for a town, a third of another place's vote for its
 * country; two for a division or country, which context helps more than a town (the caps below): 'Ontario'
 * in a Canadian paper is the province (prior 6.5) before the Californian city of 171,000 (7.9).
 */
const SOURCE_COUNTRY_SUPPORT = { city: 1, area: 2 };
/**
 * A city read by an alternate name only, with no support from the story, is placed from this size: a large
 * city's exonym ('Marseilles', 870,000; 'Bombay', 'Peking'), not a nickname ('Acropolis' of Little Rock, 198,000).
 */
export const MIN_UNSUPPORTED_ALTERNATE_POPULATION = 800_000;
/** A reading by an alternate name ('Philadelphia' of Amman) loses a tenth of its population's weight. */
const ALTERNATE_NAME_PENALTY = 1.5;

/**
 * Half the penalty of an alternate name: 'St. Louis' (Missouri, 316,000, a county seat) over 'Saint-Louis'
 * (Senegal, 259,000, a regional capital), which the capital's weight had put first.
 */
const RESPELLED_NAME_PENALTY = 0.75;

/** The prior, less the penalty of a reading by an alternate name or by its own name spelled otherwise. */
function rankOf<P extends PlaceFacts>(p: P, options: ReadingOptions<P>): number {
  if (options.isAlternateReading?.(p)) return priorOf(p) - ALTERNATE_NAME_PENALTY;
  return priorOf(p) - (options.isRespelledReading?.(p) ? RESPELLED_NAME_PENALTY : 0);
}

/** A name as spelled, accents, case and punctuation aside: 'St. Louis' → 'st louis', 'Zürich' → 'zurich'. */
export function spelledForm(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function priorOf(p: PlaceFacts): number {
  if (p.kind === 'country') return 14;
  // A first-level division below a populous city: 'New York' and 'Washington' are the cities, not the states.
  if (p.kind === 'region') return p.admin1 ? 6.5 : p.countryCode ? 8 : 7;
  const pop = p.population ?? 0;
  const feature =
    p.featureCode === 'PPLC' ? 1.5 : p.featureCode === 'PPLA' ? 0.8 : p.featureCode === 'PPLA2' ? 0.3 : 0;
  return 1.5 * Math.log10(pop + 10) + feature;
}

/**
 * The clear reading of one of the story's other places, if it has one: a country, a division or a large city
 * whose reading leads every reading in another country by a point. With the source's country, a division of
 * it wins over a foreign namesake: 'Georgia' in an American paper is the state. A reading by an alternate
 * name ranks lower here too: 'Missouri' is the state, not Bozeman (43,000), which GeoNames also calls so.
 */
export function anchorOf<P extends PlaceFacts>(
  readings: P[],
  options: ReadingOptions<P> = {},
): Anchor | undefined {
  const { sourceCountry } = options;
  const home = !sourceCountry
    ? undefined
    : readings.find((p) => p.kind === 'region' && p.countryCode === sourceCountry);
  if (home?.countryCode)
    return { country: home.countryCode, admin1: home.admin1, isRegion: true, ...countyOf(home) };
  const ranked = readings.map((p) => ({ p, rank: rankOf(p, options) })).sort((a, b) => b.rank - a.rank);
  const top = ranked[0];
  if (!top?.p.countryCode) return undefined;
  // ('the Waitrose store in Banstead': a town of 46,000 with no namesake anywhere says its country as surely
  // as a large city, so 'Surrey' is the English county, not the Canadian city.)
  // (Only where the caller knows the name is a place: the API's context names are every capitalised word, and
  // 'Street' of 'Canal Street' is a town of 13,000 in Somerset.)
  const soleTown =
    options.soleTownsAnchor === true &&
    readings.length === 1 &&
    top.p.kind === 'city' &&
    (top.p.population ?? 0) >= SOLE_TOWN_ANCHOR_MIN_POPULATION;
  if (top.p.kind === 'city' && (top.p.population ?? 0) < ANCHOR_MIN_POPULATION && !soleTown) return undefined;
  // ('the Acropolis', an alternate name of Little Rock, must not make 'Athens' the one in Georgia.)
  if (
    top.p.kind === 'city' &&
    options.isAlternateReading?.(top.p) &&
    (top.p.population ?? 0) < MIN_UNSUPPORTED_ALTERNATE_POPULATION
  )
    return undefined;
  const rival = ranked.find((x) => x.p.countryCode !== top.p.countryCode);
  if (rival && top.rank - rival.rank < 1) return undefined;
  // 'Harrison County' is in eight states: a county with a namesake in another state anchors none of them.
  if (isCounty(top.p) && ranked.some((x) => isCounty(x.p) && x.p.admin1 !== top.p.admin1)) return undefined;
  const sole = soleTown && (top.p.population ?? 0) < ANCHOR_MIN_POPULATION;
  return {
    country: top.p.countryCode,
    admin1: top.p.admin1,
    isRegion: top.p.kind === 'region',
    ...countyOf(top.p),
    ...(sole ? { sole: true } : {}),
  };
}

/** A British county's codes, for the anchor it makes. */
export function countyOf(area: PlaceFacts): { county?: string } {
  return area.kind === 'region' && area.admin2 ? { county: area.admin2 } : {};
}

/**
 * The reading with the best prior plus support, or undefined when there is none or the best is a town that
 * should not be placed (`isPlaced`).
 */
export function choosePlace<P extends PlaceFacts>(
  readings: P[],
  context: ChoiceContext<P>,
): PlaceChoice<P> | undefined {
  const countryVotes = new Map<string, number>();
  const admins = new Set<string>();
  const namedStates = new Set<string>();
  /** The state-naming countries whose states the story names. */
  const namedStateCountries = new Set<string>();
  const votedByClearReadings = new Set(context.anchors.filter((a) => !a.sole).map((a) => a.country));
  /** 'GB.ENG.M3': the second-level divisions of the British counties the story names, and their countries. */
  const namedCounties = new Set<string>();
  const countyCountries = new Set<string>();
  for (const a of context.anchors) {
    if (a.county) countyCountries.add(a.country);
    for (const code of a.county?.split(' ') ?? []) {
      namedCounties.add(`${a.country}.${code}`);
      // The county's nation ('ENG' of 'ENG.M3') is the story's as a state is: 'Wellington' in a story about
      // Somerset is an English town before it is New Zealand's capital.
      admins.add(`${a.country}.${code.split('.')[0]}`);
    }
    if (!a.sole || !votedByClearReadings.has(a.country))
      countryVotes.set(a.country, (countryVotes.get(a.country) ?? 0) + 1);
    if (!a.admin1) continue;
    admins.add(`${a.country}.${a.admin1}`);
    if (!a.isRegion) continue;
    namedStates.add(`${a.country}.${a.admin1}`);
    if (STATE_NAMING_COUNTRIES.has(a.country)) namedStateCountries.add(a.country);
  }
  let best: PlaceChoice<P> | undefined;
  for (const place of readings) {
    let support = 0;
    if (place.countryCode) support += 3 * Math.min(2, countryVotes.get(place.countryCode) ?? 0);
    if (context.sourceCountry && place.countryCode === context.sourceCountry)
      support += place.kind === 'city' ? SOURCE_COUNTRY_SUPPORT.city : SOURCE_COUNTRY_SUPPORT.area;
    const state = `${place.countryCode}.${place.admin1}`;
    // A British county is the state of British news: England's admin1 is England itself, so a town in a
    // county the story names ('Tiverton' beside 'Devon') is supported as an American town in a named state.
    const inNamedCounty =
      place.kind === 'city' && !!place.admin2 && namedCounties.has(`${state}.${place.admin2}`);
    const stateSupport = (!!place.admin1 && admins.has(state)) || inNamedCounty;
    if (stateSupport) support += 4;
    const inNamedState = (!!place.admin1 && namedStates.has(state)) || inNamedCounty;
    // Context helps a region more than a small town that happens to share a famous name ('China', Texas).
    // A town in a state the story names gets 1.5 more, one tenth of the population in the prior: 'Palmer' in
    // a story about Alaska is Palmer, Alaska (7k), not Palmer, Massachusetts (18k); but 'Portland' in an NBA
    // story that names Tennessee stays Portland, Oregon (650k), not Portland, Tennessee (12k).
    support = Math.min(support, place.kind !== 'city' ? 8 : inNamedState ? 6.5 : 5);
    const qualifiedBy = context.qualifiers.filter(
      (q) => liesIn(place, q) && (place.kind === 'city' || isCounty(place)),
    ).length;
    support += 8 * qualifiedBy;
    const score = rankOf(place, context) + support;
    if (best && score <= best.score) continue;
    // The story's own state: one it names or one of its large cities lies in ('Los Angeles' in a story that
    // also names Kentucky), in the named state's country.
    const inStoryState = stateSupport && namedStateCountries.has(place.countryCode ?? '');
    // A British story set in a county it names: a bare town of another county, where other towns of its
    // country share its name, is, as in an American story set in a named state, something else or a namesake
    // the data lacks (Somerset's Wellington: Shropshire's and Herefordshire's are in the file). Where no other
    // British town bears the name, the county has nothing to choose: 'Merthyr Tydfil', 'Aberdare' (the other
    // is Australian) in a Cumbrian story are those towns.
    const outOfCounty =
      place.kind === 'city' &&
      !inNamedCounty &&
      readings.some((p) => p !== place && p.kind === 'city' && p.countryCode === place.countryCode) &&
      countyCountries.has(place.countryCode ?? '');
    best = {
      place,
      score,
      support: stateSupport || qualifiedBy > 0 ? 'state' : support > 0 ? 'country' : 'none',
      outOfState:
        ((namedStateCountries.size > 0 && !inStoryState) || outOfCounty) &&
        place.kind === 'city' &&
        !qualifiedBy,
    };
  }
  // 'Joyce Wallace of Georgia' in a story that names Tennessee: a country nothing in the story supports gives
  // way to a state of the same name in the country whose states the story names.
  if (best?.place.kind === 'country' && !countryVotes.get(best.place.countryCode ?? '')) {
    const state = readings.find(
      (p) => p.kind === 'region' && !isCounty(p) && namedStateCountries.has(p.countryCode ?? ''),
    );
    if (state) return { place: state, score: best.score, support: 'state', outOfState: false };
  }
  if (best && !isPlaced(best, readings)) return undefined;
  // 'Wellington, Somerset': the county is written, and no Wellington the data knows lies in it (Somerset's is
  // missing from cities500). The town meant is not one of these readings: Wellington, Shropshire would be a
  // wrong pin, New Zealand's a worse one.
  if (
    best?.place.kind === 'city' &&
    context.qualifiers.length > 0 &&
    context.qualifiers.every((q) => q.kind === 'region' && q.admin2) &&
    !context.qualifiers.some((q) => liesIn(best.place, q))
  )
    return undefined;
  // 'the Acropolis' is one of Little Rock's alternate names in GeoNames: a town read by an alternate name
  // only is placed on the story's support or as a large city ('Bombay', 'Peking', 'Marseilles'), not on its
  // population alone.
  if (
    best?.place.kind === 'city' &&
    best.support === 'none' &&
    context.isAlternateReading?.(best.place) &&
    (best.place.population ?? 0) < MIN_UNSUPPORTED_ALTERNATE_POPULATION
  )
    return undefined;
  return best;
}

/**
 * The place lies in the area: in its country, and in its division when the area is one (in one of its
 * second-level divisions when the area is a British county).
 */
export function liesIn(place: PlaceFacts, area: PlaceFacts): boolean {
  if (place.countryCode !== area.countryCode) return false;
  if (area.kind === 'region' && area.admin2)
    return !!place.admin2 && area.admin2.split(' ').includes(`${place.admin1}.${place.admin2}`);
  return !area.admin1 || area.admin1 === place.admin1;
}

/** An American county, parish or borough (the gazetteer's 'ADM2' readings): named after its state's towns. */
function isCounty(p: PlaceFacts): boolean {
  return p.kind === 'region' && p.featureCode === 'ADM2';
}

/**
 * Whether the chosen reading is placed: not a small town nothing in the story supports, nor a county whose
 * name other states' counties share when the story does not say its state ('The Harrison County coroner').
 */
function isPlaced({ place, support, outOfState }: PlaceChoice<PlaceFacts>, readings: PlaceFacts[]): boolean {
  if (isCounty(place))
    return support === 'state' || !readings.some((r) => isCounty(r) && r.admin1 !== place.admin1);
  if (place.kind !== 'city') return true;
  const population = place.population ?? 0;
  if (outOfState && population < MIN_OUT_OF_STATE_TOWN_POPULATION) return false;
  if (support === 'state' || population >= MIN_UNSUPPORTED_CITY_POPULATION) return true;
  return (
    support === 'country' &&
    (!STATE_NAMING_COUNTRIES.has(place.countryCode ?? '') ||
      population >= MIN_COUNTRY_SUPPORTED_US_TOWN_POPULATION)
  );
}
