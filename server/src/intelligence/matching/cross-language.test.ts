import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../pipeline/extraction/extract-article';
import { FIXTURE_ARTICLES } from '../../test-support/fixture-news-site/articles';
import { createStoryMatcher } from './story-matcher';

const ORIGIN = 'https://demo.cairn.invalid';

describe('matching across languages (the demo corpus)', () => {
  it('joins the French flood article to the English flood story, and keeps other events apart', () => {
    const stream = FIXTURE_ARTICLES.filter((a) => a.contentType === 'text/html' && a.charset === 'utf-8')
      .map((a) => {
        const extracted = extractArticle(a.render(ORIGIN), `${ORIGIN}${a.path}`);
        return {
          id: a.id,
          title: extracted.title ?? '',
          body: extracted.text,
          published_at: a.expected.publishedAt,
          event: a.event,
          language: a.expected.language,
        };
      })
      .sort((x, y) => x.published_at.localeCompare(y.published_at));
    const matcher = createStoryMatcher();
    let next = 0;
    const storyOf = new Map<string, string>();
    const decided = stream.map((a) => {
      const d = matcher.ingest(a, () => `s${++next}`);
      storyOf.set(a.id, d.story_id);
      return { ...a, story: d.story_id };
    });
    const french = decided.find((a) => a.language === 'fr');
    expect(french?.event).toBe('millbrook-flood');
    const englishFlood = decided.filter((a) => a.event === 'millbrook-flood' && a.language === 'en');
    expect(englishFlood.length).toBeGreaterThan(1);
    const floodStory = englishFlood[0]?.story;
    expect(french?.story).toBe(floodStory);
    // No article of another event is in the flood story.
    expect(decided.filter((a) => a.story === floodStory && a.event !== 'millbrook-flood')).toEqual([]);
  });
});
