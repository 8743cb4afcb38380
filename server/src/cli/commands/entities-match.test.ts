import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../test/cli-io';
import { commands } from '../command-list';
import { entitiesCommand } from './entities';
import { matchCommand } from './match';

describe('cairn entities --jsonl', () => {
  it('writes typed spans with offsets into the text', async () => {
    const text = 'Mayor Ruth Adebayo said the Wendover County Council would meet in Millbrook on Friday.';
    const { io, stdout } = memoryIo({ stdin: `${JSON.stringify({ id: 'p1', text })}\nnope\n` });
    expect(await entitiesCommand.run(['--jsonl'], { io, commands })).toBe(0);
    const [first, second] = stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(first.id).toBe('p1');
    for (const e of first.entities) expect(text.slice(e.start, e.end)).toBe(e.text);
    expect(first.entities.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['Person', 'Organization', 'Location']),
    );
    expect(second).toMatchObject({ line: 2 });
  }, 120_000); // loads the gazetteer: ~3 s idle, much longer on a loaded machine
});

describe('cairn match --jsonl', () => {
  it('puts two articles about one event in one story and a third elsewhere', async () => {
    const lines = [
      {
        id: 'a',
        title: 'Alder River floods Millbrook',
        body: 'The Alder River burst its banks in Millbrook on Monday, forcing 1,200 residents from their homes, Wendover County officials said.',
        published_at: '2026-10-12',
      },
      {
        id: 'b',
        title: 'Millbrook flood: 1,200 evacuated as Alder River crests',
        body: 'Residents of Millbrook were evacuated after the Alder River crested at a record level, county officials said on Monday.',
        published_at: '2026-10-12',
      },
      {
        id: 'c',
        title: 'Port Aldous council approves Harbourline light rail',
        body: 'The Port Aldous city council voted 7–4 to approve the Harbourline light rail plan after a long debate on cost.',
        published_at: '2026-10-20',
      },
    ];
    const { io, stdout } = memoryIo({ stdin: lines.map((l) => JSON.stringify(l)).join('\n') });
    expect(await matchCommand.run(['--jsonl'], { io, commands })).toBe(0);
    const [a, b, c] = stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(a).toMatchObject({ id: 'a', is_new: true });
    expect(b).toMatchObject({ id: 'b', is_new: false, story_id: a.story_id });
    expect(c.story_id).not.toBe(a.story_id);
    expect(a.story_id).toMatch(/^[0-9a-f-]{36}$/);
  }, 120_000);
});
