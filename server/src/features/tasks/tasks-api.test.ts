import { type TaskResponse, taskPreviewSchema, taskResponseSchema } from '@cairn/shared/contracts/tasks';
import { parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, pages, stories, storyPages } from '../../db/schema';
import { buildApp } from '../../http/app';
import { type JobQueue, startPgBossQueue } from '../../jobs/job-queue';
import { createPipeline, type Pipeline } from '../../pipeline/pipeline';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { articlesAbout, FIXTURE_ARTICLES } from '../../test-support/fixture-news-site/articles';
import { FORGED_CITATION_ID, HOSTILE_ARTICLES } from '../../test-support/fixture-news-site/hostile-pages';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-news-site/site';

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const ARTICLE_TEXT = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1}: the Wendover County council said on Tuesday that flood barriers along the Alder River would be raised by half a metre before the winter rains, after residents of Millbrook asked for stronger defences.`,
).join('\n\n');

/** One database, job queue, pipeline and app per describe block, and the calls its tests share. */
function usePipelineHarness() {
  const h = {} as {
    test: TestDatabase;
    jobs: JobQueue;
    site: FixtureSite;
    pipeline: Pipeline;
    app: ReturnType<typeof buildApp>;
  };

  beforeAll(async () => {
    [h.test, h.site] = await Promise.all([startTestDatabase(), startFixtureSite({ slowHeadersMs: 60_000 })]);
    h.jobs = await startPgBossQueue({ pool: h.test.database.pool });
    const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
    const fetchOptions = { allowLoopback: true, allowedPorts: [h.site.port], timeouts: { totalMs: 8_000 } };
    h.pipeline = createPipeline({ db: h.test.database.db, jobs: h.jobs, log, fetchOptions });
    await h.pipeline.work();
    h.app = buildApp({
      ...appDepsWithoutDatabase(),
      database: h.test.database,
      jobs: h.jobs,
      pipeline: h.pipeline,
      fetchOptions,
    });
  }, 60_000);
  afterAll(async () => {
    await h.jobs?.stop();
    await h.site?.close();
    await h.test?.close();
  });

  async function seed(content: string, headers: Record<string, string> = { 'x-user-id': VISITOR }) {
    return h.app.inject({ method: 'POST', url: '/api/seed', payload: { content }, headers });
  }

  async function waitForFinal(taskId: string, timeoutMs = 20_000): Promise<TaskResponse> {
    const started = Date.now();
    for (;;) {
      const response = await h.app.inject(`/api/task/${taskId}`);
      expect(response.statusCode).toBe(200);
      const task = taskResponseSchema.parse(response.json());
      if (['completed', 'failed', 'blocked'].includes(task.status)) return task;
      if (Date.now() - started > timeoutMs)
        throw new Error(`task still ${task.status} at ${task.current_stage}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  return { h, seed, waitForFinal };
}

describe('task API and the evidence pipeline', () => {
  const { h, seed, waitForFinal } = usePipelineHarness();

  it('takes a fixture article URL through preview, extraction and cleaning', async () => {
    const article = FIXTURE_ARTICLES.find((a) => a.kind === 'article' && a.expected.authors.length > 0)!;
    const response = await seed(`Look at this ${h.site.url(article.path)} please`);
    expect(response.statusCode).toBe(202);
    const { task_id, user_id, cache_hit } = response.json();
    expect(user_id).toBe(VISITOR);
    expect(cache_hit).toBe(false);

    const task = await waitForFinal(task_id);
    expect(task.status).toBe('completed');
    expect(task.current_stage).toBe('semantization');
    // Resolution put it in a story; semantization analysed it.
    expect(task.story_match).toMatchObject({ is_new: true, match_score: 1 });
    expect(task.story_match?.matched_story_title).toBe(article.expected.title);
    const semantic = task.semantic_data as { claims_count: number; gist: string };
    expect(semantic.claims_count).toBeGreaterThan(0);
    expect(semantic.gist.length).toBeGreaterThan(20);
    expect(task.token_costs.semantization).toBeGreaterThan(0);
    expect(task.completed_at).not.toBeNull();
    expect(task.result?.title).toBe(article.expected.title);
    expect(task.result?.content_text).toContain(article.keySentences[0]);
    expect(task.result?.word_count).toBeGreaterThan(100);
    expect(task.preview_meta?.domain).toBe('127.0.0.1');
    expect(task.clean_result?.is_valid).toBe(true);
    // Honest costs: the stages counted what they read, and the total is their sum.
    expect(task.token_costs.extraction).toBeGreaterThan(0);
    expect(task.token_costs.total).toBe(
      task.token_costs.extraction + task.token_costs.cleaning + task.token_costs.semantization,
    );

    const preview = (await h.app.inject(`/api/task/${task_id}/preview`)).json();
    expect(preview.title).toBe(article.expected.title);
    expect(preview.publisher.name).toBe(article.expected.siteName);
    expect(preview.metadata.language).toBe(article.expected.language);
  });

  it('answers the same URL again from the cache, and /api/check finds it', async () => {
    const article = FIXTURE_ARTICLES.find((a) => a.kind === 'article')!;
    const first = (await seed(h.site.url(article.path))).json();
    await waitForFinal(first.task_id);
    const hitsBefore = h.site.hits.forPath(article.path);

    // Tracking parameters and a trailing slash do not make it another article (SPEC §5).
    const again = await seed(`${h.site.url(article.path)}/?utm_source=x&fbclid=y`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ cache_hit: true, status: 'completed' });
    expect(h.site.hits.forPath(article.path)).toBe(hitsBefore);
    const task = await waitForFinal(again.json().task_id);
    expect(task.cache_hit).toBe(true);
    expect(task.result?.title).toBe(article.expected.title);
    expect(task.token_costs.total).toBe(0);

    const check = (
      await h.app.inject(`/api/check?url=${encodeURIComponent(h.site.url(article.path))}`)
    ).json();
    expect(check).toMatchObject({ cache_hit: true, result: { title: article.expected.title } });
    const miss = (
      await h.app.inject(`/api/check?url=${encodeURIComponent(h.site.url('/nothing-here'))}`)
    ).json();
    expect(miss).toEqual({ cache_hit: false, task_id: null, result: null, semantic_data: null });
  });

  it('turns a pasted text into an article of its own', async () => {
    const response = await seed(`Millbrook flood barriers to be raised\n\n${ARTICLE_TEXT}`);
    expect(response.statusCode).toBe(202);
    const task = await waitForFinal(response.json().task_id);
    expect(task.status).toBe('completed');
    expect(task.url).toBeNull();
    expect(task.result?.title).toBe('Millbrook flood barriers to be raised');
    expect(task.result?.content_text).toContain('Paragraph 6');
  });

  it('takes the first line of a pasted text as its title with the body right under it, dropping the timestamp', async () => {
    const response = await seed(
      `Wendover raises Alder River barriers\nUpdated 9: 01 AM EDT\n${ARTICLE_TEXT}`,
      { 'x-user-id': '5f0c3a9e-2b7d-4c1e-9a8f-3d6b2e1c4a70' },
    );
    const task = await waitForFinal(response.json().task_id);
    expect(task.status, task.error ?? '').toBe('completed');
    expect(task.result?.title).toBe('Wendover raises Alder River barriers');
    expect(task.clean_result?.flags).not.toContain('missing_title');
    expect(task.result?.content_text).not.toContain('9: 01');
    expect(task.result?.content_text?.startsWith('Paragraph 1:')).toBe(true);
  });

  it('titles the story of a pasted text that has no title line with its first line, as its source shows', async () => {
    const lede =
      'Perennial party girl Tara Reid checked herself into Promises Treatment Center, her rep told People.';
    const response = await seed(
      `${lede}\n\n${Array.from({ length: 8 }, () => 'A friend of the actress said she went to Promises on Tuesday and that her family supported her decision, and that Reid would launch a new fashion line called Mantra in December.').join('\n\n')}`,
    );
    const task = await waitForFinal(response.json().task_id);
    expect(task.status, task.error ?? '').toBe('completed');
    expect(task.result?.title ?? null).toBeNull();
    expect(task.story_match?.matched_story_title).toBe(lede);
    const [story] = await h.test.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, task.story_match!.story_id));
    // Composed, the title is the sentence without its full stop, as a headline is written.
    expect(story!.title).toBe(lede.replace(/\.$/, ''));
  });

  it('stores a page full of NUL bytes without them, and takes it to the end', async () => {
    const article = HOSTILE_ARTICLES.find((a) => a.id === 'nul-bytes')!;
    const { task_id } = (await seed(h.site.url(article.path))).json();
    const task = await waitForFinal(task_id);
    expect(task, task.error ?? '').toMatchObject({ status: 'completed', current_stage: 'semantization' });
    expect(task.result?.title).toBe(article.expectedTitle);
    expect(task.result?.content_text).toContain(article.keySentence);
    expect(task.preview_meta?.title).toBe(article.expectedTitle);
    // Nothing the API answers carries a NUL or an unpaired surrogate (PostgreSQL jsonb refuses both).
    for (const url of [`/api/task/${task_id}`, `/api/task/${task_id}/preview`]) {
      const body = (await h.app.inject(url)).body;
      expect(body).not.toMatch(
        /\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i,
      );
    }
    const [page] = await h.test.database.db
      .select()
      .from(pages)
      .where(eq(pages.url, h.site.url(article.path)));
    expect(page!.html).toContain('Millbrook shelter closes');
    expect(page!.html).not.toContain('\u0000');
  });

  it("keeps a page's forged story markup as text and its script and data URLs out of every image field", async () => {
    const article = HOSTILE_ARTICLES.find((a) => a.id === 'forged-markup')!;
    const task = await waitForFinal((await seed(h.site.url(article.path))).json().task_id);
    expect(task, task.error ?? '').toMatchObject({ status: 'completed' });
    expect(task.result?.content_text).toContain(article.keySentence);

    const og = task.result!.og_metadata;
    expect(og['og:url']).toBe(h.site.url(article.path));
    for (const key of ['og:image', 'og:image:secure_url', 'twitter:image']) expect(og[key]).toBeUndefined();
    expect(task.result?.image_url).toBeNull();
    expect(task.preview_meta?.thumbnail_url).toBeNull();
    expect(task.preview_meta?.favicon).toBe(h.site.url('/favicon.ico'));
    const preview = taskPreviewSchema.parse((await h.app.inject(`/api/task/${task.task_id}/preview`)).json());
    expect(preview.preview_image).toBeNull();
    expect(preview.publisher.favicon).toBe(h.site.url('/favicon.ico'));

    // The story it joined cites only its own pages and links only its own entities.
    const [story] = await h.test.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, task.story_match!.story_id));
    const storyPageIds = (
      await h.test.database.db.select().from(storyPages).where(eq(storyPages.storyId, story!.id))
    ).map((row) => row.pageId);
    const segments = parseNarrative(story!.content ?? '');
    for (const segment of segments) {
      if (segment.kind === 'citation') for (const id of segment.pageIds) expect(storyPageIds).toContain(id);
      if (segment.kind === 'entity') expect(segment.canonicalId).not.toBe('x');
    }
    expect(story!.content).not.toContain(`{{cite:${FORGED_CITATION_ID}`);
    expect(story!.content).not.toContain('[[Evil|x]]');
  });

  it('ends a paywalled page as blocked and a missing one as failed, with reasons a reader understands', async () => {
    const paywall = await waitForFinal((await seed(h.site.url('/status/403'))).json().task_id);
    expect(paywall).toMatchObject({
      status: 'blocked',
      error: 'Unable to access this article (paywall or blocked)',
    });
    const missing = await waitForFinal((await seed(h.site.url('/status/404'))).json().task_id);
    expect(missing.status).toBe('failed');
    expect(missing.error).toBeTruthy();
    expect(missing.error).not.toContain('127.0.0.1');
  });

  it('refuses bad input with a 400 and the words of SPEC §8', async () => {
    for (const content of ['', '   ', 'just a few words, no link']) {
      const response = await seed(content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please submit a valid news article URL' });
    }
    for (const address of ['http://10.0.0.7/admin', 'http://[fd00::7]/admin', 'http://[::ffff:10.0.0.7]/']) {
      const privateAddress = await seed(address);
      expect(privateAddress.statusCode, address).toBe(400);
      expect(privateAddress.json().error).toBe(
        'This address points to a private network and cannot be fetched.',
      );
    }
    const badHeader = await seed(h.site.url('/x'), { 'x-user-id': 'not-a-uuid' });
    expect(badHeader.statusCode).toBe(400);
    const noBody = await h.app.inject({ method: 'POST', url: '/api/seed', payload: {} });
    expect(noBody.statusCode).toBe(400);
  });

  it('gives a visitor without an id a new one on the task', async () => {
    const response = await seed(h.site.url('/status/404'), {});
    expect(response.statusCode).toBe(202);
    expect(response.json().user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 and 400 for unknown and malformed task ids', async () => {
    expect((await h.app.inject('/api/task/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await h.app.inject('/api/task/nope')).statusCode).toBe(400);
    expect((await h.app.inject('/api/task/nope/preview')).statusCode).toBe(400);
    expect((await h.app.inject('/api/check')).statusCode).toBe(400);
    expect((await h.app.inject('/api/check?url=ftp://x')).statusCode).toBe(400);
  });

  it('cleans and semantizes on request, answering the stored results', async () => {
    const article = FIXTURE_ARTICLES.find((a) => a.kind === 'article')!;
    const { task_id } = (await seed(h.site.url(article.path))).json();
    await waitForFinal(task_id);
    const clean = await h.app.inject({ method: 'POST', url: `/api/task/${task_id}/clean` });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().clean_result).toMatchObject({ is_valid: true });
    const semantize = await h.app.inject({ method: 'POST', url: `/api/task/${task_id}/semantize` });
    expect(semantize.statusCode).toBe(200);
    expect(semantize.json().semantic_data.claims_count).toBeGreaterThan(0);
  });

  it('adds a page to an existing story, and refuses an unknown story', async () => {
    const [story] = await h.test.database.db.insert(stories).values({ title: 'Millbrook flood' }).returning();
    const ok = await h.app.inject({
      method: 'POST',
      url: `/api/story/${story!.id}/add-page`,
      payload: { url: h.site.url(FIXTURE_ARTICLES[1]!.path) },
      headers: { 'x-user-id': VISITOR },
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().task_id).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/story/00000000-0000-4000-8000-000000000000/add-page',
      payload: { url: h.site.url('/a') },
    });
    expect(unknown.statusCode).toBe(404);
    const notUrl = await h.app.inject({
      method: 'POST',
      url: `/api/story/${story!.id}/add-page`,
      payload: { url: 'hello' },
    });
    expect(notUrl.statusCode).toBe(400);
  });
});

// Its own database: the tests above leave flood stories behind, and the matcher is right to
// join an article to one of them, so this scenario starts from an empty story space.
describe('story grouping through the pipeline (an empty story space)', () => {
  const { h, seed, waitForFinal } = usePipelineHarness();

  it('groups three articles about one event into one story and another event into a second', async () => {
    const html = (a: (typeof FIXTURE_ARTICLES)[number]) =>
      a.contentType === 'text/html' && a.charset === 'utf-8';
    const flood = articlesAbout('millbrook-flood')
      .filter((a) => html(a) && a.kind === 'article')
      .slice(0, 3);
    const vote = articlesAbout('port-aldous-transit').filter(html)[0]!;
    expect(flood).toHaveLength(3);
    const ids: string[] = [];
    for (const a of [...flood, vote]) {
      // Fresh URLs (a query parameter), so earlier tests' pages and stories do not interfere.
      const { task_id } = (await seed(`${h.site.url(a.path)}?intelligence=1`)).json();
      ids.push(task_id);
      await waitForFinal(task_id); // stream order
    }
    const tasks = await Promise.all(ids.map((id) => waitForFinal(id)));
    const storyIds = tasks.map((t) => t.story_match?.story_id);
    expect(storyIds.every(Boolean)).toBe(true);
    expect(new Set(storyIds.slice(0, 3)).size).toBe(1);
    expect(storyIds[3]).not.toBe(storyIds[0]);
    expect(tasks[1]!.story_match).toMatchObject({ is_new: false });
    // Joined above the matcher's threshold (intelligence/matching/match-model.ts DEFAULT_THRESHOLD, 0.2).
    expect(tasks[1]!.story_match!.match_score).toBeGreaterThan(0.2);

    const [story] = await h.test.database.db.select().from(stories).where(eq(stories.id, storyIds[0]!));
    expect(story!.artifactCount).toBe(3);
    expect(story!.content).toMatch(/\{\{cite:[0-9a-f-]{36}(,[0-9a-f-]{36})*\}\}/);
    expect(story!.content).toMatch(/\[\[[^|\]]+\|[0-9a-f-]{36}\]\]/);
    expect(story!.coherenceScore).toBeGreaterThan(0.3);
    expect(story!.locations).toContain('Millbrook');
    const pageIds = (
      await h.test.database.db.select().from(storyPages).where(eq(storyPages.storyId, storyIds[0]!))
    ).map((r) => r.pageId);
    const storyClaims = await h.test.database.db.select().from(claims).where(inArray(claims.pageId, pageIds));
    const kinds = new Set(storyClaims.filter((c) => !c.excludedReason).map((c) => c.builderModality));
    expect(kinds.size).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
