import { stem } from '../../lib/text-terms';
import { SYNONYM_GROUPS } from './chat-synonyms';

/**
 * The figures a claim states ('at least 15 people died' → deaths, people, 15 or more), so that the chat can
 * tell where sources give different figures for the same thing. Only counts of the quantities a news
 * reader compares are figures: deaths, injuries, evacuations, damage, arrests and rainfall, recognised by
 * the chat's synonym groups; a number with no such word in its clause ('a town of about 14,000 people',
 * 'the previous record, 20.1 feet') is no figure, so it can never be taken for a disagreement.
 */

export const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b\d{1,2}:\d{2}\b/gi;
const YEAR = /\b(?:1[89]|20)\d{2}\b/g;
export const MONTH_DAY =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g;

/** A person's age: 'Bob Currie, 66,', 'both 51', 'aged 67', 'a 67-year-old' (not the 180 of '1,180,000'). */
const AGE = /(?<!\d),\s*\d{1,3}\s*,|\b(?:both|aged|age)\s+\d{1,3}\b|\b\d{1,3}-year-old\b/gi;

/** A score, a record or a vote ('an 88-72 setback', '(2 - 13)', 'a 7–4 vote'): two numbers that count nothing. */
const SCORE = /\b\d+\s?[-–]\s?\d+\b/g;

/** The text without its clock times, days of the month, years, ages and scores: numbers that count nothing. */
function withoutNonCounts(text: string): string {
  return text
    .replace(CLOCK_TIME, ' ')
    .replace(MONTH_DAY, ' ')
    .replace(YEAR, ' ')
    .replace(AGE, ' , ')
    .replace(SCORE, ' ');
}

/** A number that counts something: not a clock time ('1:40 a.m.'), a year, a day of the month or an age. */
export function statesCount(text: string): boolean {
  return /\d/.test(withoutNonCounts(text));
}

/** The quantities compared, each the synonym group (by its first stem) that names it. */
export const QUANTITIES = {
  die: 'deaths',
  injur: 'injuries',
  evacuat: 'evacuations',
  damag: 'damage',
  arrest: 'arrests',
  rain: 'rainfall',
} as const;
export type Quantity = keyof typeof QUANTITIES;

const QUANTITY_OF_STEM = new Map<string, Quantity>();
for (const group of SYNONYM_GROUPS) {
  const quantity = group[0] as Quantity;
  if (quantity in QUANTITIES) for (const word of group) QUANTITY_OF_STEM.set(word, quantity);
}
/**
 * Words that name a quantity only when nothing stronger does: 'the number of damaged homes at 340' counts
 * damage, not evacuations; 'hospital officials put the toll at 15' counts deaths.
 */
const WEAK_STEMS = new Set(['home', 'hospital', 'cost', 'loss'].map(stem));

/**
 * People hurt or killed: 'the three victims' of a shooting are two dead and one wounded, so these words
 * name no quantity of their own; what their clause says happened to them does ('five victims were hurt').
 */
const HURT_OR_KILLED = new Set(['victim', 'casualty'].map(stem));

/** The quantity a word names, if any ('killed' → deaths, 'hospitalised' → injuries). */
export function quantityOf(word: string): Quantity | undefined {
  const stemmed = stem(word);
  if (HURT_OR_KILLED.has(stemmed)) return undefined;
  const exact = QUANTITY_OF_STEM.get(stemmed);
  if (exact) return exact;
  for (const [prefix, quantity] of QUANTITY_OF_STEM)
    if (prefix.length >= 5 && stemmed.startsWith(prefix)) return quantity;
  return undefined;
}

/**
 * The quantities words name, the strong ones only when there are any ('destroyed homes' → damage); with
 * `strongOnly`, never by a weak word alone ('hospitals' that a strike shut name no injuries).
 */
export function quantitiesNamed(words: string[], strongOnly = false): Set<Quantity> {
  const strong = new Set<Quantity>();
  const weak = new Set<Quantity>();
  for (const word of words) {
    const quantity = quantityOf(word);
    if (quantity) (WEAK_STEMS.has(stem(word)) ? weak : strong).add(quantity);
  }
  return strong.size || strongOnly ? strong : weak;
}

/**
 * What is counted, when it is not people in general: '2 firefighters were hurt' is not another count of
 * '5 people were hurt', only some of them; '340 damaged homes' counts no one.
 */
const SOME_PEOPLE = new Set(
  `adult child children student pupil worker firefighter officer policeman soldier trooper passenger tourist
  migrant patient rescuer civilian journalist miner crew man men woman women youth boy girl teenager employee
  member protester demonstrator rioter suspect inmate prisoner player fan villager victim casualty`
    .split(/\s+/)
    .map(stem),
);
const SUBJECTS = new Set([
  ...SOME_PEOPLE,
  ...`animal home house building vehicle car business school structure dwelling apartment flat shop farm`
    .split(/\s+/)
    .map(stem),
]);

/** True when the subject counts some of the people a figure about people counts. */
export function someOfPeople(subject: string): boolean {
  return SOME_PEOPLE.has(subject);
}
const PEOPLE = new Set(SYNONYM_GROUPS.find((group) => group[0] === stem('people')) ?? []);

const UNITS: Record<string, string> = {
  foot: 'foot',
  feet: 'foot',
  ft: 'foot',
  inch: 'inch',
  inches: 'inch',
  metre: 'metre',
  metres: 'metre',
  meter: 'metre',
  meters: 'metre',
  m: 'metre',
  cm: 'cm',
  centimetres: 'cm',
  centimeters: 'cm',
  mm: 'mm',
  millimetres: 'mm',
  millimeters: 'mm',
  litres: 'litre',
  liters: 'litre',
  km: 'km',
  kilometres: 'km',
  kilometers: 'km',
  miles: 'mile',
  mile: 'mile',
  hectares: 'hectare',
  acres: 'acre',
  percent: 'percent',
  '%': 'percent',
  dollars: 'money',
  euros: 'money',
  pounds: 'money',
  usd: 'money',
  eur: 'money',
};
/**
 * A number of hours, days or years is how long something lasted, never a figure of the quantity, nor is a
 * number of weekdays ('injured two Sundays ago').
 */
const DURATIONS = new Set(
  `second seconds minute minutes hour hours day days night nights week weeks month months year years decade
  decades weekend weekends mondays tuesdays wednesdays thursdays fridays saturdays sundays`.split(/\s+/),
);
/** 'charged with one count of murder': counts of a charge are no figure of arrests. */
const NOT_COUNTED = new Set([...DURATIONS, 'count', 'counts']);

const SMALL_NUMBERS = new Map(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen`
    .split(/\s+/)
    .map((word, value) => [word, value]),
);
const TENS = new Map(
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, i) => [word, 20 + 10 * i]),
);
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  m: 1_000_000,
  billion: 1_000_000_000,
  bn: 1_000_000_000,
};

/** 'two', 'twenty-five', 'a dozen': a spelt-out number, or undefined. */
function spelt(word: string): number | undefined {
  if (SMALL_NUMBERS.has(word)) return SMALL_NUMBERS.get(word);
  if (word === 'dozen') return 12;
  const [tens, unit] = word.split('-');
  const base = TENS.get(tens ?? '');
  if (base === undefined) return undefined;
  if (unit === undefined) return base;
  const ones = SMALL_NUMBERS.get(unit);
  return ones !== undefined && ones > 0 && ones < 10 ? base + ones : undefined;
}

/** 'No deaths', 'no injuries', 'no arrests' count zero; 'no evacuation order' counts nothing. */
const COUNTED_AS_NONE = new Set<Quantity | undefined>(['die', 'injur', 'damag', 'arrest']);

type Bound = 'at_least' | 'at_most' | 'about' | 'nearly';
/** Words before a number that bound it, longest first ('no more than' before 'more than'). */
const BOUNDS: Array<[string, Bound]> = [
  ['no more than', 'at_most'],
  ['no fewer than', 'at_least'],
  ['no less than', 'at_least'],
  ['upwards of', 'at_least'],
  ['in excess of', 'at_least'],
  ['a minimum of', 'at_least'],
  ['a maximum of', 'at_most'],
  ['at least', 'at_least'],
  ['more than', 'at_least'],
  ['at most', 'at_most'],
  ['fewer than', 'at_most'],
  ['less than', 'at_most'],
  ['up to', 'at_most'],
  ['close to', 'nearly'],
  ['an estimated', 'about'],
  ['over', 'at_least'],
  ['above', 'at_least'],
  ['exceeding', 'at_least'],
  ['under', 'at_most'],
  ['below', 'at_most'],
  ['about', 'about'],
  ['around', 'about'],
  ['roughly', 'about'],
  ['approximately', 'about'],
  ['some', 'about'],
  ['estimated', 'about'],
  ['nearly', 'nearly'],
  ['almost', 'nearly'],
];
const BOUND_WORDS = new Set(BOUNDS.flatMap(([phrase]) => phrase.split(' ')));
/** Words that may open a sentence with a count. */
const INTRODUCING = new Set([
  ...BOUND_WORDS,
  ...'only just another exactly all the and but so then while when after since in on by with'.split(' '),
]);
/** 'About 300' is 270 to 330: a rounded figure, not a count to the person. */
const ABOUT = 0.1;

export interface Figure {
  quantity: Quantity;
  /** What is counted: a stem of SUBJECTS, 'people' when nothing else is named. */
  subject: string;
  /** How the subject was written ('firefighters'), for the answer's wording. */
  subjectWord: string;
  /** 'count' for a number of things, else the unit ('money', 'inch', 'percent'). */
  unit: string;
  /** The values the figure allows, inclusive: 'at least 15' is [15, Infinity], 'about 300' [270, 330]. */
  low: number;
  high: number;
  /** The number as stated, and which way the figure is open: 'at least 15' is 15, open above. */
  value: number;
  open: 'above' | 'below' | null;
}

type NumberToken = { kind: 'number'; value: number; precision: number; currency: boolean; index: number };
type Token =
  | NumberToken
  | { kind: 'word'; word: string; capitalised: boolean; named: boolean; index: number }
  | { kind: 'break'; index: number };

const TOKEN =
  /([$€£])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)|(\p{L}+(?:-\p{L}+)*|%)|([,;:()\u2013\u2014!?"“”]|\.(?=\s|$))/gu;

function tokens(text: string): Token[] {
  const list: Token[] = [];
  const plain = withoutNonCounts(text)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  for (const match of plain.matchAll(TOKEN)) {
    const index = list.length;
    if (match[2]) {
      const digits = match[2].replace(/,/g, '');
      const decimals = digits.split('.')[1]?.length ?? 0;
      list.push({
        kind: 'number',
        value: Number(digits),
        // Half a unit of the last digit written: '1.2 million' is 1.15 to 1.25 million.
        precision: decimals ? 0.5 * 10 ** -decimals : 0,
        currency: Boolean(match[1]),
        index,
      });
    } else if (match[3]) {
      const word = match[3].toLowerCase();
      const capitalised = match[3][0] !== word[0];
      // ('The Chargers reached the playoffs': a capitalised word inside a sentence is a name, and names no
      // quantity; a headline in capitals still counts its 'DEAD'.)
      const named = capitalised && list.length > 0 && match[3] !== match[3].toUpperCase();
      list.push({ kind: 'word', word, capitalised, named, index });
    } else list.push({ kind: 'break', index });
  }
  return mergeNumbers(list);
}

/**
 * Spelt-out numbers become numbers, and scales join the number before them ('1.2 million', 'two hundred');
 * 'no deaths', 'nobody was hurt' and 'no one' count zero.
 */
function mergeNumbers(list: Token[]): Token[] {
  const merged: Token[] = [];
  const word = (i: number) => {
    const token = list[i];
    return token?.kind === 'word' ? token.word : undefined;
  };
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!;
    let number: NumberToken | undefined;
    if (token.kind === 'number') number = token;
    else if (token.kind === 'word') {
      const next = word(i + 1);
      const value =
        token.word === 'nobody' ||
        (token.word === 'no' && next !== undefined && COUNTED_AS_NONE.has(quantityOf(next)))
          ? 0
          : spelt(token.word);
      if (value !== undefined) number = { kind: 'number', value, precision: 0, currency: false, index: 0 };
      else if (token.word === 'no' && next === 'one') {
        number = { kind: 'number', value: 0, precision: 0, currency: false, index: 0 };
        i++;
      }
      // 'a dozen': the article is part of the number.
      const previous = merged.at(-1);
      if (token.word === 'dozen' && previous?.kind === 'word' && previous.word === 'a') merged.pop();
    }
    if (!number) {
      merged.push({ ...token, index: merged.length });
      continue;
    }
    let { value, precision } = number;
    const scaleWord = word(i + 1);
    const scale = scaleWord ? SCALES[scaleWord] : undefined;
    // 'm' after a sum of money is millions, after anything else metres.
    if (scale && (scaleWord !== 'm' || number.currency)) {
      value *= scale;
      precision *= scale;
      i++;
    }
    merged.push({ ...number, value, precision, index: merged.length });
  }
  return merged;
}

/** The figures a claim's text states, in the order it states them. */
export function claimFigures(text: string): Figure[] {
  const list = tokens(text);
  const figures: Figure[] = [];
  for (const token of list) {
    if (token.kind !== 'number') continue;
    const figure = figureAt(list, token.index);
    if (figure) figures.push(figure);
  }
  return figures;
}

function wordAt(list: Token[], index: number): string | undefined {
  const token = list[index];
  return token?.kind === 'word' ? token.word : undefined;
}

function figureAt(list: Token[], at: number): Figure | undefined {
  const number = list[at] as NumberToken;
  const after = wordAt(list, at + 1);
  const before = list[at - 1];
  // 'Route 9', 'Riverside 7': a name, not a count ('About 300', 'Another 20' are counts).
  if (before?.kind === 'word' && before.capitalised && !INTRODUCING.has(before.word)) return undefined;
  if (after && NOT_COUNTED.has(after)) return undefined;
  // ('arrested five buildings away', 'two blocks away': a distance.)
  if (wordAt(list, at + 2) === 'away') return undefined;
  // 'out six to eight months': the first number of a span of time is a duration too.
  const spanEnd = list[at + 2];
  if (
    (after === 'to' || after === 'or') &&
    spanEnd?.kind === 'number' &&
    DURATIONS.has(wordAt(list, at + 3) ?? '')
  )
    return undefined;
  // 'one of the dead' counts part of the dead, not them ('one of the victims' part of the victims).
  if (after === 'of') {
    const counted = [2, 3].map((k) => wordAt(list, at + k)).find((w) => w && !DETERMINERS.has(w));
    if (counted && (quantityOf(counted) || HURT_OR_KILLED.has(stem(counted)))) return undefined;
  }
  const perCent = after === 'per' && wordAt(list, at + 2) === 'cent';
  const unit = number.currency ? 'money' : perCent ? 'percent' : (after && UNITS[after]) || 'count';

  const quantity = quantityBefore(list, at) ?? nearestQuantity(list, at);
  if (!quantity) return undefined;
  // ('one of her four cats', 'the 1950s pin-up', 'at the age of 85': a number that names nothing it counts
  // is no count of people; a sum of money or a share counts the quantity itself.)
  const counted = countedSubject(list, at);
  if (!counted && unit === 'count') return undefined;
  const { subject, subjectWord } = counted ?? { subject: 'people', subjectWord: 'people' };
  const bound = boundBefore(list, at) ?? boundAfter(list, at);
  const [low, high] = range(number.value, number.precision, bound);
  const open = bound === 'at_least' ? 'above' : bound === 'at_most' ? 'below' : null;
  return { quantity, subject, subjectWord, unit, low, high, value: number.value, open };
}

const DETERMINERS = new Set(['the', 'her', 'his', 'their', 'its', 'our', 'those', 'these', 'them']);
/** Words between a number and what it counts: 'two of her firefighters', '3 more officers'. */
const LINKING = new Set(['of', 'more', 'other', 'additional', 'further', 'a', 'an']);
const POSSESSIVES = new Set(['their', 'his', 'her', 'its', 'our', 'my', 'your']);
const HOME = stem('home');
/** 'From their homes': the homes people left, not homes counted. */
function leftHome(list: Token[], index: number): boolean {
  return stem(wordAt(list, index) ?? '') === HOME && POSSESSIVES.has(wordAt(list, index - 1) ?? '');
}

/**
 * The words of the number's clause, nearest first (after the number before before it, at the same distance):
 * a word past another number counts as further away, as it more likely belongs to that number.
 */
/**
 * Words that open another clause: 'Twelve people died when a bus carrying 46 passengers…' counts no 46 dead.
 * A relative pronoun after the number still speaks of what it counts ('15 people who were hurt').
 */
const SUBORDINATE = new Set(
  'when after before while as because since although though if until unless but whereas'.split(' '),
);
const RELATIVE = new Set(['who', 'which', 'that', 'whose', 'where']);

function clauseWords(list: Token[], at: number): Array<{ word: string; index: number; distance: number }> {
  const found: Array<{ word: string; index: number; distance: number }> = [];
  for (const step of [1, -1]) {
    let distance = 0;
    for (let i = at + step; i >= 0 && i < list.length; i += step) {
      const token = list[i]!;
      if (token.kind === 'break') break;
      if (token.kind === 'word' && (SUBORDINATE.has(token.word) || (step < 0 && RELATIVE.has(token.word))))
        break;
      distance += token.kind === 'number' ? 3 : 1;
      if (token.kind === 'word')
        found.push({ word: token.word, index: i, distance: distance + (step < 0 ? 0.5 : 0) });
    }
  }
  return found.sort((a, b) => a.distance - b.distance);
}

/** 'Prosecutors believe he intended to kill one other person': an act only intended is none done. */
const INTENDED = /^(?:intend|tri|try|attempt|plan|plot|threaten|want|aim|seek|sought|vow|conspir)/;

function intended(list: Token[], index: number): boolean {
  return wordAt(list, index - 1) === 'to' && INTENDED.test(wordAt(list, index - 2) ?? '');
}

function nearestQuantity(list: Token[], at: number): Quantity | undefined {
  let weak: Quantity | undefined;
  for (const { word, index } of clauseWords(list, at)) {
    const token = list[index];
    if (token?.kind === 'word' && token.named) continue;
    if (intended(list, index)) continue;
    const quantity = quantityOf(word);
    if (!quantity) continue;
    // 'forced from their homes' names an evacuation; 'damaged homes' only the homes.
    if (stem(word) === HOME && !leftHome(list, index)) continue;
    if (!WEAK_STEMS.has(stem(word))) return quantity;
    weak ??= quantity;
  }
  return weak;
}

/** Words between what is counted and its number: 'put damaged homes at 340', 'the toll rose to 15'. */
const STATED_AS = new Set([
  'at',
  'to',
  'was',
  'were',
  'is',
  'are',
  'reached',
  'totalled',
  'totaled',
  'stood',
]);

/** Words between a number and the quantity it counts: '50 were injured', '3 have died', '12 had been hurt'. */
const AUXILIARIES = new Set('were was are is have has had been being'.split(' '));
/** 'Gray has four prior arrests': a count of the past, not of what the story reports. */
const EARLIER = new Set(['prior', 'previous', 'past', 'earlier', 'former']);

/**
 * What the number counts: the noun after it ('2 firefighters', 'two of her firefighters', '340 damaged
 * homes'), else one just before it ('the number of damaged homes at about 340'); people when the counted
 * are named by the quantity itself ('3 DEAD', 'two deaths', '50 were injured', 'killing 12', 'the toll
 * rose to 15'). Undefined when nothing names what is counted ('one of her four cats').
 */
function countedSubject(list: Token[], at: number): { subject: string; subjectWord: string } | undefined {
  const people = { subject: 'people', subjectWord: 'people' };
  const namesQuantity = (i: number) => {
    const token = list[i];
    return token?.kind === 'word' && !token.named && quantityOf(token.word) !== undefined;
  };
  // ('two police officers': one word may qualify what is counted.)
  let qualifiers = 0;
  for (let i = at + 1; i <= at + 4; i++) {
    const word = wordAt(list, i);
    if (!word || EARLIER.has(word)) break;
    const stemmed = stem(word);
    if (PEOPLE.has(stemmed)) return people;
    if (SUBJECTS.has(stemmed) && !leftHome(list, i)) return { subject: stemmed, subjectWord: word };
    // ('3 DEAD', '50 were injured'; not '200 communists had stormed', a count of communists.)
    if (!qualifiers && namesQuantity(i) && !WEAK_STEMS.has(stemmed)) return people;
    if (!DETERMINERS.has(word) && !LINKING.has(word) && !AUXILIARIES.has(word) && ++qualifiers > 1) break;
  }
  const link = wordBeforeBound(list, at);
  // ('killing 612 people and wounding around 1,400': the act names whom it counts.)
  if (quantityBefore(list, at)) return people;
  if (!STATED_AS.has(wordAt(list, link) ?? '')) return undefined;
  for (let i = link - 1; i >= link - 4; i--) {
    const word = wordAt(list, i);
    if (!word) break;
    const stemmed = stem(word);
    if (PEOPLE.has(stemmed)) return people;
    if (SUBJECTS.has(stemmed) && !leftHome(list, i)) return { subject: stemmed, subjectWord: word };
    if (namesQuantity(i)) return people;
  }
  return undefined;
}

/** The index of the word before the number and the phrase that bounds it ('killing' in 'killing at least 7'). */
function wordBeforeBound(list: Token[], at: number): number {
  const preceding = [3, 2, 1].map((k) => wordAt(list, at - k) ?? '').join(' ');
  for (const [phrase] of BOUNDS) {
    if (STATED_AS.has(phrase)) continue;
    if (preceding === phrase || preceding.endsWith(` ${phrase}`)) return at - 1 - phrase.split(' ').length;
  }
  return at - 1;
}

/** The quantity an act just before the number names: 'killing at least 7', 'injuring 40'. */
function quantityBefore(list: Token[], at: number): Quantity | undefined {
  const index = wordBeforeBound(list, at);
  const token = list[index];
  if (token?.kind !== 'word' || token.named || WEAK_STEMS.has(stem(token.word)) || intended(list, index))
    return undefined;
  return quantityOf(token.word);
}

function boundBefore(list: Token[], at: number): Bound | undefined {
  const preceding = [3, 2, 1].map((k) => wordAt(list, at - k) ?? '').join(' ');
  for (const [phrase, bound] of BOUNDS) {
    if (preceding === phrase || preceding.endsWith(` ${phrase}`)) return bound;
  }
  return undefined;
}

/** '15 or more', '300 or so'. */
function boundAfter(list: Token[], at: number): Bound | undefined {
  if (wordAt(list, at + 1) !== 'or') return undefined;
  const next = wordAt(list, at + 2);
  if (next === 'more') return 'at_least';
  if (next === 'fewer' || next === 'less') return 'at_most';
  if (next === 'so') return 'about';
  return undefined;
}

function range(value: number, precision: number, bound: Bound | undefined): [number, number] {
  const low = value - precision;
  const high = value + precision;
  if (bound === 'at_least') return [low, Number.POSITIVE_INFINITY];
  if (bound === 'at_most') return [0, high];
  if (bound === 'about') return [Math.min(low, value * (1 - ABOUT)), Math.max(high, value * (1 + ABOUT))];
  if (bound === 'nearly') return [Math.min(low, value * (1 - ABOUT)), high];
  return [low, high];
}
