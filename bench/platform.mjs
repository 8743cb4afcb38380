// Platform figures of issue 2, measured on this machine from a fresh clone of the current commit:
//   fresh clone → serving with `npm start`   (target ≤ 5 min)
//   second `npm start` → serving             (target ≤ 60 s)
//   each remote's own build                   (target ≤ 10 s)
//   `npm test`                                (target ≤ 20 min; only with --with-test, it is long)
// Usage: node bench/platform.mjs [--with-test] [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../shared/remote-names.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withTest = process.argv.includes('--with-test');
const keep = process.argv.includes('--keep');
const PORT = 18000 + Math.floor(Math.random() * 1000);

const clone = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
execFileSync('git', ['clone', '--quiet', ROOT, clone]);
console.log(
  `fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()} in ${clone}`,
);

async function waitForHealth(child, deadlineMs) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (r.ok) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('not serving within the deadline');
}

async function timeStart(label) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(child, 10 * 60_000);
    const seconds = (Date.now() - started) / 1000;
    const app = await fetch(`http://127.0.0.1:${PORT}/app`);
    if (!app.ok) throw new Error(`/app answered ${app.status}`);
    console.log(`${label}: ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const results = {};
results.freshStart = await timeStart('fresh clone → serving (npm start)');
results.secondStart = await timeStart('second npm start → serving');

for (const name of REMOTE_NAMES) {
  const started = Date.now();
  // Through the clone's pnpm wrapper: this machine may have no pnpm on PATH (npm start installed one).
  execFileSync(
    process.execPath,
    [
      'scripts/pnpm.mjs',
      '--filter',
      `@cairn/remote-${name}`,
      'exec',
      'vite',
      'build',
      '--logLevel',
      'silent',
    ],
    {
      cwd: clone,
      stdio: 'inherit',
    },
  );
  results[`build_${name}`] = (Date.now() - started) / 1000;
  console.log(`remote-${name} build: ${results[`build_${name}`].toFixed(1)} s`);
}

if (withTest) {
  const started = Date.now();
  execFileSync('npm', ['test'], { cwd: clone, stdio: 'inherit' });
  results.npmTest = (Date.now() - started) / 60000;
  console.log(`npm test: ${results.npmTest.toFixed(1)} min`);
}

const verdicts = [
  ['fresh start ≤ 300 s', results.freshStart <= 300],
  ['second start ≤ 60 s', results.secondStart <= 60],
  ['each remote build ≤ 10 s', REMOTE_NAMES.every((n) => results[`build_${n}`] <= 10)],
  ...(withTest ? [['npm test ≤ 20 min', results.npmTest <= 20]] : []),
];
console.log('\nsummary');
for (const [label, ok] of verdicts) console.log(`  ${ok ? 'meets' : 'MISSES'}  ${label}`);
console.log(JSON.stringify(results));
if (!keep) rmSync(clone, { recursive: true, force: true });
