import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { extractArticle } from '../extraction/extract-article';
import { extractTextArticle } from '../extraction/text-article';
import { countTokens } from '../token-count';
import type { Stage } from './stage';

/** Turns the fetched document (or the pasted text) into an article: body, metadata, language. */
export const extractionStage: Stage = {
  name: 'extraction',
  concurrency: 4,
  async run(_task, page, ctx) {
    const article =
      page.sourceText !== null
        ? extractTextArticle(page.sourceText)
        : extractArticle(page.html ?? '', page.finalUrl ?? page.url ?? '');
    if (article.word_count === 0) return { kind: 'failed', message: 'No content extracted' };
    await ctx.db
      .update(pages)
      .set({ extraction: article, updatedAt: ctx.now() })
      .where(eq(pages.id, page.id));
    return { kind: 'next', tokens: countTokens(article.text) };
  },
};
