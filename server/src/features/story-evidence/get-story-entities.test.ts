import { storyEntitiesResponseSchema } from '@cairn/shared/contracts/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('GET /api/story/:id/entities', () => {
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

  it('groups the entities of the story pages by type, each once', async () => {
    const response = await app.inject(`/api/story/${world.flood}/entities`);
    expect(response.statusCode).toBe(200);
    const body = storyEntitiesResponseSchema.parse(response.json());
    expect(body.entities.persons).toEqual([
      {
        canonical_id: world.entityIds.get('per:mazon'),
        name: 'Carlos Mazón',
        qid: null,
        description: 'President of the Valencian region',
        image_url: null,
      },
    ]);
    expect(body.entities.organizations.map((e) => e.name)).toEqual(['AEMET', 'BBC']);
    expect(body.entities.organizations[1]!.qid).toBe('Q9531');
    expect(body.entities.locations.map((e) => e.name)).toEqual(['Valencia']);
  });

  it('answers empty groups for a story without pages, 404 and 400 otherwise', async () => {
    expect((await app.inject(`/api/story/${world.empty}/entities`)).json()).toEqual({
      success: true,
      entities: { persons: [], organizations: [], locations: [] },
    });
    const missing = await app.inject('/api/story/3b241101-e2bb-4255-8caf-4136c566a962/entities');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Story not found' });
    expect((await app.inject('/api/story/123/entities')).statusCode).toBe(400);
  });
});
