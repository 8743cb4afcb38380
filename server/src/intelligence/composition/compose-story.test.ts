import { narrativeText, parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { describe, expect, it } from 'vitest';
import { storyRelevance } from '../../lib/story-relevance';
import {
  type ComposeClaim,
  type ComposeEntity,
  type ComposePage,
  coherenceComponents,
  coherenceScore,
  composeStory,
  healthIndicator,
  isBackground,
  leansOnContext,
  markEntities,
  modalityEntropy,
  speaksWithoutSpeaker,
  storyTitle,
  summaryGist,
  unshoutedTitle,
  withCapitalOpening,
} from './compose-story';

const NOW = new Date('2026-10-20T12:00:00Z');
const page = (
  id: string,
  publisher: string,
  added: string,
  extra: Partial<ComposePage> = {},
): ComposePage => ({
  id,
  title: `Title ${id}`,
  publisher,
  published_at: added,
  added_at: added,
  gist: `Gist of ${id}.`,
  image: null,
  ...extra,
});
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';

const claims: ComposeClaim[] = [
  {
    page_id: P1,
    text: 'The Alder River crested at 6.1 metres in Millbrook on Monday.',
    builder_modality: 'observation',
    confidence: 0.9,
    when_date: '2026-10-12',
  },
  {
    page_id: P2,
    text: 'The Alder River crested at 6.1 metres in Millbrook, officials said.',
    builder_modality: 'reported_speech',
    confidence: 0.8,
    when_date: '2026-10-12',
  },
  {
    page_id: P2,
    text: 'Mayor Ruth Adebayo said 1,200 residents were evacuated.',
    builder_modality: 'reported_speech',
    confidence: 0.8,
    when_date: '2026-10-12',
  },
  {
    page_id: P3,
    text: 'Residents alleged the county ignored warnings about the levee.',
    builder_modality: 'allegation',
    confidence: 0.6,
    when_date: '2026-10-13',
  },
];
const entities: ComposeEntity[] = [
  {
    id: 'e-river',
    name: 'Alder River',
    type: 'Location',
    mentions: ['Alder River'],
    page_ids: [P1, P2],
    country_code: null,
  },
  {
    id: 'e-town',
    name: 'Millbrook',
    type: 'Location',
    mentions: ['Millbrook'],
    page_ids: [P1, P2, P3],
    country_code: 'US',
  },
  {
    id: 'e-mayor',
    name: 'Ruth Adebayo',
    type: 'Person',
    mentions: ['Ruth Adebayo', 'Adebayo'],
    page_ids: [P2],
    country_code: null,
  },
];

/** A person seen on page P1 under their full name and a shorter form. */
const person = (id: string, name: string, shortForm: string): ComposeEntity => ({
  id,
  name,
  type: 'Person',
  mentions: [name, shortForm],
  page_ids: [P1],
  country_code: null,
});

describe('composeStory', () => {
  const pages = [
    page(P1, 'ledger.example', '2026-10-12T08:00:00Z'),
    page(P2, 'gazette.example', '2026-10-12T10:00:00Z'),
    page(P3, 'ledger.example', '2026-10-13T09:00:00Z'),
  ];
  const story = composeStory({ pages, claims, entities }, NOW);

  it('writes cited, entity-marked content whose citations are all the story’s pages', () => {
    const cited = [...story.content.matchAll(/\{\{cite:([^}]+)\}\}/g)].flatMap((m) => m[1]!.split(','));
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect([P1, P2, P3]).toContain(id);
    // The corroborated claim cites both pages that support it.
    expect(story.content).toMatch(new RegExp(`\\{\\{cite:(${P1},${P2}|${P2},${P1})\\}\\}`));
    expect(story.content).toContain('[[Millbrook|e-town]]');
    expect(story.content.match(/\[\[Millbrook\|/g)).toHaveLength(1);
  });

  it('counts, locates and categorises the story', () => {
    expect(story).toMatchObject({ artifact_count: 3, claim_count: 4, category: 'local' });
    expect(story.locations[0]).toBe('Millbrook');
    expect(Object.keys(story.citations_metadata).sort()).toEqual([P1, P2, P3].sort());
  });

  it('scores coherence from its documented components', () => {
    const c = coherenceComponents(pages, claims, entities);
    expect(c.independence).toBeCloseTo(2 / 3);
    expect(c.modality_diversity).toBe(1);
    expect(c.corroboration).toBeGreaterThan(0);
    expect(c.contestation).toBeCloseTo(0.25);
    expect(story.coherence_score).toBeCloseTo(coherenceScore(c), 3);
    expect(story.coherence_score).toBeGreaterThan(0);
    expect(story.coherence_score).toBeLessThanOrEqual(1);
  });

  it("keeps a source's imitation of the story markup as text: no forged citation or entity link", () => {
    const forged = '0badc0de-0000-4000-8000-00000000f00d';
    const sentence = `The memo {{cite:${forged}}} says [[Evil|x]] and [[Mallory]] paid Ruth Adebayo.`;
    const gist = `A leak {{cite:${forged},${P1}}} about [[Evil|x]] in Millbrook.`;
    const hostile = composeStory(
      {
        pages: [page(P1, 'ledger.example', '2026-10-12T08:00:00Z', { gist }), pages[1]!],
        claims: [{ ...claims[0]!, page_id: P2, text: sentence }],
        entities,
      },
      NOW,
    );
    const markup = parseNarrative(hostile.content).filter((segment) => segment.kind !== 'text');
    expect(markup).toEqual([
      { kind: 'entity', name: 'Millbrook', canonicalId: 'e-town' },
      { kind: 'citation', pageIds: [P1], numbers: [1] },
      { kind: 'entity', name: 'Ruth Adebayo', canonicalId: 'e-mayor' },
      { kind: 'citation', pageIds: [P2], numbers: [2] },
    ]);
    // The reader still sees what the sources wrote, braces and brackets included.
    expect(narrativeText(hostile.content)).toBe(`${gist} \n\n${sentence} `);
  });

  it('grows more coherent with independent corroborating sources', () => {
    const single = composeStory({ pages: [pages[0]!], claims: [claims[0]!], entities: [] }, NOW);
    expect(story.coherence_score).toBeGreaterThan(single.coherence_score);
  });
});

describe('claims that need their article', () => {
  it('knows a claim whose subject is only a pronoun', () => {
    expect(leansOnContext('He said the water on Tanner Lane was moving fast.')).toBe(true);
    expect(leansOnContext('"You could hear it more than see it," he told Riverside 7.')).toBe(true);
    expect(leansOnContext('"We bought the neighborhood a few hours," Brennan said.')).toBe(false);
    expect(leansOnContext('Heavy rain had fallen for three days.')).toBe(false);
    expect(
      leansOnContext(
        'Without it, the city would have to find roughly $820 million elsewhere, the authority said.',
      ),
    ).toBe(true);
    expect(leansOnContext('It crested at 22.4 feet early Monday.')).toBe(true);
    expect(leansOnContext('Without power, the pumping station stopped.')).toBe(false);
    expect(leansOnContext('Italy beat France 2-1.')).toBe(false);
    expect(leansOnContext('Their levee held, Okafor said.')).toBe(true);
    expect(
      leansOnContext('Traffic has grown by a third in a decade, he said, and the city cannot widen roads.'),
    ).toBe(true);
  });

  it('puts them after every claim that stands alone', () => {
    const standalone = [
      'The Alder River crested at a record level early Monday.',
      'Governor Alan Whitcombe declared a state of emergency.',
      'About 300 people spent the night in the school gymnasium.',
      'The city issued a boil-water notice for Lower Town.',
      'Volunteers served soup and handed out blankets.',
      'Forecasters expect the river to fall by Wednesday.',
      'Insurance analysts said it was too early to estimate losses.',
      'The Route 9 bridge was closed to all traffic.',
    ];
    const many: ComposeClaim[] = [
      'He said the water on Tanner Lane was moving fast enough to push the boat.',
      ...standalone,
    ].map((text, i) => ({
      page_id: i === 0 ? P1 : P2,
      text,
      builder_modality: 'observation',
      confidence: i === 0 ? 0.99 : 0.5,
      when_date: '2026-10-12',
    }));
    const pages = [
      page(P1, 'ledger.example', '2026-10-12T08:00:00Z'),
      page(P2, 'gazette.example', '2026-10-12T09:00:00Z'),
    ];
    const composed = composeStory({ pages, claims: many, entities: [] }, NOW);
    expect(narrativeText(composed.content)).not.toContain('He said the water');
    expect(narrativeText(composed.content)).toContain('The Route 9 bridge was closed');
  });
});

describe('sentences that someone speaks without saying who', () => {
  it('leaves out a first person or an open quotation with no speaker (ECB+ Tara Reid, Klitschko stories)', () => {
    expect(
      speaksWithoutSpeaker("I ate and drank and dated a million guys, but I'm so happy right now."),
    ).toBe(true);
    expect(speaksWithoutSpeaker('"Thompson was not so easy to box.')).toBe(true);
    expect(speaksWithoutSpeaker('Our thoughts are with the families.')).toBe(true);
    expect(speaksWithoutSpeaker('"I got caught but I\'m OK, " Thompson said in the ring.')).toBe(false);
    expect(speaksWithoutSpeaker('We are monitoring the river, the mayor said.')).toBe(false);
    expect(speaksWithoutSpeaker('"We bought the neighborhood a few hours," Brennan said.')).toBe(false);
    expect(speaksWithoutSpeaker('The US Army Corps of Engineers raised the levee.')).toBe(false);
    expect(speaksWithoutSpeaker('Reid said: "I am so happy where I am."')).toBe(false);
    // (A quotation closed by two apostrophes, as ECB+ prints it.)
    expect(
      speaksWithoutSpeaker(
        "Shondell McAllister recalled screaming \"Somebody help me, my daughter's been shot.''",
      ),
    ).toBe(false);
    expect(
      speaksWithoutSpeaker("Despite today's statements, we remain convinced that these changes are illegal."),
    ).toBe(true);
  });

  it('keeps such a sentence out of the narrative even when several sources repeat it', () => {
    const quote = "I ate and drank and dated a million guys, but I'm so happy with where I am right now.";
    const story = composeStory(
      {
        pages: [page(P1, 'a.example', '2026-10-12T08:00:00Z'), page(P2, 'b.example', '2026-10-12T09:00:00Z')],
        claims: [
          { page_id: P1, text: quote, builder_modality: 'opinion', confidence: 0.75, when_date: null },
          { page_id: P2, text: quote, builder_modality: 'opinion', confidence: 0.75, when_date: null },
          ...claims,
        ],
        entities,
      },
      NOW,
    );
    expect(narrativeText(story.content)).not.toContain('a million guys');
  });
});

describe('parts', () => {
  it('entropy is 0 for one kind and 1 for an even spread of four', () => {
    expect(modalityEntropy([claims[0]!, claims[0]!])).toBe(0);
    const four = (['observation', 'reported_speech', 'opinion', 'allegation'] as const).map((m) => ({
      ...claims[0]!,
      builder_modality: m,
    }));
    expect(modalityEntropy(four)).toBeCloseTo(1);
  });

  it('health follows activity', () => {
    const at = (iso: string) => page(P1, 'x', iso);
    expect(healthIndicator([at('2026-10-20T06:00:00Z'), at('2026-10-19T20:00:00Z')], NOW)).toBe('growing');
    expect(healthIndicator([at('2026-10-18T12:00:00Z')], NOW)).toBe('healthy');
    expect(healthIndicator([at('2026-10-05T12:00:00Z')], NOW)).toBe('stale');
    expect(healthIndicator([at('2026-08-01T12:00:00Z')], NOW)).toBe('archived');
  });

  it('marks an entity once, longest form first, never inside other markup', () => {
    const text = 'Ruth Adebayo met Adebayo staff. {{cite:x}}';
    expect(markEntities(text, [entities[2]!])).toBe('[[Ruth Adebayo|e-mayor]] met Adebayo staff. {{cite:x}}');
  });

  it('marks the earliest mention in any form, and a longer name wins where names overlap', () => {
    const brennan = person('e-brennan', 'Luis Brennan', 'Brennan');
    const county: ComposeEntity = { ...brennan, id: 'e-county', name: 'Wendover County', mentions: [] };
    const agency: ComposeEntity = {
      ...brennan,
      id: 'e-agency',
      name: 'Wendover County Emergency Management',
      mentions: [],
    };
    const text =
      '"We bought a few hours," Brennan said. {{cite:x}}\n\nAccording to Wendover County Emergency Management ' +
      'Director Luis Brennan, Wendover County was spared. {{cite:x}}';
    expect(markEntities(text, [county, brennan, agency])).toBe(
      '"We bought a few hours," [[Brennan|e-brennan]] said. {{cite:x}}\n\nAccording to ' +
        '[[Wendover County Emergency Management|e-agency]] Director Luis Brennan, [[Wendover County|e-county]] ' +
        'was spared. {{cite:x}}',
    );
    // A name never matches inside a citation's page id.
    const cafe: ComposeEntity = { ...brennan, id: 'e-cafe', name: 'cafe', mentions: [] };
    expect(markEntities('Kept {{cite:cafe0000-0000-4000-8000-000000000000}}', [cafe])).toBe(
      'Kept {{cite:cafe0000-0000-4000-8000-000000000000}}',
    );
  });

  it('introduces a person the chosen claims name only by surname, with the strongest claim giving the full name', () => {
    const okafor = person('e-okafor', 'Dana Okafor', 'Okafor');
    const c = (text: string, confidence: number, ordinal: number): ComposeClaim => ({
      page_id: P1,
      text,
      builder_modality: 'observation',
      confidence,
      when_date: null,
      ordinal,
    });
    const intro = 'Mayor Dana Okafor ordered an evacuation east of Canal Street at 1:40 a.m.';
    const filler = [
      'Sandbags lined the levee along the grain elevator.',
      'Firefighters rescued a man from a rooftop by boat.',
      'The school gymnasium opened as a shelter overnight.',
      'Power failed across three neighbourhoods before dawn.',
      'Insurance analysts declined to estimate total losses.',
      'Volunteers handed out blankets and hot soup downtown.',
      'Two bridges closed after inspectors found cracked pillars.',
      'Forecasters expect drier weather by the weekend.',
    ].map((text, i) => c(text, 0.9, 10 + i));
    const story = composeStory(
      {
        pages: [page(P1, 'ledger.example', '2026-10-12T08:00:00Z', { gist: null })],
        claims: [c(intro, 0.3, 0), c('Okafor said she had asked the governor for help.', 0.95, 1), ...filler],
        entities: [okafor],
      },
      NOW,
    );
    const text = narrativeText(story.content);
    expect(text).toContain(intro);
    expect(text.indexOf(intro)).toBeLessThan(text.indexOf('Okafor said she had asked'));
    // The link is on the full name, where the reader first meets her.
    expect(story.content).toContain('[[Dana Okafor|e-okafor]]');
  });

  it('tells a page’s claims in the order its source wrote them, undated claims on their page’s day', () => {
    const director = 'The levee broke, according to Director Luis Brennan of the county.';
    const quote = '"We bought the neighborhood a few hours," Brennan said.';
    const later = 'On Tuesday the county opened a second shelter at the library.';
    const ordered = composeStory(
      {
        pages: [page(P1, 'ledger.example', '2026-10-12T08:00:00Z', { gist: null })],
        claims: [
          {
            page_id: P1,
            text: later,
            builder_modality: 'observation',
            confidence: 0.9,
            when_date: '2026-10-13',
            ordinal: 0,
          },
          {
            page_id: P1,
            text: quote,
            builder_modality: 'reported_speech',
            confidence: 0.9,
            when_date: null,
            ordinal: 2,
          },
          {
            page_id: P1,
            text: director,
            builder_modality: 'reported_speech',
            confidence: 0.5,
            when_date: null,
            ordinal: 1,
          },
        ],
        entities: [],
      },
      NOW,
    );
    const text = narrativeText(ordered.content);
    expect(text.indexOf(director)).toBeLessThan(text.indexOf(quote));
    expect(text.indexOf(quote)).toBeLessThan(text.indexOf(later));
  });

  it('gives a summary without the title repeated, a sentence said twice or a bare timestamp', () => {
    const title = 'Storm knocks out power across Carrow Valley';
    const lede = 'A storm cut power to 20,000 homes on Monday.';
    expect(summaryGist(`Storm knocks out power across Carrow Valley. ${lede}`, title)).toBe(lede);
    expect(summaryGist(`${title} ${lede}`, title)).toBe(lede);
    expect(summaryGist(`${lede} ${lede}`, title)).toBe(lede);
    expect(summaryGist(`${lede} A storm cut power to 20,000 homes on Monday!`, title)).toBe(lede);
    expect(summaryGist(`Updated 9: 01 AM EDT. ${lede}`, title)).toBe(lede);
    // A gist that is only the title stays: it is all there is.
    expect(summaryGist(`${title}.`, title)).toBe(`${title}.`);
    // Different sentences all stay.
    const two = `${lede} Crews from three states worked through the night.`;
    expect(summaryGist(two, title)).toBe(two);

    const story = composeStory(
      {
        pages: [
          page(P1, 'ledger.example', '2026-10-12T08:00:00Z', { title, gist: `${title}. ${lede} ${lede}` }),
        ],
        claims: [
          {
            page_id: P1,
            text: 'Jul 13, 2009 01: 40 PM EDT',
            builder_modality: 'observation',
            confidence: 0.99,
            when_date: null,
          },
          {
            page_id: P1,
            text: 'Crews from three states worked through the night.',
            builder_modality: 'observation',
            confidence: 0.9,
            when_date: null,
          },
        ],
        entities: [],
      },
      NOW,
    );
    expect(story.gist).toBe(lede);
    expect(story.description).toBe(lede);
    expect(narrativeText(story.content)).not.toContain('2009');
    expect(narrativeText(story.content)).toContain('Crews from three states');
  });

  it("says 'On Friday' where a source stacked 'Yesterday' on the day's name, in the summary and the narrative", () => {
    // ECB+ 1_15: 'Yesterday, on Friday, Reid apparently felt…'; read on another day, 'yesterday' is wrong.
    const story = composeStory(
      {
        pages: [
          page(P1, 'gossip.example', '2026-10-12T08:00:00Z', {
            title: 'Tara Reid checks into rehab',
            gist: 'Yesterday, on Friday, Reid apparently felt she needed to be checked in.',
          }),
        ],
        claims: [
          {
            page_id: P1,
            text: 'Her friends said this morning, Saturday, that the family supported her decision.',
            builder_modality: 'observation',
            confidence: 0.9,
            when_date: null,
          },
        ],
        entities: [],
      },
      NOW,
    );
    expect(story.description).toBe('On Friday, Reid apparently felt she needed to be checked in.');
    expect(story.gist).toBe(story.description);
    const text = narrativeText(story.content);
    expect(text).toContain('On Friday, Reid apparently');
    expect(text).toContain('Her friends said Saturday, that the family');
    expect(text).not.toMatch(/yesterday|this morning/i);
  });
});

describe("the story's title and summary", () => {
  it("drops a live blog's label from the title", () => {
    expect(storyTitle('Live updates: Alder River flood in Millbrook')).toBe('Alder River flood in Millbrook');
    expect(storyTitle('LIVE – Storm hits the coast')).toBe('Storm hits the coast');
    expect(storyTitle('As it happened: Council votes on the budget')).toBe('Council votes on the budget');
    expect(storyTitle('Breaking news: Bridge closed')).toBe('Bridge closed');
    // Not a label: a word of the headline itself, or a label with nothing after it.
    expect(storyTitle('Live music returns to the harbour')).toBe('Live music returns to the harbour');
    expect(storyTitle('Live: Updates')).toBe('Live: Updates');
  });

  it("takes no title that is only one of the story's names: a press release's letterhead", () => {
    const nomination = 'President Obama announced Dr. Regina Benjamin as his nominee for Surgeon General.';
    const said = (page_id: string): ComposeClaim => ({
      page_id,
      text: nomination,
      builder_modality: 'observation',
      confidence: 0.9,
      when_date: '2009-07-13',
    });
    const story = composeStory(
      {
        pages: [
          // The release is as central as the report and older: it would title the story.
          page(P1, 'whitehouse.example', '2009-07-13T10:00:00Z', {
            title: 'THE WHITE HOUSE',
            gist: nomination,
          }),
          page(P2, 'wire.example', '2009-07-13T12:00:00Z', {
            title: 'Obama nominates Regina Benjamin as surgeon general',
            gist: nomination,
          }),
        ],
        claims: [said(P1), said(P2)],
        entities: [
          {
            id: 'e-white-house',
            name: 'White House',
            type: 'Organization',
            mentions: ['WHITE HOUSE', 'White House'],
            page_ids: [P1],
            country_code: 'US',
          },
        ],
      },
      NOW,
    );
    expect(story.title).toBe('Obama nominates Regina Benjamin as surgeon general');
  });

  it("summarises with the gist the other sources' headlines are about, not a live blog's newest entry", () => {
    // The live blog is the most corroborated page (it repeats every source), so it leads and titles the
    // story; its gist is its newest entry, which no headline is about.
    const live = page(P1, 'ledger.example', '2026-10-12T06:00:00Z', {
      title: 'Live updates: Alder River flood in Millbrook',
      gist: 'The city has issued a boil-water notice for all addresses east of Canal Street.',
    });
    const crest = page(P2, 'gazette.example', '2026-10-12T08:00:00Z', {
      title: 'Alder River crests at record level, forcing 1,200 from homes',
      gist: 'The Alder River crested at a record 22.4 feet early Monday, forcing 1,200 residents from their homes.',
    });
    const governor = page(P3, 'wire.example', '2026-10-13T09:00:00Z', {
      title: 'Governor declares emergency as record flood swamps Millbrook',
      gist: 'The governor declared a state of emergency on Tuesday.',
    });
    const shared = (page_id: string): ComposeClaim => ({
      page_id,
      text: 'The Alder River crested at 22.4 feet in Millbrook on Monday.',
      builder_modality: 'observation',
      confidence: 0.9,
      when_date: '2026-10-12',
    });
    const story = composeStory(
      {
        pages: [live, crest, governor],
        claims: [shared(P1), shared(P2), shared(P1), { ...shared(P3), text: 'Water reached the levee top.' }],
        entities: [],
      },
      NOW,
    );
    expect(story.title).toBe('Alder River flood in Millbrook');
    expect(story.gist).toBe(crest.gist);
    expect(story.description).toBe(crest.gist);
    expect(story.content.startsWith(`${crest.gist} {{cite:${P2}}}`)).toBe(true);
    // One source alone: its gist, whatever it says.
    expect(composeStory({ pages: [live], claims: [shared(P1)], entities: [] }, NOW).gist).toBe(live.gist);
  });
});

describe("the narrative's choice and order of claims", () => {
  const P4 = '44444444-4444-4444-8444-444444444444';
  const claim = (page_id: string, text: string, ordinal: number, confidence = 0.6): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'observation',
    confidence,
    when_date: '2026-10-12',
    ordinal,
  });
  // Eight details that two sources both report fill the narrative's usual places.
  const details = [
    'About 300 people spent Monday night in the school gymnasium shelter.',
    'The boil-water notice for addresses east of Canal Street remains in effect.',
    'The previous record at the gauge was set in April 1987.',
    'The Route 9 bridge was closed to all traffic.',
    'Volunteers served soup and handed out blankets at the shelter.',
    'Forecasters expect the river to fall below flood stage by Wednesday.',
    'Insurance analysts said it was too early to estimate losses.',
    'Two firefighters were treated for hypothermia and released.',
  ];
  const pages = [
    page(P1, 'ledger.example', '2026-10-12T08:00:00Z', {
      language: 'en',
      gist: 'Rescue boats crossed flooded streets.',
    }),
    page(P2, 'gazette.example', '2026-10-12T09:00:00Z', { language: 'en', gist: 'Water topped the levee.' }),
    page(P3, 'wire.example', '2026-10-13T09:00:00Z', {
      language: 'en',
      gist: 'Thousands remain out of their homes.',
    }),
    page(P4, 'quotidien.example', '2026-10-13T10:00:00Z', { language: 'fr', gist: 'La rivière a débordé.' }),
  ];
  const claims: ComposeClaim[] = [
    ...details.flatMap((text, i) => [claim(P1, text, 10 + i, 0.9), claim(P2, text, 10 + i, 0.9)]),
    claim(P1, 'Rescue boats crossed flooded streets.', 0),
    claim(P2, 'The Alder River crested at a record 22.4 feet, forcing 1,200 residents from their homes.', 0),
    claim(P3, 'More than 1,100 people were still out of their homes on Tuesday.', 0),
    claim(P3, 'A wire reporter saw crews stacking sandbags.', 1, 0.99),
    claim(P4, "L'Alder est sortie de son lit dans la nuit de dimanche à lundi.", 0),
  ];

  it("tells each source's opening claim besides the most repeated details, in the summary's language", () => {
    const text = narrativeText(composeStory({ pages, claims, entities: [] }, NOW).content);
    expect(text).toContain('The Alder River crested at a record 22.4 feet');
    expect(text).toContain('More than 1,100 people were still out of their homes');
    expect(text).not.toContain("L'Alder est sortie");
    expect(text).not.toContain('A wire reporter saw crews');
    // The summary's own source opens with it: said once.
    expect(text.match(/Rescue boats crossed flooded streets/g)).toHaveLength(1);
  });

  it("does not tell again a claim that is one of a two-sentence summary's sentences", () => {
    // The pasted NFL story had closed on its summary's first sentence, said again.
    const lede =
      'Quarterback Peyton Manning was nearly perfect as the Colts beat the host Jaguars, 31-24, on Thursday night.';
    const gist = `${lede} Manning completed his first 17 passes, picked apart Jacksonville's secondary and led the Colts to their eighth consecutive win and seventh straight playoff berth.`;
    const story = composeStory(
      {
        pages: [{ ...pages[0]!, gist }, pages[1]!],
        claims: [
          claim(P1, lede, 0, 0.9),
          claim(P2, lede, 3, 0.9),
          claim(P2, 'Jacksonville fell to 5-10.', 4, 0.9),
        ],
        entities: [],
      },
      NOW,
    );
    const text = narrativeText(story.content);
    expect(text.startsWith(gist)).toBe(true);
    expect(text.split(lede)).toHaveLength(2);
    expect(text).toContain('Jacksonville fell to 5-10.');
  });

  it('introduces a person by full name before a claim that gives only the surname', () => {
    const okafor: ComposeEntity = {
      id: 'e-okafor',
      name: 'Dana Okafor',
      type: 'Person',
      mentions: ['Dana Okafor', 'Okafor'],
      page_ids: [P1, P2],
      country_code: null,
    };
    const story = composeStory(
      {
        pages: pages.slice(0, 2),
        claims: [
          claim(P1, 'Okafor said she had asked the governor to declare an emergency.', 3, 0.9),
          claim(P2, 'Okafor said she had asked the governor to declare an emergency today.', 3, 0.9),
          {
            ...claim(P2, 'Mayor Dana Okafor said the city would not speculate about the levee.', 4, 0.9),
            when_date: '2026-10-13',
          },
          {
            ...claim(P1, 'Mayor Dana Okafor said the city would not speculate about the levee.', 4, 0.9),
            when_date: '2026-10-13',
          },
        ],
        entities: [okafor],
      },
      NOW,
    );
    const text = narrativeText(story.content);
    expect(text.indexOf('Mayor Dana Okafor said')).toBeGreaterThan(-1);
    expect(text.indexOf('Mayor Dana Okafor said')).toBeLessThan(text.indexOf('Okafor said she had asked'));
  });
});

describe('a story composed from the same claims in another order', () => {
  it('is the same story: the same claim speaks for a group of equally confident ones', () => {
    const page1 = page(P1, 'ledger.example', '2026-10-12T08:00:00Z');
    const page2 = page(P2, 'live.example', '2026-10-12T09:00:00Z');
    const claim = (page_id: string, text: string): ComposeClaim => ({
      page_id,
      text,
      builder_modality: 'observation',
      confidence: 0.85,
      when_date: '2026-10-12',
    });
    // Grouped as one statement of two sources; the longer one, which also tells of the firefighters, speaks.
    const wide = claim(
      P1,
      'Fire Chief Harriet Vance said a 67-year-old man was taken off the roof of his house on Tanner Lane by boat around 6 a.m., and two firefighters were treated for hypothermia and released.',
    );
    const short = claim(
      P2,
      'Fire Chief Harriet Vance confirms a boat crew took a 67-year-old man off the roof of his house on Tanner Lane around 6 a.m.',
    );
    const one = composeStory({ pages: [page1, page2], claims: [wide, short], entities: [] }, NOW);
    const other = composeStory({ pages: [page1, page2], claims: [short, wide], entities: [] }, NOW);
    expect(other.content).toBe(one.content);
    expect(narrativeText(one.content)).toContain('two firefighters were treated for hypothermia');
  });
});

describe('a claim that another claim of the same voice restates', () => {
  const ledger = page(P1, 'ledger.example', '2026-10-12T08:00:00Z', {
    gist: 'Rescue boats crossed flooded streets.',
  });
  const live = page(P2, 'live.example', '2026-10-12T09:00:00Z', { gist: 'Water topped the levee.' });
  const claim = (page_id: string, text: string, who: string | null, confidence = 0.85): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'reported_speech',
    confidence,
    when_date: '2026-10-12',
    who,
  });
  const wide = claim(
    P1,
    'Fire Chief Harriet Vance said a 67-year-old man was taken off the roof of his house on Tanner Lane by boat around 6 a.m., and two firefighters were treated for hypothermia and released.',
    'Fire Chief Harriet Vance',
  );
  const narrativeWith = (other: ComposeClaim) =>
    narrativeText(composeStory({ pages: [ledger, live], claims: [wide, other], entities: [] }, NOW).content);

  it('is told once: the claim that says all of it and more stays', () => {
    // Too unlike to be grouped as one statement (a fifth of the longer one's words), yet wholly in it.
    const text = narrativeWith(
      claim(P2, 'Two firefighters were treated for hypothermia, Vance said.', 'Harriet Vance'),
    );
    expect(text).toContain('two firefighters were treated for hypothermia and released');
    expect(text).not.toContain('Vance said.');
    // The same page's headline, with nobody named, restates it too.
    const headline = narrativeWith(claim(P1, 'Two firefighters treated for hypothermia', null, 0.9));
    expect(headline).not.toContain('Two firefighters treated for hypothermia');
    expect(headline).toContain('Fire Chief Harriet Vance said a 67-year-old man');
  });

  it('is kept when it says one thing more: a fact, a figure, a negation, or another voice', () => {
    const more = [
      claim(
        P2,
        'Fire Chief Harriet Vance said two of her firefighters were treated for hypothermia after spending hours in waist-deep water.',
        'Fire Chief Harriet Vance',
      ),
      claim(P2, 'Vance said 12 firefighters were treated for hypothermia.', 'Harriet Vance'),
      claim(P2, 'Vance said two firefighters were not treated for hypothermia.', 'Harriet Vance'),
      claim(P2, 'Two firefighters were treated for hypothermia.', 'Luis Brennan'),
    ];
    for (const other of more) {
      const text = narrativeWith(other);
      expect(text).toContain(other.text);
      expect(text).toContain(wide.text);
    }
  });

  it('is kept when the claim that restates it only repeats the summary (and is not told)', () => {
    const summary =
      'Fire Chief Harriet Vance said a man was taken off the roof of his house on Tanner Lane by boat, and firefighters were treated.';
    const short = claim(P2, 'Two firefighters were treated for hypothermia, Vance said.', 'Harriet Vance');
    const story = composeStory(
      { pages: [{ ...ledger, gist: summary }, live], claims: [wide, short], entities: [] },
      NOW,
    );
    const text = narrativeText(story.content);
    expect(text.startsWith(summary)).toBe(true);
    // The wide claim is too like the summary to be told after it: the hypothermia is told by the short one.
    expect(text).not.toContain(wide.text);
    expect(text).toContain(short.text);
  });

  it('gives up its place among the strongest claims to the next one', () => {
    const details = [
      'Crews stacked sandbags near the grain elevator overnight.',
      'The Route 9 bridge was closed to all traffic.',
      'Volunteers served soup and handed out blankets.',
      'A boil-water notice covers addresses east of Canal Street.',
      'Forecasters expect the river to fall below flood stage by Wednesday.',
      'Insurance analysts said it was too early to estimate losses.',
      'The Red Barn Diner had water up to its window ledges.',
      'Inspectors marked dozens of houses as unsafe to enter.',
      'Schools across the county stayed shut for the week.',
    ].map((text) => claim(P1, text, null, 0.8));
    const short = claim(
      P2,
      'Two firefighters were treated for hypothermia, Vance said.',
      'Harriet Vance',
      0.99,
    );
    const text = narrativeText(
      composeStory({ pages: [ledger, live], claims: [wide, short, ...details], entities: [] }, NOW).content,
    );
    // The restatement leaves; the eight places go to the wide claim and seven details (one was left out).
    expect(text).not.toContain('Vance said.');
    expect(text).toContain(wide.text);
    expect(details.filter((d) => text.includes(d.text))).toHaveLength(7);
  });
});

describe("the narrative's background", () => {
  const ledger = page(P1, 'ledger.example', '2026-10-12T08:00:00Z', {
    gist: 'Rescue boats crossed flooded streets.',
  });
  const gazette = page(P2, 'gazette.example', '2026-10-12T09:00:00Z', { gist: 'Water topped the levee.' });
  const claim = (page_id: string, text: string, when_date: string | null, ordinal: number): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'observation',
    confidence: 0.8,
    when_date,
    ordinal,
  });
  it("comes after the story's news, which keeps its time order", () => {
    const story = composeStory(
      {
        pages: [ledger, gazette],
        claims: [
          claim(P1, 'The previous record at the gauge, 20.1 feet, was set in April 1987.', '1987-04', 0),
          claim(P2, 'The previous record at the gauge, 20.1 feet, was set in April 1987.', '1987-04', 0),
          claim(P2, 'The Mill Street levee was built in 1962.', '1962', 1),
          claim(P1, 'The Alder River crested at 22.4 feet early Monday.', '2026-10-12', 1),
          claim(P2, 'Crews stacked sandbags along the levee on Sunday night.', '2026-10-11', 2),
          claim(P1, 'The county repaired the levee gates in March.', '2026-03', 2),
        ],
        entities: [],
      },
      NOW,
    );
    const paragraphs = narrativeText(story.content)
      .split('\n\n')
      .map((p) => p.trim());
    expect(paragraphs.slice(1)).toEqual([
      'The county repaired the levee gates in March.',
      'Crews stacked sandbags along the levee on Sunday night.',
      'The Alder River crested at 22.4 feet early Monday.',
      'The Mill Street levee was built in 1962.',
      'The previous record at the gauge, 20.1 feet, was set in April 1987.',
    ]);
  });

  it('is what a claim says about a time that ended over a year before the first source', () => {
    const start = Date.parse('2026-10-12T08:00:00Z');
    const about = (when_date: string | null) => isBackground(claim(P1, 'x', when_date, 0), start);
    expect(about('1987-04')).toBe(true);
    expect(about('2025-10-10')).toBe(true);
    expect(about('2025')).toBe(false);
    expect(about('2026-10-11')).toBe(false);
    expect(about(null)).toBe(false);
  });
});

describe('pasted texts with no headline', () => {
  const entity = (
    id: string,
    name: string,
    page_ids: string[],
    type: ComposeEntity['type'] = 'Organization',
  ) => ({ id, name, type, mentions: [name], page_ids, country_code: null }) satisfies ComposeEntity;
  const P4 = '44444444-4444-4444-8444-444444444444';
  const at = (h: number) => `2026-12-19T0${h}:00:00Z`;
  // Four pasted reports of one game: two are roundups that end with notes on other teams.
  const pages = [
    page(P1, 'a', at(1), {
      title:
        'Peyton Manning was nearly perfect, exactly what the Indianapolis Colts needed to overcome all the emotion…',
    }),
    page(P2, 'b', at(2), { title: 'Analysis and discussion of the N.F.L. on the pro football blog.' }),
    page(P3, 'c', at(3), {
      title: 'Quarterback Peyton Manning was nearly perfect as the Colts beat the host Jaguars.',
    }),
    page(P4, 'd', at(4), {
      title:
        'The Colts clinched a playoff berth with a 31-24 victory over the Jaguars on Thursday night in a game they trailed 14-0.',
    }),
  ];
  const claim = (page_id: string, text: string, ordinal: number, confidence = 0.8): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'observation',
    confidence,
    when_date: null,
    ordinal,
  });
  const game = 'The Colts beat the Jaguars 31-24 in Jacksonville.';
  const other = 'Tarvaris Jackson has reclaimed his starting spot at quarterback for Minnesota.';
  const roundups = {
    pages,
    claims: [
      ...[P1, P2, P3, P4].map((p) => claim(p, game, 1)),
      claim(P1, 'Manning threw for 364 yards and three touchdowns for the Colts.', 2),
      claim(P2, 'Analysis and discussion of the N.F.L. on the pro football blog.', 0, 0.9),
      // The roundups' notes on another team, the second stated by both.
      ...[P1, P2].flatMap((p) => [
        claim(p, 'Minnesota hosts Atlanta on Sunday.', 30, 0.5),
        claim(p, other, 31, 0.9),
      ]),
      claim(P3, 'The Jaguars led for three quarters.', 1, 0.5),
      // Enough facts about the game to fill a narrative.
      ...[
        'Keiwan Ratliff returned an interception 35 yards for the Colts.',
        'David Garrard was sacked twice by the Colts defence late.',
        'Jaguars fans honoured Richard Collier before kickoff.',
        'Dwight Freeney ended the final Jaguars drive.',
        'Colts receivers Reggie Wayne and Dallas Clark both scored.',
        'Maurice Jones-Drew sprained a knee against the Colts.',
        'The Colts secured the fifth seed in the playoffs.',
        'Jaguars coach Jack Del Rio called the loss painful.',
      ].map((text, i) => claim([P1, P3, P4][i % 3]!, text, 5 + i, 0.6)),
    ],
    entities: [
      entity('colts', 'Colts', [P1, P2, P3, P4]),
      entity('jaguars', 'Jaguars', [P1, P2, P3, P4]),
      entity('nfl', 'N.F.L.', [P2]),
      entity('jackson', 'Tarvaris Jackson', [P1, P2], 'Person'),
      entity('minnesota', 'Minnesota', [P1, P2], 'Location'),
      entity('jacksonville', 'Jacksonville', [P1, P2, P3, P4], 'Location'),
    ],
  };
  const story = composeStory(roundups, NOW);

  it('takes the headline-sized title of a page about the story over a sentence cut short, without its full stop', () => {
    // P1 is the most central page, but its title is cut; P2's short title names only the blog's league.
    expect(story.title).toBe(
      'Quarterback Peyton Manning was nearly perfect as the Colts beat the host Jaguars',
    );
  });

  it("tells the roundups' notes on other teams after every claim about the story, if at all", () => {
    const text = story.content;
    expect(text).toContain('Manning threw for 364 yards');
    expect(text).toContain('Keiwan Ratliff returned an interception');
    expect(text).not.toContain('Tarvaris Jackson');
    expect(text).not.toContain('Analysis and discussion');
  });

  it("lists the story's own places, none that only the roundups' notes name", () => {
    // Minnesota is named by two roundups (as many pages as name the game's town) but only in their notes.
    expect(story.locations).toEqual(['Jacksonville']);
    // (The N.F.L. only in the blog's own line, 'Analysis and discussion of the N.F.L. on the … blog'.)
    expect(story.off_story_entity_ids).toEqual(['jackson', 'minnesota', 'nfl']);
  });

  it('names the claims off the story by their ids, for the timeline to read without working them out again', () => {
    // The claims read marks these from the story row (read-models/story-evidence.ts); claims without ids
    // (as above) leave nothing to name.
    expect(story.off_story_claim_ids).toBeNull();
    const withIds = roundups.claims.map((c, i) => ({ ...c, id: `claim-${String(i).padStart(2, '0')}` }));
    const marked = composeStory({ ...roundups, claims: withIds }, NOW).off_story_claim_ids!;
    const textOf = new Map(withIds.map((c) => [c.id, c.text]));
    expect(marked.map((id) => textOf.get(id))).toEqual(expect.arrayContaining([other, other]));
    expect(marked.map((id) => textOf.get(id))).not.toContain(game);
    expect(marked.map((id) => textOf.get(id))).not.toContain('Dwight Freeney ended the final Jaguars drive.');
    // Two sources say nothing of what is central: no claim of a two-page story is off it.
    const twoPages = { ...roundups, pages: roundups.pages.slice(0, 2) };
    const claimsOfTwo = withIds.filter((c) => c.page_id === P1 || c.page_id === P2);
    expect(composeStory({ ...twoPages, claims: claimsOfTwo }, NOW).off_story_claim_ids).toEqual([]);
  });

  it("writes a title's lower-case names as the story's entities do, and drops its full stop past a title's abbreviation", () => {
    // ECB+ 13_17ecb, pasted: the Wasilla church story was titled "Alaska Gov. sarah palin's home church has
    // been badly damaged in an arson fire." (the stop after 'Gov.' read as a sentence's end).
    const church = composeStory(
      {
        pages: [
          page(P1, 'a', '2008-12-13T08:00:00Z', {
            title: "Alaska Gov. sarah palin's home church has been badly damaged in an arson fire.",
          }),
        ],
        claims: [],
        entities: [
          {
            id: 'palin',
            name: 'Sarah Palin',
            type: 'Person',
            mentions: ['Sarah Palin'],
            page_ids: [P1],
            country_code: 'US',
          },
          {
            id: 'alaska',
            name: 'Alaska',
            type: 'Location',
            mentions: ['Alaska'],
            page_ids: [P1],
            country_code: 'US',
          },
        ],
      },
      NOW,
    );
    expect(church.title).toBe(
      "Alaska Gov. Sarah Palin's home church has been badly damaged in an arson fire",
    );
    // Two sentences keep their stop.
    const two = composeStory(
      {
        pages: [page(P1, 'a', '2008-12-13T08:00:00Z', { title: 'Fire hits church. Arson suspected.' })],
        claims: [],
        entities: [],
      },
      NOW,
    );
    expect(two.title).toBe('Fire hits church. Arson suspected.');
    // A one-word name that is a word too is not a name in the title: 'rose' is the verb here.
    const rose = composeStory(
      {
        pages: [page(P1, 'a', '2008-12-13T08:00:00Z', { title: 'Damage at the church rose overnight' })],
        claims: [],
        entities: [
          {
            id: 'rose',
            name: 'Rose',
            type: 'Person',
            mentions: ['Rose'],
            page_ids: [P1],
            country_code: null,
          },
        ],
      },
      NOW,
    );
    expect(rose.title).toBe('Damage at the church rose overnight');
  });

  it('writes a title opening in capitals as its sources write those words, acronyms kept', () => {
    expect(unshoutedTitle('INITIAL results from the post-mortem show a ricochet', [])).toBe(
      'Initial results from the post-mortem show a ricochet',
    );
    expect(unshoutedTitle('A GREEK police officer has been charged', ['Greek students marched.'])).toBe(
      'A Greek police officer has been charged',
    );
    expect(unshoutedTitle('NATO troops leave the base', ['Officials said NATO would stay.'])).toBe(
      'NATO troops leave the base',
    );
    expect(unshoutedTitle('US troops leave', [])).toBe('US troops leave');
    expect(unshoutedTitle('Colts Clinch Playoff Berth', [])).toBe('Colts Clinch Playoff Berth');
  });

  it('writes a summary opening in capitals as its sources write those words, on the card and in the narrative', () => {
    const shouted =
      'INITIAL results from the post-mortem show Alexandros Grigoropoulos died from a bullet ricochet.';
    const greek = composeStory(
      {
        pages: [
          page(P1, 'a', '2008-12-10T08:00:00Z', { title: 'Ricochet killed Greek teenager', gist: shouted }),
          page(P2, 'b', '2008-12-11T08:00:00Z', { title: 'Greek officer charged', gist: null }),
        ],
        claims: [
          {
            page_id: P2,
            text: 'Initial findings pointed to a ricochet, the lawyer said.',
            builder_modality: 'reported_speech',
            confidence: 0.8,
            when_date: null,
          },
        ],
        entities: [],
      },
      NOW,
    );
    const written =
      'Initial results from the post-mortem show Alexandros Grigoropoulos died from a bullet ricochet.';
    expect(greek.description).toBe(written);
    expect(greek.gist).toBe(written);
    expect(narrativeText(greek.content).startsWith(written)).toBe(true);
  });

  it("writes a claim opening in capitals as its sources write those words, the claim's words kept", () => {
    const sources = [P1, P2, P3].map((id, i) =>
      page(id, `site${i}`, `2008-12-1${i}T08:00:00Z`, { gist: 'Greek students announced new rallies.' }),
    );
    const said = (page_id: string, text: string): ComposeClaim => ({
      page_id,
      text,
      builder_modality: 'observation',
      confidence: 0.8,
      when_date: null,
    });
    const greek = composeStory(
      {
        pages: sources,
        claims: [
          said(P1, 'A GREEK police officer has been formally charged with voluntary homicide.'),
          said(P2, 'TWO MORE RAMS OUT St. Louis placed Derek Stanley on injured reserve.'),
          said(P3, 'NATO ministers met in Brussels on Tuesday.'),
          said(P3, 'The Rams said NATO had nothing to do with two more players out for the season.'),
        ],
        entities: [],
      },
      NOW,
    );
    const text = narrativeText(greek.content);
    expect(text).toContain('A Greek police officer has been formally charged with voluntary homicide.');
    expect(text).toContain('Two more Rams out St. Louis placed Derek Stanley on injured reserve.');
    expect(text).toContain('NATO ministers met in Brussels on Tuesday.');
  });
});

describe("a roundup's notes after its claims about the story", () => {
  const entity = (id: string, name: string, page_ids: string[]) =>
    ({ id, name, type: 'Person', mentions: [name], page_ids, country_code: null }) satisfies ComposeEntity;
  const P4 = '44444444-4444-4444-8444-444444444444';
  const pages = [P1, P2, P3, P4].map((id, i) => page(id, `site${i}`, `2026-12-19T0${i + 1}:00:00Z`));
  const claim = (page_id: string, text: string, ordinal: number, confidence = 0.8): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'observation',
    confidence,
    when_date: null,
    ordinal,
  });
  const boldin =
    'Wide receiver Anquan Boldin and running back J.J. Arrington could be sidelined at New England.';
  const stills = 'Stills had been playing with bone chips in his left knee.';
  // Two roundups: the game, then notes on other teams, the first one right after a claim about the game.
  const roundup = (p: string) => [
    claim(p, 'The Colts beat the Jaguars 31-24 in Jacksonville.', 1),
    claim(p, 'The Colts secured the fifth seed in the playoffs.', 2),
    claim(p, boldin, 3),
    claim(p, 'Offensive tackle Jonathan Scott was signed by Buffalo.', 4),
    claim(p, 'The Rams placed Derek Stanley and Gary Stills on injured reserve.', 5),
    claim(p, stills, 6),
  ];
  const storyClaims = [
    ...roundup(P1),
    ...roundup(P2),
    ...[P3, P4].map((p) => claim(p, 'The Colts beat the Jaguars 31-24 in Jacksonville.', 1)),
    ...[
      'Keiwan Ratliff returned an interception 35 yards for the Colts.',
      'David Garrard was sacked twice by the Colts defence late.',
      'Jaguars fans honoured Richard Collier before kickoff.',
      'Dwight Freeney ended the final Jaguars drive.',
      'Colts receivers Reggie Wayne and Dallas Clark both scored.',
      'Maurice Jones-Drew sprained a knee against the Colts.',
      'Jaguars coach Jack Del Rio called the loss painful.',
      'The Jaguars led the Colts for three quarters.',
    ].map((text, i) => claim([P3, P4][i % 2]!, text, 2 + i, 0.6)),
  ];
  const storyEntities = [
    entity('colts', 'Colts', [P1, P2, P3, P4]),
    entity('jaguars', 'Jaguars', [P1, P2, P3, P4]),
    entity('boldin', 'Anquan Boldin', [P1, P2]),
    entity('arrington', 'J.J. Arrington', [P1, P2]),
    entity('scott', 'Jonathan Scott', [P1, P2]),
    entity('rams', 'Rams', [P1, P2]),
    entity('stanley', 'Derek Stanley', [P1, P2]),
    entity('stills', 'Gary Stills', [P1, P2]),
  ];

  it('are not told, the first one after the game and one naming no known entity included', () => {
    const content = composeStory({ pages, claims: storyClaims, entities: storyEntities }, NOW).content;
    expect(content).toContain('Keiwan Ratliff returned an interception');
    expect(content).not.toContain('Anquan Boldin');
    expect(content).not.toContain('bone chips');
  });

  it('are off the story, and the claims about the game on it', () => {
    const relevance = storyRelevance(pages, storyClaims, storyEntities);
    const offStory = storyClaims.filter((c) => relevance.offStory(c)).map((c) => c.text);
    expect(new Set(offStory)).toEqual(
      new Set([
        boldin,
        'Offensive tackle Jonathan Scott was signed by Buffalo.',
        'The Rams placed Derek Stanley and Gary Stills on injured reserve.',
        stills,
      ]),
    );
  });

  it('name entities no claim about the story names, unless the story tells them', () => {
    const relevance = storyRelevance(pages, storyClaims, storyEntities);
    expect([...relevance.offStoryEntities([])].sort()).toEqual(
      ['arrington', 'boldin', 'rams', 'scott', 'stanley', 'stills'].sort(),
    );
    // (A narrative that tells a note names its people: they are the story's then.)
    const told = relevance.offStoryEntities([
      'The Rams placed Derek Stanley and Gary Stills on injured reserve.',
    ]);
    expect([...told].sort()).toEqual(['arrington', 'boldin', 'scott']);
    // Two pages have no central entities, so no claim and no entity is off the story.
    expect(storyRelevance(pages.slice(0, 2), storyClaims, storyEntities).offStoryEntities([]).size).toBe(0);
  });

  it("leave a claim naming others on the story when its source tells it among the story's claims", () => {
    const flood = [P1, P2, P3].map((id, i) => page(id, `site${i}`, `2026-10-1${i + 2}T08:00:00Z`));
    const river = (p: string, ordinal: number) =>
      claim(p, 'The Alder River crested at 22.4 feet in Millbrook.', ordinal);
    const floodClaims = [
      river(P1, 1),
      claim(P1, 'Firefighters went door to door on Tanner Lane.', 2),
      claim(P1, 'Director Luis Brennan said inspectors had marked 41 homes unsafe.', 3),
      claim(P1, 'The county still estimates that about 340 homes were damaged.', 4),
      claim(P1, 'About 300 people spent the night at a shelter in Millbrook.', 5),
      river(P2, 1),
      claim(P2, '"We bought the neighborhood a few hours," Luis Brennan said.', 2),
      river(P3, 1),
    ];
    const floodEntities = [
      entity('river', 'Alder River', [P1, P2, P3]),
      entity('town', 'Millbrook', [P1, P2, P3]),
      entity('lane', 'Tanner Lane', [P1]),
      entity('brennan', 'Luis Brennan', [P1, P2]),
    ];
    const relevance = storyRelevance(flood, floodClaims, floodEntities);
    expect(floodClaims.filter((c) => relevance.offStory(c))).toEqual([]);
  });
});

describe('a claim that only paraphrases what the narrative has told', () => {
  // ECB+ 13_1, the Wasilla Bible Church fire: outlets' leads saying the same thing in other words.
  const ids = ['a', 'b', 'c', 'd', 'e'].map((l) => `${l.repeat(8)}-0000-4000-8000-000000000000`);
  const [summaryPage, p2, p4, p5, p6] = ids as [string, string, string, string, string];
  const pages = ids.map((id, i) =>
    page(id, `outlet${i}.example`, `2008-12-13T0${i}:00:00Z`, {
      gist:
        id === summaryPage
          ? 'The church Alaska Gov. Sarah Palin attends was badly damaged by fire Friday night, and investigators suspect arson.'
          : null,
    }),
  );
  const claim = (page_id: string, text: string): ComposeClaim => ({
    page_id,
    text,
    builder_modality: 'observation',
    confidence: 0.8,
    when_date: null,
    ordinal: 0,
  });
  const damage = claim(
    p2,
    "An overnight fire Friday at Alaska Gov. Sarah Palin's home church caused an estimated $1 million in damage, and investigators say it could be the work of an arsonist.",
  );
  const suspected = claim(
    p4,
    'Arson is suspected in the burning of the church former vice presidential candidate Sarah Palin attends.',
  );
  const named = claim(
    p5,
    'Damage to the Wasilla Bible Church was estimated at $1 million, authorities said Saturday.',
  );
  const devastated =
    'A "suspicious" fire devastated the church attended by Alaska Gov. and former vice presidential candidate Sarah Palin on Friday night in her hometown of Wasilla, the church\'s minister said.';
  const compose = (last: string, options = {}) =>
    composeStory({ pages, claims: [damage, suspected, named, claim(p6, last)], entities: [] }, NOW, options);

  it('is left out, and its source is cited where its fact is told', () => {
    const { content } = compose(devastated);
    const text = narrativeText(content);
    expect(text).not.toContain('devastated');
    // What came before it stays: a new figure ($1 million) and a new name (Wasilla Bible Church).
    for (const told of [damage, suspected, named]) expect(text).toContain(told.text);
    // Its page joins the citation of the sentence that holds most of its words: the summary's.
    expect(content.split('\n\n')[0]).toMatch(
      new RegExp(`^The church Alaska .*\\{\\{cite:${summaryPage},${p6}\\}\\}$`),
    );
    // The composition before the rule, for bench/composition, told it.
    expect(narrativeText(compose(devastated, { keepParaphrases: true }).content)).toContain('devastated');
  });

  it('is kept when it tells a new figure, a new name or a negation', () => {
    // Every word of it told already: left out.
    const told = 'A fire damaged the church Sarah Palin attends in Wasilla on Friday night';
    expect(narrativeText(compose(`${told}.`).content)).not.toContain(told);
    // With one more thing, most of its words still told: each stays.
    const more = [
      `${told}, injuring 2 people.`,
      `${told}, Larry Kroon said.`,
      `${told}, but not its school.`,
    ];
    for (const last of more) expect(narrativeText(compose(last).content)).toContain(last);
  });

  it('is kept when enough of its words are new', () => {
    const fresh =
      'A "suspicious" fire devastated the church attended by Sarah Palin, and firefighters found flames and smoke coming out windows at the back of the three-story structure.';
    expect(narrativeText(compose(fresh).content)).toContain(fresh);
  });
});

describe('a summary or narrative sentence that opens in lower case', () => {
  it('opens on a capital when its first word is a plain lower-case word (ECB+ 13_12)', () => {
    expect(
      withCapitalOpening('fast - moving fire destroyed the historic warehouse early this morning.'),
    ).toBe('Fast - moving fire destroyed the historic warehouse early this morning.');
    expect(withCapitalOpening('iPhone sales rose by a third, the company said.')).toBe(
      'iPhone sales rose by a third, the company said.',
    );
    expect(withCapitalOpening('eBay said on Monday it would cut 1,000 jobs.')).toBe(
      'eBay said on Monday it would cut 1,000 jobs.',
    );
    expect(withCapitalOpening('“The fire was fast,” the chief said.')).toBe(
      '“The fire was fast,” the chief said.',
    );
  });

  it("is how the story's summary and narrative show it", () => {
    const lost = 'fast - moving fire destroyed the historic Matanuska Maid warehouse early this morning.';
    const story = composeStory(
      {
        pages: [page(P1, 'frontiersman.example', '2012-08-07T10:00:00Z', { gist: lost })],
        claims: [
          { page_id: P1, text: lost, builder_modality: 'observation', confidence: 0.9, when_date: null },
        ],
        entities: [],
      },
      NOW,
    );
    expect(story.description).toBe(`F${lost.slice(1)}`);
    expect(story.content.startsWith('Fast - moving fire')).toBe(true);
  });
});
