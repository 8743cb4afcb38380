import {
  reextractResponseSchema,
  removeSourceResponseSchema,
  storyBuildersResponseSchema,
  storyRevisionListResponseSchema,
  storyRevisionResponseSchema,
} from '@cairn/shared/contracts/builder';
import { type TaskResponse, taskResponseSchema } from '@cairn/shared/contracts/tasks';
import { shortUserId } from '@cairn/shared/user/user-id';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, entities, pageEntities, pages, storyPages } from '../../db/schema';
import { buildApp } from '../../http/app';
import { createStoryMatcher } from '../../intelligence/matching/story-matcher';
import { articleFeatures } from '../../intelligence/matching/text-features';
import { type JobQueue, startPgBossQueue } from '../../jobs/job-queue';
import { DEMO_VISITOR_ID } from '../../lib/demo-visitor';
import type { ExtractedArticle } from '../../pipeline/extraction/extract-article';
import { createPipeline } from '../../pipeline/pipeline';
import { createPgMatcherStore } from '../../pipeline/story-resolution/pg-matcher-store';
import { recomposeStory } from '../../pipeline/story-resolution/recompose-story';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { articlesAbout } from '../../test-support/fixture-news-site/articles';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-news-site/site';

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const OTHER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('builder actions: add-page into a chosen story, remove, re-extract, revisions, builders', () => {
  let test: TestDatabase;
  let jobs: JobQueue;
  let site: FixtureSite;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    [test, site] = await Promise.all([startTestDatabase(), startFixtureSite({ slowHeadersMs: 60_000 })]);
    jobs = await startPgBossQueue({ pool: test.database.pool });
    const log = pino({ level: 'silent' });
    const fetchOptions = { allowLoopback: true, allowedPorts: [site.port], timeouts: { totalMs: 8_000 } };
    const pipeline = createPipeline({ db: test.database.db, jobs, log, fetchOptions });
    await pipeline.work();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, jobs, pipeline, fetchOptions });
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await site?.close();
    await test?.close();
  });

  async function waitForFinal(taskId: string): Promise<TaskResponse> {
    const started = Date.now();
    for (;;) {
      const task = taskResponseSchema.parse((await app.inject(`/api/task/${taskId}`)).json());
      if (['completed', 'failed', 'blocked'].includes(task.status)) return task;
      if (Date.now() - started > 60_000)
        throw new Error(`task still ${task.status} at ${task.current_stage}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  const headers = { 'x-user-id': VISITOR };
  const html = (a: ReturnType<typeof articlesAbout>[number]) =>
    a.contentType === 'text/html' && a.charset === 'utf-8' && a.kind === 'article';
  const revisionsOf = async (storyId: string) =>
    storyRevisionListResponseSchema.parse((await app.inject(`/api/story/${storyId}/revisions`)).json())
      .revisions;

  let floodStory = '';
  let transitStory = '';
  let floodPage = '';

  it('attaches an added page to the chosen story even when the page already belongs to another', async () => {
    const flood = articlesAbout('millbrook-flood').filter(html)[0]!;
    const transit = articlesAbout('port-aldous-transit').filter(html)[0]!;
    const seed = async (url: string, visitor: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/seed',
          payload: { content: url },
          headers: { 'x-user-id': visitor },
        })
      ).json().task_id as string;
    const floodTask = await waitForFinal(await seed(site.url(flood.path), VISITOR));
    const transitTask = await waitForFinal(await seed(site.url(transit.path), OTHER));
    floodStory = floodTask.story_match!.story_id!;
    transitStory = transitTask.story_match!.story_id!;
    expect(transitStory).not.toBe(floodStory);

    // The flood article is cached and already in the flood story; the builder adds it to the transit one.
    const added = await app.inject({
      method: 'POST',
      url: `/api/story/${transitStory}/add-page`,
      payload: { url: site.url(flood.path) },
      headers,
    });
    expect(added.statusCode).toBe(202);
    const task = await waitForFinal(added.json().task_id);
    expect(task.status).toBe('completed');
    expect(task.story_match).toMatchObject({ story_id: transitStory, is_new: false });
    floodPage = (
      await test.database.db.select().from(storyPages).where(eq(storyPages.storyId, floodStory))
    )[0]!.pageId;
    const holding = await test.database.db
      .select({ storyId: storyPages.storyId })
      .from(storyPages)
      .where(eq(storyPages.pageId, floodPage));
    expect(holding.map((h) => h.storyId).sort()).toEqual([floodStory, transitStory].sort());

    const revisions = await revisionsOf(transitStory);
    expect(revisions[0]).toMatchObject({ cause: 'source_added', source_count: 2 });
    expect(revisions.map((r) => r.number)).toEqual(revisions.map((_, i) => revisions.length - i));
  }, 150_000);

  it('adds pasted text (the Text tab) as evidence of its own to the chosen story', async () => {
    const text = Array.from(
      { length: 4 },
      () =>
        'The Port Aldous transit authority said on Wednesday that the Harbourline light rail would open its first six stations in 2029, after the council vote.',
    ).join(' ');
    const added = await app.inject({
      method: 'POST',
      url: `/api/story/${transitStory}/add-page`,
      payload: { url: '', text },
      headers,
    });
    expect(added.json()).toMatchObject({ task_id: expect.any(String) });
    const task = await waitForFinal(added.json().task_id);
    expect(task.status).toBe('completed');
    expect(task.story_match).toMatchObject({ story_id: transitStory });
    const empty = await app.inject({
      method: 'POST',
      url: `/api/story/${transitStory}/add-page`,
      payload: { url: '', text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  }, 90_000);

  it('lists the contributors with shortened ids and marks the asking visitor', async () => {
    const REVIEWER = '7d6c5b4a-3f2e-4d1c-9b8a-776655443322';
    const [claim] = await test.database.db
      .select({ id: claims.id })
      .from(claims)
      .innerJoin(storyPages, eq(storyPages.pageId, claims.pageId))
      .where(eq(storyPages.storyId, transitStory))
      .limit(1);
    const voted = await app.inject({
      method: 'PUT',
      url: `/api/votes/claim/${claim!.id}`,
      payload: { vote: 'up' },
      headers: { 'x-user-id': REVIEWER },
    });
    expect(voted.statusCode).toBe(200);
    const response = await app.inject({ url: `/api/story/${transitStory}/builders`, headers });
    const { builders } = storyBuildersResponseSchema.parse(response.json());
    expect(builders.map((b) => b.short_id).sort()).toEqual(
      [shortUserId(VISITOR), shortUserId(OTHER), shortUserId(REVIEWER)].sort(),
    );
    expect(builders[0]).toMatchObject({
      short_id: shortUserId(REVIEWER),
      review_count: 1,
      evidence_count: 0,
    });
    expect(builders.find((b) => b.you)?.short_id).toBe(shortUserId(VISITOR));
    expect(JSON.stringify(builders)).not.toContain(VISITOR);
    expect(builders.every((b) => !b.name)).toBe(true);

    // The demo corpus's visitor is shown by name, not as '00000000'.
    await app.inject({
      method: 'PUT',
      url: `/api/votes/claim/${claim!.id}`,
      payload: { vote: 'up' },
      headers: { 'x-user-id': DEMO_VISITOR_ID },
    });
    const withDemo = storyBuildersResponseSchema.parse(
      (await app.inject({ url: `/api/story/${transitStory}/builders`, headers })).json(),
    );
    expect(withDemo.builders[0]).toMatchObject({ name: 'Demo corpus', review_count: 1 });
  });

  it('removes a source, recomposes the story and records why; keeps the last source', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/story/${transitStory}/sources/${floodPage}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removeSourceResponseSchema.parse(removed.json()).source_count).toBe(2);
    const [latest] = await revisionsOf(transitStory);
    expect(latest).toMatchObject({ cause: 'source_removed', source_count: 2 });

    // The story's matcher profile no longer holds the removed page: built from the two pages left, and
    // without the flood page's own words and names (those no remaining page has).
    const db = test.database.db;
    const store = createPgMatcherStore(db);
    const profile = (await store.loadProfile(transitStory))!;
    expect(profile.doc_count).toBe(2);
    const matchArticle = async (pageId: string) => {
      const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
      const article = page!.extraction as ExtractedArticle;
      const names = await db
        .select({ name: entities.canonicalName, type: entities.entityType })
        .from(pageEntities)
        .innerJoin(entities, eq(entities.id, pageEntities.entityId))
        .where(eq(pageEntities.pageId, pageId));
      return { id: pageId, title: article.title ?? '', body: article.text, entities: names };
    };
    const left = await db.select().from(storyPages).where(eq(storyPages.storyId, transitStory));
    const leftTerms = new Set<string>();
    for (const row of left)
      for (const term of articleFeatures(await matchArticle(row.pageId)).keys) leftTerms.add(term);
    const flood = await matchArticle(floodPage);
    const floodOnly = articleFeatures(flood).keys.filter((term) => !leftTerms.has(term));
    expect(floodOnly).toEqual(expect.arrayContaining(['@millbrook', 'millbrook']));
    expect(profile.terms.filter((t) => floodOnly.includes(t.term))).toEqual([]);

    // The removed page's words no longer draw flood coverage to the transit story: matched again, the
    // page does not even find the story among its candidates (before the rebuild it did, filed under
    // Millbrook and the Alder).
    const matcher = createStoryMatcher();
    const stats = await store.loadStats([
      ...new Set([...profile.terms.map((t) => t.term), ...articleFeatures(flood).keys]),
    ]);
    matcher.restore({
      version: 1,
      documents: stats.documents,
      clock: null,
      df: [...stats.df],
      stories: [profile],
    });
    expect(matcher.explain(flood).map((c) => c.story_id)).not.toContain(transitStory);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/story/${transitStory}/sources/${floodPage}`,
    });
    expect(again.statusCode).toBe(404);
    // Down to one source; that one stays.
    const [last, ...others] = await test.database.db
      .select()
      .from(storyPages)
      .where(eq(storyPages.storyId, transitStory));
    for (const row of others) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/story/${transitStory}/sources/${row.pageId}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const lastOne = await app.inject({
      method: 'DELETE',
      url: `/api/story/${transitStory}/sources/${last!.pageId}`,
    });
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toEqual({ error: 'A story keeps at least one source' });
  });

  it('re-extracts the claims of a source as a pipeline task and records a revision', async () => {
    const before = await revisionsOf(floodStory);
    const response = await app.inject({
      method: 'POST',
      url: `/api/story/${floodStory}/sources/${floodPage}/reextract`,
      headers,
    });
    expect(response.statusCode).toBe(202);
    const task = await waitForFinal(reextractResponseSchema.parse(response.json()).task_id);
    expect(task.status).toBe('completed');
    expect((task.semantic_data as { claims_count: number }).claims_count).toBeGreaterThan(0);
    const after = await revisionsOf(floodStory);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ cause: 'claims_reextracted' });

    const one = await app.inject(`/api/story/${floodStory}/revisions/${after[0]!.id}`);
    expect(one.statusCode).toBe(200);
    const revision = storyRevisionResponseSchema.parse(one.json());
    expect(revision.content).toMatch(/\{\{cite:/);
    expect(revision.number).toBe(after.length);
  }, 90_000);

  it('writes no second "Source added" revision that changes nothing (two pages analysed at once)', async () => {
    const before = await revisionsOf(floodStory);
    // The second of two pages analysed together recomposes what the first recomposition already wrote.
    await recomposeStory(test.database.db, floodStory, new Date(), undefined, 'source_added');
    expect(await revisionsOf(floodStory)).toHaveLength(before.length);
    // A builder's own action is recorded even when it changes nothing.
    await recomposeStory(test.database.db, floodStory, new Date(), undefined, 'claims_reextracted');
    const after = await revisionsOf(floodStory);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ cause: 'claims_reextracted' });
  });

  it('answers 404 and 400 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject(`/api/story/${floodStory}/revisions/${unknown}`)).statusCode).toBe(404);
    expect(
      (await app.inject(`/api/story/${transitStory}/revisions/${(await revisionsOf(floodStory))[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await app.inject(`/api/story/${unknown}/revisions`)).statusCode).toBe(404);
    expect((await app.inject(`/api/story/${unknown}/builders`)).statusCode).toBe(404);
    expect((await app.inject('/api/story/nope/revisions')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: `/api/story/${floodStory}/sources/${unknown}/reextract` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/story/${floodStory}/sources/nope` })).statusCode,
    ).toBe(400);
  });
});
