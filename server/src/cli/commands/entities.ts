import { entitiesForLine } from '../../intelligence/entities/cli-entities';
import { type Command, write } from '../command';
import { mapJsonLines } from '../jsonl';

export const entitiesCommand: Command = {
  name: 'entities',
  summary: 'Find people, organizations and places: {"id","text"} JSON Lines in, typed spans out',
  usage: `cairn entities --jsonl < texts.jsonl > entities.jsonl

Writes one {"id","entities":[{"text","type","start","end"}]} line per input, with character offsets
into "text" and types Person, Organization or Location. A bad line gives {"line","error"}.`,
  async run(args, { io }) {
    if (!args.includes('--jsonl')) {
      await write(
        io.stderr,
        'cairn entities reads JSON Lines: run it as `cairn entities --jsonl < texts.jsonl`\n',
      );
      return 2;
    }
    const summary = await mapJsonLines(io, (value) => entitiesForLine(value));
    if (summary.failed) await write(io.stderr, `${summary.failed} of ${summary.lines} lines failed\n`);
    return summary.failed === summary.lines && summary.lines > 0 ? 1 : 0;
  },
};
