import type { Drizzle } from '../../db/database';
import { type NewStory, stories } from '../../db/schema';

/** Inserts stories for a test; `minutesAgo` sets updated_at so that feed order is known. */
export async function insertStories(
  db: Drizzle,
  rows: Array<Partial<NewStory> & { minutesAgo: number }>,
  now: Date,
) {
  return db
    .insert(stories)
    .values(
      rows.map(({ minutesAgo, ...row }, index) => ({
        title: `Story ${index + 1}`,
        ...row,
        updatedAt: new Date(now.getTime() - minutesAgo * 60_000),
      })),
    )
    .returning();
}
