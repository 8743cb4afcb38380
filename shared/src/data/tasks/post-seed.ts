import type { z } from '@cairn/shared/zod';
import type { ApiClient } from '../../api/client';
import { seedResponseSchema, taskPaths } from '../../contracts/tasks';

// Looser than the contract on purpose: a reply without task_id must reach the caller, which answers
// SPEC §8 'Failed to create extraction task', instead of failing validation as a generic error.
const seedReplySchema = seedResponseSchema.partial();
export type SeedReply = z.infer<typeof seedReplySchema>;

/** `POST /api/seed` {content, user_id} with header X-User-Id (SPEC §7; the client adds the header). */
export function postSeed(api: ApiClient, content: string, userId: string): Promise<SeedReply> {
  return api.request(taskPaths.seed(), {
    method: 'POST',
    body: { content, user_id: userId },
    schema: seedReplySchema,
  });
}
