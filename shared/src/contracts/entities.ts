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

export const entityPaths = {
  ofStory: (storyId: string) => fillApiRoute(entityRoutes.ofStory, { id: storyId }),
  lookup: (lookup: EntityLookup) => withQuery(entityRoutes.lookup, lookup),
  detail: (id: string) => fillApiRoute(entityRoutes.detail, { id }),
  stories: (id: string) => fillApiRoute(entityRoutes.stories, { id }),
};
