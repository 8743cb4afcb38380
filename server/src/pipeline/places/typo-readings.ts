// A misspelt place name ('Marseile') read as the nearest names the places table holds.
import type { Drizzle } from '../../db/database';
import { editDistance } from '../../lib/text-terms';
import { keysNear, type Place, placesByKeys } from './place-store';

/** Edits a typo may need: none under 5 letters (too many real names lie one edit apart), one, two from 9. */
export function allowedEdits(key: string): number {
  return key.length < 5 ? 0 : key.length < 9 ? 1 : 2;
}

/**
 * Readings of the nearest names when no place has this one: the closest edit distance wins, and only
 * countries, divisions and cities of 15,000 or more count, so a misspelling never lands on a hamlet.
 */
export async function typoReadings(db: Drizzle, key: string): Promise<Place[]> {
  const max = allowedEdits(key);
  if (!max) return [];
  let bestDistance = max + 1;
  let bestKeys: string[] = [];
  for (const near of await keysNear(db, key)) {
    const d = editDistance(key, near, max);
    if (d < bestDistance) {
      bestDistance = d;
      bestKeys = [near];
    } else if (d === bestDistance && d <= max) bestKeys.push(near);
  }
  if (!bestKeys.length) return [];
  const found = await placesByKeys(db, bestKeys.slice(0, 20));
  return [...found.values()].flat().filter((p) => p.kind !== 'city' || p.population >= 15_000);
}
