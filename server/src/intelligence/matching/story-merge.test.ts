import { describe, expect, it } from 'vitest';
import { createStoryMatcher, type StoryMatcher } from './story-matcher';
import { STREAM } from './test-fixtures';

function ingestAll(matcher: StoryMatcher, between?: (storyId: string) => void) {
  let n = 0;
  return STREAM.map((a) => {
    const d = matcher.ingest(a, () => `story-${++n}`);
    between?.(d.story_id);
    return d;
  });
}

describe('story against story', () => {
  it('reads the same evidence either way round, and leaves the decisions unchanged', () => {
    const plain = ingestAll(createStoryMatcher());
    const matcher = createStoryMatcher();
    const seen: string[] = [];
    const decisions = ingestAll(matcher, (storyId) => {
      for (const other of seen) {
        if (other === storyId) continue;
        expect(matcher.compareStories(storyId, other)).toEqual(matcher.compareStories(other, storyId));
      }
      if (!seen.includes(storyId)) seen.push(storyId);
    });
    expect(decisions).toEqual(plain);
    expect(matcher.compareStories('story-1', 'story-1')).toBeUndefined();
    expect(matcher.compareStories('story-1', 'nope')).toBeUndefined();
  });

  it('finds two halves of one event closer than two events', () => {
    const matcher = createStoryMatcher();
    const flood = STREAM.filter((a) => a.event === 'flood');
    const strike = STREAM.find((a) => a.event === 'strike');
    expect(flood.length).toBeGreaterThanOrEqual(2);
    matcher.add('flood-a', flood[0] as (typeof flood)[number]);
    matcher.add('flood-b', flood[1] as (typeof flood)[number]);
    matcher.add('strike', strike as (typeof flood)[number]);
    const same = matcher.compareStories('flood-a', 'flood-b');
    const other = matcher.compareStories('flood-a', 'strike');
    expect(same?.cosine).toBeGreaterThan(other?.cosine ?? 1);
    expect(same?.small_missing).toBeLessThan(1);
    expect(same).toMatchObject({ small_size: 1, large_size: 1 });
  });

  it('merges one story into another: sizes added, the source removed, document counts unchanged', () => {
    const matcher = createStoryMatcher();
    const flood = STREAM.filter((a) => a.event === 'flood');
    matcher.add('flood-a', flood[0] as (typeof flood)[number]);
    matcher.add('flood-b', flood[1] as (typeof flood)[number]);
    const documents = matcher.documents;
    expect(matcher.mergeStories('flood-b', 'flood-a')).toBe(true);
    expect(matcher.size).toBe(1);
    expect(matcher.documents).toBe(documents);
    expect(matcher.profile('flood-b')).toBeUndefined();
    expect(matcher.profile('flood-a')?.doc_count).toBe(2);
    expect(matcher.mergeStories('flood-a', 'flood-a')).toBe(false);
    const again = flood[1] as (typeof flood)[number];
    expect(matcher.match({ ...again, id: 'x' }).story_id).toBe('flood-a');
  });
});
