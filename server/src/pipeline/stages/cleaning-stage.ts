import { and, eq, ne } from 'drizzle-orm';
import { pages } from '../../db/schema';
import type { ExtractedArticle } from '../extraction/extract-article';
import type { Stage } from './stage';

/** Checks the extracted article is a usable news article and records quality flags. */
export const cleaningStage: Stage = {
  name: 'cleaning',
  concurrency: 4,
  async run(_task, page, ctx) {
    const article = page.extraction as ExtractedArticle | null;
    if (!article) return { kind: 'failed', message: 'Unable to extract content' };
    const hash = await ctx.cpu.run('contentHash', { text: article.text });
    // The same body under another URL: flagged, not refused (the reviewer decides).
    const [twin] = await ctx.db
      .select({ id: pages.id, url: pages.url })
      .from(pages)
      .where(and(eq(pages.contentHash, hash), ne(pages.id, page.id)))
      .limit(1);
    const { cleaning, tokens } = await ctx.cpu.run('clean', {
      article,
      duplicateOf: twin?.url ?? (twin ? 'a pasted text' : null),
      now: ctx.now(),
    });
    await ctx.db
      .update(pages)
      .set({ cleaning, contentHash: hash, updatedAt: ctx.now() })
      .where(eq(pages.id, page.id));
    return { kind: 'next', tokens };
  },
};
