import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../test/cli-io';
import { FIXTURE_ARTICLES } from '../../test-support/fixture-news-site/articles';
import { commands } from '../command-list';
import { extractCommand } from './extract';

const BASE = 'https://news.example';

describe('cairn extract --jsonl', () => {
  it('writes one article line per input line, in order, and reports bad lines in place', async () => {
    const [a, b] = FIXTURE_ARTICLES.filter((x) => x.contentType === 'text/html' && x.charset === 'utf-8');
    const stdin = [
      JSON.stringify({ id: 'a', url: `${BASE}${a!.path}`, html: a!.render(BASE) }),
      'not json',
      JSON.stringify({ id: 'c', html: '<p>no url</p>' }),
      JSON.stringify({ id: 'b', url: `${BASE}${b!.path}`, html: b!.render(BASE) }),
    ].join('\n');
    const { io, stdout, stderr } = memoryIo({ stdin });
    const code = await extractCommand.run(['--jsonl'], { io, commands });
    const lines = stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));

    expect(code).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ id: 'a', title: a!.expected.title, language: a!.expected.language });
    expect(lines[0].text).toContain(a!.keySentences[0]);
    expect(lines[0].text).toContain('\n\n');
    expect(lines[1]).toMatchObject({ line: 2, error: expect.stringContaining('invalid JSON') });
    expect(lines[2]).toMatchObject({ id: 'c', error: expect.stringContaining('url') });
    expect(lines[3]).toMatchObject({ id: 'b', title: b!.expected.title });
    expect(stderr()).toContain('2 of 4 lines failed');
  });

  it('insists on --jsonl', async () => {
    const { io, stderr } = memoryIo({ stdin: '' });
    expect(await extractCommand.run([], { io, commands })).toBe(2);
    expect(stderr()).toContain('--jsonl');
  });
});
