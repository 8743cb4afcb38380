import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { type PgliteProcess, startPgliteProcess } from '../db/pglite-process';

export interface TestDatabase {
  database: Database;
  url: string;
  /** The PGlite child, when the tests run on PGlite. */
  pglite: PgliteProcess | undefined;
  /** The PGlite data folder, when the tests run on PGlite. */
  dataDir: string | undefined;
  close(): Promise<void>;
}

/**
 * A migrated, empty database for one test file.
 * - Default: a PGlite child on a copy of the template folder made by global-setup.ts.
 * - TEST_DATABASE_URL set (CI): a fresh database on that server, dropped afterwards. A database rather
 *   than a schema because drizzle-kit qualifies some objects with "public" and pg-boss and the migration
 *   journal have fixed schemas; parallel test files would otherwise collide.
 */
export async function startTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const result = adminUrl ? await createPostgresDatabase(adminUrl) : await startPgliteCopy();
  if (options.migrate !== false) await runMigrations(result.database.pool);
  return result;
}

async function startPgliteCopy(): Promise<TestDatabase> {
  const template = inject('pgliteTemplateDir');
  const root = await mkdtemp(join(tmpdir(), 'cairn-test-db-'));
  const dataDir = join(root, 'pglite');
  await cp(template, dataDir, { recursive: true });
  const pglite = await startPgliteProcess({ dataDir, childScript: inject('pgliteChildScript') });
  const database = createDatabase({ url: pglite.url, kind: 'pglite' });
  return {
    database,
    url: pglite.url,
    pglite,
    dataDir,
    async close() {
      await database.close();
      await pglite.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), kind: 'postgres', poolMax: 5 });
  return {
    database,
    url: url.toString(),
    pglite: undefined,
    dataDir: undefined,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
