/**
 * Changing the stories: an article joins a story (created when new), which updates the document
 * frequencies, the story's window and size, and its bounded centroid, refiled in the index; a story is
 * removed.
 */
import { heaviestFirst } from './heaviest-first';
import type { MatcherState, Vectorised } from './matcher-state';
import { YEAR_KIND } from './term-table';
import { MAX_STORY_YEARS } from './text-features';

/** Adds an article published at `t` (NaN: time unknown) to a story; returns the story's slot. */
export function addToStory(state: MatcherState, storyId: string, vector: Vectorised, t: number): number {
  const { terms, stories } = state;
  const { features, ids } = vector;
  terms.setDocuments(terms.documents + 1);
  for (const id of ids) terms.setDf(id, (terms.df[id] as number) + 1);

  const existing = stories.slotOf.get(storyId);
  const slot = existing ?? stories.allocate(storyId);
  // Merge the centroid and the article in the per-term scratch.
  const hot = terms.hot;
  const merged: number[] = [];
  const accumulate = (term: number, w: number) => {
    if (hot[2 * term + 1] === 0) merged.push(term);
    hot[2 * term + 1] = (hot[2 * term + 1] as number) + w;
  };
  if (existing !== undefined) {
    const base = slot * stories.stride;
    const end = base + (stories.centroidLength[slot] as number);
    for (let i = base; i < end; i++) accumulate(stories.terms[i] as number, stories.weights[i] as number);
    stories.docCount[slot] = (stories.docCount[slot] as number) + 1;
    // NaN is "no time": an undated article leaves the window as it was, and the first dated one gives a
    // story of undated articles its window.
    if (!Number.isNaN(t)) {
      const first = stories.firstAt[slot] as number;
      const last = stories.lastAt[slot] as number;
      stories.firstAt[slot] = Number.isNaN(first) ? t : Math.min(first, t);
      stories.lastAt[slot] = Number.isNaN(last) ? t : Math.max(last, t);
    }
  } else {
    stories.titles[slot] = vector.article.title ?? '';
    stories.docCount[slot] = 1;
    stories.firstAt[slot] = t;
    stories.lastAt[slot] = t;
  }
  for (let i = 0; i < ids.length; i++) accumulate(ids[i] as number, features.weights[i] as number);
  const mergedWeights = merged.map((term) => hot[2 * term + 1] as number);
  for (const term of merged) hot[2 * term + 1] = 0;
  setCentroid(state, slot, merged, mergedWeights);
  return slot;
}

/** Sets a slot's centroid from (term, weight) pairs: keeps the top terms by weight × IDF, and refiles it. */
function setCentroid(state: MatcherState, slot: number, terms: number[], termWeights: number[]): void {
  const { stories, index } = state;
  let indexable: number | undefined;
  index.unfile(stories, slot);
  const rank = new Float64Array(terms.length);
  // Stated years are kept apart (no part of the vectors, never indexed): the heaviest few go after the
  // ranked terms, so a story keeps its years however many words compete for the centroid.
  const years: number[] = [];
  for (let i = 0; i < terms.length; i++) {
    if (state.terms.isEntity[terms[i] as number] === YEAR_KIND) years.push(i);
    else rank[i] = (termWeights[i] as number) * state.terms.idf(terms[i] as number);
  }
  let order: number[];
  if (years.length === 0) order = heaviestFirst(rank, stories.stride);
  else {
    const keptYears = years
      .sort((a, b) => (termWeights[b] as number) - (termWeights[a] as number))
      .slice(0, Math.min(MAX_STORY_YEARS, stories.stride));
    // Years rank 0, after every other term (whose ranks are positive).
    order = heaviestFirst(rank, stories.stride - keptYears.length).filter((k) => (rank[k] as number) > 0);
    indexable = order.length;
    order.push(...keptYears);
  }
  const kept = order.length;
  const base = slot * stories.stride;
  for (let i = 0; i < kept; i++) {
    const k = order[i] as number;
    stories.terms[base + i] = terms[k] as number;
    stories.weights[base + i] = termWeights[k] as number;
    stories.entity[base + i] = state.terms.isEntity[terms[k] as number] as number;
  }
  stories.centroidLength[slot] = kept;
  index.file(stories, slot, Math.min(indexable ?? kept, stories.indexTermsPerStory));
}

export function removeStory(state: MatcherState, storyId: string): boolean {
  const slot = state.stories.slotOf.get(storyId);
  if (slot === undefined) return false;
  state.index.unfile(state.stories, slot);
  state.stories.release(storyId, slot);
  return true;
}
