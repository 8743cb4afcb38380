import { z } from '@cairn/shared/zod';

/** Every 4xx/5xx body of the API: `{ error, detail? }` (DESIGN §4). */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  detail: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
