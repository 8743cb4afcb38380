import { z } from '@cairn/shared/zod';

/**
 * The read side of story intelligence (SPEC §3, §7): search, story detail enrichment, claims, entities,
 * evidence graph, entity profiles, builder workspace and story chat. The server validates its replies with
 * these schemas, the clients parse with them.
 */

const isoDate = z.string();

// ---------------------------------------------------------------- search

/** `POST /api/stories/search` body (SPEC §7, §9: 5 results by default). */
export const storySearchRequestSchema = z.object({
  query: z.string().max(500, 'The query is too long (500 characters at most)'),
  limit: z.number().int().min(1).max(20).default(5),
});
export type StorySearchRequest = z.input<typeof storySearchRequestSchema>;

/** SPEC §3 'Search match'. */
export const storySearchMatchSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(['local', 'global']),
  artifact_count: z.number().int(),
});
export type StorySearchMatch = z.infer<typeof storySearchMatchSchema>;

export const storySearchResponseSchema = z.object({ matches: z.array(storySearchMatchSchema) });
export type StorySearchResponse = z.infer<typeof storySearchResponseSchema>;

// ---------------------------------------------------------------- story detail enrichment

/** SPEC §3 'Artifact (source)': one page of a story. */
export const storyArtifactSchema = z.object({
  id: z.uuid(),
  page_id: z.uuid(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  domain: z.string().nullable(),
  site: z.string().nullable(),
  /** The article's own publication instant when known, else null (never the time we fetched it). */
  pub_time: z.string().nullable(),
  gist: z.string().nullable(),
  snippet: z.string().nullable(),
  image_url: z.string().nullable(),
  author: z.string().nullable(),
  /** How well the page matched the story when it joined (0..1). */
  match_score: z.number(),
  added_at: isoDate,
});
export type StoryArtifact = z.infer<typeof storyArtifactSchema>;

/** SPEC §3 entity metadata of the story entities call. */
export const storyEntitySchema = z.object({
  canonical_id: z.uuid(),
  name: z.string(),
  qid: z.string().nullable(),
  description: z.string().nullable(),
  /** No image source is configured: always null, never invented. */
  image_url: z.string().nullable(),
});
export type StoryEntity = z.infer<typeof storyEntitySchema>;

export const storyLocationEntitySchema = storyEntitySchema.extend({
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type StoryLocationEntity = z.infer<typeof storyLocationEntitySchema>;

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

/** The fields `GET /api/stories/{id}` adds to SPEC §3 'Story (detail)'. */
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
  }),
});
export type StoryDetailEnrichment = z.infer<typeof storyDetailEnrichmentSchema>;

// ---------------------------------------------------------------- claims

export const BUILDER_MODALITIES = ['observation', 'reported_speech', 'opinion', 'allegation'] as const;
export const SEMANTIC_MODALITIES = ['official_fact', 'reported_claim', 'allegation', 'other'] as const;

export const evidenceReferenceSchema = z.object({
  quote: z.string(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});

export const claimSourceSchema = z.object({
  url: z.string().nullable(),
  domain: z.string().nullable(),
  page_id: z.uuid(),
  title: z.string().nullable(),
});

/** SPEC §3 'Builder claim' plus the semantic fields; its position in the list is its 'Claim N' (1-based). */
export const storyClaimSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  /** Builder modality (SPEC §4); clients display unknown values as 'Unknown'. */
  modality: z.string(),
  semantic_modality: z.string(),
  confidence: z.number().min(0).max(1),
  /** The claim's `when.date` (ISO date or instant), null when the text gives no time. */
  event_time: z.string().nullable(),
  who: z.string().nullable(),
  where: z.string().nullable(),
  source: claimSourceSchema,
  evidence_references: z.array(evidenceReferenceSchema),
  created_at: isoDate,
});
export type StoryClaim = z.infer<typeof storyClaimSchema>;

export const excludedClaimSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  reason: z.string(),
  semantic_modality: z.string(),
  source: claimSourceSchema,
});
export type ExcludedClaim = z.infer<typeof excludedClaimSchema>;

/** `GET /api/story/{id}/claims`. */
export const storyClaimsResponseSchema = z.object({
  success: z.literal(true),
  claims: z.array(storyClaimSchema),
  excluded_claims: z.array(excludedClaimSchema),
});
export type StoryClaimsResponse = z.infer<typeof storyClaimsResponseSchema>;

// ---------------------------------------------------------------- story entities

/** `GET /api/story/{id}/entities`. */
export const storyEntitiesResponseSchema = z.object({
  success: z.literal(true),
  entities: z.object({
    persons: z.array(storyEntitySchema),
    organizations: z.array(storyEntitySchema),
    locations: z.array(storyEntitySchema),
  }),
});
export type StoryEntitiesResponse = z.infer<typeof storyEntitiesResponseSchema>;

// ---------------------------------------------------------------- evidence graph

export const graphNodeSchema = z.object({
  id: z.string(),
  type: z.enum(['story', 'claim', 'artifact']),
  label: z.string(),
  description: z.string(),
});
export const graphEdgeSchema = z.object({ source: z.string(), target: z.string() });

/** `GET /api/story/{id}/graph`: story → artifacts, artifact → its admitted claims. */
export const storyGraphResponseSchema = z.object({
  story_title: z.string(),
  nodes: z.array(graphNodeSchema),
  edges: z.array(graphEdgeSchema),
});
export type StoryGraphResponse = z.infer<typeof storyGraphResponseSchema>;

// ---------------------------------------------------------------- entity profiles

export const ENTITY_TYPES = ['Person', 'Organization', 'Location'] as const;

/** `GET /api/entity?name=|domain=` and `GET /api/entity/{id}` (SPEC §3 'Entity lookup/detail'). */
export const entityDetailSchema = z.object({
  id: z.uuid(),
  entity_type: z.enum(ENTITY_TYPES),
  canonical_name: z.string(),
  description: z.string().nullable(),
  wikidata_description: z.string().nullable(),
  wikidata_thumbnail: z.string().nullable(),
  wikidata_qid: z.string().nullable(),
  confidence: z.number(),
  /** Distinct surface forms across every page that mentions the entity. */
  mentions: z.array(z.string()),
  context: z.object({ role: z.string().nullable(), domain: z.string().nullable() }),
  story_count: z.number().int(),
  /** Locations only; null for people and organizations. */
  location: z
    .object({ lat: z.number().nullable(), lon: z.number().nullable(), country_code: z.string().nullable() })
    .nullable(),
});
export type EntityDetail = z.infer<typeof entityDetailSchema>;

export const entityLookupQuerySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    domain: z.string().trim().min(1).max(253).optional(),
  })
  .refine((q) => (q.name === undefined) !== (q.domain === undefined), {
    message: 'give exactly one of name or domain',
  });

/** SPEC §3 'Entity story item'. */
export const entityStoryItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  created_at: isoDate,
  artifact_count: z.number().int(),
});
export const entityStoriesResponseSchema = z.object({ stories: z.array(entityStoryItemSchema) });
export type EntityStoriesResponse = z.infer<typeof entityStoriesResponseSchema>;

// ---------------------------------------------------------------- builder

/** SPEC §3 'Builder story list item'. */
export const builderStoryListItemSchema = z.object({
  id: z.uuid(),
  topic: z.string(),
  gist: z.string().nullable(),
  coherence: z.number(),
});
export const builderStoryListResponseSchema = z.object({ stories: z.array(builderStoryListItemSchema) });
export type BuilderStoryListResponse = z.infer<typeof builderStoryListResponseSchema>;

/** `GET /api/builder/story/{id}` (SPEC §3 'Builder story response'). */
export const builderStoryResponseSchema = z.object({
  story: z.object({
    id: z.uuid(),
    topic: z.string(),
    gist: z.string().nullable(),
    coherence_score: z.number(),
    updated_at: isoDate,
  }),
  claims: z.array(storyClaimSchema),
  /** The artifacts, newest publication first (undated last). */
  sources: z.array(storyArtifactSchema),
  threads: z.object({
    observation: z.array(storyClaimSchema),
    reported_speech: z.array(storyClaimSchema),
    opinion: z.array(storyClaimSchema),
    allegation: z.array(storyClaimSchema),
  }),
  page_entities: z.array(
    z.object({ page_url: z.string().nullable(), canonical_name: z.string(), type: z.enum(ENTITY_TYPES) }),
  ),
  claim_entities: z.array(
    z.object({
      type: z.enum(ENTITY_TYPES),
      canonical_id: z.uuid(),
      canonical_name: z.string(),
      wikidata_qid: z.string().nullable(),
      wikidata_thumbnail: z.string().nullable(),
      role: z.string().nullable(),
    }),
  ),
});
export type BuilderStoryResponse = z.infer<typeof builderStoryResponseSchema>;

// ---------------------------------------------------------------- chat

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});

/** `POST /api/story/{id}/chat` body. */
export const storyChatRequestSchema = z.object({
  message: z.string().trim().min(1, 'The message is empty').max(2000, 'The message is too long'),
  conversation_history: z.array(chatMessageSchema).max(20).optional(),
});
export type StoryChatRequest = z.input<typeof storyChatRequestSchema>;

/** Answers cite claims as 'Claim N', N being the claim's 1-based position in `GET /api/story/{id}/claims`. */
export const storyChatResponseSchema = z.object({
  success: z.literal(true),
  response: z.string(),
  /** The 'Claim N' numbers the answer cites, in citation order. */
  cited_claims: z.array(z.number().int().min(1)),
});
export type StoryChatResponse = z.infer<typeof storyChatResponseSchema>;
