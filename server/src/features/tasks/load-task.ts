import { eq } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { type PageRow, pages, type TaskRow, tasks } from '../../db/schema';

/** A task with its page, or undefined. */
export async function loadTask(
  db: Drizzle,
  id: string,
): Promise<{ task: TaskRow; page: PageRow | undefined } | undefined> {
  const [row] = await db
    .select({ task: tasks, page: pages })
    .from(tasks)
    .leftJoin(pages, eq(pages.id, tasks.pageId))
    .where(eq(tasks.id, id))
    .limit(1);
  if (!row) return undefined;
  return { task: row.task, page: row.page ?? undefined };
}
