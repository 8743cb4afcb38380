import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../storage/safe-storage';
import { GEOCODE_CACHE_MS, readCachedGeocode } from './get-geocode';

function memory(entries: Record<string, string>): KeyValueStorage {
  return {
    getItem: (k) => entries[k] ?? null,
    setItem: (k, v) => {
      entries[k] = v;
    },
  };
}

describe('geocode cache', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  const key = 'cairn_geocode:paris|texas';
  it('is valid only with coordinates and a timestamp, and for 30 days', () => {
    const entry = { name: 'Paris', lat: 33.66, lon: -95.55, timestamp: now - 1000 };
    expect(readCachedGeocode('Paris', ['Texas'], now, memory({ [key]: JSON.stringify(entry) }))).toEqual(
      entry,
    );
    const old = { ...entry, timestamp: now - GEOCODE_CACHE_MS };
    expect(
      readCachedGeocode('Paris', ['Texas'], now, memory({ [key]: JSON.stringify(old) })),
    ).toBeUndefined();
    const noTime = { name: 'Paris', lat: 33.66, lon: -95.55 };
    expect(
      readCachedGeocode('Paris', ['Texas'], now, memory({ [key]: JSON.stringify(noTime) })),
    ).toBeUndefined();
    const noLat = { name: 'Paris', lon: -95.55, timestamp: now };
    expect(
      readCachedGeocode('Paris', ['Texas'], now, memory({ [key]: JSON.stringify(noLat) })),
    ).toBeUndefined();
    expect(readCachedGeocode('Paris', ['Texas'], now, memory({ [key]: '{not json' }))).toBeUndefined();
  });
});
