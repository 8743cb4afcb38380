/**
 * Issue 10: five maximum-size texts submitted at once must not stall other visitors' requests. Drives a
 * running server (a real socket on 127.0.0.1) and times `GET /api/health`, one request after another,
 * first idle and then while the five texts go through the pipeline. Used by health-under-load.test.ts
 * and bench/health-under-load.
 */
import { randomUUID } from 'node:crypto';
import { FIXTURE_ARTICLES } from '../test-support/fixture-news-site/articles';
import { type TaskState, taskStates } from './reliability-harness';

/** The longest `content` `POST /api/seed` accepts (seedRequestSchema in @cairn/shared). */
export const MAX_SUBMISSION_CHARS = 200_000;

const FINAL = new Set(['completed', 'failed', 'blocked']);

/**
 * A pasted article of news prose just under `MAX_SUBMISSION_CHARS`, different for each `seed` (so no two
 * are duplicates of each other): the fixture site's article sentences in a seeded order, in paragraphs,
 * with one Japanese sentence near the start unless `latinOnly` (a text with any unspaced script takes
 * another path through word counting, which once took 35 s on such a text).
 */
export function maxSizeText(seed: number, options: { latinOnly?: boolean } = {}): string {
  const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const all = FIXTURE_ARTICLES.flatMap((a) => a.keySentences);
  const sentences = all.filter((sentence) => !unspaced.test(sentence));
  const japanese = all.find((sentence) => unspaced.test(sentence));
  // mulberry32: a small seeded generator, so a run can be repeated exactly.
  let state = seed + 0x6d2b79f5;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = () => sentences[Math.floor(next() * sentences.length)]!;
  const parts = [`Council report ${seed}: what the flood and the transit vote mean for the region`];
  if (!options.latinOnly && japanese) parts.push(`${pick()} ${japanese}`);
  let length = parts.reduce((n, part) => n + part.length + 2, 0);
  for (;;) {
    const paragraph = `${pick()} ${pick()} ${pick()}`;
    if (length + paragraph.length > MAX_SUBMISSION_CHARS) break;
    parts.push(paragraph);
    length += paragraph.length + 2;
  }
  return parts.join('\n\n');
}

export interface LatencyStats {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export function latencyStats(ms: number[]): LatencyStats {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

export interface HealthSample {
  /** The whole answer, timed from this process. */
  ms: number;
  /** The database round trip the server timed inside it (`database.latency_ms`). */
  databaseMs: number;
}

/** One `GET /api/health`, timed from this process (the server's whole answer, queueing included). */
async function timeHealth(baseUrl: string): Promise<HealthSample> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  const body = (await response.json()) as { database?: { latency_ms?: number | null } };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET /api/health answered ${response.status}`);
  return { ms, databaseMs: body.database?.latency_ms ?? 0 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` health requests one after another, `gapMs` apart. */
export async function sampleIdleHealth(baseUrl: string, count = 100, gapMs = 10): Promise<HealthSample[]> {
  const samples: HealthSample[] = [];
  for (let i = 0; i < count; i++) {
    samples.push(await timeHealth(baseUrl));
    await pause(gapMs);
  }
  return samples;
}

export interface LoadedRun {
  /** Health answers while the texts were processed. */
  samples: HealthSample[];
  /** Submission to the last task final. */
  processingMs: number;
  states: TaskState[];
}

/**
 * Submits `texts` at once (each as its own visitor, as five people would) and samples health until every
 * task is final, polling each open task every 2 s as the task page does; gives up after
 * `timeoutMs`.
 */
export async function healthWhileProcessing(
  baseUrl: string,
  texts: string[],
  options: { timeoutMs: number; gapMs?: number },
): Promise<LoadedRun> {
  const started = performance.now();
  const replies = await Promise.all(
    texts.map(async (content) => {
      const response = await fetch(`${baseUrl}/api/seed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-user-id': randomUUID() },
        body: JSON.stringify({ content }),
      });
      const body = (await response.json()) as { task_id?: string };
      if (response.status !== 202 || !body.task_id)
        throw new Error(`submission refused: ${response.status} ${JSON.stringify(body)}`);
      return body.task_id;
    }),
  );

  const samples: HealthSample[] = [];
  let states: TaskState[] = [];
  let done = false;
  // Each visitor's page polls its own task every 2 s until it is final, then stops (SPEC §9).
  const latest = new Map<string, TaskState>();
  const poller = (async () => {
    while (!done) {
      const open = replies.filter((id) => !FINAL.has(latest.get(id)?.status ?? ''));
      for (const state of await taskStates(baseUrl, open)) latest.set(state.task_id, state);
      states = replies.map((id) => latest.get(id)!);
      if (states.every((s) => FINAL.has(s.status))) done = true;
      else await pause(2000);
    }
  })();
  while (!done) {
    if (performance.now() - started > options.timeoutMs) {
      done = true;
      await poller;
      throw new Error(`tasks still open after ${options.timeoutMs} ms: ${states.map((s) => s.status)}`);
    }
    samples.push(await timeHealth(baseUrl));
    await pause(options.gapMs ?? 10);
  }
  await poller;
  return { samples, processingMs: performance.now() - started, states };
}
