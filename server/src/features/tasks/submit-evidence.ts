import {
  countWords,
  MIN_TEXT_WORDS,
  NO_LINK_MESSAGE,
  parseSubmission,
} from '@cairn/shared/submission/parse-submission';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { pages, type TaskRow, tasks } from '../../db/schema';
import { isFetchError } from '../../pipeline/fetch/fetch-error';
import { checkFetchableUrl, type GuardedFetchOptions } from '../../pipeline/fetch/guarded-fetch';
import { normalizeUrl } from '../../pipeline/fetch/normalize-url';
import type { Pipeline } from '../../pipeline/pipeline';

export class SubmissionError extends Error {
  readonly statusCode = 400;
}

export interface SubmitDeps {
  db: Drizzle;
  pipeline: Pipeline;
  fetchOptions: GuardedFetchOptions;
}

export interface Submitted {
  task: TaskRow;
  cacheHit: boolean;
}

/**
 * SPEC §5: trimmed; empty is refused; text only, URL only or mixed; only the first link is used. A text of
 * at least MIN_TEXT_WORDS words becomes an article of its own. The URL is checked against the fetch policy
 * now, so an obviously unfetchable address is the caller's 400 rather than a failed task.
 */
export async function submitEvidence(
  deps: SubmitDeps,
  input: { content: string; userId: string; targetStoryId?: string },
): Promise<Submitted> {
  const parsed = parseSubmission(input.content);
  if (parsed.kind === 'empty') throw new SubmissionError(NO_LINK_MESSAGE);

  if (parsed.kind === 'text') {
    if (countWords(parsed.text) < MIN_TEXT_WORDS) throw new SubmissionError(NO_LINK_MESSAGE);
    const [page] = await deps.db
      .insert(pages)
      .values({ sourceText: parsed.text })
      .returning({ id: pages.id });
    const [task] = await deps.db
      .insert(tasks)
      .values({
        userId: input.userId,
        inputText: parsed.text,
        pageId: page!.id,
        targetStoryId: input.targetStoryId,
      })
      .returning();
    await deps.pipeline.start(task!.id);
    return { task: task!, cacheHit: false };
  }

  let url: string;
  try {
    url = checkFetchableUrl(parsed.url, deps.fetchOptions).href;
  } catch (error) {
    if (isFetchError(error)) throw new SubmissionError(error.userMessage);
    throw error;
  }
  const normalizedUrl = normalizeUrl(url);

  // Cache: the same article, fully processed before, is not fetched again (SPEC §4 'cache hit'). Not for
  // add-page: a cached task would only repeat the earlier match, and the page must join the chosen story,
  // which only the pipeline's resolution stage does.
  const [cached] = input.targetStoryId
    ? []
    : await deps.db
        .select()
        .from(pages)
        .where(and(eq(pages.normalizedUrl, normalizedUrl), isNotNull(pages.cleaning)))
        .limit(1);
  if (cached) {
    const [earlier] = await deps.db
      .select({ storyMatch: tasks.storyMatch, semanticData: tasks.semanticData })
      .from(tasks)
      .where(and(eq(tasks.pageId, cached.id), eq(tasks.status, 'completed')))
      .orderBy(desc(tasks.completedAt))
      .limit(1);
    const [task] = await deps.db
      .insert(tasks)
      .values({
        userId: input.userId,
        url,
        normalizedUrl,
        pageId: cached.id,
        targetStoryId: input.targetStoryId,
        cacheHit: true,
        status: 'completed',
        currentStage: 'cleaning',
        storyMatch: earlier?.storyMatch ?? null,
        semanticData: earlier?.semanticData ?? null,
        completedAt: new Date(),
      })
      .returning();
    return { task: task!, cacheHit: true };
  }

  // One page per normalised URL, even when two visitors submit it at the same moment.
  const [page] = await deps.db
    .insert(pages)
    .values({ url, normalizedUrl })
    .onConflictDoUpdate({ target: pages.normalizedUrl, set: { updatedAt: sql`now()` } })
    .returning({ id: pages.id });
  const [task] = await deps.db
    .insert(tasks)
    .values({
      userId: input.userId,
      url,
      normalizedUrl,
      pageId: page!.id,
      targetStoryId: input.targetStoryId,
    })
    .returning();
  await deps.pipeline.start(task!.id);
  return { task: task!, cacheHit: false };
}
