// Wikidata ids from a source the operator configures (CAIRN_WIKIDATA_FILE), never guessed.
//
// Cairn runs offline, so it cannot ask Wikidata. An operator who has ids for the people, organizations and
// places their newsroom covers (an export from Wikidata, a newsroom's own authority file) points
// CAIRN_WIKIDATA_FILE at a JSON Lines file, one entity per line:
//   {"qid":"Q60","type":"Location","name":"New York City","aliases":["NYC"],"description":"…","thumbnail":"https://…"}
// A resolved entity gets an id only when its type and its name (or one of its surface forms) match exactly
// one entry; a name two entries share is ambiguous and gets none.
import { readFileSync } from 'node:fs';
import { type EntityType, entityTypeSchema } from '@cairn/shared/contracts/vocabulary';
import { z } from 'zod';
import { fold } from './lexicon';

const entrySchema = z.object({
  qid: z.string().regex(/^Q[1-9]\d*$/, 'must look like Q42'),
  type: entityTypeSchema,
  name: z.string().trim().min(1),
  aliases: z.array(z.string().trim().min(1)).default([]),
  description: z.string().trim().min(1).optional(),
  thumbnail: z.string().url().optional(),
});

export type KnowledgeBaseEntry = z.infer<typeof entrySchema>;

export interface KnowledgeBase {
  size: number;
  /** The one entry whose type matches and whose name or alias equals one of `names`; else undefined. */
  lookup(type: EntityType, names: readonly string[]): KnowledgeBaseEntry | undefined;
}

export class KnowledgeBaseError extends Error {
  override name = 'KnowledgeBaseError';
}

const keyOf = (type: string, name: string) => `${type}:${fold(name).replace(/\s+/g, ' ').trim()}`;

export function parseKnowledgeBase(text: string, source = 'knowledge base'): KnowledgeBase {
  // null marks a key two different entries claim: ambiguous, so never used.
  const byKey = new Map<string, KnowledgeBaseEntry | null>();
  let size = 0;
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let entry: KnowledgeBaseEntry;
    try {
      entry = entrySchema.parse(JSON.parse(line));
    } catch (error) {
      const reason =
        error instanceof z.ZodError
          ? error.issues.map((i) => `${i.path.join('.') || 'line'} ${i.message}`).join('; ')
          : 'not JSON';
      throw new KnowledgeBaseError(`${source} line ${index + 1}: ${reason}`);
    }
    size++;
    for (const name of new Set([entry.name, ...entry.aliases])) {
      const key = keyOf(entry.type, name);
      const existing = byKey.get(key);
      byKey.set(key, existing === undefined || existing?.qid === entry.qid ? entry : null);
    }
  });
  return {
    size,
    lookup(type, names) {
      const found = new Set<KnowledgeBaseEntry>();
      for (const name of names) {
        const entry = byKey.get(keyOf(type, name));
        if (entry === null) return undefined;
        if (entry) found.add(entry);
      }
      return found.size === 1 ? [...found][0] : undefined;
    },
  };
}

export function loadKnowledgeBase(path: string): KnowledgeBase {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new KnowledgeBaseError(`cannot read CAIRN_WIKIDATA_FILE ${path}: ${(error as Error).message}`);
  }
  return parseKnowledgeBase(text, path);
}

/** No configured source: no entity ever gets a Wikidata id. */
export const EMPTY_KNOWLEDGE_BASE: KnowledgeBase = { size: 0, lookup: () => undefined };
