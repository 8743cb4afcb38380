// GeoNames coordinates for a document's places, each candidate chosen by population and by the document's
// other places: a place whose reading is clear anchors the others ('Massachusetts' makes 'Springfield' the
// one in Massachusetts); a place followed by ', <state or country>' is qualified by it.
import { type Cluster, stateNameOf } from './cluster-mentions';
import { type PlaceCandidate, placeCandidates } from './gazetteer';
import type { ResolvedLocation } from './resolve-entities';

export interface PlaceChoice {
  candidate: PlaceCandidate;
  score: number;
  /**
   * What supports the choice beyond its population: a qualifier or a place in the same state ('state'), only
   * places elsewhere in the same country ('country'), or nothing.
   */
  support: 'state' | 'country' | 'none';
  /**
   * The document names a state of a state-naming country (an American story: 'Alaska'), and this town lies
   * neither in a state it names nor in the state of one of its large cities, and carries no qualifier.
   */
  outOfState?: boolean;
}

interface Anchor {
  country: string;
  admin1: string | null;
  /** The anchor is a state or province named as such ('Alaska'), not a city lying in one. */
  isRegion: boolean;
}

const ANCHOR_MIN_POPULATION = 100_000;
/** A city is placed on the map only when it is populous or the document's other places support it. */
const MIN_UNSUPPORTED_CITY_POPULATION = 50_000;
/**
 * An American town below this needs its state in the document, not only its country. American news names the
 * state after every town but a few large cities (the agency style: 'Palmer, Alaska', 'Springfield, Mo.'), and
 * the US gazetteer is full of hamlets named by common words: 'New Deal' (Texas, 800 people) in a story about a
 * dairy built under the New Deal, 'Story', 'Wink', 'Earth', 'Industry', 'Harvard'. British news writes
 * 'Millom' bare, so elsewhere the country's support still places a small town.
 */
const MIN_COUNTRY_SUPPORTED_US_TOWN_POPULATION = 10_000;
const STATE_NAMING_COUNTRIES = new Set(['US']);
/**
 * In an American story set in a state it names, a town elsewhere comes with its state or its country ('Crowley,
 * La.', 'Mackenzie, British Columbia') unless it is a large city that stands alone (the agency's dateline list:
 * 'Seattle', 'Denver'). A bare name of a smaller town elsewhere is something else: 'Crowley' is the fuel
 * company next door in a story about Palmer, Alaska, 'Olympia' a woman's name, 'Westchester' the county near
 * New York, not the towns of Louisiana, Washington and Florida. Such a town is left off the map.
 */
const MIN_OUT_OF_STATE_TOWN_POPULATION = ANCHOR_MIN_POPULATION;

function priorOf(c: PlaceCandidate): number {
  if (c.kind === 'country') return 14;
  if (c.kind === 'region') return c.admin1 ? 6.5 : c.countryCode ? 8 : 7;
  const pop = c.population ?? 0;
  const feature =
    c.featureCode === 'PPLC' ? 1.5 : c.featureCode === 'PPLA' ? 0.8 : c.featureCode === 'PPLA2' ? 0.3 : 0;
  return 1.5 * Math.log10(pop + 10) + feature;
}

/** Picks each place's GeoNames candidate. */
export function resolvePlaces(
  text: string,
  clusters: { c: Cluster; name: string }[],
): Map<Cluster, PlaceChoice> {
  const cands = new Map<Cluster, PlaceCandidate[]>();
  for (const { c, name } of clusters) {
    const list = placeCandidates(name, 40);
    if (list.length) cands.set(c, list);
  }
  const qualifier = placeQualifiers(text, clusters);
  const anchors = placeAnchors(cands, qualifier);
  const choice = new Map<Cluster, PlaceChoice>();
  for (const [c, list] of cands) {
    const best = choosePlace(c, list, anchors, qualifier.get(c) ?? []);
    if (best) choice.set(c, best);
  }
  return choice;
}

/** Explicit qualifiers: 'Springfield, Illinois'. */
function placeQualifiers(
  text: string,
  clusters: { c: Cluster; name: string }[],
): Map<Cluster, PlaceCandidate[]> {
  const qualifier = new Map<Cluster, PlaceCandidate[]>();
  for (const { c } of clusters) {
    for (const m of c.mentions) {
      const q = /^,\s+(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2})/u.exec(text.slice(m.end, m.end + 40));
      if (!q) continue;
      const areas = qualifyingAreas(q[1]!);
      if (areas.length) qualifier.set(c, [...(qualifier.get(c) ?? []), ...areas]);
    }
  }
  return qualifier;
}

/**
 * The areas a qualifier names: the longest run of its words that is one ('Arlington, Virginia. Within weeks'
 * is Virginia; the capitalised words may run on into the next sentence). 'Springfield, Mo.': news abbreviates
 * the state after a town, and GeoNames knows only 'Missouri'.
 */
function qualifyingAreas(run: string): PlaceCandidate[] {
  const words = run.split(/\s+/);
  for (let n = words.length; n > 0; n--) {
    const name = words.slice(0, n).join(' ');
    const state = stateNameOf(name);
    const areas = placeCandidates(state ?? name.replace(/\.$/, ''), 0).filter((a) => a.kind !== 'city');
    if (areas.length) return areas;
  }
  return [];
}

/** Anchors: the clear readings. */
function placeAnchors(
  cands: Map<Cluster, PlaceCandidate[]>,
  qualifier: Map<Cluster, PlaceCandidate[]>,
): Map<Cluster, Anchor> {
  const anchors = new Map<Cluster, Anchor>();
  for (const [c, list] of cands) {
    const q = qualifier.get(c)?.[0];
    if (q?.countryCode) {
      anchors.set(c, { country: q.countryCode, admin1: q.admin1, isRegion: false });
      continue;
    }
    const ranked = [...list].sort((a, b) => priorOf(b) - priorOf(a));
    const top = ranked[0];
    if (!top?.countryCode) continue;
    // Only a country, a region or a large city anchors others: two small towns must not pull each other abroad.
    if (top.kind === 'city' && (top.population ?? 0) < ANCHOR_MIN_POPULATION) continue;
    const rival = ranked.find((x) => x.countryCode !== top.countryCode);
    if (!rival || priorOf(top) - priorOf(rival) >= 1)
      anchors.set(c, { country: top.countryCode, admin1: top.admin1, isRegion: top.kind === 'region' });
  }
  return anchors;
}

/** The candidate with the best prior plus the support of the other places' anchors and the qualifiers. */
function choosePlace(
  c: Cluster,
  list: PlaceCandidate[],
  anchors: Map<Cluster, Anchor>,
  quals: PlaceCandidate[],
): PlaceChoice | undefined {
  const countryVotes = new Map<string, number>();
  const admins = new Set<string>();
  const namedStates = new Set<string>();
  /** The state-naming countries whose states the document names. */
  const namedStateCountries = new Set<string>();
  for (const [other, a] of anchors) {
    if (other === c) continue;
    countryVotes.set(a.country, (countryVotes.get(a.country) ?? 0) + 1);
    if (a.admin1) admins.add(`${a.country}.${a.admin1}`);
    if (a.admin1 && a.isRegion) namedStates.add(`${a.country}.${a.admin1}`);
    if (a.admin1 && a.isRegion && STATE_NAMING_COUNTRIES.has(a.country)) namedStateCountries.add(a.country);
  }
  let best: PlaceChoice | undefined;
  for (const cand of list) {
    let context = 0;
    if (cand.countryCode) context += 3 * Math.min(2, countryVotes.get(cand.countryCode) ?? 0);
    const state = `${cand.countryCode}.${cand.admin1}`;
    const stateSupport = !!cand.admin1 && admins.has(state);
    if (stateSupport) context += 4;
    const inNamedState = !!cand.admin1 && namedStates.has(state);
    // Context helps a region more than a small town that happens to share a famous name ('China', Texas).
    // A town in a state the page names gets 1.5 more, one tenth of the population in the prior: 'Palmer' in
    // a story about Alaska is Palmer, Alaska (7k), not Palmer, Massachusetts (18k); but 'Portland' in an NBA
    // story that names Tennessee stays Portland, Oregon (650k), not Portland, Tennessee (12k).
    context = Math.min(context, cand.kind !== 'city' ? 8 : inNamedState ? 6.5 : 5);
    const qualified = quals.some(
      (q) =>
        q.countryCode === cand.countryCode && (!q.admin1 || q.admin1 === cand.admin1) && cand.kind === 'city',
    );
    for (const q of quals) {
      if (
        q.countryCode === cand.countryCode &&
        (!q.admin1 || q.admin1 === cand.admin1) &&
        cand.kind === 'city'
      )
        context += 8;
    }
    const score = priorOf(cand) + context;
    const support = stateSupport || qualified ? 'state' : context > 0 ? 'country' : 'none';
    // The story's own state: one it names or one of its large cities lies in ('Los Angeles' in a story that
    // also names Kentucky), in the named state's country.
    const inStoryState = stateSupport && namedStateCountries.has(cand.countryCode ?? '');
    const outOfState = namedStateCountries.size > 0 && cand.kind === 'city' && !inStoryState && !qualified;
    if (!best || score > best.score) best = { candidate: cand, score, support, outOfState };
  }
  return best;
}

/** The chosen place's coordinates, unless it is a small town nothing in the document supports. */
export function locationOf(choice: PlaceChoice | undefined): ResolvedLocation | undefined {
  if (!choice) return undefined;
  const cand = choice.candidate;
  const population = cand.population ?? 0;
  if (choice.outOfState && population < MIN_OUT_OF_STATE_TOWN_POPULATION) return undefined;
  const ok =
    cand.kind !== 'city' ||
    choice.support === 'state' ||
    population >= MIN_UNSUPPORTED_CITY_POPULATION ||
    (choice.support === 'country' &&
      (!STATE_NAMING_COUNTRIES.has(cand.countryCode ?? '') ||
        population >= MIN_COUNTRY_SUPPORTED_US_TOWN_POPULATION));
  return ok ? toLocation(cand) : undefined;
}

function toLocation(c: PlaceCandidate): ResolvedLocation | undefined {
  if (c.lat === null || c.lon === null) return undefined;
  return {
    lat: Math.round(c.lat * 1e5) / 1e5,
    lon: Math.round(c.lon * 1e5) / 1e5,
    country_code: c.countryCode,
    population: c.population,
    geonames_id: c.geonamesId,
    feature: c.kind,
  };
}
