// `npm run release -- <remote> [--tag <label>] [--canary <percent>] [--no-use]`: build one remote into an
// immutable versioned folder and make it live, for everyone or (--canary) for a stable share of visitors
// chosen by visitor id. The running server serves it at once; the host is not rebuilt.
import { buildRemoteRelease } from './lib/build-remote.mjs';
import { REMOTES } from './lib/paths.mjs';
import { assertRemote, startCanary, useVersion } from './lib/registry.mjs';
import { ensurePnpm, log } from './lib/run.mjs';

const USAGE = `Usage: npm run release -- <${REMOTES.join('|')}> [--tag <label>] [--canary <percent>] [--no-use]`;
const args = process.argv.slice(2);
const flagValue = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const name = args.find((a, i) => !a.startsWith('--') && !['--tag', '--canary'].includes(args[i - 1] ?? ''));
const tag = flagValue('--tag');
const canary = flagValue('--canary');

try {
  if (!name) throw new Error(USAGE);
  assertRemote(name);
  const percent = canary === undefined ? undefined : Number(canary);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
    throw new Error(`--canary takes a whole percentage from 1 to 99 (got ${JSON.stringify(canary)})`);
  }
  const { version } = await buildRemoteRelease(ensurePnpm(), name, { tag });
  if (percent !== undefined) {
    startCanary(name, version, percent);
    log(
      `${name} ${version} is live for ${percent}% of visitors (npm run remotes -- promote ${name} | rollback ${name})`,
    );
  } else if (!args.includes('--no-use')) {
    useVersion(name, version);
    log(`${name} ${version} is live`);
  }
  console.log(version);
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
