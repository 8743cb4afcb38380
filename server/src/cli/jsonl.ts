import { createInterface } from 'node:readline';
import { type CliIo, write } from './command';

export interface JsonLinesSummary {
  lines: number;
  failed: number;
}

/**
 * The engine of every `--jsonl` command: one JSON value per stdin line in, one JSON line per input out,
 * in the same order, so outputs can be joined back to inputs by position when measuring a stage on a
 * corpus. A line that fails (bad JSON, or the transform throws) yields `{ "line": n, "error": "…" }` in
 * its place and processing continues; blank lines are skipped.
 */
export async function mapJsonLines(
  io: Pick<CliIo, 'stdin' | 'stdout'>,
  transform: (value: unknown, line: number) => unknown,
): Promise<JsonLinesSummary> {
  const input = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lines = 0;
  let failed = 0;
  let lineNumber = 0;
  for await (const text of input) {
    lineNumber++;
    if (text.trim() === '') continue;
    lines++;
    let output: unknown;
    try {
      output = await transform(JSON.parse(text), lineNumber);
    } catch (error) {
      failed++;
      const message =
        error instanceof SyntaxError ? `invalid JSON: ${error.message}` : (error as Error).message;
      output = { line: lineNumber, error: message };
    }
    // Awaiting each write applies the pipe's backpressure: a slow reader never makes us buffer a corpus.
    await write(io.stdout, `${JSON.stringify(output ?? null)}\n`);
  }
  return { lines, failed };
}
