import type { EntityLookup } from '../../contracts/entities';

/** The query keys of entities (DESIGN §4 key factory); a story's entities are `storyKeys.entities(id)`. */
export const entityKeys = {
  all: ['entities'] as const,
  lookups: () => [...entityKeys.all, 'lookup'] as const,
  lookup: (lookup: EntityLookup) => [...entityKeys.lookups(), lookup] as const,
  details: () => [...entityKeys.all, 'detail'] as const,
  detail: (id: string) => [...entityKeys.details(), id] as const,
  stories: (id: string) => [...entityKeys.detail(id), 'stories'] as const,
  activity: (id: string) => [...entityKeys.detail(id), 'activity'] as const,
};
