import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { recognizeEntities, warmEntityRecognizer } from './recognize-entities';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

/** [text, type] pairs, in order. */
function ents(text: string): [string, string][] {
  return recognizeEntities(text).map((m) => [m.text, m.type]);
}
function typeOf(text: string, surface: string, nth = 0): string | undefined {
  return recognizeEntities(text).filter((m) => m.text === surface)[nth]?.type;
}

describe('recognizeEntities: spans and offsets', () => {
  it('returns character offsets into the input', () => {
    const text = 'Floodwater reached Millbrook on Monday, Wendover County Council said.';
    for (const m of recognizeEntities(text)) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(ents(text)).toEqual([
      ['Millbrook', 'Location'],
      ['Wendover County Council', 'Organization'],
    ]);
  });

  it('keeps offsets right, spans ordered and disjoint, on any input', () => {
    const words = fc.constantFrom(
      'Maria',
      'Okafor',
      'said',
      'the',
      'council',
      'in',
      'Millbrook',
      'Bank',
      'of',
      'England',
      'Dr',
      'van',
      'der',
      'Berg',
      "O'Neill's",
      'NHS',
      '(MAT)',
      ',',
      '.',
      '"',
      '\n',
      'ÉLODIE',
      'São',
      'Paulo',
      '—',
      '45,',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 40 }), fc.string({ maxLength: 20 }), (parts, noise) => {
        const text = `${parts.join(' ')} ${noise}`;
        const ms = recognizeEntities(text);
        let prevEnd = 0;
        for (const m of ms) {
          expect(text.slice(m.start, m.end)).toBe(m.text);
          expect(m.start).toBeGreaterThanOrEqual(prevEnd);
          expect(m.end).toBeGreaterThan(m.start);
          expect(m.confidence).toBeGreaterThan(0);
          expect(m.confidence).toBeLessThanOrEqual(1);
          prevEnd = m.end;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads a capitalised word at the end of the text (a seat of government would run past it)', () => {
    // Found by the property above: 'the Maria\nMaria' had 'Maria' before the end, where the check for 'the
    // Nixon White House' read tokens that are not there.
    expect(() => recognizeEntities('the Maria\nMaria ')).not.toThrow();
  });

  it('handles empty and entity-free text', () => {
    expect(recognizeEntities('')).toEqual([]);
    expect(recognizeEntities('the river rose by two metres overnight.')).toEqual([]);
  });
});

describe('recognizeEntities: people', () => {
  it('strips honorifics and titles from the span but uses them as evidence', () => {
    const ms = recognizeEntities(
      'Dr Ingrid van der Berg led the study. Chief Inspector Sam Reyes said the road was closed. Mayor Tom Hadley of Ridgeford agreed.',
    );
    const people = ms.filter((m) => m.type === 'Person');
    expect(people.map((m) => [m.text, m.title])).toEqual([
      ['Ingrid van der Berg', 'dr'],
      ['Sam Reyes', 'chief inspector'],
      ['Tom Hadley', 'mayor'],
    ]);
    expect(typeOf('Mayor Tom Hadley of Ridgeford agreed.', 'Ridgeford')).toBe('Location');
  });

  it('keeps a quoted nickname inside the name, after a role too and closed by two apostrophes (ECB+ 29_11)', () => {
    expect(ents('Cornerback Adam "Pacman" Jones was suspended.')).toEqual([
      ['Adam "Pacman" Jones', 'Person'],
    ]);
    expect(ents("Adam \"Pacman'' Jones says the disk in his neck hurt.")).toEqual([
      ["Adam \"Pacman'' Jones", 'Person'],
    ]);
    expect(ents('Pacman Jones was suspended.')).toEqual([['Pacman Jones', 'Person']]);
  });

  it("keeps a nickname in single quotes, after a lower-case 'the' or glued to the given name, inside the name (ECB+ 26_10)", () => {
    expect(ents("Vincent'The Chin' Gigante dies in prison")).toEqual([
      ["Vincent'The Chin' Gigante", 'Person'],
    ]);
    expect(ents("Police said Vincent 'the Chin' Gigante died on Monday.")).toEqual([
      ["Vincent 'the Chin' Gigante", 'Person'],
    ]);
    expect(ents('Police said Vincent "the Chin" Gigante died on Monday.')).toEqual([
      ['Vincent "the Chin" Gigante', 'Person'],
    ]);
    expect(ents('Police said Vincent ‘The Chin’ Gigante died on Monday.')).toEqual([
      ['Vincent ‘The Chin’ Gigante', 'Person'],
    ]);
  });

  it("keeps two nicknamed men joined by 'and' apart, each with his nickname (the Gigante story)", () => {
    expect(
      ents('The jail held John Gotti, Anthony "Fat Tony" Salerno and Anthony "Tony Ducks" Corallo.'),
    ).toEqual([
      ['John Gotti', 'Person'],
      ['Anthony "Fat Tony" Salerno', 'Person'],
      ['Anthony "Tony Ducks" Corallo', 'Person'],
    ]);
  });

  it('splits an opening quote glued to a lower-case word off the quoted title after it (ECB+ 6_1)', () => {
    expect(ents("It is sad that Catherine is not with us for'New Moon,' she wrote.")).toEqual([
      ['Catherine', 'Person'],
    ]);
    expect(ents("Police said Kevin O'Brien died.")).toEqual([["Kevin O'Brien", 'Person']]);
  });

  it('reads a given name, a nickname in brackets and a surname as three names of a person (ECB+ 29_2, 19_4)', () => {
    expect(ents('Adam (Pacman) Jones says the disk in his neck hurt.')).toEqual([
      ['Adam', 'Person'],
      ['Pacman', 'Person'],
      ['Jones', 'Person'],
    ]);
    expect(ents('Police shot Kimani (Kiki) Gray on Saturday.')).toEqual([
      ['Kimani', 'Person'],
      ['Kiki', 'Person'],
      ['Gray', 'Person'],
    ]);
  });

  it('ends a title at a modifier word before a given name ("Fire Chief Harriet Vance")', () => {
    const ms = recognizeEntities(
      'Fire Chief Harriet Vance said two firefighters were treated. Deputy Jane Okafor agreed.',
    );
    expect(ms.filter((m) => m.type === 'Person').map((m) => [m.text, m.title])).toEqual([
      ['Harriet Vance', 'chief'],
      ['Jane Okafor', 'deputy'],
    ]);
  });

  it('finds sentence-initial names and does not take sentence-initial common words', () => {
    const text =
      'Brennan declined to comment. Patrick Brennan, 52, was treasurer of the club. Police said he lived alone.';
    expect(ents(text)).toEqual([
      ['Brennan', 'Person'],
      ['Patrick Brennan', 'Person'],
    ]);
    expect(ents('Flooding closed roads. Residents were told to leave.')).toEqual([]);
  });

  it('reads the word after a dateline as sentence-initial: "MILLBROOK — Rescue boats ..."', () => {
    expect(ents('MILLBROOK — Rescue boats spent Monday crossing flooded streets in Millbrook.')).toEqual([
      ['MILLBROOK', 'Location'],
      ['Millbrook', 'Location'],
    ]);
    expect(
      typeOf('PORT ALDOUS, Oct. 12 — Harbour Authority staff closed the quay.', 'Harbour Authority'),
    ).toBe('Organization');
  });

  it('reads a dateline\'s place with spaced initials as the place: "Washington D. C., Jul 13" (ECB+ 34_9)', () => {
    expect(
      typeOf(
        'Obama nominates rural doctor as Surgeon General\nWashington D. C., Jul 13, 2009 / 02: 00 pm (CNA)\n' +
          'President Barack Obama has announced it.',
        'Washington D. C.',
      ),
    ).toBe('Location');
  });

  it('reads spaced initials in a headline as one name, \'A.\' as no article: "Kills L. A. Deputy" (ECB+ 16_5)', () => {
    expect(
      typeOf('Gunman Kills L. A. Deputy on Gang Duty\nJune 25, 2005\nA deputy was shot on Friday.', 'L. A.'),
    ).toBe('Location');
  });

  it('reads a French or Spanish article without taking its sentence openers and articles for names', () => {
    // The demo corpus's French flood article: 'Selon' was a French town, 'Gare' a person.
    expect(
      ents(
        'La rivière a atteint 6,8 mètres à la station du pont de la Gare. Selon le service météorologique, ' +
          'il a plu. La digue de la rue Mill a cédé. Según la policía, la calle Serrano está cerrada.',
      ),
    ).toEqual([
      ['pont de la Gare', 'Location'],
      ['rue Mill', 'Location'],
      ['calle Serrano', 'Location'],
    ]);
    // English names that begin with a Romance article or particle are unchanged.
    expect(typeOf('Carlos de la Rosa said the vote was fair.', 'Carlos de la Rosa')).toBe('Person');
    expect(ents('Los Angeles police said the road was closed. Durante was not there.')).toContainEqual([
      'Los Angeles',
      'Location',
    ]);
  });

  it('makes a Romance street, bridge or square with its lower-case head word one place', () => {
    // 'rue Mill' had been 'Mill', 'avenue Foch' an organisation 'Foch', 'place de la République' 'République'.
    const text =
      "Il habite avenue Foch, près de la place de la République et du quai Voltaire, l'allée des Cygnes et " +
      'le boulevard Saint-Germain. La digue du chemin de Ronde a cédé.';
    expect(ents(text)).toEqual([
      ['avenue Foch', 'Location'],
      ['place de la République', 'Location'],
      ['quai Voltaire', 'Location'],
      ['allée des Cygnes', 'Location'],
      ['boulevard Saint-Germain', 'Location'],
      ['chemin de Ronde', 'Location'],
    ]);
    for (const m of recognizeEntities(text)) expect(text.slice(m.start, m.end)).toBe(m.text);
    // A street named after a person is the street.
    expect(typeOf("Ils ont défilé sur l'avenue Charles de Gaulle.", 'avenue Charles de Gaulle')).toBe(
      'Location',
    );
    // In English, the same words before a name are no street heads.
    expect(
      ents(
        'It is the only avenue Obama has left. The rules stay in place Monday. It is an impasse Obama blamed.',
      ).map(([t]) => t),
    ).toEqual(['Obama', 'Obama']);
  });

  it('splits two titled people joined by "and" without keeping the "and" (a real ECB+ sentence)', () => {
    expect(
      ents('Police Capt. Tom Tennant and Senior Trooper William Hakim, both 51, died at the scene.'),
    ).toEqual([
      ['Tom Tennant', 'Person'],
      ['William Hakim', 'Person'],
    ]);
  });

  it("reads a name before 'branch' as a company unless it is a known place", () => {
    expect(typeOf('Police went to a nearby Wells Fargo branch bank.', 'Wells Fargo')).toBe('Organization');
    expect(typeOf('The London branch of the bank closed.', 'London')).toBe('Location');
  });

  it('strips a sentence-initial role word: "Striker Kwame Asante"', () => {
    expect(ents('Striker Kwame Asante scored twice.')).toEqual([['Kwame Asante', 'Person']]);
  });

  it('excludes the possessive from the span', () => {
    const text = "Maria Okafor chairs the panel. Okafor's report is due in May.";
    expect(ents(text)).toEqual([
      ['Maria Okafor', 'Person'],
      ['Okafor', 'Person'],
    ]);
  });

  it('keeps hyphenated names and name particles, including a lower-case particle start', () => {
    const text =
      'Sarah Lloyd-Ellis resigned. Andrés de la Vega praised her. "She was brilliant," de la Vega said. Ahmad bin Khalid agreed.';
    expect(ents(text)).toEqual([
      ['Sarah Lloyd-Ellis', 'Person'],
      ['Andrés de la Vega', 'Person'],
      ['de la Vega', 'Person'],
      ['Ahmad bin Khalid', 'Person'],
    ]);
  });

  it('uses context cues: "said X", "X, 45,", apposition with a role', () => {
    expect(typeOf('"We will rebuild," said Brzezinski.', 'Brzezinski')).toBe('Person');
    expect(typeOf('Kowalczyk, 45, was arrested.', 'Kowalczyk')).toBe('Person');
    const text = 'Nadia Ferreira, a spokeswoman for Harbury Logistics, said the depot would close.';
    expect(ents(text)).toEqual([
      ['Nadia Ferreira', 'Person'],
      ['Harbury Logistics', 'Organization'],
    ]);
  });

  it('tells a person called Washington from the city by document and context', () => {
    const text =
      'Senator Grace Washington of Georgia will vote against the bill in Washington. Washington, a Democrat, said farmers would suffer.';
    expect(ents(text)).toEqual([
      ['Grace Washington', 'Person'],
      ['Georgia', 'Location'],
      ['Washington', 'Location'],
      ['Washington', 'Person'],
    ]);
  });
});

describe('recognizeEntities: titles and non-entities', () => {
  it('takes a long title with "of" off the name and keeps the place inside it', () => {
    const ms = recognizeEntities(
      'Secretary of State for Energy Ed Miliband and Mayor of London Sadiq Khan spoke.',
    );
    expect(ms.map((m) => [m.text, m.type, m.title])).toEqual([
      ['Ed Miliband', 'Person', 'secretary of state for energy'],
      ['London', 'Location', undefined],
      ['Sadiq Khan', 'Person', 'mayor of london'],
    ]);
  });

  it('reads a title word that is also a given name as a name: "Dean Morrow (36)"', () => {
    expect(ents('Her partner, Dean Morrow (36), admitted the charge.')).toEqual([['Dean Morrow', 'Person']]);
  });

  it('reads the plural of an ordinary noun opening a sentence as no name (ECB+ 19_11)', () => {
    expect(ents('Pamphlets announced rallies in front of the Athens police headquarters on Monday.')).toEqual(
      [['Athens', 'Location']],
    );
    expect(ents('Leaflets announced a march on Monday.')).toEqual([]);
    // Names of that shape stay: an organisation the lists know, a club, a surname made of a given name.
    expect(ents('Reuters reported the attack.')).toEqual([['Reuters', 'Organization']]);
    expect(ents('The Colts won. Colts fans cheered.')[0]).toEqual(['Colts', 'Organization']);
    expect(ents('Peters said nothing.')).toEqual([['Peters', 'Person']]);
  });

  it('reads an adjective opening a sentence before lower-case words and a name as no name (ECB+ 1_10)', () => {
    expect(
      ents(
        'Perennial party girl Tara Reid checked herself into Promises Treatment Center, her rep told People.',
      ),
    ).toEqual([
      ['Tara Reid', 'Person'],
      ['Promises Treatment Center', 'Organization'],
      ['People', 'Organization'],
    ]);
    expect(ents('Notorious party promoter Ann Lee was arrested.')).toEqual([['Ann Lee', 'Person']]);
    // A given name of that shape stays a name.
    expect(ents('Clive told reporter Ann Lee he was leaving.')[0]).toEqual(['Clive', 'Person']);
  });

  it('reads a name after a noun of works and its preposition as a title, no person (ECB+ 1_12)', () => {
    expect(
      ents(
        'Apparently the positive buzz surrounding the trailers for Terminator Salvation is enough to warrant making a sequel.',
      ),
    ).toEqual([]);
    expect(ents('She landed a starring role in Van Wilder.')).toEqual([]);
    // A role alone is no work's: 'the US role in Afghanistan'.
    expect(ents('The US role in Afghanistan grew.')).toEqual([
      ['US', 'Location'],
      ['Afghanistan', 'Location'],
    ]);
  });

  it('drops bare titles, laws and events', () => {
    expect(ents('The Prime Minister defended the Climate Change Act before the Commonwealth Games.')).toEqual(
      [],
    );
  });
});

describe('recognizeEntities: organisations', () => {
  it('recognises suffixes, "X of Y" names and names after people or places as one span', () => {
    const text =
      'Ford Motor Company will cut jobs. Bank of Millbrook lent £3m to Harwick & Sons Ltd, and the Department of Health and Social Care objected.';
    expect(ents(text)).toEqual([
      ['Ford Motor Company', 'Organization'],
      ['Bank of Millbrook', 'Organization'],
      ['Harwick & Sons Ltd', 'Organization'],
      ['Department of Health and Social Care', 'Organization'],
    ]);
  });

  it('links a bracketed acronym and its later uses to the organisation', () => {
    const text = 'Millbrook Area Transit (MAT) will raise fares. MAT said fuel costs had risen.';
    expect(ents(text)).toEqual([
      ['Millbrook Area Transit', 'Organization'],
      ['MAT', 'Organization'],
      ['MAT', 'Organization'],
    ]);
  });

  it('recognises publishers and known acronyms', () => {
    expect(typeOf('She previously worked at the Ridgeford Herald.', 'Ridgeford Herald')).toBe('Organization');
    expect(typeOf('The NHS will open three centres.', 'NHS')).toBe('Organization');
  });

  it('remembers a short form of an organisation named in full', () => {
    const text =
      'Shares in Lumora Systems fell 14%. Lumora, which is based in Austin, said sales had slowed.';
    expect(ents(text)).toEqual([
      ['Lumora Systems', 'Organization'],
      ['Lumora', 'Organization'],
      ['Austin', 'Location'],
    ]);
  });

  it('splits a name list joined by "and" unless the whole is one name', () => {
    expect(ents('Sewage was pumped into rivers in Kent and Sussex.')).toEqual([
      ['Kent', 'Location'],
      ['Sussex', 'Location'],
    ]);
    expect(ents('Crews from Wendover Fire and Rescue Service attended.')).toEqual([
      ['Wendover Fire and Rescue Service', 'Organization'],
    ]);
  });
});

describe('recognizeEntities: places', () => {
  it('uses gazetteers: countries, US states, GeoNames cities', () => {
    expect(
      ents('Talks in Paris between France and Senegal resumed, while Texas and Illinois voted.'),
    ).toEqual([
      ['Paris', 'Location'],
      ['France', 'Location'],
      ['Senegal', 'Location'],
      ['Texas', 'Location'],
      ['Illinois', 'Location'],
    ]);
  });

  it('uses cue words: River, County, Street, Lake, Mount', () => {
    const text =
      'The River Wend flooded Harbour Street and Sangamon County, from Lake Geneva to Mount Kenya.';
    expect(ents(text)).toEqual([
      ['River Wend', 'Location'],
      ['Harbour Street', 'Location'],
      ['Sangamon County', 'Location'],
      ['Lake Geneva', 'Location'],
      ['Mount Kenya', 'Location'],
    ]);
  });

  it('types an unknown town from "in", "based in" and "mayor of"', () => {
    expect(typeOf('The factory in Quornbury closed.', 'Quornbury')).toBe('Location');
    expect(typeOf('A drone maker based in Quellstead is hiring.', 'Quellstead')).toBe('Location');
    expect(typeOf('The mayor of Tarnwick resigned.', 'Tarnwick')).toBe('Location');
  });

  it('does not take nationality words, days or months for entities', () => {
    expect(ents('British officials met a Democrat on Monday in January.')).toEqual([]);
  });
});

describe('recognizeEntities: document-level consistency', () => {
  it('after a council is named, "the council" is no entity and its county is a place', () => {
    const text =
      'Wendover County Council closed the bridge. The council said repairs would take a month. Residents of Wendover County were angry.';
    expect(ents(text)).toEqual([
      ['Wendover County Council', 'Organization'],
      ['Wendover County', 'Location'],
    ]);
  });

  it('a person named in full makes a later surname alone the same person', () => {
    const text = 'Maria Okafor, a spokeswoman for the council, spoke first. Later Okafor left for Lagos.';
    expect(ents(text)).toEqual([
      ['Maria Okafor', 'Person'],
      ['Okafor', 'Person'],
      ['Lagos', 'Location'],
    ]);
  });

  it("a person's surname wins over an organisation named after them", () => {
    const text =
      'The Okonkwo Foundation, set up by businessman Chidi Okonkwo, gave £1m. Okonkwo said it was a gift.';
    expect(ents(text)).toEqual([
      ['Okonkwo Foundation', 'Organization'],
      ['Chidi Okonkwo', 'Person'],
      ['Okonkwo', 'Person'],
    ]);
  });

  it("reads all-capital headlines through the body's names", () => {
    const text =
      'FLOODS HIT MILLBROOK AS RIVER WEND BURSTS ITS BANKS\nEmergency crews worked in Millbrook as the River Wend rose.';
    expect(ents(text)).toEqual([
      ['MILLBROOK', 'Location'],
      ['RIVER WEND', 'Location'],
      ['Millbrook', 'Location'],
      ['River Wend', 'Location'],
    ]);
  });
});

describe('recognizeEntities: real-news cases (issue 14)', () => {
  it('reads a place followed by a plural nickname as a club, and keeps the nickname alone', () => {
    const text =
      'The Detroit Lions beat the Carolina Panthers 24-10 in the season opener. The Lions led throughout.';
    expect(ents(text)).toEqual([
      ['Detroit Lions', 'Organization'],
      ['Carolina Panthers', 'Organization'],
      ['Lions', 'Organization'],
    ]);
  });

  it('keeps the full stop of a state abbreviation and of a generational suffix', () => {
    expect(ents('She has moved to a facility in Malibu, Calif., her lawyer said.')).toEqual([
      ['Malibu', 'Location'],
      ['Calif.', 'Location'],
    ]);
    expect(
      typeOf('A barefoot Arcade Joseph Comeaux Jr. was caught on Monday.', 'Arcade Joseph Comeaux Jr.'),
    ).toBe('Person');
  });

  it('takes an ordinary word after an honorific as a name, and the full name before it', () => {
    const text = 'Bettie Page has died at 85. Ms Page was photographed by Irving Klaw.';
    expect(typeOf(text, 'Bettie Page')).toBe('Person');
    expect(typeOf(text, 'Page')).toBe('Person');
  });

  it('reads two unknown words opening a sentence as a person', () => {
    expect(ents('Wladimir Klitschko stopped Tony Thompson in the sixth round.')).toEqual([
      ['Wladimir Klitschko', 'Person'],
      ['Tony Thompson', 'Person'],
    ]);
  });

  it('drops nationality plurals, sentence adverbs and quoted titles', () => {
    expect(ents('Additionally, Greeks said "A Beautiful Mind," was a good film.')).toEqual([]);
  });

  it('a name the document uses as a club stays a club', () => {
    const text = 'Doug McDermott set a record in Creighton history as Creighton defeated Drake this season.';
    expect(
      recognizeEntities(text)
        .filter((m) => m.text === 'Creighton')
        .map((m) => m.type),
    ).toEqual(['Organization', 'Organization']);
  });
});

describe('recognizeEntities: speed', () => {
  it('reads the fixture flood story: an agency before its director, a road number, a broadcaster, a crossing', () => {
    expect(
      ents(
        'The river rose, according to Wendover County Emergency Management Director Luis Brennan, who said so.',
      ),
    ).toEqual([
      ['Wendover County Emergency Management', 'Organization'],
      ['Luis Brennan', 'Person'],
    ]);
    expect(ents('By sunrise the Route 9 bridge was closed.')).toEqual([['Route 9', 'Location']]);
    expect(ents('"You could hear it more than see it," he told Riverside 7.')).toEqual([
      ['Riverside 7', 'Organization'],
    ]);
    expect(ents('He told Riverside 7. Riverside 7 will have live coverage from Millbrook.')).toEqual([
      ['Riverside 7', 'Organization'],
      ['Riverside 7', 'Organization'],
      ['Millbrook', 'Location'],
    ]);
    expect(ents('She told WCCO 4 News on Monday.')).toEqual([['WCCO 4 News', 'Organization']]);
    expect(ents('By Jenna Cho, Riverside 7 News. Rescue boats came.')).toEqual([
      ['Jenna Cho', 'Person'],
      ['Riverside 7 News', 'Organization'],
    ]);
    expect(ents('The department borrowed boats from neighboring Ashby Crossing and Kestrel Falls.')).toEqual([
      ['Ashby Crossing', 'Location'],
      ['Kestrel Falls', 'Location'],
    ]);
  });

  it('handles a 1,000-word article within 20 ms of CPU after warm-up', () => {
    const paragraph =
      'Floodwater reached the high street in Millbrook on Monday after the River Wend burst its banks, Wendover County Council said. Maria Okafor, a spokeswoman for the council, said 140 homes had been evacuated. "We have never seen the river this high," Okafor said. Kestrel Dynamics, a drone maker based in Leeds, has raised £12m from investors led by Bank of Millbrook. Chief executive Priya Raman said the money would fund a new factory in Sheffield. ';
    let text = '';
    while (text.split(/\s+/).length < 1000) text += paragraph;
    // Warm-up until the optimising compiler is done: its background threads count in process.cpuUsage, and
    // after 20 runs the recogniser's code was still being compiled (runs 21-30 at 25-37 ms, then 5-15 ms).
    for (let i = 0; i < 80; i++) recognizeEntities(text);
    const cpu: number[] = [];
    for (let i = 0; i < 21; i++) {
      const c0 = process.cpuUsage();
      recognizeEntities(text);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    expect(cpu[10]).toBeLessThan(20);
  });
});

describe('recognizeEntities: organisations, teams and places (issue 14, ECB+ batch-3 dev errors)', () => {
  it('reads a town before its state abbreviation as a place', () => {
    expect(typeOf('Police in Troy, Mich. said the man fled.', 'Troy')).toBe('Location');
    expect(typeOf('He lived in Albany and was born in Utica, N. Y., in 1961.', 'N. Y.')).toBe('Location');
  });

  it('takes CEO and position abbreviations off a name as titles', () => {
    expect(ents('Owner Jim Hale and CEO Dana Price flew to Denver.')).toContainEqual([
      'Dana Price',
      'Person',
    ]);
    expect(ents('Injured Rams RB Todd Gurley will miss the game, coach Sean McVay said.')).toContainEqual([
      'Todd Gurley',
      'Person',
    ]);
  });

  it('knows major-league nicknames in a sports story, and after a place elsewhere', () => {
    expect(
      typeOf('The Jaguars lost again on Sunday and the coach was fired after the season.', 'Jaguars'),
    ).toBe('Organization');
    expect(
      typeOf('Manning passed for 364 yards as the Colts beat the Jags in the playoff race.', 'Jags'),
    ).toBe('Organization');
    expect(typeOf('The Boston Red Sox made an offer to the free agent.', 'Boston Red Sox')).toBe(
      'Organization',
    );
    // Not after a given name, and not outside sport when alone.
    expect(typeOf('Mary Lions said the plan was sound.', 'Mary Lions')).toBe('Person');
    expect(typeOf('Giants walked the earth, the book says, before the Flood.', 'Giants')).toBeUndefined();
  });

  it('reads a place and "State" as a university in sport, and "St." abbreviated', () => {
    expect(typeOf('He signed from Wayne State before the basketball season.', 'Wayne State')).toBe(
      'Organization',
    );
    expect(typeOf('The coach said Wichita St. played well in the basketball game.', 'Wichita St.')).toBe(
      'Organization',
    );
    expect(typeOf('The tax rises hit New York State hardest.', 'New York State')).toBe('Location');
  });

  it('drops ship names, also when the document repeats them', () => {
    const text =
      'A merchant vessel Kestrel Star called for help. The Kestrel Star was 40 miles from Aden when the naval ship Talwar arrived.';
    expect(ents(text)).toEqual([['Aden', 'Location']]);
  });

  it('drops degrees after a name and keeps brands with an inner capital as organisations', () => {
    expect(ents('The foundation named Regina Benjamin, M. D., M. B. A., a trustee.')).toEqual([
      ['Regina Benjamin', 'Person'],
    ]);
    expect(typeOf('Repairs will take a week, says operator Reliance GlobalCom.', 'Reliance GlobalCom')).toBe(
      'Organization',
    );
    expect(
      typeOf('The Atlanta Journal-Constitution reported the sentence.', 'Atlanta Journal-Constitution'),
    ).toBe('Organization');
  });

  it('reads hotels, motels and courthouses as places', () => {
    expect(typeOf('He was found at the Sun Tan Motel on Tuesday.', 'Sun Tan Motel')).toBe('Location');
    expect(typeOf('The rampage at Fulton Courthouse left four dead.', 'Fulton Courthouse')).toBe('Location');
  });

  it('drops software names and the acronym the document gives them', () => {
    expect(
      ents('Microsoft issued a patch for Internet Explorer (IE) on Tuesday. The IE flaw let attackers in.'),
    ).toEqual([['Microsoft', 'Organization']]);
  });

  it('keeps a boxer whose first name is a town a person in a sports story', () => {
    expect(
      typeOf('The champion knocked out Lennox Lewis in the fifth round of the fight.', 'Lennox Lewis'),
    ).toBe('Person');
  });

  it('takes a road number after "State Route"', () => {
    expect(typeOf('He was stopped on State Route 94 after midnight.', 'State Route 94')).toBe('Location');
  });

  it("reads a company's brand alone as the company, even when a town has that name", () => {
    const text =
      'Chris Weitz will direct the sequel for Summit Entertainment. Summit and the first director failed to agree.';
    expect(typeOf(text, 'Summit')).toBe('Organization');
  });

  it('reads a city as its club where the document names the club in full', () => {
    const text =
      'The Boston Red Sox flew to Texas to meet the free agent. They hope he will sign with Boston this winter.';
    expect(typeOf(text, 'Boston')).toBe('Organization');
    expect(typeOf(text, 'Texas')).toBe('Location');
  });

  it('reads the employer of analysts, and a company by its initials without the company form', () => {
    expect(typeOf('Analysts at Merrill Lynch said the shares would rise.', 'Merrill Lynch')).toBe(
      'Organization',
    );
    const text =
      'Shares in British Airways Plc fell 12 pence . BA chairman Colin Marshall said talks went on .';
    expect(typeOf(text, 'BA')).toBe('Organization');
  });

  it('knows news agencies', () => {
    expect(typeOf('Tehran said so, the news agency IRNA reported.', 'IRNA')).toBe('Organization');
    expect(typeOf('The deal was signed on Monday, Interfax said.', 'Interfax')).toBe('Organization');
  });

  it('reads European football clubs by name or by a club word before the town, in a sports story', () => {
    const text =
      'SOCCER - DUTCH SUMMARY . Summary of Dutch first division matches : PSV Eindhoven 3 Feyenoord 1 . Ajax Amsterdam 2 Vitesse Arnhem 0 .';
    expect(typeOf(text, 'PSV Eindhoven')).toBe('Organization');
    expect(typeOf(text, 'Ajax Amsterdam')).toBe('Organization');
    expect(typeOf('Real Madrid beat Valencia 2-1 in the league on Sunday.', 'Real Madrid')).toBe(
      'Organization',
    );
  });

  it('reads both names of a results pair as teams, also a given name at a sentence start', () => {
    const text = 'Results of English premier league matches : Leeds 1 Southampton 1 . Chelsea 1 Arsenal 1 .';
    expect(typeOf(text, 'Chelsea')).toBe('Organization');
    expect(typeOf(text, 'Leeds')).toBe('Organization');
    expect(typeOf('Results of World Cup qualifying matches : Germany 2 Italy 1 .', 'Germany')).toBe(
      'Location',
    );
  });

  it("reads the sides of 'X beat Y 2-1' as teams: a city is the club, a country and a player stay", () => {
    const text = 'Barcelona beat Real Madrid 2-1 on Sunday . Leeds lost to Chelsea 2-0 at Elland Road .';
    expect(typeOf(text, 'Barcelona')).toBe('Organization');
    expect(typeOf(text, 'Leeds')).toBe('Organization');
    expect(typeOf(text, 'Chelsea')).toBe('Organization');
    expect(typeOf(text, 'Elland Road')).toBe('Location');
    expect(typeOf('Japan beat Syria 2-1 in the Asian Cup .', 'Syria')).toBe('Location');
    expect(typeOf('Pete Sampras beat Goran Ivanisevic 6-3 6-4 7-6 .', 'Goran Ivanisevic')).toBe('Person');
    // No score: a vote, not a match.
    expect(typeOf('Glasgow beat Edinburgh in the vote on Tuesday .', 'Glasgow')).toBe('Location');
  });

  it("reads a town named by a team's first words, playing, as that team; the town itself stays a place", () => {
    // The demo's hockey story had linked 'Kestrel Falls led 2-1' to the town's profile.
    const text =
      'The Millbrook Otters beat the Kestrel Falls Hawks 3-2 to win the regional hockey title . Kestrel Falls led 2-1 until midway through the third period . Fans in Kestrel Falls were stunned .';
    const kestrel = recognizeEntities(text)
      .filter((m) => m.text === 'Kestrel Falls')
      .map((m) => m.type);
    expect(kestrel).toEqual(['Organization', 'Location']);
  });

  it('reads one name that only towns also bear, speaking, as a person; a city of note speaking stays the city', () => {
    expect(typeOf('Clinton said on Tuesday he would sign the bill .', 'Clinton')).toBe('Person');
    expect(typeOf('On Tuesday , Clinton told reporters he was pleased .', 'Clinton')).toBe('Person');
    expect(typeOf('Moscow said the talks had failed .', 'Moscow')).toBe('Location');
    expect(typeOf('Washington said it would not recognise the vote .', 'Washington')).toBe('Location');
    // ('the Post stated': a newspaper's short form, not a town's name.)
    expect(typeOf('He died at his home , the Post stated .', 'Post')).not.toBe('Person');
  });

  it('reads a legislature named alone as the body, not a town of that name', () => {
    expect(typeOf('Republicans in Congress were wrong , the Senate said .', 'Congress')).toBe('Organization');
    expect(typeOf('Deputies in the Duma rejected it .', 'Duma')).toBe('Organization');
    expect(typeOf('The bill now goes to Parliament for a vote .', 'Parliament')).toBe('Organization');
    expect(typeOf('The Indian National Congress won .', 'Indian National Congress')).toBe('Organization');
  });

  it("reads an agency headline's surname before a verb in capitals as the person, not a town before a call sign", () => {
    const text =
      'ATHLETICS - JOHNSON WINS 200 METRES IN ZURICH . Michael Johnson of the United States won the 200 metres .';
    expect(typeOf(text, 'JOHNSON')).toBe('Person');
    expect(typeOf('It was reported by Boston WCVB sportscaster Mike Lynch .', 'Boston')).toBe('Location');
  });

  it('finds a club whose name is an English word when it opens a sentence of a sports story', () => {
    expect(typeOf('Arsenal beat Liverpool 2-0 in the league on Saturday .', 'Arsenal')).toBe('Organization');
    expect(
      typeOf(
        'Results of English premier league matches : Arsenal 2 Liverpool 0 Chelsea 1 Everton 1',
        'Arsenal',
      ),
    ).toBe('Organization');
    // Not outside sport.
    expect(ents('Arsenal of weapons were found in the house on Saturday .')).toEqual([]);
  });

  it('reads a county or town before its innings score in a cricket story as the club', () => {
    const text =
      'Scores in county championship matches : Leicestershire beat Somerset by an innings . Somerset 83 and 174 , Leicestershire 296 .';
    expect(recognizeEntities(text).map((m) => m.type)).toEqual([
      'Organization',
      'Organization',
      'Organization',
      'Organization',
    ]);
  });

  it('reads a kind of organisation before a name, and company and club words', () => {
    expect(typeOf('Dutch bank Rabobank said it would not lend more.', 'Rabobank')).toBe('Organization');
    expect(typeOf('Shares in carmaker Fiat fell on Monday.', 'Fiat')).toBe('Organization');
    expect(typeOf('An economist at Salomon Brothers said yields would rise.', 'Salomon Brothers')).toBe(
      'Organization',
    );
    expect(typeOf('SOCCER - GERMAN LEAGUE . Hamburg SV drew 1-1 with Bayern Munich .', 'Hamburg SV')).toBe(
      'Organization',
    );
    expect(typeOf('The Treasury said the deficit narrowed.', 'Treasury')).toBe('Organization');
  });

  it('reads agency quotations and tennis set scores as people', () => {
    expect(typeOf('Interfax quoted Lebed as saying the troops would leave.', 'Lebed')).toBe('Person');
    expect(typeOf('TENNIS - Sampras beat Ivanisevic 6-4 7-6 in the final .', 'Ivanisevic')).toBe('Person');
    expect(typeOf('Sinn Fein leader Gerry Adams said the talks would go on.', 'Sinn Fein')).toBe(
      'Organization',
    );
  });

  it('reads an unknown word that opens a sentence and speaks as a company', () => {
    expect(typeOf('Fokker said on Monday it had filed for bankruptcy.', 'Fokker')).toBe('Organization');
    // A surname the document knows stays a person.
    expect(
      typeOf('Pieter Vandermolen left on Monday. Vandermolen said he would return.', 'Vandermolen'),
    ).toBe('Person');
  });

  it("drops an agency story's sport heading, takes a player's position off as a title, reads a crossing", () => {
    expect(ents('RUGBY UNION - ALL BLACKS WIN . Fullback Christian Cullen scored a try .')).toContainEqual([
      'Christian Cullen',
      'Person',
    ]);
    expect(
      ents('RUGBY UNION - ALL BLACKS WIN . Fullback Christian Cullen scored a try .').map((e) => e[0]),
    ).not.toContain('RUGBY UNION');
    expect(typeOf('The meeting at the Erez crossing was arranged by the envoy.', 'Erez')).toBe('Location');
  });

  it("reads a town before 'manager' or 'striker' in a sports story as the club", () => {
    expect(typeOf('Newcastle manager Kevin Keegan said Shearer would play on Saturday.', 'Newcastle')).toBe(
      'Organization',
    );
  });

  it('reads a given name and a surname that is also a place word as a person', () => {
    expect(typeOf('Texas right-hander Ken Hill pitched a complete game.', 'Ken Hill')).toBe('Person');
    expect(typeOf('Damon Hill won the race from pole.', 'Damon Hill')).toBe('Person');
    expect(typeOf('They marched from Notting Hill to the park.', 'Notting Hill')).toBe('Location');
  });

  it('reads the rows of a standings table as teams, countries and the dateline excepted', () => {
    const text =
      'BASEBALL - MAJOR LEAGUE STANDINGS . NEW YORK 1996-08-30 Standings after games played on Thursday : W L PCT GB NEW YORK 74 56 .569 - BALTIMORE 70 61 .534 4 .';
    const found = recognizeEntities(text).map((m) => [m.text, m.type]);
    expect(found).toContainEqual(['BALTIMORE', 'Organization']);
    expect(found.filter((e) => e[0] === 'NEW YORK').map((e) => e[1])).toEqual(['Location', 'Organization']);
    expect(found.map((e) => e[0])).not.toContain('League Baseball');
    const soccer = 'SOCCER - GROUP STANDINGS . Played , won , drawn , lost : Italy 4 3 1 0 Wales 4 1 0 3 .';
    expect(typeOf(soccer, 'Italy')).toBe('Location');
  });

  it('splits a place from an acronym run into it', () => {
    expect(ents('It was reported by Denver KUSA reporter Jane Doe on Monday.')).toEqual([
      ['Denver', 'Location'],
      ['KUSA', 'Organization'],
      ['Jane Doe', 'Person'],
    ]);
    // A country's initials after a town are not an organisation's acronym.
    expect(typeOf('Fans in Manchester UK cheered.', 'UK')).not.toBe('Organization');
  });
});

describe('recognizeEntities: a sub-headline in capitals glued to its sentence', () => {
  it('joins no capitals sub-headline to the name after it: "TWO MORE JAGS OUT Kestrel Falls lost…"', () => {
    // 'MORE RAMS OUT St. Louis' had been one organisation.
    const text =
      'They won without their receiver.\nTWO MORE JAGS OUT Kestrel Falls lost two more players for the rest of the season.\nThe moves brought to 12 the number of Jags players on injured reserve.';
    const names = recognizeEntities(text).map((m) => m.text);
    expect(names).toContain('Kestrel Falls');
    expect(names.some((n) => n.includes('OUT'))).toBe(false);
    // One ordinary word in capitals is a name's: 'the AIDS Foundation', 'CARE International'.
    expect(ents('A grant from the AIDS Foundation arrived.')).toEqual([['AIDS Foundation', 'Organization']]);
  });
});

describe('recognizeEntities: a lead opening in capitals for emphasis', () => {
  it("reads 'A MAN has been charged' as words, not the organisation 'MAN', and keeps known acronyms", () => {
    // ECB+ 32_2 (a fit topic): the Millom story listed 'MAN' among its organisations.
    const text =
      'A MAN has been charged with the murder of his mother and sister in Millom. THE FBI said on Monday it would help. Later the man was named.';
    expect(ents(text)).toEqual([
      ['Millom', 'Location'],
      ['FBI', 'Organization'],
    ]);
  });
});

describe('recognizeEntities: a name typed by its priors alone takes the type of its other mentions', () => {
  it("gives 'the Watergate scandal' the type 'the Watergate complex' gives the name: one thing, not two", () => {
    // ECB+ 4_1 (a fit topic): the Felt story listed Watergate as an organisation and as a place.
    const text =
      'W. Mark Felt Sr., the associate director of the FBI during the Watergate scandal who, better known as "Deep Throat," became the most famous anonymous source in American history, died yesterday. Felt was the source for the Post reporters who broke the Watergate story. The break-in at the Watergate complex in Washington led to the resignation of President Nixon.';
    const types = recognizeEntities(text)
      .filter((m) => m.text === 'Watergate')
      .map((m) => m.type);
    expect(types).toEqual(['Location', 'Location']);
  });
});

describe('recognizeEntities: what trimming a name leaves behind', () => {
  it('drops the possessive a cut day or month leaves at a name\'s end: "Playboy\'s January issue"', () => {
    const names = ents("Her photographs in Playboy's January issue made her famous.").map(([text]) => text);
    expect(names).toContain('Playboy');
    expect(names).not.toContain("Playboy's");
    // A name written with its possessive before a verb keeps it: nothing was cut from its end.
    expect(ents("McDonald's said profits rose.").map(([text]) => text)).toEqual(["McDonald's"]);
  });

  it("reads a name after a plural publication noun as the publication: 'magazines Wink'", () => {
    // (Wink is also a small Texas town: the noun before it says which one is meant.)
    expect(typeOf('She posed for the girlie magazines Wink and Titter in the 1950s.', 'Wink')).toBe(
      'Organization',
    );
  });

  it("joins French place names written without hyphens: 'Aix en Provence'", () => {
    expect(ents('She moved from Lyon to Aix en Provence last year.')).toContainEqual([
      'Aix en Provence',
      'Location',
    ]);
    // ('Prince' ends a known place here, not a title after one.)
    expect(ents('Page lived in Nashville, Miami and Port au Prince, Haiti.')).toContainEqual([
      'Port au Prince',
      'Location',
    ]);
  });
});

describe('recognizeEntities: a pronunciation guide', () => {
  it("reads no name in the syllables of '(pronounced ji - GANT - tee)' or ', pronounced JEE-gan-tee,'", () => {
    expect(ents('Vincent Gigante (pronounced ji - GANT - tee) was born in 1928 in New York City.')).toEqual([
      ['Vincent Gigante', 'Person'],
      ['New York City', 'Location'],
    ]);
    expect(ents('Gigante, pronounced JEE-gan-tee, ran the family.').map(([t]) => t)).toEqual(['Gigante']);
    // A verdict is no guide: 'doctors pronounced Smith dead'.
    expect(ents('Doctors at the hospital pronounced Smith dead at 9 p.m.').map(([t]) => t)).toEqual([
      'Smith',
    ]);
  });
});

describe('recognizeEntities: an era named like a name', () => {
  it("reads no entity in 'the Great Depression', 'the Great Recession', 'the Great Famine'", () => {
    expect(ents('Families settled in the Palmer area during the Great Depression.')).toEqual([
      ['Palmer', 'Location'],
    ]);
    expect(ents('Banks failed in the Great Recession, and many remember the Great Famine.')).toEqual([]);
  });
});

describe('recognizeEntities: a title cut short before a name (h-ent11)', () => {
  it("reads no name in 'Dep. Ortiz' or 'Dist. Atty. Steve Cooley'", () => {
    // ECB+ 16_2 and 16_6: 'Dep' and 'Dist' were towns of the gazetteer.
    expect(
      ents('The deputy was shot.\nDep. Ortiz is the fifth deputy slain on duty.').map(([t]) => t),
    ).toEqual(expect.not.arrayContaining(['Dep']));
    expect(ents('"The death penalty was made for this," said Dist. Atty. Steve Cooley.')).toEqual([
      ['Steve Cooley', 'Person'],
    ]);
    // A town at the end of a sentence after a preposition stays, and so does one before 'The'.
    expect(ents('He moved to Mayo. Walsh said so.')).toEqual(expect.arrayContaining([['Mayo', 'Location']]));
  });
});

describe('recognizeEntities: a decoration named after a virtue (h-ent11)', () => {
  it("reads no place in 'the Lakewood Award of Valor' or 'the Medal of Valor'", () => {
    // ECB+ 16_2 and 16_7: 'Valor' was a Spanish village.
    expect(ents('Ortiz was a Lakewood Award of Valor winner in 2004.').map(([t]) => t)).not.toContain(
      'Valor',
    );
    expect(ents("He was awarded the city of Lakewood's Medal of Valor.").map(([t]) => t)).not.toContain(
      'Valor',
    );
    // A country after 'of' keeps its reading.
    expect(ents('The Order of Canada went to a Medal of Ireland winner.').map(([t]) => t)).toContain(
      'Ireland',
    );
  });
});

describe('recognizeEntities: a nickname given, and a building on a street (h-ent11)', () => {
  it("reads no entity in a nickname introduced as one ('won him the nickname Oddfather')", () => {
    // ECB+ 26_1, 26_4, 26_7, 26_10: 'Oddfather' was an organisation by its priors; ECB+ labels no nickname.
    expect(ents('His act won him the nickname Oddfather - and kept him free.')).toEqual([]);
    expect(ents('The act earned him the title "the Oddfather", but kept him out of jail.')).toEqual([]);
    expect(ents('Vincent Gigante was also nicknamed "The Oddfather" by the tabloids.')).toEqual([
      ['Vincent Gigante', 'Person'],
    ]);
    // A title won is a championship's, not a nickname: the name after it stays.
    expect(ents('Arsenal won the title at Wembley.').map(([t]) => t)).toContain('Wembley');
  });
  it("reads a name a building stands on as a place ('his apartment building on Central Park West')", () => {
    expect(ents('A gunman shot him in the lobby of his apartment building on Central Park West.')).toEqual([
      ['Central Park West', 'Location'],
    ]);
  });
});

describe("recognizeEntities: 'Project' ends a body's name (h-ent11)", () => {
  it("reads 'the federal Matanuska Colony Project' as an organisation", () => {
    // ECB+ 13_8: a person by the prior of two capitalised words.
    expect(ents('It was built as part of the federal Matanuska Colony Project in 1935.')).toEqual([
      ['Matanuska Colony Project', 'Organization'],
    ]);
  });
});

describe("recognizeEntities: a town's 'Fire' and a role's office (h-ent11)", () => {
  it("reads 'Palmer Fire' without an article as the town's fire department", () => {
    // ECB+ 13_6 (ECB+ batch 6 dev): a person by the prior of two capitalised words.
    expect(
      ents('Crews from both Palmer Fire and the Mat-Su Central Fire Department responded.'),
    ).toContainEqual(['Palmer Fire', 'Organization']);
  });
  it("reads a role without a name before \"'s office\" as a body ('the state's Fire Marshal's office')", () => {
    // ECB+ 13_7: 'Fire Marshal' was a person.
    expect(ents("The state's Fire Marshal's office is assisting in the investigation.")).toEqual([
      ['Fire Marshal', 'Organization'],
    ]);
  });
});

describe('recognizeEntities: a name clipped from an organisation the story names (h-ent11)', () => {
  it("reads 'Mat Maid' as the Matanuska Maid Dairy the story names", () => {
    // ECB+ 13_14 and 13_9: a person by the prior of two capitalised words, or a place before 'building'.
    expect(
      ents(
        'By the mid-1980s, Mat Maid was faltering. Farmers took over the operations of Mat Maid. ' +
          'The old Matanuska Maid Dairy building burned.',
      ),
    ).toEqual([
      ['Mat Maid', 'Organization'],
      ['Mat Maid', 'Organization'],
      ['Matanuska Maid Dairy', 'Organization'],
    ]);
    // Words that are not cut short from a long word are no clipping: 'Ed Miller' beside 'Edwards Miller Ltd'.
    expect(ents('Ed Miller said so. Edwards Miller Ltd denied it.')).toContainEqual(['Ed Miller', 'Person']);
  });
});

describe("recognizeEntities: 'corporation' and 'assets' after a name (h-ent11)", () => {
  it("reads 'the Matanuska Maid corporation' and 'Mat Maid assets' as organisations", () => {
    // ECB+ 13_8: 'Mat Maid' had been a person by the prior of two capitalised words.
    expect(ents('The co-op became the Matanuska Maid corporation in 1945.')).toEqual([
      ['Matanuska Maid', 'Organization'],
    ]);
    expect(ents('Even before then, Mat Maid assets were put on the auction block.')).toEqual([
      ['Mat Maid', 'Organization'],
    ]);
  });
});

describe("recognizeEntities: a company called by its small town's name (h-ent11)", () => {
  it("reads 'Crowley' after 'Crowley Maritime Corp.' as the company; 'Boston' of 'Boston Scientific Corp.' stays", () => {
    // ECB+ 13_12: 'Crowley' was the town of Crowley, Louisiana.
    expect(
      ents(
        'Crews kept the fire from the Crowley Maritime Corp. fuel office next door. The office serves ' +
          "the valley, according to Crowley's Web site.",
      ),
    ).toContainEqual(['Crowley', 'Organization']);
    expect(
      ents('Shares of Boston Scientific Corp. rose. The company has 900 workers in Boston.'),
    ).toContainEqual(['Boston', 'Location']);
  });
});

describe('recognizeEntities: the people of a Watergate obituary (ECB+ topic 28)', () => {
  it("reads 'a J. Edgar Hoover loyalist' as a person, and 'Hoover' after it as him, not the city in Alabama", () => {
    // ECB+ 28_3: the initial and the article before it had made 'J. Edgar Hoover' an organisation, and
    // 'after Hoover's death' the city of Hoover (85,000).
    const text =
      'Some critics said Felt, a J. Edgar Hoover loyalist, was bitter at being passed over to lead the FBI ' +
      "after Hoover's death.";
    expect(typeOf(text, 'J. Edgar Hoover')).toBe('Person');
    expect(typeOf(text, 'Hoover')).toBe('Person');
    // The article before a name and a follower noun says nothing for a person either: 'a Kremlin loyalist'.
    expect(typeOf('He was described as a Kremlin loyalist by the paper.', 'Kremlin')).not.toBe('Person');
  });

  it("splits 'a Richard Nixon White House aide' into the person and the organisation", () => {
    // ECB+ 28_11: one person named 'Richard Nixon White House'; 'Nixon' alone then was the town in Texas.
    const text = 'Fred LaRue, a Richard Nixon White House aide, died. He was top Nixon aide in 1972.';
    expect(ents(text)).toEqual(
      expect.arrayContaining([
        ['Richard Nixon', 'Person'],
        ['White House', 'Organization'],
        ['Nixon', 'Person'],
      ]),
    );
    // A known phrase that only starts a longer name is no reason to split ('White House Press Office').
    expect(ents('The White House Press Office said nothing.')).not.toContainEqual([
      'White House',
      'Organization',
    ]);
  });

  it("reads 'lived near Woodward' as the reporter the story names in full; 'near Jordan' stays the country", () => {
    // ECB+ 28_5: Woodward, Oklahoma (13,000) had been the place.
    const text =
      'Washington Post reporter Bob Woodward wrote about it. L. Patrick Gray, the acting FBI director, ' +
      'lived near Woodward.';
    expect(typeOf(text, 'Woodward')).toBe('Person');
    expect(
      typeOf('Eddie Jordan of Washington spoke. The camp lies near Jordan, officials said.', 'Jordan'),
    ).toBe('Location');
  });

  it("reads what prints an article as a publication: 'an article in Vanity Fair', 'the pages of Vanity Fair'", () => {
    // ECB+ 28_7 and 28_8: a place after 'in', a person after 'of'.
    expect(typeOf('He unmasked himself in an article in Vanity Fair last year.', 'Vanity Fair')).toBe(
      'Organization',
    );
    expect(typeOf('His family unmasked him in the pages of Vanity Fair.', 'Vanity Fair')).toBe(
      'Organization',
    );
    // A place that bears the name stays the place.
    expect(typeOf('He wrote an article in Boston about it.', 'Boston')).toBe('Location');
  });

  it('leaves the words of a quoted book title with a subtitle alone', () => {
    // ECB+ 28_12, 28_1, 28_4: 'Story' was the town of Story, Wyoming, and 'Secret Man' a person.
    for (const text of [
      "In his book, \"The Secret Man: The Story of Watergate's Deep Throat,'' published after it, Woodward wrote that.",
      "Woodward wrote in \"Secret Man: The Story of Watergate's Deep Throat'' (2006).",
    ]) {
      const found = ents(text).map(([name]) => name);
      expect(found).not.toContain('Story');
      expect(found).not.toContain('Secret Man');
    }
  });

  it("cuts a leader's surname from the seat of his government: 'the Nixon White House', 'the Putin Kremlin'", () => {
    // ECB+ 28_2, 28_7, 34_10: 'Nixon White House' and 'Clinton White House' had been one person or organisation.
    expect(ents('Frederick Cheney LaRue, the shadowy Nixon White House aide, died.')).toEqual(
      expect.arrayContaining([
        ['Nixon', 'Person'],
        ['White House', 'Organization'],
      ]),
    );
    expect(ents('Critics of the Bush White House spoke.')).toContainEqual(['Bush', 'Person']);
    // A place before a court stays one organisation.
    expect(ents('The Texas Supreme Court ruled.')).toEqual([['Texas Supreme Court', 'Organization']]);
  });

  it("reads 'Democratic' alone as the party's adjective, no entity; its names stay whole", () => {
    // ECB+ 28_6, 28_7, 28_9: 'the plan to break in Democratic headquarters' had made 'Democratic' a place.
    expect(
      ents('The plan to break in Democratic headquarters at the Watergate complex was hatched.'),
    ).not.toContainEqual(['Democratic', 'Location']);
    expect(ents('The Democratic National Committee met.')).toEqual([
      ['Democratic National Committee', 'Organization'],
    ]);
    expect(ents('Fighting in the Democratic Republic of Congo.')).toEqual([
      ['Democratic Republic of Congo', 'Location'],
    ]);
  });

  it('finds nothing in a quoted phrase of ordinary words: an award, a motto, a title', () => {
    // ECB+ 4_3, 4_8: 'Succeed' was a place (a hamlet in Wyoming) and 'Likely' an organisation.
    expect(ents("Her classmates voted her \"Most Likely to Succeed.''")).toEqual([]);
    expect(ents('Variety called it the Academy\'s "Year of the Woman," writing that it would last.')).toEqual(
      [['Academy', 'Organization']],
    );
  });

  it('reads a possessive spaced off its name as one: "Ramarley ’ s father" is a person\'s', () => {
    // ECB+ 19_3ecbplus: the spaced possessive gave no evidence, and 'Ramarley' alone was an organisation.
    const text =
      'The parents of Ramarley Graham, an unarmed teenager shot by police, were waiting. "It never seems to end," ' +
      'said Frank Graham, Ramarley ’ s father.';
    expect(typeOf(text, 'Ramarley')).toBe('Person');
    expect(typeOf('Police said Tomasz ’ s lawyer would appeal.', 'Tomasz')).toBe('Person');
  });

  it('reads a town as a town beside what looked like a person: a spaced number, an address, a family doctor', () => {
    // ECB+ 8_6ecbplus, 32_4ecbplus, 34_4ecbplus: each was a person.
    expect(typeOf('In Heraklion, 10, 000 people are reported as marching.', 'Heraklion')).toBe('Location');
    expect(
      typeOf('Mr Jenkin, of Newton Street, Millom, who was arrested, will appear in court.', 'Millom'),
    ).toBe('Location');
    expect(typeOf('Benjamin, an Alabama family physician, runs a rural clinic.', 'Alabama')).toBe('Location');
    // 'the Smith family' stays a family.
    expect(typeOf('The Smith family said they were grateful.', 'Smith')).toBe('Person');
  });

  it("reads a company's shop as the company ('a Waitrose supermarket'), and 'Gulf states of' as no speaker", () => {
    // ECB+ 14_1ecb, 20_1ecbplus: 'Waitrose' and 'Gulf' were persons.
    const fire =
      'A fire gutted a Waitrose supermarket in Surrey. A statement from Waitrose said the damage was extensive.';
    expect(typeOf(fire, 'Waitrose', 1)).toBe('Organization');
    expect(typeOf('A fire gutted a Staunton ice cream store.', 'Staunton')).toBe('Location');
    // 'Gulf' alone is the area (places.ts), no pin.
    expect(typeOf('It was felt in the neighbouring Gulf states of Oman and the UAE.', 'Gulf')).toBe(
      'Location',
    );
  });

  it("reads the side beaten in a sports story's 'win over X' as a club, one word no town bears too", () => {
    // ECB+ 31_4ecb, 31_2ecbplus: 'DePaul' and 'Drake' (a given name) were persons.
    const game =
      'Jonny Flynn scored 17 points, leading Syracuse to an 85-68 win over DePaul at the Carrier Dome.';
    expect(typeOf(game, 'DePaul')).toBe('Organization');
    const tournament =
      'The Bluejays scored 21 points in a 65-53 win over Drake in the basketball tournament.';
    expect(typeOf(tournament, 'Drake')).toBe('Organization');
    // A boxer's win over a man is over the man.
    const fight = 'Klitschko scored a unanimous decision win over Monte Barrett in the heavyweight bout.';
    expect(typeOf(fight, 'Monte Barrett')).toBe('Person');
  });

  it("reads 'Msgr.' and 'Vicar General' as titles and \"'Oh, my God'\" as no name", () => {
    // ECB+ 34_9ecbplus: 'Msgr' was a person and 'Vicar' a place; 22_2ecbplus: 'Oh' a person.
    expect(ents('CNA spoke with Msgr. Michael L. Farmer, Vicar General of the Archdiocese.')).toEqual([
      ['CNA', 'Organization'],
      ['Michael L. Farmer', 'Person'],
      ['Archdiocese', 'Organization'],
    ]);
    expect(ents("They were yelling,'Oh, my God, there's three people shot!'")).toEqual([]);
    expect(typeOf('Mayor Oh Se-hoon said the city would help.', 'Oh Se-hoon')).toBe('Person');
  });

  it("reads the second half of 'All-Star' as no name, and keeps 'Jones-Drew' whole", () => {
    // ECB+ 5_2ecb, 5_3ecb: 'Star' was a place (Star, Idaho).
    expect(ents('An outstanding defensive player, Cheeks played in four All-Star games.')).toEqual([
      ['Cheeks', 'Person'],
    ]);
    expect(typeOf('Maurice Jones-Drew ran for 100 yards.', 'Maurice Jones-Drew')).toBe('Person');
  });

  it('reads an illness named after a person as no name: "Alzheimer\'s disease"', () => {
    // ECB+ 26_2ecbplus and six more: 'Alzheimer' was an organisation; 34_12ecbplus "Huntington's disease" a place.
    expect(ents("He suffered from paranoid schizophrenia, dementia and Alzheimer's disease.")).toEqual([]);
    expect(typeOf("Police said Nowicki's lawyer would appeal.", 'Nowicki')).toBe('Person');
  });

  it("reads storms named together as no names: 'Hurricanes Katrina and George'", () => {
    // ECB+ 34_10ecbplus: a club ('Hurricanes'), a person and George, South Africa, pinned.
    expect(ents('The community was hit by both Hurricanes Katrina and George.')).toEqual([]);
    // A hockey story's plural nickname before a player is the club's player.
    expect(
      ents('Hurricanes Eric Staal scored twice as Carolina beat the Rangers 4-2 in the NHL on Saturday.').map(
        ([name]) => name,
      ),
    ).toContain('Eric Staal');
  });

  it("reads a monument named by what it holds as one place: 'the Tomb of the Unknown Soldier'", () => {
    // ECB+ 8_3ecbplus: 'Tomb' and 'Unknown Soldier' were two organisations. A memorial 'for' someone is not one.
    expect(ents('Protesters chased ceremonial guards away from the Tomb of the Unknown Soldier.')).toEqual([
      ['Tomb of the Unknown Soldier', 'Location'],
    ]);
    expect(typeOf('They built a Memorial for Kimani Gray on the corner.', 'Kimani Gray')).toBe('Person');
  });

  it("reads 'two Sundays ago' as no name, and \"Trig's mom\" as a person's", () => {
    // ECB+ 29_11ecb, 13_11ecb: 'Sundays' and 'Trig' were organisations by the priors alone.
    expect(ents('He was injured in the first quarter two Sundays ago at Pittsburgh.')).toEqual([
      ['Pittsburgh', 'Location'],
    ]);
    expect(typeOf("Some have asked if the governor is really Trig's mom.", 'Trig')).toBe('Person');
  });

  it('reads the names a plural of places lists as places: "the villages were Tonban, Gavarzin…"', () => {
    // ECB+ 20_11ecbplus: the priors alone had made three of the villages organisations and one a person.
    expect(
      ents('He said the four hardest-hit villages were Tonban, Gavarzin, Khaledin and Gourian on Sunday.'),
    ).toEqual([
      ['Tonban', 'Location'],
      ['Gavarzin', 'Location'],
      ['Khaledin', 'Location'],
      ['Gourian', 'Location'],
    ]);
  });

  it("reads a place and a word ending in 's' after a person's role as the person, outside sports copy", () => {
    // ECB+ 19_3: 'Paris Kyriakides' had the shape of a club ('Detroit Lions').
    expect(
      typeOf('"We want more uprisings," said 32-year-old protester Paris Kyriakides.', 'Paris Kyriakides'),
    ).toBe('Person');
  });

  it("takes a town's kind with its officer's title: 'Santa Monica Chief Deputy City Attorney Terry White'", () => {
    // ECB+ 1_19ecbplus: 'Santa Monica Chief Deputy City' was an organisation; 13_13ecbplus 'Palmer City'.
    expect(
      ents('Santa Monica Chief Deputy City Attorney Terry White confirmed that she had checked in.'),
    ).toEqual([
      ['Santa Monica', 'Location'],
      ['Terry White', 'Person'],
    ]);
    expect(typeOf('The building had been vacant, Palmer City Clerk Janette Bower said.', 'Palmer')).toBe(
      'Location',
    );
    // The place's own 'City' stays with it.
    expect(typeOf('Mexico City Mayor Marcelo Ebrard said the metro would reopen.', 'Mexico City')).toBe(
      'Location',
    );
  });
});
