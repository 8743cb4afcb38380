import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, tasks } from '../../db/schema';
import { USER_MESSAGES } from '../../pipeline/fetch/fetch-error';
import type { Pipeline } from '../../pipeline/pipeline';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { SubmissionError, submitEvidence } from './submit-evidence';

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';

/**
 * Submission decisions only: the pipeline here records what it was asked to start and fetches nothing, so
 * a public address can be accepted without a single packet leaving the machine.
 */
describe('submitEvidence', () => {
  let test: TestDatabase;
  const started: string[] = [];
  const pipeline = {
    start: async (taskId: string) => {
      started.push(taskId);
    },
  } as unknown as Pipeline;
  const submit = (content: string) =>
    submitEvidence({ db: test.database.db, pipeline, fetchOptions: {} }, { content, userId: VISITOR });
  const refusal = async (content: string) => {
    const error = await submit(content).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, content.slice(0, 80)).toBeInstanceOf(SubmissionError);
    return (error as SubmissionError).message;
  };

  beforeAll(async () => {
    test = await startTestDatabase();
  }, 60_000);
  afterAll(async () => test?.close());

  it('accepts a link to a public IPv6 literal, found in text like any other link', async () => {
    const { task } = await submit('Coverage: http://[2606:4700::1111]/news/levee. Worth a read');
    expect(started).toContain(task.id);
    const [row] = await test.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.url).toBe('http://[2606:4700::1111]/news/levee');
  });

  it('refuses private IPv6 literals with the same sentence as private IPv4', async () => {
    const ipv4 = await refusal('http://10.0.0.7/admin');
    expect(ipv4).toBe(USER_MESSAGES.privateAddress);
    for (const url of [
      'http://[::1]/x',
      'http://[fe80::1]/x',
      'http://[fd12:3456::1]/x',
      'http://[::ffff:10.0.0.1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[64:ff9b::a00:1]/x',
      'https://[2001:db8::1]/x',
    ]) {
      expect(await refusal(`see ${url}`), url).toBe(ipv4);
    }
  });

  it('never echoes an 8,000-character address in its refusal', async () => {
    const tail = 'a'.repeat(8000);
    for (const content of [
      `http://10.0.0.7/${tail}`,
      `http://[fd00::1]/${tail}`,
      `http://user:secret@news.example/${tail}`,
      `http://news.example:8080/${tail}`,
      `http://[${tail}]/`,
      `ftp://news.example/${tail}`,
      tail,
    ]) {
      const message = await refusal(content);
      expect(message.length, content.slice(0, 40)).toBeLessThanOrEqual(200);
      expect(message).not.toContain('aaaaaaaaaa');
    }
  });

  it('takes the same text pasted again as the same page, answered from it once it was processed', async () => {
    const text =
      'Police have named the British climber killed in a fall on Aoraki Mount Cook on Sunday. He fell about 300 metres from the Linda Glacier route, and alpine rescue teams flew his body to Mount Cook Village.';
    const first = await submit(text);
    // Still being processed: a second paste is a new task on the same page (never a second page).
    const second = await submit(`  ${text}\n`);
    expect(second).toMatchObject({ cacheHit: false });
    expect(second.task.pageId).toBe(first.task.pageId);
    expect(started).toContain(second.task.id);

    const match = { is_new: true, match_score: 1, matched_story_title: null, story_id: crypto.randomUUID() };
    await test.database.db
      .update(pages)
      .set({ cleaning: { is_valid: true } })
      .where(eq(pages.id, first.task.pageId!));
    await test.database.db
      .update(tasks)
      .set({ status: 'completed', completedAt: new Date(), storyMatch: match })
      .where(eq(tasks.id, first.task.id));
    const third = await submit(text);
    expect(third).toMatchObject({ cacheHit: true });
    expect(third.task).toMatchObject({ pageId: first.task.pageId, status: 'completed', storyMatch: match });
    expect(started).not.toContain(third.task.id);

    // Another text is another page.
    const other = await submit(`${text} Two other climbers were rescued.`);
    expect(other.task.pageId).not.toBe(first.task.pageId);
  });

  it('makes one page of the same text pasted by several visitors at the same moment', async () => {
    const text =
      'Rescuers reached the stranded hikers on the Franz Josef Glacier at dawn on Tuesday after a night of heavy snow, and all six were flown to Greymouth Hospital with mild hypothermia, police said.';
    const submitted = await Promise.all([1, 2, 3, 4].map(() => submit(text)));
    expect(new Set(submitted.map((s) => s.task.pageId)).size).toBe(1);
    const rows = await test.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.sourceText, text));
    expect(rows).toHaveLength(1);
  });
});
