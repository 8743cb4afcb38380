// Canary releases (issue 15): prints, from a real server (src/main.ts through tsx, PGlite, the default
// canary settings: checked every 5 s, 50 failures+errors per 1,000 loads over at least 20 loads):
//   1. the share of 200 simulated visitors (seeded ids) that `GET /remotes.json` gives a 10% and a 50%
//      canary, against the setting (goal: within ±5 points), and that every visitor keeps their version;
//   2. how long after a failing canary's budget is exceeded the server rolls it back (goal ≤ 30 s):
//      canary visitors report a load and a render error each, as the host does when a screen throws; the
//      clock starts when the report that puts it over budget is accepted;
//   3. what the host's telemetry code weighs, minified and gzipped (goal ≤ 1 KiB): remote-telemetry.ts
//      and the contract it reads, bundled without what the host already holds (zod, the registry contract).
// Run: npm run bench:canary. BENCH_STRICT=1 exits 1 on a MISS.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type RunningServer, sourceServer, startServer } from '../../server/src/reliability/server-process';
import { startCanary } from '../../shared/remote-registry.mjs';

const VISITORS = 200;
const STABLE = '0.1.0-benchstable';
const CANARY = '0.2.0-benchcanary';
let missed = false;
const verdict = (ok: boolean) => {
  if (!ok) missed = true;
  return ok ? 'ok' : 'MISS';
};

/** Seeded v4-shaped visitor ids (xorshift), the same every run. */
function seededVisitors(count: number, seed = 20261125): string[] {
  let state = seed >>> 0;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => {
    const hex = `${next()}${next()}${next()}${next()}`;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  });
}

function writeRegistry(dir: string, registry: unknown) {
  writeFileSync(join(dir, 'registry.json'), JSON.stringify(registry));
}
const base = { remotes: { reader: { live: STABLE, history: [STABLE] } } };

async function versionOf(server: RunningServer, visitor: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/remotes.json`, {
    headers: { cookie: `cairn_visitor=${visitor}` },
  });
  const body = (await response.json()) as { remotes: Array<{ name: string; version: string }> };
  return body.remotes.find((r) => r.name === 'reader')!.version;
}

async function shares(server: RunningServer, releases: string, visitors: string[]) {
  for (const percent of [10, 50]) {
    writeRegistry(releases, startCanary(base, 'reader', CANARY, percent));
    const first = await Promise.all(visitors.map((v) => versionOf(server, v)));
    const again = await Promise.all(visitors.map((v) => versionOf(server, v)));
    const share = (100 * first.filter((v) => v === CANARY).length) / visitors.length;
    const stable = first.every((v, i) => v === again[i]);
    console.log(
      `canary ${percent}%: ${share.toFixed(1)}% of ${visitors.length} visitors (goal ${percent} ± 5) ${verdict(Math.abs(share - percent) <= 5)}; ` +
        `same version on a second load for every visitor: ${stable ? 'yes' : 'no'} ${verdict(stable)}`,
    );
  }
}

async function rollbackDelay(server: RunningServer, releases: string, visitors: string[]) {
  writeRegistry(releases, startCanary(base, 'reader', CANARY, 50));
  const canaryVisitors: string[] = [];
  for (const v of visitors) if ((await versionOf(server, v)) === CANARY) canaryVisitors.push(v);
  const registry = () => JSON.parse(readFileSync(join(releases, 'registry.json'), 'utf8'));
  // The defaults: over budget once 20 loads are in (each of these pages fails: 1,000 per 1,000).
  const minLoads = 20;
  let overBudgetAt = 0;
  for (let i = 0; i < canaryVisitors.length && registry().remotes.reader.canary; i++) {
    const response = await fetch(`${server.baseUrl}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `cairn_visitor=${canaryVisitors[i]}` },
      body: JSON.stringify({
        events: [
          { remote: 'reader', version: CANARY, kind: 'load', load_ms: 300 },
          { remote: 'reader', version: CANARY, kind: 'render_error' },
        ],
      }),
    });
    if (response.status !== 204) throw new Error(`telemetry answered ${response.status}`);
    if (i + 1 === minLoads) overBudgetAt = performance.now();
    // Visitors arrive over time, not all at once.
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!overBudgetAt) overBudgetAt = performance.now();
  while (registry().remotes.reader.canary) {
    if (performance.now() - overBudgetAt > 120_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - overBudgetAt) / 1000;
  const decision = registry().decisions?.at(-1);
  console.log(
    `failing canary rolled back ${seconds.toFixed(1)} s after its budget was exceeded (goal ≤ 30 s) ${verdict(seconds <= 30 && !registry().remotes.reader.canary)}`,
  );
  console.log(`  decision: ${decision?.action} by ${decision?.by} — ${decision?.reason}`);
  const stableStill = await versionOf(server, canaryVisitors[0]!);
  console.log(
    `  its visitors get ${stableStill === STABLE ? 'the live version again' : stableStill} ${verdict(stableStill === STABLE)}`,
  );
}

async function telemetryWeight() {
  const root = resolve(import.meta.dirname, '..', '..');
  // The server's esbuild (bench/ is not a package of its own).
  const esbuild: {
    build(options: object): Promise<{ outputFiles: Array<{ contents: Uint8Array }> }>;
  } = await import(createRequire(join(root, 'server', 'package.json')).resolve('esbuild'));
  const result = await esbuild.build({
    entryPoints: [join(root, 'host', 'src', 'remotes', 'remote-telemetry.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    // What the host's first chunk already holds: zod and the registry contract (remotes.json).
    external: ['@cairn/shared/zod', '*/contracts/remotes'],
    plugins: [
      {
        name: 'host-already-has',
        setup(b) {
          b.onResolve({ filter: /^\.\/remotes$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
    tsconfig: join(root, 'host', 'tsconfig.json'),
  });
  const code = result.outputFiles[0]!.contents;
  const gz = gzipSync(code, { level: 9 }).length;
  console.log(
    `telemetry code in the host: ${code.length} B minified, ${gz} B gzip (goal ≤ 1024 B) ${verdict(gz <= 1024)}; sent with sendBeacon after the load event (host/src/remotes/remote-telemetry.ts)`,
  );
}

const releases = mkdtempSync(join(tmpdir(), 'cairn-bench-canary-'));
mkdirSync(releases, { recursive: true });
writeRegistry(releases, base);
const data = mkdtempSync(join(tmpdir(), 'cairn-bench-canary-data-'));
const server = await startServer(sourceServer(), {
  CAIRN_RELEASES_DIR: releases,
  CAIRN_DATA_DIR: data,
  DATABASE_URL: '',
  // The defaults, whatever this shell says: the figures are about them.
  CAIRN_CANARY_BUDGET_PER_1000: '',
  CAIRN_CANARY_MIN_LOADS: '',
  CAIRN_CANARY_CHECK_SECONDS: '',
});
try {
  const visitors = seededVisitors(VISITORS);
  await shares(server, releases, visitors);
  await rollbackDelay(server, releases, visitors);
  await telemetryWeight();
} finally {
  await server.stop();
  rmSync(releases, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
