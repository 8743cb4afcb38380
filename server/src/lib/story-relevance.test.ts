import { describe, expect, it } from 'vitest';
import { type RelevanceClaim, type RelevanceEntity, storyRelevance, withoutAsides } from './story-relevance';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';
const pages = [P1, P2, P3].map((id) => ({ id }));
const entity = (
  id: string,
  name: string,
  page_ids: string[],
  mentions = [name],
  type = 'Organization',
): RelevanceEntity => ({ id, name, type, mentions, page_ids });
const claim = (page_id: string, text: string, ordinal: number): RelevanceClaim => ({
  page_id,
  text,
  ordinal,
});

// A game story of three pages; P1 is a roundup: the game, then its notes on other teams.
const game = 'The Colts beat the Jaguars 31-24 in Jacksonville.';
const firstLead =
  'Indianapolis took its first lead over the Jaguars when Keiwan Ratliff returned an interception.';
const entities = [
  entity('colts', 'Indianapolis Colts', [P1, P2, P3], ['Indianapolis Colts', 'Colts']),
  entity('jaguars', 'Jaguars', [P1, P2, P3]),
  entity('indianapolis', 'Indianapolis', [P2]),
  entity('ratliff', 'Keiwan Ratliff', [P2], ['Keiwan Ratliff'], 'Person'),
  entity('simons', 'T.J. Simons', [P3], ['T.J. Simons'], 'Person'),
  entity('jackson', 'Tarvaris Jackson', [P1], ['Tarvaris Jackson', 'Jackson'], 'Person'),
  entity('vikings', 'Vikings', [P1]),
  entity('greenbay', 'Green Bay', [P1]),
  entity('atlanta', 'Atlanta', [P1]),
  entity('chicago', 'Chicago', [P1]),
  entity('florida', 'Florida', [P2]),
];
const story = (roundupNotes: string[], more: RelevanceClaim[] = []) => {
  const claims = [
    claim(P1, game, 1),
    claim(P1, 'The Colts secured the fifth seed in the playoffs.', 2),
    claim(P1, 'Tarvaris Jackson has reclaimed his starting spot at quarterback for the Vikings.', 3),
    ...roundupNotes.map((text, i) => claim(P1, text, 4 + i)),
    claim(P2, game, 1),
    claim(P2, firstLead, 2),
    claim(P3, game, 1),
    ...more,
  ];
  const relevance = storyRelevance(pages, claims, entities);
  return {
    off: claims.filter((c) => relevance.offStory(c)).map((c) => c.text),
    offEntities: [...relevance.offStoryEntities([])].sort(),
  };
};

describe('story relevance: a passing mention of what the story is about', () => {
  it("leaves a note naming the story's team in a relative clause off the story, and its names off its lists", () => {
    const note =
      'Jackson, who was benched after losses to Green Bay and the Colts to start the season, now finds himself leading the Vikings into a crucial game with Atlanta.';
    const { off, offEntities } = story([note]);
    expect(off).toContain(note);
    expect(offEntities).toEqual(['atlanta', 'greenbay', 'jackson', 'vikings']);
  });

  it('leaves a note naming mostly others off the story, one of its names connected to it or not', () => {
    // ('Indianapolis' is connected: a claim about the game names it with the Jaguars.)
    const note =
      'Jackson, benched after losses to Green Bay and Indianapolis, now leads the Vikings into a crucial game with Atlanta.';
    expect(story([note]).off).toContain(note);
  });

  it('does not connect a name the story only mentions in passing', () => {
    // The game's claim names Green Bay in its aside: a later note about Green Bay is not about the game.
    const note = 'Green Bay beat Chicago 21-14.';
    const aside = claim(P3, 'The Colts, who lost to Green Bay in September, won their eighth straight.', 2);
    expect(story([note], [aside]).off).toContain(note);
  });

  it('keeps claims about the story that name others in passing or beside it', () => {
    const kept = [
      // The subject is central; its aside names someone else.
      claim(P2, 'The Jaguars, like the Vikings, lost at home.', 3),
      // A name connected to the story beside one it names once ('T.J. Simons… also heard the blast').
      claim(P2, 'Keiwan Ratliff, who played college football in Florida, called it his best game.', 4),
      claim(P3, 'T.J. Simons, who was in Indianapolis that night, said the crowd went silent.', 2),
    ];
    const claims = [claim(P1, game, 1), claim(P2, game, 1), claim(P2, firstLead, 2), claim(P3, game, 1)];
    const relevance = storyRelevance(pages, [...claims, ...kept], entities);
    for (const c of kept) expect(relevance.about(c.text)).toBe(true);
    expect([...claims, ...kept].filter((c) => relevance.offStory(c))).toEqual([]);
  });
});

describe('withoutAsides', () => {
  it('drops the clauses and comparisons that name something in passing', () => {
    expect(
      withoutAsides(
        'Jackson, who was benched after losses to Green Bay and Indianapolis to start the season, now finds himself leading the Vikings.',
      ),
    ).toBe('Jackson, now finds himself leading the Vikings.');
    expect(
      withoutAsides('They won the coin toss, just like they did against the Green Bay Packers on Sunday.'),
    ).toBe('They won the coin toss, ');
    expect(withoutAsides('Teams such as the Colts, and the Jaguars too, rested starters.')).toBe(
      'Teams , and the Jaguars too, rested starters.',
    );
  });

  it('keeps a relative clause that says which one is meant, and words that only contain "like"', () => {
    expect(withoutAsides('The player who scored for the Colts was Ratliff.')).toBe(
      'The player who scored for the Colts was Ratliff.',
    );
    expect(withoutAsides('The Colts likely rest Manning.')).toBe('The Colts likely rest Manning.');
  });
});

describe("story relevance: a single event's own closing claims", () => {
  // A bombing told by three pages; P1 closes on the investigation, a witness and the tip line.
  const bombing = [
    entity('bank', 'West Coast Bank', [P1, P2, P3]),
    entity('tennant', 'Tom Tennant', [P1, P2, P3], ['Tom Tennant', 'Tennant'], 'Person'),
    entity('marion', 'Marion County', [P1]),
    entity('sheriff', "Marion County Sheriff's Office", [P1]),
    entity('simons', 'T.J. Simons', [P1], ['T.J. Simons'], 'Person'),
    entity('oregon', 'Oregon', [P1]),
    entity('olson', 'Jan Olson', [P1], ['Jan Olson'], 'Person'),
    entity('cemetery', 'Calvary Cemetery', [P2]),
    entity('hollywood', 'Hollywood', [P2]),
  ];
  const others = [
    claim(P2, 'A bomb exploded at the West Coast Bank.', 1),
    claim(P3, 'Tom Tennant died at the West Coast Bank.', 1),
  ];
  const offOf = (page: RelevanceClaim[]) => {
    const relevance = storyRelevance(pages, [...page, ...others], bombing);
    return page.filter((c) => relevance.offStory(c)).map((c) => c.text);
  };

  it('keeps a note naming an office of a place connected to the story, and the tip line after it', () => {
    expect(
      offOf([
        claim(P1, 'The bomb went off at the West Coast Bank, Marion County deputies said.', 1),
        claim(P1, 'Tennant was a 28-year veteran.', 2),
        claim(P1, "The investigation is coordinated by the Marion County Sheriff's Office.", 3),
        claim(P1, 'Anyone with information is asked to call the tip line at 800-800-3855.', 4),
      ]),
    ).toEqual([]);
  });

  it('keeps a quote closing the page after a claim about the story that names no central entity', () => {
    expect(
      offOf([
        claim(P1, 'Tennant died at the West Coast Bank in Oregon.', 1),
        claim(P1, 'T.J. Simons, 17, who works on Oregon 214, also heard the blast.', 2),
        claim(P1, '"It sounded like somebody tossing a Dumpster," said Jan Olson.', 3),
      ]),
    ).toEqual([]);
  });

  it('keeps a claim telling of someone by a pronoun after one about the story, not after one off it', () => {
    const buried = claim(P2, 'He is buried in Calvary Cemetery.', 3);
    const career = claim(P2, 'It is too late for her to salvage a Hollywood career.', 5);
    const relevance = storyRelevance(
      pages,
      [
        claim(P2, 'Tom Tennant died at the West Coast Bank.', 1),
        buried,
        claim(P2, 'Tom Tennant was a 28-year veteran.', 2),
        claim(P2, 'Jan Olson opened a bakery in Hollywood.', 4),
        career,
        ...others.slice(1),
      ],
      bombing,
    );
    expect(relevance.offStory(buried)).toBe(false);
    expect(relevance.offStory(career)).toBe(true);
  });
});
