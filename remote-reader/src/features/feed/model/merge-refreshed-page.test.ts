import { describe, expect, it } from 'vitest';
import { newStoriesText } from '../components/new-stories-badge';
import { story } from '../test/feed-test-kit';
import { countUnseen, mergeRefreshedPage } from './merge-refreshed-page';

const ids = (pages: { id: string }[][]) => pages.map((page) => page.map((s) => s.id.slice(-2)));

describe('mergeRefreshedPage', () => {
  it('puts unseen stories on top of the first page and updates loaded ones where they are', () => {
    const data = { pages: [[story(1), story(2)], [story(3)]], pageParams: [0, 2] };
    const merged = mergeRefreshedPage(data, [story(9), story(3, { claim_count: 42 }), story(1)]);
    expect(ids(merged.pages)).toEqual([['09', '01', '02'], ['03']]);
    expect(merged.pages[1]?.[0]?.claim_count).toBe(42);
    expect(merged.pageParams).toEqual([0, 2]);
  });

  it('counts the stories the reader has not seen', () => {
    const seen = new Set([story(1).id, story(2).id]);
    expect(countUnseen([story(1), story(2)], seen)).toBe(0);
    expect(countUnseen([story(3), story(1), story(4)], seen)).toBe(2);
  });

  it('words the badge in the singular and the plural', () => {
    expect(newStoriesText(1)).toBe('1 new story');
    expect(newStoriesText(3)).toBe('3 new stories');
  });
});
