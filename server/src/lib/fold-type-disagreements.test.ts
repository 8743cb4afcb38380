import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { foldTypeDisagreements } from './fold-type-disagreements';

interface Row {
  type: EntityType;
  name: string;
  pages: string[];
  mentions: number;
  mapped?: boolean;
}
const row = (
  type: EntityType,
  name: string,
  pages: string[],
  mentions = pages.length,
  mapped = false,
): Row => ({
  type,
  name,
  pages,
  mentions,
  mapped,
});
const folded = (rows: Row[]) =>
  foldTypeDisagreements(
    rows,
    (into, other) => {
      into.pages = [...new Set([...into.pages, ...other.pages])];
      into.mentions += other.mentions;
    },
    { pagesOf: (r) => r.pages, mentionsOf: (r) => r.mentions, isMapped: (r) => r.mapped === true },
  ).map((r) => `${r.type}:${r.name}:${r.pages.length}:${r.mentions}`);

describe('foldTypeDisagreements', () => {
  it('lists a name two pages read two ways once, under the type more pages give it', () => {
    expect(
      folded([
        row('Organization', 'Watergate', ['p1']),
        row('Location', 'Watergate', ['p2', 'p3'], 4),
        row('Person', 'Mark Felt', ['p1', 'p2', 'p3']),
      ]),
    ).toEqual(['Location:Watergate:3:5', 'Person:Mark Felt:3:3']);
  });

  it('breaks an equal page count by mentions, and leaves an exact tie alone', () => {
    expect(
      folded([row('Organization', 'Deep Throat', ['p1'], 3), row('Person', 'Deep Throat', ['p2'], 1)]),
    ).toEqual(['Organization:Deep Throat:2:4']);
    expect(folded([row('Organization', 'Kestrel', ['p1'], 2), row('Person', 'Kestrel', ['p2'], 2)])).toEqual([
      'Organization:Kestrel:1:2',
      'Person:Kestrel:1:2',
    ]);
  });

  it('keeps two readings a page told apart, and a place on the map', () => {
    // One match report has the team and the city: two entities.
    expect(
      folded([row('Organization', 'Boston', ['p1', 'p2']), row('Location', 'Boston', ['p2'])]),
    ).toHaveLength(2);
    // A GeoNames city is more than a guess from context, and its name is also its team's.
    expect(
      folded([row('Organization', 'Boston', ['p1', 'p2']), row('Location', 'Boston', ['p3'], 1, true)]),
    ).toHaveLength(2);
  });

  it('keeps every reading apart when a page has any two of them, not counting a page listed twice', () => {
    // p1 has the organisation and the person, not the place: all three stay.
    expect(
      folded([
        row('Organization', 'Kestrel', ['p1', 'p2']),
        row('Location', 'Kestrel', ['p3']),
        row('Person', 'Kestrel', ['p4', 'p1']),
      ]),
    ).toHaveLength(3);
    expect(
      folded([row('Organization', 'Kestrel', ['p1', 'p1'], 1), row('Location', 'Kestrel', ['p2'])]),
    ).toEqual(['Organization:Kestrel:2:2']);
  });

  it('merges every other reading into the first ranked, tied ones in the order given', () => {
    const merges: string[] = [];
    foldTypeDisagreements(
      [
        row('Person', 'Watergate', ['p1']),
        row('Location', 'Watergate', ['p2', 'p3']),
        row('Organization', 'Watergate', ['p4']),
      ],
      (into, other) => merges.push(`${into.type} <- ${other.type}`),
      { pagesOf: (r) => r.pages, mentionsOf: (r) => r.mentions, isMapped: () => false },
    );
    expect(merges).toEqual(['Location <- Person', 'Location <- Organization']);
  });
});
