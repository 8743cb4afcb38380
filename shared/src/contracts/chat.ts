import { z } from '@cairn/shared/zod';
import { fillApiRoute } from './api-paths';
import { CHAT_ROLES } from './vocabulary';

/** The story chat (SPEC §7): questions about one story, answered from its claims. */
export const chatRoutes = {
  story: '/api/story/:id/chat',
} as const;

export const chatPaths = {
  story: (storyId: string) => fillApiRoute(chatRoutes.story, { id: storyId }),
};

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string().max(8000),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /api/story/{id}/chat` body. */
export const storyChatRequestSchema = z.object({
  message: z.string().trim().min(1, 'The message is empty').max(2000, 'The message is too long'),
  conversation_history: z.array(chatMessageSchema).max(20).optional(),
});
export type StoryChatRequest = z.input<typeof storyChatRequestSchema>;

/** Answers cite claims as 'Claim N', N being the claim's 1-based position in `GET /api/story/{id}/claims`. */
export const storyChatResponseSchema = z.object({
  success: z.literal(true),
  /** Narrative text: quoted source text is escaped as `narrative/narrative-markup` reads it. */
  response: z.string(),
  /** The 'Claim N' numbers the answer cites, in citation order. */
  cited_claims: z.array(z.number().int().min(1)),
});
export type StoryChatResponse = z.infer<typeof storyChatResponseSchema>;
