import type { StoryMatch } from '@cairn/shared/contracts/tasks';
import { and, eq, sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { type PageRow, stories, storyPages } from '../../db/schema';
import { DAY_MS, inverseDocumentFrequency } from '../../intelligence/matching/match-model';
import type { MatcherSnapshot } from '../../intelligence/matching/matcher-store';
import {
  createStoryMatcher,
  DEFAULT_MATCHER_LIMITS,
  type MatchArticle,
  type StoryMatcherOptions,
} from '../../intelligence/matching/story-matcher';
import { articleFeatures, toEpochMs } from '../../intelligence/matching/text-features';
import type { ExtractedArticle } from '../extraction/extract-article';
import { leadingText, MAX_MATCHED_CHARS } from '../text-limits';
import { createPgMatcherStore } from './pg-matcher-store';

/** One key for every process: story matching runs in stream order, one article at a time. */
export const MATCHING_LOCK = 0x63_61_69_72; // 'cair'

export interface AssignInput {
  page: Pick<PageRow, 'id'>;
  article: ExtractedArticle;
  /** `add-page`: the builder chose the story. */
  targetStoryId: string | null;
  /**
   * The title a new story starts with: the article's, else its preview's (a pasted text's first line).
   * Only the story's name: the matcher reads the article's own title.
   */
  storyTitle: string | null;
  now: Date;
}

/**
 * What the matcher reads of a page: its title, the lead of its text and its publication time, when the page
 * states one. One definition for matching a page and for rebuilding a story's profile from its pages
 * (rebuild-story-profile.ts), so the two read the same words. No entity list: the matcher finds the names
 * itself, as `cairn match` and its benchmark do; the recogniser's canonical names, one per entity, gave
 * 90.8 against 92.4 in the ECB+ cross-validation (bench/matching/README.md, seventh pass).
 *
 * A dated page is read as it was published, opening with its date line: the model was fitted on ECB+ as
 * `cairn match` reads it, where an article carries its stamp ('May 3, 2013 at 7: 31 AM ET') and the
 * matcher reads its day and year as stated numbers; extraction takes that line out of the text and keeps
 * only the date. Put back, the product's matching of the ECB+ fit part as pasted into a server went from
 * 90.3 to 90.8 mean B-cubed F1 over six orders (bench/matching/README.md, twentieth pass).
 *
 * An undated page (pasted text without its dateline) is NOT timed at when it arrived: it may be years old,
 * and timed 'now' it was out of reach of its own event's story (the 60-day window) and read as this year
 * against the year the story states. The matcher takes its time as unknown (`PRODUCT_MATCHER`).
 */
export function matchArticleOf(pageId: string, article: ExtractedArticle): MatchArticle {
  const text = leadingText(article.text, MAX_MATCHED_CHARS);
  const dateLine = dateLineOf(article.published_at);
  return {
    id: pageId,
    title: article.title ?? '',
    body: dateLine ? `${dateLine}\n\n${text}` : text,
    published_at: article.published_at ?? undefined,
  };
}

const DATE_LINE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'May 3, 2013' (UTC) for a publication time, as a page's stamp line writes it. */
export function dateLineOf(publishedAt: string | null | undefined): string | undefined {
  const t = toEpochMs(publishedAt ?? undefined);
  if (t === undefined) return undefined;
  return DATE_LINE.format(t);
}

/**
 * How far apart in time a page and a story may be and still be matched, in the product: three years. A
 * story grows by its follow-ups, and real ones come late: the trial of a deputy's killers two years after
 * the killing, a fire's anniversary a year on (ECB+ counts both as the same event). The time-gap term still
 * weighs every day apart (ln(1 + days): two years cost about 3.3 in log-odds), so only a page that shares
 * the story's names and words joins across such a gap; the window only bounds the search. With the
 * matcher's 60 days, the ECB+ held-back pastes scored 86.2 mean B-cubed F1 over three orders, with three
 * years 87.9, every order up (bench/matching/README.md, twentieth pass). `cairn match` and the benchmarks
 * keep 60: their articles are undated (no window applies) or the generated dated streams, whose same-kind
 * fictional events months apart lose 0.3 to 0.7 with a wider one.
 */
export const PRODUCT_MAX_GAP_DAYS = 1096;

/** The product's matcher options: an undated page's time is unknown (see matchArticleOf). */
export const PRODUCT_MATCHER: StoryMatcherOptions = {
  undatedTime: 'unknown',
  maxGapDays: PRODUCT_MAX_GAP_DAYS,
};

/**
 * Puts a page into a story. The matcher (intelligence/matching) runs on the state it needs for this one
 * article: the candidate stories from the inverted index in PostgreSQL and the document frequencies of
 * their terms, restored into a small in-memory matcher; the changed profile and the new document counts
 * are written back. All of it inside one transaction under an advisory lock, so two processes never
 * found two stories for one event at the same moment. A page already in a story keeps it; a page a builder
 * adds to a story (add-page) joins that story too, whatever the matcher thinks.
 */
export async function assignStory(db: Drizzle, input: AssignInput): Promise<StoryMatch> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
    const [existing] = await tx
      .select({ storyId: storyPages.storyId, score: storyPages.matchScore, title: stories.title })
      .from(storyPages)
      .innerJoin(stories, eq(stories.id, storyPages.storyId))
      .where(
        input.targetStoryId
          ? and(eq(storyPages.pageId, input.page.id), eq(storyPages.storyId, input.targetStoryId))
          : eq(storyPages.pageId, input.page.id),
      )
      .limit(1);
    if (existing) {
      return {
        is_new: false,
        match_score: existing.score,
        matched_story_title: existing.title,
        story_id: existing.storyId,
      };
    }

    const store = createPgMatcherStore(tx);
    const article = matchArticleOf(input.page.id, input.article);
    const features = articleFeatures(article);
    const articleStats = await store.loadStats(features.keys);
    const idf = (key: string) =>
      inverseDocumentFrequency(articleStats.documents, articleStats.df.get(key) ?? 0);
    const queryTerms = features.keys
      .map((term, i) => ({ term, weight: (features.weights[i] ?? 0) * idf(term) }))
      .sort((a, b) => b.weight - a.weight);
    // Stories within the matcher's window of the page's time; any story when the page has no date.
    const at = toEpochMs(article.published_at);
    const window = PRODUCT_MAX_GAP_DAYS * DAY_MS;
    const candidates = await store.loadCandidates({
      terms: queryTerms,
      maxTerms: DEFAULT_MATCHER_LIMITS.queryTerms,
      perTerm: DEFAULT_MATCHER_LIMITS.postingsPerTerm,
      limit: DEFAULT_MATCHER_LIMITS.maxCandidates,
      ...(at === undefined
        ? {}
        : { notBefore: new Date(at - window).toISOString(), notAfter: new Date(at + window).toISOString() }),
    });
    if (input.targetStoryId && !candidates.some((c) => c.id === input.targetStoryId)) {
      const target = await store.loadProfile(input.targetStoryId);
      if (target) candidates.push(target);
    }

    // Everything the matcher will read: the candidates and the frequencies of all their terms.
    const terms = new Set(features.keys);
    for (const c of candidates) for (const t of c.terms) terms.add(t.term);
    const stats = await store.loadStats([...terms]);
    const snapshot: MatcherSnapshot = {
      version: 1,
      documents: stats.documents,
      clock: null,
      df: [...stats.df],
      stories: [...candidates].sort((a, b) => (a.last_at ?? '').localeCompare(b.last_at ?? '')),
    };
    const matcher = createStoryMatcher(PRODUCT_MATCHER);
    matcher.restore(snapshot);
    const decision = matcher.match(article);

    let storyId: string;
    let score = decision.match_score;
    let isNew = decision.is_new || !decision.story_id;
    if (input.targetStoryId) {
      // The builder decided; the score says how well the page fits the story it was added to.
      storyId = input.targetStoryId;
      score = matcher.explain(article, 64).find((c) => c.story_id === storyId)?.probability ?? 0;
      isNew = false;
    } else if (!isNew && decision.story_id) {
      storyId = decision.story_id;
    } else {
      const [created] = await tx
        .insert(stories)
        .values({
          title: input.storyTitle ?? 'Untitled story',
          description: input.article.meta_description,
        })
        .returning({ id: stories.id });
      storyId = created!.id;
      score = 1;
    }

    matcher.add(storyId, article);
    const profile = matcher.profile(storyId);
    if (profile) await store.saveProfile(profile);
    // A page added to a second story by a builder is already counted in the document frequencies.
    const [counted] = await tx
      .select({ storyId: storyPages.storyId })
      .from(storyPages)
      .where(eq(storyPages.pageId, input.page.id))
      .limit(1);
    if (!counted) await store.recordDocument(features.keys);
    await tx
      .insert(storyPages)
      .values({ storyId, pageId: input.page.id, matchScore: score })
      .onConflictDoNothing();
    await tx
      .update(stories)
      .set({ lastActivity: input.now, updatedAt: input.now })
      .where(and(eq(stories.id, storyId)));
    const [story] = await tx.select({ title: stories.title }).from(stories).where(eq(stories.id, storyId));
    return {
      is_new: isNew,
      match_score: Math.round(score * 1000) / 1000,
      matched_story_title: story?.title ?? null,
      story_id: storyId,
    };
  });
}
