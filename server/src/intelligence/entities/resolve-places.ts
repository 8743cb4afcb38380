// GeoNames coordinates for a document's places, each candidate chosen by population and by the document's
// other places: a place whose reading is clear anchors the others ('Massachusetts' makes 'Springfield' the
// one in Massachusetts); a place followed by ', <state or country>' is qualified by it.
import {
  type Anchor,
  anchorOf,
  choosePlace,
  countyOf,
  liesIn,
  type PlaceChoice,
  type ReadingOptions,
  spelledForm,
} from '../places/choose-place';
import { qualifierAt, qualifierNames } from '../places/qualifiers';
import type { Cluster } from './cluster-mentions';
import { type PlaceCandidate, placeCandidates, placeKey } from './gazetteer';
import type { ResolvedLocation } from './resolve-entities';

/** Picks each place's GeoNames candidate. */
export function resolvePlaces(
  text: string,
  clusters: { c: Cluster; name: string }[],
): Map<Cluster, PlaceChoice<PlaceCandidate>> {
  const cands = new Map<Cluster, PlaceCandidate[]>();
  // A reading by one of a place's alternate names ranks lower: 'his Arizona home' is the state, not Yuma,
  // which GeoNames also calls Arizona.
  // A namesake spelled otherwise ranks a little lower too ('Saint-Louis' of Senegal for 'St. Louis').
  const reading = new Map<Cluster, ReadingOptions<PlaceCandidate>>();
  for (const { c, name } of clusters) {
    const list = withoutShadowedAreas(placeCandidates(name, 40));
    if (!list.length) continue;
    cands.set(c, list);
    const key = placeKey(name);
    const written = spelledForm(name);
    reading.set(c, {
      isAlternateReading: (p) => !sameName(placeKey(p.name), key),
      isRespelledReading: (p) => !sameName(spelledForm(p.name), written),
    });
  }
  const qualifier = placeQualifiers(text, clusters);
  const anchors = placeAnchors(cands, qualifier, reading);
  // A name written as another place's qualifier is the area that holds that place, where its prior would
  // read a place outside that area: 'Georgia' of 'Atlanta, Georgia' is the state, not the country; 'Washington'
  // of 'Seattle, Washington' the state, not the capital. (Not where it reads a city inside the area: 'New York'
  // of 'Brooklyn, New York' is mostly the city elsewhere in the story, and one entity for both.)
  const qualifyingReadings = new Set<PlaceCandidate>();
  for (const [c, quals] of qualifier) {
    const held = quals.find((area) => (cands.get(c) ?? []).some((p) => p !== area && liesIn(p, area)));
    if (held) qualifyingReadings.add(held);
  }
  const choice = new Map<Cluster, PlaceChoice<PlaceCandidate>>();
  for (const [c, list] of cands) {
    const others = [...anchors].flatMap(([other, anchor]) => (other === c ? [] : [anchor]));
    const best = choosePlace(list, {
      anchors: others,
      qualifiers: qualifier.get(c) ?? [],
      ...reading.get(c),
    });
    const meant = list.find((p) => qualifyingReadings.has(p));
    if (meant && best && !liesIn(best.place, meant))
      choice.set(c, { place: meant, score: best.score, support: 'state', outOfState: false });
    else if (best) choice.set(c, best);
  }
  return choice;
}

/**
 * An area the gazetteer cannot place ('Bronx', 'Brooklyn': named areas without coordinates, kept so that the
 * recogniser knows them) gives way to a city of the same name in its country that it can ('The Bronx', New
 * York, 1.4 million): the area's higher prior would otherwise leave the name off the map.
 */
function withoutShadowedAreas(list: PlaceCandidate[]): PlaceCandidate[] {
  return list.filter(
    (p) =>
      !(
        p.kind === 'region' &&
        p.lat === null &&
        list.some(
          (q) =>
            q.kind === 'city' &&
            q.countryCode === p.countryCode &&
            placeKey(q.name) === placeKey(p.name) &&
            (q.population ?? 0) >= 100_000,
        )
      ),
  );
}

/** A reading's own name, or it with 'City' after it: 'New York' is New York City by its name, not an alias. */
function sameName(readingKey: string, key: string): boolean {
  return readingKey === key || readingKey === `${key} city`;
}

/** Explicit qualifiers: 'Springfield, Illinois'. */
function placeQualifiers(
  text: string,
  clusters: { c: Cluster; name: string }[],
): Map<Cluster, PlaceCandidate[]> {
  const qualifier = new Map<Cluster, PlaceCandidate[]>();
  for (const { c } of clusters) {
    for (const m of c.mentions) {
      const q = qualifierAt(text, m.end);
      if (!q) continue;
      const areas = qualifyingAreas(q);
      if (areas.length) qualifier.set(c, [...(qualifier.get(c) ?? []), ...areas]);
    }
  }
  return qualifier;
}

/** The areas a qualifier names: those of the longest of its names that is one. */
function qualifyingAreas(q: string): PlaceCandidate[] {
  for (const name of qualifierNames(q)) {
    const areas = placeCandidates(name, 0).filter((a) => a.kind !== 'city');
    if (areas.length) return areas;
  }
  return [];
}

/**
 * Anchors: the clear readings. A place with a qualifier anchors as the qualifier's area, which it lies in
 * ('Palmer, Alaska' anchors Alaska, though as a town, not as the state the story names).
 */
function placeAnchors(
  cands: Map<Cluster, PlaceCandidate[]>,
  qualifier: Map<Cluster, PlaceCandidate[]>,
  reading: Map<Cluster, ReadingOptions<PlaceCandidate>>,
): Map<Cluster, Anchor> {
  const anchors = new Map<Cluster, Anchor>();
  for (const [c, list] of cands) {
    // The qualifier's reading that holds one of the name's own ('Atlanta, Georgia' is the state, where an
    // Atlanta lies, not the country that comes first among Georgia's readings).
    const quals = qualifier.get(c) ?? [];
    const q = quals.find((area) => list.some((p) => p !== area && liesIn(p, area))) ?? quals[0];
    const anchor = q?.countryCode
      ? { country: q.countryCode, admin1: q.admin1, isRegion: false, ...countyOf(q) }
      : anchorOf(list, { ...reading.get(c), soleTownsAnchor: true });
    if (anchor) anchors.set(c, anchor);
  }
  return anchors;
}

/** The chosen place's coordinates. */
export function locationOf(choice: PlaceChoice<PlaceCandidate> | undefined): ResolvedLocation | undefined {
  const c = choice?.place;
  if (!c || c.lat === null || c.lon === null) return undefined;
  return {
    lat: Math.round(c.lat * 1e5) / 1e5,
    lon: Math.round(c.lon * 1e5) / 1e5,
    country_code: c.countryCode,
    population: c.population,
    geonames_id: c.geonamesId,
    feature: c.kind,
  };
}
