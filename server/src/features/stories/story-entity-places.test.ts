import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, stories, storyPages } from '../../db/schema';
import type { ResolvedEntity } from '../../intelligence/entities/resolve-entities';
import { persistPageEntities } from '../../pipeline/story-resolution/persist-entities';
import { loadStoryEntities } from '../../read-models/story-evidence';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

const ALASKA = { lat: 61.59979, lon: -149.11273 };
const MASSACHUSETTS = { lat: 42.15843, lon: -72.32869 };

/** 'Palmer' as a page resolves it: the same canonical key wherever it is. */
const palmer = (at: { lat: number; lon: number }): ResolvedEntity => ({
  canonical_id: 'location:palmer',
  canonical_name: 'Palmer',
  type: 'Location',
  mentions: ['Palmer'],
  first_offset: 0,
  count: 2,
  confidence: 0.9,
  location: { ...at, country_code: 'US', population: 6000, geonames_id: null, feature: 'city' },
  qid: null,
});

describe('a story map reads where its own pages place a location', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase();
  }, 60_000);
  afterAll(() => test?.close());

  async function storyOf(places: Array<{ lat: number; lon: number } | null>) {
    const db = test.database.db;
    const [story] = await db.insert(stories).values({ title: 'Palmer' }).returning();
    for (const at of places) {
      const [page] = await db.insert(pages).values({ sourceText: 'x' }).returning();
      await db.insert(storyPages).values({ storyId: story!.id, pageId: page!.id, matchScore: 1 });
      const entity = at ? palmer(at) : { ...palmer(ALASKA), location: undefined };
      await persistPageEntities(db, page!.id, [entity]);
    }
    return story!.id;
  }

  it("puts a namesake where this story's pages put it, not where another story first did", async () => {
    const alaska = await storyOf([ALASKA, ALASKA]);
    const massachusetts = await storyOf([MASSACHUSETTS, MASSACHUSETTS, ALASKA]);

    const [inAlaska] = await loadStoryEntities(test.database.db, alaska);
    const [inMassachusetts] = await loadStoryEntities(test.database.db, massachusetts);
    // One entity row for both (one key), but each story's map has its own Palmer.
    expect(inAlaska!.id).toBe(inMassachusetts!.id);
    expect([inAlaska!.lat, inAlaska!.lon]).toEqual([ALASKA.lat, ALASKA.lon]);
    expect([inMassachusetts!.lat, inMassachusetts!.lon]).toEqual([MASSACHUSETTS.lat, MASSACHUSETTS.lon]);
    expect(inMassachusetts!.feature_class).toBe('P');
  });

  it("keeps the entity's own place when the story's pages give none", async () => {
    const unplaced = await storyOf([null]);
    const [entity] = await loadStoryEntities(test.database.db, unplaced);
    // The entity's coordinates are the first page's anywhere (the Alaska story's above).
    expect([entity!.lat, entity!.lon]).toEqual([ALASKA.lat, ALASKA.lon]);
  });
});
