import { z } from '@cairn/shared/zod';
import { fillApiRoute, withQuery } from './api-paths';
import { entityTypeSchema } from './vocabulary';

/** Entities: the entities of a story, entity profiles and lookups, and the stories of an entity. */
export const entityRoutes = {
  ofStory: '/api/story/:id/entities',
  /** `?name=` or `?domain=` (exactly one). */
  lookup: '/api/entity',
  detail: '/api/entity/:id',
  stories: '/api/entity/:id/stories',
  /** Beyond SPEC §7: the profile's mentions per day, claims and co-occurring entities. */
  activity: '/api/entity/:id/activity',
} as const;

/** `{ id }` of `/api/entity/:id` routes: a UUID, else the caller's 400. */
export const entityIdParamsSchema = z.object({ id: z.uuid() });

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
  /**
   * What the gazetteer resolved: a city (a point), a region or a country (areas; a country's coordinates
   * are its capital's, so maps do not draw it as a point). Null when the place was not resolved.
   */
  place_kind: z.enum(['city', 'region', 'country']).nullable(),
});
export type StoryLocationEntity = z.infer<typeof storyLocationEntitySchema>;

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

/** `GET /api/entity?name=|domain=` and `GET /api/entity/{id}` (SPEC §3 'Entity lookup/detail'). */
export const entityDetailSchema = z.object({
  id: z.uuid(),
  entity_type: entityTypeSchema,
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
    .object({
      lat: z.number().nullable(),
      lon: z.number().nullable(),
      country_code: z.string().nullable(),
      /** GeoNames feature class: 'P' a populated place, 'A' a country or division; null when unknown. */
      feature_class: z.string().nullable(),
    })
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
/** One of the two lookups: an entity by name, or the Organization behind a source's domain. */
export type EntityLookup = { name: string } | { domain: string };

/** SPEC §3 'Entity story item'. */
export const entityStoryItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  artifact_count: z.number().int(),
});
export const entityStoriesResponseSchema = z.object({ stories: z.array(entityStoryItemSchema) });
export type EntityStoriesResponse = z.infer<typeof entityStoriesResponseSchema>;

/** The days of the trend: seven, ending on the day of the entity's latest mention. */
export const ENTITY_TREND_DAYS = 7;

export const entityClaimSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  /** SPEC §4 semantic modality (official_fact, reported_claim, allegation, other). */
  modality: z.string(),
  /** SPEC §4 builder modality (observation, reported_speech, opinion, allegation). */
  builder_modality: z.string(),
  /** 'speaker': the entity makes the claim; 'subject': the claim names it. */
  relation: z.enum(['speaker', 'subject']),
  confidence: z.number(),
  story_id: z.uuid().nullable(),
  source: z.object({
    url: z.string().nullable(),
    domain: z.string().nullable(),
    title: z.string().nullable(),
  }),
  /**
   * Other sources stating the same sentence (wire copy run by several outlets): the claim is listed once,
   * with its best-supported source, rather than once per source. 0 from a server older than the field (a
   * remote may be deployed before it).
   */
  other_sources: z.number().int().nonnegative().default(0),
});
export type EntityClaim = z.infer<typeof entityClaimSchema>;

export const coOccurringEntitySchema = z.object({
  id: z.uuid(),
  entity_type: entityTypeSchema,
  canonical_name: z.string(),
  /** Pages that mention both. */
  shared_pages: z.number().int(),
});
export type CoOccurringEntity = z.infer<typeof coOccurringEntitySchema>;

/** `GET /api/entity/{id}/activity`: what the profile shows beyond SPEC §2, all from stored pages. */
export const entityActivitySchema = z.object({
  /** Mentions per day (sum over the pages published that day), oldest first; empty without dated mentions. */
  trend: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), mentions: z.number().int() })),
  claims: z.array(entityClaimSchema),
  co_occurring: z.array(coOccurringEntitySchema),
});
export type EntityActivity = z.infer<typeof entityActivitySchema>;

export const entityPaths = {
  ofStory: (storyId: string) => fillApiRoute(entityRoutes.ofStory, { id: storyId }),
  lookup: (lookup: EntityLookup) => withQuery(entityRoutes.lookup, lookup),
  detail: (id: string) => fillApiRoute(entityRoutes.detail, { id }),
  stories: (id: string) => fillApiRoute(entityRoutes.stories, { id }),
  activity: (id: string) => fillApiRoute(entityRoutes.activity, { id }),
};
