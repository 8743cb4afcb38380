import { storySearchResponseSchema } from '@cairn/shared/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('POST /api/stories/search', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;
  const search = async (body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stories/search',
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const titles = async (query: string, limit?: number) => {
    const { status, body } = await search({ query, limit });
    expect(status).toBe(200);
    return storySearchResponseSchema.parse(body).matches.map((m) => m.title);
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
    await test.database.db.insert(stories).values([
      // 'flood' only in the description, and newer than every title hit
      {
        title: 'Insurance claims rise',
        description: 'Insurers count the cost of the flood',
        updatedAt: new Date('2025-06-14T00:00:00Z'),
      },
      {
        title: 'Rivers of Europe',
        description: null,
        category: 'local',
        updatedAt: new Date('2025-05-01T00:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('answers the search match shape', async () => {
    const { status, body } = await search({ query: 'valencia' });
    expect(status).toBe(200);
    const { matches } = storySearchResponseSchema.parse(body);
    expect(matches[0]).toEqual({
      id: world.flood,
      title: 'Flash floods devastate Valencia',
      description: 'Torrential rain caused deadly flooding in eastern Spain',
      category: 'global',
      artifact_count: 0,
    });
  });

  it('ranks title hits first, then the most recently updated', async () => {
    expect(await titles('flood')).toEqual([
      'Aid reaches flood victims',
      'Flash floods devastate Valencia',
      'Insurance claims rise',
    ]);
  });

  it('finds a story by the entity names of its pages', async () => {
    expect(await titles('Ancelotti')).toEqual(['Real Madrid wins the league']);
    expect(await titles('red cross')).toEqual(['Aid reaches flood victims']);
  });

  it('tolerates typos', async () => {
    expect(await titles('flod')).toContain('Flash floods devastate Valencia');
    expect(await titles('valenica')).toEqual([
      'Flash floods devastate Valencia',
      'Aid reaches flood victims',
    ]);
    expect(await titles('Ancelloti')).toEqual(['Real Madrid wins the league']);
    expect(await titles('torential rain')).toEqual(['Flash floods devastate Valencia']);
  });

  it('matches a word being typed by its start, across words', async () => {
    expect(await titles('real mad')).toEqual(['Real Madrid wins the league']);
    expect(await titles('riv')).toEqual(['Rivers of Europe']);
  });

  it('answers no matches for short or unmatched queries', async () => {
    expect(await search({ query: ' f ' })).toEqual({ status: 200, body: { matches: [] } });
    expect(await titles('zzzzqqq')).toEqual([]);
    expect(await titles("'; drop table stories; --")).toEqual([]);
    expect(await titles('!!! ???')).toEqual([]);
  });

  it('honours limit (default 5, at most 20)', async () => {
    expect(await titles('flood', 1)).toEqual(['Aid reaches flood victims']);
    expect((await search({ query: 'flood', limit: 21 })).status).toBe(400);
    expect((await search({ query: 'flood', limit: 0 })).status).toBe(400);
  });

  it('answers 400 for a malformed body', async () => {
    for (const body of [{}, { query: 42 }, { query: 'x'.repeat(501) }]) {
      const { status, body: error } = await search(body);
      expect(status).toBe(400);
      expect(error.error).toMatch(/^Invalid request body/);
    }
  });
});
