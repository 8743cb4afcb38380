/** The streams and environment a command runs with: the process's in production, buffers in tests. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}

export interface CommandContext {
  io: CliIo;
  /** Every command, for `help`. */
  commands: readonly Command[];
}

/**
 * One `cairn <name>` command, one file in `commands/`, one line in `command-list.ts`.
 * Pipeline commands (`extract --jsonl`, `match --jsonl`, …) read JSON Lines on stdin and write JSON Lines
 * on stdout with `mapJsonLines` from `jsonl.ts`; logs and diagnostics go to stderr only.
 */
export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Full usage, shown by `cairn help <name>`. */
  usage: string;
  /** Resolves to the process exit code. */
  run(args: string[], context: CommandContext): Promise<number>;
}

export function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
