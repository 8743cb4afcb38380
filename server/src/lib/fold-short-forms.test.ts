import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { foldShortForms } from './fold-short-forms';

interface Item {
  type: EntityType;
  name: string;
  count: number;
}
const item = (type: EntityType, name: string, count = 1): Item => ({ type, name, count });
const folded = (items: Item[]) =>
  foldShortForms(items, (into, short) => {
    into.count += short.count;
  }).map((i) => `${i.name}:${i.count}`);

describe('foldShortForms', () => {
  it("folds a surname into the story's one full name, and a club's last word into its full name", () => {
    expect(
      folded([
        item('Person', 'Reid', 5),
        item('Person', 'Tara Reid', 3),
        item('Organization', 'Colts', 4),
        item('Organization', 'Indianapolis Colts', 2),
        item('Organization', 'Promises', 1),
        item('Organization', 'Promises Treatment Center', 2),
      ]),
    ).toEqual(['Tara Reid:8', 'Indianapolis Colts:6', 'Promises Treatment Center:3']);
  });

  it("folds a surname into a full name that ends in a generational suffix ('James W. McCord Jr.')", () => {
    // The LaRue story (ECB+ 28_2) listed 'McCord' beside 'James W. McCord Jr.'.
    expect(folded([item('Person', 'McCord', 2), item('Person', 'James W. McCord Jr.', 1)])).toEqual([
      'James W. McCord Jr.:3',
    ]);
    expect(folded([item('Person', 'James McCord', 2), item('Person', 'James W. McCord Jr.', 1)])).toEqual([
      'James W. McCord Jr.:3',
    ]);
    // A son is no short form of his father, and their surname is left to neither.
    expect(
      folded([
        item('Person', 'Felt', 9),
        item('Person', 'W. Mark Felt', 3),
        item('Person', 'Mark Felt Jr.', 1),
      ]),
    ).toEqual(['Felt:9', 'W. Mark Felt:3', 'Mark Felt Jr.:1']);
  });

  it('keeps a short form two full names share, a given name, and every place', () => {
    expect(
      folded([
        item('Person', 'Smith'),
        item('Person', 'Jane Smith'),
        item('Person', 'John Smith'),
        item('Person', 'Tara'),
        item('Person', 'Tara Reid'),
        item('Location', 'Wendover'),
        item('Location', 'Wendover County'),
      ]),
    ).toEqual([
      'Smith:1',
      'Jane Smith:1',
      'John Smith:1',
      'Tara:1',
      'Tara Reid:1',
      'Wendover:1',
      'Wendover County:1',
    ]);
  });

  it('folds a name without its middle initial into the one full name with it, never between two initials', () => {
    // A Brooklyn story (ECB+ 19_2): 'Jumaane D. Williams' on one page, 'Jumaane Williams' on others.
    expect(
      folded([
        item('Person', 'Jumaane Williams', 4),
        item('Person', 'Jumaane D. Williams', 1),
        item('Person', 'John C. Cerar', 1),
        item('Person', 'George Bush', 2),
        item('Person', 'George W. Bush', 3),
        item('Person', 'George H. W. Bush', 1),
        item('Person', 'Makaeo Williams', 1),
      ]),
    ).toEqual([
      'Jumaane D. Williams:5',
      'John C. Cerar:1',
      'George Bush:2',
      'George W. Bush:3',
      'George H. W. Bush:1',
      'Makaeo Williams:1',
    ]);
  });

  it("folds a one-word place into the one person whose surname it is, when the place's pages never name them", () => {
    // The NFL story: one page said only 'Manning threw for 364 yards' (read as Manning, South Carolina), the
    // others 'Peyton Manning'. A page naming both ('Whitney Houston … born in Houston') had told them apart;
    // a country or a division is never a surname here.
    interface Paged extends Item {
      pages: string[];
      area?: boolean;
    }
    const paged = (type: EntityType, name: string, pages: string[], area = false): Paged => ({
      type,
      name,
      count: 1,
      pages,
      area,
    });
    const foldPaged = (items: Paged[]) =>
      foldShortForms(
        items,
        (into, short) => {
          into.count += short.count;
          into.pages = [...new Set([...into.pages, ...short.pages])];
        },
        { pagesOf: (i) => i.pages, isArea: (i) => i.area === true },
      ).map((i) => `${i.type[0]}:${i.name}:${i.count}`);
    expect(
      foldPaged([
        paged('Location', 'Manning', ['a']),
        paged('Person', 'Peyton Manning', ['b', 'c']),
        paged('Person', 'Manning', ['c']),
        paged('Location', 'Houston', ['b']),
        paged('Person', 'Whitney Houston', ['b']),
        paged('Location', 'Jordan', ['a']),
        paged('Person', 'Michael Jordan', ['b']),
        paged('Location', 'Georgia', ['a'], true),
        paged('Person', 'Ann Georgia', ['b']),
        paged('Location', 'Smith', ['a']),
        paged('Person', 'Jane Smith', ['b']),
        paged('Person', 'John Smith', ['c']),
      ]),
    ).toEqual([
      'P:Peyton Manning:3',
      'L:Houston:1',
      'P:Whitney Houston:1',
      'L:Jordan:1',
      'P:Michael Jordan:1',
      'L:Georgia:1',
      'P:Ann Georgia:1',
      'L:Smith:1',
      'P:Jane Smith:1',
      'P:John Smith:1',
    ]);
    // Without pages to compare, no place is folded.
    expect(folded([item('Location', 'Manning'), item('Person', 'Peyton Manning')])).toEqual([
      'Manning:1',
      'Peyton Manning:1',
    ]);
  });

  // Each short form looks its full names up by shape (last words, first words, without middle initials); these
  // are the shapes where a lookup could find another set than a test of every kept name.
  describe('finds exactly the full names a test of every kept name would', () => {
    const merges = (items: Item[]) => {
      const made: string[] = [];
      foldShortForms(items, (into, short) => {
        made.push(`${into.name} <- ${short.name}`);
      });
      return made;
    };

    it('a surname of a full name that took another form stays apart when a second full name ends with it', () => {
      // 'Jane Smith' joins 'Jane Q. Smith' (no middle initial); 'Smith' still has two full names.
      expect(
        merges([
          item('Person', 'Smith'),
          item('Person', 'Jane Smith'),
          item('Person', 'Jane Q. Smith'),
          item('Person', 'John Smith'),
        ]),
      ).toEqual(['Jane Q. Smith <- Jane Smith']);
    });

    it('a name two full names give without their initials, or end with, stays apart', () => {
      expect(
        merges([
          item('Person', 'George W. Bush'),
          item('Person', 'George H. W. Bush'),
          item('Person', 'George Bush'),
          item('Person', 'W. Bush'),
          item('Person', 'Bush'),
        ]),
      ).toEqual([]);
    });

    it('one full name found by two shapes is still one', () => {
      // 'J. Abrams' is both the last words of 'J. J. Abrams' and the name without its middle initial; 'Sing'
      // both the first and the last word of 'Sing Sing'.
      expect(
        merges([
          item('Person', 'J. Abrams'),
          item('Person', 'J. J. Abrams'),
          item('Organization', 'Sing'),
          item('Organization', 'Sing Sing'),
        ]),
      ).toEqual(['J. J. Abrams <- J. Abrams', 'Sing Sing <- Sing']);
    });

    it("an organisation's first words and another's last words are two full names; a person's first words none", () => {
      expect(
        merges([
          item('Organization', 'Kansas City'),
          item('Organization', 'Kansas City Chiefs'),
          item('Organization', 'University of Missouri-Kansas City'),
          item('Organization', 'Treatment Center'),
          item('Organization', 'Promises Treatment Center'),
          item('Organization', 'Promises'),
          item('Person', 'Tara'),
          item('Person', 'Tara Reid'),
          item('Person', 'Colts'),
          item('Organization', 'Indianapolis Colts'),
        ]),
      ).toEqual(['Promises Treatment Center <- Treatment Center', 'Promises Treatment Center <- Promises']);
    });

    it('folds the longest names first and, among names of one length, in the order given', () => {
      // 'Reid' (one word) waits for 'Tara Reid' (two), which waits for 'Tara J. Reid' (three); the order of
      // the merges is the order of the counts and pages added.
      expect(
        merges([
          item('Person', 'Reid'),
          item('Person', 'Tara Reid'),
          item('Organization', 'Colts'),
          item('Person', 'Tara J. Reid'),
          item('Organization', 'Indianapolis Colts'),
        ]),
      ).toEqual(['Tara J. Reid <- Tara Reid', 'Tara J. Reid <- Reid', 'Indianapolis Colts <- Colts']);
    });

    it("reads a person's pages as they are when the place comes, after the surname's merge", () => {
      // Page a named 'Manning' the person (folded into 'Peyton Manning' first, its pages added) and 'Manning'
      // the place: that page told them apart.
      interface Paged extends Item {
        pages: string[];
      }
      const paged = (type: EntityType, name: string, pages: string[]): Paged => ({
        type,
        name,
        count: 1,
        pages,
      });
      const kept = foldShortForms(
        [
          paged('Location', 'Manning', ['a']),
          paged('Person', 'Manning', ['a']),
          paged('Person', 'Peyton Manning', ['b']),
        ],
        (into, short) => {
          into.pages = [...new Set([...into.pages, ...short.pages])];
        },
        { pagesOf: (i) => i.pages, isArea: () => false },
      ).map((i) => `${i.type[0]}:${i.name}:${i.pages.join(',')}`);
      expect(kept).toEqual(['L:Manning:a', 'P:Peyton Manning:b,a']);
    });
  });
});
