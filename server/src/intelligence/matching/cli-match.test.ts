import { describe, expect, it } from 'vitest';
import { mapJsonLines } from '../../cli/jsonl';
import { memoryIo } from '../../test/cli-io';
import { createMatchTransform, type MatchOutput, matchJsonLines } from './cli-match';
import { STREAM } from './test-fixtures';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

const inputs = STREAM.map(({ id, title, body, published_at }) => ({ id, title, body, published_at }));

describe('matchJsonLines', () => {
  it('writes one {id, story_id, is_new, match_score} per input, in order, with UUID v4 story ids', async () => {
    const outputs = (await collect(matchJsonLines(inputs))) as MatchOutput[];
    expect(outputs.map((o) => o.id)).toEqual(STREAM.map((a) => a.id));
    for (const o of outputs) {
      expect(Object.keys(o).sort()).toEqual(['id', 'is_new', 'match_score', 'story_id']);
      expect(o.story_id).toMatch(UUID_V4);
      expect(o.match_score).toBeGreaterThanOrEqual(0);
      expect(o.match_score).toBeLessThanOrEqual(1);
    }
    // The follow-up (third line) joins the first line's story; the unrelated strike starts its own.
    expect(outputs[0]?.is_new).toBe(true);
    expect(outputs[1]?.is_new).toBe(true);
    expect(outputs[1]?.story_id).not.toBe(outputs[0]?.story_id);
    expect(outputs[2]).toMatchObject({ is_new: false, story_id: outputs[0]?.story_id });
    expect(new Set(outputs.map((o) => o.story_id)).size).toBe(4);
  });

  it('starts fresh on every run', async () => {
    const first = (await collect(matchJsonLines(inputs.slice(0, 1)))) as MatchOutput[];
    const second = (await collect(matchJsonLines(inputs.slice(2, 3)))) as MatchOutput[];
    expect(second[0]?.is_new).toBe(true);
    expect(second[0]?.story_id).not.toBe(first[0]?.story_id);
  });

  it('answers an invalid value in its place and goes on', async () => {
    const outputs = await collect(
      matchJsonLines([inputs[0], { id: 'bad', title: 3 }, null, inputs[2]], { newStoryId: () => 'story' }),
    );
    expect(outputs[1]).toEqual({ id: 'bad', line: 2, error: expect.stringContaining('title') });
    expect(outputs[2]).toMatchObject({ line: 3, error: expect.any(String) });
    expect(outputs[3]).toMatchObject({ id: 'f3', story_id: 'story', is_new: false });
  });

  it('accepts numeric ids, a null or missing published_at, and non-English text', async () => {
    const outputs = await collect(
      matchJsonLines([
        { id: 7, title: '日野川町で強い地震', body: '建物が倒壊した。', published_at: null },
        { id: 8, title: 'Terremoto en Hinokawa', body: 'Un terremoto sacudió la ciudad.' },
      ]),
    );
    expect(outputs).toEqual([
      expect.objectContaining({ id: 7, is_new: true }),
      expect.objectContaining({ id: 8 }),
    ]);
  });
});

describe('createMatchTransform', () => {
  it('plugs into mapJsonLines for `cairn match --jsonl`', async () => {
    const stdin = `${inputs.map((i) => JSON.stringify(i)).join('\n')}\nnot json\n`;
    const { io, stdout } = memoryIo({ stdin });
    const summary = await mapJsonLines(io, createMatchTransform());
    expect(summary).toEqual({ lines: STREAM.length + 1, failed: 1 });
    const lines = stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(STREAM.length + 1);
    expect(lines[2].story_id).toBe(lines[0].story_id);
    expect(lines.at(-1)).toMatchObject({ error: expect.stringMatching(/^invalid JSON/) });
  });
});
