import { count } from 'drizzle-orm';
import type { Drizzle } from '../db/database';
import { pages, tasks } from '../db/schema';
import { DEMO_VISITOR_ID } from '../lib/demo-visitor';
import type { Logger } from '../lib/logger';
import { normalizeUrl } from '../pipeline/fetch/normalize-url';
import type { Pipeline } from '../pipeline/pipeline';
import { FIXTURE_ARTICLES } from '../test-support/fixture-news-site/articles';

/** `.invalid` is reserved (RFC 2606): these addresses can never point anywhere real. */
export const DEMO_ORIGIN = 'https://demo.cairn.invalid';

/**
 * A newcomer's first `npm start` shows stories at once: on an empty database, the bundled original demo
 * articles (fictional events, fictional publishers) go through the real pipeline as if submitted, with
 * their pages flagged `is_demo` so the product can label them. Nothing is fetched: the HTML is bundled.
 */
export async function loadDemoCorpus(deps: {
  db: Drizzle;
  pipeline: Pipeline;
  log: Logger;
}): Promise<number> {
  const [existing] = await deps.db.select({ n: count() }).from(pages);
  if ((existing?.n ?? 0) > 0) return 0;
  const articles = FIXTURE_ARTICLES.filter((a) => a.contentType === 'text/html' && a.charset === 'utf-8');
  for (const article of articles) {
    const url = `${DEMO_ORIGIN}${article.path}`;
    const [page] = await deps.db
      .insert(pages)
      .values({
        url,
        normalizedUrl: normalizeUrl(url),
        finalUrl: url,
        html: article.render(DEMO_ORIGIN),
        httpStatus: 200,
        isDemo: true,
      })
      .onConflictDoNothing()
      .returning({ id: pages.id });
    if (!page) continue;
    const [task] = await deps.db
      .insert(tasks)
      .values({ userId: DEMO_VISITOR_ID, url, normalizedUrl: normalizeUrl(url), pageId: page.id })
      .returning({ id: tasks.id });
    await deps.pipeline.start(task!.id);
  }
  deps.log.info({ articles: articles.length }, 'loaded the demo corpus into the empty database');
  return articles.length;
}
