import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../node-flags.mjs';
import { serverPackageDir as serverRoot } from '../lib/paths';

/** A free TCP port on 127.0.0.1 (the kernel picks one, we release it for the server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The server's source entry, for `startServer` without a build (it runs through tsx). */
export function sourceServer() {
  return join(serverRoot(), 'src', 'main.ts');
}

function tsxLoader() {
  return createRequire(join(serverRoot(), 'package.json')).resolve('tsx');
}

/**
 * Bundles the server, so these tests drive the very bundle `npm start` runs. Each process builds into a
 * folder of its own under node_modules/.cache (it still finds drizzle/ and node_modules above it):
 * parallel test files building into one dist/ would delete each other's files mid-run.
 */
export function buildServer() {
  const outdir = join(serverRoot(), 'node_modules', '.cache', 'cairn-test-server', String(process.pid));
  execFileSync(process.execPath, [join(serverRoot(), 'build.mjs')], {
    cwd: serverRoot(),
    stdio: 'ignore',
    env: { ...process.env, CAIRN_SERVER_OUTDIR: outdir },
  });
  return join(outdir, 'main.js');
}

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const GENEROUS_LIMITS: Record<string, string> = {
  CAIRN_RATE_SUBMIT_PER_VISITOR: '100000',
  CAIRN_RATE_SUBMIT_PER_IP: '100000',
  CAIRN_RATE_CHAT_PER_VISITOR: '100000',
  CAIRN_RATE_CHAT_PER_IP: '100000',
  CAIRN_RATE_VOTE_PER_VISITOR: '100000',
  CAIRN_RATE_VOTE_PER_IP: '100000',
  CAIRN_RATE_TELEMETRY_PER_VISITOR: '100000',
  CAIRN_RATE_TELEMETRY_PER_IP: '100000',
  CAIRN_FETCH_PER_HOST: '0',
};

/** Starts `dist/main.js` and waits for /api/health. */
export async function startServer(
  main: string,
  env: Record<string, string>,
  // PGlite's first start and migrations take ~10 s idle; a loaded two-core machine needs far longer.
  timeoutMs = 180_000,
  /** Receives each line the server logs (pino JSON on stderr). */
  onLogLine?: (line: string) => void,
): Promise<RunningServer> {
  // A port found free is released for the server, which binds it seconds later (after its database and
  // migrations): meanwhile another process may take it (an outgoing connection's ephemeral port, another
  // test's server). The server then exits with EADDRINUSE at once, and a new port is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const started = await spawnAndWait(main, env, port, timeoutMs, onLogLine);
    if ('child' in started) return started;
    if (!started.portTaken || attempt === PORT_ATTEMPTS) throw started.error;
  }
}

/** How many ports `startServer` tries when the one it found free was taken before the server bound it. */
const PORT_ATTEMPTS = 3;

async function spawnAndWait(
  main: string,
  env: Record<string, string>,
  port: number,
  timeoutMs: number,
  onLogLine?: (line: string) => void,
): Promise<RunningServer | { error: Error; portTaken: boolean }> {
  // A `.ts` entry (src/main.ts) runs through tsx: for benches that must not rebuild dist/ under a build.
  const entry = main.endsWith('.ts') ? ['--import', tsxLoader(), main] : [main];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      CAIRN_DEMO_CORPUS: '0',
      // These servers take hundreds of submissions from one address, all fetched from the one fixture
      // site that stands in for many news sites: generous limits, no per-host cap. A caller that
      // measures the limits (bench/rate-limit) sets its own.
      ...GENEROUS_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (onLogLine && child.stderr) {
    let partial = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) onLogLine(line);
    });
  }
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      return {
        error: new Error(`server exited (${child.exitCode}): ${stderr}`),
        portTaken: stderr.includes('EADDRINUSE'),
      };
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL'); // never leave a half-started server (and its database) behind
      return { error: new Error(`server did not start: ${stderr}`), portTaken: false };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}
