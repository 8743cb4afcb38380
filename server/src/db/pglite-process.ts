import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CHILD_OPTIONS_ENV,
  type ChildToParent,
  type ParentToChild,
  type PgliteChildOptions,
} from './pglite-protocol';

export interface PgliteProcess {
  /** A `postgres://` URL to the child's socket server; all the app ever needs. */
  url: string;
  pid: number;
  dataDir: string;
  /** Flushes and closes the database, releases the lock, and waits for the child to exit. */
  stop(): Promise<void>;
}

export interface StartPgliteOptions {
  dataDir: string;
  /** A prebuilt child script (the tests bundle one per run: tsx costs seconds per start on a busy CI). */
  childScript?: string;
  host?: string;
  maxConnections?: number;
  /** Opening a fresh folder runs initdb (~5 s here); a large one may replay its WAL for longer. */
  startTimeoutMs?: number;
  /** The child died while we still needed it (crash, OOM, killed by hand). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export class PgliteStartError extends Error {
  override name = 'PgliteStartError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const STOP_TIMEOUT_MS = 15_000;

/**
 * The built bundle ships `dist/pglite-child.js` beside `dist/main.js` and `dist/cli.js`; from source the
 * child is the TypeScript file next to this one, run through tsx (a dev dependency, never needed in dist).
 */
function childEntry(): { script: string; execArgv: string[] } {
  const built = fileURLToPath(new URL('./pglite-child.js', import.meta.url));
  if (existsSync(built)) return { script: built, execArgv: [] };
  const source = fileURLToPath(new URL('./pglite-child.ts', import.meta.url));
  const tsxLoader = createRequire(import.meta.url).resolve('tsx');
  return { script: source, execArgv: ['--import', pathToFileURL(tsxLoader).href] };
}

export async function startPgliteProcess(options: StartPgliteOptions): Promise<PgliteProcess> {
  const childOptions: PgliteChildOptions = {
    dataDir: options.dataDir,
    host: options.host ?? '127.0.0.1',
    maxConnections: options.maxConnections ?? 2,
  };
  const { script, execArgv } = options.childScript
    ? { script: options.childScript, execArgv: [] }
    : childEntry();
  const child = fork(script, [], {
    execArgv,
    env: { ...process.env, [CHILD_OPTIONS_ENV]: JSON.stringify(childOptions) },
    // The child's stdout goes to our stderr: `cairn <command> --jsonl` owns stdout for its data.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout?.pipe(process.stderr);

  const { host, port } = await waitUntilReady(child, options.startTimeoutMs ?? 60_000);

  let stopping: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  // If we exit without stop() (process.exit in a fatal path), do not leave the child waiting on its grace.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    pid: child.pid ?? -1,
    dataDir: options.dataDir,
    stop() {
      stopping ??= (async () => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        if (child.connected) child.send({ type: 'stop' } satisfies ParentToChild);
        else child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

function waitUntilReady(child: ChildProcess, timeoutMs: number): Promise<{ host: string; port: number }> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('close', onExit);
      child.off('error', onError);
    };
    const fail = (error: Error) => {
      cleanup();
      if (child.exitCode === null) child.kill('SIGKILL');
      reject(error);
    };
    const onMessage = (message: ChildToParent) => {
      if (message.type === 'ready') {
        cleanup();
        resolve({ host: message.host, port: message.port });
      } else if (message.type === 'error') {
        fail(new PgliteStartError(message.message, message.code));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(
        new PgliteStartError(
          `The PGlite process exited (${signal ?? `code ${code}`}) before it was ready`,
          undefined,
        ),
      );
    const onError = (error: Error) =>
      fail(new PgliteStartError(`Cannot start the PGlite process: ${error.message}`, undefined));
    const timer = setTimeout(
      () => fail(new PgliteStartError(`The PGlite process was not ready after ${timeoutMs} ms`, 'ETIMEDOUT')),
      timeoutMs,
    );
    child.on('message', onMessage);
    // 'close', not 'exit': it comes after the IPC channel drained, so an error report is read first.
    child.once('close', onExit);
    child.once('error', onError);
  });
}
