// Issue 11: a story with 50 sources and 500 claims renders interactive with no long task over 200 ms.
// Loads /story/{id} of the production build (`npm start`'s, through scripts/e2e-server.mjs) in Chromium with
// a Chromium trace running, the page's API answers replaced by a generated story of that size, then
// opens the claims panel and its largest modality whole, more of the timeline and a citation; reads the longest main-thread
// task of the renderer from the trace and prints it.
// Usage: node bench/frontend/story-trace.mjs [--sources=50] [--claims=500] [--no-build]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium-launch.mjs';
import { ROOT } from './no-federation.config.mjs';
import { cleanup, cleanupOnSignals, log, onCleanup, runNode, startCairnServer } from './processes.mjs';

const LONG_TASK_LIMIT_MS = 200;
const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const SOURCES = option('sources', 50);
const CLAIMS = option('claims', 500);

const STORY_ID = '5e0f0e2c-1b1a-4c3e-9a55-0c1d2e3f4a5b';
const uuid = (kind, n) => `${kind}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WORDS =
  'river council levee water residents shelter pumping station evacuation rain county mayor governor bridge road school'.split(
    ' ',
  );
const sentence = (n, length = 18) =>
  `${Array.from({ length }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]).join(' ')}.`.replace(/^./, (c) =>
    c.toUpperCase(),
  );

/** A story of SOURCES pages and CLAIMS claims in the wire shapes of the API (the bench's input, never shown to users). */
function generatedStory() {
  const pages = Array.from({ length: SOURCES }, (_, i) => uuid('a', i + 1));
  const people = Array.from({ length: 12 }, (_, i) => ({
    canonical_id: uuid('b', i + 1),
    name: `Person ${i + 1}`,
    qid: null,
    description: null,
    image_url: null,
  }));
  const orgs = Array.from({ length: 12 }, (_, i) => ({
    canonical_id: uuid('c', i + 1),
    name: `Agency ${i + 1}`,
    qid: null,
    description: null,
    image_url: null,
  }));
  const places = Array.from({ length: 12 }, (_, i) => ({
    canonical_id: uuid('d', i + 1),
    name: `Town ${i + 1}`,
    qid: null,
    description: null,
    image_url: null,
    lat: 40 + i / 10,
    lon: -80 + i / 10,
    place_kind: 'city',
  }));
  const paragraphs = [];
  const evidence = [];
  for (let i = 0; i < 60; i++) {
    const cited = [pages[i % SOURCES], pages[(i * 3 + 1) % SOURCES], pages[(i * 7 + 2) % SOURCES]];
    const unique = [...new Set(cited)];
    const person = /** @type {(typeof people)[number]} */ (people[i % 12]);
    const place = /** @type {(typeof places)[number]} */ (places[i % 12]);
    paragraphs.push(
      `[[${person.name}|${person.canonical_id}]] said ${sentence(i)} in [[${place.name}|${place.canonical_id}]] {{cite:${unique.join(',')}}}`,
    );
    evidence.push(
      unique.map((page_id) => ({ page_id, claim_id: null, quote: sentence(i, 10), start: 0, end: 60 })),
    );
  }
  const artifacts = pages.map((id, i) => ({
    id,
    page_id: id,
    url: `https://news${i}.example/story`,
    title: `Report ${i + 1}: ${sentence(i, 8)}`,
    domain: `news${i}.example`,
    site: null,
    pub_time: i % 5 === 0 ? null : new Date(Date.UTC(2026, 2, 1 + (i % 28))).toISOString(),
    gist: sentence(i, 30),
    snippet: null,
    image_url: null,
    author: null,
    match_score: 0.7,
    added_at: '2026-03-05T10:00:00.000Z',
  }));
  const story = {
    id: STORY_ID,
    title: 'A long story: the Alder River flood, day by day',
    description: sentence(1, 25),
    gist: sentence(1, 25),
    content: paragraphs.join('\n\n'),
    category: 'global',
    coherence_score: 0.8,
    health_indicator: 'healthy',
    artifact_count: SOURCES,
    claim_count: CLAIMS,
    people_count: 12,
    locations: places.map((p) => p.name),
    last_updated_human: '5m ago',
    updated_at: '2026-03-05T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    artifacts,
    entities: { people, organizations: orgs, locations: places },
    related_stories: Array.from({ length: 5 }, (_, i) => ({
      id: uuid('e', i + 1),
      title: `Related ${i + 1}`,
      match_score: 0.5 - i / 20,
    })),
    story_content: {
      citations_metadata: Object.fromEntries(
        artifacts.map((a) => [
          a.page_id,
          { url: a.url, title: a.title, domain: a.domain, pub_time: a.pub_time },
        ]),
      ),
      citation_evidence: evidence,
    },
    entropy: 0.5,
    cover_image: null,
    last_updated: '2026-03-05T10:00:00.000Z',
  };
  const modalities = ['observation', 'reported_speech', 'opinion', 'allegation'];
  const claims = Array.from({ length: CLAIMS }, (_, i) => {
    const artifact = /** @type {(typeof artifacts)[number]} */ (artifacts[i % SOURCES]);
    return {
      id: uuid('f', i + 1),
      text: sentence(i, 20),
      modality: modalities[i % 4],
      semantic_modality: 'official_fact',
      confidence: 0.5 + (i % 50) / 100,
      event_time: i % 3 === 0 ? new Date(Date.UTC(2026, 1, 1 + (i % 56))).toISOString().slice(0, 10) : null,
      who: null,
      where: null,
      source: {
        url: artifact.url,
        domain: artifact.domain,
        page_id: pages[i % SOURCES],
        title: null,
      },
      evidence_references: [{ quote: sentence(i, 12), start: 0, end: 80 }],
      created_at: '2026-03-04T08:00:00.000Z',
    };
  });
  return { story, claims: { success: true, claims, excluded_claims: [] } };
}

/** The longest task of each renderer main thread in a Chromium trace, and how many exceed `limit`. */
function longestTasks(trace, limit) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  // performance.mark('bench:<step>') before each step: a long task is reported with the step it fell in.
  const marks = events
    .filter((e) => typeof e.name === 'string' && e.name.startsWith('bench:') && e.ph !== 'e')
    .map((e) => ({ name: e.name.slice(6), ts: e.ts }))
    .sort((a, b) => a.ts - b.ts);
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  );
  const stepOf = (ts) => marks.filter((m) => m.ts <= ts).at(-1)?.name ?? 'load';
  /** What a task spent its time on: its largest inner events (script evaluation, function calls, layout…). */
  const insideOf = (task) =>
    events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e !== task &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + task.dur &&
          (e.dur ?? 0) > task.dur / 4,
      )
      .map((e) => {
        const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
        return `${e.name}${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''} ${(e.dur / 1000).toFixed(0)} ms`;
      })
      .slice(0, 4)
      .join('; ');
  const sorted = [...tasks].sort((a, b) => b.dur - a.dur);
  return {
    count: tasks.length,
    longest: sorted.slice(0, 5).map((e) => `${(e.dur / 1000).toFixed(0)} ms (${stepOf(e.ts)})`),
    details: sorted
      .filter((e) => e.dur / 1000 > limit)
      .map((e) => `${(e.dur / 1000).toFixed(0)} ms: ${insideOf(e)}`),
    over: sorted.filter((e) => e.dur / 1000 > limit).length,
  };
}

cleanupOnSignals();
async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-story-trace-'));
  onCleanup(() => rmSync(temp, { recursive: true, force: true }));
  if (!process.argv.includes('--no-build'))
    await runNode([path.join(ROOT, 'scripts', 'build.mjs')], 'scripts/build.mjs');
  log('starting the production server (scripts/e2e-server.mjs)');
  const { origin } = await startCairnServer(temp);
  const { story, claims } = generatedStory();
  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const json = (body, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route(`**/api/stories/${STORY_ID}`, (route) => route.fulfill(json(story)));
  await page.route(`**/api/story/${STORY_ID}/claims`, (route) => route.fulfill(json(claims)));
  await page.route(`**/api/story/${STORY_ID}/fund`, (route) =>
    route.fulfill(
      json({ story_id: STORY_ID, fund_cents: 0, tip_count: 0, my_tips_cents: 0, builder_count: 0 }),
    ),
  );
  await page.route('**/api/votes/source?*', (route) => {
    const ids = (new URL(route.request().url()).searchParams.get('ids') ?? '').split(',');
    return route.fulfill(
      json({ tallies: ids.map((id) => ({ subject_id: id, up: 0, down: 0, mine: null })) }),
    );
  });
  await page.route('**/api/entity/*', (route) => route.fulfill(json({ error: 'Entity not found' }, 404)));

  log(`loading /story/{id} with ${SOURCES} sources and ${CLAIMS} claims, tracing`);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const started = Date.now();
  await page.goto(`${origin}/story/${STORY_ID}`);
  await page.getByRole('button', { name: 'Show claims' }).waitFor({ timeout: 30_000 });
  await page
    .locator('[id^="source-"]')
    .nth(SOURCES - 11)
    .waitFor({ state: 'attached' });
  const interactiveMs = Date.now() - started;
  const step = (name) => page.evaluate((mark) => performance.mark(`bench:${mark}`), name);
  await step('open claims');
  await page.getByRole('button', { name: 'Show claims' }).click();
  // The panel shows 10 claims per modality; the largest group is then opened whole, as a reader may.
  await step('all observations');
  await page.getByRole('button', { name: /^Show all \d+ Observations$/ }).click();
  await page.getByText('Claim 497', { exact: true }).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^Show \d+ more of \d+ events$/ }).click();
  await page.getByRole('button', { name: 'Source 1', exact: true }).first().click();
  await page
    .getByRole('button', { name: 'Oldest first' })
    .click()
    .catch(() => {});
  await page.waitForTimeout(500);
  const trace = await browser.stopTracing();
  const { count, longest, over, details } = longestTasks(trace, LONG_TASK_LIMIT_MS);
  const rendered = await page.evaluate(() => ({
    sources: document.querySelectorAll('[id^="source-"]').length,
    claims: [...document.querySelectorAll('p')].filter((p) => /^Claim \d+/.test(p.textContent ?? '')).length,
  }));
  console.log('');
  console.log(
    `Cairn /story/{id}, ${SOURCES} sources, ${CLAIMS} claims (${rendered.sources} sources and the claims panel rendered), Chromium trace, ${os.cpus().length} CPUs`,
  );
  console.log(`  interactive (title, sources, claims toggle) after ${interactiveMs} ms`);
  console.log(`  main-thread tasks traced: ${count}; longest: ${longest.join(', ')}`);
  console.log(
    `  tasks over ${LONG_TASK_LIMIT_MS} ms: ${over}  →  ${over === 0 ? 'PASS' : 'MISS'} (target: none)`,
  );
  for (const detail of details) console.log(`    ${detail}`);
  if (over) process.exitCode = 1;
}
try {
  await main();
} catch (error) {
  console.error(
    `[bench:story-trace] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
} finally {
  await cleanup();
}
