import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, pages } from '../../db/schema';
import { parseKnowledgeBase } from '../../intelligence/entities/knowledge-base';
import { recognizeEntities } from '../../intelligence/entities/recognize-entities';
import { resolveEntities } from '../../intelligence/entities/resolve-entities';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { persistPageEntities } from './persist-entities';

const TEXT =
  'Mayor Dana Whitfield of Millbrook said on Tuesday that the Wendover County Council would meet again. ' +
  'Whitfield said residents of Millbrook should stay away from the Alder River.';

describe('persistPageEntities with a configured knowledge base', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase();
  });
  afterAll(() => test?.close());

  const page = async (url: string) =>
    (await test.database.db.insert(pages).values({ url, normalizedUrl: url }).returning())[0]!.id;

  it('stores the Wikidata id of a known entity, keeps it, and gives the others none', async () => {
    const kb = parseKnowledgeBase('{"qid":"Q999001","type":"Person","name":"Dana Whitfield"}');
    const resolved = resolveEntities(TEXT, recognizeEntities(TEXT));
    await persistPageEntities(test.database.db, await page('https://a.example/1'), resolved, kb);
    // A later page, analysed without the knowledge base, does not erase the id.
    await persistPageEntities(test.database.db, await page('https://a.example/2'), resolved);

    const rows = await test.database.db.select().from(entities);
    const mayor = rows.find((r) => r.canonicalName === 'Dana Whitfield');
    expect(mayor?.wikidataQid).toBe('Q999001');
    const others = rows.filter((r) => r.canonicalName !== 'Dana Whitfield');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.wikidataQid === null)).toBe(true);
    const [again] = await test.database.db.select().from(entities).where(eq(entities.id, mayor!.id));
    expect(again!.wikidataQid).toBe('Q999001');
  });
});
