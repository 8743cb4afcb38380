/** Everything an in-memory story matcher holds, in the parts the matching steps share. */
import { PostingIndex } from './posting-index';
import { StoryPool } from './story-pool';
import { TermTable } from './term-table';
import type { ArticleFeatures, MatchArticle } from './text-features';

/** The bounds that keep the work per article constant (see StoryMatcherOptions). */
export interface MatcherLimits {
  maxCentroidTerms: number;
  indexTermsPerStory: number;
  queryTerms: number;
  postingsPerTerm: number;
  maxCandidates: number;
  maxGapDays: number;
}

export interface MatcherState {
  readonly limits: MatcherLimits;
  readonly terms: TermTable;
  readonly stories: StoryPool;
  readonly index: PostingIndex;
  /** Latest article time seen (epoch ms), the clock for articles without a date. */
  clock: number | undefined;
}

/** An article's features with the interned id of each feature key. */
export interface Vectorised {
  article: MatchArticle;
  features: ArticleFeatures;
  ids: number[];
}

export function createMatcherState(limits: MatcherLimits): MatcherState {
  const index = new PostingIndex();
  return {
    limits,
    terms: new TermTable((id) => index.addTerm(id)),
    stories: new StoryPool(limits.maxCentroidTerms, limits.indexTermsPerStory),
    index,
    clock: undefined,
  };
}
