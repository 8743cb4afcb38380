// The offline geocoder: a place name, read with its story's context, to one GeoNames place or none.
// The places table is filled on first use (or when main.ts warms it at start).
import type { GeocodePlace } from '@cairn/shared/contracts/geocode';
import type { Drizzle } from '../../db/database';
import { placeKey } from '../../intelligence/entities/gazetteer';
import {
  type Anchor,
  anchorOf,
  choosePlace,
  type PlaceChoice,
  spelledForm,
} from '../../intelligence/places/choose-place';
import { qualifierNames } from '../../intelligence/places/qualifiers';
import { contextNames, qualifiersInText } from './context-names';
import { bundledPlaceRows, type PlaceRow } from './place-rows';
import { loadPlaces, type Place, placesByKeys } from './place-store';
import { typoReadings } from './typo-readings';

export interface GeocodeContext {
  /** Other places the story names. */
  near?: string[];
  /** The story's text: its capitalised names are read as context too. */
  text?: string;
  /** ISO code of the source's country. */
  sourceCountry?: string | null;
}

export interface GeocodeAnswer extends PlaceChoice<Place> {
  /** 'typo': no place has the name, one a letter or two away was taken. */
  matched: 'name' | 'typo';
}

export interface Geocoder {
  /** Resolves once the places table is loaded (loading it on the first call). */
  ready(): Promise<void>;
  geocode(query: string, context?: GeocodeContext): Promise<GeocodeAnswer | undefined>;
}

export function createGeocoder(db: Drizzle, options: { rows?: () => Iterable<PlaceRow> } = {}): Geocoder {
  let loading: Promise<void> | undefined;
  const ready = () => {
    loading ??= loadPlaces(db, options.rows ?? bundledPlaceRows).then(
      () => undefined,
      (error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      },
    );
    return loading;
  };
  return {
    ready,
    async geocode(query, context = {}) {
      await ready();
      return geocodeLoaded(db, query, context);
    },
  };
}

async function geocodeLoaded(db: Drizzle, query: string, context: GeocodeContext) {
  // 'Paris, Texas': the parts after the first comma qualify the first.
  const [head = '', ...qualifierParts] = query.split(',');
  const key = placeKey(head);
  if (!key) return undefined;
  if (context.text) qualifierParts.push(...qualifiersInText(context.text, head.trim()));
  // Each qualifier's names, longest first ('Virginia. Within weeks', ..., 'Virginia'; 'Mo.' is Missouri).
  const qualifierNameKeys = qualifierParts.map((q) => qualifierNames(q).map(placeKey).filter(Boolean));
  const qualifierKeys = [...new Set(qualifierNameKeys.flat())];
  // The name's own words are not context: 'Paz' of 'La Paz' must not vote for a place called Paz.
  const otherText = context.text?.split(head.trim()).join(' . ');
  const nearKeys = [...(context.near ?? []), ...(otherText ? contextNames(otherText) : [])]
    .map(placeKey)
    .filter((k) => k && k !== key && !qualifierKeys.includes(k));
  const found = await placesByKeys(db, [key, ...qualifierKeys, ...nearKeys]);

  let readings = found.get(key) ?? [];
  let matched: GeocodeAnswer['matched'] = 'name';
  if (!readings.length) {
    readings = await typoReadings(db, key);
    matched = 'typo';
  }
  if (!readings.length) return undefined;

  const anchors: Anchor[] = [];
  for (const k of new Set(nearKeys)) {
    const anchor = anchorOf(found.get(k) ?? [], {
      sourceCountry: context.sourceCountry,
      isAlternateReading: (p) => placeKey(p.name) !== k,
    });
    if (anchor) anchors.push(anchor);
  }
  const areasOf = (k: string) => (found.get(k) ?? []).filter((p) => p.kind !== 'city');
  const qualifiers = qualifierNameKeys.flatMap((keys) => areasOf(keys.find((k) => areasOf(k).length) ?? ''));
  // An answer is a point: a reading without coordinates (a division with no town of its own) is passed over.
  const placed = readings.filter((p) => p.lat !== null && p.lon !== null);
  const choice = choosePlace(placed, {
    anchors,
    qualifiers,
    sourceCountry: context.sourceCountry,
    isAlternateReading: matched === 'name' ? (p) => placeKey(p.name) !== key : undefined,
    isRespelledReading: matched === 'name' ? (p) => spelledForm(p.name) !== spelledForm(head) : undefined,
  });
  return choice && { ...choice, matched };
}

/** The API's view of an answer (`GET /api/geocode`). */
export function toGeocodePlace(answer: GeocodeAnswer | undefined): GeocodePlace | undefined {
  const p = answer?.place;
  if (!answer || !p || p.lat === null || p.lon === null) return undefined;
  return {
    name: p.name,
    lat: Math.round(p.lat * 1e5) / 1e5,
    lon: Math.round(p.lon * 1e5) / 1e5,
    kind: p.kind,
    feature_class: p.featureClass,
    feature_code: p.featureCode,
    country_code: p.countryCode,
    population: p.population,
    geonames_id: p.kind === 'city' ? p.id : null,
    matched: answer.matched,
  };
}
