import { type Command, write } from '../command';

export const helpCommand: Command = {
  name: 'help',
  summary: "Show the commands, or one command's usage",
  usage: 'cairn help [command]',
  async run(args, { io, commands }) {
    const name = args[0];
    if (name) {
      const command = commands.find((candidate) => candidate.name === name);
      if (!command) {
        await write(io.stderr, `Unknown command "${name}". Run \`cairn help\` for the list.\n`);
        return 2;
      }
      await write(io.stdout, `${command.summary}\n\nUsage: ${command.usage}\n`);
      return 0;
    }
    await write(io.stdout, formatHelp(commands));
    return 0;
  },
};

export function formatHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  const list = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n');
  return `cairn: the Cairn command-line tool

Usage: npm run -s cairn -- <command> [options]   (from the repository root;
       with pnpm on your PATH, pnpm -s cairn <command> is the same)

Commands:
${list}

Pipeline commands read JSON Lines on stdin and write JSON Lines on stdout; logs go to stderr.
Environment: DATABASE_URL (a PostgreSQL; default: the embedded database in CAIRN_DATA_DIR),
CAIRN_DATA_DIR, CAIRN_URL (a running server, for health), LOG_LEVEL.
`;
}
