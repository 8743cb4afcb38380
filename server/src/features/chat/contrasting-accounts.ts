import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { contentWords, STOPWORDS, stem, words } from '../../lib/text-terms';
import { SYNONYMS } from './chat-synonyms';

/**
 * Where sources give accounts that cannot both be true, in words rather than figures: one source asserts
 * what another denies ('witnesses said he aimed at the boy' against 'he had not aimed his gun at the
 * victim'), or they give opposite accounts of how it happened ('deliberately took aim' against 'fired
 * warning shots', 'accidentally hit by a ricochet'). Two claims are compared only when they come from
 * different sources, about the same day, and share at least two other words (or their synonyms): the same
 * people and the same act, not two events that happen to use one verb.
 */

export interface ClaimRef {
  number: number;
  claim: StoryClaim;
}

export interface ContrastingAccounts {
  /** The claims on either side: `asserting` state it, `opposing` deny it or give the opposite account. */
  asserting: ClaimRef[];
  opposing: ClaimRef[];
}

/**
 * Words that negate the act after them; 't' is the end of "didn't" (`words` splits at the apostrophe). Not
 * 'no', which is as often a noun ('a "no" vote') as a denial, and a missing figure is the figures' work.
 */
const NEGATION = new Set(['not', 'never', 't']);
/**
 * A negation after these says what someone could or would do, not that something did not happen:
 * 'Indianapolis couldn't score' in one drive denies no touchdown scored in another.
 */
const MODAL = new Set(
  'can could couldn would wouldn should shouldn might may must mustn will won shall'.split(' '),
);
/** Words that deny what follows them: 'denied firing at the boy', 'denies that he aimed'. */
const DENIAL = new Set([
  'deny',
  'denied',
  'denies',
  'denying',
  'rejected',
  'rejects',
  'disputed',
  'disputes',
]);
/** How far after a negation an 'until' makes it a statement of when ('did not … until'). */
const UNTIL_REACH = 10;
/** How far after a negation or a denial its act may be. */
const NEGATION_REACH = 4;
/**
 * Acts whose denial contradicts nothing: a source that did not say, confirm or comment has not said the
 * opposite, and a number, a time or a figure word is the figures' comparison (source-disagreements.ts).
 */
const NOT_AN_ACCOUNT = new Set(
  `say said tell told comment confirm know believe expect speak reveal disclose name identify release give
  immediately clear one longer only more less just known`
    .split(/\s+/)
    .map(stem),
);

/**
 * Past forms of common news verbs as their base, so that 'did not run the light' denies 'ran the light' and
 * 'never shot at him' denies 'shot at him' (regular verbs meet through `stem`).
 */
const IRREGULAR_PAIRS =
  `ran run took take shot shoot gave give saw see went go came come fled flee fell fall left leave met meet
  paid pay sold sell struck strike threw throw wrote write drove drive broke break began begin won win
  lost lose fought fight hid hide held hold led lead stole steal bought buy brought bring caught catch
  chose choose sent send spent spend found find made make stood stand hit hit knew know`.split(/\s+/);
const IRREGULAR = new Map(
  IRREGULAR_PAIRS.flatMap((word, i) => (i % 2 ? [] : [[word, IRREGULAR_PAIRS[i + 1]!] as const])),
);
/** The stem of a word, a past form as its base's. */
export function actStem(word: string): string {
  return stem(IRREGULAR.get(word) ?? word);
}

/**
 * Opposite accounts of the same act: each a pair of phrase lists (stems, in order) that cannot both be
 * true of it. Intent: a deliberate act against an accident, a stray shot or one fired into the air. Guilt,
 * and whether someone was armed.
 */
const OPPOSITES: Array<[string[][], string[][]]> = [
  [
    ['deliberat', 'intentional', 'on purpose', 'purposely', 'took aim', 'aim at', 'aim his', 'aim her'],
    [
      'accidental',
      'by accident',
      'unintentional',
      'inadvertent',
      'ricochet',
      'stray bullet',
      'warning shot',
      'warning shots',
      'in the air',
      'into the air',
    ],
  ].map((side) => side.map((phrase) => phrase.split(' ').map(actStem))) as [string[][], string[][]],
  [[['guilty']], [['innocent']]],
  [[['armed']], [['unarmed']]],
];

/** Words that carry no subject: the reporting around a claim ('police said', 'according to'). */
const NO_SUBJECT = new Set(
  `said say says told according claimed claim reported reportedly earlier later also would could
  one two three`
    .split(/\s+/)
    .map(stem),
);

interface Reading {
  ref: ClaimRef;
  /** Stems the claim states as they are. */
  asserted: Set<string>;
  /** The stems of its words in order, and the indices of the acts it states as done (not denied, not 'to …'). */
  stems: string[];
  assertedAt: Set<number>;
  /** Whether the claim is someone's account ('police said', 'according to', a quoted speaker). */
  attributed: boolean;
  /** Stems it negates or denies. */
  denied: Set<string>;
  /** For each denied act, the content word it was done to, if any ('did not run the red light': red). */
  deniedObject: Map<string, string | undefined>;
  /** For each opposite pair, the side the claim takes (0 or 1), if exactly one. */
  sides: Array<0 | 1 | undefined>;
  /** Its content stems, each as its synonym group's first stem, to tell whether two claims share a subject. */
  subject: Set<string>;
  /** The names it mentions (lower case): a denial must be about someone or something both claims name. */
  names: Set<string>;
}

function read(ref: ClaimRef): Reading {
  const all = words(ref.claim.text);
  const stems = all.map(actStem);
  const denied = new Set<string>();
  const deniedAt = new Set<number>();
  const deniedObject = new Map<string, string | undefined>();
  all.forEach((_, i) => {
    const at = deniedAct(all, i);
    if (at === undefined) return;
    deniedAt.add(at);
    if (NOT_AN_ACCOUNT.has(stems[at]!)) return;
    denied.add(stems[at]!);
    deniedObject.set(stems[at]!, objectAfter(all, at));
  });
  const asserted = new Set(stems.filter((s, i) => !deniedAt.has(i) && !denied.has(s)));
  // ('negotiating to purchase the property', 'could score': intended or possible, not done.)
  const assertedAt = new Set(
    stems
      .map((_, i) => i)
      .filter((i) => !deniedAt.has(i) && all[i - 1] !== 'to' && !MODAL.has(all[i - 1] ?? '')),
  );
  const attributed = Boolean(ref.claim.who) || ACCOUNT.test(ref.claim.text);
  const sides = OPPOSITES.map(([first, second]) => {
    const takes = (phrases: string[][]) => phrases.some((phrase) => occursAsserted(phrase, stems, deniedAt));
    // ('had not aimed his gun at the victim' gives the second account.)
    const deniesFirst = first.some((phrase) => phrase.some((s) => denied.has(s)));
    const [a, b] = [takes(first), takes(second) || deniesFirst];
    return a === b ? undefined : a ? 0 : 1;
  });
  const subject = new Set(
    contentWords(ref.claim.text)
      .map(stem)
      .filter((s) => !NO_SUBJECT.has(s) && !/^\d+$/.test(s))
      .map((s) => canonical(s)),
  );
  // Capitalised words past a sentence's first: the people, places and bodies the claim names.
  const names = new Set(
    [...ref.claim.text.matchAll(/(?<=[\p{L}\p{N},;:'"’”)]\s+)\p{Lu}[\p{L}'’-]*/gu)]
      .flatMap((m) => words(m[0]))
      .filter((w) => w.length > 1 && !STOPWORDS.has(w)),
  );
  return { ref, asserted, stems, assertedAt, attributed, denied, deniedObject, sides, subject, names };
}

/**
 * The index of the act a negation or a denial at `cue` denies, if it denies one: 'did not run the light'
 * (run), 'had never been charged' (charged), 'denied that she resigned' (resigned), 'did not have a gun'
 * (gun: what one had). A negation that denies no act of the story is none: 'not only', 'not to mention',
 * 'whether or not', 'couldn't score' (a modal), 'didn't take the lead until…' (when), 'has never been an
 * Oscar nominee' (a description, no act).
 */
function deniedAct(all: string[], cue: number): number | undefined {
  const word = all[cue]!;
  const previous = all[cue - 1] ?? '';
  const denial = DENIAL.has(word);
  const negation = NEGATION.has(word) && (word !== 't' || previous.endsWith('n'));
  if (!negation && !denial) return undefined;
  if (negation) {
    if (
      MODAL.has(previous) ||
      NOT_A_DENIAL_AFTER.has(previous) ||
      NOT_A_DENIAL_BEFORE.has(all[cue + 1] ?? '')
    )
      return undefined;
    if (all.slice(cue + 1, cue + 1 + UNTIL_REACH).some((w) => w === 'until' || w === 'till'))
      return undefined;
  }
  const doSupport = negation && DO.has(previous);
  for (let j = cue + 1; j <= cue + NEGATION_REACH && j < all.length; j++) {
    const next = all[j]!;
    if (next.endsWith('ly') || BEFORE_ACT.has(next) || (denial && DENIED_CLAUSE_OPENING.has(next))) continue;
    if (/\d/.test(next)) return undefined;
    if (doSupport && (next === 'have' || next === 'own' || next === 'carry')) {
      // What one did not have: the first word past its determiners.
      // ('They didn't have to kill him': what they had to do, not what they had.)
      let k = j + 1;
      while (DETERMINER.has(all[k] ?? '')) k++;
      return k < all.length && all[k] !== 'to' ? k : undefined;
    }
    return doSupport || looksVerbal(next) ? j : undefined;
  }
  return undefined;
}

/** Words of someone's account: a denial is one when a source, not the writer, gives it. */
const ACCOUNT =
  /\b(?:said|says|say|told|tells|according|claimed|claims|denied|denies|insisted|insists|maintained|maintains|testified|stated)\b/i;

/** The first content word within a few words after the act: what it was done to. */
function objectAfter(all: string[], at: number): string | undefined {
  for (let k = at + 1; k <= at + OBJECT_REACH && k < all.length; k++) {
    const word = all[k]!;
    if (word.length > 1 && !STOPWORDS.has(word) && !DETERMINER.has(word)) return actStem(word);
  }
  return undefined;
}
const OBJECT_REACH = 4;

/** The claim states the act as done, to the same thing when the denial names what it was done to. */
function statesAct(reading: Reading, act: string, object: string | undefined): boolean {
  const { stems, assertedAt } = reading;
  return stems.some(
    (s, i) =>
      s === act &&
      assertedAt.has(i) &&
      (object === undefined || stems.slice(i + 1, i + 1 + OBJECT_REACH).includes(object) || s === object),
  );
}

/** 'did' / 'does' / 'do' before 'not', and 'didn' / 'doesn' / 'don' before the 't' of "n't". */
const DO = new Set(['did', 'does', 'do', 'didn', 'doesn', 'don']);
/** Words a negation's act comes after: auxiliaries, and 'ever', 'yet', 'even'. */
const BEFORE_ACT = new Set('be been being have has had ever yet even also'.split(' '));
/** 'denied that he fired', 'denies having aimed'. */
const DENIED_CLAUSE_OPENING = new Set('that he she they it we i having being ever'.split(' '));
const DETERMINER = new Set('a an any the his her their its our my your this that these those'.split(' '));
/** 'whether or not', 'if not': no denial. */
const NOT_A_DENIAL_AFTER = new Set(['whether', 'or', 'if']);
/** 'not only', 'not just', 'not to mention', 'not because', 'not necessarily', 'not least': no denial. */
const NOT_A_DENIAL_BEFORE = new Set([
  'only',
  'just',
  'to',
  'because',
  'necessarily',
  'least',
  'always',
  'quite',
]);
/** A past form or a participle ('aimed', 'charged', 'shot', 'seen', 'wearing'): a verb, not a description. */
export function looksVerbal(word: string): boolean {
  return /(?:ed|en|ing)$/.test(word) || IRREGULAR.has(word) || PARTICIPLES.has(word);
}
const PARTICIPLES = new Set(
  'shot hit run taken given seen gone come fallen left met paid sold struck thrown written driven broken begun won lost fought hidden held led stolen bought brought caught chosen sent spent found made'.split(
    ' ',
  ),
);

/** The phrase's stems, in order, with the first of them not negated. */
function occursAsserted(phrase: string[], stems: string[], deniedAt: Set<number>): boolean {
  for (let i = 0; i + phrase.length <= stems.length; i++) {
    if (deniedAt.has(i)) continue;
    if (phrase.every((s, k) => stems[i + k] === s || (k === 0 && stems[i]!.startsWith(s) && s.length >= 7)))
      return true;
  }
  return false;
}

/** A stem as its synonym group's first stem ('boy' and 'teenager' meet). */
export function canonical(s: string): string {
  const synonyms = SYNONYMS.get(s);
  if (!synonyms?.length) return s;
  return [s, ...synonyms].sort()[0]!;
}

/** At least this many shared subject words (besides the act itself) make two claims about the same thing. */
const MIN_SHARED = 2;

function shared(a: Reading, b: Reading, except: Set<string>): number {
  let count = 0;
  for (const s of a.subject) if (b.subject.has(s) && !except.has(s)) count++;
  return count;
}

/** Different sources, and no different stated day. */
function comparable(a: ClaimRef, b: ClaimRef): boolean {
  if (a.claim.source.page_id === b.claim.source.page_id) return false;
  const [ta, tb] = [a.claim.event_time?.slice(0, 10), b.claim.event_time?.slice(0, 10)];
  return !ta || !tb || ta.startsWith(tb) || tb.startsWith(ta);
}

/**
 * The contrasting accounts in the claims, each a set of claims on either side, in story order of their
 * first claim. An act denied and asserted and an opposite pair are grouped by what they are about, so one
 * claim contradicted by three others is one contrast.
 */
export function contrastingAccounts(claims: StoryClaim[]): ContrastingAccounts[] {
  const readings = claims.map((claim, index) => read({ number: index + 1, claim }));
  const groups = new Map<string, { asserting: Set<Reading>; opposing: Set<Reading> }>();
  const add = (key: string, asserting: Reading, opposing: Reading) => {
    const group = groups.get(key) ?? { asserting: new Set(), opposing: new Set() };
    group.asserting.add(asserting);
    group.opposing.add(opposing);
    groups.set(key, group);
  };
  for (const a of readings) {
    for (const b of readings) {
      if (a === b || !comparable(a.ref, b.ref)) continue;
      for (const act of b.denied) {
        if (
          b.attributed &&
          !a.denied.has(act) &&
          statesAct(a, act, b.deniedObject.get(act)) &&
          shared(a, b, new Set([canonical(act)])) >= MIN_SHARED
        )
          add(`deny:${act}`, a, b);
      }
      a.sides.forEach((side, i) => {
        if (side === 0 && b.sides[i] === 1 && shared(a, b, new Set()) >= MIN_SHARED)
          add(`opposite:${i}`, a, b);
      });
    }
  }
  const byNumber = (x: Reading, y: Reading) => x.ref.number - y.ref.number;
  const contrasts = [...groups.values()].map((g) => ({
    asserting: [...g.asserting].sort(byNumber).map((r) => r.ref),
    opposing: [...g.opposing].sort(byNumber).map((r) => r.ref),
  }));
  // A contrast whose claims another contrast holds on the same sides says nothing more: 'he had not aimed'
  // against 'took aim' is also part of 'took aim' against every accidental account.
  const within = (small: ClaimRef[], large: ClaimRef[]) => small.every((r) => large.includes(r));
  return contrasts
    .filter(
      (c) =>
        !contrasts.some(
          (other) =>
            other !== c &&
            other.asserting.length + other.opposing.length > c.asserting.length + c.opposing.length &&
            ((within(c.asserting, other.asserting) && within(c.opposing, other.opposing)) ||
              (within(c.asserting, other.opposing) && within(c.opposing, other.asserting))),
        ),
    )
    .sort(
      (x, y) =>
        Math.min(x.asserting[0]!.number, x.opposing[0]!.number) -
        Math.min(y.asserting[0]!.number, y.opposing[0]!.number),
    );
}
