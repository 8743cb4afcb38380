import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import type { Stage } from './stage';

/** Turns the fetched document (or the pasted text) into an article: body, metadata, language. */
export const extractionStage: Stage = {
  name: 'extraction',
  concurrency: 4,
  async run(_task, page, ctx) {
    const { html, sourceText } = await ctx.readSource(page.id);
    const { article, tokens } = await ctx.cpu.run('extract', {
      sourceText,
      html: sourceText !== null ? null : (html ?? ''),
      url: page.finalUrl ?? page.url ?? '',
    });
    if (article.word_count === 0) return { kind: 'failed', message: 'No content extracted' };
    await ctx.db
      .update(pages)
      .set({ extraction: article, updatedAt: ctx.now() })
      .where(eq(pages.id, page.id));
    return { kind: 'next', tokens };
  },
};
