// The report of the front-end bench (run.mjs): the figures of both variants against the targets of
// issue 5 (item 8), as a table on stdout.
import os from 'node:os';
import { SINGLETON_SIGNATURES } from './browser.mjs';

const TARGETS = {
  jsGzipKiB: 250,
  lcpMs: 1000,
  federationBytesRatio: 1.3,
  navigationMs: 300,
  matchP50Ms: 2000,
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const worst = (values) => Math.max(...values);

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const msText = (ms) => `${Math.round(ms)} ms`;
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

/**
 * Prints the table of figures against their targets, then where the JS of the last sample came from.
 * `sampleCount` is the number of cold loads per variant, `listAll` lists every JS response (`--list`).
 */
export function report(samples, matches, { sampleCount, listAll }) {
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
    `Cairn front end, ${new Date().toISOString().slice(0, 10)}, ${sampleCount} cold loads per variant ` +
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
  const lists = listAll
    ? [
        ['federated', fed],
        ['no federation', bun],
      ]
    : [['federated', fed]];
  for (const [label, list] of lists) {
    console.log(`${listAll ? 'JS responses' : 'Largest JS responses'} (${label}, last sample, gzip):`);
    const sorted = [...list.at(-1).scripts].sort((a, b) => b.gzip - a.gzip);
    for (const s of listAll ? sorted : sorted.slice(0, 8)) {
      console.log(`  ${kib(s.gzip).padStart(10)}  ${new URL(s.url).pathname}`);
    }
  }
}
