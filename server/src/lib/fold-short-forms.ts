import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { COUNTRIES } from './countries';

const COUNTRY_NAMES = new Set(COUNTRIES.flatMap((country) => country.names.map((name) => fold(name))));

/**
 * A story's entities come from its pages, each resolved on its own: one page names "Tara Reid", another
 * only "Reid"; one "Indianapolis Colts", another "Colts". Within a page the short form already joins its
 * full name (cluster-mentions.ts); across a story's pages this folds a person's surname into the one full
 * name that ends with it, a person's name without a middle initial ("Jumaane Williams") into the one full
 * name with one ("Jumaane D. Williams"), and an organisation's leading or last words into the one full name
 * that starts or ends with them. A short form two full names share ("Smith" of "Jane Smith" and "John Smith") stays apart,
 * and places are never folded into places ("Wendover" is not "Wendover County").
 *
 * A page that names a person by surname alone cannot always tell the person from a small town of that name
 * ("Manning threw for 364 yards": Manning, South Carolina). With `pagesOf`, a one-word place folds into the
 * story's one person whose surname it is, when no page the place was read on names that person (a page that
 * names both, "Whitney Houston … born in Houston", has already told them apart), and it is no country or
 * division (`isArea`: GeoNames class 'A').
 */
export function foldShortForms<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, short: T) => void,
  across?: { pagesOf: (item: T) => readonly string[]; isArea: (item: T) => boolean },
): T[] {
  const words = new Map(items.map((item) => [item, nameWords(item.name)]));
  // (Places after the rest of their length: a person's one-word forms have joined the person first.)
  const longestFirst = [...items].sort(
    (a, b) =>
      words.get(b)!.length - words.get(a)!.length ||
      Number(a.type === 'Location') - Number(b.type === 'Location'),
  );
  const kept = new Set<T>();
  for (const item of longestFirst) {
    const short = words.get(item)!;
    const targets =
      item.type === 'Location' || short.length === 0
        ? []
        : [...kept].filter(
            (full) => full.type === item.type && isShortForm(short, words.get(full)!, item.type),
          );
    if (targets.length === 1) merge(targets[0]!, item);
    else if (!(item.type === 'Location' && foldPlaceIntoPerson(item, short))) kept.add(item);
  }
  return items.filter((item) => kept.has(item));

  /** Folds a one-word place into the one person whose surname it is, when its pages never name that person. */
  function foldPlaceIntoPerson(place: T, short: string[]): boolean {
    if (!across || short.length !== 1 || across.isArea(place) || COUNTRY_NAMES.has(short[0]!)) return false;
    const people = [...kept].filter(
      (full) => full.type === 'Person' && isShortForm(short, words.get(full)!, 'Person'),
    );
    if (people.length !== 1) return false;
    const person = people[0]!;
    const personPages = new Set(across.pagesOf(person));
    if (across.pagesOf(place).some((page) => personPages.has(page))) return false;
    merge(person, place);
    return true;
  }
}

/** Accents and case folded ('Bénézat' → 'benezat'), as the entity keys fold them. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

function nameWords(name: string): string[] {
  return fold(name)
    .replace(/['’]s$/, '')
    .replace(/\./g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
}

function isShortForm(short: string[], full: string[], type: EntityType): boolean {
  if (short.length >= full.length) return false;
  if (type === 'Person' && short.length >= 2 && withoutMiddleInitials(full).join(' ') === short.join(' '))
    return true;
  const tail = full.slice(full.length - short.length).join(' ') === short.join(' ');
  const head = full.slice(0, short.length).join(' ') === short.join(' ');
  return type === 'Person' ? tail : tail || head;
}

/** 'Jumaane D. Williams' → 'Jumaane Williams': the one-letter words between the first and the last. */
function withoutMiddleInitials(full: string[]): string[] {
  return full.filter((word, i) => i === 0 || i === full.length - 1 || word.length > 1);
}
