import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test/cli-io';
import type { Command } from './command';
import { runCli } from './run-cli';

describe('cairn', () => {
  it('lists the commands with no arguments, help, or --help', async () => {
    for (const argv of [[], ['help'], ['--help']]) {
      const { io, stdout } = memoryIo();
      expect(await runCli(argv, io)).toBe(0);
      expect(stdout()).toMatch(/Usage: npm run -s cairn -- <command>/);
      expect(stdout()).toMatch(/^ {2}migrate {2}/m);
      expect(stdout()).toMatch(/^ {2}health {3}/m);
    }
  });

  it("shows one command's usage", async () => {
    const { io, stdout } = memoryIo();
    expect(await runCli(['migrate', '--help'], io)).toBe(0);
    expect(stdout()).toMatch(/Usage: cairn migrate/);
  });

  it('refuses an unknown command with exit code 2', async () => {
    const { io, stderr } = memoryIo();
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(stderr()).toMatch(/Unknown command "frobnicate"/);
  });

  it('runs a command with its arguments: new commands drop in as one object', async () => {
    const echo: Command = {
      name: 'echo',
      summary: 'Echo',
      usage: 'cairn echo',
      async run(args, { io }) {
        io.stdout.write(args.join(' '));
        return 3;
      },
    };
    const { io, stdout } = memoryIo();
    expect(await runCli(['echo', 'a', 'b'], io, [echo])).toBe(3);
    expect(stdout()).toBe('a b');
  });
});
