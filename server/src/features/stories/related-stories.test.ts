import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { loadRelatedStories, MIN_RELATED_SCORE } from './related-stories';

// The Jaccard ranking itself is covered through the API in get-story-enrichment.test.ts; this is about an
// entity on many pages (a country), which is only sampled when looking for candidates.
describe('loadRelatedStories with a very common entity', () => {
  let test: TestDatabase;
  const ids = { story: '', both: '', specific: '', wide: '' };

  beforeAll(async () => {
    test = await startTestDatabase();
    const pool = test.database.pool;
    const one = async <T>(text: string, values: unknown[] = []) =>
      (await pool.query<T & Record<string, unknown>>(text, values)).rows[0]!;
    const entity = async (key: string, name: string) =>
      (
        await one<{ id: string }>(
          `insert into entities (canonical_key, entity_type, canonical_name) values ($1, 'Location', $2)
           returning id`,
          [key, name],
        )
      ).id;
    const storyWith = async (title: string, entityIds: string[]) => {
      const { id } = await one<{ id: string }>('insert into stories (title) values ($1) returning id', [
        title,
      ]);
      for (const entityId of entityIds) {
        const page = await one<{ id: string }>(
          `insert into pages (url, normalized_url) values ($1, $1) returning id`,
          [`https://example.com/${id}/${entityId}`],
        );
        await pool.query('insert into story_pages (story_id, page_id, match_score) values ($1, $2, 0.8)', [
          id,
          page.id,
        ]);
        await pool.query(
          `insert into page_entities (page_id, entity_id, mentions, mention_count) values ($1, $2, '{}', 1)`,
          [page.id, entityId],
        );
      }
      return id;
    };
    const country = await entity('loc:country', 'Spain');
    const city = await entity('loc:city', 'Valencia');
    const region = await entity('org:aemet', 'AEMET');
    // 400 stories about the country alone: more pages than a candidate search reads per entity.
    await pool.query(
      `with s as (insert into stories (title) select 'Country news ' || g from generate_series(1, 400) g
                  returning id),
            p as (insert into pages (url, normalized_url)
                  select 'https://example.com/country/' || s.id, 'https://example.com/country/' || s.id from s
                  returning id, url),
            sp as (insert into story_pages (story_id, page_id, match_score)
                   select s.id, p.id, 0.8 from s join p on p.url = 'https://example.com/country/' || s.id)
       insert into page_entities (page_id, entity_id, mentions, mention_count)
       select p.id, $1, '{}', 1 from p`,
      [country],
    );
    ids.story = await storyWith('Floods in Valencia', [country, city, region]);
    ids.both = await storyWith('Valencia and Spain', [country, city]);
    ids.specific = await storyWith('AEMET warning', [region]);
    const own = await Promise.all(Array.from({ length: 10 }, (_, i) => entity(`org:own-${i}`, `Own ${i}`)));
    ids.wide = await storyWith('Spain and ten others', [country, ...own]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('ranks by exact Jaccard scores, counting a shared common entity however it was found', async () => {
    const related = await loadRelatedStories(test.database.db, ids.story);
    // both: {country, city} ∩ {country, city, region} = 2 of 3; specific: 1 of 3; country alone: 1 of 3.
    expect(related[0]).toEqual({ id: ids.both, title: 'Valencia and Spain', match_score: 0.667 });
    expect(related[1]).toEqual({ id: ids.specific, title: 'AEMET warning', match_score: 0.333 });
    expect(related).toHaveLength(5);
    expect(related.slice(2).every((story) => story.match_score === 0.333)).toBe(true);
  });

  it('offers no story below MIN_RELATED_SCORE: sharing one common entity of many is no relation', async () => {
    // wide: {country, 10 of its own}; every other story shares the country only: 1 of 11 to 1 of 13.
    expect(MIN_RELATED_SCORE).toBeGreaterThan(1 / 11);
    expect(await loadRelatedStories(test.database.db, ids.wide)).toEqual([]);
  });
});
