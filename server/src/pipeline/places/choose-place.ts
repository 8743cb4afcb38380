// Which of a name's GeoNames readings a story means. Each reading gets a prior (countries over divisions
// over cities, bigger and capital cities over small ones) plus the support of the story's context: the
// clear readings of its other places ('Texas' makes 'Paris' the one in Texas), an explicit qualifier
// ('Paris, Texas') and the source's country. A small town that nothing supports gets no marker: the demo's
// fictional towns share names with real villages, and a wrong marker is worse than none.
import type { Place } from './place-store';

export interface Anchor {
  country: string;
  admin1: string | null;
}

export interface PlaceReading {
  place: Place;
  score: number;
  /** Context (other places, a qualifier, the source country) supports the reading. */
  supported: boolean;
}

export interface ChoiceContext {
  /** Clear readings of the story's other places. */
  anchors: Anchor[];
  /** Areas named as an explicit qualifier ('Paris, Texas'). */
  qualifiers: Place[];
  /** ISO code of the source's country. */
  sourceCountry?: string | null;
  /** The name's key, and how to key a place's own name: a reading by an alternate name scores lower. */
  key?: string;
  placeKeyOf?: (place: Place) => string;
}

/** Only an area or a city at least this populous anchors the others: two small towns must not pull each other abroad. */
export const ANCHOR_MIN_POPULATION = 100_000;
/** A city nothing supports is placed only when at least this populous. */
export const MIN_UNSUPPORTED_CITY_POPULATION = 50_000;

export function priorOf(p: Place): number {
  if (p.kind === 'country') return 14;
  if (p.kind === 'region') return p.countryCode ? 8 : 7;
  const feature =
    p.featureCode === 'PPLC' ? 1.5 : p.featureCode === 'PPLA' ? 0.8 : p.featureCode === 'PPLA2' ? 0.3 : 0;
  return 1.5 * Math.log10(p.population + 10) + feature;
}

/**
 * The clear reading of a context name, if it has one. A division of the source's own country wins over a
 * foreign namesake: 'Georgia' in an American paper is the state.
 */
export function anchorOf(readings: Place[], sourceCountry?: string | null): Anchor | undefined {
  const home = !sourceCountry
    ? undefined
    : readings.find((p) => p.kind === 'region' && p.countryCode === sourceCountry);
  if (home?.countryCode) return { country: home.countryCode, admin1: home.admin1 };
  const ranked = [...readings].sort((a, b) => priorOf(b) - priorOf(a));
  const top = ranked[0];
  if (!top?.countryCode) return undefined;
  if (top.kind === 'city' && top.population < ANCHOR_MIN_POPULATION) return undefined;
  const rival = ranked.find((x) => x.countryCode !== top.countryCode);
  if (rival && priorOf(top) - priorOf(rival) < 1) return undefined;
  return { country: top.countryCode, admin1: top.admin1 };
}

/** The best-supported reading, or undefined when there is none or it is an unsupported small town. */
export function choosePlace(readings: Place[], context: ChoiceContext): PlaceReading | undefined {
  const countryVotes = new Map<string, number>();
  const admins = new Set<string>();
  for (const a of context.anchors) {
    countryVotes.set(a.country, (countryVotes.get(a.country) ?? 0) + 1);
    if (a.admin1) admins.add(`${a.country}.${a.admin1}`);
  }
  const placeKeyOf = context.placeKeyOf ?? ((p: Place) => p.name);
  let best: PlaceReading | undefined;
  for (const place of readings) {
    if (place.lat === null || place.lon === null) continue;
    // Sharing a country is weak evidence for a town ('Washington' does not move 'Paris' to Texas); sharing
    // a division is strong ('Texas' does). Context helps a division more than a small town that happens
    // to share a famous name.
    const votes = place.countryCode ? Math.min(2, countryVotes.get(place.countryCode) ?? 0) : 0;
    let support = votes * (place.kind === 'city' ? 1.5 : 3);
    if (place.admin1 && admins.has(`${place.countryCode}.${place.admin1}`)) support += 5;
    if (context.sourceCountry && place.countryCode === context.sourceCountry) support += 1;
    for (const q of context.qualifiers) {
      if (
        q.countryCode === place.countryCode &&
        (!q.admin1 || q.admin1 === place.admin1) &&
        place.kind === 'city'
      )
        support += 8;
    }
    // A name that is only an alternate of the place ('Philadelphia' of Amman) is a weaker reading.
    const alternate = context.key !== undefined && placeKeyOf(place) !== context.key ? 1.5 : 0;
    const score = priorOf(place) + support - alternate;
    if (!best || score > best.score) best = { place, score, supported: support > 0 };
  }
  if (!best) return undefined;
  const p = best.place;
  if (p.kind === 'city' && !best.supported && p.population < MIN_UNSUPPORTED_CITY_POPULATION)
    return undefined;
  return best;
}

/**
 * Candidate place names in a story's text: runs of capitalised words (with 'of', 'de', 'del', 'la' inside)
 * and every one-to-three-word part of them, so 'Texas Governor Greg Abbott' yields 'Texas'.
 */
export function contextNames(text: string): string[] {
  const names = new Set<string>();
  const runs =
    text.match(/\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|de|del|la|le|the)\s+)?\p{Lu}[\p{L}'’.-]*)*/gu) ?? [];
  for (const run of runs) {
    const words = run.split(/\s+/).map((w) => w.replace(/(?:'s|’s|\.)$/u, ''));
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= 3 && i + n <= words.length; n++) names.add(words.slice(i, i + n).join(' '));
    }
  }
  return [...names];
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows[i] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (i > 0 && rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Edits a typo may need: none under 5 letters (too many real names lie one edit apart), one, two from 9. */
export function allowedEdits(key: string): number {
  return key.length < 5 ? 0 : key.length < 9 ? 1 : 2;
}
