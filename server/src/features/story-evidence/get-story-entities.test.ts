import { storyEntitiesResponseSchema } from '@cairn/shared/contracts/entities';
import { storyDetailSchema } from '@cairn/shared/contracts/story-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema';
import { buildApp } from '../../http/app';
import { recomposeStory } from '../../pipeline/story-resolution/recompose-story';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { attachPages, insertEntities, type StoryWorld, seedStoryWorld } from '../../test/story-world';
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

  it("leaves out, as the story's locations do, what only a roundup's notes on other games name", async () => {
    const db = test.database.db;
    const [roundup] = await db
      .insert(stories)
      .values({ title: 'Colts beat Jaguars', coherenceScore: 0.7 })
      .returning({ id: stories.id });
    const ids = await insertEntities(db, [
      { key: 'org:colts', type: 'Organization', name: 'Colts' },
      { key: 'org:jaguars', type: 'Organization', name: 'Jaguars' },
      { key: 'loc:jacksonville', type: 'Location', name: 'Jacksonville' },
      { key: 'loc:minnesota', type: 'Location', name: 'Minnesota' },
      { key: 'per:jackson', type: 'Person', name: 'Tarvaris Jackson' },
      { key: 'org:vikings', type: 'Organization', name: 'Vikings' },
    ]);
    const game = 'The Colts beat the Jaguars 31-24 in Jacksonville.';
    const gameEntities = [
      { key: 'org:colts', mentions: ['Colts'] },
      { key: 'org:jaguars', mentions: ['Jaguars'] },
      { key: 'loc:jacksonville', mentions: ['Jacksonville'] },
    ];
    // Two roundups of four pages end with notes on Minnesota's game.
    const roundupPage = (url: string, addedMinute: number) => ({
      url,
      addedMinute,
      claims: [
        { text: game },
        { text: 'Tarvaris Jackson has reclaimed his starting spot at quarterback for Minnesota.' },
        { text: 'The Vikings host the Giants on Sunday.' },
      ],
      entities: [
        ...gameEntities,
        { key: 'loc:minnesota', mentions: ['Minnesota'] },
        { key: 'per:jackson', mentions: ['Tarvaris Jackson'] },
        { key: 'org:vikings', mentions: ['Vikings'] },
      ],
    });
    await attachPages(
      db,
      roundup!.id,
      [
        roundupPage('https://blog.example/roundup', 1),
        roundupPage('https://wire.example/roundup', 2),
        { url: 'https://a.example/game', addedMinute: 3, claims: [{ text: game }], entities: gameEntities },
        // A report of the game with enough to tell that the narrative never reaches the notes.
        {
          url: 'https://b.example/game',
          addedMinute: 4,
          claims: [
            game,
            'Keiwan Ratliff returned an interception 35 yards for the Colts.',
            'David Garrard was sacked twice by the Colts defence late.',
            'Jaguars fans honoured Richard Collier before kickoff.',
            'Dwight Freeney ended the final Jaguars drive.',
            'Colts receivers Reggie Wayne and Dallas Clark both scored.',
            'Maurice Jones-Drew sprained a knee against the Colts.',
            'The Colts secured the fifth seed in the playoffs.',
            'Jaguars coach Jack Del Rio called the loss painful.',
          ].map((text) => ({ text })),
          entities: gameEntities,
        },
      ],
      ids,
    );
    await recomposeStory(db, roundup!.id, new Date('2025-06-20T00:00:00Z'));

    const detail = storyDetailSchema.parse((await app.inject(`/api/stories/${roundup!.id}`)).json());
    expect(detail.locations).toEqual(['Jacksonville']);
    expect(detail.entities.locations.map((e) => e.name)).toEqual(['Jacksonville']);
    expect(detail.entities.people).toEqual([]);
    expect(detail.entities.organizations.map((e) => e.name).sort()).toEqual(['Colts', 'Jaguars']);
    const listed = storyEntitiesResponseSchema.parse(
      (await app.inject(`/api/story/${roundup!.id}/entities`)).json(),
    ).entities;
    expect(listed.locations.map((e) => e.name)).toEqual(['Jacksonville']);
    expect(listed.persons).toEqual([]);
    expect(listed.organizations.map((e) => e.name).sort()).toEqual(['Colts', 'Jaguars']);
  });

  it('lists a name two pages typed two ways once, under the type more pages give it', async () => {
    // 'the Watergate complex' made it a place on two pages, 'the Watergate scandal' an organisation on one.
    const db = test.database.db;
    const [story] = await db
      .insert(stories)
      .values({ title: 'Mark Felt dies at 95', coherenceScore: 0.7 })
      .returning({ id: stories.id });
    const ids = await insertEntities(db, [
      { key: 'per:felt', type: 'Person', name: 'Mark Felt' },
      { key: 'loc:watergate', type: 'Location', name: 'Watergate' },
      { key: 'org:watergate', type: 'Organization', name: 'Watergate' },
    ]);
    const page = (url: string, addedMinute: number, watergate: string) => ({
      url,
      addedMinute,
      claims: [{ text: 'Mark Felt, the FBI official known as Deep Throat, died on Thursday aged 95.' }],
      entities: [
        { key: 'per:felt', mentions: ['Mark Felt'] },
        { key: watergate, mentions: ['Watergate'] },
      ],
    });
    await attachPages(
      db,
      story!.id,
      [
        page('https://a.example/felt', 1, 'loc:watergate'),
        page('https://b.example/felt', 2, 'loc:watergate'),
        page('https://c.example/felt', 3, 'org:watergate'),
      ],
      ids,
    );
    await recomposeStory(db, story!.id, new Date('2025-06-20T00:00:00Z'));
    const listed = storyEntitiesResponseSchema.parse(
      (await app.inject(`/api/story/${story!.id}/entities`)).json(),
    ).entities;
    expect(listed.locations.map((e) => e.name)).toEqual(['Watergate']);
    expect(listed.organizations).toEqual([]);
    const detail = storyDetailSchema.parse((await app.inject(`/api/stories/${story!.id}`)).json());
    expect(detail.entities.organizations).toEqual([]);
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
