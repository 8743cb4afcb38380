// The processes of the front-end bench (run.mjs): cleanup on exit and on signals, child Node scripts,
// the production server with its fixture news site, and the HTTP calls that seed it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './no-federation.config.mjs';

// ---------------------------------------------------------------------------------------------- cleanup

/** @type {Array<() => unknown>} */
const cleanups = [];
/** @type {Promise<void> | null} */
let cleaning = null;

/** Runs `step` at cleanup, after every step registered later (last in, first out). */
export function onCleanup(step) {
  cleanups.push(step);
}

/** Runs the cleanup steps once, newest first; a failing step is logged and the others still run. */
export function cleanup() {
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

/** On SIGINT or SIGTERM: clean up, then exit 130. */
export function cleanupOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().then(() => process.exit(130));
    });
  }
}

export const log = (message) => console.log(`[bench:frontend] ${message}`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** `node ...args` in the repository root; resolves when it exits 0. */
export function runNode(args, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${label} exited with ${code}`)),
    );
  });
}

/** A JSON call to the Cairn API at `origin`; a status other than 2xx throws. */
export async function api(origin, pathname, init) {
  const response = await fetch(`${origin}${pathname}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname} answered ${response.status}`);
  return response.json();
}

// ---------------------------------------------------------------------------------------------- server

/**
 * scripts/e2e-server.mjs: the production build, a throwaway database, the fixture news site. Its state
 * folder goes under our temp folder (CAIRN_STATE_DIR), never `.cairn/e2e`, which a browser suite or
 * another e2e server may be using; the releases it copies are still the real ones.
 */
export async function startCairnServer(temp) {
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
  onCleanup(async () => {
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
export async function seed(origin, url) {
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
