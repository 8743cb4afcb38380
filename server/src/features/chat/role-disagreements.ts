import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { STOPWORDS, words } from '../../lib/text-terms';
import { SYNONYM_GROUPS } from './chat-synonyms';
import {
  actStem,
  type ClaimRef,
  type ContrastingAccounts,
  canonical,
  looksVerbal,
} from './contrasting-accounts';

/**
 * Where sources give the story's event different days: one says the shooting was 'on Saturday', another
 * that the officer 'killed Grigoropoulos on Sunday'. A day counts for an act the story's summary tells
 * (its verbs, its event nouns, its deaths and injuries), so the riots 'on Monday' over a killing 'on
 * Saturday' are two acts, not two days of one; and not a day the news was said on ('officials said
 * Saturday', 'confirmed to People … on Friday'), nor a day to come. Two claims disagree when they come from
 * different sources, give the same act different days of the same kind (two weekdays, or two dates), and
 * name someone or something in common; and neither source also gives the other's day for that act.
 */

const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const MONTH_OF = new Map(
  MONTHS.flatMap((month, i) => [
    [month, i],
    [month.slice(0, 3), i],
    ...(month === 'september' ? [['sept', i] as const] : []),
  ]),
);

/** Words of reporting: a day right after one dates the report ('said Saturday'), not the event. */
const REPORTING = new Set(
  `said says say told tells reported reports announced announces confirmed confirms added stated declared
  explained quoted revealed disclosed according`.split(/\s+/),
);
/** How far after a reporting word its day may be ('confirmed to People and Us Weekly on Friday'). */
const REPORTING_REACH = 7;
/** Words before a day that make it no day of the act: a span's edge or a day to come. */
const NOT_THE_DAY = new Set(
  'since until till by before after next will would shall planned scheduled due expected from'.split(' '),
);
/** How far from its day an act may be. */
const ACT_REACH = 12;

/** Words that name no act of the event: the reporting, and the words every summary uses. */
const NO_ACT = new Set(
  [...REPORTING, 'according', 'saying', 'being', 'been', 'having', 'going', 'need', 'needed', 'seen'].map(
    actStem,
  ),
);

interface DayMention {
  kind: 'weekday' | 'date';
  /** 'saturday', or '12-6' (month-day) for a date. */
  value: string;
  /** The act it dates, canonical stems. */
  acts: Set<string>;
}

interface Reading {
  ref: ClaimRef;
  days: DayMention[];
  names: Set<string>;
}

/** The summary's acts: verbs ('shot', 'killed', 'checking'), event nouns ('explosion'), deaths and hurts. */
function eventActs(summary: string): Set<string> {
  return new Set(
    words(summary)
      .filter((word) => isAct(word))
      .map((word) => canonical(actStem(word))),
  );
}

const QUANTITY_STEMS = new Set(SYNONYM_GROUPS.slice(0, 3).flat());
function isAct(word: string): boolean {
  if (word.length < 4 || STOPWORDS.has(word) || /\d/.test(word)) return false;
  const stemmed = actStem(word);
  if (NO_ACT.has(stemmed) || NO_ACT.has(word)) return false;
  return looksVerbal(word) || /(?:sion|tion|ment)s?$/.test(word) || QUANTITY_STEMS.has(stemmed);
}

function read(ref: ClaimRef, acts: Set<string>): Reading {
  const text = ref.claim.text;
  const all = words(text);
  // ('entered Malibu Promises Treatment Center': a capitalised word past the first is a name, no act.)
  const named = (text.normalize('NFKD').match(/[\p{L}\p{N}]+/gu) ?? []).map(
    (token, i) => i > 0 && /^\p{Lu}/u.test(token),
  );
  const actAt = all.map((word, i) => (isAct(word) && !named[i] ? canonical(actStem(word)) : undefined));
  const storyAct = (i: number) => {
    const act = actAt[i];
    return act !== undefined && acts.has(act) ? act : undefined;
  };
  const days: DayMention[] = [];
  all.forEach((_, i) => {
    const mention = dayAt(all, i);
    if (!mention) return;
    const before = all.slice(Math.max(0, i - REPORTING_REACH), i);
    if (before.some((w) => REPORTING.has(w))) return;
    if (NOT_THE_DAY.has(all[i - 1] ?? '') || NOT_THE_DAY.has(all[i - 2] ?? '')) return;
    const found = new Set<string>();
    // ('Saturday's protests': the day of the next word's act.)
    if (all[i + 1] === 's') {
      const next = storyAct(i + 2);
      if (next) found.add(next);
    } else {
      // A day after its act dates the act nearest before it ('the fatal shooting of Alexis … on Saturday
      // sparked riots'); a day that opens the sentence dates what follows ('On Friday, Reid … checked in'),
      // and a day inside it dates nothing after it ('but on Wednesday — the same day Gray's autopsy showed
      // he had been shot seven times': the autopsy's day, not the shooting's).
      for (let j = i - 1; j >= Math.max(0, i - ACT_REACH) && !found.size; j--) {
        const act = storyAct(j);
        if (!act) continue;
        found.add(act);
        // ('fatal shooting': the act's word next to it names it too.)
        for (const k of [j - 1, j + 1]) {
          const near = storyAct(k);
          if (near) found.add(near);
        }
      }
      if (!found.size && opensSentence(all, i))
        for (let j = i + 1; j < Math.min(all.length, i + 1 + ACT_REACH); j++) {
          const act = storyAct(j);
          if (act) found.add(act);
        }
    }
    if (found.size) days.push({ ...mention, acts: found });
  });
  const names = new Set(
    [...text.matchAll(/(?<=[\p{L}\p{N},;:'"’”)]\s+)\p{Lu}[\p{L}'’-]*/gu)]
      .flatMap((m) => words(m[0]))
      .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !WEEKDAYS.includes(w) && !MONTH_OF.has(w)),
  );
  return { ref, days, names };
}

/** Words before a reporting word that make it passive. */
const PASSIVE = new Set('is are was were be been being'.split(' '));
/**
 * True when every day the text names is a day of reporting: a reporting word before it with no other verb
 * between ('the rep confirmed to People and Us Weekly on Friday', 'police said Saturday'), so the text dates
 * the news, not the event. A verb between gives the day to its own act ('a friend told People she went to
 * Promises on Tuesday'), and so does a passive report ('Fresh riots were reported in Greece on Saturday').
 * False when the text names no day.
 */
export function datesOnlyTheReport(text: string): boolean {
  const all = words(text);
  let days = 0;
  for (let i = 0; i < all.length; i++) {
    if (!dayAt(all, i) && all[i] !== 'yesterday') continue;
    days++;
    let reported = false;
    for (let j = i - 1; j >= Math.max(0, i - REPORTING_REACH); j--) {
      // ('Fresh riots were reported in Greece on Saturday': what was reported has the day.)
      if (REPORTING.has(all[j]!)) {
        reported = !PASSIVE.has(all[j - 1] ?? '');
        break;
      }
      if (looksVerbal(all[j]!)) break;
    }
    if (!reported) return false;
  }
  return days > 0;
}

/** Words a sentence's opening time phrase is made of ('Yesterday, on Friday', 'Late on Saturday night'). */
const OPENING = new Set('on yesterday late early last this the in at around about'.split(' '));
function opensSentence(all: string[], i: number): boolean {
  return all.slice(0, i).every((word) => OPENING.has(word));
}

/** A weekday ('Saturday', 'Saturday's'), or a date ('6 December', 'December 13'), at word `i`. */
function dayAt(all: string[], i: number): Omit<DayMention, 'acts'> | undefined {
  const word = all[i]!;
  if (WEEKDAYS.includes(word)) return { kind: 'weekday', value: word };
  const month = MONTH_OF.get(word);
  // ('may' is a month only beside a day's number.)
  if (month === undefined) return undefined;
  const dayNumber = [all[i - 1], all[i + 1]].find((w) => w && /^\d{1,2}$/.test(w) && Number(w) <= 31);
  if (!dayNumber) return undefined;
  return { kind: 'date', value: `${month + 1}-${Number(dayNumber)}` };
}

/** The days each act is given by a source, to tell whether a source also gives the other's day. */
function daysOfSource(readings: Reading[], pageId: string, act: string): Set<string> {
  const found = new Set<string>();
  for (const r of readings) {
    if (r.ref.claim.source.page_id !== pageId) continue;
    for (const day of r.days) if (day.acts.has(act)) found.add(day.value);
  }
  return found;
}

/**
 * The claims that give the story's event different days, as contrasting accounts: each side the claims that
 * give one day, the side of the earliest claim first. `claims` are the story's claims in order (their
 * numbers), and `considered` says which of them may be read (on the story, of its time).
 */
export function roleDisagreements(
  claims: StoryClaim[],
  summary: string,
  considered: (claim: StoryClaim) => boolean,
): ContrastingAccounts[] {
  const acts = eventActs(summary);
  if (!acts.size) return [];
  const readings = claims
    .map((claim, index) => ({ number: index + 1, claim }))
    .filter((ref) => considered(ref.claim))
    .map((ref) => read(ref, acts))
    .filter((r) => r.days.length);
  const groups = new Map<string, { sides: Map<string, Set<Reading>> }>();
  for (const a of readings) {
    for (const b of readings) {
      const [pa, pb] = [a.ref.claim.source.page_id, b.ref.claim.source.page_id];
      if (a.ref.number >= b.ref.number || pa === pb) continue;
      if (![...a.names].some((name) => b.names.has(name))) continue;
      for (const da of a.days) {
        for (const db of b.days) {
          if (da.kind !== db.kind || da.value === db.value) continue;
          for (const act of da.acts) {
            if (!db.acts.has(act)) continue;
            // A source that gives the act both days (or the other's) does not contradict the other.
            if (
              daysOfSource(readings, pa, act).has(db.value) ||
              daysOfSource(readings, pb, act).has(da.value)
            )
              continue;
            // A claim that gives one act two days tells two moments of it, not the act's day.
            if (
              [a, b].some((r) => new Set(r.days.filter((d) => d.acts.has(act)).map((d) => d.value)).size > 1)
            )
              continue;
            const key = `${act}|${[da.value, db.value].sort().join('|')}`;
            const group = groups.get(key) ?? { sides: new Map() };
            group.sides.set(da.value, (group.sides.get(da.value) ?? new Set()).add(a));
            group.sides.set(db.value, (group.sides.get(db.value) ?? new Set()).add(b));
            groups.set(key, group);
          }
        }
      }
    }
  }
  const byNumber = (x: Reading, y: Reading) => x.ref.number - y.ref.number;
  const contrasts = [...groups.values()].map(({ sides }) => {
    const [first, second] = [...sides.values()]
      .map((side) => [...side].sort(byNumber))
      .sort((x, y) => x[0]!.ref.number - y[0]!.ref.number);
    return { asserting: first!.map((r) => r.ref), opposing: second!.map((r) => r.ref) };
  });
  // The same two sides found through two words of one act ('fatal shooting' and 'killed') are one contrast.
  const seen = new Set<string>();
  return contrasts
    .filter((c) => {
      const key = [c.asserting, c.opposing].map((side) => side.map((r) => r.number).join(',')).join('/');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (x, y) =>
        Math.min(x.asserting[0]!.number, x.opposing[0]!.number) -
        Math.min(y.asserting[0]!.number, y.opposing[0]!.number),
    );
}
