// `npm run release -- <remote> [--tag <label>] [--no-use]`: build one remote into an immutable versioned
// folder and make it live. The running server serves it at once; the host is not rebuilt.
import { buildRemoteRelease } from './lib/build-remote.mjs';
import { REMOTES } from './lib/paths.mjs';
import { assertRemote, useVersion } from './lib/registry.mjs';
import { ensurePnpm, log } from './lib/run.mjs';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--tag');
const tagIndex = args.indexOf('--tag');
const tag = tagIndex >= 0 ? args[tagIndex + 1] : undefined;

try {
  if (!name) throw new Error(`Usage: npm run release -- <${REMOTES.join('|')}> [--tag <label>] [--no-use]`);
  assertRemote(name);
  const { version } = await buildRemoteRelease(ensurePnpm(), name, { tag });
  if (!args.includes('--no-use')) {
    useVersion(name, version);
    log(`${name} ${version} is live`);
  }
  console.log(version);
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
