import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { foldStoryAliases } from './fold-story-aliases';

interface Item {
  type: EntityType;
  name: string;
  pages: string[];
}
const item = (type: EntityType, name: string, pages = ['p1']): Item => ({ type, name, pages });
const org = (name: string, pages?: string[]) => item('Organization', name, pages);
const person = (name: string, pages?: string[]) => item('Person', name, pages);
const place = (name: string) => item('Location', name);
/** Each entry kept, with the names folded into it: 'Mat Maid = Matanuska Maid'. */
const folded = (items: Item[]) => {
  const aliases = new Map<Item, string[]>();
  return foldStoryAliases(
    items,
    (into, other) => aliases.set(into, [...(aliases.get(into) ?? []), other.name]),
    { pagesOf: (i) => i.pages },
  )
    .filter((i) => i.type !== 'Location')
    .map((i) => [i.name, ...(aliases.get(i) ?? [])].join(' = '));
};

describe('foldStoryAliases', () => {
  it("folds an organisation's name with and without a generic last word (ECB+ 13_2, the Palmer dairy fire)", () => {
    expect(
      folded([
        org('Matanuska Maid', ['p1', 'p2']),
        org('Matanuska Maid Dairy'),
        org('Matanuska Maid Creamery'),
        org('Palmer Fire Department', ['p1', 'p2']),
        org('Palmer Fire & Rescue'),
        org('Palmer Fire'),
      ]),
    ).toEqual([
      'Matanuska Maid = Matanuska Maid Creamery = Matanuska Maid Dairy',
      'Palmer Fire Department = Palmer Fire & Rescue = Palmer Fire',
    ]);
  });

  it('keeps bodies of one stem apart, a one-word stem, a building, and a person or place of the name', () => {
    expect(
      folded([
        org('Crowley Maritime Corp.'),
        org('Crowley Petroleum Distributors'),
        org('Matanuska Maid'),
        org('Matanuska Maid Block Building'),
        org('Matanuska Creamery'),
        org('Palmer Police'),
        org('Palmer Police Department'),
        org('Justice'),
        org('Justice Department'),
        person('Palmer Fire'),
        place('Palmer'),
      ]),
    ).toEqual([
      'Crowley Maritime Corp.',
      'Crowley Petroleum Distributors',
      'Matanuska Maid',
      'Matanuska Maid Block Building',
      'Matanuska Creamery',
      'Palmer Police Department = Palmer Police',
      'Justice',
      'Justice Department',
      'Palmer Fire',
    ]);
  });

  it("folds a body's name into the one that adds a place of the story before it, never into one of two", () => {
    expect(
      folded([
        place('Alaska'),
        org('State Fire Marshal', ['p1', 'p2']),
        org("Alaska State Fire Marshal's Office"),
        place('Norwalk'),
        place('Bellflower'),
        org('Superior Court'),
        org('Norwalk Superior Court'),
        org('Bellflower Superior Court'),
        org('Texas State Police'),
        org('State Police'),
      ]),
    ).toEqual([
      "State Fire Marshal = Alaska State Fire Marshal's Office",
      'Superior Court',
      'Norwalk Superior Court',
      'Bellflower Superior Court',
      'Texas State Police',
      'State Police',
    ]);
    // A one-word name is no stem: 'Police' of a Palmer story may be any police force it names.
    expect(folded([place('Palmer'), org('Palmer Police'), org('Police')])).toEqual([
      'Palmer Police',
      'Police',
    ]);
  });

  it("folds a person's familiar given name into the formal one, with the same surname only", () => {
    expect(
      folded([
        person('William Ingaldson', ['p1', 'p2']),
        person('Bill Ingaldson'),
        person('Bob Smith'),
        person('Robert Jones'),
        person('Jim Owen'),
        person('Jane Owen'),
      ]),
    ).toEqual(['William Ingaldson = Bill Ingaldson', 'Bob Smith', 'Robert Jones', 'Jim Owen', 'Jane Owen']);
  });

  it('folds one letter apart in a name of two words or more, a given name only by a spelling that sounds alike', () => {
    expect(
      folded([
        person('Jon Owen', ['p1', 'p2']),
        person('John Owen'),
        person('Catherine Gomes', ['p1', 'p2']),
        person('Katherine Gomes'),
        person('Hugh Hefner', ['p1', 'p2']),
        person('Hugh Heffner'),
        org('State Fire Marshal', ['p1', 'p2']),
        org('State Fire Marshall'),
      ]),
    ).toEqual([
      'Jon Owen = John Owen',
      'Catherine Gomes = Katherine Gomes',
      'Hugh Hefner = Hugh Heffner',
      'State Fire Marshal = State Fire Marshall',
    ]);
  });

  it('keeps relatives one heard letter apart, one-word names and short words', () => {
    expect(
      folded([
        person('Jon Smith'),
        person('Joan Smith'),
        person('Paul Reyes'),
        person('Paula Reyes'),
        person('Owen'),
        person('Owens'),
        person('Ray Lowe'),
        person('Ray Love'),
        person('George W. Bush'),
        person('George H. W. Bush'),
        org('Local 100'),
        org('Local 101'),
      ]),
    ).toEqual([
      'Jon Smith',
      'Joan Smith',
      'Paul Reyes',
      'Paula Reyes',
      'Owen',
      'Owens',
      'Ray Lowe',
      'Ray Love',
      'George W. Bush',
      'George H. W. Bush',
      'Local 100',
      'Local 101',
    ]);
  });

  it("folds an organisation's clipped words into the one name they start, never into one of two", () => {
    expect(
      folded([
        org('Mat Maid', ['p1', 'p2']),
        org('Matanuska Maid'),
        org('Point Mac'),
        org('Point MacKenzie', ['p1', 'p2']),
        org('Cal State'),
        org('California State'),
        org('Calgary State'),
        person('Dan Smith'),
        person('Dana Smith'),
      ]),
    ).toEqual([
      'Mat Maid = Matanuska Maid',
      'Point MacKenzie = Point Mac',
      'Cal State',
      'California State',
      'Calgary State',
      'Dan Smith',
      'Dana Smith',
    ]);
  });

  it('folds a person named with and without a middle name or its initial, when every such name agrees (ECB+ 28_2)', () => {
    expect(
      folded([
        person('Fred LaRue', ['p1', 'p2']),
        person('Frederick C. LaRue'),
        person('Frederick Cheney LaRue'),
        person('Joyce Burleson LaRue'),
        person('Joyce LaRue'),
        // A son is not his father: the generational suffix differs.
        person('Ike Parsons LaRue'),
        person('Ike LaRue III'),
      ]),
    ).toEqual([
      'Fred LaRue = Frederick Cheney LaRue = Frederick C. LaRue',
      'Joyce Burleson LaRue = Joyce LaRue',
      'Ike Parsons LaRue',
      'Ike LaRue III',
    ]);
  });

  it('leaves apart names whose middle names disagree, and the bare name either could be', () => {
    expect(folded([person('George W. Bush'), person('George H. W. Bush'), person('George Bush')])).toEqual([
      'George W. Bush',
      'George H. W. Bush',
      'George Bush',
    ]);
    expect(folded([person('John Paul Smith'), person('John Peter Smith')])).toEqual([
      'John Paul Smith',
      'John Peter Smith',
    ]);
  });
});
