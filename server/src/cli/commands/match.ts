import { createMatchTransform } from '../../intelligence/matching/cli-match';
import { type Command, write } from '../command';
import { mapJsonLines } from '../jsonl';

export const matchCommand: Command = {
  name: 'match',
  summary: 'Match articles to stories: {"id","title","body","published_at"?} JSON Lines in, decisions out',
  usage: `cairn match --jsonl < articles.jsonl > decisions.jsonl

Reads articles in stream order and writes one {"id","story_id","is_new","match_score"} line per input,
against a fresh temporary store (new stories get UUID v4 ids; nothing touches the server's database).
Optional "entities": [{"name","type"}] per article sharpen the match. A bad line gives {"id"?,"line","error"}.`,
  async run(args, { io }) {
    if (!args.includes('--jsonl')) {
      await write(
        io.stderr,
        'cairn match reads JSON Lines: run it as `cairn match --jsonl < articles.jsonl`\n',
      );
      return 2;
    }
    const transform = createMatchTransform();
    let invalid = 0;
    const summary = await mapJsonLines(io, (value, line) => {
      const out = transform(value, line);
      if ('error' in out) invalid++;
      return out;
    });
    const failed = summary.failed + invalid;
    if (failed) await write(io.stderr, `${failed} of ${summary.lines} lines failed\n`);
    return failed === summary.lines && summary.lines > 0 ? 1 : 0;
  },
};
