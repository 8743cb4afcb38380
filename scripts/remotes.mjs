// `npm run remotes -- <command>`: what the registry serves, and how each remote fares.
//   list                                what is live, the canaries, and every release kept
//   use <remote> <version>              make a kept release live for every visitor
//   canary <remote> <version> <percent> serve a kept release to a share of visitors (by visitor id)
//   promote <remote>                    make the canary live for every visitor
//   rollback <remote>                   end the canary; without one, back to the version live before
//   status [--server <url>]             per remote and version over 15 minutes: visitors, load p50/p95,
//                                       failures and errors per 1,000 loads; the decisions, automatic
//                                       rollbacks with their reasons (from the running server)
import { REMOTES } from './lib/paths.mjs';
import {
  promoteCanary,
  readRegistry,
  releasedVersions,
  rollback,
  startCanary,
  useVersion,
} from './lib/registry.mjs';

const args = process.argv.slice(2);
const [command, name, version, percent] = args;

function list() {
  const registry = readRegistry();
  for (const remote of REMOTES) {
    const entry = registry.remotes[remote];
    const canary = entry?.canary ? `, canary ${entry.canary.version} for ${entry.canary.percent}%` : '';
    console.log(`${remote.padEnd(8)} live ${entry?.live ?? '(none)'}${canary}`);
    for (const v of releasedVersions(remote)) {
      const marks = [
        v === entry?.live ? 'live' : entry?.history.includes(v) ? 'was live' : '',
        v === entry?.canary?.version ? `canary ${entry.canary.percent}%` : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(`         ${v}${marks ? `  (${marks})` : ''}`);
    }
  }
}

function serverUrl() {
  const given = args[args.indexOf('--server') + 1];
  if (args.includes('--server') && given) return given.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.PORT ?? 8080}`;
}

const pad = (value, width) => String(value).padEnd(width);
const padStart = (value, width) => String(value).padStart(width);

async function status() {
  const url = `${serverUrl()}/api/ops/remotes`;
  /** @type {any} the JSON of GET /api/ops/remotes (contracts/remote-health.ts) */
  let report;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    report = await response.json();
  } catch (/** @type {any} */ error) {
    // The registry alone still says what is live; the health figures need the server that collects them.
    list();
    const registry = readRegistry();
    printDecisions([...(registry.decisions ?? [])].reverse());
    throw new Error(
      `no health figures: the server at ${url} cannot be reached (${error.cause?.code ?? error.message}); start it (npm start) or pass --server <url>`,
    );
  }
  console.log(
    `Last ${report.window_minutes} minutes; a canary is rolled back above ${report.budget.bad_per_1000} failures+errors per 1,000 loads over at least ${report.budget.min_loads} loads.\n`,
  );
  console.log(
    [
      pad('remote', 8),
      pad('version', 22),
      pad('channel', 14),
      padStart('visitors', 8),
      padStart('loads', 6),
      padStart('p50 ms', 7),
      padStart('p95 ms', 7),
      padStart('fail/1k', 8),
      padStart('err/1k', 7),
    ].join(' '),
  );
  for (const remote of report.remotes) {
    const rows = remote.versions.length > 0 ? remote.versions : [];
    const shown = new Set(rows.map((row) => row.version));
    // A live version or canary nobody loaded yet still gets its line.
    for (const [v, channel] of [
      [remote.live, 'stable'],
      [remote.canary?.version, 'canary'],
    ]) {
      if (v && !shown.has(v))
        rows.push({
          version: v,
          channel,
          visitors: 0,
          loads: 0,
          load_p50_ms: null,
          load_p95_ms: null,
          failures_per_1000: 0,
          errors_per_1000: 0,
        });
    }
    for (const row of rows) {
      const channel = row.channel === 'canary' ? `canary ${remote.canary?.percent ?? '?'}%` : row.channel;
      console.log(
        [
          pad(remote.name, 8),
          pad(row.version, 22),
          pad(channel, 14),
          padStart(row.visitors, 8),
          padStart(row.loads, 6),
          padStart(row.load_p50_ms ?? '–', 7),
          padStart(row.load_p95_ms ?? '–', 7),
          padStart(row.failures_per_1000, 8),
          padStart(row.errors_per_1000, 7),
        ].join(' '),
      );
    }
    if (rows.length === 0) console.log(`${pad(remote.name, 8)} (never released)`);
  }
  printDecisions(report.decisions);
}

function printDecisions(decisions) {
  console.log('\nDecisions, newest first:');
  if (decisions.length === 0) console.log('  (none yet)');
  for (const d of decisions.slice(0, 10)) {
    const who = d.by === 'server' ? 'automatic' : 'by hand';
    console.log(`  ${d.at}  ${d.remote} ${d.version}: ${d.action} (${who}) — ${d.reason}`);
  }
}

try {
  if (command === 'list' || !command) list();
  else if (command === 'use') {
    if (!name || !version) throw new Error('Usage: npm run remotes -- use <remote> <version>');
    console.log(`${name} live ${useVersion(name, version).live}`);
  } else if (command === 'canary') {
    if (!name || !version || !percent)
      throw new Error('Usage: npm run remotes -- canary <remote> <version> <percent>');
    const entry = startCanary(name, version, Number(percent));
    console.log(`${name} live ${entry.live}, canary ${entry.canary.version} for ${entry.canary.percent}%`);
  } else if (command === 'promote') {
    if (!name) throw new Error('Usage: npm run remotes -- promote <remote>');
    console.log(`${name} live ${promoteCanary(name).live}`);
  } else if (command === 'rollback') {
    if (!name) throw new Error('Usage: npm run remotes -- rollback <remote>');
    console.log(`${name} live ${rollback(name).live}`);
  } else if (command === 'status') await status();
  else
    throw new Error(`Unknown command "${command}". Commands: list, use, canary, promote, rollback, status`);
} catch (error) {
  console.error(`remotes: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
