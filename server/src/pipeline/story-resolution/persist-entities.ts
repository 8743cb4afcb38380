import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { entities, pageEntities } from '../../db/schema';
import { EMPTY_KNOWLEDGE_BASE, type KnowledgeBase } from '../../intelligence/entities/knowledge-base';
import type { ResolvedEntity } from '../../intelligence/entities/resolve-entities';

type Writer = Pick<Drizzle, 'insert' | 'delete' | 'execute'>;

/**
 * Stores a page's resolved entities: one `entities` row per canonical key (merged across pages: the
 * first description, role and place found are kept, confidence is the highest seen), and the page's
 * mentions in `page_entities`, with where the page places a location (namesakes share a key). Running it again for the page replaces its mentions. The Wikidata id comes
 * only from the configured knowledge base (knowledge-base.ts), never from a guess.
 */
export async function persistPageEntities(
  db: Writer,
  pageId: string,
  resolved: ResolvedEntity[],
  knowledgeBase: KnowledgeBase = EMPTY_KNOWLEDGE_BASE,
) {
  await db.execute(sql`delete from page_entities where page_id = ${pageId}`);
  for (const e of resolved) {
    const [row] = await db
      .insert(entities)
      .values({
        canonicalKey: e.canonical_id,
        entityType: e.type,
        canonicalName: e.canonical_name,
        description: e.description ?? null,
        role: e.role ?? null,
        domain: e.domain ?? null,
        latitude: e.location?.lat ?? null,
        longitude: e.location?.lon ?? null,
        countryCode: e.location?.country_code ?? null,
        geonamesId: e.location?.geonames_id ?? null,
        featureClass: featureClassOf(e.location?.feature),
        confidence: e.confidence,
        wikidataQid: knowledgeBase.lookup(e.type, [e.canonical_name, ...e.mentions])?.qid ?? null,
      })
      .onConflictDoUpdate({
        target: entities.canonicalKey,
        set: {
          description: sql`coalesce(${entities.description}, excluded.description)`,
          role: sql`coalesce(${entities.role}, excluded.role)`,
          domain: sql`coalesce(${entities.domain}, excluded.domain)`,
          latitude: sql`coalesce(${entities.latitude}, excluded.latitude)`,
          longitude: sql`coalesce(${entities.longitude}, excluded.longitude)`,
          countryCode: sql`coalesce(${entities.countryCode}, excluded.country_code)`,
          geonamesId: sql`coalesce(${entities.geonamesId}, excluded.geonames_id)`,
          featureClass: sql`coalesce(${entities.featureClass}, excluded.feature_class)`,
          wikidataQid: sql`coalesce(${entities.wikidataQid}, excluded.wikidata_qid)`,
          confidence: sql`greatest(${entities.confidence}, excluded.confidence)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: entities.id });
    await db
      .insert(pageEntities)
      .values({
        pageId,
        entityId: row!.id,
        mentions: e.mentions,
        mentionCount: e.count,
        role: e.role ?? null,
        latitude: e.location?.lat ?? null,
        longitude: e.location?.lon ?? null,
        featureClass: featureClassOf(e.location?.feature),
      })
      .onConflictDoNothing();
  }
}

/** GeoNames feature class of a resolved place: P a populated place, A a country or division. */
function featureClassOf(feature: 'city' | 'country' | 'region' | undefined): string | null {
  if (!feature) return null;
  return feature === 'city' ? 'P' : 'A';
}
