import type { EntityType } from '@cairn/shared/contracts/vocabulary';

/** SPEC §2: the slug is the lower-cased name with spaces turned into hyphens. */
export function entitySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

const GROUP_OF: Record<EntityType, string> = {
  Person: 'people',
  Organization: 'organizations',
  Location: 'locations',
};

/**
 * The profile address of an entity mention (SPEC §2): `/people|organizations|locations/{id}/{slug}` when the
 * story says its type, else the reader page's fallback `/entity/{id}/{slug}`. The slug is URL-encoded: a
 * name is text from an article.
 */
export function entityHref(id: string, name: string, type: EntityType | undefined): string {
  const group = type ? GROUP_OF[type] : 'entity';
  return `/${group}/${encodeURIComponent(id)}/${encodeURIComponent(entitySlug(name))}`;
}
