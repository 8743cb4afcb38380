// The measurements of the front-end bench (run.mjs) in Chromium, through Playwright: a cold load of
// /app with the client-side navigation to the task page, and the story match latency of a submission.
import { gzipSync } from 'node:zlib';
import { api } from './processes.mjs';

/**
 * A string found in each library's production code and nowhere else: a JS response holding it is one
 * download of that library (checked against host/dist and every release by hand; see the README).
 */
export const SINGLETON_SIGNATURES = {
  react: 'takes an object of state variables to update',
  'react-dom': '__reactFiber$',
  'react-router': '__reactRouterVersion',
  '@tanstack/react-query': 'No QueryClient set',
  zod: 'Encountered Promise during synchronous parse',
};

const SUBMIT_PLACEHOLDER = 'Paste news URL, text, or upload file...';
const MATCH_TEXT = /^(No match found, new story emerging\.\.\.|Found related story \(\d+% match\))$/;

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
 * One cold load of /app in a fresh context (empty HTTP cache) until the screens of `appRemotes` and the
 * first story show, then the client-side navigation to the task page of the stored `submission`.
 */
export async function coldLoad(browser, origin, { submission, appRemotes }) {
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
      appRemotes,
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
export async function matchLatency(browser, origin, url) {
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
