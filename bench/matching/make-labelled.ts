/**
 * Generates the labelled story-matching set: original short news articles about fictional events, each
 * with its gold `event`, in stream (publication) order. Deterministic for a seed.
 *
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/make-labelled.ts            # labelled.jsonl (seed 1)
 *   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/make-labelled.ts --seed 2 --out calibration-2.jsonl   (and 3, 4)
 *
 * The world is built to be confusable on purpose: a dozen towns each host several unrelated events, the
 * same mayors and ministers speak about different events, the same kinds of disaster strike different
 * towns, follow-ups come days or weeks later, a few events recur in the same town months apart, and some
 * items are in Spanish, French, German or Japanese (a few about English-language events).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LabelledArticle {
  id: string;
  title: string;
  body: string;
  published_at: string;
  event: string;
  lang: string;
}

// ---------------------------------------------------------------------------------------------------
// Seeded randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  /** `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

// ---------------------------------------------------------------------------------------------------
// The fictional world

const TOWN_NAMES = [
  'Marrowby',
  'Kestrel Bay',
  'Aldenford',
  'Port Halvard',
  'Brennock',
  'Greywater',
  'Linthorpe',
  'Oakhollow',
  'Saltmere',
  'Thornbury',
  'Wexcombe',
  'Fenwick',
  'Duncliffe',
  'Ravensholt',
  'Millbridge',
  'Stanrow',
];
const RIVERS = ['Lenn', 'Aske', 'Tarrow', 'Wendle', 'Corran', 'Isk', 'Mell', 'Brayle', 'Ousel', 'Fryth'];
const REGIONS = ['Northmoor', 'Westfold', 'East Carran', 'the Southern Lakes', 'Highmarch', 'Lowen Valley'];
const FIRST = [
  'Jane',
  'Tomas',
  'Aisha',
  'Owen',
  'Priya',
  'Marcus',
  'Elena',
  'Gideon',
  'Ruth',
  'Idris',
  'Hannah',
  'Felix',
  'Nadia',
  'Conor',
  'Leila',
  'Samuel',
  'Ingrid',
  'Dev',
  'Margot',
  'Rafael',
  'Yusuf',
  'Clara',
  'Bram',
  'Sofia',
  'Declan',
  'Mei',
  'Oskar',
  'Grace',
  'Kwame',
  'Beatrix',
  'Lionel',
  'Anya',
  'Teodor',
  'Freya',
  'Malik',
  'Iris',
];
const LAST = [
  'Holt',
  'Varga',
  'Okafor',
  'Pennington',
  'Laskaris',
  'Whitcombe',
  'Draycott',
  'Moreno',
  'Achterberg',
  'Quayle',
  'Ferrante',
  'Lindqvist',
  'Mbeki',
  'Thorne',
  'Castellan',
  'Ashdown',
  'Kowalczyk',
  'Rahman',
  'Delacroix',
  'Strand',
  'Oduya',
  'Haverford',
  'Brannigan',
  'Ilves',
  'Marchetti',
  'Sorensen',
  'Tollemache',
  'Nakamura',
  'Aldous',
  'Renwick',
  'Falconer',
  'Ysolde',
  'Carrow',
  'Beaumont',
  'Kessler',
  'Adeyemi',
  'Voss',
  'Galloway',
];
const COMPANY_HEAD = [
  'Halvern',
  'Brightline',
  'Corvane',
  'Tessaro',
  'Northgrid',
  'Quillon',
  'Ardent',
  'Sableworth',
  'Orrin',
  'Calder',
  'Pellucid',
  'Vantor',
  'Greyfield',
  'Lumera',
  'Stokeley',
  'Arkwell',
];
const COMPANY_TAIL = [
  'Chemicals',
  'Foods',
  'Motors',
  'Pharmaceuticals',
  'Energy',
  'Systems',
  'Logistics',
  'Steel',
  'Telecom',
  'Plastics',
  'Textiles',
  'Paper',
];
const PRODUCTS = [
  ['baby formula', 'possible bacterial contamination'],
  ['electric kettle', 'a wiring fault that can cause fires'],
  ['children’s car seat', 'a buckle that can open under pressure'],
  ['frozen chicken pies', 'undeclared peanut traces'],
  ['e-bike battery', 'cells that can overheat while charging'],
  ['blood pressure monitor', 'readings that can be wrong by a wide margin'],
] as const;
const ILLNESSES = ['measles', 'norovirus', 'Legionnaires’ disease', 'hepatitis A', 'whooping cough'];
const STREET_TAILS = ['Street', 'Road', 'Lane', 'Avenue', 'Quay', 'Terrace'];
const STREET_HEADS = [
  'Mill',
  'Church',
  'Station',
  'Harbour',
  'Victoria',
  'Tanner',
  'Orchard',
  'Bell',
  'Canal',
];
const CLUB_TAILS = ['Rovers', 'United', 'Athletic', 'Town', 'Wanderers'];
const FESTIVALS = ['Lantern Festival', 'Folk Week', 'Jazz Weekend', 'Food and Cider Fair', 'Kite Festival'];
const BANDS = ['The Pale Orchard', 'Mira Solent', 'Copperhead Choir', 'The Lowland Saints', 'Juno Vale'];
const CRIMES = [
  ['fraud', 'siphoning £{amount} million from client accounts'],
  ['arson', 'setting fire to a warehouse on {street}'],
  ['armed robbery', 'holding up a cash van outside {town} station'],
  ['bribery', 'taking payments from contractors bidding for council work'],
] as const;

interface Town {
  name: string;
  river: string;
  region: string;
  mayor: string;
  policeChief: string;
  hospital: string;
  school: string;
  streets: string[];
  club: string;
}

interface World {
  towns: Town[];
  ministers: Record<'interior' | 'health' | 'transport' | 'finance' | 'prime', string>;
  people: () => string;
  company: () => string;
  /** A name not used before in this world. */
  unique: (make: () => string) => string;
  companies: Map<string, string>;
}

function buildWorld(rng: Rng): World {
  const used = new Set<string>();
  const person = () => {
    for (;;) {
      const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const usedCompanies = new Set<string>();
  const companies = new Map<string, string>();
  const company = () => {
    for (;;) {
      const name = `${rng.pick(COMPANY_HEAD)} ${rng.pick(COMPANY_TAIL)}`;
      if (!usedCompanies.has(name)) {
        usedCompanies.add(name);
        companies.set(name, person());
        return name;
      }
    }
  };
  const towns = rng.sample(TOWN_NAMES, 12).map((name) => ({
    name,
    river: rng.pick(RIVERS),
    region: rng.pick(REGIONS),
    mayor: person(),
    policeChief: person(),
    hospital: `${name} General Hospital`,
    school: rng.chance(0.5)
      ? `${name} Academy`
      : `St ${rng.pick(['Anne', 'Brendan', 'Hilda', 'Luke'])}’s School`,
    streets: rng.sample(STREET_HEADS, 3).map((h) => `${h} ${rng.pick(STREET_TAILS)}`),
    club: `${name} ${rng.pick(CLUB_TAILS)}`,
  }));
  const usedNames = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const name = make();
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  return {
    towns,
    unique,
    ministers: {
      interior: person(),
      health: person(),
      transport: person(),
      finance: person(),
      prime: person(),
    },
    people: person,
    company,
    companies,
  };
}

// ---------------------------------------------------------------------------------------------------
// Templates: `[a|b|c]` picks one alternative, `{slot}` takes a value from the event's slots.

type Slots = Record<string, string>;

interface Phase {
  /** Days after the event starts when articles of this phase appear. */
  at: [number, number];
  weight: number;
  titles: string[];
  sentences: string[];
}

interface EventType {
  key: string;
  lang?: string;
  slots(rng: Rng, world: World, town: Town): Slots;
  phases: Phase[];
  /** Sentences that fit any phase of this event. */
  common: string[];
  /** Articles per event. */
  size: [number, number];
}

const num = (n: number) => n.toLocaleString('en-GB');

const FILLER = [
  'Residents were urged to follow official updates.',
  '[The council|Local officials] said more information would be released [later|in the coming days].',
  'The [situation|story] is developing.',
  'It was not immediately clear [how long the disruption would last|what would happen next].',
  'Opposition politicians called for a full explanation.',
];

// Colour: what varies most between two reports of the same event.
const COLOUR = [
  '“[Everyone is talking about it|We just want to know what happens next|It has been quite a week|Nobody told us anything|You don’t expect this here],” said {bystander}, [a local shopkeeper|a retired teacher|who lives nearby|a father of two|a nurse at the hospital].',
  '{bystander}, [a taxi driver|a student|a pensioner|a café owner], said [she|he] had [watched from a window|heard the news on the radio|been stuck for hours|rushed home from work].',
  'Photographs [shared on social media|posted online] showed [crowds|long queues|emergency vehicles|a police cordon] on {street}.',
  '[Neighbours|Local people|Shopkeepers] [gathered|waited|stood in small groups] [outside|nearby|on {street}] as [night fell|the day went on|the news spread].',
  'The [area|neighbourhood] around {street} is [popular with young families|home to several thousand people|a mix of terraced houses and small shops].',
  '[Some|Several] [parents|commuters|pensioners] said they [felt let down|had been given little information|were worried about the weeks ahead].',
  '{bystander} [told reporters|said on local radio] that [people were anxious|the mood was tense|everyone was talking about it].',
  'A [local|community] [Facebook group|WhatsApp group|radio phone-in] was [flooded with messages|busy all day] about what had happened.',
  '[A spokesperson|A spokeswoman|A spokesman] declined to [comment further|give details] when contacted [by phone|on {weekday}].',
];

const TYPES: EventType[] = [
  {
    key: 'flood',
    size: [5, 10],
    slots: (rng, _w, town) => ({
      evacuated: num(rng.int(3, 40) * 10),
      hours: String(rng.int(12, 48)),
      rescued: String(rng.int(6, 60)),
      deaths: String(rng.int(1, 4)),
      damage: String(rng.int(8, 90)),
      shelter: town.school,
    }),
    common: [
      'The {river} [burst its banks|overtopped its defences] after [days|more than a day] of [torrential|heavy] rain.',
      'Water levels on the {river} at {town} were the highest [on record|since records began].',
      '{street} and the streets around it [remained underwater|were still flooded].',
    ],
    phases: [
      {
        at: [0, 0.6],
        weight: 3,
        titles: [
          'Hundreds evacuated as the {river} floods {town}',
          '{town} under water after {river} bursts its banks',
          'Flash floods hit {town}; residents rescued from rooftops',
          'Floods force evacuation of {evacuated} in {town}',
        ],
        sentences: [
          'Floodwater [swept through|poured into] {town} on {weekday} after {hours} hours of [non-stop|heavy] rain.',
          'Emergency crews evacuated about {evacuated} residents from low-lying homes near {street}.',
          'Boats were used to rescue {rescued} people [trapped in their homes|from rooftops and cars].',
          'Mayor {mayor} said an emergency shelter had opened at {shelter}.',
          '“[We have never seen water like this|This is the worst flooding in living memory],” said {mayor}, the mayor of {town}.',
          'Rail services through {town} were suspended and several roads were closed.',
        ],
      },
      {
        at: [0.5, 3],
        weight: 2,
        titles: [
          '{town} flood death toll rises to {deaths}',
          'Waters recede in {town} as clean-up begins',
          'Flooded {town} counts the cost as the {river} falls',
        ],
        sentences: [
          'The death toll from the {town} floods rose to {deaths}, police said.',
          'As the {river} began to fall, residents returned to find homes [ruined|filled with mud].',
          'Interior Minister {interior} visited {town} and promised emergency funds.',
          'Volunteers [handed out food|cleared debris] at {shelter}, which housed families overnight.',
          'Chief Constable {policeChief} warned people to stay out of the floodwater.',
        ],
      },
      {
        at: [5, 25],
        weight: 2,
        titles: [
          '{town} floods caused £{damage}m of damage, council says',
          'Inquiry ordered into {town} flood defences',
          'Months of repairs ahead for flooded {town}',
        ],
        sentences: [
          'The council estimated the damage from last [month’s|week’s] flooding in {town} at £{damage} million.',
          'An inquiry will examine why the flood defences on the {river} failed.',
          'Insurers said claims from the {town} floods were still rising.',
          'Mayor {mayor} said a relief fund for flood victims had raised more than expected.',
          'Some families [remain in temporary housing|have still not returned home] weeks after the [water|floods] receded.',
        ],
      },
    ],
  },
  {
    key: 'wildfire',
    size: [4, 8],
    slots: (rng, w) => ({
      hills: w.unique(() => `${rng.pick(['Ashby', 'Kell', 'Morrow', 'Vance', 'Penhale'])} Hills`),
      hectares: num(rng.int(4, 90) * 100),
      homes: String(rng.int(4, 70)),
      chief: w.people(),
      wind: String(rng.int(40, 95)),
    }),
    common: [
      'The fire in the {hills} above {town} was [fanned|driven] by winds of up to {wind} km/h.',
      'Fire chief {chief} said crews were [working around the clock|stretched to the limit].',
    ],
    phases: [
      {
        at: [0, 0.7],
        weight: 3,
        titles: [
          'Wildfire races through {hills} near {town}',
          'Homes evacuated as fire spreads towards {town}',
          'Hundreds flee wildfire in the {hills}',
        ],
        sentences: [
          'A wildfire [tore through|spread across] {hectares} hectares of [scrub|forest] in the {hills} on {weekday}.',
          'Residents on the edge of {town} were told to leave their homes [immediately|within the hour].',
          'Thick smoke [covered|drifted over] {town} and schools were closed.',
          'Water-bombing aircraft were [called in|deployed] as the fire jumped a road.',
        ],
      },
      {
        at: [0.5, 4],
        weight: 2,
        titles: [
          '{hills} fire destroys {homes} homes',
          'Crews contain {hills} wildfire after three days',
          'Cooler weather helps firefighters near {town}',
        ],
        sentences: [
          'The {hills} fire destroyed {homes} homes before it was brought under control.',
          'Investigators are examining whether the fire was started [deliberately|by a discarded barbecue].',
          'Evacuated families were allowed back into {town} on {weekday}.',
          'Interior Minister {interior} praised the firefighters who fought the blaze.',
        ],
      },
      {
        at: [6, 30],
        weight: 1,
        titles: ['Man charged over {hills} wildfire', 'Replanting begins in burned {hills}'],
        sentences: [
          'A [34|41|52]-year-old man was charged with starting the {hills} wildfire.',
          'Volunteers began replanting the burned slopes of the {hills}.',
          'Families who lost homes in the fire said they were still waiting for insurance payouts.',
        ],
      },
    ],
  },
  {
    key: 'factory_fire',
    size: [4, 8],
    slots: (rng, w) => {
      const company = w.company();
      return {
        company,
        ceo: w.companies.get(company) ?? '',
        injured: String(rng.int(3, 25)),
        estate: `${rng.pick(['Riverside', 'Northgate', 'Canal', 'Westway'])} industrial estate`,
      };
    },
    common: [
      'The {company} plant on the {estate} in {town} employs [about 300|several hundred] people.',
      '{company} said it was cooperating fully with investigators.',
    ],
    phases: [
      {
        at: [0, 0.5],
        weight: 3,
        titles: [
          'Explosion and fire at {company} plant in {town}',
          'Blast at {town} chemical works injures {injured}',
          'Residents told to keep windows shut after {company} fire',
        ],
        sentences: [
          'An explosion [ripped through|tore through] the {company} factory in {town} on {weekday} [morning|night].',
          '{injured} workers were taken to {hospital}, [two of them|some] with serious burns.',
          'A plume of black smoke could be seen [for miles|across {region}].',
          'People living near the {estate} were told to keep doors and windows closed.',
        ],
      },
      {
        at: [1, 6],
        weight: 2,
        titles: [
          '{company} fire: safety failings alleged',
          'Workers say warnings ignored before {company} blast',
          '{company} chief apologises after {town} explosion',
        ],
        sentences: [
          'Chief executive {ceo} apologised to the workers injured in the {town} blast.',
          'Former employees said they had raised safety concerns [months|weeks] before the explosion.',
          'The Health and Safety Executive opened an investigation into the {company} fire.',
          'Production at the plant will be suspended [until further notice|for at least a month].',
        ],
      },
      {
        at: [10, 40],
        weight: 1,
        titles: [
          '{company} fined over {town} factory explosion',
          'Report blames faulty valve for {company} blast',
        ],
        sentences: [
          'A report found that a faulty valve caused the explosion at the {company} plant.',
          '{company} was fined £[1.2|2.5|4] million over the blast in {town}.',
          '{ceo} said the company had [changed its procedures|replaced the equipment involved].',
        ],
      },
    ],
  },
  {
    key: 'earthquake',
    size: [4, 9],
    slots: (rng) => ({
      magnitude: `${rng.int(5, 7)}.${rng.int(0, 9)}`,
      depth: String(rng.int(8, 40)),
      dead: String(rng.int(2, 30)),
      dead2: String(rng.int(31, 80)),
      institute: 'National Seismology Institute',
    }),
    common: [
      'The [quake|earthquake] had a magnitude of {magnitude} and struck at a depth of {depth} km, the {institute} said.',
      'Aftershocks [continued to rattle|kept shaking] {region}.',
    ],
    phases: [
      {
        at: [0, 0.4],
        weight: 3,
        titles: [
          'Magnitude {magnitude} earthquake strikes {region}',
          'Earthquake near {town} kills at least {dead}',
          'Buildings collapse as strong quake hits {town}',
        ],
        sentences: [
          'A magnitude {magnitude} earthquake struck near {town} on {weekday}, [collapsing buildings|cutting power].',
          'At least {dead} people were killed and dozens injured, officials said.',
          'Rescuers searched the rubble of [an apartment block|a school gym] in central {town}.',
          'The tremor was felt [across {region}|hundreds of kilometres away].',
        ],
      },
      {
        at: [0.5, 4],
        weight: 2,
        titles: [
          'Death toll from {region} earthquake rises to {dead2}',
          'Hope fades for survivors in quake-hit {town}',
          'Thousands sleep outdoors after {town} earthquake',
        ],
        sentences: [
          'The number of people killed by the earthquake rose to {dead2}.',
          'Thousands of people spent the night outdoors, fearing [further|more] aftershocks.',
          'Prime Minister {prime} visited {town} and declared a state of emergency in {region}.',
          'Engineers began inspecting [bridges|schools] for structural damage.',
        ],
      },
      {
        at: [7, 35],
        weight: 1,
        titles: [
          'Rebuilding {town} after the quake will take years',
          'Building codes under scrutiny after {region} quake',
        ],
        sentences: [
          'Engineers said many of the buildings that collapsed in {town} [ignored|predated] modern building codes.',
          'The government set aside funds to rebuild homes destroyed by the earthquake.',
          'Schools in {town} reopened in temporary classrooms.',
        ],
      },
    ],
  },
  {
    key: 'strike',
    size: [4, 9],
    slots: (rng, w) => ({
      union: rng.pick(['Transit Workers’ Union', 'Rail and Bus Federation', 'United Drivers’ Union']),
      operator: w.unique(() => `${rng.pick(COMPANY_HEAD)} Transit`),
      leader: w.people(),
      pay: String(rng.int(5, 15)),
      offer: String(rng.int(2, 5)),
    }),
    common: [
      'The {union} is demanding a {pay}% pay rise; {operator} has offered {offer}%.',
      'Union leader {leader} said members had been left [with no choice|no alternative].',
    ],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: [
          'Bus and tram drivers in {town} walk out over pay',
          '{town} transport strike: what you need to know',
          'Commuters stranded as {operator} drivers strike',
        ],
        sentences: [
          'Bus and tram services in {town} were [halted|severely disrupted] on {weekday} as drivers went on strike.',
          'Commuters [queued for taxis|walked to work] as only a handful of services ran.',
          '{operator} said it was [disappointed|deeply disappointed] by the walkout.',
        ],
      },
      {
        at: [1, 10],
        weight: 2,
        titles: [
          'Talks to end {town} transport strike break down',
          'Second week of strikes for {town} commuters',
        ],
        sentences: [
          'Talks between the {union} and {operator} broke down [without agreement|after six hours].',
          'Businesses in central {town} said takings had fallen sharply since the strike began.',
          'Transport Minister {transport} urged both sides to return to the table.',
        ],
      },
      {
        at: [8, 25],
        weight: 1,
        titles: ['Deal reached to end {town} transport strike', '{town} drivers vote to accept pay offer'],
        sentences: [
          'Drivers voted to accept a [revised|new] offer worth [6|7|8]% over two years.',
          'Full bus and tram services in {town} will resume on {weekday}.',
          '{leader} called the deal “a victory for every driver”.',
        ],
      },
    ],
  },
  {
    key: 'election',
    size: [3, 7],
    slots: (rng, w) => ({
      challenger: w.people(),
      party: rng.pick(['Civic Alliance', 'Green Forward', 'the Independents’ Group', 'People First']),
      turnout: String(rng.int(28, 61)),
      share: String(rng.int(51, 63)),
    }),
    common: [
      'Incumbent mayor {mayor} is being challenged by {challenger} of {party}.',
      'Housing and the state of the roads dominated the [campaign|debates] in {town}.',
    ],
    phases: [
      {
        at: [0, 4],
        weight: 2,
        titles: [
          '{town} mayoral race tightens as {challenger} gains',
          'Candidates clash in {town} mayoral debate',
          '{town} votes for a mayor on {weekday}',
        ],
        sentences: [
          'Voters in {town} go to the polls [on {weekday}|this week] to elect a mayor.',
          'A poll put {challenger} [just behind|level with] {mayor}.',
          'In a televised debate, {challenger} accused {mayor} of [neglecting the suburbs|mismanaging the budget].',
        ],
      },
      {
        at: [5, 6],
        weight: 2,
        titles: [
          '{challenger} wins {town} mayoral election',
          '{mayor} concedes as {town} elects {challenger}',
          '{town} has a new mayor',
        ],
        sentences: [
          '{challenger} won the {town} mayoral election with {share}% of the vote.',
          'Turnout was {turnout}%, [up from|down on] the last election.',
          '{mayor} conceded defeat and congratulated [{challenger}|the winner].',
          '“[Tonight {town} chose change|This is a new start for {town}],” {challenger} told supporters.',
        ],
      },
    ],
  },
  {
    key: 'trial',
    size: [3, 7],
    slots: (rng, w) => {
      const [crime, act] = rng.pick(CRIMES);
      return {
        accused: w.people(),
        crime,
        act: act.replace('{amount}', String(rng.int(2, 40))),
        judge: w.people(),
        years: String(rng.int(3, 12)),
        age: String(rng.int(28, 64)),
      };
    },
    common: ['{accused}, {age}, is accused of {act}.', 'The case has [drawn wide attention|shocked] {town}.'],
    phases: [
      {
        at: [0, 2],
        weight: 2,
        titles: [
          '{town} man arrested on suspicion of {crime}',
          'Police arrest {accused} in {crime} inquiry',
          'Arrest made in {town} {crime} case',
        ],
        sentences: [
          'Police in {town} arrested {accused} on suspicion of {crime} on {weekday}.',
          'Chief Constable {policeChief} said the arrest followed a [long|months-long] investigation.',
          'Officers searched a house on {street}.',
        ],
      },
      {
        at: [3, 15],
        weight: 2,
        titles: [
          '{accused} charged with {crime}',
          '{accused} denies {crime} as case opens',
          '{crime} trial of {accused} begins',
        ],
        sentences: [
          '{accused} appeared in court charged with {crime} and [denied the charges|pleaded not guilty].',
          'Prosecutors told the court that {accused} had planned the scheme [for years|carefully].',
          'Judge {judge} [set a trial date|refused bail].',
        ],
      },
      {
        at: [20, 45],
        weight: 1,
        titles: [
          '{accused} found guilty of {crime}',
          '{accused} jailed for {years} years',
          'Verdict in {town} {crime} trial',
        ],
        sentences: [
          'A jury found {accused} guilty of {crime} after [two days|a week] of deliberations.',
          'Judge {judge} sentenced {accused} to {years} years in prison.',
          'Outside court, [victims|relatives] said justice had been done.',
        ],
      },
    ],
  },
  {
    key: 'merger',
    size: [3, 6],
    slots: (rng, w) => {
      const a = w.company();
      const b = w.company();
      return {
        a,
        b,
        ceoA: w.companies.get(a) ?? '',
        ceoB: w.companies.get(b) ?? '',
        value: String(rng.int(2, 30)),
      };
    },
    common: [
      'The combined company would employ [thousands|about 12,000 people], many of them in {town}.',
      '{a} is [headquartered|based] in {town}.',
    ],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: [
          '{a} agrees £{value}bn takeover of {b}',
          '{a} and {b} confirm merger talks',
          '{b} shares jump on {a} bid',
        ],
        sentences: [
          '{a} has agreed to buy {b} for £{value} billion, the companies said on {weekday}.',
          'Shares in {b} [jumped|rose] [18|22|27]% on the news.',
          '{ceoA}, chief executive of {a}, said the deal would [create a national champion|cut costs].',
        ],
      },
      {
        at: [3, 40],
        weight: 2,
        titles: [
          'Regulator to investigate {a}–{b} deal',
          'Unions fear job cuts from {a} takeover',
          '{a} takeover of {b} cleared',
        ],
        sentences: [
          'The competition regulator opened an in-depth review of the {a} takeover of {b}.',
          'Unions warned that the merger could cost jobs at the {b} site in {town}.',
          '{ceoB} said {b} shareholders [backed|overwhelmingly approved] the offer.',
          'The regulator cleared the deal on condition that {a} sells some brands.',
        ],
      },
    ],
  },
  {
    key: 'recall',
    size: [3, 5],
    slots: (rng, w) => {
      const company = w.company();
      const [product, defect] = rng.pick(PRODUCTS);
      return {
        company,
        product,
        defect,
        ceo: w.companies.get(company) ?? '',
        units: num(rng.int(2, 90) * 1000),
      };
    },
    common: ['Customers should stop using the {product} and return it for a full refund.'],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: [
          '{company} recalls {product} over safety fears',
          '{units} {product} units recalled',
          'Urgent recall of {company} {product}',
        ],
        sentences: [
          '{company} is recalling {units} units of its {product} because of {defect}.',
          'The recall was announced after [several|a number of] complaints from customers.',
          'The company said no [injuries|illnesses] had been confirmed.',
        ],
      },
      {
        at: [2, 20],
        weight: 1,
        titles: ['{company} recall widened', 'Regulator criticises {company} over slow recall'],
        sentences: [
          'The product safety regulator said {company} had been too slow to act.',
          '{company} widened the recall to [older models|more batches] of the {product}.',
          '{ceo} apologised to customers and said checks had been tightened.',
        ],
      },
    ],
  },
  {
    key: 'outbreak',
    size: [4, 8],
    slots: (rng) => ({
      illness: rng.pick(ILLNESSES),
      cases: String(rng.int(6, 30)),
      cases2: String(rng.int(31, 120)),
      officer: `Dr ${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    }),
    common: ['Health officials in {town} are tracing the source of the {illness} outbreak.'],
    phases: [
      {
        at: [0, 2],
        weight: 2,
        titles: [
          '{illness} outbreak confirmed in {town}',
          '{cases} cases of {illness} in {town}',
          'Health alert in {town} over {illness}',
        ],
        sentences: [
          'Health authorities confirmed {cases} cases of {illness} in {town}.',
          'Several patients were being treated at {hospital}.',
          '{officer}, the regional public health officer, urged people with symptoms to stay home.',
        ],
      },
      {
        at: [2, 14],
        weight: 2,
        titles: [
          '{town} {illness} cases rise to {cases2}',
          'Source of {town} {illness} outbreak found',
          'Schools close as {illness} spreads in {town}',
        ],
        sentences: [
          'The number of {illness} cases linked to the outbreak rose to {cases2}.',
          'Investigators traced the outbreak to [a restaurant on {street}|a cooling tower near {street}|the town’s water supply].',
          'Health Minister {health} said extra staff had been sent to {hospital}.',
          '{school} closed for a week as a precaution.',
        ],
      },
      {
        at: [15, 40],
        weight: 1,
        titles: ['{town} {illness} outbreak declared over'],
        sentences: [
          'Health officials declared the {illness} outbreak in {town} over after [no new cases|three weeks without a new case].',
          '{officer} thanked residents for their patience.',
        ],
      },
    ],
  },
  {
    key: 'bridge',
    size: [3, 7],
    slots: (rng, w) => ({
      bridge: w.unique(() => `${rng.pick(['Kingsway', 'Old', 'Jubilee', 'Ferry', 'Northgate'])} Bridge`),
      year: String(rng.int(1890, 1975)),
      injured: String(rng.int(0, 9)),
    }),
    common: ['The {bridge}, built in {year}, carries [traffic|the main road] across the {river} in {town}.'],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: [
          'Part of {bridge} collapses into the {river}',
          '{town}’s {bridge} closed after partial collapse',
          'Drivers escape as {bridge} gives way',
        ],
        sentences: [
          'A section of the {bridge} in {town} collapsed into the {river} on {weekday}.',
          '{injured} people were hurt when [a car|a van] fell with the span.',
          'Engineers said cracks had been reported [last year|months ago].',
        ],
      },
      {
        at: [2, 30],
        weight: 2,
        titles: [
          '{bridge} to stay shut for a year',
          'Who is to blame for the {bridge} collapse?',
          'Ferry service replaces {bridge} in {town}',
        ],
        sentences: [
          'Transport Minister {transport} said the {bridge} would stay closed [for at least a year|until it is rebuilt].',
          'A temporary ferry now carries commuters across the {river}.',
          'Mayor {mayor} demanded a national review of ageing bridges.',
        ],
      },
    ],
  },
  {
    key: 'sports',
    size: [3, 7],
    slots: (rng, w, town) => {
      const others = w.towns.filter((t) => t.name !== town.name);
      return {
        rival: rng.pick(others).club,
        scorer: w.people(),
        manager: w.people(),
        score: `${rng.int(2, 4)}-${rng.int(0, 1)}`,
        cup: rng.pick(['National Cup', 'League Trophy', 'Challenge Shield']),
      };
    },
    common: ['{club} are managed by {manager}.'],
    phases: [
      {
        at: [0, 0.3],
        weight: 2,
        titles: [
          '{club} beat {rival} {score} to win the {cup}',
          '{scorer} double wins {cup} for {club}',
          '{cup} glory for {club}',
        ],
        sentences: [
          '{club} won the {cup} with a {score} win over {rival} on {weekday}.',
          '{scorer} scored [twice|the decisive goal] in the second half.',
          '{manager} said it was “[the best night of my career|a night this town will never forget]”.',
        ],
      },
      {
        at: [1, 6],
        weight: 2,
        titles: [
          'Thousands line {town} streets for {club} parade',
          '{manager} signs new {club} contract after {cup} win',
        ],
        sentences: [
          'Thousands of fans lined the streets of {town} for an open-top bus parade.',
          '{manager} signed a new three-year contract after the {cup} win.',
          'Mayor {mayor} hosted the {club} squad at the town hall.',
        ],
      },
    ],
  },
  {
    key: 'protest',
    size: [3, 7],
    slots: (rng) => ({
      cause: rng.pick([
        'plans for an open-cast mine',
        'the closure of the maternity unit',
        'a proposed wind farm',
        'a new incinerator',
        'cuts to bus routes',
      ]),
      crowd: num(rng.int(5, 60) * 100),
      arrests: String(rng.int(2, 25)),
      organiser: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    }),
    common: [
      'Campaigners oppose {cause} in {town}.',
      'Organiser {organiser} said the campaign [would not give up|was only beginning].',
    ],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: ['Thousands march in {town} against {cause}', '{town} protest over {cause} draws {crowd}'],
        sentences: [
          'About {crowd} people marched through {town} on {weekday} to protest against {cause}.',
          'Protesters [carried banners|blocked {street}] and chanted outside the town hall.',
          'Police said the march was largely peaceful.',
        ],
      },
      {
        at: [1, 12],
        weight: 2,
        titles: [
          '{arrests} arrested as {town} protest turns tense',
          'Council delays decision on {cause} after protests',
        ],
        sentences: [
          'Police arrested {arrests} people after protesters [occupied council offices|clashed with officers].',
          'Chief Constable {policeChief} defended the way officers handled the protest.',
          'The council postponed its vote on {cause} after the protests.',
        ],
      },
    ],
  },
  {
    key: 'cyberattack',
    size: [3, 6],
    slots: (rng) => ({
      target: rng.pick(['council', 'hospital trust', 'water company']),
      group: rng.pick(['BlackMoth', 'RedLantern', 'Kraken-9', 'SilentOwl']),
      ransom: String(rng.int(1, 9)),
    }),
    common: ['The {group} ransomware gang claimed responsibility for the attack on the {town} {target}.'],
    phases: [
      {
        at: [0, 1],
        weight: 2,
        titles: ['Cyber attack takes {town} {target} offline', 'Ransomware hits {town} {target}'],
        sentences: [
          'A cyber attack [knocked out|crippled] the computer systems of the {town} {target} on {weekday}.',
          'Staff were [working with pen and paper|unable to access email].',
          'The attackers demanded a ransom of {ransom} million dollars in cryptocurrency.',
        ],
      },
      {
        at: [2, 20],
        weight: 1,
        titles: [
          '{town} {target} refuses to pay hackers',
          'Systems restored at {town} {target} after attack',
          'Stolen {town} data published online',
        ],
        sentences: [
          'The {town} {target} said it would not pay the ransom.',
          'Data stolen in the attack [was published online|appeared on the dark web].',
          'Most systems were restored [after two weeks|by {weekday}].',
        ],
      },
    ],
  },
  {
    key: 'scandal',
    size: [3, 7],
    slots: (rng, w) => ({
      minister: rng.pick([w.ministers.transport, w.ministers.finance, w.ministers.health]),
      issue: rng.pick([
        'expenses claims',
        'a lobbying contract',
        'undeclared shares',
        'a second-home allowance',
      ]),
      amount: num(rng.int(20, 400) * 1000),
    }),
    common: ['{minister} has faced questions over {issue} worth £{amount}.'],
    phases: [
      {
        at: [0, 3],
        weight: 2,
        titles: ['{minister} under pressure over {issue}', 'Calls for inquiry into {minister}’s {issue}'],
        sentences: [
          'Documents [seen by reporters|leaked to the press] show that {minister} claimed £{amount} in {issue}.',
          'Opposition leaders called for {minister} to resign.',
          'Prime Minister {prime} said he had full confidence in {minister}.',
        ],
      },
      {
        at: [3, 15],
        weight: 2,
        titles: [
          '{minister} resigns over {issue}',
          'Ethics adviser criticises {minister}',
          '{minister} quits cabinet',
        ],
        sentences: [
          '{minister} resigned [from the cabinet|as minister] on {weekday}, saying the row had become a distraction.',
          'The ethics adviser found that {minister} had broken the ministerial code.',
          '{prime} accepted the resignation “with regret”.',
        ],
      },
    ],
  },
  {
    key: 'budget',
    size: [3, 6],
    slots: (rng) => ({
      gap: String(rng.int(4, 30)),
      libraries: String(rng.int(2, 7)),
      tax: String(rng.int(3, 5)),
    }),
    common: ['{town} council faces a £{gap} million hole in its budget.'],
    phases: [
      {
        at: [0, 2],
        weight: 2,
        titles: [
          '{town} council plans to close {libraries} libraries',
          '{town} faces deep cuts to fill £{gap}m gap',
        ],
        sentences: [
          'Mayor {mayor} proposed closing {libraries} libraries and raising council tax by {tax}%.',
          'Councillors said the cuts were [unavoidable|the hardest in a generation].',
          'Residents [packed|crowded into] a meeting at the town hall to oppose the plans.',
        ],
      },
      {
        at: [3, 20],
        weight: 2,
        titles: ['{town} budget approved despite protests', 'Libraries saved as {town} budget amended'],
        sentences: [
          'Councillors approved the {town} budget by a narrow margin.',
          'Two of the {libraries} libraries will be run by volunteers instead of closing.',
          'Finance Minister {finance} refused a request for emergency funding for {town}.',
        ],
      },
    ],
  },
  {
    key: 'festival',
    size: [2, 4],
    slots: (rng, w) => ({
      festival: w.unique(() => rng.pick(FESTIVALS)),
      band: w.unique(() => rng.pick(BANDS)),
      crowd: num(rng.int(8, 60) * 1000),
    }),
    common: ['The {town} {festival} returns for its [tenth|twentieth|fifth] year.'],
    phases: [
      {
        at: [0, 3],
        weight: 2,
        titles: ['{band} to headline {town} {festival}', 'Record crowds expected at {town} {festival}'],
        sentences: [
          '{band} will headline the {town} {festival} this weekend.',
          'Organisers expect more than {crowd} visitors.',
          'Roads around {street} will be closed during the festival.',
        ],
      },
      {
        at: [3, 6],
        weight: 1,
        titles: ['{crowd} enjoy sunny {town} {festival}'],
        sentences: [
          'About {crowd} people attended the {town} {festival}, organisers said.',
          '{band} closed the festival with a [late|two-hour] set.',
        ],
      },
    ],
  },
  {
    key: 'mine',
    size: [4, 8],
    slots: (rng, w) => ({
      mine: `${rng.pick(['Carrick', 'Deepdale', 'Holloway', 'Blackrock'])} Colliery`,
      trapped: String(rng.int(4, 15)),
      owner: w.company(),
    }),
    common: ['The {mine} near {town} is owned by {owner}.'],
    phases: [
      {
        at: [0, 0.5],
        weight: 2,
        titles: [
          '{trapped} miners trapped after collapse at {mine}',
          'Rescue under way at {mine} near {town}',
        ],
        sentences: [
          '{trapped} miners were trapped [underground|400 metres below ground] after a tunnel collapsed at the {mine}.',
          'Rescue teams were drilling towards the men, [officials|the company] said.',
          'Families gathered at the pithead [overnight|through the night].',
        ],
      },
      {
        at: [1, 4],
        weight: 2,
        titles: ['All {trapped} miners rescued from {mine}', 'Joy in {town} as trapped miners freed'],
        sentences: [
          'All {trapped} miners were brought to the surface alive after [three|four] days.',
          'The men were taken to {hospital} for checks.',
          'An investigation into the collapse at the {mine} has begun.',
        ],
      },
    ],
  },
  {
    key: 'derailment',
    size: [3, 7],
    slots: (rng, w, town) => {
      const others = w.towns.filter((t) => t.name !== town.name);
      return {
        dest: rng.pick(others).name,
        injured: String(rng.int(5, 60)),
        operator: w.unique(() => `${rng.pick(COMPANY_HEAD)} Rail`),
      };
    },
    common: ['The {operator} train was travelling from {town} to {dest}.'],
    phases: [
      {
        at: [0, 0.5],
        weight: 2,
        titles: [
          'Train derails near {town}, {injured} injured',
          'Passengers hurt as {operator} train leaves the tracks',
        ],
        sentences: [
          'A passenger train derailed [just outside|a few miles from] {town} on {weekday}, injuring {injured} people.',
          'Several carriages [overturned|came to rest on their side] in a cutting.',
          'The line between {town} and {dest} was closed.',
        ],
      },
      {
        at: [1, 20],
        weight: 2,
        titles: ['Landslip blamed for {town} derailment', 'Line reopens after {town} derailment'],
        sentences: [
          'Investigators said heavy rain had caused a landslip that [derailed|threw] the train.',
          'Transport Minister {transport} ordered checks on similar cuttings.',
          'Services between {town} and {dest} resumed after [a week|ten days].',
        ],
      },
    ],
  },
  // Brief, mostly one-off local items: the stream's singletons.
  {
    key: 'brief',
    size: [1, 2],
    slots: (rng) => ({
      what: rng.pick([
        'The {town} swimming pool reopened after a two-year refurbishment',
        'A rare white stork was spotted on the marshes outside {town}',
        'The {town} museum received a collection of Roman coins found by a metal detectorist',
        'A bakery on {street} in {town} celebrated a hundred years of trading',
        '{town} library launched free coding classes for pensioners',
        'A new cycle path linking {town} and the coast was opened',
        'Volunteers planted 2,000 trees in a park in {town}',
        'The old cinema in {town} will be turned into a community theatre',
      ]),
    }),
    common: [],
    phases: [
      {
        at: [0, 2],
        weight: 1,
        titles: ['In brief: {town}', '{town} news in brief', 'Around {town}'],
        sentences: [
          '{what}.',
          'Local people [welcomed the news|turned out to mark the occasion].',
          'The project was funded partly by donations.',
        ],
      },
    ],
  },
];

// Foreign-language templates (event keys mirror English types; `foreign` events are wholly in that language,
// `translated` items report an English event).
const FOREIGN: Record<string, { lang: string; titles: string[]; sentences: string[] }[]> = {
  flood: [
    {
      lang: 'es',
      titles: ['Inundaciones en {town}: cientos de evacuados', 'El río {river} se desborda en {town}'],
      sentences: [
        'El río {river} se desbordó en {town} tras [horas|días] de lluvias torrenciales.',
        'Los servicios de emergencia evacuaron a unos {evacuated} vecinos.',
        'El alcalde {mayor} abrió un refugio en {shelter}.',
        'Varias carreteras permanecen cortadas en la región de {region}.',
      ],
    },
    {
      lang: 'fr',
      titles: [
        'Inondations à {town} : des centaines d’évacués',
        'La rivière {river} sort de son lit à {town}',
      ],
      sentences: [
        'La rivière {river} est sortie de son lit à {town} après des pluies torrentielles.',
        'Les secours ont évacué environ {evacuated} habitants.',
        'Le maire, {mayor}, a ouvert un centre d’accueil à {shelter}.',
      ],
    },
  ],
  earthquake: [
    {
      lang: 'es',
      titles: [
        'Terremoto de magnitud {magnitude} sacude {region}',
        'Al menos {dead} muertos por un sismo cerca de {town}',
      ],
      sentences: [
        'Un terremoto de magnitud {magnitude} sacudió {town} y derrumbó varios edificios.',
        'Al menos {dead} personas murieron, según las autoridades.',
        'Los equipos de rescate buscan supervivientes entre los escombros.',
      ],
    },
    {
      lang: 'ja',
      titles: ['{region}でマグニチュード{magnitude}の地震', '{town}で強い地震、死者{dead}人'],
      sentences: [
        '{town}付近でマグニチュード{magnitude}の地震が発生した。',
        '少なくとも{dead}人が死亡し、多くの建物が倒壊した。',
        '救助隊ががれきの中で生存者の捜索を続けている。',
      ],
    },
  ],
  factory_fire: [
    {
      lang: 'de',
      titles: ['Explosion im {company}-Werk in {town}', 'Großbrand bei {company}: {injured} Verletzte'],
      sentences: [
        'Im Werk von {company} in {town} ist es zu einer schweren Explosion gekommen.',
        '{injured} Arbeiter wurden in das Krankenhaus gebracht.',
        'Anwohner wurden aufgefordert, Fenster und Türen geschlossen zu halten.',
        'Vorstandschef {ceo} kündigte eine Untersuchung an.',
      ],
    },
  ],
  strike: [
    {
      lang: 'fr',
      titles: ['Grève des transports à {town}', 'Les chauffeurs de {operator} en grève à {town}'],
      sentences: [
        'Les bus et les tramways de {town} sont à l’arrêt en raison d’une grève des chauffeurs.',
        'Le syndicat réclame une hausse de salaire de {pay} %.',
        'La direction de {operator} se dit prête à négocier.',
      ],
    },
  ],
  election: [
    {
      lang: 'es',
      titles: ['{challenger} gana la alcaldía de {town}', 'Elecciones municipales en {town}'],
      sentences: [
        '{challenger} ganó las elecciones municipales de {town} con el {share} % de los votos.',
        'La participación fue del {turnout} %.',
        'El alcalde saliente, {mayor}, reconoció su derrota.',
      ],
    },
  ],
};

const FOREIGN_TOWNS: Record<string, string[]> = {
  es: ['San Aurelio', 'Valdecarros', 'Puerto Lindoro'],
  fr: ['Saint-Orvaud', 'Belmont-sur-Lisse'],
  de: ['Kaltenbrunn'],
  ja: ['日野川町'],
};

const FOREIGN_REGIONS: Record<string, string> = {
  es: 'Sierra Alta',
  fr: 'Haute-Lisse',
  de: 'Oberland',
  ja: '北湊地方',
};

const WEEKDAYS: Record<string, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

function render(template: string, slots: Slots, rng: Rng): string {
  let text = template.replace(/\[([^\]]+)\]/g, (_, alternatives: string) =>
    rng.pick(alternatives.split('|')),
  );
  // Slot values may hold slots themselves ("holding up a cash van outside {town} station").
  for (let depth = 0; depth < 3 && text.includes('{'); depth++) {
    text = text.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = slots[key];
      if (value === undefined) throw new Error(`template slot {${key}} has no value: ${template}`);
      return value;
    });
  }
  return text;
}

interface PlannedEvent {
  key: string;
  type: EventType;
  town: Town;
  start: number;
  slots: Slots;
  /** Foreign-language: the whole event is in this language. */
  foreign?: string;
}

const STREAM_START = Date.UTC(2026, 2, 2, 6, 0, 0);
const DAY = 86_400_000;

export function generate(seed: number): LabelledArticle[] {
  const rng = new Rng(mulberry32(seed));
  const world = buildWorld(rng);
  const planned: PlannedEvent[] = [];
  // How many events of each type: several floods, fires, strikes… so the same kind of event happens in
  // different towns; towns are drawn from 12, so each hosts several unrelated events.
  const counts: Record<string, number> = {
    flood: 4,
    wildfire: 3,
    factory_fire: 3,
    earthquake: 2,
    strike: 3,
    election: 3,
    trial: 3,
    merger: 2,
    recall: 2,
    outbreak: 3,
    bridge: 2,
    sports: 3,
    protest: 3,
    cyberattack: 2,
    scandal: 2,
    budget: 3,
    festival: 2,
    mine: 1,
    derailment: 2,
    brief: 8,
  };
  let n = 0;
  for (const type of TYPES) {
    const count = counts[type.key] ?? 0;
    const towns = rng.sample(world.towns, Math.min(count, world.towns.length));
    for (let i = 0; i < count; i++) {
      const town = towns[i % towns.length] as Town;
      planned.push({
        key: `${type.key}-${++n}`,
        type,
        town,
        start: rng.next() * 120,
        slots: { ...baseSlots(world, town), ...type.slots(rng, world, town) },
      });
    }
  }
  // The same kind of event in the same town months apart (a second flood, a second protest): separate
  // stories that share almost every name.
  for (const key of ['flood', 'protest']) {
    const first = planned.find((p) => p.type.key === key) as PlannedEvent;
    planned.push({
      key: `${key}-${++n}-again`,
      type: first.type,
      town: first.town,
      start: first.start < 60 ? first.start + 70 : first.start - 70,
      slots: { ...baseSlots(world, first.town), ...first.type.slots(rng, world, first.town) },
    });
  }
  // Events wholly in another language, in towns of their own.
  for (const [key, lang] of [
    ['flood', 'es'],
    ['election', 'es'],
    ['strike', 'fr'],
    ['earthquake', 'ja'],
    ['factory_fire', 'de'],
  ] as const) {
    const type = TYPES.find((t) => t.key === key) as EventType;
    const name = rng.pick(FOREIGN_TOWNS[lang] ?? []);
    const town: Town = {
      name,
      river: rng.pick(RIVERS),
      region: FOREIGN_REGIONS[lang] ?? 'Lowen Valley',
      mayor: world.people(),
      policeChief: world.people(),
      hospital: `${name} Hospital`,
      school: `${name} School`,
      streets: ['Main Street'],
      club: `${name} FC`,
    };
    planned.push({
      key: `${key}-${++n}-${lang}`,
      type,
      town,
      start: rng.next() * 120,
      slots: { ...baseSlots(world, town), ...type.slots(rng, world, town) },
      foreign: lang,
    });
  }

  const articles: (LabelledArticle & { at: number })[] = [];
  for (const event of planned) {
    const size = event.foreign ? rng.int(2, 4) : rng.int(event.type.size[0], event.type.size[1] + 2);
    const streets = event.town.streets;
    for (let i = 0; i < size; i++) {
      const phase = i === 0 ? (event.type.phases[0] as Phase) : pickPhase(event.type.phases, rng);
      const at = STREAM_START + (event.start + phase.at[0] + rng.next() * (phase.at[1] - phase.at[0])) * DAY;
      const date = new Date(at);
      const slots: Slots = {
        ...event.slots,
        weekday: WEEKDAYS.en?.[date.getUTCDay()] ?? '',
        street: rng.pick(streets),
        bystander: world.people(),
      };
      // A few English events also get an item from a foreign outlet.
      const foreignTemplates = FOREIGN[event.type.key];
      const lang =
        event.foreign ??
        (foreignTemplates && i > 0 && rng.chance(0.12) ? rng.pick(foreignTemplates).lang : 'en');
      let title: string;
      let body: string;
      if (lang !== 'en') {
        const t = (foreignTemplates ?? []).find((f) => f.lang === lang);
        if (!t) throw new Error(`no ${lang} templates for ${event.type.key}`);
        title = render(rng.pick(t.titles), slots, rng);
        body = rng
          .sample(t.sentences, rng.int(2, Math.min(4, t.sentences.length)))
          .map((s) => render(s, slots, rng))
          .join(lang === 'ja' ? '' : ' ');
      } else {
        title = render(rng.pick(phase.titles), slots, rng);
        body = composeBody(event.type, phase, slots, rng);
      }
      articles.push({ id: '', title, body, published_at: date.toISOString(), event: event.key, lang, at });
    }
  }
  articles.sort((a, b) => a.at - b.at);
  return articles.map(({ at: _at, ...a }, i) => ({ ...a, id: `g${String(i + 1).padStart(4, '0')}` }));
}

function baseSlots(world: World, town: Town): Slots {
  return {
    town: town.name,
    river: town.river,
    region: town.region,
    mayor: town.mayor,
    policeChief: town.policeChief,
    hospital: town.hospital,
    school: town.school,
    club: town.club,
    interior: world.ministers.interior,
    health: world.ministers.health,
    transport: world.ministers.transport,
    finance: world.ministers.finance,
    prime: world.ministers.prime,
  };
}

function pickPhase(phases: Phase[], rng: Rng): Phase {
  const total = phases.reduce((s, p) => s + p.weight, 0);
  let r = rng.next() * total;
  for (const p of phases) {
    r -= p.weight;
    if (r <= 0) return p;
  }
  return phases[phases.length - 1] as Phase;
}

function composeBody(type: EventType, phase: Phase, slots: Slots, rng: Rng): string {
  // Outlets share the key facts but not the wording: one lede, up to two more facts, and up to two
  // sentences of colour (witnesses, local detail) that differ from article to article.
  const lede = rng.pick(phase.sentences);
  const facts = rng
    .shuffle([...phase.sentences.filter((s) => s !== lede), ...type.common])
    .slice(0, rng.int(0, 2));
  const colour = rng.sample(COLOUR, rng.int(0, 2));
  const rest = rng.shuffle([...facts, ...colour]);
  if (rng.chance(0.2)) rest.push(rng.pick(FILLER));
  while (rest.length < 1) rest.push(rng.pick(COLOUR));
  return [lede, ...rest]
    .slice(0, 5)
    .map((s) => render(s, slots, rng))
    .join(' ');
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const seedArg = args.indexOf('--seed');
  const outArg = args.indexOf('--out');
  const seed = seedArg >= 0 ? Number(args[seedArg + 1]) : 1;
  const out = join(here, outArg >= 0 ? (args[outArg + 1] ?? 'labelled.jsonl') : 'labelled.jsonl');
  const articles = generate(seed);
  const text = `${articles.map((a) => JSON.stringify(a)).join('\n')}\n`;
  writeFileSync(out, text);
  const events = new Set(articles.map((a) => a.event));
  const langs = new Map<string, number>();
  for (const a of articles) langs.set(a.lang, (langs.get(a.lang) ?? 0) + 1);
  process.stdout.write(
    `${out}: ${articles.length} articles, ${events.size} events, ${(text.length / 1024).toFixed(0)} KiB, ` +
      `languages ${[...langs].map(([l, c]) => `${l} ${c}`).join(', ')}\n`,
  );
}
