import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { contentWords, stem, words } from '../../lib/text-terms';
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
/** Words between a negation and what it negates: 'had not been', 'did not actually', 'was not the'. */
const BETWEEN_NEGATION_AND_ACT = new Set(
  `be been being have has had do does did was were is are am ever yet even actually ever the a an his her
  their its any that he she they it him them this`.split(/\s+/),
);
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
function actStem(word: string): string {
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
  /** Stems it negates or denies. */
  denied: Set<string>;
  /** For each opposite pair, the side the claim takes (0 or 1), if exactly one. */
  sides: Array<0 | 1 | undefined>;
  /** Its content stems, each as its synonym group's first stem, to tell whether two claims share a subject. */
  subject: Set<string>;
}

function read(ref: ClaimRef): Reading {
  const all = words(ref.claim.text);
  const stems = all.map(actStem);
  const denied = new Set<string>();
  const deniedAt = new Set<number>();
  all.forEach((word, i) => {
    const previous = all[i - 1] ?? '';
    const isNegation = NEGATION.has(word) && (word !== 't' || previous.endsWith('n')) && !MODAL.has(previous);
    if (!isNegation && !DENIAL.has(word)) return;
    for (let j = i + 1; j <= i + NEGATION_REACH && j < all.length; j++) {
      const next = all[j]!;
      if (BETWEEN_NEGATION_AND_ACT.has(next) || next.endsWith('ly')) continue;
      deniedAt.add(j);
      if (!NOT_AN_ACCOUNT.has(stems[j]!) && !/\d/.test(next)) denied.add(stems[j]!);
      break;
    }
  });
  const asserted = new Set(stems.filter((s, i) => !deniedAt.has(i) && !denied.has(s)));
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
  return { ref, asserted, denied, sides, subject };
}

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
function canonical(s: string): string {
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
          a.asserted.has(act) &&
          !a.denied.has(act) &&
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
