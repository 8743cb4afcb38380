import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { COUNTRIES } from './countries';
import { GENERATIONAL_SUFFIXES } from './generational-suffixes';

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
 *
 * A short form looks its full names up (`FullNames`) instead of testing every name kept before it: a story of
 * every page of a topic has thousands of names, and a comparison of each with each grew with their square.
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
  const fullNames = new FullNames<T>();
  for (const item of longestFirst) {
    const short = words.get(item)!;
    // Only the one full name counts: two (or more) leave the short form apart, whichever they are.
    const targets = item.type === 'Location' || short.length === 0 ? [] : fullNames.of(short, item.type);
    if (targets.length === 1) merge(targets[0]!, item);
    else if (!(item.type === 'Location' && foldPlaceIntoPerson(item, short))) {
      if (item.type !== 'Location') fullNames.file(item, short);
      kept.add(item);
    }
  }
  return items.filter((item) => kept.has(item));

  /** Folds a one-word place into the one person whose surname it is, when its pages never name that person. */
  function foldPlaceIntoPerson(place: T, short: string[]): boolean {
    if (!across || short.length !== 1 || across.isArea(place) || COUNTRY_NAMES.has(short[0]!)) return false;
    const people = fullNames.of(short, 'Person');
    if (people.length !== 1) return false;
    const person = people[0]!;
    const personPages = new Set(across.pagesOf(person));
    if (across.pagesOf(place).some((page) => personPages.has(page))) return false;
    merge(person, place);
    return true;
  }
}

/**
 * The kept full names (places are never a short form's full name), filed under every short form each has:
 * its last words (of a person or anything else), its first words (not of a person: 'Tara' is not 'Tara
 * Reid'), and a person's name without its middle initials. A form is shorter than its full name by at least
 * one word, as a short form must be.
 */
class FullNames<T extends { type: EntityType }> {
  private readonly byForm = new Map<string, T[]>();

  file(full: T, words: readonly string[]): void {
    for (let n = 1; n < words.length; n++) {
      this.add(`${full.type} tail ${words.slice(words.length - n).join(' ')}`, full);
      if (full.type !== 'Person') this.add(`${full.type} head ${words.slice(0, n).join(' ')}`, full);
    }
    if (full.type === 'Person') {
      const initialLess = withoutMiddleInitials(words);
      if (initialLess.length < words.length) this.add(`Person initial-less ${initialLess.join(' ')}`, full);
      // 'James W. McCord Jr.' is 'McCord' too: the surname stands before the generational suffix. (Its own
      // forms keep the suffix: 'Mark Felt Jr.' is no short form of his father 'W. Mark Felt'.)
      if (words.length >= 3 && GENERATIONAL_SUFFIXES.has(words.at(-1)!)) {
        const core = words.slice(0, -1);
        for (let n = 1; n < core.length; n++)
          this.add(`Person tail ${core.slice(core.length - n).join(' ')}`, full);
        const coreInitialLess = withoutMiddleInitials(core);
        if (coreInitialLess.length < core.length)
          this.add(`Person initial-less ${coreInitialLess.join(' ')}`, full);
      }
    }
  }

  /** The full names `short` is a short form of, up to two (a second already leaves the short form apart). */
  of(short: readonly string[], type: EntityType): T[] {
    const form = short.join(' ');
    const lists = [
      this.byForm.get(`${type} tail ${form}`),
      type === 'Person' ? undefined : this.byForm.get(`${type} head ${form}`),
      type === 'Person' && short.length >= 2 ? this.byForm.get(`Person initial-less ${form}`) : undefined,
    ];
    const found: T[] = [];
    for (const list of lists)
      for (const full of list ?? []) {
        if (!found.includes(full)) found.push(full);
        if (found.length === 2) return found;
      }
    return found;
  }

  private add(form: string, full: T): void {
    const list = this.byForm.get(form);
    if (list) list.push(full);
    else this.byForm.set(form, [full]);
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

/** 'Jumaane D. Williams' → 'Jumaane Williams': the one-letter words between the first and the last. */
function withoutMiddleInitials(full: readonly string[]): string[] {
  return full.filter((word, i) => i === 0 || i === full.length - 1 || word.length > 1);
}
