import { asc, eq, sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { pages, storyPages } from '../../db/schema';
import type { MatcherSnapshot, StoryProfile } from '../../intelligence/matching/matcher-store';
import { createStoryMatcher } from '../../intelligence/matching/story-matcher';
import { articleFeatures } from '../../intelligence/matching/text-features';
import type { ExtractedArticle } from '../extraction/extract-article';
import { MATCHING_LOCK, matchArticleOf, PRODUCT_MATCHER } from './assign-story';
import { createPgMatcherStore } from './pg-matcher-store';

/** Drizzle or one of its transactions. */
type Queryable = Pick<Drizzle, 'select' | 'execute'>;

/**
 * Rebuilds a story's matcher profile (its centroid, window, size and index terms) from the pages the story
 * holds now, for when a page leaves it (builder 'Remove Source'): a profile only ever grows as pages join,
 * so without this a removed page's words would go on pulling new articles into the story.
 *
 * The pages are added again in the order they joined, through the matcher's own `add`, so the profile is
 * the one the story would have had without the removed page. They are already counted in the corpus
 * document frequencies (a page is counted once, when it first joins a story): the matcher starts from the
 * frequencies without them, and each `add` puts its page back, as when the pages first arrived. Nothing is
 * written to the corpus counts. Runs under the matching lock: no article is matched against a half-built
 * profile. Call it inside the transaction that changed the story's pages.
 */
export async function rebuildStoryProfile(db: Queryable, storyId: string): Promise<StoryProfile | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
  const store = createPgMatcherStore(db);
  const held = await db
    .select({ id: pages.id, extraction: pages.extraction })
    .from(storyPages)
    .innerJoin(pages, eq(pages.id, storyPages.pageId))
    .where(eq(storyPages.storyId, storyId))
    .orderBy(asc(storyPages.addedAt), asc(storyPages.pageId));
  const withText = held.filter((p) => p.extraction);
  if (withText.length === 0) {
    await store.deleteProfile(storyId);
    return undefined;
  }
  const articles = withText.map((p) => matchArticleOf(p.id, p.extraction as ExtractedArticle));

  const featureKeys = articles.map((a) => articleFeatures(a).keys);
  const stats = await store.loadStats([...new Set(featureKeys.flat())]);
  for (const keys of featureKeys)
    for (const key of keys) stats.df.set(key, Math.max(0, (stats.df.get(key) ?? 0) - 1));
  const snapshot: MatcherSnapshot = {
    version: 1,
    documents: Math.max(0, stats.documents - articles.length),
    clock: null,
    df: [...stats.df].filter(([, n]) => n > 0),
    stories: [],
  };
  const matcher = createStoryMatcher(PRODUCT_MATCHER);
  matcher.restore(snapshot);
  for (const article of articles) matcher.add(storyId, article);
  const profile = matcher.profile(storyId);
  if (profile) await store.saveProfile(profile);
  return profile;
}
