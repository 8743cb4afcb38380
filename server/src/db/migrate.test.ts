import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { runMigrations } from './migrate';

describe('runMigrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase({ migrate: false });
  });
  afterAll(() => test?.close());

  it('creates the tables on an empty database and is a no-op the second time', async () => {
    await runMigrations(test.database.pool);
    await runMigrations(test.database.pool);
    const { rows } = await test.database.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
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
    const applied = await test.database.pool.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('serialises concurrent runs (several processes starting at once)', async () => {
    await expect(
      Promise.all([runMigrations(test.database.pool), runMigrations(test.database.pool)]),
    ).resolves.toBeDefined();
  });

  it('enforces the schema rules the app relies on', async () => {
    await expect(
      test.database.pool.query(`insert into stories (title, category) values ('x', 'regional')`),
    ).rejects.toThrow(/stories_category_check/);
    await expect(
      test.database.pool.query(`insert into stories (title, coherence_score) values ('x', 1.5)`),
    ).rejects.toThrow(/stories_coherence_range/);
    const { rows } = await test.database.pool.query(
      `insert into stories (title) values ('defaults') returning category, coherence_score, locations, artifact_count`,
    );
    expect(rows[0]).toEqual({ category: 'global', coherence_score: 0, locations: [], artifact_count: 0 });
  });
});
