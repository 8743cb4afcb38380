import { type Command, write } from '../command';

const DEFAULT_URL = 'http://127.0.0.1:8080';
const TIMEOUT_MS = 5_000;

export const healthCommand: Command = {
  name: 'health',
  summary: `Print the health JSON of a running server ($CAIRN_URL, default ${DEFAULT_URL})`,
  usage: `cairn health

Exit code 0 when the server reports "ok", 1 when it is degraded or cannot be reached.`,
  async run(_args, { io }) {
    const base = (io.env.CAIRN_URL || DEFAULT_URL).replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const reason =
        (error as Error).cause instanceof Error
          ? ((error as Error).cause as Error).message
          : (error as Error).message;
      await write(io.stderr, `Cannot reach the Cairn server at ${base}: ${reason}\n`);
      return 1;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      await write(
        io.stderr,
        `${base}/api/health answered ${response.status} with something that is not JSON\n`,
      );
      return 1;
    }
    await write(io.stdout, `${JSON.stringify(body, null, 2)}\n`);
    return response.ok ? 0 : 1;
  },
};
