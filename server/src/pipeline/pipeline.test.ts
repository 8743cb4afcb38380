import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, tasks } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { WorkerPoolError } from '../lib/worker-pool';
import { startTestDatabase, type TestDatabase } from '../test/test-database';
import { createPipeline } from './pipeline';
import { createPipelineCpu } from './pipeline-cpu';
import type { Stage } from './stages/stage';

/** A queue that records what was sent; the test drives the stages by hand. */
function recordingQueue(): JobQueue & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    send: async (name) => {
      sent.push(name);
      return 'job';
    },
    work: async () => {},
    stats: async () => ({ queued: 0, active: 0, failed: 0 }),
    stop: async () => {},
  };
}

describe('pipeline stage runner', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase();
  }, 60_000);
  afterAll(async () => test?.close());

  async function newTask() {
    const [page] = await test.database.db.insert(pages).values({ sourceText: 'x' }).returning();
    const [task] = await test.database.db
      .insert(tasks)
      .values({ userId: '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab', pageId: page!.id })
      .returning();
    return task!.id;
  }
  const counting = (name: 'preview' | 'extraction', runs: string[]): Stage => ({
    name,
    concurrency: 1,
    run: async () => {
      runs.push(name);
      return { kind: 'next', tokens: 5 };
    },
  });

  it('runs a stage once even when its job is delivered twice, and completes once', async () => {
    const runs: string[] = [];
    const jobs = recordingQueue();
    const pipeline = createPipeline({
      db: test.database.db,
      jobs,
      log: pino({ level: 'silent' }),
      stages: [counting('preview', runs), counting('extraction', runs)],
    });
    const id = await newTask();
    await pipeline.runStage('preview', id);
    await pipeline.runStage('preview', id); // redelivered after a crash
    await pipeline.runStage('extraction', id);
    const [done] = await test.database.db.select().from(tasks).where(eq(tasks.id, id));
    await pipeline.runStage('extraction', id); // after completion: nothing changes
    const [again] = await test.database.db.select().from(tasks).where(eq(tasks.id, id));

    expect(runs).toEqual(['preview', 'extraction']);
    expect(done!.status).toBe('completed');
    expect(again!.completedAt?.getTime()).toBe(done!.completedAt?.getTime());
    expect(done!.tokenCosts).toEqual({ extraction: 5 });
    expect((done!.stageLog as unknown[]).length).toBe(2);
  });

  it('records a stage once when two deliveries of it run at the same time', async () => {
    const runs: string[] = [];
    const jobs = recordingQueue();
    // Both deliveries must be inside the stage before either records it. A fixed delay is not enough on
    // a loaded machine (the second delivery may read the task only after the first recorded it), so
    // each delivery waits at a barrier until the other has started too.
    let releaseBoth!: () => void;
    const bothStarted = new Promise<void>((resolve) => (releaseBoth = resolve));
    const slow: Stage = {
      name: 'preview',
      concurrency: 1,
      run: async () => {
        runs.push('preview');
        if (runs.length === 2) releaseBoth();
        await bothStarted;
        return { kind: 'next', tokens: 7 };
      },
    };
    const pipeline = createPipeline({
      db: test.database.db,
      jobs,
      log: pino({ level: 'silent' }),
      stages: [slow, counting('extraction', [])],
    });
    const id = await newTask();
    await Promise.all([pipeline.runStage('preview', id), pipeline.runStage('preview', id)]);
    const [task] = await test.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(runs).toHaveLength(2); // both did the (idempotent) work…
    expect((task!.stageLog as { stage: string }[]).map((e) => e.stage)).toEqual(['preview']); // …one recorded it
    expect(jobs.sent.filter((name) => name === 'pipeline.extraction')).toHaveLength(1);
  });

  it('ends a task as failed, with a reason, when a stage throws', async () => {
    const pipeline = createPipeline({
      db: test.database.db,
      jobs: recordingQueue(),
      log: pino({ level: 'silent' }),
      stages: [
        {
          name: 'preview',
          concurrency: 1,
          run: async () => {
            throw new TypeError('cannot parse');
          },
        },
      ],
    });
    const id = await newTask();
    await pipeline.runStage('preview', id);
    const [task] = await test.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(task).toMatchObject({ status: 'failed', error: 'Unable to extract content' });
  });

  it('hands a stage whose worker thread died back to the queue, and fails the task on the last attempt', async () => {
    let kind: 'crashed' | 'timeout' | 'closed' = 'crashed';
    const pipeline = createPipeline({
      db: test.database.db,
      jobs: recordingQueue(),
      log: pino({ level: 'silent' }),
      stages: [
        {
          name: 'preview',
          concurrency: 1,
          run: async () => {
            throw new WorkerPoolError(kind, 'the thread went away');
          },
        },
      ],
    });
    const id = await newTask();
    const read = async () => (await test.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

    // Thrown to the queue (pg-boss retries it); nothing recorded, the task still open.
    await expect(pipeline.runStage('preview', id, { retriesLeft: 2 })).rejects.toThrow(WorkerPoolError);
    kind = 'timeout';
    await expect(pipeline.runStage('preview', id, { retriesLeft: 1 })).rejects.toThrow(WorkerPoolError);
    // Shutting down is never the input's fault: the next process takes the job, however many tries are left.
    kind = 'closed';
    await expect(pipeline.runStage('preview', id, { retriesLeft: 0 })).rejects.toThrow(WorkerPoolError);
    expect(await read()).toMatchObject({ status: 'extracting', stageLog: [] });

    kind = 'crashed';
    await pipeline.runStage('preview', id, { retriesLeft: 0 });
    expect(await read()).toMatchObject({ status: 'failed', error: 'This article is too large to process' });
  });

  it('runs the real stages with their CPU work on a worker thread (from source, through tsx)', async () => {
    const cpu = createPipelineCpu({ threads: 1, taskTimeoutMs: 60_000 });
    try {
      const pipeline = createPipeline({
        db: test.database.db,
        jobs: recordingQueue(),
        log: pino({ level: 'silent' }),
        cpu,
      });
      const text = [
        'Council approves Harbourline transit plan',
        'Port Aldous city council voted 7-4 on Tuesday to approve the Harbourline transit plan, a light rail line along the waterfront.',
        'Mayor Ruth Okafor said the vote was "a turning point for the city" and promised construction would begin next spring.',
        'Opponents on the council argued the plan would cost far more than the 1.2 billion dollars the city has budgeted for it.',
        'The 14.2-kilometre line would run from Old Quay on the waterfront to Northgate, with 12 stations, and would be paired with 9 kilometres of bus-only lanes on Lantern Avenue.',
        'Transit authority chief executive Sofia Marchetti said a detailed engineering study would take about 18 months to complete.',
      ].join('\n\n');
      const [page] = await test.database.db.insert(pages).values({ sourceText: text }).returning();
      const [task] = await test.database.db
        .insert(tasks)
        .values({ userId: '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab', pageId: page!.id })
        .returning();
      for (const stage of pipeline.stages) await pipeline.runStage(stage.name, task!.id);

      const [done] = await test.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
      const [stored] = await test.database.db.select().from(pages).where(eq(pages.id, page!.id));
      expect(done).toMatchObject({ status: 'completed', error: null });
      expect((stored!.extraction as { title: string }).title).toBe(
        'Council approves Harbourline transit plan',
      );
      expect(stored!.cleaning).toMatchObject({ is_valid: true });
      expect(done!.storyMatch).toMatchObject({ is_new: true });
      const semantic = done!.semanticData as {
        claims_count: number;
        entities: { people: { name: string }[] };
      };
      expect(semantic.claims_count).toBeGreaterThan(0);
      expect(semantic.entities.people.map((p) => p.name)).toContain('Ruth Okafor');
    } finally {
      await cpu.close();
    }
  }, 60_000);
});
