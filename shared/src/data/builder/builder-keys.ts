/** The query keys of the builder workspace's own reads (DESIGN §4 key factory). */
export const builderKeys = {
  all: ['builder'] as const,
  stories: () => [...builderKeys.all, 'stories'] as const,
  story: (id: string) => [...builderKeys.all, 'story', id] as const,
};
