import { describe, expect, it } from 'vitest';
import { createMemoryMatcherStore, type StoryProfile } from './matcher-store';
import { createStoredStoryMatcher } from './stored-story-matcher';
import { createStoryMatcher } from './story-matcher';
import { STREAM } from './test-fixtures';

const profile = (id: string, terms: string[], last_at: string, first_at = last_at): StoryProfile => ({
  id,
  title: id,
  doc_count: 1,
  first_at,
  last_at,
  terms: terms.map((term) => ({ term, weight: 1 })),
  index_terms: terms,
});

describe('createMemoryMatcherStore', () => {
  it('finds candidates through index terms only, ranked by the summed weight of the terms they share', async () => {
    const store = createMemoryMatcherStore();
    await store.saveProfile(profile('a', ['flood', 'lenn'], '2026-03-02T00:00:00Z'));
    await store.saveProfile(profile('b', ['flood'], '2026-03-03T00:00:00Z'));
    await store.saveProfile(profile('c', ['strike'], '2026-03-03T00:00:00Z'));
    const found = await store.loadCandidates({
      terms: [
        { term: 'lenn', weight: 2 },
        { term: 'flood', weight: 1 },
      ],
      maxTerms: 10,
      perTerm: 10,
      limit: 10,
      notBefore: '2026-01-01T00:00:00Z',
      notAfter: '2026-12-31T00:00:00Z',
    });
    expect(found.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('honours maxTerms (counting only indexed terms), perTerm (newest first), limit and the time window', async () => {
    const store = createMemoryMatcherStore();
    for (let i = 0; i < 5; i++)
      await store.saveProfile(profile(`s${i}`, ['crane'], `2026-03-0${i + 1}T00:00:00Z`));
    await store.saveProfile(profile('late', ['crane'], '2026-09-01T00:00:00Z'));
    const query = {
      terms: [
        { term: 'unknown', weight: 5 },
        { term: 'crane', weight: 1 },
      ],
      maxTerms: 1,
      perTerm: 3,
      limit: 10,
      notBefore: '2026-01-01T00:00:00Z',
      notAfter: '2026-06-01T00:00:00Z',
    };
    // The newest three under "crane" are late, s4, s3; late is outside the window.
    expect((await store.loadCandidates(query)).map((p) => p.id).sort()).toEqual(['s3', 's4']);
    expect(await store.loadCandidates({ ...query, limit: 1 })).toHaveLength(1);
  });

  it('replaces a profile’s index entries on save and drops them on delete', async () => {
    const store = createMemoryMatcherStore();
    await store.saveProfile(profile('a', ['flood'], '2026-03-02T00:00:00Z'));
    await store.saveProfile(profile('a', ['storm'], '2026-03-02T00:00:00Z'));
    const window = {
      maxTerms: 5,
      perTerm: 5,
      limit: 5,
      notBefore: '2026-01-01T00:00:00Z',
      notAfter: '2027-01-01T00:00:00Z',
    };
    expect(await store.loadCandidates({ ...window, terms: [{ term: 'flood', weight: 1 }] })).toEqual([]);
    expect(await store.loadCandidates({ ...window, terms: [{ term: 'storm', weight: 1 }] })).toHaveLength(1);
    await store.deleteProfile('a');
    expect(await store.loadProfile('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('counts documents and document frequencies', async () => {
    const store = createMemoryMatcherStore();
    await store.recordDocument(['flood', 'lenn']);
    await store.recordDocument(['flood']);
    const stats = await store.loadStats(['flood', 'lenn', 'never']);
    expect(stats.documents).toBe(2);
    expect([...stats.df]).toEqual([
      ['flood', 2],
      ['lenn', 1],
    ]);
  });
});

describe('createStoredStoryMatcher', () => {
  it.each([
    ['the shipped thresholds', {}],
    ['a strict bar for young stories', { threshold: 0.05, youngThreshold: 0.9 }],
  ])('decides exactly like the in-memory engine on the same stream (%s)', async (_, options) => {
    const engine = createStoryMatcher(options);
    const stored = createStoredStoryMatcher(createMemoryMatcherStore(), options);
    for (const article of STREAM) {
      const a = engine.ingest(article, () => `new-${article.id}`);
      const b = await stored.ingest(article, () => `new-${article.id}`);
      expect(b.story_id).toBe(a.story_id);
      expect(b.is_new).toBe(a.is_new);
      expect(b.candidates_considered).toBe(a.candidates_considered);
      expect(b.match_score).toBeCloseTo(a.match_score, 5);
    }
  });

  it('reads names and stated numbers apart exactly like the in-memory engine', async () => {
    const quakes = [
      ['q1', 'Chile', '6.8', 312],
      ['q2', 'Peru', '5.1', 17],
      ['q3', 'Chile', '6.8', 312],
      ['q4', 'Peru', '6.8', 17],
      ['q5', 'Chile', '5.1', 40],
    ].map(([id, place, magnitude, dead]) => ({
      id: id as string,
      title: `Earthquake strikes ${place}`,
      body: `A magnitude ${magnitude} earthquake struck ${place}, killing ${dead} people and flattening houses.`,
    }));
    const engine = createStoryMatcher({ threshold: 0.5, youngThreshold: 0.5 });
    const stored = createStoredStoryMatcher(createMemoryMatcherStore(), {
      threshold: 0.5,
      youngThreshold: 0.5,
    });
    for (const article of quakes) {
      const a = engine.ingest(article, () => `new-${article.id}`);
      const b = await stored.ingest(article, () => `new-${article.id}`);
      expect(b.story_id).toBe(a.story_id);
      expect(b.match_score).toBeCloseTo(a.match_score, 5);
    }
  });

  it('saves plain profiles the engine can restore', async () => {
    const store = createMemoryMatcherStore();
    const stored = createStoredStoryMatcher(store);
    const engine = createStoryMatcher();
    for (const article of STREAM.slice(0, 3)) {
      await stored.ingest(article, () => `story-${article.id}`);
      engine.ingest(article, () => `story-${article.id}`);
    }
    const saved = await store.loadProfile('story-f1');
    expect(saved).toEqual(engine.profile('story-f1'));
  });
});
