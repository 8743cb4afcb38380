/**
 * Serves the fixture news site for manual checks and browser suites:
 *
 *   PORT=4319 pnpm exec tsx src/test-support/fixture-news-site/serve.ts
 *   pnpm exec tsx src/test-support/fixture-news-site/serve.ts --port 4319 [--slow-headers-ms 5000]
 *
 * Prints the base URL on its first line of output and runs until SIGINT or SIGTERM.
 */
import { startFixtureSite } from './site';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function numberOption(name: string, fallback: string | undefined): number | undefined {
  const raw = option(name) ?? fallback;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`--${name} must be a non-negative integer, got ${raw}\n`);
    process.exit(2);
  }
  return value;
}

const site = await startFixtureSite({
  port: numberOption('port', process.env.PORT),
  host: option('host') ?? process.env.HOST ?? '127.0.0.1',
  slowHeadersMs: numberOption('slow-headers-ms', process.env.SLOW_HEADERS_MS),
});
process.stdout.write(`${site.baseUrl}\n`);

const stop = () => {
  site.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
