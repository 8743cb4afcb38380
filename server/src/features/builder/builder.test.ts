import { builderStoryListResponseSchema, builderStoryResponseSchema } from '@cairn/shared/contracts/builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('builder API', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('GET /api/builder/stories lists stories most recently updated first', async () => {
    const response = await app.inject('/api/builder/stories');
    expect(response.statusCode).toBe(200);
    const body = builderStoryListResponseSchema.parse(response.json());
    expect(body.stories.map((s) => s.topic)).toEqual([
      'Aid reaches flood victims',
      'Real Madrid wins the league',
      'Flash floods devastate Valencia',
      'A story with no sources yet',
    ]);
    expect(body.stories[2]).toEqual({
      id: world.flood,
      topic: 'Flash floods devastate Valencia',
      gist: 'Torrential rain caused deadly flooding in eastern Spain',
      coherence: expect.closeTo(0.8, 5),
    });
  });

  it('GET /api/builder/story/:id answers the workspace: claims, sources, threads and entities', async () => {
    const response = await app.inject(`/api/builder/story/${world.flood}`);
    expect(response.statusCode).toBe(200);
    const body = builderStoryResponseSchema.parse(response.json());
    expect(body.story).toMatchObject({ id: world.flood, topic: 'Flash floods devastate Valencia' });
    expect(body.claims).toHaveLength(4);
    // newest publication first
    expect(body.sources.map((s) => s.domain)).toEqual(['bbc.co.uk', 'elpais.com']);
    expect(body.threads.observation.map((c) => c.text)).toEqual([
      'At least 95 people died in the floods in Valencia.',
      'AEMET issued a red alert for torrential rain on Tuesday morning.',
    ]);
    expect(body.threads.reported_speech).toHaveLength(1);
    expect(body.threads.allegation).toHaveLength(1);
    expect(body.threads.opinion).toEqual([]);
    expect(body.page_entities).toContainEqual({
      page_url: 'https://www.bbc.co.uk/news/world-europe-1',
      canonical_name: 'Carlos Mazón',
      type: 'Person',
    });
    // BBC is on a page but in no claim
    expect(body.claim_entities.map((e) => e.canonical_name).sort()).toEqual([
      'AEMET',
      'Carlos Mazón',
      'Valencia',
    ]);
    expect(body.claim_entities.find((e) => e.type === 'Person')).toEqual({
      type: 'Person',
      canonical_id: world.entityIds.get('per:mazon'),
      canonical_name: 'Carlos Mazón',
      wikidata_qid: null,
      wikidata_thumbnail: null,
      role: 'regional president',
    });
  });

  it('answers 404 and 400 like the other story calls', async () => {
    const missing = await app.inject('/api/builder/story/3b241101-e2bb-4255-8caf-4136c566a962');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Story not found' });
    expect((await app.inject('/api/builder/story/nope')).statusCode).toBe(400);
  });
});
