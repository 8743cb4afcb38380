// The reader story page's figures of issue 11: a cold load of /story/{id} (JS gzip, LCP, whether the chat
// drawer's code stayed out of it), run for both builds by run.mjs, and a report of them.
import { gzipSync } from 'node:zlib';
import { kib, median } from './report.mjs';

/** Text that only the story chat drawer's code holds: a cold load that has it loaded the chat too early. */
const CHAT_DRAWER_SIGNATURE = 'Ask about this story...';

export const STORY_TARGETS = { jsGzipKiB: 300, lcpRatio: 1.15 };

function lcpObserver() {
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
}

/** One cold load of /story/{id} in a fresh context, until its title and first source show, then idle. */
export async function storyColdLoad(browser, origin, storyId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(lcpObserver);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isScript || response.status() !== 200) return;
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          gzip: gzipSync(body).length,
          chat: body.toString('utf8').includes(CHAT_DRAWER_SIGNATURE),
        })),
      );
    });
    await page.goto(`${origin}/story/${storyId}`, { waitUntil: 'load' });
    const readyMs = await page.waitForFunction(
      () => {
        const title = document.querySelector('[data-remote="reader"] h1');
        const source = document.querySelector('[data-remote="reader"] [id^="source-"]');
        return title?.checkVisibility() && source ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(() => /** @type {any} */ (window).__benchLcp);
    const loaded = await Promise.all(scripts);
    return {
      jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
      jsRequests: loaded.length,
      chatLoaded: loaded.some((s) => s.chat),
      lcpMs: lcp?.ms ?? Number.NaN,
      lcpElement: lcp?.element ?? 'none',
      readyMs: await readyMs.jsonValue(),
    };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;

/** Prints the /story/{id} figures of both builds against the targets. */
export function reportStoryPage(samples) {
  const fed = samples.federated;
  const bun = samples.bundled;
  const both = (list, key, format) =>
    `${format(median(list.map((s) => s[key])))} / ${format(Math.max(...list.map((s) => s[key])))}`;
  const pass = (ok) => (ok ? 'PASS' : 'MISS');
  const lcpRatio = median(fed.map((s) => s.lcpMs)) / median(bun.map((s) => s.lcpMs));
  const rows = [
    ['/story/{id} cold load', 'federated (npm start)', 'no federation', 'target', 'result'],
    [
      'JS gzip (computed, zlib -6)',
      both(fed, 'jsGzip', kib),
      both(bun, 'jsGzip', kib),
      `≤ ${STORY_TARGETS.jsGzipKiB} KiB`,
      pass(Math.max(...fed.map((s) => s.jsGzip)) <= STORY_TARGETS.jsGzipKiB * 1024),
    ],
    ['JS requests', both(fed, 'jsRequests', String), both(bun, 'jsRequests', String), '', ''],
    [
      'chat drawer code in the cold load',
      fed.some((s) => s.chatLoaded) ? 'yes' : 'no',
      bun.some((s) => s.chatLoaded) ? 'yes' : 'no',
      'no',
      pass(!fed.some((s) => s.chatLoaded) && !bun.some((s) => s.chatLoaded)),
    ],
    ['LCP', both(fed, 'lcpMs', ms), both(bun, 'lcpMs', ms), '', ''],
    [
      'LCP, federated / no federation',
      `${lcpRatio.toFixed(2)}×`,
      '1.00×',
      `≤ ${STORY_TARGETS.lcpRatio}×`,
      pass(lcpRatio <= STORY_TARGETS.lcpRatio),
    ],
    ['ready (title + 1st source)', both(fed, 'readyMs', ms), both(bun, 'readyMs', ms), '', ''],
  ];
  const header = /** @type {string[]} */ (rows[0]);
  const widths = header.map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  /** @param {string[]} row */
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(`LCP element (federated, last sample): ${fed.at(-1).lcpElement}`);
}
