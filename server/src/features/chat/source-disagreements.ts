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

/**
 * 'Do the sources agree?', 'Any conflicting reports?', 'Where do reports differ on the death toll?': the
 * chat answers by comparing the figures that different sources state for the same quantity, and quotes
 * both sides, each cited. It compares stated figures only, and says so, as it cannot weigh wording.
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
): { response: string; cited: number[] } {
  // '…on the death toll?' compares deaths only; no quantity named, every one.
  const asked = quantitiesNamed(words(message));
  const about = asked.size ? ` for ${listing([...asked].map((q) => QUANTITIES[q]))}` : '';
  const scope = `This chat compares only the figures the sources state (${listing(Object.values(QUANTITIES))}), not their other statements.`;
  if (new Set(claims.map((c) => c.source.page_id)).size < 2) {
    return {
      response: `All of this story's claims come from one source, so there is no other source to compare them with. ${scope}`,
      cited: [],
    };
  }
  const figures: CitedFigure[] = claims.flatMap((claim, index) =>
    claimFigures(claim.text)
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
  if (differing.length) {
    const { text, cited } = quoted(differing, (label) => `On ${label}:`);
    return { response: `The sources give different figures.${PARAGRAPH}${text}`, cited };
  }
  const related = (kind: ReturnType<typeof relation>) =>
    [...groups.values()]
      .map((group) => claimsIn(group, (a, b) => relation(a.figure, b.figure) === kind))
      .filter((group) => group.length)
      .sort((a, b) => a[0]!.number - b[0]!.number);
  const compatible = related('compatible');
  const same = related('same');
  const compared = [...groups.values()].some((group) =>
    group.some((a) => group.some((b) => comparable(a, b) && relation(a.figure, b.figure) !== 'unrelated')),
  );
  if (!figures.length) {
    const response = asked.size
      ? `No source states a figure${about}. ${scope}`
      : `No source states a figure for ${listing(Object.values(QUANTITIES), 'or')}, the figures this chat compares; it does not compare the sources' other statements.`;
    return { response, cited: [] };
  }
  const lead = compared
    ? `The sources give no contradicting figures${about || ' for the same thing'}.`
    : `No two sources give figures${about || ' for the same thing'} to compare.`;
  const parts = [
    quoted(compatible, (label) => `On ${label}, their figures differ but can both be true:`),
    quoted(
      same.slice(0, Math.max(0, MAX_QUANTITIES - compatible.length)),
      (label) => `On ${label}, they give the same figure:`,
    ),
  ];
  return {
    response: [`${lead} ${scope}`, ...parts.map((p) => p.text)].filter(Boolean).join(PARAGRAPH),
    cited: [...new Set(parts.flatMap((p) => p.cited))],
  };
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
): { text: string; cited: number[] } {
  const cited: number[] = [];
  const parts = groups.slice(0, MAX_QUANTITIES).map((group) => {
    const numbers = [...new Set(group.map((f) => f.number))].slice(0, MAX_CLAIMS_PER_QUANTITY);
    cited.push(...numbers);
    const { quantity, subject, subjectWord } = group[0]!.figure;
    const oneSubject = group.every((f) => f.figure.subject === subject);
    const counted = subject === 'people' || !oneSubject ? '' : ` (${escapeNarrativeText(subjectWord)})`;
    const quotes = numbers.map((n) => citedSentence(group.find((f) => f.number === n)!.claim.text, [n]));
    return `${heading(QUANTITIES[quantity] + counted)} ${quotes.join(' ')}`;
  });
  return { text: parts.join(PARAGRAPH), cited: [...new Set(cited)] };
}
