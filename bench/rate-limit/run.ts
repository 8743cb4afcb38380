// Rate limits under a flood (issue 10 item 4): does one visitor sending 100 submissions a second get
// exactly its allowance, and do other visitors still read the feed as fast as before?
//   A server (src/main.ts through tsx, with the configured default limits) on 127.0.0.1, PGlite by
//   default, then PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
//   1. idle: another visitor reads the feed (GET /api/stories), one request at a time, for FLOOD_SECONDS.
//   2. visitor flood: one visitor id sends 100 text submissions a second for FLOOD_SECONDS from
//      127.0.0.1 while the other visitor reads the feed; prints accepted (202) vs refused (429).
//   3. per-address flood: the same, but every submission with a new visitor id, from 127.0.0.2 (a fresh
//      loopback address): only the address limit can hold it.
//   Accepted must equal the burst plus one per interval of the limit over the flood (GCRA, http/rate-limit.ts);
//   every 429 must carry Retry-After and a sentence; waiting Retry-After must be enough; the feed's p99
//   during each flood must stay within 2x its idle p99 (same run).
// Run: pnpm bench:rate-limit (BENCH_FLOOD_SECONDS, BENCH_FLOOD_PER_SECOND; CAIRN_RATE_* to try other limits).
// Only loopback addresses; every loop is bounded by time or count. BENCH_STRICT=1 exits 1 on a MISS.
import { Agent, request } from 'node:http';
import { loadConfig } from '../../server/src/config';
import { type Rate, rateOf } from '../../server/src/http/rate-limit';
import { onEachBackend } from '../../server/src/reliability/reliability-harness';
import { type RunningServer, sourceServer, startServer } from '../../server/src/reliability/server-process';

const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10.5);
const FLOOD_PER_SECOND = Number(process.env.BENCH_FLOOD_PER_SECOND ?? 100);
const MAX_P99_RATIO = 2;
const READER = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const FLOODER = '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d';
const RATE_VARIABLES = [
  'CAIRN_RATE_SUBMIT_PER_VISITOR',
  'CAIRN_RATE_SUBMIT_PER_IP',
  'CAIRN_RATE_CHAT_PER_VISITOR',
  'CAIRN_RATE_CHAT_PER_IP',
] as const;

// The server's own defaults, unless this shell sets CAIRN_RATE_*: an empty value means "unset" to the
// server, which overrides the generous limits startServer gives servers that are not about limits.
const limitEnv = Object.fromEntries(RATE_VARIABLES.map((name) => [name, process.env[name] ?? '']));
const configured = loadConfig(limitEnv).rateLimits.submit;
const perVisitor = rateOf(configured.perVisitor);
const perAddress = rateOf(configured.perIp);

let missed = false;
function verdict(ok: boolean, text: string) {
  if (!ok) missed = true;
  console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
}

interface Reply {
  status: number;
  retryAfter: string | undefined;
  body: string;
  ms: number;
}

/** One HTTP request through `agent` (keep-alive; its local address picks the client's address). */
function call(
  agent: Agent,
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, retryAfter, body: text, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN;
}

/** The reader's feed requests, one at a time, until `until` says stop (and at most 100,000). */
async function readFeed(agent: Agent, baseUrl: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until() && times.length < 100_000) {
    const reply = await call(agent, baseUrl, 'GET', '/api/stories?limit=12&min_coherence=0', {
      'x-user-id': READER,
    });
    if (reply.status !== 200) throw new Error(`feed answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    times.push(reply.ms);
  }
  return times;
}

/** A pasted article of its own (SPEC §5: 30 words or more), different each time. */
function articleText(tag: string, i: number): string {
  const words = Array.from({ length: 36 }, (_, w) => `${['river', 'council', 'harbour', 'vote'][w % 4]}${w}`);
  return `Bench report ${tag} ${i}: ${words.join(' ')}.`;
}

interface FloodResult {
  accepted: number;
  refused: number;
  other: number;
  /** Refusals without Retry-After or without the sentence. */
  badRefusals: number;
  lastRetryAfter: number;
  spanSeconds: number;
  feed: number[];
}

/** FLOOD_PER_SECOND submissions a second for FLOOD_SECONDS on a fixed schedule, while the reader reads. */
async function flood(
  baseUrl: string,
  agent: Agent,
  readerAgent: Agent,
  visitorFor: (i: number) => string,
  tag: string,
): Promise<FloodResult> {
  const total = Math.round(FLOOD_SECONDS * FLOOD_PER_SECOND);
  const interval = 1000 / FLOOD_PER_SECOND;
  let done = false;
  const feed = readFeed(readerAgent, baseUrl, () => done);
  const started = performance.now();
  const replies: Promise<Reply>[] = [];
  for (let i = 0; i < total; i++) {
    await sleep(started + i * interval - performance.now());
    const visitor = visitorFor(i);
    replies.push(
      call(
        agent,
        baseUrl,
        'POST',
        '/api/seed',
        { 'x-user-id': visitor },
        {
          content: articleText(tag, i),
          user_id: visitor,
        },
      ),
    );
  }
  const spanSeconds = (performance.now() - started) / 1000;
  const settled = await Promise.all(replies);
  done = true;
  const result: FloodResult = {
    accepted: 0,
    refused: 0,
    other: 0,
    badRefusals: 0,
    lastRetryAfter: 0,
    spanSeconds,
    feed: await feed,
  };
  for (const reply of settled) {
    if (reply.status === 202) result.accepted += 1;
    else if (reply.status === 429) {
      result.refused += 1;
      const error = (JSON.parse(reply.body) as { error?: string }).error ?? '';
      const seconds = Number(reply.retryAfter);
      if (!(seconds >= 1) || !/^Too many submissions: try again in \d+ seconds?\.$/.test(error))
        result.badRefusals += 1;
      else result.lastRetryAfter = seconds;
    } else result.other += 1;
  }
  return result;
}

/** What GCRA allows over `seconds` from a full bucket: the burst, then one per interval. */
function allowance(rate: Rate, seconds: number): number {
  return rate.burst + Math.floor((seconds * rate.perMinute) / 60);
}

async function waitForIdlePipeline(baseUrl: string, agent: Agent): Promise<void> {
  const started = Date.now();
  let quiet = 0;
  while (Date.now() - started < 300_000) {
    const health = JSON.parse((await call(agent, baseUrl, 'GET', '/api/health', {})).body) as {
      jobs?: { queued?: number | null; active?: number | null };
    };
    quiet = health.jobs?.queued === 0 && health.jobs?.active === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return;
    await sleep(500);
  }
  throw new Error('the pipeline did not go quiet within 5 minutes');
}

function report(
  backend: string,
  phase: string,
  result: FloodResult,
  rate: Rate,
  label: string,
  idleP99: number,
) {
  const expected = allowance(rate, result.spanSeconds);
  const floodP99 = p99(result.feed);
  const ratio = floodP99 / idleP99;
  console.log(
    `${backend} ${phase}: ${result.accepted + result.refused + result.other} submissions in ${result.spanSeconds.toFixed(1)} s: ${result.accepted} accepted, ${result.refused} refused (429), ${result.other} other`,
  );
  verdict(
    result.accepted === expected && result.other === 0,
    `${backend} ${phase}: accepted ${result.accepted} = burst ${rate.burst} + ${expected - rate.burst} at ${rate.perMinute}/min ${label} over ${result.spanSeconds.toFixed(1)} s (expected ${expected})`,
  );
  verdict(
    result.badRefusals === 0,
    `${backend} ${phase}: every 429 has Retry-After and a sentence (${result.badRefusals} without)`,
  );
  verdict(
    ratio <= MAX_P99_RATIO,
    `${backend} ${phase}: another visitor's feed p99 ${floodP99.toFixed(1)} ms during the flood vs ${idleP99.toFixed(1)} ms idle = ${ratio.toFixed(2)}x (target <= ${MAX_P99_RATIO}x; ${result.feed.length} requests)`,
  );
}

async function runOnce(backend: string, storageEnv: Record<string, string>) {
  const server: RunningServer = await startServer(sourceServer(), {
    ...storageEnv,
    ...limitEnv,
    // A few bundled articles make the feed a real one; the pipeline finishes them before measuring.
    CAIRN_DEMO_CORPUS: '1',
  });
  const reader = new Agent({ keepAlive: true, maxSockets: 1 });
  const fromLoopback = new Agent({ keepAlive: true, localAddress: '127.0.0.1' });
  const fromOtherLoopback = new Agent({ keepAlive: true, localAddress: '127.0.0.2' });
  try {
    await waitForIdlePipeline(server.baseUrl, reader);
    const idleUntil = performance.now() + FLOOD_SECONDS * 1000;
    const idle = await readFeed(reader, server.baseUrl, () => performance.now() >= idleUntil);
    const idleP99 = p99(idle);
    console.log(
      `${backend} idle: another visitor's feed p99 ${idleP99.toFixed(1)} ms (${idle.length} requests)`,
    );

    const visitorFlood = await flood(server.baseUrl, fromLoopback, reader, () => FLOODER, 'visitor');
    report(backend, 'one visitor id', visitorFlood, perVisitor, 'per visitor', idleP99);

    // Waiting as long as the last 429 said is enough to be accepted again.
    await sleep(visitorFlood.lastRetryAfter * 1000);
    const again = await call(
      fromLoopback,
      server.baseUrl,
      'POST',
      '/api/seed',
      { 'x-user-id': FLOODER },
      {
        content: articleText('again', 0),
      },
    );
    verdict(
      again.status === 202,
      `${backend} one visitor id: accepted again after waiting Retry-After (${visitorFlood.lastRetryAfter} s): ${again.status}`,
    );

    await waitForIdlePipeline(server.baseUrl, reader);
    const addressFlood = await flood(
      server.baseUrl,
      fromOtherLoopback,
      reader,
      () => crypto.randomUUID(),
      'address',
    );
    report(backend, 'new visitor id per request', addressFlood, perAddress, 'per address', idleP99);
  } finally {
    reader.destroy();
    fromLoopback.destroy();
    fromOtherLoopback.destroy();
    await server.stop();
  }
}

console.log(
  `rate limits: submissions ${configured.perVisitor}/min per visitor (burst ${perVisitor.burst}), ${configured.perIp}/min per address (burst ${perAddress.burst}); flood ${FLOOD_PER_SECOND}/s for ${FLOOD_SECONDS} s`,
);
await onEachBackend((backend, env) => runOnce(backend, env));
if (missed && process.env.BENCH_STRICT) process.exitCode = 1;
