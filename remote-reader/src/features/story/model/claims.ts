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
 * distinct date and text, so two sources saying the same thing on the same day show once. A claim the
 * server marks off the story (a roundup's note on another game: 'The Vikings need a victory… since
 * 2000') is no event of it and is left out, as the narrative leaves it out.
 */
export function timelineOf(claims: readonly StoryClaim[]): StoryClaim[] {
  const seen = new Set<string>();
  return claims
    .map((claim, index) => ({ claim, index, at: claim.off_story ? null : eventInstant(claim) }))
    .filter((e): e is { claim: StoryClaim; index: number; at: number } => e.at !== null)
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .filter(({ claim }) => {
      const key = `${claim.event_time}|${claim.text.trim().toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ claim }) => claim);
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
