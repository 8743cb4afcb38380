import type { CliIo, Command } from './command';
import { write } from './command';
import { commands as allCommands } from './command-list';

/** Dispatches `cairn <command> [args]` and resolves to the exit code. */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  commands: readonly Command[] = allCommands,
): Promise<number> {
  const [first, ...rest] = argv;
  const name = first === undefined || first === '--help' || first === '-h' ? 'help' : first;
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    await write(io.stderr, `Unknown command "${name}". Run \`npm run -s cairn -- help\` for the list.\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    return commands.find((candidate) => candidate.name === 'help')!.run([command.name], { io, commands });
  }
  return command.run(rest, { io, commands });
}
