/**
 * The plain TF-IDF centroid matcher of DESIGN §3, kept for side-by-side comparison: title and body as
 * one bag of words (same tokeniser, stopwords and stemmer as ours, so the comparison is about the
 * matching, not the text cleaning), log TF × incremental IDF, an unbounded centroid per story, cosine
 * to the centroids found through an inverted index over each story's top terms, and one fixed cosine
 * threshold. No title weighting, no entities, no time.
 */
import { inverseDocumentFrequency } from './match-model';
import type { MatchDecision } from './story-matcher';
import { type MatchArticle, wordTerms } from './text-features';

export interface TfidfBaselineOptions {
  /** Cosine at or above which an article joins the best story. */
  threshold?: number;
  /** Terms a story is filed under in the inverted index. Default 20. */
  indexTermsPerStory?: number;
  /** Article terms looked up in the index. Default 10. */
  queryTerms?: number;
  /** Postings read per looked-up term, newest first. Default 200. */
  postingsPerTerm?: number;
}

export interface TfidfBaseline {
  match(article: MatchArticle): MatchDecision;
  add(storyId: string, article: MatchArticle): void;
  ingest(article: MatchArticle, newStoryId: () => string): MatchDecision & { story_id: string };
  readonly size: number;
}

/** The threshold with the best mean F1 for this baseline on the calibration streams (bench/matching). */
export const BASELINE_DEFAULT_THRESHOLD = 0.3;

/** One story filed under one term: a cell of the term's list, newest first. */
interface Posting {
  story: string;
  older: Posting | undefined;
  newer: Posting | undefined;
}

/**
 * The stories filed under a term, most recently filed first: a linked list with a map from story to its
 * cell, so filing, unfiling and reading the newest N cost nothing proportional to the list's length.
 */
class PostingList {
  newest: Posting | undefined;
  private readonly cells = new Map<string, Posting>();

  file(story: string): void {
    const cell: Posting = { story, older: this.newest, newer: undefined };
    if (this.newest) this.newest.newer = cell;
    this.newest = cell;
    this.cells.set(story, cell);
  }

  unfile(story: string): void {
    const cell = this.cells.get(story);
    if (!cell) return;
    this.cells.delete(story);
    if (cell.newer) cell.newer.older = cell.older;
    else this.newest = cell.older;
    if (cell.older) cell.older.newer = cell.newer;
  }
}

interface Story {
  id: string;
  title: string;
  centroid: Map<string, number>;
  indexTerms: string[];
  docs: number;
}

function termFrequencies(article: MatchArticle): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of wordTerms(`${article.title ?? ''}\n${article.body ?? ''}`)) {
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  let norm = 0;
  for (const [term, tf] of counts) {
    const w = 1 + Math.log(tf);
    out.set(term, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [term, w] of out) out.set(term, w / norm);
  return out;
}

export function createTfidfBaseline(options: TfidfBaselineOptions = {}): TfidfBaseline {
  const threshold = options.threshold ?? BASELINE_DEFAULT_THRESHOLD;
  const indexTermsPerStory = options.indexTermsPerStory ?? 20;
  const queryTermCount = options.queryTerms ?? 10;
  const postingsPerTerm = options.postingsPerTerm ?? 200;
  const df = new Map<string, number>();
  let documents = 0;
  const stories = new Map<string, Story>();
  const index = new Map<string, PostingList>();
  const idf = (term: string) => inverseDocumentFrequency(documents, df.get(term) ?? 0);

  function match(article: MatchArticle): MatchDecision {
    const tf = termFrequencies(article);
    const query = new Map<string, number>();
    let qNorm = 0;
    for (const [term, w] of tf) {
      const v = w * idf(term);
      query.set(term, v);
      qNorm += v * v;
    }
    qNorm = Math.sqrt(qNorm);
    const lookup = [...query].sort((a, b) => b[1] - a[1]).slice(0, queryTermCount);
    const candidates = new Set<string>();
    for (const [term] of lookup) {
      let cell = index.get(term)?.newest;
      for (let read = 0; cell && read < postingsPerTerm; cell = cell.older, read++)
        candidates.add(cell.story);
    }
    let best: Story | undefined;
    let bestScore = 0;
    for (const id of candidates) {
      const story = stories.get(id) as Story;
      let dot = 0;
      let cNorm = 0;
      for (const [term, w] of story.centroid) {
        const v = w * idf(term);
        cNorm += v * v;
        dot += (query.get(term) ?? 0) * v;
      }
      const cosine = cNorm > 0 && qNorm > 0 ? dot / (qNorm * Math.sqrt(cNorm)) : 0;
      if (cosine > bestScore) {
        bestScore = cosine;
        best = story;
      }
    }
    const joins = best !== undefined && bestScore >= threshold;
    return {
      story_id: joins && best ? best.id : null,
      is_new: !joins,
      match_score: bestScore,
      ...(best ? { matched_story_title: best.title } : {}),
      candidates_considered: candidates.size,
    };
  }

  function add(storyId: string, article: MatchArticle): void {
    const tf = termFrequencies(article);
    documents++;
    for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    let story = stories.get(storyId);
    if (!story) {
      story = { id: storyId, title: article.title, centroid: new Map(), indexTerms: [], docs: 0 };
      stories.set(storyId, story);
    }
    story.docs++;
    for (const [term, w] of tf) story.centroid.set(term, (story.centroid.get(term) ?? 0) + w);
    for (const term of story.indexTerms) index.get(term)?.unfile(storyId);
    story.indexTerms = [...story.centroid]
      .map(([term, w]) => [term, w * idf(term)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, indexTermsPerStory)
      .map(([term]) => term);
    for (const term of story.indexTerms) {
      let list = index.get(term);
      if (!list) {
        list = new PostingList();
        index.set(term, list);
      }
      list.file(storyId);
    }
  }

  return {
    match,
    add,
    ingest(article, newStoryId) {
      const decision = match(article);
      const storyId = decision.story_id ?? newStoryId();
      add(storyId, article);
      return { ...decision, story_id: storyId };
    },
    get size() {
      return stories.size;
    },
  };
}
