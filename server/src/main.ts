/**
 * The Cairn server: configuration → database (PGlite child or DATABASE_URL) → migrations → job queue →
 * HTTP. Shutdown runs the same steps backwards so nothing accepted is lost: stop taking requests, let
 * running jobs finish, close the pool, then let PGlite flush and release its folder.
 */
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { PgliteStartError } from './db/pglite-process';
import { loadDemoCorpus } from './demo/load-demo-corpus';
import { startCanaryGuard } from './features/ops/canary-guard';
import { buildApp } from './http/app';
import { rateOf } from './http/rate-limit';
import {
  EMPTY_KNOWLEDGE_BASE,
  KnowledgeBaseError,
  loadKnowledgeBase,
} from './intelligence/entities/knowledge-base';
import { startPgBossQueue } from './jobs/job-queue';
import { createLogger } from './lib/logger';
import { createFetchSlots } from './pipeline/fetch/fetch-slots';
import type { GuardedFetchOptions } from './pipeline/fetch/guarded-fetch';
import { createPipeline } from './pipeline/pipeline';
import { createPipelineCpu } from './pipeline/pipeline-cpu';
import { createGeocoder } from './pipeline/places/geocoder';
import { startStalledTaskSweeper } from './pipeline/stalled-tasks';
import { createRegistryReader } from './read-models/remote-registry';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const log = createLogger(config.logLevel);
  const startedAt = Date.now();
  const cleanups: Array<{ name: string; run: () => Promise<unknown> }> = [];
  let shuttingDown = false;

  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ reason }, 'shutting down');
    // A stuck step must not keep the process (and the data-folder lock) forever.
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(exitCode || 1);
    }, 30_000).unref();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        log.error({ err: error }, `error while stopping ${cleanup.name}`);
        exitCode ||= 1;
      }
    }
    log.info('stopped');
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('unhandledRejection', (reason) => {
    // pg-boss 10 does not await its own complete() and fail() after a handler (manager.js, onFetch): when
    // the database is briefly unreachable that promise rejects with no one listening, which would end
    // the process. The job stays active and comes back when it expires, so nothing is lost: log it.
    if (reason instanceof Error && reason.stack?.includes('pg-boss')) {
      log.error(
        { err: reason },
        'job queue could not record a job result; the job is retried when it expires',
      );
      return;
    }
    log.fatal({ err: reason }, 'unhandled promise rejection');
    void shutdown('unhandled promise rejection', 1);
  });

  try {
    const opened = await openDatabase(config, log, {
      onPgliteExit: (code, signal) => {
        log.fatal({ code, signal }, 'the PGlite database process exited unexpectedly');
        void shutdown('database process exited', 1);
      },
    });
    cleanups.push({ name: 'database', run: () => opened.close() });

    const migrationStart = performance.now();
    await runMigrations(opened.database.pool);
    log.info({ ms: Math.round(performance.now() - migrationStart) }, 'database migrations applied');

    // The stages' parsing and analysis run on these threads, off the event loop that serves requests.
    // Closed after the job queue (cleanups run backwards), so running jobs finish their work first.
    const cpu = createPipelineCpu({
      threads: config.pipelineThreads,
      taskTimeoutMs: config.pipelineTaskTimeoutMs,
      onEvent: (event) => log.warn(event, 'pipeline worker thread'),
    });
    cleanups.push({ name: 'pipeline threads', run: () => cpu.close() });
    if (config.pipelineThreads === 0)
      log.warn('CAIRN_PIPELINE_THREADS=0: the pipeline runs on the main thread');

    const jobs = await startPgBossQueue({
      pool: opened.database.pool,
      // Expired jobs (their process died) go back to the queue within one expiry period.
      maintenanceIntervalSeconds: Math.min(60, config.jobExpireSeconds),
      onError: (error) => log.error({ err: error }, 'job queue error'),
    });
    cleanups.push({ name: 'job queue', run: () => jobs.stop() });

    const fetchOptions: GuardedFetchOptions = {
      ...(config.testFetchAllowLoopback
        ? { allowLoopback: true, allowedPorts: config.testFetchAllowedPorts }
        : {}),
      // A flood of submissions aimed at one site must not make us hammer it (CAIRN_FETCH_PER_HOST).
      slots: createFetchSlots({ perHost: config.fetchPerHost, total: config.fetchConcurrency }),
    };
    if (config.testFetchAllowLoopback) log.warn('TEST setting: the fetcher may reach 127.0.0.1');
    const knowledgeBase = config.wikidataFile ? loadKnowledgeBase(config.wikidataFile) : EMPTY_KNOWLEDGE_BASE;
    if (config.wikidataFile)
      log.info({ entries: knowledgeBase.size }, 'Wikidata ids loaded from CAIRN_WIKIDATA_FILE');
    const pipeline = createPipeline({
      db: opened.database.db,
      jobs,
      log,
      fetchOptions,
      expireInSeconds: config.jobExpireSeconds,
      knowledgeBase,
      cpu,
    });
    await pipeline.work();
    const sweeper = startStalledTaskSweeper({
      db: opened.database.db,
      pipeline,
      log,
      stalledAfterMs: config.jobExpireSeconds * 2_000,
    });
    cleanups.push({ name: 'stalled-task sweeper', run: async () => sweeper.stop() });
    if (config.demoCorpus) await loadDemoCorpus({ db: opened.database.db, pipeline, log });

    const geocoder = createGeocoder(opened.database.db);
    const app = buildApp({
      geocoder,
      database: opened.database,
      jobs,
      pipeline,
      fetchOptions,
      rateLimits: {
        submit: {
          perVisitor: rateOf(config.rateLimits.submit.perVisitor),
          perAddress: rateOf(config.rateLimits.submit.perIp),
        },
        chat: {
          perVisitor: rateOf(config.rateLimits.chat.perVisitor),
          perAddress: rateOf(config.rateLimits.chat.perIp),
        },
        votes: {
          perVisitor: rateOf(config.rateLimits.votes.perVisitor),
          perAddress: rateOf(config.rateLimits.votes.perIp),
        },
        telemetry: {
          perVisitor: rateOf(config.rateLimits.telemetry.perVisitor),
          perAddress: rateOf(config.rateLimits.telemetry.perIp),
        },
      },
      canaryBudget: config.canary.budget,
      trustProxy: config.trustProxy,
      tileUrl: config.tileUrl,
      hostDir: config.hostDir,
      releasesDir: config.releasesDir,
      logger: log,
      startedAt,
    });
    cleanups.push({ name: 'http server', run: () => app.close() });
    const canaryGuard = startCanaryGuard({
      db: opened.database.db,
      registry: createRegistryReader(config.releasesDir),
      releasesDir: config.releasesDir,
      budget: config.canary.budget,
      intervalMs: config.canary.checkIntervalMs,
      log,
    });
    cleanups.push({ name: 'canary guard', run: () => canaryGuard.stop() });

    const address = await app.listen({ host: config.host, port: config.port });
    log.info(
      { database: opened.database.kind, hostDir: config.hostDir, releasesDir: config.releasesDir },
      `Cairn is listening on ${address}`,
    );
  } catch (error) {
    if (
      error instanceof DataDirLockedError ||
      error instanceof PgliteStartError ||
      error instanceof KnowledgeBaseError
    ) {
      log.fatal(error.message);
    } else {
      log.fatal({ err: error }, 'startup failed');
    }
    await shutdown('startup failed', 1);
  }
}

void main();
