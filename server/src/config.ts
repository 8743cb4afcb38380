import { isAbsolute, join, resolve } from 'node:path';
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
  const parsed = envSchema.safeParse(env);
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
  };
}
