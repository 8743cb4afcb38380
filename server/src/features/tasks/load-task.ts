import { eq, getTableColumns } from 'drizzle-orm';
import type { Drizzle } from '../../db/database';
import { type PageRow, pages, type TaskRow, tasks } from '../../db/schema';

/**
 * A task as its routes read it: without the submitted text (`input_text`), which no answer contains.
 * The page without its raw input (`html`, up to 5 MB, and `source_text`, up to 200,000 characters): the
 * task page polls this every 2 s, and decoding those on the event loop for every poll of every visitor
 * was most of what the server read while large submissions were processed (issue 10).
 */
export type LoadedTask = Omit<TaskRow, 'inputText'>;
export type LoadedPage = Omit<PageRow, 'html' | 'sourceText'>;

const { inputText: _inputText, ...taskColumns } = getTableColumns(tasks);
const { html: _html, sourceText: _sourceText, ...pageColumns } = getTableColumns(pages);

/** A task with its page, or undefined. */
export async function loadTask(
  db: Drizzle,
  id: string,
): Promise<{ task: LoadedTask; page: LoadedPage | undefined } | undefined> {
  const [row] = await db
    .select({ task: taskColumns, page: pageColumns })
    .from(tasks)
    .leftJoin(pages, eq(pages.id, tasks.pageId))
    .where(eq(tasks.id, id))
    .limit(1);
  if (!row) return undefined;
  return { task: row.task, page: row.page ?? undefined };
}
