import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPathFor } from './data-dir-lock';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cairn-lock-'));
  dataDir = join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function deadPid(): number {
  // A process that has exited: its pid is free (and, within the test, not reused).
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

const writeLock = (owner: object | string) =>
  writeFileSync(lockPathFor(dataDir), typeof owner === 'string' ? owner : JSON.stringify(owner));

describe('data folder lock', () => {
  it('is a file beside the folder naming its owner, removed on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({
      pid: process.pid,
      data_dir: dataDir,
    });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second holder while the first is alive, with a message that says what to do', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`in use by process ${process.pid}.*CAIRN_DATA_DIR.*DATABASE_URL`),
    );
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses when another live process holds it', () => {
    writeLock({ pid: process.ppid, hostname: hostname() });
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
  });

  it('takes over the lock of a dead process', () => {
    writeLock({ pid: deadPid(), hostname: hostname() });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file cut short by a crash', () => {
    writeLock('{"pid": 12');
    acquireDataDirLock(dataDir).release();
  });

  it('treats a lock from another machine as held (its pid cannot be checked here)', () => {
    writeLock({ pid: deadPid(), hostname: `not-${hostname()}` });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/on not-/);
  });

  it('does not delete a lock that someone else took after ours was removed by hand', () => {
    const lock = acquireDataDirLock(dataDir);
    writeLock({ pid: process.ppid, hostname: hostname() });
    lock.release();
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
  });
});
