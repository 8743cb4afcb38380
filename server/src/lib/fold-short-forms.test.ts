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
});
