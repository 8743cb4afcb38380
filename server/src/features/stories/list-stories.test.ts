import { storyFeedResponseSchema } from '@cairn/shared/contracts/stories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { insertStories } from './test-stories';

const now = new Date('2025-06-15T12:00:00Z');

describe('GET /api/stories', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  const get = async (query: string) => {
    const response = await app.inject(`/api/stories${query}`);
    return { status: response.statusCode, body: response.json() };
  };
  const titles = async (query: string) => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return storyFeedResponseSchema.parse(body).stories.map((story) => story.title);
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, now: () => now });
    await insertStories(
      test.database.db,
      [
        {
          title: 'Mature',
          coherenceScore: 0.9,
          minutesAgo: 5,
          description: 'A full story',
          locations: ['Paris'],
        },
        { title: 'Growing', coherenceScore: 0.5, minutesAgo: 90, description: null, gist: 'Only a gist' },
        { title: 'Emerging', coherenceScore: 0.2, minutesAgo: 3 * 24 * 60, category: 'local' },
        { title: 'Threshold', coherenceScore: 0.4, minutesAgo: 0 },
        { title: 'Empty', coherenceScore: 0, minutesAgo: 400 * 24 * 60 },
      ],
      now,
    );
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('lists every story newest first by default', async () => {
    expect(await titles('')).toEqual(['Threshold', 'Mature', 'Growing', 'Emerging', 'Empty']);
  });

  it('answers the feed item shape, with description fallbacks and a human time', async () => {
    const { body } = await get('');
    const stories = storyFeedResponseSchema.parse(body).stories;
    expect(stories.find((s) => s.title === 'Mature')).toMatchObject({
      description: 'A full story',
      category: 'global',
      locations: ['Paris'],
      coherence_score: 0.9,
      last_updated_human: '5m ago',
      updated_at: '2025-06-15T11:55:00.000Z',
      cover_image: null,
      health_indicator: null,
      artifact_count: 0,
    });
    expect(stories.find((s) => s.title === 'Growing')).toMatchObject({
      description: 'Only a gist',
      last_updated_human: '1h ago',
    });
    expect(stories.find((s) => s.title === 'Emerging')).toMatchObject({
      description: 'No description available',
      category: 'local',
      last_updated_human: '3d ago',
    });
    expect(stories.find((s) => s.title === 'Threshold')?.last_updated_human).toBe('just now');
    expect(stories.find((s) => s.title === 'Empty')?.last_updated_human).toBe('1y ago');
  });

  it('filters by min_coherence (inclusive) as the home feed does', async () => {
    expect(await titles('?limit=12&min_coherence=0.4')).toEqual(['Threshold', 'Mature', 'Growing']);
  });

  it('filters by max_coherence (inclusive) as the low-maturity panel does', async () => {
    expect(await titles('?limit=5&min_coherence=0&max_coherence=0.5')).toEqual([
      'Threshold',
      'Growing',
      'Emerging',
      'Empty',
    ]);
  });

  it('takes coherence bounds too small for the float4 column as 0 (they were a 500)', async () => {
    expect(await titles('?min_coherence=5e-324')).toEqual([
      'Threshold',
      'Mature',
      'Growing',
      'Emerging',
      'Empty',
    ]);
    expect(await titles('?max_coherence=1e-50')).toEqual(['Empty']);
  });

  it('filters by category for the geo-scope slider, and refuses an unknown one', async () => {
    expect(await titles('?category=local')).toEqual(['Emerging']);
    expect(await titles('?category=global')).toEqual(['Threshold', 'Mature', 'Growing', 'Empty']);
    const { status, body } = await get('?category=mars');
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });

  it('pages with limit and offset without repeating or skipping', async () => {
    const pages = [
      await titles('?limit=2'),
      await titles('?limit=2&offset=2'),
      await titles('?limit=2&offset=4'),
    ];
    expect(pages).toEqual([['Threshold', 'Mature'], ['Growing', 'Emerging'], ['Empty']]);
    expect(await titles('?offset=10')).toEqual([]);
  });

  it.each([
    ['?limit=0', /limit/],
    ['?limit=101', /limit: Too big/],
    ['?limit=abc', /limit/],
    ['?offset=-1', /offset/],
    ['?min_coherence=2', /min_coherence/],
    ['?max_coherence=-0.1', /max_coherence/],
    ['?limit=1&limit=2', /limit/],
    ['?min_coherence=0.8&max_coherence=0.2', /min_coherence must not be greater than max_coherence/],
  ])('answers 400 with a readable message for %s', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });
});
