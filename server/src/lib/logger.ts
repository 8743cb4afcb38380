import { pino } from 'pino';
import type { LogLevel } from '../config';

export type Logger = pino.Logger;

/**
 * One logger per process, handed to Fastify as its `loggerInstance`, so startup (database, migrations,
 * jobs) and requests write the same JSON lines. It writes to stderr: the `cairn` CLI keeps stdout for data.
 */
export function createLogger(level: LogLevel, name = 'cairn'): Logger {
  return pino({ name, level }, pino.destination({ fd: 2, sync: true }));
}
