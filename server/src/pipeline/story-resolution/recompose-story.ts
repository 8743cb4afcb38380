import type { RevisionCause } from '@cairn/shared/contracts/builder';
import type { BuilderModality } from '@cairn/shared/contracts/vocabulary';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { claims, entities, pageEntities, pages, stories, storyPages, storyRevisions } from '../../db/schema';
import { refreshContributorCount } from '../../db/story-contributors';
import {
  type ComposedStory,
  type ComposeEntity,
  type ComposePage,
  composeStory,
} from '../../intelligence/composition/compose-story';
import { foldShortForms } from '../../lib/fold-short-forms';
import { foldStoryAliases } from '../../lib/fold-story-aliases';
import { foldTypeDisagreements } from '../../lib/fold-type-disagreements';
import type { ExtractedArticle } from '../extraction/extract-article';

/** Runs the composition; the pipeline passes one that runs it on a worker thread (pipeline/pipeline-cpu.ts). */
export type Composer = (
  story: Parameters<typeof composeStory>[0],
  now: Date,
) => ComposedStory | Promise<ComposedStory>;

const COMPOSE_CLAIM_LIMIT = 300;

/**
 * Recomposes one story from everything its pages now hold (after every change: a page added, a page
 * analysed, a source removed, claims re-extracted) and writes the result to its row, plus a revision saying
 * why it changed (the builder's Revisions tab). Returns the time it took (for the 500 ms target, see
 * bench/recompose) and how many pages the story holds.
 */
export async function recomposeStory(
  db: Drizzle,
  storyId: string,
  now = new Date(),
  compose: Composer = composeStory,
  cause: RevisionCause = 'source_added',
): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  // Only the fields composition reads, not whole pages: a story of fetched pages would otherwise bring
  // every page's HTML (up to 5 MB each) and article text onto the event loop at every recomposition.
  const field = (name: keyof ExtractedArticle) => sql<string | null>`${pages.extraction}->>${name}`;
  const rows = await db
    .select({
      id: pages.id,
      gist: pages.gist,
      // A pasted text with no title line has its preview's first line, as the story's sources show it:
      // the story must not be 'Untitled story' while its sources have titles.
      title: sql<string | null>`coalesce(${pages.extraction}->>'title', ${pages.preview}->>'title')`,
      domain: field('domain'),
      siteName: field('site_name'),
      publishedAt: field('published_at'),
      metaDescription: field('meta_description'),
      image: field('image'),
      language: field('language'),
      addedAt: storyPages.addedAt,
    })
    .from(storyPages)
    .innerJoin(pages, eq(pages.id, storyPages.pageId))
    .where(eq(storyPages.storyId, storyId));
  if (!rows.length) return { ms: performance.now() - started, pages: 0 };
  const pageIds = rows.map((r) => r.id);

  const composePages: ComposePage[] = rows.map((page) => ({
    id: page.id,
    title: page.title,
    publisher: page.domain ?? page.siteName,
    published_at: page.publishedAt,
    added_at: page.addedAt.toISOString(),
    gist: page.gist ?? page.metaDescription,
    image: page.image,
    language: page.language,
  }));
  const claimRows = await db
    .select()
    .from(claims)
    .where(and(inArray(claims.pageId, pageIds), isNull(claims.excludedReason)))
    // Composition groups claims pairwise: the most confident ones are enough to write and score a story,
    // and the bound keeps a story of hundreds of pages as quick to recompose as a small one.
    // (Ties in a fixed order, so that the same claims are kept under the limit at every recomposition.)
    .orderBy(desc(claims.confidence), claims.id)
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

  // One entity named several ways is one entity: the narrative links every name to it, and the story counts it
  // once (foldStoryEntities).
  const featureClass = new Map(entityRows.map(({ entity }) => [entity.id, entity.featureClass]));
  const storyEntities = foldStoryEntities([...byEntity.values()], (entity) => featureClass.get(entity.id));

  const composed = await compose(
    {
      pages: composePages,
      claims: claimRows.map((c) => ({
        page_id: c.pageId,
        text: c.text,
        builder_modality: c.builderModality as BuilderModality,
        confidence: c.confidence,
        when_date: c.whenDate,
        ordinal: c.ordinal,
        who: c.who,
        id: c.id,
      })),
      entities: storyEntities,
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
      locations: composed.locations,
      offStoryEntityIds: composed.off_story_entity_ids,
      // (Past the claim limit some claims were not read: the claims read then marks them itself.)
      offStoryClaimIds: claimRows.length < COMPOSE_CLAIM_LIMIT ? composed.off_story_claim_ids : null,
      lastActivity: new Date(composed.last_activity),
      updatedAt: now,
    })
    .where(eq(stories.id, storyId));
  await refreshContributorCount(db, storyId);
  const revision = {
    title: composed.title,
    gist: composed.gist,
    content: composed.content,
    coherenceScore: composed.coherence_score,
    sourceCount: composed.artifact_count,
    claimCount: composed.claim_count,
  };
  if (cause !== 'source_added' || !(await sameAsLatestRevision(db, storyId, revision)))
    await db.insert(storyRevisions).values({ storyId, ...revision, cause, createdAt: now });
  return { ms: performance.now() - started, pages: rows.length };
}

/**
 * Two pages analysed at once are both in the story when the first finishes, so the second's recomposition
 * often writes what the first already wrote; a second 'Source added' revision equal to the one before it
 * (the Revisions tab had shown v3 and v4 alike, 4 sources and 51 claims) tells a builder nothing. A
 * builder's own action (claims re-extracted, a source removed) is always recorded, changed or not.
 */
async function sameAsLatestRevision(
  db: Drizzle,
  storyId: string,
  next: Pick<
    typeof storyRevisions.$inferInsert,
    'title' | 'gist' | 'content' | 'coherenceScore' | 'sourceCount' | 'claimCount'
  >,
): Promise<boolean> {
  const [latest] = await db
    .select({
      title: storyRevisions.title,
      gist: storyRevisions.gist,
      content: storyRevisions.content,
      coherenceScore: storyRevisions.coherenceScore,
      sourceCount: storyRevisions.sourceCount,
      claimCount: storyRevisions.claimCount,
    })
    .from(storyRevisions)
    .where(eq(storyRevisions.storyId, storyId))
    .orderBy(desc(storyRevisions.createdAt), desc(storyRevisions.id))
    .limit(1);
  return (
    !!latest &&
    latest.title === next.title &&
    latest.gist === next.gist &&
    latest.content === next.content &&
    // (Stored as a 4-byte real: 0.613 reads back as 0.61299997.)
    Math.abs(latest.coherenceScore - next.coherenceScore) < 1e-4 &&
    latest.sourceCount === next.sourceCount &&
    latest.claimCount === next.claimCount
  );
}

/**
 * The story's entities with the names its pages give one entity folded into one (the story's entity lists
 * fold them alike, story-evidence.ts): a name two pages typed two ways ('Watergate' a place on one, an
 * organisation on another); a short form ('Reid') and the full name on another page ('Tara Reid'), and a
 * lone surname one page read as a small town of that name ('Manning'), unless it is a country or a division;
 * then the names outlets write two ways ('Bill'/'William Ingaldson', 'Matanuska Maid'/'Matanuska Maid Dairy').
 * `featureClassOf` gives a place's GeoNames class ('A' an area, 'P' a town), or nothing when unplaced.
 */
export function foldStoryEntities(
  entities: ComposeEntity[],
  featureClassOf: (entity: ComposeEntity) => string | null | undefined,
): ComposeEntity[] {
  const mergeInto = (into: ComposeEntity, short: ComposeEntity) => {
    into.mentions = [...new Set([...into.mentions, ...short.mentions, short.name])];
    into.page_ids = [...new Set([...into.page_ids, ...short.page_ids])];
  };
  const oneTypeEach = foldTypeDisagreements(entities, mergeInto, {
    pagesOf: (entity) => entity.page_ids,
    mentionsOf: (entity) => entity.mentions.length,
    isMapped: (entity) => featureClassOf(entity) != null,
  });
  const shortFormsFolded = foldShortForms(oneTypeEach, mergeInto, {
    pagesOf: (entity) => entity.page_ids,
    isArea: (entity) => featureClassOf(entity) === 'A',
  });
  return foldStoryAliases(shortFormsFolded, mergeInto, { pagesOf: (entity) => entity.page_ids });
}
