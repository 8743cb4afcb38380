import { voteListResponseSchema, voteTallySchema } from '@cairn/shared/contracts/votes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const NOBODY = '33333333-3333-4333-8333-333333333333';

describe('visitor votes API', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;

  const vote = async (visitor: string | undefined, url: string, body: unknown) => {
    const response = await app.inject({
      method: 'PUT',
      url,
      payload: body as object,
      headers: visitor ? { 'x-user-id': visitor } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const list = async (visitor: string | undefined, url: string) => {
    const response = await app.inject({ url, headers: visitor ? { 'x-user-id': visitor } : {} });
    return { status: response.statusCode, body: response.json() };
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

  it('stores one vote per visitor, switches and removes it, and counts them for real', async () => {
    const source = world.pageIds.el;
    const url = `/api/votes/source/${source}`;
    expect(await vote(ALICE, url, { vote: 'up' })).toEqual({
      status: 200,
      body: { subject_id: source, up: 1, down: 0, mine: 'up' },
    });
    // The same request again (a retry) changes nothing: the client sends the vote it wants, not a delta.
    expect((await vote(ALICE, url, { vote: 'up' })).body).toMatchObject({ up: 1, down: 0 });
    expect((await vote(BOB, url, { vote: 'up' })).body).toEqual({
      subject_id: source,
      up: 2,
      down: 0,
      mine: 'up',
    });
    expect((await vote(ALICE, url, { vote: 'down' })).body).toMatchObject({ up: 1, down: 1, mine: 'down' });

    const other = world.pageIds.bbc;
    const { status, body } = await list(ALICE, `/api/votes/source?ids=${other},${source},${source}`);
    expect(status).toBe(200);
    expect(voteListResponseSchema.parse(body).tallies).toEqual([
      { subject_id: other, up: 0, down: 0, mine: null },
      { subject_id: source, up: 1, down: 1, mine: 'down' },
    ]);
    // Without a visitor id the counts are the same and nobody's own vote shows.
    expect((await list(undefined, `/api/votes/source?ids=${source}`)).body.tallies[0]).toMatchObject({
      up: 1,
      down: 1,
      mine: null,
    });

    expect((await vote(ALICE, url, { vote: null })).body).toMatchObject({ up: 1, down: 0, mine: null });
    expect((await list(NOBODY, `/api/votes/source?ids=${source}`)).body.tallies[0].mine).toBeNull();
  });

  it("counts a claim's reviewer as one of its story's contributors on the feed (people_count)", async () => {
    const flood = world.flood;
    const feedCount = async () => {
      const res = await app.inject({ url: `/api/stories/${flood}` });
      return res.json().people_count as number;
    };
    const builders = async () => (await app.inject({ url: `/api/story/${flood}/builders` })).json().builders;
    const before = await feedCount();
    expect(before).toBe((await builders()).length);
    const claims = (await app.inject({ url: `/api/story/${flood}/claims` })).json().claims as {
      id: string;
    }[];
    expect((await vote(NOBODY, `/api/votes/claim/${claims[0]!.id}`, { vote: 'up' })).status).toBe(200);
    expect(await feedCount()).toBe(before + 1);
    expect((await builders()).length).toBe(before + 1);
  });

  it('keeps the kinds apart: an entity vote is not a source vote', async () => {
    const mazon = world.entityIds.get('per:mazon')!;
    const res = await vote(BOB, `/api/votes/entity/${mazon}`, { vote: 'down' });
    expect(voteTallySchema.parse(res.body)).toEqual({ subject_id: mazon, up: 0, down: 1, mine: 'down' });
    expect((await list(BOB, `/api/votes/source?ids=${mazon}`)).body.tallies[0]).toMatchObject({
      up: 0,
      down: 0,
    });
  });

  it('answers bad input with a 4xx and a message, and writes nothing', async () => {
    const source = world.pageIds.later;
    const cases: Array<[Awaited<ReturnType<typeof vote>>, number, RegExp]> = [
      [await vote(undefined, `/api/votes/source/${source}`, { vote: 'up' }), 400, /X-User-Id/],
      [await vote('not-a-uuid', `/api/votes/source/${source}`, { vote: 'up' }), 400, /X-User-Id/],
      [await vote(ALICE, `/api/votes/story/${source}`, { vote: 'up' }), 400, /subject/],
      [await vote(ALICE, `/api/votes/source/nope`, { vote: 'up' }), 400, /id/],
      [await vote(ALICE, `/api/votes/source/${source}`, { vote: 'sideways' }), 400, /vote/],
      [await vote(ALICE, `/api/votes/source/${source}`, {}), 400, /vote/],
      [await vote(ALICE, `/api/votes/source/${NOBODY}`, { vote: 'up' }), 404, /Source not found/],
      [await vote(ALICE, `/api/votes/claim/${NOBODY}`, { vote: 'up' }), 404, /Claim not found/],
      [await list(ALICE, '/api/votes/source'), 400, /ids/],
      [await list(ALICE, '/api/votes/source?ids=1,2'), 400, /UUID/],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(message);
    }
    const many = Array.from({ length: 201 }, () => crypto.randomUUID()).join(',');
    expect((await list(ALICE, `/api/votes/source?ids=${many}`)).status).toBe(400);
    expect((await list(ALICE, `/api/votes/source?ids=${source}`)).body.tallies[0]).toMatchObject({
      up: 0,
      down: 0,
    });
  });
});
