import { storyFundSchema } from '@cairn/shared/contracts/tips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CAROL = '33333333-3333-4333-8333-333333333333';
const UNKNOWN_STORY = '99999999-9999-4999-8999-999999999999';

describe('story fund and tips API', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;

  const call = async (method: 'GET' | 'POST', url: string, visitor?: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: visitor ? { 'x-user-id': visitor } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
    // Alice submitted both flood pages, Bob one of them, Carol added a page to the aid story only.
    await test.database.db.insert(tasks).values([
      { userId: ALICE, pageId: world.pageIds.el, status: 'completed' },
      { userId: ALICE, pageId: world.pageIds.bbc, status: 'completed' },
      { userId: BOB, pageId: world.pageIds.bbc, status: 'completed' },
      { userId: CAROL, targetStoryId: world.aid, status: 'failed' },
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('starts at a real zero fund and counts distinct contributors of evidence as builders', async () => {
    const flood = await call('GET', `/api/story/${world.flood}/fund`);
    expect(flood.status).toBe(200);
    expect(storyFundSchema.parse(flood.body)).toEqual({
      story_id: world.flood,
      fund_cents: 0,
      tip_count: 0,
      my_tips_cents: 0,
      builder_count: 2,
    });
    expect((await call('GET', `/api/story/${world.aid}/fund`)).body.builder_count).toBe(1);
  });

  it('adds each tip to the fund and remembers whose it was', async () => {
    expect(
      (await call('POST', `/api/story/${world.flood}/tips`, ALICE, { amount_cents: 10 })).body,
    ).toMatchObject({
      fund_cents: 10,
      tip_count: 1,
      my_tips_cents: 10,
    });
    await call('POST', `/api/story/${world.flood}/tips`, BOB, { amount_cents: 100 });
    const after = await call('GET', `/api/story/${world.flood}/fund`, ALICE);
    expect(after.body).toMatchObject({ fund_cents: 110, tip_count: 2, my_tips_cents: 10 });
    // another story's fund is its own
    expect((await call('GET', `/api/story/${world.aid}/fund`)).body.fund_cents).toBe(0);
  });

  it.each([
    ['an amount that is not a tip step', ALICE, { amount_cents: 5 }, 400],
    ['no visitor id', undefined, { amount_cents: 1 }, 400],
    ['a malformed visitor id', 'not-a-uuid', { amount_cents: 1 }, 400],
  ])('refuses %s with a 4xx', async (_, visitor, body, status) => {
    const response = await call('POST', `/api/story/${world.flood}/tips`, visitor, body);
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe('string');
  });

  it("answers 404 'Story not found' for an unknown story and 400 for a malformed id", async () => {
    expect(await call('GET', `/api/story/${UNKNOWN_STORY}/fund`)).toEqual({
      status: 404,
      body: { error: 'Story not found' },
    });
    expect((await call('POST', `/api/story/${UNKNOWN_STORY}/tips`, ALICE, { amount_cents: 1 })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/story/nope/fund')).status).toBe(400);
  });
});
