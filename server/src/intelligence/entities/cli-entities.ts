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

export function entitiesForLine(value: unknown): EntitiesLine {
  const parsed = inputSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '));
  }
  const { id, text } = parsed.data;
  return {
    id,
    entities: recognizeEntities(text).map((m) => ({
      text: m.text,
      type: m.type,
      start: m.start,
      end: m.end,
    })),
  };
}
