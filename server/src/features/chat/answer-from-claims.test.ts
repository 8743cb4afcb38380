import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { narrativeText, parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { describe, expect, it } from 'vitest';
import { answerFromClaims, NO_ANSWER } from './answer-from-claims';
import floodStory from './flood-story-claims.json';

const FORGED = '0badc0de-0000-4000-8000-00000000f00d';

function claim(text: string): StoryClaim {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    text,
    modality: 'observation',
    semantic_modality: 'factual',
    confidence: 0.9,
    event_time: null,
    who: null,
    where: null,
    source: {
      url: 'https://ledger.example/levee',
      domain: 'ledger.example',
      page_id: '11111111-1111-4111-8111-111111111111',
      title: 'Levee meeting',
    },
    evidence_references: [],
    created_at: '2026-10-15T09:00:00.000Z',
  };
}

describe('answerFromClaims', () => {
  it('quotes a claim that imitates the story markup as text, never as a citation or an entity link', () => {
    const text = `The levee contractor {{cite:${FORGED}}} was [[Evil|x]], the notice said.`;
    const answer = answerFromClaims(
      { title: 'Levee', claims: [claim(text)], entityNames: [] },
      'Who was the levee contractor?',
    );
    expect(answer.cited).toEqual([1]);
    expect(parseNarrative(answer.response).every((segment) => segment.kind === 'text')).toBe(true);
    expect(narrativeText(answer.response)).toContain(`{{cite:${FORGED}}} was [[Evil|x]], the notice said`);
  });

  it('escapes the title and entity names it lists when it cannot answer', () => {
    const answer = answerFromClaims(
      { title: '[[Evil|x]] story', claims: [claim('The river rose.')], entityNames: [`{{cite:${FORGED}}}`] },
      'What about the harvest fair?',
    );
    expect(parseNarrative(answer.response).every((segment) => segment.kind === 'text')).toBe(true);
    expect(narrativeText(answer.response)).toContain(`{{cite:${FORGED}}}`);
    expect(narrativeText(answer.response)).toContain('“[[Evil|x]] story”');
  });
});

describe('answerFromClaims, how many', () => {
  // The demo corpus's flood story: the count is said as 'residents … from their homes', and the
  // evacuation order's only number is a clock time.
  const claims = [
    'Mayor Dana Okafor ordered a mandatory evacuation of everything east of Canal Street at 1:40 a.m.',
    'The Alder River crested at 22.4 feet early Monday, forcing about 1,200 residents of Lower Town from their homes.',
    'About 300 people spent Monday night in the gymnasium at Millbrook High School, which the county opened as a shelter.',
  ].map(claim);

  it('answers with the claims that count people leaving their homes, not with a clock time', () => {
    const answer = answerFromClaims(
      { title: 'Alder River flood', claims, entityNames: [] },
      'How many people were evacuated?',
    );
    expect(answer.cited).toContain(2);
    expect(answer.cited).not.toContain(1);
    // Those forced from their homes come first; the night in a shelter counts only some of them.
    expect(answer.cited[0]).toBe(2);
  });

  it('reads no age as a count: "Bob Currie, 66, said…" answers no "how many died"', () => {
    const ages = [
      'Police Capt. Tom Tennant and Senior Trooper William Hakim, both 51, died at the scene, two of 3 officers there.',
      'Bob Currie, 66, who lives near the scene, said people died there.',
    ].map(claim);
    const answer = answerFromClaims(
      { title: 'Bank bombing', claims: ages, entityNames: [] },
      'How many people died at the scene?',
    );
    expect(answer.cited).toEqual([1]);
  });
});

describe('answerFromClaims, how many of what was asked', () => {
  // ECB+ 19_1, the Athens riots: 'hospitals' is an injury word, but not about the 10,000 who marched.
  const athens = [
    "Advice if you're upset by the news At least 70 people have been hurt in the protests over the past eight days.",
    "More than 10,000 people had been marching through central Athens to protest the conservative Government's economic policies in a general strike that has shut down schools, public services and hospitals and grounded flights.",
    'A police station in Athens was firebombed on Saturday night.',
  ].map(claim);

  it('answers "How many were hurt?" with counts of the hurt only', () => {
    const answer = answerFromClaims(
      { title: 'Greek riots', claims: athens, entityNames: [] },
      'How many were hurt?',
    );
    expect(answer.cited).toEqual([1]);
  });

  it('refuses "How many people died?" when no claim counts the dead, rather than quote other counts', () => {
    const answer = answerFromClaims(
      { title: 'Greek riots', claims: athens, entityNames: [] },
      'How many people died?',
    );
    expect(answer.cited).toEqual([]);
    expect(answer.response.startsWith(NO_ANSWER)).toBe(true);
  });
});

describe('answerFromClaims, a question of two parts', () => {
  // The 38 claims and the entity names of the fixture site's flood story, as the pipeline extracted them
  // (GET /api/story/{id}/claims, evidence left out; names as the story lists them).
  const claims = floodStory.claims as StoryClaim[];
  const numberOf = (start: string) => claims.findIndex((c) => c.text.startsWith(start)) + 1;
  const context = {
    title: 'Alder River crests at record level, forcing 1,200 from homes in Millbrook',
    claims,
    entityNames: floodStory.entityNames,
  };

  it('answers each part: how many were evacuated, and who declared the emergency', () => {
    const answer = answerFromClaims(
      context,
      'How many people were evacuated and who declared the emergency?',
    );
    const declared = [
      numberOf('Governor Alan Whitcombe declared'),
      numberOf('Okafor said she had asked Governor'),
    ];
    const evacuated = [
      'More than 1,100 people',
      'About 1,200 people',
      'About 300 people',
      'Mayor Dana Okafor ordered',
    ].map(numberOf);
    expect(answer.cited.some((n) => declared.includes(n))).toBe(true);
    expect(answer.cited.some((n) => evacuated.includes(n))).toBe(true);
    expect(answer.cited.length).toBeLessThanOrEqual(3);
  });

  it('hears "hurt" in firefighters treated for hypothermia', () => {
    const answer = answerFromClaims(context, 'Was anyone hurt?');
    expect(answer.cited.length).toBeGreaterThan(0);
    for (const n of answer.cited) expect(claims[n - 1]!.text).toMatch(/hypothermia|injur|hospital/i);
  });

  it('leaves a question of one part to the best claims alone', () => {
    const one = answerFromClaims(context, 'Who declared the state of emergency?');
    expect(one.cited).toContain(numberOf('Governor Alan Whitcombe declared'));
  });
});

describe('answerFromClaims, who', () => {
  it('answers "who was killed" with the claim that names the dead first', () => {
    const claims = [
      'A bomb explosion at a bank killed a police officer and a state bomb disposal technician, officials said.',
      'Police Capt. Tom Tennant and Senior Trooper William Hakim died at the scene.',
    ].map(claim);
    const answer = answerFromClaims(
      { title: 'Bank bombing', claims, entityNames: [], personNames: ['Tom Tennant', 'William Hakim'] },
      'Who was killed?',
    );
    expect(answer.cited[0]).toBe(2);
  });
});

describe('answerFromClaims, questions about the story as a whole', () => {
  const page = (id: string) => ({
    url: `https://${id}.example/ferry`,
    domain: `${id}.example`,
    page_id: `${id}1111111-1111-4111-8111-111111111111`.slice(0, 36),
    title: 'Ferry runs aground',
  });
  const claims: StoryClaim[] = [
    {
      ...claim('A passenger ferry carrying 212 people ran aground off Kessling Point on Monday morning.'),
      event_time: '2009-07-13',
      where: 'Kessling Point',
    },
    { ...claim('All passengers were taken ashore and nobody was hurt, said spokesman Arne Dahl.') },
    { ...claim('The operator said the cause was being investigated.') },
    {
      ...claim('Divers found a gash in the hull of the ferry on Tuesday, the operator said.'),
      source: page('22222222'),
    },
  ];
  const context = { title: 'Ferry runs aground', claims, entityNames: [], personNames: ['Arne Dahl'] };

  it('answers "What happened?" and "Summarise this" with each source\'s lead claim', () => {
    for (const question of [
      'What happened?',
      'what is this about',
      'Summarise this story',
      'tl;dr',
      'Tell me more',
    ]) {
      const answer = answerFromClaims(context, question);
      expect(answer.cited, question).toEqual([1, 4, 2]);
      expect(answer.response, question).toMatch(/^The sources say: A passenger ferry/);
    }
  });

  it('answers "What\'s new?" with the newest source\'s lead first, and English leads before others', () => {
    expect(answerFromClaims(context, "What's new?").cited).toEqual([4, 1, 2]);
    const french = {
      ...claim(
        "Un ferry s'est échoué lundi matin au large de la pointe de Kessling avec 212 personnes à bord.",
      ),
      source: page('33333333'),
    };
    const withFrench = { ...context, claims: [claims[0]!, french, ...claims.slice(1)] };
    expect(answerFromClaims(withFrench, 'What happened?').cited).toEqual([1, 5, 3]);
    expect(answerFromClaims({ ...context, claims: [french] }, 'What happened?').cited).toEqual([1]);
  });

  it('answers a question with no subject by the claims that say when, where, who or how many', () => {
    expect(answerFromClaims(context, 'When did it happen?').cited).toEqual([1, 4]);
    expect(answerFromClaims(context, 'Where was this?').cited).toEqual([1]);
    expect(answerFromClaims(context, 'Who is involved?').cited).toEqual([2]);
    expect(answerFromClaims(context, 'How many?').cited).toEqual([1]);
    // The chat's hint: 'Ask what happened, when and where, who said what, how many were affected, or where the
    // sources differ.'
    expect(answerFromClaims(context, 'How many were affected?').cited).toEqual([1]);
    // A follow-up still takes the previous question's subject.
    const followUp = answerFromClaims(context, 'and when?', [
      { role: 'user', content: 'What did divers find?' },
      { role: 'assistant', content: 'A gash (Claim 4).' },
    ]);
    expect(followUp.cited[0]).toBe(4);
    expect(answerFromClaims(context, 'why?').response.startsWith(NO_ANSWER)).toBe(true);
  });

  it('answers "Why did it happen?" with the claims that state a cause', () => {
    // The Athens riots, as ECB+ articles report them.
    const athens = [
      "There's been more rioting in Greece in protest at the death of 15-year-old Alexandros Grigoropoulos.",
      'Riot police fired tear gas at demonstrators outside parliament.',
      'The fatal shooting of Alexis Grigoropoulos sparked five days of riots across Greece.',
      'Pamphlets announced rallies in front of the Athens police headquarters on Monday.',
    ].map(claim);
    const context = { title: 'Greek riots', claims: athens, entityNames: ['Greece'] };
    for (const question of ['Why did it happen?', 'Why?', 'What caused it?'])
      expect(answerFromClaims(context, question).cited, question).toEqual([1, 3]);
  });

  it('answers "When did it happen?" with the time of the event the summary tells, earliest first', () => {
    // ECB+ 19_1: the rallies and the riots are dated too, and the riots' claim repeats the summary.
    const athens = [
      'Greek students announced new rallies on Sunday after another night of violence over the police shooting of a teenager.',
      'A police station in Athens was firebombed on Saturday night.',
      'Fresh riots were reported in Greece on Saturday December 13 2008 in protest at the killing by police of a 15-year-old boy, Alexandros Grigoropoulos.',
      'It was next to the Exarchia district where Alexis Grigoropoulos, 15, was killed by a police bullet on 6 December.',
      'Riot police fired tear gas at demonstrators outside parliament.',
    ].map(claim);
    const summary =
      "There's been more rioting in Greece in protest at the death of 15-year-old Alexandros Grigoropoulos. The teenager was shot and killed by police in Athens eight days ago.";
    const answer = answerFromClaims(
      { title: 'Greek riots', claims: athens, entityNames: [], summary },
      'When did it happen?',
    );
    expect(answer.cited).toEqual([4, 3]);
  });

  it('answers "Where did it happen?" with the claims that name the place of the event the summary tells', () => {
    // ECB+ 19_1: every claim of an Athens article carries 'Athens', the lawyer's quote too, and the first
    // claims with a place were about the parliament and the rallies.
    const athens: StoryClaim[] = [
      {
        ...claim(
          'Riot police fired teargas at demonstrators advancing on the national parliament building in Athens.',
        ),
        where: 'Athens',
      },
      {
        ...claim(
          '"They will give their statements to the judge," said Alexis Kouyias, the lawyer for the policemen.',
        ),
        where: 'Athens',
      },
      {
        ...claim('Pamphlets announced rallies in front of the Athens police headquarters on Monday.'),
        where: 'Athens',
      },
      {
        ...claim(
          'According to the charge sheet, Mr Korkoneas killed Grigoropoulos during a clash with around 30 youths in the central Athens district of Exarchia.',
        ),
        where: 'Athens',
      },
      {
        ...claim('The teenager was shot and killed by police in Athens eight days ago.'),
        where: 'Athens',
      },
    ];
    const summary =
      "There's been more rioting in Greece in protest at the death of 15-year-old Alexandros Grigoropoulos. The teenager was shot and killed by police in Athens eight days ago.";
    const answer = answerFromClaims(
      { title: 'Ricochet killed Greek teenager', claims: athens, entityNames: [], summary },
      'Where did it happen?',
    );
    expect(answer.cited.slice(0, 2).sort()).toEqual([4, 5]);
    expect(answer.cited).not.toContain(2);
  });

  it('answers "Where did it happen?" with a claim naming one of the story\'s places, its own place unset', () => {
    // The demo's light-rail story: the vote's claims name the council's city, which the extraction left
    // as no claim's place; the first claims with a place were the 2014 ballot and the Eastside extension.
    const rail: StoryClaim[] = [
      claim('The Harbourline light-rail plan cleared Port Aldous City Council on Tuesday night.'),
      {
        ...claim(
          'Councillor Ruth Adeyemi said she would campaign for a "no" vote unless the Eastside extension is built.',
        ),
        where: 'Eastside',
      },
      {
        ...claim(
          'The last transit tax on the Port Aldous ballot, a 2014 measure for expanded bus service, failed.',
        ),
        where: 'Port Aldous',
      },
      claim(
        'After six hours of debate, Port Aldous City Council voted 7–4 late Tuesday to approve the line.',
      ),
    ];
    const answer = answerFromClaims(
      {
        title: 'Council approves Harbourline light rail',
        claims: rail,
        entityNames: [],
        placeNames: ['Port Aldous', 'Eastside'],
        summary: 'The Harbourline light-rail plan cleared Port Aldous City Council on Tuesday night.',
      },
      'Where did it happen?',
    );
    expect(answer.cited.slice(0, 2)).toEqual([1, 4]);
  });

  it('answers "Who…?" with the claim that names the one asked about, not a pronoun or the one beside them', () => {
    // ECB+ 29_1 and 1_1.
    const game = [
      claim('They won without receiver Marvin Harrison and running back Joseph Addai.'),
      claim(
        'Quarterback Peyton Manning was nearly perfect as the Colts beat the host Jaguars, 31-24, on Thursday night.',
      ),
    ];
    expect(
      answerFromClaims(
        {
          title: 'Manning picks apart Jaguars',
          claims: game,
          entityNames: [],
          personNames: ['Marvin Harrison', 'Peyton Manning'],
        },
        'Who won?',
      ).cited[0],
    ).toBe(2);
    // A name is matched as written: 'Manning' is stemmed as 'man', like 'man-coverage'.
    const quotes = [
      claim('"It was actually man-coverage, and he made a smart play," Garrard said.'),
      ...game,
    ];
    expect(
      answerFromClaims(
        { title: 'Manning picks apart Jaguars', claims: quotes, entityNames: ['Peyton Manning'] },
        'What did Manning do?',
      ).cited,
    ).toEqual([3]);
    // A roundup's note on another game answers after the claims about the story, and still answers alone.
    const roundup = [
      {
        ...claim('Dallas Cowboys quarterback Tony Romo said he did not anticipate any problem being ready.'),
        off_story: true,
      },
      ...game,
    ];
    const nfl = {
      title: 'Manning picks apart Jaguars',
      claims: roundup,
      entityNames: [],
      personNames: ['Tony Romo', 'Marvin Harrison', 'Peyton Manning'],
    };
    expect(answerFromClaims(nfl, 'Who is the quarterback?').cited).toEqual([3]);
    expect(
      answerFromClaims({ ...nfl, claims: roundup.slice(0, 1) }, 'Who is the quarterback?').cited,
    ).toEqual([1]);
    const reid = [
      claim(
        'Perennial party girl Tara Reid checked herself into Promises Treatment Center, her rep told People.',
      ),
      claim(
        '"We appreciate your respect to her and her family\'s privacy at this time," the 33-year-old actress\'s rep Jack Ketsoyan told the magazine.',
      ),
    ];
    expect(
      answerFromClaims(
        {
          title: 'Tara Reid in rehab',
          claims: reid,
          entityNames: [],
          personNames: ['Tara Reid', 'Jack Ketsoyan'],
        },
        'Who is her rep?',
      ).cited[0],
    ).toBe(2);
  });

  it("answers a place's question with what the claims say happened there, before claims only filed there", () => {
    // The demo's flood story: a councillor's quote carries its article's place, 'Mill Street'.
    const flood: StoryClaim[] = [
      {
        ...claim('City council member Arturo Benítez said he would ask for an independent review.'),
        where: 'Mill Street',
      },
      claim('The Alder River burst over the Mill Street levee before dawn.'),
    ];
    const answer = answerFromClaims(
      { title: 'Alder River flood', claims: flood, entityNames: ['Mill Street'] },
      'What happened at Mill Street?',
    );
    expect(answer.cited).toEqual([2]);
  });

  it('answers "Where did it happen?" with a place after a preposition of place, near the summary', () => {
    // ECB+ 4_1: the recogniser made 'Watergate' a place; the death was 'at his home in Santa Rosa'.
    const felt = [
      claim(
        'W. Mark Felt Sr., the associate director of the FBI during the Watergate scandal, became the most famous anonymous source in American history.',
      ),
      claim('He slipped away, she said.'),
      claim('The game will be played on Oct. 24 in Washington.'),
      claim('Felt died at 12:45 p.m. at his home in Santa Rosa, Calif.'),
    ];
    const answer = answerFromClaims(
      {
        title: "Mark Felt, 'Deep Throat' of Watergate, dies",
        claims: felt,
        entityNames: [],
        placeNames: ['Watergate', 'Santa Rosa', 'Washington'],
        summary:
          'W. Mark Felt Sr., the associate director of the FBI during the Watergate scandal, died yesterday. Felt died at 12:45 p.m. at his home in Santa Rosa, Calif.',
      },
      'Where did it happen?',
    );
    // (A place after 'in' far from the summary, the game in Washington, does not come first.)
    expect(answer.cited.slice(0, 2)).toEqual([4, 1]);
  });

  it('answers "Where did it happen?" with the place of the event, not of the arrest or the court after it', () => {
    // ECB+ 32_2: 'arrested at Millom Pier' (sharing the summary's rarer 'dog') had answered before the murder
    // 'in Millom'.
    const millom = [
      claim('Jenkin, who was arrested at Millom Pier, is also charged with cruelty to the pet dog.'),
      claim('A man has been charged with the murder of his mother and sister in Millom.'),
      claim('The bodies of his mother and sister were found on Saturday.'),
      claim('His mother and sister were named by police as Alice and Kathryn.'),
    ];
    const answer = answerFromClaims(
      {
        title: 'Millom double murder: man charged with killing mother, sister and dog',
        claims: millom,
        entityNames: [],
        placeNames: ['Millom', 'Millom Pier'],
        summary:
          'A trial date has been set in the case of a son accused of killing his mother, sister and pet dog.',
      },
      'Where did it happen?',
    );
    expect(answer.cited[0]).toBe(2);
  });

  it('answers "What did the police say?" with what the police said, not every claim that names them', () => {
    const athens: StoryClaim[] = [
      claim(
        'Greek students announced new rallies on Sunday after another night of violence over the police shooting.',
      ),
      claim('Pamphlets announced rallies in front of the Athens police headquarters on Monday.'),
      { ...claim("Police said they made 86 arrests over the course of Saturday's protests."), who: 'Police' },
      claim('A police station in Athens was firebombed on Saturday night.'),
    ];
    const context = { title: 'Greek riots', claims: athens, entityNames: [] };
    expect(answerFromClaims(context, 'What did the police say?').cited).toEqual([3]);
    expect(answerFromClaims(context, 'What do police say happened?').cited).toEqual([3]);
    // The speaker named by a title beside the name: 'said Alexis Kouyias, the lawyer for the policemen'.
    const lawyers: StoryClaim[] = [
      {
        ...claim(
          '"They will give their statements to the judge," said Alexis Kouyias, the lawyer for the policemen.',
        ),
        who: 'Alexis Kouyias',
      },
      claim('The lawyer arrived at the courthouse on Tuesday.'),
      {
        ...claim('Lawyer Alexis Kougias said: "This tragedy is the result of an act by the policeman."'),
        who: 'Alexis Kougias',
      },
    ];
    expect(answerFromClaims({ ...context, claims: lawyers }, 'What did the lawyer say?').cited).toEqual([
      1, 3,
    ]);
    // Without a reported speaker the claims that name them still answer.
    expect(
      answerFromClaims({ ...context, claims: athens.slice(0, 2) }, 'What did the police say?').cited,
    ).toEqual([1, 2]);
  });

  it('drops a relative day word stacked with the day it names: "Yesterday, on Friday" reads "On Friday"', () => {
    // ECB+ 1_1: the summary is the blog post's lead, so its claim answers first.
    const reid = [
      claim('A friend of the actress told People she went to Promises on Tuesday.'),
      claim('Yesterday, on Friday, Reid apparently felt she needed to be checked in.'),
    ];
    const answer = answerFromClaims(
      {
        title: 'Tara Reid checks into rehab',
        claims: reid,
        entityNames: [],
        summary: 'Yesterday, on Friday, Reid apparently felt she needed to be checked in.',
      },
      'When did it happen?',
    );
    expect(answer.response).toBe(
      'The sources say: On Friday, Reid apparently felt she needed to be checked in (Claim 2). A friend of the actress told People she went to Promises on Tuesday (Claim 1).',
    );
  });

  it('answers a question about the story with none of the claims the story reads as off it', () => {
    // ECB+ 29_1, an NFL roundup: its notes on other teams' players state causes too.
    const roundup = [
      claim(
        'Quarterback Peyton Manning was nearly perfect as the Colts beat the host Jaguars, 31-24, on Thursday night.',
      ),
      claim('The Jaguars fell behind because Garrard threw two interceptions in the first half.'),
      {
        ...claim('Vanden Bosch will miss the last games of the regular season because of an injury.'),
        off_story: true,
      },
      {
        ...claim('He expects to be back when the Titans host a divisional playoff on Jan. 10.'),
        off_story: true,
      },
    ];
    const context = { title: 'Manning picks apart Jaguars', claims: roundup, entityNames: [] };
    expect(answerFromClaims(context, 'Why?').cited).toEqual([2]);
    expect(answerFromClaims(context, 'When did it happen?').cited).toEqual([1]);
  });

  it('answers "When did it happen?" with the day of the act before a day the news was told on', () => {
    // ECB+ 1_1: Reid entered rehab on Tuesday; Friday is when her rep confirmed it.
    const reid = [
      "Tara Reid has entered a rehab program, the American Pie star's rep confirmed to People and Us Weekly on Friday.",
      'A friend of the actress told People she went to Promises on Tuesday.',
      'It has been a long time coming, but Tara Reid has finally entered Malibu Promises Treatment Center on Tuesday, her rep told People.com.',
    ].map(claim);
    const answer = answerFromClaims(
      {
        title: 'Tara Reid checks into rehab',
        claims: reid,
        entityNames: [],
        summary: 'Tara Reid has entered a rehab program at Promises Treatment Center, her rep confirmed.',
      },
      'When did it happen?',
    );
    expect(answer.cited).toEqual([3, 2]);
  });

  it('answers how many people died or were victims with no death of an animal', () => {
    // ECB+ 32_2: the family dog was killed with the mother and the daughter.
    const millom = [
      'John Jenkin, 23, was arrested Saturday morning after police found two women dead in a house.',
      "The family's border collie, named Fenn, was found dead in the backyard of the house.",
      "Jenkin is also facing a charge of causing unnecessary suffering to an animal in relation to the dog's death.",
      'Two women and their dog were found dead.',
    ].map(claim);
    const context = { title: 'Millom double murder', claims: millom, entityNames: [] };
    expect(answerFromClaims(context, 'How many people died?').cited).toEqual([1, 4]);
    expect(answerFromClaims(context, 'How many died?').cited).toEqual([1, 4]);
    expect(answerFromClaims(context, 'How many victims were there?').cited).not.toContain(3);
  });
});

describe('answerFromClaims, where the sources differ', () => {
  /** A claim of source `source` ('a', 'b', 'c'): each letter is one article. */
  const from = (source: string, text: string, fields: Partial<StoryClaim> = {}): StoryClaim => ({
    ...claim(text),
    source: {
      url: `https://${source}.example/floods`,
      domain: `${source}.example`,
      page_id: `${source.repeat(8)}-1111-4111-8111-111111111111`,
      title: 'Floods',
    },
    ...fields,
  });
  const ask = (claims: StoryClaim[], question: string) =>
    answerFromClaims({ title: 'Floods', claims, entityNames: [] }, question);

  const conflicting = [
    from('a', '12 people died in the floods, police said.'),
    from('a', 'More than 1,000 people were evacuated from the valley.'),
    from('b', 'At least 15 people were killed, the regional hospital said.'),
    from('b', 'About 1,200 residents were evacuated.'),
    from('c', 'Forty people were injured.'),
    from('c', 'The unions agreed to the pay offer on Friday, ending the dispute.'),
  ];

  it('quotes both claims when sources give different figures for the same thing, each cited', () => {
    for (const question of [
      'Do the sources agree?',
      'Any conflicting reports?',
      'What do the sources disagree on?',
      'Are the numbers consistent?',
      'Is there any disagreement?',
      'Do the figures match?',
      'Where do reports differ on the death toll?',
      'Is the death toll disputed?',
    ]) {
      const answer = ask(conflicting, question);
      expect(answer.cited, question).toEqual([1, 3]);
      expect(answer.response, question).toBe(
        'The sources give different figures.\n\nOn deaths: 12 people died in the floods, police said (Claim 1). At least 15 people were killed, the regional hospital said (Claim 3).',
      );
    }
    // Agreeing, disputes and conflicts within the story are questions for the claims.
    for (const question of [
      'Did the unions agree to the pay offer?',
      'Who agreed to the offer?',
      'What is the dispute about?',
      'What did different sources say about the pay offer?',
    ])
      expect(ask(conflicting, question).cited, question).toEqual([6]);
  });

  it('limits a narrower question to the quantity it names', () => {
    const claims = [
      ...conflicting,
      from('a', 'Police arrested 3 looters.'),
      from('b', 'Police arrested 9 looters on Tuesday.'),
    ];
    expect(ask(claims, 'Do they disagree on the death toll?').cited).toEqual([1, 3]);
    expect(ask(claims, 'Where do reports differ on the number of arrests?').cited).toEqual([7, 8]);
    expect(ask(claims, 'Do the sources agree?').cited).toEqual([1, 3, 7, 8]);
    // A narrower question whose figures can both be true: one sentence, the figures cited, not quoted.
    const evacuated = ask(claims, 'Are the reports consistent on how many were evacuated?');
    expect(evacuated.response).toBe(
      "No contradiction found between the sources' figures for evacuations. Figures that agree or can both be true: evacuations: Claim 2, Claim 4.",
    );
    expect(evacuated.cited).toEqual([2, 4]);
  });

  it('takes no different quantity, place, time, subject or source for a disagreement', () => {
    const notConflicting = [
      // Deaths are not injuries.
      [from('a', '12 people died.'), from('b', '15 people were injured.')],
      // 'More than 1,000' allows 1,200.
      [from('a', 'More than 1,000 people were evacuated.'), from('b', '1,200 people were evacuated.')],
      // One source restating its own figure.
      [from('a', '12 people died.'), from('a', 'The toll later rose to 15 dead.'), from('b', 'Rain fell.')],
      // A different place, and a different day.
      [
        from('a', '12 people died in Valencia.', { where: 'Valencia' }),
        from('b', '15 people died in Paiporta.', { where: 'Paiporta' }),
      ],
      [
        from('a', '12 people died.', { event_time: '2024-10-30' }),
        from('b', '15 people died.', { event_time: '2024-10-31' }),
      ],
      // Two firefighters hurt are some of the injured, not another count of them.
      [from('a', 'Two firefighters were treated for hypothermia.'), from('b', 'Five people were injured.')],
      // A town's population, a record height: no figures of a quantity compared.
      [
        from('a', 'The town of 14,000 people flooded.'),
        from('b', 'The town, home to 9,000 people, flooded.'),
      ],
    ];
    for (const claims of notConflicting) {
      const answer = ask(claims, 'Do the sources agree?');
      expect(answer.response, claims[0]!.text).toMatch(
        /^No contradiction found between the sources' figures/,
      );
    }
  });

  it('reads "at least 15" against "twelve", "no one" as none, and "1.2 million" as about 1,200,000', () => {
    const spelt = [from('a', 'Twelve people died.'), from('b', 'At least 15 were killed.')];
    expect(ask(spelt, 'Do the sources agree?').cited).toEqual([1, 2]);
    // Two firefighters hurt cannot be part of nobody hurt.
    const part = [from('a', 'No one was hurt.'), from('b', 'Two firefighters were treated for hypothermia.')];
    expect(ask(part, 'Do the sources agree?').response).toMatch(
      /^The sources give different figures\.\n\nOn injuries: No one was hurt \(Claim 1\)\. Two firefighters/,
    );
    const scaled = [
      from('a', 'Some 1.2 million people fled their homes.'),
      from('b', '1,180,000 people were evacuated.'),
    ];
    const answer = ask(scaled, 'Do the sources agree?');
    expect(answer.response).toBe(
      "No contradiction found between the sources' figures or accounts. Figures that agree or can both be true: evacuations: Claim 1, Claim 2.",
    );
    expect(answer.cited).toEqual([1, 2]);
    // 'At least 12' and '17' are different figures that can both be true.
    const rising = [from('a', 'At least 12 people died.'), from('b', 'The death toll has reached 17.')];
    expect(ask(rising, 'Do the sources agree?').response).toContain(
      'Figures that agree or can both be true: deaths: Claim 1, Claim 2.',
    );
  });

  it('reads a number of another clause as no count of the dead: "died when a bus carrying 46 passengers…"', () => {
    const claims = [
      from('a', 'Twelve people died when a bus carrying 46 passengers plunged into a gorge, police said.'),
      from('b', 'At least 15 people were killed when the bus fell into the gorge.'),
    ];
    const answer = ask(claims, 'Any conflicting reports?');
    expect(answer.response).toMatch(/^The sources give different figures\.\n\nOn deaths: Twelve people died/);
    expect(answer.cited).toEqual([1, 2]);
  });

  it("takes a figure's place from the claim's own words only", () => {
    // The hospital the injured were taken to is no other place of the landslide than its street.
    const claims = [
      from('a', '9 people were injured and taken to hospital in Aldrin.', { where: 'Aldrin' }),
      from('b', '14 people were injured.', { where: 'Miro Street' }),
    ];
    expect(ask(claims, 'Do the sources agree?').cited).toEqual([1, 2]);
  });

  it('says so when no figures contradict, citing the ones more than one source reports (the flood story)', () => {
    const claims = floodStory.claims as StoryClaim[];
    const numberOf = (start: string) => claims.findIndex((c) => c.text.startsWith(start)) + 1;
    const answer = answerFromClaims(
      { title: 'Alder River flood', claims, entityNames: floodStory.entityNames },
      'Do the sources agree?',
    );
    // One sentence, however many figures agree: the claims are cited (the reader opens them as chips), not
    // quoted. 1,200 forced out (two sources) and more than 1,100 still out on Tuesday; two firefighters
    // treated for hypothermia (two sources); damaged homes.
    expect(answer.response).toMatch(
      /^No contradiction found between the sources' figures or accounts\. Figures that agree or can both be true: evacuations: Claim \d+, Claim \d+, Claim \d+; injuries \(firefighters\): Claim \d+, Claim \d+; damage \(homes\): /,
    );
    expect(answer.response).not.toContain('\n');
    expect(answer.cited).toEqual(
      expect.arrayContaining([
        numberOf('The Alder River crested at 22.4 feet early Monday'),
        numberOf('About 1,200 people were ordered'),
        numberOf('More than 1,100 people'),
        numberOf('Fire Chief Harriet Vance said a 67-year-old'),
        numberOf('Fire Chief Harriet Vance said two of her'),
      ]),
    );
  });

  it('says when no figure is compared, or when the story has one source', () => {
    const none = ask([from('a', 'The river rose.'), from('b', 'The river fell.')], 'Do the sources agree?');
    expect(none).toEqual({
      response: "No contradiction found between the sources' figures or accounts.",
      cited: [],
    });
    expect(
      ask([from('a', '12 people died.'), from('b', 'Rain fell.')], 'Do they disagree on arrests?').response,
    ).toBe('No source states a figure for arrests.');
    const one = ask([from('a', '12 people died.'), from('a', '15 people died.')], 'Do the sources agree?');
    expect(one.response).toMatch(/^All of this story's claims come from one source/);
    expect(one.cited).toEqual([]);
  });

  it('finds accounts in words that cannot both be true: one source denies what another states', () => {
    // The Athens shooting, as ECB+ articles report it.
    const claims = [
      from(
        'a',
        'The fatal shooting of Alexis Grigoropoulos sparked riots after witnesses claimed that the police officer deliberately took aim at the teenager.',
      ),
      from('a', 'Riot police fired tear gas at demonstrators in Athens.'),
      from(
        'b',
        'The officer said that he fired two or three times in the air and that he had not aimed his gun at the victim.',
      ),
      from(
        'c',
        'The officer who fired the shot says he killed the boy accidentally due to a bullet ricochet.',
      ),
    ];
    const answer = ask(claims, 'Do the sources disagree?');
    expect(answer.response).toBe(
      'The sources give different accounts.\n\nOne account: The fatal shooting of Alexis Grigoropoulos sparked riots after witnesses claimed that the police officer deliberately took aim at the teenager (Claim 1).\nAnother: The officer who fired the shot says he killed the boy accidentally due to a bullet ricochet (Claim 4). Claim 3 gives a similar account.',
    );
    expect(answer.cited).toEqual([1, 4, 3]);
    // Denied and asserted, with no word of intent: 'did not' against the act itself.
    const denied = [
      from('a', 'Witnesses said the driver ran the red light before hitting the cyclist.'),
      from('b', 'The driver did not run the red light, the cyclist swerved, police said.'),
    ];
    expect(ask(denied, 'What do sources dispute?').cited).toEqual([1, 2]);
    // 'denied' is a denial too.
    const deny = [
      from('a', 'The minister resigned over the leaked budget papers.'),
      from('b', 'The minister denied that she resigned over the budget papers.'),
    ];
    expect(ask(deny, 'Any conflicting reports?').cited).toEqual([1, 2]);
    // What one did not have: 'did not have a gun' against 'pointing a gun'.
    const gun = [
      from('a', 'Kimani Gray was shot and killed after, police say, pointing a gun at approaching officers.'),
      from('b', 'Witnesses say Kimani Gray, who was running when he was shot, did not have a gun.'),
    ];
    expect(ask(gun, 'Do the sources disagree?').cited).toEqual([1, 2]);
  });

  it('takes no account for contradicted by the same source, another act, a modal or a different subject', () => {
    const notContradicting = [
      // The same article gives both accounts.
      [
        from('a', 'Witnesses said the officer deliberately took aim at the teenager.'),
        from('a', 'The officer said the teenager was accidentally hit by a ricochet.'),
        from('b', 'Rain fell.'),
      ],
      // What a team could not do in one drive denies no touchdown it scored.
      [
        from('a', 'Keiwan Ratliff scored on an interception return to give the Indianapolis Colts a win.'),
        from('b', "Despite the Colts' passing perfection, Indianapolis couldn't score."),
      ],
      // Nothing else in common: another subject that was not done.
      [
        from('a', 'The council approved the budget on Monday.'),
        from('b', 'The school board has not approved the new timetable.'),
      ],
      // A source that did not comment contradicts nobody.
      [
        from('a', 'Police said the officer was suspended after the shooting.'),
        from('b', 'Police did not comment on the officer after the shooting.'),
      ],
      // 'Didn't take the lead until' says when they took it.
      [
        from(
          'a',
          'Indianapolis took its first lead of the game when Keiwan Ratliff returned an interception.',
        ),
        from('b', "The Colts didn't take their first lead until Keiwan Ratliff returned an interception."),
      ],
      // What was planned is not done: 'negotiating to purchase' against 'had not purchased'.
      [
        from('a', 'The city of Palmer was negotiating to purchase the dairy property.'),
        from('b', 'Director Jon Owen said the city of Palmer had not purchased the dairy property.'),
      ],
      // Another thing not done: 'never saw the assailants' against 'saw her husband on the ground'.
      [
        from('a', 'Chief Bratton said Celeste Escalante heard shots and saw her husband on the ground.'),
        from('b', 'Escalante was shot in the head and never saw the assailants coming, Chief Bratton said.'),
      ],
      // A writer's own 'did not' is no source's denial.
      [
        from('a', 'After putting Thomas on IR, New Orleans signed Bell off the practice squad.'),
        from('b', 'While Thomas went on IR, four others did not practice.'),
      ],
      // 'Didn't have to kill him' says what was needed, not what anyone had.
      [
        from('a', 'Kimani Gray was killed on Saturday night, police said, to the anger of the crowd.'),
        from(
          'b',
          '"They didn\'t have to kill him," Makaeo Williams said of Kimani Gray as the crowd marched.',
        ),
      ],
      // A 'no' vote is no denial.
      [
        from('a', 'Council members approved the plan in a 7-4 vote.'),
        from('b', 'Councillor Ruth Adeyemi said she would campaign for a "no" vote on the plan.'),
      ],
    ];
    for (const claims of notContradicting) {
      expect(ask(claims, 'Do the sources disagree?').response, claims[1]!.text).toBe(
        "No contradiction found between the sources' figures or accounts.",
      );
    }
  });

  it("counts only numbers that name people or the quantity, of acts done in the story's time", () => {
    const noFigure = [
      // 'one of her four cats' names no people (ECB+ 32_2).
      [
        from('a', 'John Jenkin was arrested after police found two women dead in a house.'),
        from('b', 'Alice had recently been upset by the death of one of her four cats.'),
      ],
      // An act only intended is none done (ECB+ 32_1).
      [
        from('a', 'The deaths of two women found in a New Bedford home have been ruled homicides.'),
        from('b', 'Prosecutors believe Mr. Gomes intended to kill one other person last night.'),
      ],
      // A decade and an age count no dead (ECB+ 4_1).
      [
        from('a', 'Bettie Page, the 1950s pinup model, died yesterday in Los Angeles at the age of 85.'),
        from('b', 'Bettie Page, the 1950s pin-up queen who died on Thursday, will be remembered.'),
      ],
      // Another year's quake is history, not the story's toll (ECB+ 20_2).
      [
        from('a', 'The earthquake killed 10 people on the island on Sunday.', { event_time: '2008-11-23' }),
        from('b', 'A quake killed more than 26,000 people in the ancient city of Bam in December 2003.'),
      ],
    ];
    for (const claims of noFigure)
      expect(ask(claims, 'Do the sources disagree?').response, claims[1]!.text).toMatch(
        /^No contradiction found/,
      );
    // Still counted: the dead named by the quantity itself, and an act that names whom it counts.
    const counted = [
      from('a', '3 DEAD due to Molotov cocktail at bank.'),
      from('b', 'The blaze hit the town, killing at least five and injuring 40.'),
    ];
    expect(ask(counted, 'Do the sources disagree?').response).toMatch(/^The sources give different figures/);
  });

  it('counts no weekday, span of months or qualified people as another figure', () => {
    // The NFL story: 'injured … two Sundays ago' and 'out six to eight months' count no injured.
    const weeks = [
      from(
        'a',
        'Jones was injured in the first quarter two Sundays ago at Pittsburgh in his first game after a suspension.',
      ),
      from('b', 'The moves brought to 12 the number of Rams players on injured reserve.'),
      from('b', 'Stanley was injured and expected to be out six to eight months after surgery.'),
    ];
    expect(ask(weeks, 'Do the sources disagree?').response).toBe(
      "No contradiction found between the sources' figures or accounts.",
    );
    // 'two police officers charged' are some of the 86 people arrested, not another count of them.
    const officers = [
      from('a', 'Police said they made 86 arrests over the course of the protests.'),
      from('b', 'Two police officers charged over the shooting went before a magistrate.'),
    ];
    expect(ask(officers, 'Do the sources disagree?').response).toMatch(/^No contradiction found/);
    // A score is no count of losses, a count of a charge no arrest, and the Chargers no charges.
    for (const claims of [
      [
        from('a', "The 76ers have eight losses in their last 10 games, including Friday's 88-72 setback."),
        from('b', "Friday night's 88 - 72 loss in Cleveland was the team's eighth in 10 games."),
      ],
      [
        from('a', 'Orozco was charged with one count of attempted murder.'),
        from('b', 'Police arrested two suspected gang members.'),
      ],
      [
        from('a', 'The Chargers reached the playoffs with 8 wins.'),
        from('b', 'Two other players were arrested for investigation of DUI.'),
      ],
    ])
      expect(ask(claims, 'Do the sources disagree?').response, claims[0]!.text).toMatch(
        /^No contradiction found/,
      );
    // A headline in capitals still counts its dead.
    const shouted = [
      from('a', '3 DEAD after a petrol bomb hit the bank.'),
      from('b', 'Five people died at the bank.'),
    ];
    expect(ask(shouted, 'Do the sources disagree?').cited).toEqual([1, 2]);
  });

  it("finds sources that give the story's event different days, each side cited", () => {
    // ECB+ 19_1: one source dates the shooting to Saturday, the charge sheet another source quotes to Sunday.
    const summary =
      'There has been more rioting in Greece in protest at the death of Alexandros Grigoropoulos. The teenager was shot and killed by police in Athens.';
    const athens = [
      from(
        'a',
        'The fatal shooting of Alexis Grigoropoulos, 15, on Saturday sparked five days of riots and demonstrations across Greece.',
      ),
      from('a', 'Riot police fired tear gas at demonstrators outside parliament.'),
      from(
        'b',
        'According to the charge sheet, Mr Korkoneas killed Grigoropoulos on Sunday during a clash with around 30 youths.',
      ),
    ];
    const answer = answerFromClaims(
      { title: 'Greek riots', claims: athens, entityNames: [], summary },
      'Do the sources disagree?',
    );
    expect(answer.cited).toEqual([1, 3]);
    expect(answer.response).toBe(
      'The sources give different accounts.\n\nOne account: The fatal shooting of Alexis Grigoropoulos, 15, on Saturday sparked five days of riots and demonstrations across Greece (Claim 1).\nAnother: According to the charge sheet, Mr Korkoneas killed Grigoropoulos on Sunday during a clash with around 30 youths (Claim 3).',
    );
    // ECB+ 1_1: checked in 'on Tuesday' against 'Yesterday, on Friday', the stacked 'Yesterday' dropped;
    // the day the rep confirmed it is the report's, not the check-in's.
    const reid = [
      from(
        'a',
        'Tara Reid has finally entered Malibu Promises Treatment Center on Tuesday, her rep told People.com.',
      ),
      from(
        'b',
        "Tara Reid has entered a rehab program, the star's rep confirmed to People and Us Weekly on Friday.",
      ),
      from('c', 'Yesterday, on Friday, Reid apparently felt she needed to be checked in.'),
    ];
    const checkIn = answerFromClaims(
      {
        title: 'Tara Reid checked herself into Promises Treatment Center',
        claims: reid,
        entityNames: [],
        summary: 'Party girl Tara Reid is checking herself into rehab.',
      },
      'Do the sources disagree?',
    );
    expect(checkIn.cited).toEqual([1, 3]);
    expect(checkIn.response).toContain(
      '\nAnother: On Friday, Reid apparently felt she needed to be checked in (Claim 3).',
    );
  });

  it('takes no day of another act, of the report, of another time or of the same source for a disagreement', () => {
    const summary = 'Kimani Gray, 16, was shot and killed by police in Brooklyn.';
    const ask = (claims: StoryClaim[]) =>
      answerFromClaims(
        { title: 'Brooklyn teen killed', claims, entityNames: [], summary },
        'Do the sources disagree?',
      ).response;
    for (const claims of [
      // The autopsy's day, the riots' day and the day it was said are not the shooting's.
      [
        from('a', 'Kimani Gray was shot and killed by police on Saturday night.'),
        from(
          'b',
          "On Wednesday — the same day Gray's autopsy showed he had been shot seven times — the crowd became unruly.",
        ),
      ],
      [
        from('a', 'Kimani Gray was shot and killed by police on Saturday night.'),
        from('b', 'Riots broke out in Brooklyn on Monday in protest at the killing of Gray.'),
      ],
      [
        from('a', 'Kimani Gray was shot and killed by police on Saturday night.'),
        from('b', 'Police killed Kimani Gray in Brooklyn, officials said Sunday.'),
      ],
      // A source that gives both days contradicts no one.
      [
        from('a', 'Kimani Gray was shot by police on Saturday night.'),
        from('a', 'Gray was shot on Sunday morning, a neighbour said.'),
        from('b', 'Police shot Kimani Gray on Sunday.'),
      ],
      // A claim the story reads as off it: another shooting.
      [
        from('a', 'Kimani Gray was shot and killed by police on Saturday night.'),
        {
          ...from('b', 'Police shot and killed Ramarley Graham, like Gray a teenager, on a Thursday.'),
          off_story: true,
        },
      ],
    ])
      expect(ask(claims), claims.at(-1)!.text).toMatch(/^No contradiction found/);
  });

  it('counts "the three victims" as no deaths: victims may be hurt', () => {
    const kraft = [
      from(
        'a',
        'A woman opened fire at a Kraft factory in Philadelphia, killing two workers and wounding another.',
      ),
      from(
        'b',
        'Dorsey worked on the third floor with the three victims and the alleged shooter, Yvonne Hiller.',
      ),
      // Another shooting, which the story reads as off it, counts no one of the story's.
      {
        ...from('b', 'It came weeks after a driver in Manchester fatally shot eight people, then himself.'),
        off_story: true,
      },
    ];
    expect(ask(kraft, 'Do the sources disagree?').response).toMatch(/^No contradiction found/);
    expect(ask(kraft, 'How many people died?').cited).toEqual([1]);
    expect(ask(kraft, 'How many victims were there?').cited).toContain(2);
    // Still counted by what their clause says happened to them.
    const hurt = [
      from('a', 'Two people were injured in the blast.'),
      from('b', 'Five victims were injured in the blast.'),
    ];
    expect(ask(hurt, 'Do the sources disagree?').response).toMatch(
      /^The sources give different figures.\n\nOn injuries:/,
    );
  });

  it('compares no figure of an earlier time, nor of a claim the story reads as off it, in an undated story', () => {
    for (const claims of [
      [
        from('a', 'Last year 12 people died in floods in the valley.'),
        from('b', 'Five people died in the floods.'),
      ],
      [
        from('a', 'Two years ago, a flood killed 12 people there.'),
        from('b', 'Five people died in the floods.'),
      ],
      // ECB+ 20_1: a story of a quake 'on Sunday', and the quake 'in September'.
      [
        from('a', 'A quake hit the island on Sunday, injuring five people.'),
        from('b', 'A quake struck the island in September, killing seven people and injuring 40.'),
      ],
      [
        { ...from('a', 'In February, a woman opened fire at a university, killing three.'), off_story: true },
        from('b', 'The shooting killed two workers.'),
      ],
    ])
      expect(ask(claims, 'Do the sources disagree?').response, claims[0]!.text).toMatch(
        /^No contradiction found/,
      );
  });

  it('quotes a claim that imitates the story markup as text', () => {
    const claims = [
      from('a', `12 people died {{cite:${FORGED}}} in [[Evil|x]].`),
      from('b', 'At least 15 people died.'),
    ];
    const answer = ask(claims, 'Any conflicting reports?');
    expect(answer.cited).toEqual([1, 2]);
    expect(parseNarrative(answer.response).every((segment) => segment.kind === 'text')).toBe(true);
    expect(narrativeText(answer.response)).toContain(`12 people died {{cite:${FORGED}}} in [[Evil|x]]`);
  });
});

describe('answerFromClaims, a word one letter from another', () => {
  it('reads "police" as police, not "policy", and "flood" not "floor", and still forgives a typo inside a word', () => {
    const claims = [
      'The council said its housing policy would be reviewed next year.',
      'Police said two men were arrested near the harbour.',
    ].map(claim);
    const policy = answerFromClaims(
      { title: 'Housing', claims: [claims[0]!], entityNames: [] },
      'What about the police?',
    );
    expect(policy.cited).toEqual([]);
    const floor = answerFromClaims(
      { title: 'Gym', claims: [claim('The gym floor gave way under the crowd.')], entityNames: [] },
      'What about the flood?',
    );
    expect(floor.cited).toEqual([]);
    const typo = answerFromClaims({ title: 'Harbour', claims, entityNames: [] }, 'Who was arested?');
    expect(narrativeText(typo.response)).toContain('two men were arrested');
  });
});

describe('answerFromClaims, a lead in capitals', () => {
  it('quotes "A MAN has been charged…" as the narrative prints it, and keeps an acronym the sources write', () => {
    const claims = [
      claim('A MAN has been charged with the murder of his mother in Millom.'),
      claim('The man was remanded in custody by magistrates.'),
      claim('NATO said it would send more troops.'),
    ];
    const answer = answerFromClaims(
      { title: 'Millom', claims, entityNames: [] },
      'Who was charged with murder?',
    );
    expect(narrativeText(answer.response)).toContain('A man has been charged with the murder');
    const nato = answerFromClaims({ title: 'Troops', claims, entityNames: ['NATO'] }, 'What did NATO say?');
    expect(narrativeText(nato.response)).toContain('NATO said it would send more troops');
  });
});
