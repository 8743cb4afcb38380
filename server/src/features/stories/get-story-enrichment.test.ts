import { storyDetailEnrichmentSchema, storyDetailSchema } from '@cairn/shared/contracts/story-detail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, stories } from '../../db/schema';
import { buildApp } from '../../http/app';
import { toLocationEntity } from '../../read-models/story-evidence';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('GET /api/stories/:id enrichment', () => {
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

  const detail = async (id: string) => {
    const response = await app.inject(`/api/stories/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(storyDetailSchema.safeParse(body).success).toBe(true);
    return { ...body, ...storyDetailEnrichmentSchema.parse(body) };
  };

  it('lists the story pages as artifacts, in the order they joined', async () => {
    const body = await detail(world.flood);
    expect(body.artifacts).toHaveLength(2);
    expect(body.artifacts[0]).toEqual({
      id: world.pageIds.el,
      page_id: world.pageIds.el,
      url: 'https://elpais.com/valencia-floods',
      title: 'Floods in Valencia kill dozens',
      domain: 'elpais.com',
      site: 'Example News',
      pub_time: '2024-10-30T08:00:00.000Z',
      gist: 'At least 95 people died after torrential rain.',
      snippet: 'At least 95 people died after torrential rain.',
      image_url: 'https://elpais.com/flood.jpg',
      author: 'Ana García',
      match_score: expect.closeTo(0.8, 5),
      added_at: '2025-06-01T00:00:00.000Z',
    });
    // without a meta description the snippet is the start of the text, at most 200 characters
    expect(body.artifacts[1].gist).toMatch(/^Rescuers searched flooded garages/);
    expect(body.artifacts[1].gist.length).toBeLessThanOrEqual(200);
    expect(body.artifacts[1].domain).toBe('bbc.co.uk');
  });

  it('gives a page without a meta description its analysed gist, not the start of its text', async () => {
    await test.database.db
      .update(pages)
      .set({ gist: 'Rescuers searched flooded garages for the missing on Thursday.' })
      .where(eq(pages.id, world.pageIds.bbc));
    const body = await detail(world.flood);
    expect(body.artifacts[1].gist).toBe('Rescuers searched flooded garages for the missing on Thursday.');
    expect(body.artifacts[1].snippet).toBe(body.artifacts[1].gist);
    await test.database.db.update(pages).set({ gist: null }).where(eq(pages.id, world.pageIds.bbc));
  });

  it('keys citation metadata by page id', async () => {
    const body = await detail(world.flood);
    expect(body.story_content.citations_metadata[world.pageIds.bbc]).toEqual({
      url: 'https://www.bbc.co.uk/news/world-europe-1',
      title: 'Spain floods: rescuers search for missing',
      domain: 'bbc.co.uk',
      pub_time: '2024-10-31T10:00:00.000Z',
    });
  });

  it("gives each citation the quote of every cited page's claim behind its sentence", async () => {
    const { el, bbc } = world.pageIds;
    await test.database.db
      .update(stories)
      .set({
        content: `At least 95 people died in the floods in [[Valencia|x]]. {{cite:${el}}}\n\nCarlos Mazón said the regional government acted on the information it had. {{cite:${bbc},${el}}}`,
      })
      .where(eq(stories.id, world.flood));
    const body = await detail(world.flood);
    expect(body.story_content.citation_evidence).toEqual([
      [expect.objectContaining({ page_id: el, quote: 'At least 95 people died in the floods in Valencia.' })],
      [
        expect.objectContaining({
          page_id: bbc,
          quote: 'Carlos Mazón said the regional government acted on the information it had.',
          start: 0,
        }),
        // the other page says nothing like it: no quote is better than a wrong one
        { page_id: el, claim_id: null, quote: null, start: null, end: null },
      ],
    ]);
  });

  it('groups entities, with coordinates for locations', async () => {
    const body = await detail(world.flood);
    expect(body.entities.people.map((e: { name: string }) => e.name)).toEqual(['Carlos Mazón']);
    expect(body.entities.organizations.map((e: { name: string }) => e.name)).toEqual(['AEMET', 'BBC']);
    expect(body.entities.locations).toEqual([
      {
        canonical_id: world.entityIds.get('loc:valencia'),
        name: 'Valencia',
        qid: null,
        description: null,
        image_url: null,
        lat: 39.47,
        lon: -0.38,
        place_kind: 'city',
      },
    ]);
  });

  it('tells a country from a region by name, and gives an unresolved place no kind', () => {
    const row = {
      id: 'x',
      type: 'Location' as const,
      name: 'Spain',
      qid: null,
      description: null,
      lat: 40.42,
      lon: -3.7,
      feature_class: 'A',
      role: null,
      mentions: [],
      mention_count: 1,
      page_urls: [],
      page_ids: [],
    };
    expect(toLocationEntity(row).place_kind).toBe('country');
    expect(toLocationEntity({ ...row, name: 'Tuscany' }).place_kind).toBe('region');
    expect(toLocationEntity({ ...row, name: 'Millbrook', feature_class: null }).place_kind).toBeNull();
  });

  it('ranks related stories by Jaccard similarity of entity sets', async () => {
    const body = await detail(world.flood);
    // flood {Valencia, AEMET, Mazón, BBC}; aid {Valencia, AEMET, Red Cross}: 2 / 5
    // football {Madrid, Ancelotti, Real Madrid, BBC}: 1 / 7
    expect(body.related_stories).toEqual([
      { id: world.aid, title: 'Aid reaches flood victims', match_score: 0.4 },
      { id: world.football, title: 'Real Madrid wins the league', match_score: 0.143 },
    ]);
    expect((await detail(world.empty)).related_stories).toEqual([]);
  });
});
