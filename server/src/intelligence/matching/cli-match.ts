/**
 * The engine of `cairn match --jsonl`: `{"id","title","body","published_at"?}` values in stream order, one
 * `{"id","story_id","is_new","match_score"}` per input out, against a fresh in-memory matcher (nothing
 * is read from or written to the server's stores). New stories get UUID v4 ids. A value that is not a
 * valid article yields `{"id"?,"line","error"}` in its place and the stream goes on.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createStoryMatcher, type StoryMatcherOptions } from './story-matcher';

const inputSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  body: z.string(),
  published_at: z.union([z.string(), z.null()]).optional(),
  entities: z.array(z.object({ name: z.string(), type: z.string() })).optional(),
});

export interface MatchOutput {
  id: string | number;
  story_id: string;
  is_new: boolean;
  match_score: number;
}

export interface MatchLineError {
  id?: unknown;
  line: number;
  error: string;
}

export interface MatchJsonLinesOptions extends StoryMatcherOptions {
  /** Story ids for new stories; UUID v4 by default. */
  newStoryId?: () => string;
}

/**
 * One transform per run, usable with `mapJsonLines(io, createMatchTransform())`: it keeps the matcher's
 * state across calls, so lines must be given in stream order.
 */
export function createMatchTransform(
  options: MatchJsonLinesOptions = {},
): (value: unknown, line: number) => MatchOutput | MatchLineError {
  const { newStoryId = randomUUID, ...matcherOptions } = options;
  const matcher = createStoryMatcher(matcherOptions);
  return (value, line) => {
    const parsed = inputSchema.safeParse(value);
    if (!parsed.success) {
      const id = (value as { id?: unknown } | null)?.id;
      return {
        ...(id === undefined ? {} : { id }),
        line,
        error: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
      };
    }
    const { id, title, body, published_at, entities } = parsed.data;
    const decision = matcher.ingest(
      { id: String(id), title, body, published_at: published_at ?? undefined, entities },
      newStoryId,
    );
    return {
      id,
      story_id: decision.story_id,
      is_new: decision.is_new,
      match_score: Math.round(decision.match_score * 10_000) / 10_000,
    };
  };
}

/** The stream form: parsed JSON values in, one output per value out, in order. */
export async function* matchJsonLines(
  values: AsyncIterable<unknown> | Iterable<unknown>,
  options: MatchJsonLinesOptions = {},
): AsyncGenerator<MatchOutput | MatchLineError> {
  const transform = createMatchTransform(options);
  let line = 0;
  for await (const value of values) {
    line++;
    yield transform(value, line);
  }
}
