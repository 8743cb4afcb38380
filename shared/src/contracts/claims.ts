import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';

/**
 * A story's claims (SPEC §3 'Builder claim', §4 modalities; the modality words are in ./vocabulary.ts).
 * A claim's position in `GET /api/story/{id}/claims` is its 'Claim N' (1-based), which the chat cites.
 */
export const claimRoutes = {
  ofStory: '/api/story/:id/claims',
} as const;

export const claimPaths = {
  ofStory: (storyId: string) => fillApiRoute(claimRoutes.ofStory, { id: storyId }),
};

export const evidenceReferenceSchema = z.object({
  quote: z.string(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});

export const claimSourceSchema = z.object({
  url: z.string().nullable(),
  domain: z.string().nullable(),
  page_id: z.uuid(),
  title: z.string().nullable(),
});

/** SPEC §3 'Builder claim' plus the semantic fields; its position in the list is its 'Claim N' (1-based). */
export const storyClaimSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  /** Builder modality (SPEC §4); clients display unknown values as 'Unknown'. */
  modality: z.string(),
  semantic_modality: z.string(),
  confidence: z.number().min(0).max(1),
  /** The claim's `when.date` (ISO date or instant), null when the text gives no time. */
  event_time: z.string().nullable(),
  who: z.string().nullable(),
  where: z.string().nullable(),
  source: claimSourceSchema,
  evidence_references: z.array(evidenceReferenceSchema),
  created_at: z.string(),
  /**
   * True for a claim about something else than the story, as its narrative reads it (a roundup's note on
   * another game): the timeline leaves it out. Absent reads as false (a server before this field).
   */
  off_story: z.boolean().optional(),
});
export type StoryClaim = z.infer<typeof storyClaimSchema>;

export const excludedClaimSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  reason: z.string(),
  semantic_modality: z.string(),
  source: claimSourceSchema,
});
export type ExcludedClaim = z.infer<typeof excludedClaimSchema>;

/** `GET /api/story/{id}/claims`. */
export const storyClaimsResponseSchema = z.object({
  success: z.literal(true),
  claims: z.array(storyClaimSchema),
  excluded_claims: z.array(excludedClaimSchema),
});
export type StoryClaimsResponse = z.infer<typeof storyClaimsResponseSchema>;
