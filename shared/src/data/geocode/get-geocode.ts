import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { type GeocodePlace, geocodePaths, geocodeResponseSchema } from '../../contracts/geocode';
import { browserStorage, type KeyValueStorage, readStorage, writeStorage } from '../../storage/safe-storage';
import { geocodeKeys } from './geocode-keys';

/** SPEC §9: a geocode stays in the browser for 30 days. */
export const GEOCODE_CACHE_MS = 30 * 24 * 60 * 60 * 1000;
const CACHE_PREFIX = 'cairn_geocode:';

interface CachedGeocode {
  lat: number;
  lon: number;
  name: string;
  timestamp: number;
}

const cacheKey = (name: string, near: readonly string[]) =>
  `${CACHE_PREFIX}${[name, ...near].map((n) => n.trim().toLowerCase()).join('|')}`;

/** SPEC §5: a cached geocode is valid only with coordinates and a timestamp (and, §9, under 30 days old). */
export function readCachedGeocode(
  name: string,
  near: readonly string[],
  now = Date.now(),
  storage: KeyValueStorage | undefined = browserStorage(),
): CachedGeocode | undefined {
  const raw = readStorage(cacheKey(name, near), storage);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<CachedGeocode>;
    const valid =
      typeof value.lat === 'number' &&
      typeof value.lon === 'number' &&
      typeof value.timestamp === 'number' &&
      now - value.timestamp < GEOCODE_CACHE_MS;
    return valid ? (value as CachedGeocode) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/geocode?q=&near=` (the spec's place-search service, limit 1): one place or null. A found place
 * is kept in the browser for 30 days; an unknown one is not, so a later data update can still find it.
 * Failures are logged only (SPEC §8) and read as no place.
 */
export async function geocodePlace(
  api: ApiClient,
  name: string,
  near: readonly string[] = [],
  signal?: AbortSignal,
): Promise<Pick<GeocodePlace, 'name' | 'lat' | 'lon'> | null> {
  const cached = readCachedGeocode(name, near);
  if (cached) return { name: cached.name, lat: cached.lat, lon: cached.lon };
  try {
    const { results } = await api.request(geocodePaths.search({ q: name, near: [...near] }), {
      schema: geocodeResponseSchema,
      signal,
    });
    const place = results[0];
    if (!place) return null;
    const entry: CachedGeocode = { name: place.name, lat: place.lat, lon: place.lon, timestamp: Date.now() };
    writeStorage(cacheKey(name, near), JSON.stringify(entry));
    return place;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error('Geocoding failed', error);
    return null;
  }
}

export function geocodeQueryOptions(api: ApiClient, name: string, near: readonly string[] = []) {
  return queryOptions({
    queryKey: geocodeKeys.search(name, near),
    queryFn: ({ signal }) => geocodePlace(api, name, near, signal),
    staleTime: GEOCODE_CACHE_MS,
    retry: false,
  });
}

/** Coordinates of a place name read with the story's other places, or null when there is no such place. */
export function useGeocode(api: ApiClient, name: string, near: readonly string[] = []) {
  return useQuery(geocodeQueryOptions(api, name, near));
}
