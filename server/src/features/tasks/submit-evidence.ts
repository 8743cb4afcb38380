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

/**
 * Seed of the hash that keys the advisory lock of a pasted text's lookup: any constant, so that the keys do
 * not line up with other advisory locks' small integers.
 */
const PASTE_LOCK_SEED = 0x63616972; // 'cair'

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
    // The same text pasted again is the same evidence, as the same URL is: one page, so a story never lists
    // it twice (a visitor's second paste of eleven reports had made their story one of 21 sources). Looked up
    // through the md5 expression index of migration 0013, then compared in full; under a lock on the text's
    // hash, so two visitors pasting it at the same moment get one page (no unique index: older databases may
    // already hold such twins).
    const page = await deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${parsed.text}, ${PASTE_LOCK_SEED}))`,
      );
      const [same] = await tx
        .select({ id: pages.id, cleaning: pages.cleaning })
        .from(pages)
        .where(and(sql`md5(${pages.sourceText}) = md5(${parsed.text})`, eq(pages.sourceText, parsed.text)))
        .orderBy(pages.createdAt)
        .limit(1);
      if (same) return { id: same.id, processed: same.cleaning !== null };
      const [created] = await tx
        .insert(pages)
        .values({ sourceText: parsed.text })
        .returning({ id: pages.id });
      return { id: created!.id, processed: false };
    });
    if (page.processed && !input.targetStoryId) {
      return {
        task: await cachedTask(deps.db, page.id, { userId: input.userId, inputText: parsed.text }),
        cacheHit: true,
      };
    }
    const pageId = page.id;
    const [task] = await deps.db
      .insert(tasks)
      .values({
        userId: input.userId,
        inputText: parsed.text,
        pageId,
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
    return {
      task: await cachedTask(deps.db, cached.id, { userId: input.userId, url, normalizedUrl }),
      cacheHit: true,
    };
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

/**
 * A task answered from a page processed before (SPEC §4 'cache hit'): completed at once, with the story
 * match and analysis of the page's latest completed task.
 */
async function cachedTask(
  db: Drizzle,
  pageId: string,
  submitted: Pick<typeof tasks.$inferInsert, 'userId' | 'url' | 'normalizedUrl' | 'inputText'>,
): Promise<TaskRow> {
  const [earlier] = await db
    .select({ storyMatch: tasks.storyMatch, semanticData: tasks.semanticData })
    .from(tasks)
    .where(and(eq(tasks.pageId, pageId), eq(tasks.status, 'completed')))
    .orderBy(desc(tasks.completedAt))
    .limit(1);
  const [task] = await db
    .insert(tasks)
    .values({
      ...submitted,
      pageId,
      cacheHit: true,
      status: 'completed',
      currentStage: 'cleaning',
      storyMatch: earlier?.storyMatch ?? null,
      semanticData: earlier?.semanticData ?? null,
      completedAt: new Date(),
    })
    .returning();
  return task!;
}
