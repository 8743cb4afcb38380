// The places table: filled once from the gazetteer rows, then read by name. Loading runs in batches of
// separate statements, so on PGlite's single connection other requests interleave with it instead of
// waiting for one long transaction; a load cut short (no place_loads row) is cleared and redone.
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import type { PlaceKind } from '../../intelligence/entities/gazetteer';
import type { PlaceRow } from './place-rows';

/** Bump when the rows or their keys change: the next start reloads. */
export const PLACE_DATA_VERSION = 'geonames-cities500+areas+counties-7';
/** Small batches: on PGlite (one connection) each batch holds the database while it is written. */
const BATCH = 1_000;
/** The shortest pause between batches, which lets the pipeline's and the readers' queries in. */
const MIN_PAUSE_MS = 10;

/** A place as read back: its row without the name keys. */
export type Place = Omit<PlaceRow, 'keys'>;

export async function placesLoaded(db: Drizzle, version = PLACE_DATA_VERSION): Promise<boolean> {
  const found = await db.execute(sql`select 1 from place_loads where version = ${version}`);
  return found.rows.length > 0;
}

/**
 * Replaces the table's contents with `rows` unless this version is already loaded. Returns the count.
 * Rows are drawn a batch at a time, and after each batch the loader pauses as long as the batch took: the
 * load takes at most about half of PGlite's one connection and of the event loop, however slow the machine.
 */
export async function loadPlaces(
  db: Drizzle,
  rows: () => Iterable<PlaceRow>,
  version = PLACE_DATA_VERSION,
): Promise<number> {
  if (await placesLoaded(db, version)) return 0;
  // A load cut short (the process killed mid-way) left rows without a place_loads row: start over.
  // TRUNCATE rather than DELETE: it does not visit 200,000 rows while every other query waits.
  await db.execute(sql`truncate place_loads, place_names, places`);
  let count = 0;
  let batch: PlaceRow[] = [];
  const insert = async () => {
    const started = performance.now();
    await insertBatch(db, batch);
    count += batch.length;
    batch = [];
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, Math.max(MIN_PAUSE_MS, took)));
  };
  for (const row of rows()) {
    batch.push(row);
    if (batch.length === BATCH) await insert();
  }
  if (batch.length) await insert();
  await db.execute(sql`insert into place_loads (version, places) values (${version}, ${count})
    on conflict (version) do nothing`);
  return count;
}

async function insertBatch(db: Drizzle, batch: PlaceRow[]) {
  const col = <T>(pick: (r: PlaceRow) => T) => sql.param(batch.map(pick));
  await db.execute(sql`
    insert into places (id, name, kind, feature_class, feature_code, country_code, admin1, admin2, latitude,
                        longitude, population)
    select * from unnest(${col((r) => r.id)}::int[], ${col((r) => r.name)}::text[],
      ${col((r) => r.kind)}::text[], ${col((r) => r.featureClass)}::text[], ${col((r) => r.featureCode)}::text[],
      ${col((r) => r.countryCode)}::text[], ${col((r) => r.admin1)}::text[], ${col((r) => r.admin2)}::text[],
      ${col((r) => r.lat)}::float8[],
      ${col((r) => r.lon)}::float8[], ${col((r) => r.population)}::int[])
    on conflict (id) do nothing`);
  const keys = batch.flatMap((r) => r.keys);
  const ids = batch.flatMap((r) => r.keys.map(() => r.id));
  await db.execute(sql`
    insert into place_names (key, place_id)
    select * from unnest(${sql.param(keys)}::text[], ${sql.param(ids)}::int[])`);
}

interface PlaceSqlRow extends Record<string, unknown> {
  key: string;
  id: number;
  name: string;
  kind: PlaceKind;
  feature_class: string;
  feature_code: string;
  country_code: string | null;
  admin1: string | null;
  admin2: string | null;
  latitude: number | null;
  longitude: number | null;
  population: number;
}

const toPlace = (r: PlaceSqlRow): Place => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  featureClass: r.feature_class,
  featureCode: r.feature_code,
  countryCode: r.country_code,
  admin1: r.admin1,
  admin2: r.admin2,
  lat: r.latitude === null ? null : Number(r.latitude),
  lon: r.longitude === null ? null : Number(r.longitude),
  population: Number(r.population),
});

/** Up to `perKey` places for each exact key (the most populous first; areas before cities). */
export async function placesByKeys(db: Drizzle, keys: string[], perKey = 40): Promise<Map<string, Place[]>> {
  const out = new Map<string, Place[]>();
  const unique = [...new Set(keys)].filter(Boolean);
  if (!unique.length) return out;
  const found = await db.execute<PlaceSqlRow>(sql`
    select k.key, p.* from unnest(${sql.param(unique)}::text[]) as k(key)
    cross join lateral (
      select distinct on (pl.population, pl.id) pl.* from place_names n join places pl on pl.id = n.place_id
      where n.key = k.key
      order by pl.population desc, pl.id
      limit ${perKey}) p`);
  for (const row of found.rows) {
    const list = out.get(row.key) ?? [];
    list.push(toPlace(row));
    out.set(row.key, list);
  }
  return out;
}

/** Names sharing the key's first three letters and within two letters of its length: typo candidates. */
export async function keysNear(db: Drizzle, key: string): Promise<string[]> {
  if (key.length < 4) return [];
  const found = await db.execute<{ key: string }>(sql`
    select distinct key from place_names
    where left(key, 3) = ${key.slice(0, 3)} and length(key) between ${key.length - 2} and ${key.length + 2}
    limit 5000`);
  return found.rows.map((r) => r.key);
}
