import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { escapeNarrativeText } from '@cairn/shared/narrative/narrative-markup';
import { contentWords, words } from '../../lib/text-terms';
import { citedSentence, listing } from './answer-text';
import {
  claimFigures,
  type Figure,
  QUANTITIES,
  quantitiesNamed,
  quantityOf,
  someOfPeople,
} from './claim-figures';
import { type ClaimRef, type ContrastingAccounts, contrastingAccounts } from './contrasting-accounts';
import { roleDisagreements } from './role-disagreements';

/**
 * 'Do the sources agree?', 'Any conflicting reports?', 'Where do reports differ on the death toll?': the
 * chat answers by comparing the figures that different sources state for the same quantity, and the
 * accounts one source gives and another denies or contradicts (contrasting-accounts.ts), and quotes both
 * sides, each cited. When nothing contradicts it says so in one sentence.
 */

/** Words that ask about disagreement whatever the question names: 'Do they disagree?', 'Any discrepancies?'. */
const DIFFER =
  /\b(?:disagree\w*|agrees?|differ|differs|differed|contradict\w*|discrepanc(?:y|ies)|(?:in)?consisten(?:t|cy|cies)|conflicting)\b/i;
/**
 * Words that ask about disagreement only in a question about the sources or their figures: 'What is the
 * dispute about?' and 'Tell me about the conflict' are about the story, and 'What did different sources
 * say about the cause?' asks what they said.
 */
const DIFFER_BETWEEN_SOURCES =
  /\b(?:agreed|agreement|conflicts?|disputed?|differences?|different\s+(?:figures?|numbers?|counts?|tolls?|estimates?|totals?|accounts?|versions?)|var(?:y|ies|ied)|match|tally|line\s+up|at\s+odds)\b/i;
/** What a question about disagreement is about when it is about the sources ('Are the numbers consistent?'). */
const ABOUT_SOURCES =
  /\b(?:sources?|reports?|reporting|accounts?|articles?|outlets?|media|news|figures?|numbers?|counts?|tolls?|estimates?|totals?|statistics?|stats)\b/i;

/**
 * A question about where the sources differ. 'Did the unions agree to the deal?' and 'Who disagreed?' are
 * about the story, not its sources: a question that names neither the sources nor their figures must have
 * no subject but the quantities compared.
 */
export function asksWhereSourcesDiffer(message: string): boolean {
  if (ABOUT_SOURCES.test(message)) return DIFFER.test(message) || DIFFER_BETWEEN_SOURCES.test(message);
  if (!DIFFER.test(message) || words(message).some((word) => PEOPLE_ASKED.has(word))) return false;
  return contentWords(message).every(
    (word) => DIFFER.test(word) || quantityOf(word) || QUESTION_WORDS.has(word),
  );
}
const PEOPLE_ASKED = new Set(['who', 'whom', 'whose']);
const QUESTION_WORDS = new Set(['any', 'many', 'much', 'anywhere', 'something', 'really', 'all']);

/** A year a claim says its event happened in: 'in December 2003', 'in 2003' (not 'the worst since 1974'). */
const IN_YEAR =
  /\bin\s+(?:(?:early|late|mid)[\s-]+)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?)?((?:1[89]|20)\d{2})\b/gi;

/** The years a claim is dated to: its own text's, and its resolved date's (a year alone may be a 'since'). */
function claimYears(claim: StoryClaim): number[] {
  const years = [...claim.text.matchAll(IN_YEAR)].map((m) => Number(m[1]));
  if (claim.event_time && claim.event_time.length >= 10) years.push(Number(claim.event_time.slice(0, 4)));
  return years;
}

/**
 * The story's year: the latest its claims are dated to, never after they were read (a plan for 2030 does not
 * make the story's own dates old). Undefined when no claim is dated.
 */
function latestYear(claims: StoryClaim[]): number | undefined {
  const readBy = Math.max(
    ...claims.map((c) => Number(c.created_at?.slice(0, 4)) || Number.POSITIVE_INFINITY),
  );
  const years = claims.flatMap(claimYears).filter((year) => year <= readBy);
  return years.length ? Math.max(...years) : undefined;
}

/**
 * A claim about a time over a year before the story ('a quake killed more than 26,000 people in Bam in
 * December 2003', in a story of a 2008 quake): its figures are history, not the story's, and no source's
 * figure for the story can contradict them. A pasted text often has no date at all: a claim that says its
 * time is before the story's own ('last year 12 people died', 'two years ago', 'earlier this year') is
 * history too, whatever the story's year.
 */
function ofAnEarlierTime(claim: StoryClaim, storyYear: number | undefined, daysOfWeek: boolean): boolean {
  if (EARLIER_TIME.test(claim.text)) return true;
  // ('The same island was hit by a 6.1 quake in September. That temblor killed at least six people … in
  // September', in a story of a quake 'on Sunday': a month named alone is weeks from the story's days.)
  if (daysOfWeek && IN_MONTH.test(claim.text) && !WEEKDAY.test(claim.text)) return true;
  return storyYear !== undefined && claimYears(claim).some((year) => storyYear - year > 1);
}
const IN_MONTH =
  /\bin\s+(?:(?:early|late|mid)[\s-]+)?(?:January|February|March|April|June|July|August|September|October|November|December)\b(?!\s*\d)/;
const WEEKDAY = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
const EARLIER_TIME =
  /\b(?:last\s+year|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+)\s+years?\s+(?:ago|earlier|before)|(?:the\s+)?(?:previous|prior)\s+year|the\s+year\s+before|earlier\s+(?:this|that)\s+year)\b/i;

interface CitedFigure {
  number: number;
  claim: StoryClaim;
  figure: Figure;
}

/** Between the lead and each quantity's quotes: the reader keeps an answer's line breaks. */
const PARAGRAPH = '\n\n';

/** At most this many quantities in an answer, and this many claims quoted for one. */
const MAX_QUANTITIES = 3;
const MAX_CLAIMS_PER_QUANTITY = 4;

export function answerSourceDisagreements(
  claims: StoryClaim[],
  message: string,
  summary = '',
  show: (text: string) => string = (text) => text,
): { response: string; cited: number[] } {
  // '…on the death toll?' compares deaths only; no quantity named, every figure and every account.
  const asked = quantitiesNamed(words(message));
  if (new Set(claims.map((c) => c.source.page_id)).size < 2) {
    return {
      response:
        "All of this story's claims come from one source, so there is no other source to compare them with.",
      cited: [],
    };
  }
  const storyYear = latestYear(claims);
  // (A claim the story reads as off it, a roundup's note on another shooting, states no figure of the
  // story's, nor does one of an earlier time.)
  // (A story whose sources date its event by the day of the week is of the last days.)
  const daysOfWeek = claims.some((claim) => !claim.off_story && WEEKDAY.test(claim.text));
  const onStory = (claim: StoryClaim) => !claim.off_story && !ofAnEarlierTime(claim, storyYear, daysOfWeek);
  const figures: CitedFigure[] = claims.flatMap((claim, index) =>
    (onStory(claim) ? claimFigures(claim.text) : [])
      .filter((figure) => !asked.size || asked.has(figure.quantity))
      .map((figure) => ({ number: index + 1, claim, figure })),
  );
  const groups = new Map<string, CitedFigure[]>();
  for (const f of figures) {
    const key = `${f.figure.quantity}|${f.figure.unit}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }

  const differing = [...groups.values()]
    .map((group) => claimsIn(group, (a, b) => disagree(a, b, group)))
    .filter((group) => group.length)
    .sort((a, b) => a[0]!.number - b[0]!.number);
  // Accounts in words answer a question about the sources in general, not one about a figure: what one
  // denies that another states, and the different days they give the story's event.
  const accounts = asked.size
    ? []
    : [...contrastingAccounts(claims), ...roleDisagreements(claims, summary, onStory)]
        .sort((x, y) => firstNumber(x) - firstNumber(y))
        .slice(0, MAX_QUANTITIES);
  if (differing.length || accounts.length) {
    const figuresPart = quoted(differing, (label) => `On ${label}:`, show);
    const accountsPart = quotedAccounts(accounts, show);
    const lead = !accounts.length
      ? 'The sources give different figures.'
      : !differing.length
        ? 'The sources give different accounts.'
        : 'The sources give different figures and accounts.';
    return {
      response: [lead, figuresPart.text, accountsPart.text].filter(Boolean).join(PARAGRAPH),
      cited: [...new Set([...figuresPart.cited, ...accountsPart.cited])],
    };
  }
  // Nothing contradicts: one short sentence, citing (not quoting) the figures that agree or can both be
  // true, which the reader can open as chips.
  const agreeing = [...groups.values()]
    .map((group) => claimsIn(group, (a, b) => ['same', 'compatible'].includes(relation(a.figure, b.figure))))
    .filter((group) => group.length)
    .sort((a, b) => a[0]!.number - b[0]!.number)
    .slice(0, MAX_QUANTITIES);
  const named = listing([...asked].map((q) => QUANTITIES[q]));
  if (asked.size && !figures.length)
    return { response: `No source states a figure for ${named}.`, cited: [] };
  const lead = asked.size
    ? `No contradiction found between the sources' figures for ${named}.`
    : "No contradiction found between the sources' figures or accounts.";
  if (!agreeing.length) return { response: lead, cited: [] };
  const cited: number[] = [];
  const listed = agreeing.map((group) => {
    const numbers = [...new Set(group.map((f) => f.number))].slice(0, MAX_CLAIMS_PER_QUANTITY);
    cited.push(...numbers);
    return `${label(group)}: ${numbers.map((n) => `Claim ${n}`).join(', ')}`;
  });
  return {
    response: `${lead} Figures that agree or can both be true: ${listed.join('; ')}.`,
    cited: [...new Set(cited)],
  };
}

function firstNumber(accounts: ContrastingAccounts): number {
  return Math.min(accounts.asserting[0]!.number, accounts.opposing[0]!.number);
}

/** The accounts that contrast, each side's shortest claim quoted and the others on its side cited. */
function quotedAccounts(
  accounts: ContrastingAccounts[],
  show: (text: string) => string,
): { text: string; cited: number[] } {
  const cited: number[] = [];
  const parts = accounts.map(({ asserting, opposing }) => {
    const side = (refs: ClaimRef[]) => {
      const quote = [...refs].sort((a, b) => a.claim.text.length - b.claim.text.length)[0]!;
      const others = refs.filter((r) => r !== quote).map((r) => `Claim ${r.number}`);
      cited.push(quote.number, ...refs.filter((r) => r !== quote).map((r) => r.number));
      const alike = others.length
        ? ` ${listing(others)} ${others.length === 1 ? 'gives' : 'give'} a similar account.`
        : '';
      return citedSentence(show(quote.claim.text), [quote.number]) + alike;
    };
    // (Each account on a line of its own: the reader keeps an answer's line breaks.)
    return `One account: ${side(asserting)}\nAnother: ${side(opposing)}`;
  });
  return { text: parts.join(PARAGRAPH), cited: [...new Set(cited)] };
}

/**
 * The figures of one quantity that pairs of claims from different sources, about the same place and time,
 * share a relation of: disagreeing or agreeing. Figures come in story order.
 */
function claimsIn(group: CitedFigure[], related: (a: CitedFigure, b: CitedFigure) => boolean): CitedFigure[] {
  const chosen = new Set<CitedFigure>();
  for (const a of group) {
    for (const b of group) {
      if (a.number >= b.number || !comparable(a, b)) continue;
      if (related(a, b)) {
        chosen.add(a);
        chosen.add(b);
      }
    }
  }
  return [...chosen].sort((a, b) => a.number - b.number);
}

/** Different sources, and nothing says they are about a different place or a different day. */
function comparable(a: CitedFigure, b: CitedFigure): boolean {
  return (
    a.claim.source.page_id !== b.claim.source.page_id &&
    samePlace(statedPlace(a.claim), statedPlace(b.claim)) &&
    sameTime(a.claim.event_time, b.claim.event_time)
  );
}

/**
 * The claim's place when its own text names it. A place taken from the article around the claim ('More
 * than 350 people were evacuated from nearby streets' placed on the street of the landslide, '9 people were
 * injured and taken to hospital in Aldrin' placed at the hospital) does not make its figure another's.
 */
function statedPlace(claim: StoryClaim): string | null {
  if (!claim.where) return null;
  const text = new Set(words(claim.text));
  return words(claim.where).every((word) => text.has(word)) ? claim.where : null;
}

function samePlace(a: string | null, b: string | null): boolean {
  if (!a || !b) return true;
  const [wa, wb] = [new Set(words(a)), new Set(words(b))];
  return [...wa].every((w) => wb.has(w)) || [...wb].every((w) => wa.has(w));
}

/** Dates and instants ('2026-10-12', '2026-10-12T05:00:00Z', '2026-10') meet when one contains the other. */
function sameTime(a: string | null, b: string | null): boolean {
  if (!a || !b) return true;
  const [da, db] = [a.slice(0, 10), b.slice(0, 10)];
  return da.startsWith(db) || db.startsWith(da);
}

/**
 * How two figures of one quantity relate. Of the same subject: the same figure ('about 1,200' and '1,200';
 * 'at least 12' twice), different but both possibly true ('at least 12' and '17', 'more than 1,000' and
 * '1,200'), or different. A part of the people against people ('at least 15 passengers were killed', '12
 * people died') differs only when the part is larger than the whole could be. Anything else counts
 * something else.
 */
function relation(a: Figure, b: Figure): 'same' | 'compatible' | 'differ' | 'part' | 'unrelated' {
  if (a.subject === b.subject) {
    if (a.high < b.low || b.high < a.low) return 'differ';
    const same = a.open === b.open && (a.open === null || a.value === b.value);
    return same ? 'same' : 'compatible';
  }
  const [part, whole] = someOfPeople(a.subject) ? [a, b] : [b, a];
  if (!someOfPeople(part.subject) || whole.subject !== 'people') return 'unrelated';
  return part.low > whole.high ? 'differ' : 'part';
}

/**
 * Two sources disagree when their figures cannot both be true, and neither source also states a figure of
 * the same subject that fits the other's ('the toll rose from 12 to 15' fits '15 dead').
 */
function disagree(a: CitedFigure, b: CitedFigure, group: CitedFigure[]): boolean {
  if (relation(a.figure, b.figure) !== 'differ') return false;
  const fitsElsewhere = (one: CitedFigure, other: CitedFigure) =>
    group.some(
      (f) =>
        f !== one &&
        f.claim.source.page_id === one.claim.source.page_id &&
        f.figure.subject === one.figure.subject &&
        comparable(f, other) &&
        relation(f.figure, other.figure) !== 'differ' &&
        relation(f.figure, other.figure) !== 'unrelated',
    );
  return !fitsElsewhere(a, b) && !fitsElsewhere(b, a);
}

/** Each quantity's claims quoted and cited ('On deaths: … (Claim 2). … (Claim 5).'). */
function quoted(
  groups: CitedFigure[][],
  heading: (label: string) => string,
  show: (text: string) => string,
): { text: string; cited: number[] } {
  const cited: number[] = [];
  const parts = groups.slice(0, MAX_QUANTITIES).map((group) => {
    const numbers = [...new Set(group.map((f) => f.number))].slice(0, MAX_CLAIMS_PER_QUANTITY);
    cited.push(...numbers);
    const quotes = numbers.map((n) =>
      citedSentence(show(group.find((f) => f.number === n)!.claim.text), [n]),
    );
    return `${heading(label(group))} ${quotes.join(' ')}`;
  });
  return { text: parts.join(PARAGRAPH), cited: [...new Set(cited)] };
}

/** 'deaths', or 'injuries (firefighters)' when every figure counts one kind of people or thing. */
function label(group: CitedFigure[]): string {
  const { quantity, subject, subjectWord } = group[0]!.figure;
  const oneSubject = group.every((f) => f.figure.subject === subject);
  const counted = subject === 'people' || !oneSubject ? '' : ` (${escapeNarrativeText(subjectWord)})`;
  return QUANTITIES[quantity] + counted;
}
