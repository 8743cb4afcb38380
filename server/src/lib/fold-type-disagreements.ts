import type { EntityType } from '@cairn/shared/contracts/vocabulary';

/**
 * A story's pages are resolved one at a time, and two of them can read one name two ways: 'the Watergate
 * complex' on one page makes 'Watergate' a place, 'the Watergate scandal' on another leaves it an
 * organisation. The story then listed it twice, under two types. This keeps one: the type more of the
 * story's pages give it (then the one with more mentions); an exact tie stays as it is (nothing to choose by).
 *
 * Two readings stay apart when a page has both (that page told them apart: a team 'Boston' and the city
 * 'Boston' in one match report), and when a reading is a place placed on the map (a GeoNames place is more
 * than a guess from context, and a city's name is also its team's in sports copy).
 */
export function foldTypeDisagreements<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, other: T) => void,
  evidence: {
    pagesOf: (item: T) => readonly string[];
    mentionsOf: (item: T) => number;
    isMapped: (item: T) => boolean;
  },
): T[] {
  const byName = new Map<string, T[]>();
  for (const item of items) {
    const key = foldName(item.name);
    const group = byName.get(key);
    if (group) group.push(item);
    else byName.set(key, [item]);
  }
  const dropped = new Set<T>();
  for (const group of byName.values()) {
    if (group.length < 2 || group.some(evidence.isMapped)) continue;
    if (new Set(group.map((item) => item.type)).size < 2) continue;
    if (twoReadOnOnePage(group, evidence.pagesOf)) continue;
    const ranked = [...group].sort(
      (a, b) =>
        evidence.pagesOf(b).length - evidence.pagesOf(a).length ||
        evidence.mentionsOf(b) - evidence.mentionsOf(a),
    );
    const [first, second] = ranked as [T, T];
    if (
      evidence.pagesOf(first).length === evidence.pagesOf(second).length &&
      evidence.mentionsOf(first) === evidence.mentionsOf(second)
    )
      continue;
    for (const other of ranked.slice(1)) {
      merge(first, other);
      dropped.add(other);
    }
  }
  return items.filter((item) => !dropped.has(item));
}

/**
 * Whether a page has two of the group's readings: one pass over their pages, each page filed under the first
 * reading seen on it (comparing the pages of every pair of readings grew with the square of their number).
 */
function twoReadOnOnePage<T>(group: readonly T[], pagesOf: (item: T) => readonly string[]): boolean {
  const readingOn = new Map<string, number>();
  for (const [reading, item] of group.entries())
    for (const page of pagesOf(item)) {
      const first = readingOn.get(page);
      if (first === undefined) readingOn.set(page, reading);
      else if (first !== reading) return true;
    }
  return false;
}

/** Accents, case and a leading 'the' folded: the names the entity keys would call one. */
function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
