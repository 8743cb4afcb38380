import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test/cli-io';
import { mapJsonLines } from './jsonl';

describe('mapJsonLines', () => {
  it('writes one JSON line per input line, in order, and reports bad lines in place', async () => {
    const { io, stdout } = memoryIo({ stdin: '{"n":1}\n\nnot json\r\n{"n":3}\n{"n":-1}' });
    const summary = await mapJsonLines(io, (value) => {
      const { n } = value as { n: number };
      if (n < 0) throw new Error('negative');
      return { doubled: n * 2 };
    });
    expect(summary).toEqual({ lines: 4, failed: 2 });
    expect(
      stdout()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { doubled: 2 },
      { line: 3, error: expect.stringMatching(/^invalid JSON/) },
      { doubled: 6 },
      { line: 5, error: 'negative' },
    ]);
  });
});
