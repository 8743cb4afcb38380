import type { CleanResult } from '@cairn/shared/contracts/tasks';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { ExtractedArticle } from '../extraction/extract-article';
import { assignStory } from '../story-resolution/assign-story';
import { persistPageEntities } from '../story-resolution/persist-entities';
import type { Stage } from './stage';

/**
 * Resolution: the page's people, organizations and places become canonical entities, and the page joins
 * the story it belongs to (or starts one). The task reports the match (SPEC §3 'Story match').
 */
export const resolutionStage: Stage = {
  name: 'resolution',
  concurrency: 2,
  async run(task, page, ctx) {
    const article = page.extraction as ExtractedArticle | null;
    if (!article) return { kind: 'failed', message: 'Unable to extract content' };
    // Too short or not an article: kept and reported, but it cannot found or join a story.
    if ((page.cleaning as CleanResult | null)?.is_valid === false) return { kind: 'complete' };

    const resolved = await ctx.cpu.run('resolveEntities', { text: article.text });
    await persistPageEntities(ctx.db, page.id, resolved, ctx.knowledgeBase);
    const match = await assignStory(ctx.db, {
      page,
      // The matcher runs on the event loop and under the matching lock: it reads the lead only
      // (matchArticleOf in assign-story.ts).
      article,
      targetStoryId: task.targetStoryId,
      storyTitle: article.title ?? (page.preview as { title?: string | null } | null)?.title ?? null,
      now: ctx.now(),
    });
    await ctx.db.update(tasks).set({ storyMatch: match }).where(eq(tasks.id, task.id));
    return { kind: 'next' };
  },
};
