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
});
