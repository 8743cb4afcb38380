// Typing decisions (issue 14, the typing pass on ECB+ batch 4): which of Person, Organization and Location a
// name is, where the span is right but the type was wrong. Each case is a general rule met on the
// development parts' typed errors, written here in new sentences.
import { beforeAll, describe, expect, it } from 'vitest';
import { recognizeEntities, warmEntityRecognizer } from './recognize-entities';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

/** The type of the nth mention with exactly this surface, or undefined when it is not found. */
function typeOf(text: string, surface: string, nth = 0): string | undefined {
  return recognizeEntities(text).filter((m) => m.text === surface)[nth]?.type;
}

describe('entity typing: a town standing for its team in a sports story', () => {
  it('reads a club doing what clubs do with players: "New Orleans picked up", "Dallas waived"', () => {
    const text =
      'The coach said the season was over for his running back. New Orleans picked up a veteran on Monday, and Dallas waived two players.';
    expect(typeOf(text, 'New Orleans')).toBe('Organization');
    expect(typeOf(text, 'Dallas')).toBe('Organization');
  });

  it('reads a town carried to a result: "leading Denver to a 20-13 victory", "lifts Toledo past ..."', () => {
    const text = 'The quarterback threw for 300 yards, leading Denver to a 20-13 victory in the playoffs.';
    expect(typeOf(text, 'Denver')).toBe('Organization');
    const headline = 'Smith lifts Toledo past Akron in the basketball opener';
    expect(typeOf(headline, 'Toledo')).toBe('Organization');
    expect(typeOf(headline, 'Akron')).toBe('Organization');
  });

  it('reads the other side of a loss: "the Week 3 loss at Seattle", "a loss to Miami"', () => {
    const text = 'He was hurt in the Week 3 loss at Seattle and missed a loss to Miami, the coach said after the game.';
    expect(typeOf(text, 'Seattle')).toBe('Organization');
    expect(typeOf(text, 'Miami')).toBe('Organization');
  });

  it("reads what only a club has: \"Tennessee' season-finale\", \"Arizona's career scoring record\"", () => {
    const text =
      "He missed Tennessee' season-finale with an ankle injury. The guard broke Arizona's career scoring record in the basketball game.";
    expect(typeOf(text, 'Tennessee')).toBe('Organization');
    expect(typeOf(text, 'Arizona')).toBe('Organization');
  });

  it('reads a ranked or visiting town as its team, also at a sentence start: "Top-ranked Kansas"', () => {
    const text = 'Top-ranked Kansas beat visiting Wichita 80-61 in the basketball season opener.';
    expect(typeOf(text, 'Kansas')).toBe('Organization');
    expect(typeOf(text, 'Wichita')).toBe('Organization');
  });

  it('keeps a town a place where nothing says team', () => {
    const text = 'The coach was born in Denver and moved to Miami, where he played basketball at school.';
    expect(typeOf(text, 'Denver')).toBe('Location');
    expect(typeOf(text, 'Miami')).toBe('Location');
  });
});

describe('entity typing: a leader named by a surname that is also a town', () => {
  it('reads "the Obama administration" and a title-case "Obama Administration" as the person', () => {
    expect(typeOf('The Obama administration said on Tuesday it would change the rule.', 'Obama')).toBe('Person');
    const headline = 'Obama Administration Flips Endangered Species Ruling\nFederal agencies must consult experts again.';
    expect(typeOf(headline, 'Obama')).toBe('Person');
  });

  it('lets the better-evidenced mention type the name for the whole document', () => {
    // 'Obama' alone is a Japanese city of 30,000 to the gazetteer; the administration says person.
    const text = 'I confirmed yesterday that Obama has offered the job. He was approached by the Obama administration.';
    expect(typeOf(text, 'Obama', 0)).toBe('Person');
    expect(typeOf(text, 'Obama', 1)).toBe('Person');
  });

  it('keeps organisations that end in "Administration" whole', () => {
    expect(typeOf('The Veterans Administration said the drug was safe.', 'Veterans Administration')).toBe(
      'Organization',
    );
  });
});
