/** The query keys of places (DESIGN §4 key factory). */
export const geocodeKeys = {
  all: ['places'] as const,
  searches: () => [...geocodeKeys.all, 'search'] as const,
  search: (name: string, near: readonly string[]) => [...geocodeKeys.searches(), name, [...near]] as const,
  mapConfig: () => [...geocodeKeys.all, 'map-config'] as const,
};
