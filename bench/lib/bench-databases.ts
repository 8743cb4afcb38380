// The databases a server bench runs on, each fresh and thrown away afterwards: an embedded PGlite (in its
// own child process, as the server runs it) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one,
// a new database on that PostgreSQL. BENCH_BACKENDS=pglite or =postgres picks one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../server/src/db/database';
import { startPgliteProcess } from '../../server/src/db/pglite-process';

export type BenchBackend = 'pglite' | 'postgres';

/** Runs `bench` on each configured backend in turn; `title` heads each backend's output. */
export async function onEachBenchDatabase(
  title: string,
  bench: (backend: BenchBackend, database: Database) => Promise<unknown>,
): Promise<void> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (backends.includes('pglite')) await onPglite(title, bench);
  if (backends.includes('postgres') && postgresUrl) await onPostgres(postgresUrl, title, bench);
  else if (backends.includes('postgres')) console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}

async function onPglite(
  title: string,
  bench: (backend: BenchBackend, database: Database) => Promise<unknown>,
) {
  const root = await mkdtemp(join(tmpdir(), 'cairn-bench-'));
  const pglite = await startPgliteProcess({ dataDir: join(root, 'pglite'), startTimeoutMs: 120_000 });
  const database = createDatabase({ url: pglite.url, kind: 'pglite' });
  try {
    console.log(`PGlite, ${title}`);
    await bench('pglite', database);
  } finally {
    await database.close();
    await pglite.stop();
    await rm(root, { recursive: true, force: true });
  }
}

async function onPostgres(
  adminUrl: string,
  title: string,
  bench: (backend: BenchBackend, database: Database) => Promise<unknown>,
) {
  const name = `cairn_bench_${randomBytes(4).toString('hex')}`;
  // Through the server's own pool: bench/ has no node_modules of its own.
  const admin = createDatabase({ url: adminUrl, kind: 'postgres', poolMax: 1 });
  await admin.pool.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), kind: 'postgres', poolMax: 10 });
  try {
    console.log(`PostgreSQL, ${title}`);
    await bench('postgres', database);
  } finally {
    await database.close();
    // BENCH_KEEP=1 leaves the seeded database for EXPLAIN.
    if (process.env.BENCH_KEEP) console.log(`  kept ${url}`);
    else await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
