// Front-end figures of issue 5 (item 8), measured in Chromium against the production build that
// `npm start` serves, and against the same app built WITHOUT Module Federation, in the same run:
//   /app cold load: JS bytes (as transferred, and gzip), requests, LCP, downloads of each singleton
//   client-side navigation from /app to the task page (click 'Extraction details' → its h1)
//   story match latency: Enter in the submission box → 'No match found…' / 'Found related story…'
// Usage: node bench/frontend/run.mjs [--samples=5] [--matches=5] [--no-build] [--list]
// See bench/frontend/README.md for the method.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium-launch.mjs';
import { buildWithoutFederation, importScreenTable, ROOT } from './no-federation.config.mjs';
import { startStaticServer } from './static-server.mjs';

// ---------------------------------------------------------------------------------------------- options

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(arg ? arg.split('=')[1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}
const SAMPLES = option('samples', process.env.BENCH_SAMPLES ?? 5);
const MATCHES = option('matches', process.env.BENCH_MATCHES ?? SAMPLES);
const SKIP_BUILD = process.argv.includes('--no-build');
/** Print every JS response of the last sample of each variant, not only the largest. */
const LIST_ALL = process.argv.includes('--list');

/** The remotes whose screens /app composes (the screen table's page). */
const { SCREEN_TABLE, remoteOf } = await importScreenTable();
const APP_PAGE = SCREEN_TABLE.pages['/app'];
const APP_REMOTES = [...new Set([APP_PAGE.main, ...APP_PAGE.beside].map((id) => remoteOf(id)))];

const TARGETS = {
  jsGzipKiB: 250,
  lcpMs: 1000,
  federationBytesRatio: 1.3,
  navigationMs: 300,
  matchP50Ms: 2000,
};

/**
 * A string found in each library's production code and nowhere else: a JS response holding it is one
 * download of that library (checked against host/dist and every release by hand; see the README).
 */
const SINGLETON_SIGNATURES = {
  react: 'takes an object of state variables to update',
  'react-dom': '__reactFiber$',
  'react-router': '__reactRouterVersion',
  '@tanstack/react-query': 'No QueryClient set',
  zod: 'Encountered Promise during synchronous parse',
};

const SUBMIT_PLACEHOLDER = 'Paste news URL, text, or upload file...';
const MATCH_TEXT = /^(No match found, new story emerging\.\.\.|Found related story \(\d+% match\))$/;

// ---------------------------------------------------------------------------------------------- cleanup

const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

const log = (message) => console.log(`[bench:frontend] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------- helpers

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function runNode(args, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${label} exited with ${code}`)),
    );
  });
}

async function api(origin, pathname, init) {
  const response = await fetch(`${origin}${pathname}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname} answered ${response.status}`);
  return response.json();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const worst = (values) => Math.max(...values);

// ---------------------------------------------------------------------------------------------- server

/**
 * scripts/e2e-server.mjs: the production build, a throwaway database, the fixture news site. Its state
 * folder goes under our temp folder (CAIRN_STATE_DIR), never `.cairn/e2e`, which a browser suite or
 * another e2e server may be using; the releases it copies are still the real ones.
 */
async function startCairnServer(temp) {
  const [port, fixturePort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    cwd: ROOT,
    detached: true, // its own process group, so nothing it started can outlive the bench
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_FIXTURE_PORT: String(fixturePort),
      CAIRN_STATE_DIR: path.join(temp, 'state'),
      CAIRN_RELEASES_DIR: process.env.CAIRN_RELEASES_DIR ?? path.join(ROOT, '.cairn', 'releases'),
      LOG_LEVEL: 'warn',
    },
  });
  // Its errors are shown, except the notices it prints while we stop it and its loopback warning.
  let stopping = false;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => {
    if (!stopping && !text.includes('TEST setting')) process.stderr.write(text);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    stopping = true;
    const running = () => child.exitCode === null && child.signalCode === null;
    // SIGTERM to the launcher only: it stops the server and the fixture site in order.
    if (running()) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL'); // whatever is left of the group
    } catch {}
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`scripts/e2e-server.mjs exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, fixturePort };
    } catch {}
    await sleep(250);
  }
  throw new Error('the Cairn server did not answer /api/health within 90 s');
}

/** POST /api/seed, then poll the task until it is final; answers the task. */
async function seed(origin, url) {
  const { task_id: taskId } = await api(origin, '/api/seed', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: url }),
  });
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const task = await api(origin, `/api/task/${taskId}`);
    if (task.status === 'completed' && task.story_match) return task;
    if (['completed', 'failed', 'blocked'].includes(task.status)) {
      throw new Error(`seeding ${url} ended ${task.status} without a story match (${task.error ?? ''})`);
    }
    await sleep(250);
  }
  throw new Error(`seeding ${url} did not finish within 120 s`);
}

// ---------------------------------------------------------------------------------------------- browser

/** Installed before any page script: the LCP candidates (buffered) and a stored submission. */
function pageSetup({ submission }) {
  /** @type {any} */ (window).__benchLcp = null;
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (!entry) return;
    const el = /** @type {any} */ (entry).element;
    const text = (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    /** @type {any} */ (window).__benchLcp = {
      ms: entry.startTime,
      element: el ? `<${el.tagName.toLowerCase()}> "${text}"` : '?',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (submission && !localStorage.getItem('cairn_submissions')) {
    localStorage.setItem('cairn_submissions', JSON.stringify([submission]));
  }
}

/**
 * One cold load of /app in a fresh context (empty HTTP cache), then the client-side navigation to
 * the task page of the stored submission.
 */
async function coldLoad(browser, origin, submission) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(pageSetup, { submission });
    const page = await context.newPage();
    const requests = [];
    const scripts = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests.push(request.url());
    });
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isScript || response.status() !== 200) return;
      scripts.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            raw: body.length,
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            gzip: gzipSync(body).length,
            text: body.toString('utf8'),
          };
        })(),
      );
    });

    await page.goto(`${origin}/app`, { waitUntil: 'load' });
    // Ready: the remote screens of /app rendered and the first story of the feed shown.
    const readyMs = await page.waitForFunction(
      (remotes) => {
        const screens = remotes.every((name) => document.querySelector(`[data-remote="${name}"]`));
        const story = document.querySelector('section[aria-label="Story feed"] article');
        return screens && story?.checkVisibility() ? performance.now() : false;
      },
      APP_REMOTES,
      { polling: 'raf', timeout: 20_000 },
    );
    await page.getByPlaceholder(SUBMIT_PLACEHOLDER).waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(() => /** @type {any} */ (window).__benchLcp);
    const loadRequests = requests.length;
    const loaded = await Promise.all(scripts);

    // Client-side navigation: timed in the page, from the click event to the task page's h1.
    const link = page
      .getByRole('region', { name: 'Your Submissions' })
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /Extraction details/ });
    await link.waitFor({ timeout: 10_000 });
    const navigation = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          let clickedAt;
          document.addEventListener(
            'click',
            (event) => {
              clickedAt = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const timeout = setTimeout(() => reject(new Error('no task page h1 within 15 s')), 15_000);
          const tick = () => {
            const h1 = document.querySelector('[data-remote="submit"] h1');
            if (
              clickedAt !== undefined &&
              location.pathname.startsWith('/result/') &&
              h1?.textContent?.trim() &&
              h1.checkVisibility()
            ) {
              clearTimeout(timeout);
              resolve({ ms: performance.now() - clickedAt, title: h1.textContent.trim() });
            } else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    await link.click();
    const nav = await navigation;

    const singletons = Object.fromEntries(
      Object.entries(SINGLETON_SIGNATURES).map(([lib, signature]) => [
        lib,
        loaded.filter((s) => s.text.includes(signature)).length,
      ]),
    );
    return {
      requests: loadRequests,
      jsRequests: loaded.length,
      jsRaw: loaded.reduce((sum, s) => sum + s.raw, 0),
      jsTransferred: loaded.reduce((sum, s) => sum + s.transferred, 0),
      jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
      lcpMs: lcp?.ms ?? Number.NaN,
      lcpElement: lcp?.element ?? 'none',
      readyMs: await readyMs.jsonValue(),
      navigationMs: nav.ms,
      taskTitle: nav.title,
      singletons,
      scripts: loaded.map(({ url, gzip }) => ({ url, gzip })),
    };
  } finally {
    await context.close();
  }
}

/** A fresh visitor submits `url` on /app; ms from Enter to the story match text, and the server's own. */
async function matchLatency(browser, origin, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/app`);
    const box = page.getByPlaceholder(SUBMIT_PLACEHOLDER);
    await box.fill(url);
    const seeded = page.waitForResponse(
      (r) => r.url().endsWith('/api/seed') && r.request().method() === 'POST',
    );
    const started = Date.now();
    await box.press('Enter');
    const item = page.getByRole('region', { name: 'Your Submissions' }).getByRole('listitem').first();
    await item.getByText(MATCH_TEXT).waitFor({ timeout: 30_000 });
    const ms = Date.now() - started;
    const text = await item.getByText(MATCH_TEXT).textContent();
    const { task_id: taskId } = await (await seeded).json();
    const task = await api(origin, `/api/task/${taskId}`);
    const serverMs = Date.parse(task.completed_at) - Date.parse(task.created_at);
    return { ms, serverMs, text };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------- output

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const msText = (ms) => `${Math.round(ms)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

function summary(samples, key, format) {
  const values = samples.map((s) => s[key]);
  return `${format(median(values))} / ${format(worst(values))}`;
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-frontend-'));
  cleanups.push(() => rmSync(temp, { recursive: true, force: true }));

  if (!SKIP_BUILD) {
    log('building what npm start serves (node scripts/build.mjs; unchanged parts are skipped)');
    await runNode([path.join(ROOT, 'scripts', 'build.mjs')], 'scripts/build.mjs');
  }
  log('building the same app without Module Federation');
  const noFederationDir = path.join(temp, 'no-federation');
  await buildWithoutFederation(noFederationDir);

  log('starting the production server and the fixture news site (scripts/e2e-server.mjs)');
  const { origin, fixturePort } = await startCairnServer(temp);
  process.env.E2E_FIXTURE_PORT = String(fixturePort);
  const { tsImport } = await import('tsx/esm/api');
  const fixtures = await tsImport(path.join(ROOT, 'e2e', 'support', 'fixture-site.ts'), import.meta.url);
  const articlePaths = [...fixtures.FLOOD_ARTICLE_PATHS, fixtures.TRANSIT_ARTICLE_PATH];

  log(`seeding ${articlePaths.length} fixture articles`);
  const seeded = [];
  for (const articlePath of articlePaths) seeded.push(await seed(origin, fixtures.fixtureUrl(articlePath)));

  const bundled = await startStaticServer({ dir: noFederationDir, apiOrigin: origin });
  cleanups.push(() => bundled.close());

  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  cleanups.push(() => browser.close());

  // The stored submission whose 'Extraction details' link the navigation sample clicks.
  const task = seeded[0];
  const submission = {
    id: randomUUID(),
    input: task.url,
    status: 'completed',
    createdAt: new Date().toISOString(),
    taskId: task.task_id,
    preview: null,
    storyMatch: task.story_match,
    message: null,
    messageTone: 'info',
    polls: 0,
    cacheHit: false,
  };

  const variants = [
    { key: 'federated', label: 'federated (npm start)', origin },
    { key: 'bundled', label: 'no federation', origin: bundled.origin },
  ];
  log('warm-up load of each variant (not counted: the server warms its caches and JIT)');
  for (const variant of variants) await coldLoad(browser, variant.origin, submission);

  const samples = { federated: [], bundled: [] };
  for (let i = 0; i < SAMPLES; i++) {
    // Interleaved, in alternating order, so machine noise hits both variants alike.
    const order = i % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const sample = await coldLoad(browser, variant.origin, submission);
      samples[variant.key].push(sample);
      log(
        `sample ${i + 1}/${SAMPLES} ${variant.key}: JS ${kib(sample.jsGzip)} gzip, ${sample.requests} requests, ` +
          `LCP ${msText(sample.lcpMs)} ${sample.lcpElement}, task page ${msText(sample.navigationMs)}`,
      );
    }
  }

  log(`story match latency: ${MATCHES} submissions of distinct URLs through the /app submission box`);
  const matches = [];
  const runId = Date.now().toString(36);
  for (let i = 0; i < MATCHES; i++) {
    const articlePath = articlePaths[i % articlePaths.length];
    const url = `${fixtures.fixtureUrl(articlePath)}?bench=${runId}-${i}`;
    const match = await matchLatency(browser, origin, url);
    matches.push(match);
    log(`match ${i + 1}/${MATCHES}: ${msText(match.ms)} (server ${msText(match.serverMs)}) "${match.text}"`);
  }

  report(samples, matches);
}

function report(samples, matches) {
  const fed = samples.federated;
  const bun = samples.bundled;
  const med = (list, key) => median(list.map((s) => s[key]));
  const pass = (ok) => (ok ? 'PASS' : 'MISS');
  const singletonCounts = (list) =>
    Object.keys(SINGLETON_SIGNATURES)
      .map((lib) => {
        const counts = [...new Set(list.map((s) => s.singletons[lib]))].join('|');
        return `${lib.replace('@tanstack/', '')} ${counts}`;
      })
      .join(', ');
  const singletonsOnce = fed.every((s) => Object.values(s.singletons).every((n) => n === 1));
  const bytesRatio = med(fed, 'jsGzip') / med(bun, 'jsGzip');
  const matchP50 = median(matches.map((m) => m.ms));

  console.log('');
  console.log(
    `Cairn front end, ${new Date().toISOString().slice(0, 10)}, ${SAMPLES} cold loads per variant ` +
      `(median / worst), Chromium, ${os.cpus().length} CPUs, load average ${(os.loadavg()[0] ?? 0).toFixed(1)}, localhost`,
  );
  console.log('');
  table([
    ['/app cold load', 'federated (npm start)', 'no federation', 'target', 'result'],
    [
      'JS gzip (computed, zlib -6)',
      summary(fed, 'jsGzip', kib),
      summary(bun, 'jsGzip', kib),
      `≤ ${TARGETS.jsGzipKiB} KiB`,
      pass(worst(fed.map((s) => s.jsGzip)) <= TARGETS.jsGzipKiB * 1024),
    ],
    [
      'JS transferred (as served)',
      summary(fed, 'jsTransferred', kib),
      summary(bun, 'jsTransferred', kib),
      '',
      '',
    ],
    ['JS requests', summary(fed, 'jsRequests', String), summary(bun, 'jsRequests', String), '', ''],
    ['requests (all)', summary(fed, 'requests', String), summary(bun, 'requests', String), '', ''],
    [
      'LCP',
      summary(fed, 'lcpMs', msText),
      summary(bun, 'lcpMs', msText),
      `≤ ${TARGETS.lcpMs} ms`,
      pass(med(fed, 'lcpMs') <= TARGETS.lcpMs),
    ],
    [
      'ready (3 screens + 1st story)',
      summary(fed, 'readyMs', msText),
      summary(bun, 'readyMs', msText),
      '',
      '',
    ],
    ['downloads per singleton', singletonCounts(fed), singletonCounts(bun), 'each 1', pass(singletonsOnce)],
    [
      'navigation to task page',
      summary(fed, 'navigationMs', msText),
      summary(bun, 'navigationMs', msText),
      `≤ ${TARGETS.navigationMs} ms`,
      pass(med(fed, 'navigationMs') <= TARGETS.navigationMs),
    ],
    [
      'federation cost, JS gzip',
      ratio(med(fed, 'jsGzip'), med(bun, 'jsGzip')),
      '1.00×',
      `≤ ${TARGETS.federationBytesRatio}×`,
      pass(bytesRatio <= TARGETS.federationBytesRatio),
    ],
    ['federation cost, JS requests', ratio(med(fed, 'jsRequests'), med(bun, 'jsRequests')), '1.00×', '', ''],
    ['federation cost, all requests', ratio(med(fed, 'requests'), med(bun, 'requests')), '1.00×', '', ''],
    [
      `story match, p50 of ${matches.length}`,
      `${msText(matchP50)} (worst ${msText(worst(matches.map((m) => m.ms)))})`,
      '',
      `≤ ${TARGETS.matchP50Ms} ms`,
      pass(matchP50 <= TARGETS.matchP50Ms),
    ],
    ['  of which on the server, p50', msText(median(matches.map((m) => m.serverMs))), '', '', ''],
  ]);
  console.log('');
  console.log(`LCP element (federated, last sample): ${fed.at(-1).lcpElement}`);
  for (const [label, list] of [
    ['federated', fed],
    ['no federation', bun],
  ]) {
    const byOrigin = new Map();
    for (const s of list.at(-1).scripts) {
      const where = /^\/remotes\/(\w+)\//.exec(new URL(s.url).pathname)?.[1] ?? 'host';
      const [count, bytes] = byOrigin.get(where) ?? [0, 0];
      byOrigin.set(where, [count + 1, bytes + s.gzip]);
    }
    const parts = [...byOrigin].map(([where, [count, bytes]]) => `${where} ${kib(bytes)} in ${count}`);
    console.log(`JS gzip by origin, ${label} (last sample): ${parts.join(', ')}`);
  }
  const lists = LIST_ALL
    ? [
        ['federated', fed],
        ['no federation', bun],
      ]
    : [['federated', fed]];
  for (const [label, list] of lists) {
    console.log(`${LIST_ALL ? 'JS responses' : 'Largest JS responses'} (${label}, last sample, gzip):`);
    const sorted = [...list.at(-1).scripts].sort((a, b) => b.gzip - a.gzip);
    for (const s of LIST_ALL ? sorted : sorted.slice(0, 8)) {
      console.log(`  ${kib(s.gzip).padStart(10)}  ${new URL(s.url).pathname}`);
    }
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `[bench:frontend] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
} finally {
  await cleanup();
}
