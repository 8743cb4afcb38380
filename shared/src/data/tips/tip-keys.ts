/** The query keys of story funds (DESIGN §4 key factory): one fund per story. */
export const tipKeys = {
  all: ['tips'] as const,
  fund: (storyId: string) => [...tipKeys.all, 'fund', storyId] as const,
};
