// Builds everything `npm start` serves: the host, each remote as an immutable release, the server.
// Unchanged inputs are not rebuilt, so a second start is quick.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRemoteRelease } from './lib/build-remote.mjs';
import { frontEndInputHash } from './lib/input-hash.mjs';
import { REMOTES, ROOT } from './lib/paths.mjs';
import { readRegistry, useVersion } from './lib/registry.mjs';
import { ensureDependencies, ensurePnpm, log, run } from './lib/run.mjs';

async function buildHost(pnpm) {
  const hostDir = path.join(ROOT, 'host');
  const stamp = path.join(hostDir, 'dist', '.input-hash');
  const hash = frontEndInputHash(hostDir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    log('host already built');
    return;
  }
  log('building host');
  await run(pnpm, ['--filter', '@cairn/host', 'exec', 'vite', 'build', '--logLevel', 'warn']);
  writeFileSync(stamp, hash);
}

export async function buildAll(pnpm) {
  await buildHost(pnpm);
  for (const name of REMOTES) {
    const { version, built } = await buildRemoteRelease(pnpm, name);
    const live = readRegistry().remotes[name]?.live;
    // A new build of changed source goes live; an unchanged one leaves a deliberate rollback alone.
    if (built || !live) useVersion(name, version);
    log(`${name}: live ${readRegistry().remotes[name]?.live}`);
  }
  log('building server');
  await run(pnpm, ['--filter', '@cairn/server', 'run', 'build']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pnpm = ensurePnpm();
  await ensureDependencies(pnpm);
  await buildAll(pnpm);
}
