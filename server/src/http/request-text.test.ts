import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pages, tasks } from '../db/schema';
import { type JobQueue, startPgBossQueue } from '../jobs/job-queue';
import { createPipeline } from '../pipeline/pipeline';
import { appDepsWithoutDatabase } from '../test/fakes';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { storableText, withStorableText } from './request-text';

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const ARTICLE =
  'The Wendover County council said on Tuesday that flood barriers along the Alder River would be raised by half a metre before the winter rains, after residents of Millbrook asked for stronger defences along the banks.';

describe('storableText', () => {
  it('drops NUL and turns lone surrogates into U+FFFD, leaving everything else as it was', () => {
    expect(storableText('a\u0000b\u0000')).toBe('ab');
    expect(storableText('x\uD800y')).toBe('x\uFFFDy');
    expect(storableText('\uDC00')).toBe('\uFFFD');
    expect(storableText('emoji 😀 and é, ß, 中文')).toBe('emoji 😀 and é, ß, 中文');
  });

  it('cleans every string and key of a JSON value, however deep', () => {
    expect(withStorableText({ 'k\u0000ey': ['a\u0000', { b: '\uD83D' }], n: 1, t: true, z: null })).toEqual({
      key: ['a', { b: '\uFFFD' }],
      n: 1,
      t: true,
      z: null,
    });
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let cleaned = withStorableText(deep);
    for (let i = 0; i < 100_000; i++) cleaned = (cleaned as unknown[])[0];
    expect(cleaned).toBe('bottom');
  });

  it('never lets a cleaned key become a prototype', () => {
    const cleaned = withStorableText(JSON.parse('{"__proto\\u0000__": {"polluted": true}}')) as object;
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect((cleaned as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('the request-text guard', () => {
  const app = buildApp(appDepsWithoutDatabase());
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ text: z.string(), tags: z.array(z.string()).optional() }) } },
    async (request) => request.body,
  );
  app.get(
    '/api/test/find/:id',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    async (request) => ({ params: request.params, query: request.query }),
  );

  it('strips NUL from the JSON body and the query before validation', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'pasted\u0000 text', tags: ['a\u0000b'] },
    });
    expect(body.statusCode).toBe(200);
    expect(body.json()).toEqual({ text: 'pasted text', tags: ['ab'] });
    const query = await app.inject('/api/test/find/7?q=%00Mill%00brook');
    expect(query.json()).toEqual({ params: { id: '7' }, query: { q: 'Millbrook' } });
  });

  it('refuses a NUL in a path parameter with a 400, where dropping it would name something else', async () => {
    const response = await app.inject('/api/test/find/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid path: it contains a NUL character' });
  });
});

// Issue 10 §4: these answered 500, because PostgreSQL refuses NUL in text.
describe('NUL in requests that reach the database', () => {
  let test: TestDatabase;
  let jobs: JobQueue;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    test = await startTestDatabase();
    jobs = await startPgBossQueue({ pool: test.database.pool });
    // No worker: the submission only has to be stored.
    const pipeline = createPipeline({ db: test.database.db, jobs, log: pino({ level: 'silent' }) });
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, jobs, pipeline });
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await test?.close();
  });

  it('accepts a pasted text with NUL characters and stores it without them', async () => {
    const content = `${ARTICLE.replaceAll(' the ', ' the\u0000 ')}\u0000`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/seed',
      headers: { 'x-user-id': VISITOR },
      payload: { content },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [task] = await test.database.db.select().from(tasks).where(eq(tasks.id, response.json().task_id));
    expect(task!.inputText).toBe(ARTICLE);
    const [page] = await test.database.db.select().from(pages).where(eq(pages.id, task!.pageId!));
    expect(page!.sourceText).toBe(ARTICLE);
  });

  it('answers look-ups and searches with NUL or lone surrogates without a 5xx', async () => {
    const answers = await Promise.all([
      app.inject('/api/entity?name=%00'),
      app.inject('/api/entity?name=Mill%00brook'),
      app.inject('/api/entity?domain=%00'),
      app.inject('/api/stories?q=%00'),
      app.inject('/api/check?url=http%3A%2F%2Fexample.org%2F%00'),
      app.inject({ method: 'POST', url: '/api/stories/search', payload: { query: 'flood\u0000' } }),
      app.inject({ method: 'POST', url: '/api/stories/search', payload: { query: 'flood\uD800' } }),
      app.inject({
        method: 'POST',
        url: '/api/seed',
        headers: { 'x-user-id': VISITOR },
        payload: { content: `${ARTICLE} \uD800 lone half` },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (answer.statusCode >= 400) expect(answer.json().error).toEqual(expect.any(String));
    }
  });
});
