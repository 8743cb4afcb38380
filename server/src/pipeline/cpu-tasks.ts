/**
 * The pipeline's CPU work as pure functions of plain data, so it can run on worker threads (pipeline-
 * worker.ts) while the stages keep the database work and the job bookkeeping on the main thread. Only the
 * worker (and an inline runner, on first use) loads this module and what it imports: ~200 MB resident of
 * code and word lists the server's main thread then does not hold (pipeline-cpu.ts).
 *
 * Measured on a 200,000-character pasted text (the most `POST /api/seed` accepts) on the two-core CI
 * machine: entity recognition ~0.3–0.5 s (plus ~3 s to load the GeoNames index on first use), claims
 * ~1 s, entity resolution ~0.3 s, gist ~0.15 s, extraction ~0.2–0.5 s; a 1 MB HTML page takes ~2–3 s in
 * Readability and yields ~1 M characters of text. On the event loop, five such texts stalled every other
 * request for seconds (issue 10).
 */
import type { CleanResult, PreviewMeta } from '@cairn/shared/contracts/tasks';
import { extractClaims } from '../intelligence/claims/extract-claims';
import { gist } from '../intelligence/claims/gist';
import { type ComposedStory, composeStory } from '../intelligence/composition/compose-story';
import { recognizeEntities } from '../intelligence/entities/recognize-entities';
import {
  entitiesToFile,
  type ResolvedEntity,
  resolveEntities,
} from '../intelligence/entities/resolve-entities';
import { cleanArticle, contentHash } from './cleaning/clean-article';
import { type ExtractedArticle, extractArticle } from './extraction/extract-article';
import { extractTextArticle } from './extraction/text-article';
import { readPreviewMeta } from './preview/read-preview-meta';
import { leadingText, MAX_ANALYSED_CHARS } from './text-limits';
import { countTokens } from './token-count';

export interface SemanticAnalysis {
  resolved: ResolvedEntity[];
  claims: ReturnType<typeof extractClaims>;
  gist: string;
  /** What the stage read (SPEC: token costs are what was really processed). */
  tokens: number;
}

export const PIPELINE_TASKS = {
  previewMeta(input: { html: string | null; url: string | null; text: string | null }): PreviewMeta {
    return readPreviewMeta(input.html, input.url, input.text);
  },

  extract(input: { sourceText: string | null; html: string | null; url: string }): {
    article: ExtractedArticle;
    tokens: number;
  } {
    const article =
      input.sourceText !== null
        ? extractTextArticle(input.sourceText)
        : extractArticle(input.html ?? '', input.url);
    return { article, tokens: countTokens(article.text) };
  },

  contentHash(input: { text: string }): string {
    return contentHash(input.text);
  },

  clean(input: { article: ExtractedArticle; duplicateOf: string | null; now: Date }): {
    cleaning: CleanResult;
    tokens: number;
  } {
    return {
      cleaning: cleanArticle(input.article, { duplicateOf: input.duplicateOf, now: input.now }),
      tokens: countTokens(input.article.text),
    };
  },

  /** Resolution: the page's people, organisations and places as canonical entities. */
  resolveEntities(input: { text: string }): ResolvedEntity[] {
    const text = leadingText(input.text, MAX_ANALYSED_CHARS);
    return entitiesToFile(resolveEntities(text, recognizeEntities(text)));
  },

  /** Semantization: entities, claims with modality, excluded sentences and the gist. */
  semantize(input: { text: string; title: string | null; published_at: string | null }): SemanticAnalysis {
    const text = leadingText(input.text, MAX_ANALYSED_CHARS);
    const mentions = recognizeEntities(text);
    const resolved = entitiesToFile(resolveEntities(text, mentions));
    const claims = extractClaims({
      text,
      title: input.title,
      published_at: input.published_at,
      entities: mentions.map((m) => ({ name: m.text, type: m.type, start: m.start, end: m.end })),
    });
    return {
      resolved,
      claims,
      gist: gist({ title: input.title, text }, claims.claims),
      tokens: countTokens(text),
    };
  },

  composeStory(input: { story: Parameters<typeof composeStory>[0]; now: Date }): ComposedStory {
    return composeStory(input.story, input.now);
  },
};

export type PipelineTasks = typeof PIPELINE_TASKS;
