import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * An exclusive lock on a PGlite data folder, held as `<folder>.lock` beside it.
 *
 * Two processes opening one PGlite folder do not fail: each keeps its own copy of the pages in memory and
 * they silently overwrite each other (30% of writes lost when measured). So the one process that opens
 * the folder, the PGlite child, takes this lock first and a second one stops with a clear message.
 * The lock sits beside the folder, not inside it, because PGlite initialises only an empty folder.
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
  started_at: string;
  data_dir: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly code = 'CAIRN_DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: Partial<LockOwner> | undefined,
  ) {
    const who = owner?.pid
      ? `process ${owner.pid}${owner.hostname ? ` on ${owner.hostname}` : ''}`
      : 'another process';
    super(
      `The database folder ${dataDir} is in use by ${who}. ` +
        'Only one Cairn process may open an embedded (PGlite) database: stop the other one, or give this one ' +
        'its own CAIRN_DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several processes. ' +
        `If you are sure no process uses it, delete ${lockPath}.`,
    );
  }
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    started_at: new Date().toISOString(),
    data_dir: dataDir,
  };

  // Two rounds: the second one runs after a stale lock was moved out of the way.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(lockPath, me)) return makeLock(lockPath);
    const owner = readOwner(lockPath);
    if (owner === 'missing') continue; // released between our create and our read
    if (!isStale(owner)) throw new DataDirLockedError(dataDir, lockPath, owner);
    takeOverStale(lockPath, dataDir, owner);
  }
  throw new DataDirLockedError(dataDir, lockPath, undefined);
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    // O_CREAT | O_EXCL: atomic, so of two racing processes exactly one creates the file.
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lockPath: string): Partial<LockOwner> | 'missing' {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    return JSON.parse(text) as Partial<LockOwner>;
  } catch {
    // A lock file cut short by a crash mid-write; its owner never started using the folder.
    return {};
  }
}

function isStale(owner: Partial<LockOwner>): boolean {
  if (typeof owner.pid !== 'number') return true;
  // A pid on another machine (shared folder) cannot be checked: assume it is alive.
  if (owner.hostname && owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return false;
  return !isProcessAlive(owner.pid);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves a dead owner's lock aside. Renaming is atomic, so if two processes race for the same stale lock
 * only one moves it; the other may instead move the winner's fresh lock, which it notices (different pid)
 * and puts back before giving up.
 */
function takeOverStale(lockPath: string, dataDir: string, stale: Partial<LockOwner>): void {
  const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it
    throw error;
  }
  const moved = readOwner(aside);
  if (moved !== 'missing' && moved.pid !== stale.pid) {
    try {
      linkSync(aside, lockPath); // no-clobber put-back
    } catch {
      // the path was taken again meanwhile; the live owner's file is what matters, ours is a copy
    }
    unlinkSafe(aside);
    throw new DataDirLockedError(dataDir, lockPath, moved);
  }
  unlinkSafe(aside);
}

function makeLock(lockPath: string): DataDirLock {
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      // Only remove the file if it is still ours (someone may have deleted it by hand and relocked).
      const owner = readOwner(lockPath);
      if (owner !== 'missing' && owner.pid === process.pid) unlinkSafe(lockPath);
    },
  };
}

function unlinkSafe(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
