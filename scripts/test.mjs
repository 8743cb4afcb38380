// `npm test`: every suite — typecheck, lint, unit, server (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), the production build, contract checks and the browser suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { CAIRN_DIR, ROOT } from './lib/paths.mjs';
import { ensureDependencies, ensurePnpm, log, run } from './lib/run.mjs';

const RESULTS = path.join(CAIRN_DIR, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numTotalTests === 0) throw new Error(`${path.basename(file)}: no test ran`);
}

function countPlaywright(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
  if (r.stats.expected + r.stats.unexpected + r.stats.flaky === 0)
    throw new Error('browser suite: no test ran');
}

/** scripts/check-readme-commands.mjs, counted like a suite: one result a command. */
function readmeCommands() {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check-readme-commands.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  const counts = /^(\d+) passed, (\d+) failed$/m.exec(r.stdout);
  if (!counts) throw new Error('README command check printed no result');
  totals.passed += Number(counts[1]);
  totals.failed += Number(counts[2]);
  if (r.status !== 0) throw new Error('README command check failed');
}

/** Debian's Chromium (Playwright cannot download browsers here). Installed when missing and root. */
function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('installing Debian chromium for the browser suites');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (r.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser suites. Install Debian\'s "chromium" package, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

async function step(name, fn) {
  const started = Date.now();
  log(`▶ ${name}`);
  await fn();
  log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const started = Date.now();
let failure = null;
try {
  const pnpm = ensurePnpm();
  await ensureDependencies(pnpm);
  const chromium = ensureChromium();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  await step('typecheck', () => run(pnpm, ['-s', 'typecheck']));
  await step('lint and format check', () => run(pnpm, ['exec', 'biome', 'check', '.']));
  const vitest = (name, cwd, env = {}) =>
    run(
      pnpm,
      [
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(RESULTS, `${name}.json`)}`,
      ],
      { cwd, env },
    ).finally(
      () => existsSync(path.join(RESULTS, `${name}.json`)) && countVitest(path.join(RESULTS, `${name}.json`)),
    );

  await step('unit tests (shared, host, remotes)', () => vitest('unit', ROOT));
  await step('server suite on PGlite', () =>
    vitest('server-pglite', path.join(ROOT, 'server'), { TEST_DATABASE_URL: '' }),
  );
  if (process.env.TEST_DATABASE_URL) {
    await step('server suite on PostgreSQL', () => vitest('server-postgres', path.join(ROOT, 'server')));
  }
  await step('production build', () => buildAll(pnpm));
  await step('contract checks', () => run(pnpm, ['-s', 'check:contracts']));
  await step('README commands on a PATH without pnpm', () => readmeCommands());
  await step('browser suites (Chromium)', () =>
    run(pnpm, ['--filter', '@cairn/e2e', 'exec', 'playwright', 'test'], {
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'e2e.json') },
    }).finally(
      () => existsSync(path.join(RESULTS, 'e2e.json')) && countPlaywright(path.join(RESULTS, 'e2e.json')),
    ),
  );
} catch (error) {
  failure = error;
  console.error(`\n[cairn] ✗ ${error instanceof Error ? error.message : error}`);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n[cairn] npm test took ${minutes} min`);
// The plain closing line CI reads.
console.log(
  `${totals.passed} passed, ${totals.failed + (failure && totals.failed === 0 ? 1 : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failure || totals.failed > 0 ? 1 : 0);
