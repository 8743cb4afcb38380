import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, stories } from '../../db/schema';
import { attachPages, insertEntities } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { searchStories } from './search-stories';

// Retrieval at volume and the word list behind typo tolerance (migration 0003); the API shape and the
// ranking rules are in post-search-stories.test.ts.
describe('searchStories', () => {
  let test: TestDatabase;
  const titles = async (query: string, limit = 5) =>
    (await searchStories(test.database.db, query, limit)).map((match) => match.title);
  const minutesAgo = (minutes: number) => new Date(Date.parse('2025-06-01T00:00:00Z') - minutes * 60_000);

  beforeAll(async () => {
    test = await startTestDatabase();
    const pool = test.database.pool;
    // 1,500 stories naming the harbour, newest first by number, of which every 100th is about a strike;
    // 1,500 more about other things. 'harbour' alone is common enough to be found by walking the recency
    // index; 'harbour strike' only in the older stories.
    await pool.query(`
      insert into stories (title, description, updated_at)
      select case when g % 100 = 0 then 'Dock strike shuts the harbour ' || g else 'Harbour news ' || g end,
             'Shipping report',
             timestamptz '2025-06-01' - (g || ' minutes')::interval
      from generate_series(1, 1500) g`);
    await pool.query(`
      insert into stories (title, description, updated_at)
      select 'Council budget ' || g, 'City finances',
             timestamptz '2025-06-01' - ((2000 + g) || ' minutes')::interval
      from generate_series(1, 1500) g`);
    // The planner's statistics choose between reading every match and walking the recency index.
    await pool.query('analyze stories');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers the most recent of many matches for a common word', async () => {
    expect(await titles('harbour')).toEqual([
      'Harbour news 1',
      'Harbour news 2',
      'Harbour news 3',
      'Harbour news 4',
      'Harbour news 5',
    ]);
  });

  it('finds the stories holding every word, however many newer stories hold one of them', async () => {
    expect(await titles('harbour strike', 3)).toEqual([
      'Dock strike shuts the harbour 100',
      'Dock strike shuts the harbour 200',
      'Dock strike shuts the harbour 300',
    ]);
    expect(await titles('harbor strike', 1)).toEqual(['Dock strike shuts the harbour 100']);
  });

  it('corrects typos against words of stories written after the migration, and after a rename', async () => {
    const [story] = await test.database.db
      .insert(stories)
      .values({ title: 'Wildfire near Marseille', updatedAt: minutesAgo(5000) })
      .returning({ id: stories.id });
    expect(await titles('marsielle')).toEqual(['Wildfire near Marseille']);
    expect(await titles('heatwvae')).toEqual([]);
    await test.database.db
      .update(stories)
      .set({ title: 'Heatwave grips Marseille' })
      .where(eq(stories.id, story!.id));
    expect(await titles('heatwvae')).toEqual(['Heatwave grips Marseille']);
  });

  it('corrects typos of entity names, also after a rename', async () => {
    const [story] = await test.database.db
      .insert(stories)
      .values({ title: 'Transfer window closes', updatedAt: minutesAgo(6000) })
      .returning({ id: stories.id });
    const ids = await insertEntities(test.database.db, [
      { key: 'person:szczesny', type: 'Person', name: 'Wojciech Szczesny' },
    ]);
    await attachPages(
      test.database.db,
      story!.id,
      [
        {
          url: 'https://example.com/transfer',
          addedMinute: 0,
          entities: [{ key: 'person:szczesny', mentions: ['Szczesny'] }],
        },
      ],
      ids,
    );
    expect(await titles('szcesny')).toEqual(['Transfer window closes']);
    await test.database.db
      .update(entities)
      .set({ canonicalName: 'Wojciech Szczęsny Junior' })
      .where(eq(entities.canonicalKey, 'person:szczesny'));
    expect(await titles('jounior')).toEqual(['Transfer window closes']);
  });

  it('meets accented spellings from plain letters', async () => {
    await test.database.db
      .insert(stories)
      .values({ title: 'Protests in Bogotá', updatedAt: minutesAgo(7000) });
    expect(await titles('bogota')).toEqual(['Protests in Bogotá']);
    expect(await titles('bogtoa')).toEqual(['Protests in Bogotá']);
  });

  it('keeps the word list free of punctuated tokens and short words', async () => {
    await test.database.db
      .insert(stories)
      .values({ title: 'Mail from press@example.org on covid-19', updatedAt: minutesAgo(8000) });
    const words = await test.database.pool.query<{ word: string }>(
      `select word from search_words where word like '%example%' or word like 'covid%' or word = 'on'`,
    );
    expect(words.rows.map((row) => row.word).sort()).toEqual(['covid']);
  });
});
