import type { CitationQuote } from '@cairn/shared/contracts/story-detail';
import { parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';
import { contentWords, jaccard } from '../lib/word-overlap';

/**
 * Sentence → quote (the reader's "every sentence leads to the words of its source"). The composer writes
 * each narrative paragraph as one claim's text followed by `{{cite:…}}` of every page that states it
 * (intelligence/composition). So the quote behind citation k for page P is the `evidence_references` quote
 * of P's claim that says the sentence before marker k: the same text on the page the sentence came from,
 * a near-twin on the pages that corroborate it. Matching at read time keeps stories composed before this
 * existed, and the composer's output format, unchanged.
 */

export interface EvidenceClaim {
  id: string;
  page_id: string;
  text: string;
  evidence: unknown;
}

/** Below this word overlap a page's nearest claim is not the sentence: no quote rather than a wrong one. */
const MIN_OVERLAP = 0.3;

function firstReference(
  evidence: unknown,
): { quote: string; start: number | null; end: number | null } | null {
  const list = Array.isArray(evidence)
    ? evidence
    : evidence &&
        typeof evidence === 'object' &&
        Array.isArray((evidence as { references?: unknown }).references)
      ? (evidence as { references: unknown[] }).references
      : [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { quote, start, end } = item as { quote?: unknown; start?: unknown; end?: unknown };
    if (typeof quote !== 'string' || !quote.trim()) continue;
    return {
      quote: quote.trim(),
      start: Number.isInteger(start) ? (start as number) : null,
      end: Number.isInteger(end) ? (end as number) : null,
    };
  }
  return null;
}

/** For each citation marker of `content`, in order: each cited page's quote for the sentence before it. */
export function citationEvidence(content: string | null, claims: EvidenceClaim[]): CitationQuote[][] {
  if (!content) return [];
  const byPage = new Map<string, Array<{ claim: EvidenceClaim; words: Set<string> }>>();
  for (const claim of claims) {
    const list = byPage.get(claim.page_id) ?? [];
    list.push({ claim, words: contentWords(claim.text) });
    byPage.set(claim.page_id, list);
  }
  const result: CitationQuote[][] = [];
  let sentence = '';
  for (const segment of parseNarrative(content)) {
    if (segment.kind === 'text') {
      // The sentence a marker cites is the text since the previous marker (a paragraph starts after it).
      sentence += segment.text;
      continue;
    }
    if (segment.kind === 'entity') {
      sentence += segment.name;
      continue;
    }
    const sentenceWords = contentWords(sentence);
    result.push(
      segment.pageIds.map((pageId) => {
        let best: { claim: EvidenceClaim; score: number } | null = null;
        for (const candidate of byPage.get(pageId) ?? []) {
          const score = jaccard(sentenceWords, candidate.words);
          if (!best || score > best.score) best = { claim: candidate.claim, score };
        }
        const reference = best && best.score >= MIN_OVERLAP ? firstReference(best.claim.evidence) : null;
        return {
          page_id: pageId,
          claim_id: reference && best ? best.claim.id : null,
          quote: reference?.quote ?? null,
          start: reference?.start ?? null,
          end: reference?.end ?? null,
        };
      }),
    );
    sentence = '';
  }
  return result;
}

/** The admitted claims of the story's pages with their evidence: what `citationEvidence` matches against. */
export async function loadEvidenceClaims(db: Drizzle, storyId: string): Promise<EvidenceClaim[]> {
  const result = await db.execute<EvidenceClaim & Record<string, unknown>>(sql`
    select c.id, c.page_id, c.text, c.evidence
    from story_pages sp
    join claims c on c.page_id = sp.page_id
    where sp.story_id = ${storyId} and c.excluded_reason is null
    order by c.page_id, c.ordinal, c.id`);
  return result.rows;
}
