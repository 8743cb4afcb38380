import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { isFetchError } from '../fetch/fetch-error';
import { guardedFetch } from '../fetch/guarded-fetch';
import type { Stage } from './stage';

/** Fetches the page (unless a text was pasted or it was fetched before) and reads its preview card. */
export const previewStage: Stage = {
  name: 'preview',
  concurrency: 8,
  async run(_task, page, ctx) {
    const { html, sourceText } = await ctx.readSource(page.id);
    if (sourceText !== null) {
      await ctx.db
        .update(pages)
        .set({
          preview: await ctx.cpu.run('previewMeta', { html: null, url: null, text: sourceText }),
          updatedAt: ctx.now(),
        })
        .where(eq(pages.id, page.id));
      return { kind: 'next' };
    }
    if (html !== null) {
      // Fetched before, or bundled (the demo corpus): only the card may be missing.
      if (page.preview === null) {
        const preview = await ctx.cpu.run('previewMeta', {
          html,
          url: page.finalUrl ?? page.url,
          text: null,
        });
        await ctx.db.update(pages).set({ preview, updatedAt: ctx.now() }).where(eq(pages.id, page.id));
      }
      return { kind: 'next' };
    }
    if (!page.url) return { kind: 'failed', message: 'Unable to extract content' };

    try {
      const fetched = await guardedFetch(page.url, ctx.fetchOptions);
      const preview = await ctx.cpu.run('previewMeta', {
        html: fetched.html,
        url: fetched.finalUrl,
        text: null,
      });
      await ctx.db
        .update(pages)
        .set({
          html: fetched.html,
          finalUrl: fetched.finalUrl,
          httpStatus: fetched.status,
          preview,
          updatedAt: ctx.now(),
        })
        .where(eq(pages.id, page.id));
      return { kind: 'next' };
    } catch (error) {
      if (!isFetchError(error)) throw error;
      ctx.log.info({ url: page.url, kind: error.kind, detail: error.message }, 'fetch did not succeed');
      return error.kind === 'blocked'
        ? { kind: 'blocked', message: 'Unable to access this article (paywall or blocked)' }
        : { kind: 'failed', message: error.userMessage };
    }
  },
};
