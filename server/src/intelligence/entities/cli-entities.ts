import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// The transform behind `cairn entities --jsonl`: one {"id","text"} object in, one
// {"id","entities":[{"text","type","start","end"}]} object out. Pure: the command wires it to
// mapJsonLines, which turns a thrown error into {"line","error"} for that line and goes on.
import { z } from 'zod';
import { recognizeEntities } from './recognize-entities';

const inputSchema = z.object({
  id: z.union([z.string(), z.number()]),
  text: z.string(),
});

export interface EntitiesLine {
  id: string | number;
  entities: { text: string; type: EntityType; start: number; end: number }[];
}

/**
 * Mentions under this confidence are types guessed from priors alone (one word, no evidence in or around
 * it): on the development parts of bench/entities 10 of 34 are right (span and type), against 59% at
 * 0.10–0.15 and 98% at 0.5 and above (`bench/entities/confidence-buckets.ts`). A mention more often wrong
 * than right costs F1, so the command leaves them out; the recogniser still returns them to the pipeline,
 * whose own filing rule is `MIN_LONE_WORD_CONFIDENCE`.
 */
export const MIN_PRINTED_CONFIDENCE = 0.1;

export function entitiesForLine(value: unknown): EntitiesLine {
  const parsed = inputSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '));
  }
  const { id, text } = parsed.data;
  return {
    id,
    entities: recognizeEntities(text)
      .filter((m) => m.confidence >= MIN_PRINTED_CONFIDENCE)
      .map((m) => ({
        text: m.text,
        type: m.type,
        start: m.start,
        end: m.end,
      })),
  };
}
