import type { EntityGroup, EntityType } from '../contracts/vocabulary';

/** SPEC §2: the slug is the lower-cased name with spaces turned into hyphens. */
export function entitySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export const ENTITY_GROUP_OF: Record<EntityType, EntityGroup> = {
  Person: 'people',
  Organization: 'organizations',
  Location: 'locations',
};

/** An entity's profile address by its type: `/people/{id}/{slug}` and so on. */
export function entityProfilePath(type: EntityType, id: string, name: string): string {
  const slug = encodeURIComponent(entitySlug(name));
  return `/${ENTITY_GROUP_OF[type]}/${encodeURIComponent(id)}${slug ? `/${slug}` : ''}`;
}
