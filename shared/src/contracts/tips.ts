import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';

/**
 * A story's fund and its builders (SPEC §2 header, §4 tips), as real figures (DESIGN §6): the fund is the sum
 * of the tips visitors gave, the builder count the distinct visitors who submitted evidence to the story.
 */
export const tipRoutes = {
  fund: '/api/story/:id/fund',
  tip: '/api/story/:id/tips',
} as const;

export const tipPaths = {
  fund: (storyId: string) => fillApiRoute(tipRoutes.fund, { id: storyId }),
  tip: (storyId: string) => fillApiRoute(tipRoutes.tip, { id: storyId }),
};

/** SPEC §4/§9: tip steps of 1, 10 and 100 credits; one credit is one cent. */
export const TIP_AMOUNTS = [1, 10, 100] as const;
export type TipAmount = (typeof TIP_AMOUNTS)[number];

/** `POST /api/story/{id}/tips` body. */
export const storyTipRequestSchema = z.object({
  amount_cents: z.union([z.literal(1), z.literal(10), z.literal(100)]),
});
export type StoryTipRequest = z.infer<typeof storyTipRequestSchema>;

/** `GET /api/story/{id}/fund`, and the answer of a tip. */
export const storyFundSchema = z.object({
  story_id: z.uuid(),
  /** The sum of the story's tips, in cents (credits). */
  fund_cents: z.number().int().min(0),
  tip_count: z.number().int().min(0),
  /** The caller's own tips to this story, in cents (0 without a visitor id). */
  my_tips_cents: z.number().int().min(0),
  /** Distinct visitors who submitted evidence that is part of the story. */
  builder_count: z.number().int().min(0),
});
export type StoryFund = z.infer<typeof storyFundSchema>;
