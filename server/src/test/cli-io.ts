import { PassThrough, Readable } from 'node:stream';
import type { CliIo } from '../cli/command';

/** In-memory streams for running a command in a test. */
export function memoryIo(options: { stdin?: string; env?: NodeJS.ProcessEnv } = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const io: CliIo = {
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout,
    stderr,
    env: { LOG_LEVEL: 'silent', ...options.env },
  };
  return { io, stdout: () => out, stderr: () => err };
}
