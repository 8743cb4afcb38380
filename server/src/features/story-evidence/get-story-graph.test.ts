import { storyGraphResponseSchema } from '@cairn/shared/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('GET /api/story/:id/graph', () => {
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

  it('links the story to its artifacts and each artifact to its admitted claims', async () => {
    const response = await app.inject(`/api/story/${world.flood}/graph`);
    expect(response.statusCode).toBe(200);
    const graph = storyGraphResponseSchema.parse(response.json());
    expect(graph.story_title).toBe('Flash floods devastate Valencia');
    const count = (type: string) => graph.nodes.filter((n) => n.type === type).length;
    expect([count('story'), count('artifact'), count('claim')]).toEqual([1, 2, 4]);
    expect(graph.edges).toContainEqual({ source: world.flood, target: world.pageIds.el });
    expect(graph.edges).toContainEqual({ source: world.flood, target: world.pageIds.bbc });
    expect(graph.edges.filter((e) => e.source === world.pageIds.el)).toHaveLength(2);
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const edge of graph.edges) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
  });

  it('answers only the story node for a story without sources', async () => {
    const graph = storyGraphResponseSchema.parse(
      (await app.inject(`/api/story/${world.empty}/graph`)).json(),
    );
    expect(graph.nodes).toHaveLength(1);
    expect(graph.edges).toEqual([]);
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    const missing = await app.inject('/api/story/3b241101-e2bb-4255-8caf-4136c566a962/graph');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Story not found' });
    expect((await app.inject('/api/story/x/graph')).statusCode).toBe(400);
  });
});
