import type { ApiClient } from '@cairn/shared/api/client';
import { taskStatusSchema } from '@cairn/shared/contracts/tasks';
import { z } from '@cairn/shared/zod';

// Looser than the contract on purpose: a reply without task_id must reach the caller, which answers
// SPEC §8 'Failed to create extraction task', instead of failing validation as a generic error.
const seedReplySchema = z.object({
  task_id: z.string().uuid().optional(),
  user_id: z.string().optional(),
  status: taskStatusSchema.optional(),
  cache_hit: z.boolean().optional(),
});
export type SeedReply = z.infer<typeof seedReplySchema>;

/** `POST /api/seed` {content, user_id} with header X-User-Id (SPEC §7; the client adds the header). */
export function seedSubmission(api: ApiClient, content: string, userId: string): Promise<SeedReply> {
  return api.request('/api/seed', {
    method: 'POST',
    body: { content, user_id: userId },
    schema: seedReplySchema,
  });
}
