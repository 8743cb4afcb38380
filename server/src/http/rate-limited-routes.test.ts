import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pipeline } from '../pipeline/pipeline';
import { appDepsWithoutDatabase } from '../test/fakes';
import { type StoryWorld, seedStoryWorld } from '../test/story-world';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { UNLIMITED } from './rate-limit';

const VISITOR_A = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const VISITOR_B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ARTICLE_TEXT = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');

/** The three write routes anyone may call, on a real database, with small limits to reach. */
describe('rate limits on POST /api/seed, /add-page and /chat', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;
  const started: string[] = [];
  // Only the first stage's queueing matters here: nothing is fetched.
  const pipeline: Pipeline = {
    start: async (taskId) => {
      started.push(taskId);
    },
    runStage: async () => {},
    work: async () => {},
    stages: [],
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    world = await seedStoryWorld(test.database.db);
    app = buildApp({
      ...appDepsWithoutDatabase(),
      database: test.database,
      pipeline,
      rateLimits: {
        submit: { perVisitor: { perMinute: 2, burst: 2 }, perAddress: { perMinute: 4, burst: 4 } },
        chat: { perVisitor: { perMinute: 3, burst: 3 }, perAddress: { perMinute: 6, burst: 6 } },
        votes: { perVisitor: { perMinute: 2, burst: 2 }, perAddress: { perMinute: 4, burst: 4 } },
        telemetry: { perVisitor: { perMinute: 2, burst: 2 }, perAddress: { perMinute: 4, burst: 4 } },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  const seed = (visitor: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/seed',
      headers: { 'x-user-id': visitor },
      payload: { content: ARTICLE_TEXT, user_id: visitor },
      remoteAddress,
    });
  const addPage = (visitor: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/story/${world.flood}/add-page`,
      headers: { 'x-user-id': visitor },
      payload: { url: 'https://news.example/flood-update' },
      remoteAddress,
    });
  const chat = (visitor: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/story/${world.flood}/chat`,
      headers: { 'x-user-id': visitor },
      payload: { message: 'How many people died?' },
      remoteAddress,
    });

  it('refuses a visitor over its submission limit with 429, Retry-After and a sentence, creating nothing', async () => {
    expect((await seed(VISITOR_A, '198.51.100.1')).statusCode).toBe(202);
    expect((await seed(VISITOR_A, '198.51.100.1')).statusCode).toBe(202);
    const before = started.length;
    const refused = await seed(VISITOR_A, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(refused.json()).toEqual({
      error: `Too many submissions: try again in ${seconds} seconds.`,
      detail: { retry_after_seconds: seconds },
    });
    expect(started).toHaveLength(before);
    // Adding a page spends the same budget: it makes the server fetch a URL just the same.
    expect((await addPage(VISITOR_A, '198.51.100.1')).statusCode).toBe(429);
  });

  it('holds visitors sharing an address to the address limit, whatever ids they send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await seed(crypto.randomUUID(), '198.51.100.2')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    // add-page is held by the same address limit.
    expect((await addPage(VISITOR_B, '198.51.100.2')).statusCode).toBe(429);
    expect((await addPage(VISITOR_B, '198.51.100.3')).statusCode).toBe(202);
  });

  it('limits chat on its own budget, with its own words', async () => {
    // VISITOR_A has spent its submissions; its questions are counted apart.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await chat(VISITOR_A, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await chat(VISITOR_A, '198.51.100.1');
    expect(refused.json().error).toMatch(/^Too many chat messages: try again in \d+ seconds?\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits votes on their own budget, storing nothing once refused', async () => {
    const vote = (value: 'up' | 'down') =>
      app.inject({
        method: 'PUT',
        url: `/api/votes/source/${world.pageIds.el}`,
        headers: { 'x-user-id': VISITOR_B },
        payload: { vote: value },
        remoteAddress: '198.51.100.9',
      });
    expect((await vote('up')).statusCode).toBe(200);
    expect((await vote('down')).statusCode).toBe(200);
    const refused = await vote('up');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many votes: try again in \d+ seconds?\.$/);
    const tallies = await app.inject(`/api/votes/source?ids=${world.pageIds.el}`);
    expect(tallies.json().tallies[0]).toMatchObject({ up: 0, down: 1 });
  });

  it('documents the 429 of each limited route in the OpenAPI document', async () => {
    const paths = (await app.inject('/api/docs')).json().paths;
    expect(Object.keys(paths['/api/seed'].post.responses)).toContain('429');
    expect(Object.keys(paths['/api/story/{id}/add-page'].post.responses)).toContain('429');
    expect(Object.keys(paths['/api/story/{id}/chat'].post.responses)).toContain('429');
    expect(Object.keys(paths['/api/votes/{subject}/{id}'].put.responses)).toContain('429');
  });
});

describe('without configured limits (tests and tools that are not about limits)', () => {
  it('builds no limiter: the routes stay open', async () => {
    const app = buildApp(appDepsWithoutDatabase());
    const statuses: number[] = [];
    // The chat route reaches the (absent) database, which is a 500 here: what matters is no 429.
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: `/api/story/${crypto.randomUUID()}/chat`,
            payload: { message: 'Why?' },
          })
        ).statusCode,
      );
    }
    expect(statuses).not.toContain(429);
    await app.close();
  });
});

describe('CAIRN_TRUST_PROXY as a number of proxies', () => {
  it('takes the client from the entry our proxy added, so a made-up X-Forwarded-For changes nothing', async () => {
    const app = buildApp(
      appDepsWithoutDatabase({
        trustProxy: 1,
        rateLimits: {
          submit: { perVisitor: UNLIMITED, perAddress: UNLIMITED },
          chat: { perVisitor: UNLIMITED, perAddress: { perMinute: 1, burst: 1 } },
          votes: { perVisitor: UNLIMITED, perAddress: UNLIMITED },
          telemetry: { perVisitor: UNLIMITED, perAddress: UNLIMITED },
        },
      }),
    );
    // Without a database the chat handler fails (500) once the limit lets a request through.
    const ask = async (forwardedFor: string) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/story/${crypto.randomUUID()}/chat`,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { message: 'Why?' },
          remoteAddress: '10.0.0.2',
        })
      ).statusCode;
    expect(await ask('203.0.113.7')).not.toBe(429);
    expect(await ask('198.51.100.99, 203.0.113.7')).toBe(429);
    expect(await ask('203.0.113.8')).not.toBe(429);
    await app.close();
  });
});
