// `npm run remotes -- list | use <remote> <version> | rollback <remote>`: what the registry serves.
import { REMOTES } from './lib/paths.mjs';
import { readRegistry, releasedVersions, rollback, useVersion } from './lib/registry.mjs';

const [command, name, version] = process.argv.slice(2);

function list() {
  const registry = readRegistry();
  for (const remote of REMOTES) {
    const entry = registry.remotes[remote];
    console.log(`${remote.padEnd(8)} live ${entry?.live ?? '(none)'}`);
    for (const v of releasedVersions(remote)) {
      const marks = [v === entry?.live ? 'live' : entry?.history.includes(v) ? 'was live' : '']
        .filter(Boolean)
        .join(', ');
      console.log(`         ${v}${marks ? `  (${marks})` : ''}`);
    }
  }
}

try {
  if (command === 'list' || !command) list();
  else if (command === 'use') {
    if (!name || !version) throw new Error('Usage: npm run remotes -- use <remote> <version>');
    console.log(`${name} live ${useVersion(name, version).live}`);
  } else if (command === 'rollback') {
    if (!name) throw new Error('Usage: npm run remotes -- rollback <remote>');
    console.log(`${name} live ${rollback(name).live}`);
  } else throw new Error(`Unknown command "${command}". Commands: list, use, rollback`);
} catch (error) {
  console.error(`remotes: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
