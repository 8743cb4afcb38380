import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { claims, entities, pageEntities, pages, stories, storyPages } from '../../db/schema';
import type { ExtractedArticle } from '../../pipeline/extraction/extract-article';
import {
  type BuilderModality,
  type ComposeEntity,
  type ComposePage,
  composeStory,
} from '../composition/compose-story';

const COMPOSE_CLAIM_LIMIT = 300;

/**
 * Recomposes one story from everything its pages now hold (after every change: a page added, a page
 * analysed) and writes the result to its row. Returns the time it took (for the 500 ms target, see
 * bench/recompose) and how many pages the story holds.
 */
export async function recomposeStory(
  db: Drizzle,
  storyId: string,
  now = new Date(),
): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  const rows = await db
    .select({ page: pages, addedAt: storyPages.addedAt })
    .from(storyPages)
    .innerJoin(pages, eq(pages.id, storyPages.pageId))
    .where(eq(storyPages.storyId, storyId));
  if (!rows.length) return { ms: performance.now() - started, pages: 0 };
  const pageIds = rows.map((r) => r.page.id);

  const composePages: ComposePage[] = rows.map(({ page, addedAt }) => {
    const a = page.extraction as ExtractedArticle | null;
    return {
      id: page.id,
      title: a?.title ?? null,
      publisher: a?.domain ?? a?.site_name ?? null,
      published_at: a?.published_at ?? null,
      added_at: addedAt.toISOString(),
      gist: page.gist ?? a?.meta_description ?? null,
      image: a?.image ?? null,
    };
  });
  const claimRows = await db
    .select()
    .from(claims)
    .where(and(inArray(claims.pageId, pageIds), isNull(claims.excludedReason)))
    // Composition groups claims pairwise: the most confident ones are enough to write and score a story,
    // and the bound keeps a story of hundreds of pages as quick to recompose as a small one.
    .orderBy(desc(claims.confidence))
    .limit(COMPOSE_CLAIM_LIMIT);
  const entityRows = await db
    .select({ entity: entities, pageId: pageEntities.pageId, mentions: pageEntities.mentions })
    .from(pageEntities)
    .innerJoin(entities, eq(entities.id, pageEntities.entityId))
    .where(inArray(pageEntities.pageId, pageIds));
  const byEntity = new Map<string, ComposeEntity>();
  for (const { entity, pageId, mentions } of entityRows) {
    const current = byEntity.get(entity.id) ?? {
      id: entity.id,
      name: entity.canonicalName,
      type: entity.entityType as ComposeEntity['type'],
      mentions: [],
      page_ids: [],
      country_code: entity.countryCode,
    };
    current.mentions = [...new Set([...current.mentions, ...mentions])];
    current.page_ids.push(pageId);
    byEntity.set(entity.id, current);
  }

  const composed = composeStory(
    {
      pages: composePages,
      claims: claimRows.map((c) => ({
        page_id: c.pageId,
        text: c.text,
        builder_modality: c.builderModality as BuilderModality,
        confidence: c.confidence,
        when_date: c.whenDate,
      })),
      entities: [...byEntity.values()],
    },
    now,
  );
  await db
    .update(stories)
    .set({
      title: composed.title,
      description: composed.description,
      gist: composed.gist,
      content: composed.content,
      category: composed.category,
      coherenceScore: composed.coherence_score,
      entropy: composed.entropy,
      healthIndicator: composed.health_indicator,
      coverImage: composed.cover_image,
      artifactCount: composed.artifact_count,
      claimCount: composed.claim_count,
      peopleCount: composed.people_count,
      locations: composed.locations,
      lastActivity: new Date(composed.last_activity),
      updatedAt: now,
    })
    .where(eq(stories.id, storyId));
  return { ms: performance.now() - started, pages: rows.length };
}
