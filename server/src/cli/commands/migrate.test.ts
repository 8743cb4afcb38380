import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memoryIo } from '../../test/cli-io';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { runCli } from '../run-cli';

const tableNames = async (pool: pg.Pool) =>
  (
    await pool.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = 'public' order by 1`,
    )
  ).rows.map((row) => row.t);

describe('cairn migrate', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase({ migrate: false });
  });
  afterAll(() => test?.close());

  it('migrates the database at DATABASE_URL', async () => {
    const { io, stdout } = memoryIo({ env: { DATABASE_URL: test.url } });
    expect(await runCli(['migrate'], io)).toBe(0);
    expect(stdout()).toMatch(/^Migrations applied: postgres:\/\/.* is up to date\.$/m);
    expect(await tableNames(test.database.pool)).toEqual([
      'claims',
      'entities',
      'matcher_terms',
      'page_entities',
      'pages',
      'place_loads',
      'place_names',
      'places',
      'remote_telemetry',
      'search_words',
      'stories',
      'story_index_terms',
      'story_pages',
      'story_profiles',
      'story_revisions',
      'story_tips',
      'tasks',
      'visitor_votes',
    ]);
  });

  it('exits 2 on a bad configuration, naming the variable', async () => {
    const { io, stderr } = memoryIo({ env: { DATABASE_URL: 'http://nope' } });
    expect(await runCli(['migrate'], io)).toBe(2);
    expect(stderr()).toMatch(/DATABASE_URL: must be a postgres/);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'migrates the embedded database in CAIRN_DATA_DIR when no DATABASE_URL is set',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cairn-cli-data-'));
      try {
        cpSync(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
        const { io, stdout, stderr } = memoryIo({ env: { CAIRN_DATA_DIR: dataDir } });
        expect(await runCli(['migrate'], io), stderr()).toBe(0);
        expect(stdout()).toContain(`embedded database ${join(dataDir, 'pglite')} is up to date`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000, // starts a PGlite child: seconds idle, far longer on a loaded machine
  );
});
