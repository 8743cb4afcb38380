import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsDir } from '../lib/paths';

// Any constant shared by every Cairn process; it only has to differ from other users of advisory locks.
const MIGRATION_LOCK_KEY = 7_202_411_001;

/**
 * Applies the SQL migrations in `server/drizzle/` that this database has not seen yet.
 *
 * Several API and worker processes may start at once against one PostgreSQL; drizzle's migrator does
 * not serialise them, so we hold an advisory lock. Lock and migration share one connection (drizzle runs
 * on that client): with PGlite's single pooled connection, a second one would wait forever.
 */
export async function runMigrations(pool: pg.Pool, folder: string = migrationsDir()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
