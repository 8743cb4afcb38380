import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { BUILDER_MODALITIES } from '@cairn/shared/contracts/vocabulary';
import { normalizeModality } from '@cairn/shared/labels/story-labels';

export type ClaimGroupKey = ReturnType<typeof normalizeModality>;

/** Claims grouped by SPEC §4 builder modality, in the vocabulary's order, Unknown last; empty groups left out. */
export function groupClaimsByModality(
  claims: readonly StoryClaim[],
): Array<{ modality: ClaimGroupKey; claims: StoryClaim[] }> {
  const order: ClaimGroupKey[] = [...BUILDER_MODALITIES, 'unknown'];
  const groups = new Map<ClaimGroupKey, StoryClaim[]>();
  for (const claim of claims) {
    const key = normalizeModality(claim.modality);
    const list = groups.get(key) ?? [];
    list.push(claim);
    groups.set(key, list);
  }
  return order.filter((m) => groups.has(m)).map((modality) => ({ modality, claims: groups.get(modality)! }));
}

/** A claim's event time as a sortable instant; null when it has none or it cannot be read. */
export function eventInstant(claim: Pick<StoryClaim, 'event_time'>): number | null {
  if (!claim.event_time) return null;
  const t = Date.parse(claim.event_time);
  return Number.isNaN(t) ? null : t;
}

/**
 * The timeline: the story's dated claims in order of event time (then in 'Claim N' order), one entry per
 * event. Two sources often tell one dated fact in their own words ('The previous record at the gauge, 20.1
 * feet, was set in April 1987.', 'The old record was 20.1 feet in April 1987.'): a claim of the same date
 * whose every word and number another says too shows once, as the fuller telling, at the first one's place.
 * A claim the server marks off the story (a roundup's note on another game: 'The Vikings need a victory…
 * since 2000') is no event of it and is left out, as the narrative leaves it out.
 */
export function timelineOf(claims: readonly StoryClaim[]): StoryClaim[] {
  const entries: Array<{ claim: StoryClaim; words: Set<string> }> = [];
  const dated = claims
    .map((claim, index) => ({ claim, index, at: claim.off_story ? null : eventInstant(claim) }))
    .filter((e): e is { claim: StoryClaim; index: number; at: number } => e.at !== null)
    .sort((a, b) => a.at - b.at || a.index - b.index);
  for (const { claim } of dated) {
    const words = telling(claim.text);
    const same = entries.find(
      (e) =>
        e.claim.event_time === claim.event_time &&
        (e.claim.text.trim().toLowerCase() === claim.text.trim().toLowerCase() ||
          tellsAll(e.words, words) ||
          tellsAll(words, e.words)),
    );
    if (!same) entries.push({ claim, words });
    else if (words.size > same.words.size) Object.assign(same, { claim, words });
  }
  return entries.map((e) => e.claim);
}

/** Words every sentence has, which say nothing of what happened. */
const FUNCTION_WORDS = new Set(
  'that this these those with from were have been their they them there which when what while about after into than would could will said says told also'.split(
    ' ',
  ),
);

/**
 * What a claim tells: its words of four letters or more and its numbers, lower-cased, with a mark for a
 * negation ('not', 'no', 'never', "n't"), so 'was not evacuated' never restates 'was evacuated'.
 */
function telling(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*|\d+(?:[.,]\d+)*/gu) ?? []) {
    if (/^(?:not|no|never|nor)$/.test(token) || /n['’]t$/.test(token)) words.add('¬');
    else if (/^\d/.test(token) || (token.length >= 4 && !FUNCTION_WORDS.has(token))) words.add(token);
  }
  return words;
}

/** The fuller telling says every word the other says, and the other says enough to be a fact (3 words). */
function tellsAll(fuller: Set<string>, other: Set<string>): boolean {
  if (other.size < 3) return false;
  for (const word of other) if (!fuller.has(word)) return false;
  return fuller.has('¬') === other.has('¬');
}

/**
 * A link to the words of a claim on its source page: the page's URL with a text fragment
 * (`#:~:text=`), which browsers that support it scroll to and highlight; others open the page.
 */
export function quoteLink(claim: Pick<StoryClaim, 'source' | 'evidence_references'>): string | null {
  const url = claim.source.url;
  if (!url) return null;
  const quote = claim.evidence_references.find((r) => r.quote.trim())?.quote.trim();
  if (!quote) return url;
  const words = quote.split(/\s+/);
  // Long quotes as start,end: a fragment must match the page's text exactly, and short ends match more often.
  const fragment =
    words.length > 10
      ? `${encodeFragment(words.slice(0, 4).join(' '))},${encodeFragment(words.slice(-4).join(' '))}`
      : encodeFragment(quote);
  return `${url.split('#')[0]}#:~:text=${fragment}`;
}

function encodeFragment(text: string): string {
  // '-', ',' and '&' are syntax in a text fragment.
  return encodeURIComponent(text).replace(/-/g, '%2D').replace(/,/g, '%2C');
}
