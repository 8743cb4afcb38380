import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '@cairn/shared/contracts/vocabulary';
import { startTestDatabase } from '../test/test-database';
import { FIXTURE_ARTICLES } from '../test-support/fixture-news-site/articles';
import type { FixtureSite } from '../test-support/fixture-news-site/site';

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const FINAL = new Set(['completed', 'failed', 'blocked']);

/**
 * Where a spawned server keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL is set, else a
 * fresh PGlite folder (the server starts its own PGlite child there).
 */
export async function serverStorage(
  backend: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (backend === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('PostgreSQL storage needs TEST_DATABASE_URL');
    const db = await startTestDatabase({ migrate: false });
    await db.database.close();
    return { env: { DATABASE_URL: db.url }, cleanup: () => db.close().catch(() => {}) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'cairn-reliability-'));
  return {
    env: { CAIRN_DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Runs a benchmark on a fresh PGlite folder, then on a scratch PostgreSQL database when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; each storage is cleaned up afterwards.
 */
export async function onEachBackend<T>(
  run: (backend: 'PGlite' | 'PostgreSQL', env: Record<string, string>) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const pglite = await serverStorage('pglite');
  try {
    results.push(await run('PGlite', pglite.env));
  } finally {
    await pglite.cleanup();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return results;
  }
  process.env.TEST_DATABASE_URL = adminUrl;
  const postgres = await serverStorage('postgres');
  try {
    results.push(await run('PostgreSQL', postgres.env));
  } finally {
    await postgres.cleanup();
  }
  return results;
}

export function fixtureFetchEnv(site: FixtureSite): Record<string, string> {
  return { CAIRN_TEST_FETCH_ALLOW_LOOPBACK: '1', CAIRN_TEST_FETCH_ALLOWED_PORTS: String(site.port) };
}

/** `n` distinct article URLs on the fixture site (a query parameter makes each its own page). */
export function distinctArticleUrls(site: FixtureSite, n: number, tag: string): string[] {
  const articles = FIXTURE_ARTICLES.filter((a) => a.kind === 'article');
  return Array.from({ length: n }, (_, i) => `${site.url(articles[i % articles.length]!.path)}?${tag}=${i}`);
}

export async function submit(baseUrl: string, content: string): Promise<{ status: number; taskId?: string }> {
  const response = await fetch(`${baseUrl}/api/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-id': VISITOR },
    body: JSON.stringify({ content }),
  });
  const body = (await response.json()) as { task_id?: string };
  return { status: response.status, taskId: body.task_id };
}

export interface TaskState {
  task_id: string;
  status: string;
  completed_at: string | null;
  error: string | null;
  stages: { stage: string; tokens: number; finished_at: string }[];
  token_costs: { total: number };
}

export async function taskStates(baseUrl: string, ids: string[]): Promise<TaskState[]> {
  return Promise.all(
    ids.map(async (id) => (await (await fetch(`${baseUrl}/api/task/${id}`)).json()) as TaskState),
  );
}

export async function waitUntilAllFinal(
  baseUrl: string,
  ids: string[],
  timeoutMs: number,
): Promise<TaskState[]> {
  const started = Date.now();
  for (;;) {
    const states = await taskStates(baseUrl, ids);
    if (states.every((s) => FINAL.has(s.status))) return states;
    if (Date.now() - started > timeoutMs) {
      const open = states.filter((s) => !FINAL.has(s.status)).length;
      throw new Error(`${open} of ${ids.length} tasks still open after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
