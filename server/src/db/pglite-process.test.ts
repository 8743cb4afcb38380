import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { isProcessAlive, lockPathFor } from './data-dir-lock';
import { openDatabase } from './open-database';
import { PgliteStartError, startPgliteProcess } from './pglite-process';

// These tests are about the embedded database only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite child process', () => {
  let test: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    test = await startTestDatabase({ migrate: false });
    dataDir = test.dataDir!;
  });
  afterAll(() => test?.close());

  it('serves the PostgreSQL protocol on a free local port', async () => {
    expect(test.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const { rows } = await test.database.pool.query<{ answer: number }>('select 6 * 7 as answer');
    expect(rows[0]?.answer).toBe(42);
  });

  it('holds the data folder lock, so a second process on the same folder fails fast and clearly', async () => {
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
    const started = Date.now();
    const second = startPgliteProcess({ dataDir, childScript: inject('pgliteChildScript') });
    await expect(second).rejects.toBeInstanceOf(PgliteStartError);
    await expect(second).rejects.toMatchObject({
      code: 'CAIRN_DATA_DIR_LOCKED',
      message: expect.stringMatching(/is in use by process \d+/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    // …and the first one is untouched.
    await expect(test.database.ping()).resolves.toBeGreaterThan(0);
  });

  it('dies with its parent, even when the parent is killed outright; a clean stop frees the folder too', async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const fixture = fileURLToPath(new URL('./test-fixtures/pglite-parent.ts', import.meta.url));
    const otherDir = freshFolder(`${dataDir}-parent-test`);
    const parent = spawn(process.execPath, ['--import', tsx, fixture, otherDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      parent.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    const { childPid, url } = JSON.parse(line) as { childPid: number; url: string };
    const client = new pg.Client(url);
    await client.connect();
    await client.query('create table survived (n int)');
    await client.query('insert into survived values (1)');
    await client.end();

    parent.kill('SIGKILL');
    await waitFor(() => !isProcessAlive(childPid), 10_000);
    expect(existsSync(lockPathFor(otherDir))).toBe(false);

    // The folder opens again and kept the write: the child flushed it when its parent went away.
    const again = await startPgliteProcess({ dataDir: otherDir, childScript: inject('pgliteChildScript') });
    const reopened = new pg.Client(again.url);
    await reopened.connect();
    const { rows } = await reopened.query('select n from survived');
    await reopened.end();
    expect(rows).toEqual([{ n: 1 }]);

    // A clean stop also ends the process and frees the folder.
    await again.stop();
    expect(isProcessAlive(again.pid)).toBe(false);
    expect(existsSync(lockPathFor(otherDir))).toBe(false);
  }, 60_000); // two tsx and PGlite start-ups: ~8 s idle, several times that on a loaded machine
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'opening an embedded database whose folder is busy',
  () => {
    it('waits for the lock when told to (pnpm dev restarts), and fails at once by default', async () => {
      const root = freshFolder(`${inject('pgliteTemplateDir')}-busy-${process.pid}`);
      const dataDir = `${root}-data`;
      cpSync(root, `${dataDir}/pglite`, { recursive: true });
      const holder = await startPgliteProcess({
        dataDir: `${dataDir}/pglite`,
        childScript: inject('pgliteChildScript'),
      });
      const log = createLogger('silent');
      await expect(openDatabase({ databaseUrl: undefined, dataDir }, log)).rejects.toMatchObject({
        code: 'CAIRN_DATA_DIR_LOCKED',
      });
      const opening = openDatabase({ databaseUrl: undefined, dataDir, dataDirLockWaitMs: 60_000 }, log);
      setTimeout(() => void holder.stop(), 1_000);
      const opened = await opening;
      await expect(opened.database.ping()).resolves.toBeGreaterThan(0);
      await opened.close();
      for (const folder of [root, dataDir]) rmSync(folder, { recursive: true, force: true });
    }, 120_000);
  },
);

/** A fresh, initialised folder next to the test one (copying skips the ~5 s initdb). */
function freshFolder(name: string): string {
  cpSync(inject('pgliteTemplateDir'), name, { recursive: true });
  return name;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
