import {
  entityActivitySchema,
  entityDetailSchema,
  entityStoriesResponseSchema,
} from '@cairn/shared/contracts/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, entities, pageEntities, pages } from '../../db/schema';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('entity API', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;
  const get = async (url: string) => {
    const response = await app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };
  const lookup = async (query: string) => {
    const { status, body } = await get(`/api/entity?${query}`);
    expect(status).toBe(200);
    return entityDetailSchema.parse(body);
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('GET /api/entity/:id answers the profile', async () => {
    const id = world.entityIds.get('per:mazon')!;
    const { status, body } = await get(`/api/entity/${id}`);
    expect(status).toBe(200);
    expect(entityDetailSchema.parse(body)).toEqual({
      id,
      entity_type: 'Person',
      canonical_name: 'Carlos Mazón',
      description: 'President of the Valencian region',
      wikidata_description: null,
      wikidata_thumbnail: null,
      wikidata_qid: null,
      confidence: expect.closeTo(0.8, 5),
      mentions: ['Carlos Mazón', 'Mazón'],
      context: { role: 'regional president', domain: null },
      story_count: 1,
      location: null,
    });
  });

  it('gives locations their coordinates and counts the stories that mention an entity', async () => {
    const valencia = await lookup('name=valencia');
    expect(valencia).toMatchObject({
      entity_type: 'Location',
      story_count: 2,
      location: { lat: 39.47, lon: -0.38, country_code: 'ES', feature_class: 'P' },
    });
    expect(valencia.mentions).toEqual(['Valencia', 'València']);
  });

  it('lists the canonical name among the mentions: an entity only ever written in full has one', async () => {
    // AEMET's page writes 'AEMET' and nothing else; the answer was `mentions: []`, as if never mentioned.
    expect((await lookup('name=AEMET')).mentions).toEqual(['AEMET']);
  });

  it('GET /api/entity?name= finds by canonical name, by mention, else by prefix', async () => {
    expect((await lookup('name=AEMET')).canonical_name).toBe('AEMET');
    expect((await lookup('name=Ancelotti')).canonical_name).toBe('Carlo Ancelotti');
    expect((await lookup(`name=${encodeURIComponent('mazón')}`)).canonical_name).toBe('Carlos Mazón');
    expect((await lookup('name=Real')).canonical_name).toBe('Real Madrid');
    expect((await lookup('name=red%20cr')).canonical_name).toBe('Red Cross');
    expect(await get('/api/entity?name=Nobody%20Here')).toEqual({
      status: 404,
      body: { error: 'Entity not found' },
    });
  });

  it('GET /api/entity?domain= finds the organization behind a source domain', async () => {
    expect((await lookup('domain=bbc.co.uk')).canonical_name).toBe('BBC');
    expect((await lookup('domain=www.bbc.co.uk')).canonical_name).toBe('BBC');
    expect((await lookup(`domain=${encodeURIComponent('https://aemet.es/path')}`)).canonical_name).toBe(
      'AEMET',
    );
    expect((await get('/api/entity?domain=unknown.example')).status).toBe(404);
    expect((await get('/api/entity?domain=not%20a%20host')).status).toBe(404);
  });

  it('answers 400 without exactly one of name and domain', async () => {
    for (const query of ['', '?name=', '?name=a&domain=b.com']) {
      const { status, body } = await get(`/api/entity${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatch(/^Invalid query parameter/);
    }
  });

  it('GET /api/entity/:id/stories lists the stories mentioning it, newest first', async () => {
    const { status, body } = await get(`/api/entity/${world.entityIds.get('loc:valencia')}/stories`);
    expect(status).toBe(200);
    const { stories } = entityStoriesResponseSchema.parse(body);
    expect(stories.map((s) => s.title)).toEqual([
      'Aid reaches flood victims',
      'Flash floods devastate Valencia',
    ]);
    expect(stories[1]).toMatchObject({
      id: world.flood,
      description: 'Torrential rain caused deadly flooding in eastern Spain',
      artifact_count: 0,
    });
  });

  it('GET /api/entity/:id/activity: mentions per day, claims made and about, co-occurring entities', async () => {
    const mazon = world.entityIds.get('per:mazon')!;
    const { status, body } = await get(`/api/entity/${mazon}/activity`);
    expect(status).toBe(200);
    const activity = entityActivitySchema.parse(body);
    // Seven days up to the latest mention (31 October, BBC: one 'Mazón'); El País on the 30th used two names.
    expect(activity.trend).toEqual([
      { date: '2024-10-25', mentions: 0 },
      { date: '2024-10-26', mentions: 0 },
      { date: '2024-10-27', mentions: 0 },
      { date: '2024-10-28', mentions: 0 },
      { date: '2024-10-29', mentions: 0 },
      { date: '2024-10-30', mentions: 2 },
      { date: '2024-10-31', mentions: 1 },
    ]);
    expect(activity.claims).toEqual([
      {
        id: expect.any(String),
        text: 'Carlos Mazón said the regional government acted on the information it had.',
        modality: 'reported_claim',
        builder_modality: 'reported_speech',
        relation: 'speaker',
        confidence: expect.closeTo(0.7, 5),
        story_id: world.flood,
        source: {
          url: 'https://www.bbc.co.uk/news/world-europe-1',
          domain: 'bbc.co.uk',
          title: 'Spain floods: rescuers search for missing',
        },
        other_sources: 0,
      },
    ]);
    expect(activity.co_occurring.map((e) => [e.canonical_name, e.shared_pages])).toEqual([
      ['Valencia', 2],
      ['AEMET', 1],
      ['BBC', 1],
    ]);

    const valencia = entityActivitySchema.parse(
      (await get(`/api/entity/${world.entityIds.get('loc:valencia')}/activity`)).body,
    );
    expect(valencia.claims.map((c) => `${c.relation}: ${c.text}`).sort()).toEqual([
      'subject: At least 95 people died in the floods in Valencia.',
      'subject: The Red Cross delivered 20 tonnes of supplies to Valencia.',
    ]);
    const redCross = entityActivitySchema.parse(
      (await get(`/api/entity/${world.entityIds.get('org:redcross')}/activity`)).body,
    );
    expect(redCross.co_occurring.every((e) => e.id !== world.entityIds.get('org:redcross'))).toBe(true);
    // The Red Cross is the actor of an observation, not its speaker: the profile says 'About', not 'Said by'.
    expect(redCross.claims.map((c) => `${c.relation}: ${c.text}`)).toEqual([
      'subject: The Red Cross delivered 20 tonnes of supplies to Valencia.',
    ]);
  });

  it('lists a sentence several sources state once, with the number of the others', async () => {
    const mazon = world.entityIds.get('per:mazon')!;
    const sentence = 'Carlos Mazón said the regional government acted on the information it had.';
    // El País (which names Mazón too) runs the same sentence as the BBC, as wire copy is run.
    const [copy] = await test.database.db
      .insert(claims)
      .values({
        pageId: world.pageIds.el,
        ordinal: 99,
        text: sentence,
        modality: 'reported_claim',
        builderModality: 'reported_speech',
        who: 'Carlos Mazón',
        evidence: [{ quote: sentence, start: 0, end: sentence.length }],
        confidence: 0.5,
      })
      .returning({ id: claims.id });
    try {
      const activity = entityActivitySchema.parse((await get(`/api/entity/${mazon}/activity`)).body);
      expect(activity.claims.map((c) => [c.text, c.other_sources, c.source.domain])).toEqual([
        [sentence, 1, 'bbc.co.uk'],
      ]);
    } finally {
      await test.database.db.delete(claims).where(eq(claims.id, copy!.id));
    }
  });

  it("counts an undated page's mentions on the day it was stored only when no page of the entity has a date", async () => {
    const mazon = world.entityIds.get('per:mazon')!;
    const valencia = world.entityIds.get('loc:valencia')!;
    // Pasted today with no date: the dated week of the floods stays the profile's week.
    const [paste] = await test.database.db
      .insert(pages)
      .values({
        sourceText: 'Carlos Mazón spoke in Valencia again.',
        createdAt: new Date('2026-11-28T09:00:00Z'),
      })
      .returning({ id: pages.id });
    const [lone] = await test.database.db
      .insert(entities)
      .values({ entityType: 'Person', canonicalName: 'Amparo Lloret', canonicalKey: 'per:amparo lloret' })
      .returning({ id: entities.id });
    await test.database.db.insert(pageEntities).values([
      { pageId: paste!.id, entityId: mazon, mentions: ['Carlos Mazón'], mentionCount: 1 },
      { pageId: paste!.id, entityId: valencia, mentions: ['Valencia'], mentionCount: 1 },
      { pageId: paste!.id, entityId: lone!.id, mentions: ['Amparo Lloret', 'Lloret'], mentionCount: 2 },
    ]);
    try {
      const dated = entityActivitySchema.parse((await get(`/api/entity/${mazon}/activity`)).body);
      expect(dated.trend.at(-1)).toEqual({ date: '2024-10-31', mentions: 1 });
      expect(dated.trend.reduce((sum, d) => sum + d.mentions, 0)).toBe(3);
      // An entity only undated pages name: the day Cairn stored them.
      const undated = entityActivitySchema.parse((await get(`/api/entity/${lone!.id}/activity`)).body);
      expect(undated.trend.at(-1)).toEqual({ date: '2026-11-28', mentions: 2 });
    } finally {
      await test.database.db.delete(pageEntities).where(eq(pageEntities.pageId, paste!.id));
      await test.database.db.delete(entities).where(eq(entities.id, lone!.id));
      await test.database.db.delete(pages).where(eq(pages.id, paste!.id));
    }
  });

  it('answers 404 for an unknown entity and 400 for a malformed id', async () => {
    const unknown = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(await get(`/api/entity/${unknown}`)).toEqual({ status: 404, body: { error: 'Entity not found' } });
    expect(await get(`/api/entity/${unknown}/stories`)).toEqual({
      status: 404,
      body: { error: 'Entity not found' },
    });
    expect((await get('/api/entity/abc')).status).toBe(400);
    expect((await get('/api/entity/abc/stories')).status).toBe(400);
    expect(await get(`/api/entity/${unknown}/activity`)).toEqual({
      status: 404,
      body: { error: 'Entity not found' },
    });
    expect((await get('/api/entity/abc/activity')).status).toBe(400);
  });
});
