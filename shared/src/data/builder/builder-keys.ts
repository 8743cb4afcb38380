/** The query keys of the builder workspace's own reads (DESIGN §4 key factory). */
export const builderKeys = {
  all: ['builder'] as const,
  stories: () => [...builderKeys.all, 'stories'] as const,
  story: (id: string) => [...builderKeys.all, 'story', id] as const,
  revisions: (id: string) => [...builderKeys.all, 'story', id, 'revisions'] as const,
  revision: (id: string, revisionId: string) => [...builderKeys.revisions(id), revisionId] as const,
  builders: (id: string) => [...builderKeys.all, 'story', id, 'builders'] as const,
};
