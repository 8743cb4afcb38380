import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  host: string;
  port: number;
  /** A real PostgreSQL when set; otherwise the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  hostDir: string;
  releasesDir: string;
  logLevel: LogLevel;
  /**
   * TEST ONLY: lets the fetcher reach 127.0.0.1 and the given extra ports, so the browser suites can use
   * the local fixture news site. Never set in production: it opens the loopback interface to anyone who
   * can submit a URL.
   */
  testFetchAllowLoopback: boolean;
  /**
   * After this long a job whose process died is handed to another worker. Stages finish well within the
   * default 90 s; crash tests shorten it.
   */
  jobExpireSeconds: number;
  /**
   * How long to wait for the embedded database folder's lock before giving up (default 0: fail at once).
   * `pnpm dev` sets it: on a file change, tsx watch starts the new server while the old one's PGlite
   * child is still flushing and holding the lock.
   */
  dataDirLockWaitMs: number;
  /** A JSON Lines file of Wikidata ids for known entities (intelligence/entities/knowledge-base.ts). */
  wikidataFile: string | undefined;
  /** Load the bundled demo articles into an empty database (default on; tests turn it off). */
  demoCorpus: boolean;
  testFetchAllowedPorts: number[];
  /**
   * `CAIRN_PIPELINE_THREADS`: worker threads for the pipeline's CPU work (article extraction, cleaning,
   * entities, claims, story composition), so one visitor's large submission never stalls the requests of
   * others. 0 runs that work on the event loop, as batch tools do. Default: the cores but one, at most 2
   * (each thread loads its own parsers, language table and GeoNames index: ~110 MB resident).
   */
  pipelineThreads: number;
  /** `CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS`: the longest one CPU task may run before its thread is stopped. */
  pipelineTaskTimeoutMs: number;
  /**
   * Requests per minute per visitor id and per client address on the write routes that are open to
   * anyone (DESIGN §6); both must allow a request, and half a minute's allowance may come at once
   * (http/rate-limit.ts). 0 means no limit.
   */
  rateLimits: RateLimitConfig;
  /** Outbound fetches in flight at once to one host name (0: no cap), in this process. */
  fetchPerHost: number;
  /** Outbound fetches in flight at once in this process, all hosts together (0: no cap). */
  fetchConcurrency: number;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): false (the TCP peer, the default), a
   * number of proxies in front of the server, or the proxies' addresses and ranges. Fastify's
   * `trustProxy`.
   */
  trustProxy: false | number | string[];
  /**
   * `CAIRN_TILE_URL`: the map tile server, as a URL template (https://tile.example.org/{z}/{x}/{y}.png).
   * Optional; the pages' Content-Security-Policy lets images come from its origin.
   */
  tileUrl: string | undefined;
  /** The automatic rollback of canaries (features/ops/canary-guard.ts). */
  canary: { budget: { badPer1000: number; minLoads: number }; checkIntervalMs: number };
}

export interface RateLimitConfig {
  /** `POST /api/seed` and `POST /api/story/{id}/add-page` together: each may make the server fetch a URL. */
  submit: { perVisitor: number; perIp: number };
  /** `POST /api/story/{id}/chat`. */
  chat: { perVisitor: number; perIp: number };
  /** `PUT /api/votes/{subject}/{id}`: cheap writes, but each is a row. */
  votes: { perVisitor: number; perIp: number };
  /** `POST /api/telemetry`: a page sends one or two batches. */
  telemetry: { perVisitor: number; perIp: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// `.env` files and CI matrices often set a variable to the empty string to mean "unset".
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
    } catch {
      return false;
    }
  },
  { message: 'must be a postgres:// or postgresql:// URL' },
);

const perMinute = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of requests per minute (0 means no limit)')
      .transform(Number)
      .refine((n) => n <= 100_000, 'must be at most 100000')
      .default(fallback),
  );

const fetchCap = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of fetches (0 means no cap)')
      .transform(Number)
      .refine((n) => n <= 1000, 'must be at most 1000')
      .default(fallback),
  );

// proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MESSAGE =
  "must be 0 (off), the number of proxies in front of the server (e.g. 1), or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)";

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address, bits, extra] = item.split('/');
  if (address === undefined || extra !== undefined) return false;
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!isV4 && !ipaddr.IPv6.isValid(address)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isV4 ? 32 : 128);
}

/** CAIRN_TRUST_PROXY: never "trust everyone", which would let any client choose the address it is limited by. */
const trustProxySchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('0')
    .transform((raw, ctx): false | number | string[] => {
      const value = raw.trim().toLowerCase();
      if (value === '0' || value === 'off' || value === 'false') return false;
      if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
      const items = value.split(',').map((item) => item.trim());
      if (items.every(isProxyAddress)) return items;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
);

const TILE_URL_EXAMPLE = 'https://tile.example.org/{z}/{x}/{y}.png';

/**
 * The Content-Security-Policy source (scheme://host[:port]) of a map tile URL template, or an Error saying
 * why the template is not one. Leaflet's subdomain placeholder as the first label of the host
 * (https://{s}.tile.example.org/…) becomes the wildcard `https://*.tile.example.org`; a placeholder
 * anywhere else in the host cannot be written as a CSP source.
 */
export function tileImageSource(template: string): string {
  const wildcard = /^https?:\/\/\{s\}\./i.test(template);
  const concrete = template.replace(/^(https?:\/\/)\{s\}\./i, '$1s.');
  const host = /^[a-z]+:\/\/([^/?#]*)/i.exec(concrete)?.[1] ?? '';
  if (/[{}]/.test(host)) {
    throw new Error('a placeholder may only stand for the first label of the host name ({s}.example.org)');
  }
  let url: URL;
  try {
    url = new URL(concrete.replace(/\{[a-z0-9]+\}/gi, '0'));
  } catch {
    throw new Error(`must be an http(s) URL template such as ${TILE_URL_EXAMPLE}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`must be an http:// or https:// URL template such as ${TILE_URL_EXAMPLE}`);
  }
  if (url.username || url.password) throw new Error('must not contain a user name or password');
  for (const placeholder of ['{z}', '{x}', '{y}']) {
    if (!template.includes(placeholder)) {
      throw new Error(`must contain {z}, {x} and {y}, as in ${TILE_URL_EXAMPLE}`);
    }
  }
  return `${url.protocol}//${wildcard ? `*.${url.host.slice(2)}` : url.host}`;
}

const tileUrlSchema = z.string().superRefine((value, ctx) => {
  try {
    tileImageSource(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

const envSchema = z.object({
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  PORT: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number between 0 and 65535')
      .default(8080),
  ),
  DATABASE_URL: z.preprocess(unsetIfEmpty, postgresUrl.optional()),
  CAIRN_DATA_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  CAIRN_HOST_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  CAIRN_RELEASES_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  CAIRN_JOB_EXPIRE_SECONDS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds')
      .transform(Number)
      .refine((n) => n >= 2 && n <= 3600, 'must be between 2 and 3600')
      .default(90),
  ),
  CAIRN_WIKIDATA_FILE: z.preprocess(unsetIfEmpty, z.string().optional()),
  CAIRN_DATA_DIR_LOCK_WAIT_MS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .refine((n) => n <= 600_000, 'must be at most 600000')
      .default(0),
  ),
  CAIRN_DEMO_CORPUS: z.preprocess(unsetIfEmpty, z.enum(['0', '1']).default('1')),
  CAIRN_TEST_FETCH_ALLOW_LOOPBACK: z.preprocess(unsetIfEmpty, z.enum(['0', '1']).default('0')),
  CAIRN_TEST_FETCH_ALLOWED_PORTS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ports')
      .transform((value) => value.split(',').map(Number))
      .default([]),
  ),
  CAIRN_RATE_SUBMIT_PER_VISITOR: perMinute(10),
  CAIRN_RATE_SUBMIT_PER_IP: perMinute(60),
  CAIRN_RATE_CHAT_PER_VISITOR: perMinute(20),
  CAIRN_RATE_CHAT_PER_IP: perMinute(120),
  CAIRN_RATE_VOTE_PER_VISITOR: perMinute(120),
  CAIRN_RATE_VOTE_PER_IP: perMinute(600),
  CAIRN_RATE_TELEMETRY_PER_VISITOR: perMinute(60),
  CAIRN_RATE_TELEMETRY_PER_IP: perMinute(600),
  CAIRN_CANARY_BUDGET_PER_1000: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of failed or erroring loads per 1,000 loads')
      .transform(Number)
      .refine((n) => n <= 1000, 'must be at most 1000')
      .default(50),
  ),
  CAIRN_CANARY_MIN_LOADS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of loads')
      .transform(Number)
      .refine((n) => n >= 1, 'must be at least 1')
      .default(20),
  ),
  CAIRN_CANARY_CHECK_SECONDS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 300, 'must be between 1 and 300')
      .default(5),
  ),
  CAIRN_FETCH_PER_HOST: fetchCap(2),
  CAIRN_FETCH_CONCURRENCY: fetchCap(8),
  CAIRN_TRUST_PROXY: trustProxySchema,
  CAIRN_TILE_URL: z.preprocess(unsetIfEmpty, tileUrlSchema.optional()),
  CAIRN_PIPELINE_THREADS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of threads (0 runs the work on the main thread)')
      .transform(Number)
      .refine((n) => n <= 64, 'must be at most 64')
      .optional(),
  ),
  CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 3600, 'must be between 1 and 3600')
      .default(45),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' ? unsetIfEmpty(value.toLowerCase()) : value),
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
});

/**
 * Reads the configuration from the environment. Relative folders resolve against the folder the user ran
 * the command in: pnpm runs package scripts inside `server/` but records the caller's folder in INIT_CWD,
 * so `CAIRN_DATA_DIR=.cairn/x pnpm cairn migrate` at the repo root means `<repo>/.cairn/x`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine((values, ctx) => {
      // Several visitors can share one address (a household, an office, a NAT), so an address limit
      // below the visitor limit would let one visitor lock the others out.
      for (const kind of ['SUBMIT', 'CHAT', 'VOTE', 'TELEMETRY'] as const) {
        const visitor = values[`CAIRN_RATE_${kind}_PER_VISITOR`];
        const ip = values[`CAIRN_RATE_${kind}_PER_IP`];
        if (visitor > 0 && ip > 0 && ip < visitor) {
          ctx.addIssue({
            code: 'custom',
            path: [`CAIRN_RATE_${kind}_PER_IP`],
            message: `must be at least CAIRN_RATE_${kind}_PER_VISITOR (${visitor}), or 0: several visitors can share one address`,
          });
        }
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const raw = env[name];
      return `  ${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD || process.cwd();
  const root = repoRoot();
  const folder = (value: string | undefined, fallback: string) =>
    value === undefined ? fallback : isAbsolute(value) ? value : resolve(baseDir, value);

  return {
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir: folder(values.CAIRN_DATA_DIR, join(root, '.cairn', 'data')),
    hostDir: folder(values.CAIRN_HOST_DIR, join(root, 'host', 'dist')),
    releasesDir: folder(values.CAIRN_RELEASES_DIR, join(root, '.cairn', 'releases')),
    logLevel: values.LOG_LEVEL,
    testFetchAllowLoopback: values.CAIRN_TEST_FETCH_ALLOW_LOOPBACK === '1',
    jobExpireSeconds: values.CAIRN_JOB_EXPIRE_SECONDS,
    dataDirLockWaitMs: values.CAIRN_DATA_DIR_LOCK_WAIT_MS,
    wikidataFile: values.CAIRN_WIKIDATA_FILE,
    demoCorpus: values.CAIRN_DEMO_CORPUS === '1',
    testFetchAllowedPorts: values.CAIRN_TEST_FETCH_ALLOWED_PORTS,
    pipelineThreads: values.CAIRN_PIPELINE_THREADS ?? defaultPipelineThreads(),
    pipelineTaskTimeoutMs: values.CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS * 1000,
    rateLimits: {
      submit: { perVisitor: values.CAIRN_RATE_SUBMIT_PER_VISITOR, perIp: values.CAIRN_RATE_SUBMIT_PER_IP },
      chat: { perVisitor: values.CAIRN_RATE_CHAT_PER_VISITOR, perIp: values.CAIRN_RATE_CHAT_PER_IP },
      votes: { perVisitor: values.CAIRN_RATE_VOTE_PER_VISITOR, perIp: values.CAIRN_RATE_VOTE_PER_IP },
      telemetry: {
        perVisitor: values.CAIRN_RATE_TELEMETRY_PER_VISITOR,
        perIp: values.CAIRN_RATE_TELEMETRY_PER_IP,
      },
    },
    fetchPerHost: values.CAIRN_FETCH_PER_HOST,
    fetchConcurrency: values.CAIRN_FETCH_CONCURRENCY,
    trustProxy: values.CAIRN_TRUST_PROXY,
    tileUrl: values.CAIRN_TILE_URL,
    canary: {
      budget: { badPer1000: values.CAIRN_CANARY_BUDGET_PER_1000, minLoads: values.CAIRN_CANARY_MIN_LOADS },
      checkIntervalMs: values.CAIRN_CANARY_CHECK_SECONDS * 1000,
    },
  };
}

/** One core stays with the event loop (HTTP, the database driver, job polling); memory caps the rest. */
export function defaultPipelineThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}
