import { describe, expect, it } from 'vitest';
import { builderKeys } from './builder/builder-keys';
import { entityKeys } from './entities/entity-keys';
import { searchKeys } from './search/search-keys';
import { storyKeys } from './stories/story-keys';
import { taskKeys } from './tasks/task-keys';
import { voteKeys } from './votes/vote-keys';

const ID = '44444444-4444-4444-8444-444444444444';

/** One key per cached read of the API, as the data layer builds it. */
const KEYS: Record<string, readonly unknown[]> = {
  'story list': storyKeys.list({ limit: 5, min_coherence: 0, max_coherence: 0.7 }),
  'story feed': storyKeys.feed({ limit: 12, min_coherence: 0.4 }),
  'story detail': storyKeys.detail(ID),
  'story claims': storyKeys.claims(ID),
  'story entities': storyKeys.entities(ID),
  'story graph': storyKeys.graph(ID),
  'story search': searchKeys.query(ID),
  'entity detail': entityKeys.detail(ID),
  'entity lookup': entityKeys.lookup({ name: ID }),
  'entity stories': entityKeys.stories(ID),
  'builder stories': builderKeys.stories(),
  'builder story': builderKeys.story(ID),
  'task detail': taskKeys.detail(ID),
  'task preview': taskKeys.preview(ID),
  'source votes': voteKeys.list('source', [ID]),
  'entity votes': voteKeys.list('entity', [ID]),
};

describe('query keys', () => {
  it('give every read its own key, even for the same id', () => {
    const seen = new Map<string, string>();
    for (const [read, key] of Object.entries(KEYS)) {
      const json = JSON.stringify(key);
      expect(seen.get(json), `${read} shares a key with ${seen.get(json)}`).toBeUndefined();
      seen.set(json, read);
    }
  });

  it("sit under their resource's key, so invalidating a resource reaches all of its reads", () => {
    const under = (key: readonly unknown[], prefix: readonly unknown[]) =>
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    for (const key of [KEYS['story list'], KEYS['story feed'], KEYS['story search']])
      under(key!, storyKeys.all);
    for (const key of [KEYS['story claims'], KEYS['story entities'], KEYS['story graph']]) {
      under(key!, storyKeys.detail(ID));
    }
    under(KEYS['story feed']!, storyKeys.lists());
    under(KEYS['entity stories']!, entityKeys.detail(ID));
    under(KEYS['builder story']!, builderKeys.all);
    under(KEYS['task preview']!, taskKeys.all);
    under(KEYS['source votes']!, voteKeys.subject('source'));
  });

  it('are the same for the same read, whichever app builds them', () => {
    expect(storyKeys.list({ limit: 5, min_coherence: 0, max_coherence: 0.7 })).toEqual([
      'stories',
      'list',
      { limit: 5, min_coherence: 0, max_coherence: 0.7 },
    ]);
    expect(storyKeys.detail(ID)).toEqual(['stories', 'detail', ID]);
    expect(taskKeys.detail(ID)).toEqual(['tasks', 'detail', ID]);
  });
});
