import { z } from '@cairn/shared/zod';
import { storyEntitySchema, storyLocationEntitySchema } from './entities';
import { storyArtifactSchema } from './evidence';
import { storyCategorySchema } from './vocabulary';

/**
 * `GET /api/stories/{id}` (`storyPaths.detail` in ./stories.ts): SPEC §3 'Story (detail)' with its
 * artifacts, entities, related stories and citation metadata. The server answers with this schema and
 * the reader and builder parse with it; it passes through fields it does not list.
 */

export const relatedStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Jaccard similarity of the two stories' entity sets (0..1). */
  match_score: z.number().min(0).max(1),
});
export type RelatedStory = z.infer<typeof relatedStorySchema>;

export const citationMetadataSchema = z.object({
  url: z.string().nullable(),
  title: z.string().nullable(),
  domain: z.string().nullable(),
  pub_time: z.string().nullable(),
});

/**
 * The words of one source that a cited sentence rests on: the quote of the claim of page `page_id` that
 * the sentence states (its `evidence_references`), with its offsets in the page's text; `quote` is null when
 * the page supports the sentence without a claim of its own that says it (the lead page's gist).
 */
export const citationQuoteSchema = z.object({
  page_id: z.string(),
  claim_id: z.uuid().nullable(),
  quote: z.string().nullable(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});
export type CitationQuote = z.infer<typeof citationQuoteSchema>;

/** The fields `GET /api/stories/{id}` adds to a story's own columns. */
export const storyDetailEnrichmentSchema = z.object({
  artifacts: z.array(storyArtifactSchema),
  entities: z.object({
    people: z.array(storyEntitySchema),
    organizations: z.array(storyEntitySchema),
    locations: z.array(storyLocationEntitySchema),
  }),
  related_stories: z.array(relatedStorySchema),
  story_content: z.object({
    /** Keyed by page id, the ids used in `{{cite:…}}` markup. */
    citations_metadata: z.record(z.string(), citationMetadataSchema),
    /**
     * One entry per `{{cite:…}}` marker of `content`, in the order `parseNarrative` reads them; each lists
     * the marker's pages in its order, with the quote each gives for the sentence before the marker.
     */
    citation_evidence: z.array(z.array(citationQuoteSchema)),
  }),
});
export type StoryDetailEnrichment = z.infer<typeof storyDetailEnrichmentSchema>;

// The key order is the order of the answer's fields on the wire.
export const storyDetailSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    description: z.string(),
    gist: z.string().nullable(),
    /** `{{cite:…}}` and `[[name|id]]` markup with backslash escapes: read it with `narrative/narrative-markup`. */
    content: z.string().nullable(),
    category: storyCategorySchema,
    coherence_score: z.number(),
    health_indicator: z.string().nullable(),
    artifact_count: z.number().int(),
    claim_count: z.number().int(),
    people_count: z.number().int(),
    locations: z.array(z.string()),
    last_updated_human: z.string(),
    updated_at: z.string(),
    created_at: z.string(),
    ...storyDetailEnrichmentSchema.shape,
    entropy: z.number().nullable(),
    cover_image: z.string().nullable(),
    /** SPEC §3: the first present of last_activity and updated_at. */
    last_updated: z.string(),
  })
  .passthrough();
export type StoryDetail = z.infer<typeof storyDetailSchema>;
