/**
 * The PGlite child process: owns the data folder, serves it over the PostgreSQL wire protocol on
 * 127.0.0.1 and exits when its parent goes away.
 *
 * Why a child at all: PGlite is WebAssembly running on the JS thread, so in-process every query blocks
 * the app's event loop. Here it blocks only this process, and the app talks plain node-postgres.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  CHILD_OPTIONS_ENV,
  type ChildToParent,
  type ParentToChild,
  type PgliteChildOptions,
} from './pglite-protocol';

// How long a SIGINT/SIGTERM waits for the parent to finish its own graceful shutdown (which still needs
// the database) before the child stops anyway. Ctrl-C and `systemctl stop` signal the whole group.
const SIGNAL_GRACE_MS = 15_000;

const options = JSON.parse(process.env[CHILD_OPTIONS_ENV] ?? '{}') as PgliteChildOptions;
let lock: DataDirLock | undefined;
let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let stopping: Promise<void> | undefined;

function tell(message: ChildToParent): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    // Wait for the message to leave: an error report followed at once by exit() would otherwise be lost.
    process.send(message, undefined, {}, () => resolve());
  });
}

function stop(exitCode: number): Promise<void> {
  stopping ??= (async () => {
    try {
      await server?.stop();
      // close() flushes PGlite's in-memory pages to the folder; skipping it loses recent writes.
      await db?.close();
    } catch (error) {
      console.error('[pglite] error while stopping:', error);
      exitCode ||= 1;
    } finally {
      lock?.release();
      process.exit(exitCode);
    }
  })();
  return stopping;
}

// The parent's death closes the IPC channel even on SIGKILL: this is how the child dies with it.
process.on('disconnect', () => void stop(0));
// …but a parent that dies while this script is still loading (seconds through tsx on a busy machine)
// closes the channel before that listener exists, and the child would live on as an orphan holding the
// lock. So also look every second: a closed channel or a new parent (re-parented to init) means go.
const parentPid = process.ppid;
setInterval(() => {
  if (!process.connected || process.ppid !== parentPid) void stop(0);
}, 1_000).unref();
process.on('message', (message: ParentToChild) => {
  if (message?.type === 'stop') void stop(0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!process.connected) return void stop(0);
    setTimeout(() => void stop(0), SIGNAL_GRACE_MS).unref();
  });
}
// Last resort on an unexpected exit path: never leave our lock behind.
process.on('exit', () => lock?.release());

async function start(): Promise<void> {
  lock = acquireDataDirLock(options.dataDir);
  await initialiseIfNew(options.dataDir);
  db = await PGlite.create(options.dataDir);
  server = new PGLiteSocketServer({
    db,
    host: options.host,
    port: 0, // the OS picks a free port; we report it to the parent
    maxConnections: options.maxConnections,
  });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  await tell({ type: 'ready', host: options.host, port });
}

/**
 * initdb (seconds; more on a busy machine) runs in a scratch folder that is renamed into place when
 * complete, so a first start interrupted half-way (Ctrl-C, a watch restart) never leaves a folder that
 * looks initialised but is not. PostgreSQL data folders hold no absolute paths, so the move is safe.
 */
async function initialiseIfNew(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is neither empty nor a PGlite data folder; refusing to touch it`);
  }
  const scratch = `${dataDir}.initdb`;
  rmSync(scratch, { recursive: true, force: true }); // a previous interrupted attempt
  const fresh = await PGlite.create(scratch);
  await fresh.close();
  rmSync(dataDir, { recursive: true, force: true }); // the empty folder, if any
  renameSync(scratch, dataDir);
}

start().catch(async (error: unknown) => {
  const err = error as Error & { code?: string };
  await tell({ type: 'error', code: err.code, message: err.message ?? String(error) });
  await stop(1);
});
