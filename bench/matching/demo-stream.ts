/**
 * The demo corpus (the bundled fixture news site) as a matching stream: every UTF-8 HTML article, read by
 * the real extractor, in publication order, with its event label. Used by the matching benchmark and its
 * test to show that the French article about the Millbrook flood joins the English flood story.
 */

import type { MatchArticle } from '../../server/src/intelligence/matching/text-features';
import { extractArticle } from '../../server/src/pipeline/extraction/extract-article';
import { FIXTURE_ARTICLES } from '../../server/src/test-support/fixture-news-site/articles';

export interface DemoStreamArticle extends MatchArticle {
  event: string;
  language: string;
}

const ORIGIN = 'https://demo.cairn.invalid';

export function demoStream(): DemoStreamArticle[] {
  return FIXTURE_ARTICLES.filter((a) => a.contentType === 'text/html' && a.charset === 'utf-8')
    .map((a) => {
      const url = `${ORIGIN}${a.path}`;
      const extracted = extractArticle(a.render(ORIGIN), url);
      return {
        id: a.id,
        title: extracted.title ?? '',
        body: extracted.text,
        published_at: a.expected.publishedAt ?? null,
        event: a.event,
        language: a.expected.language ?? 'en',
      };
    })
    .sort((x, y) => String(x.published_at).localeCompare(String(y.published_at)));
}
