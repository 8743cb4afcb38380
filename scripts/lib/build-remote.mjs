import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndInputHash } from './input-hash.mjs';
import { RELEASES_DIR, remoteDir } from './paths.mjs';
import { log, run } from './run.mjs';

/** `<package version>-[<tag>.]<build id>`: the name of an immutable release folder. */
export function releaseVersion(name, tag) {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir(name), 'package.json'), 'utf8'));
  const buildId = frontEndInputHash(remoteDir(name), tag ?? '').slice(0, 10);
  return { version: `${pkg.version}-${tag ? `${tag}.` : ''}${buildId}`, buildId };
}

/**
 * Builds one remote into `.cairn/releases/<name>/<version>/`. A folder that exists is never touched
 * again (same inputs, same build), which is what makes a rollback safe.
 * @param {string} pnpm
 * @param {string} name
 * @param {{ tag?: string }} [options]
 */
export async function buildRemoteRelease(pnpm, name, options = {}) {
  const { tag } = options;
  if (tag && !/^[0-9A-Za-z]+$/.test(tag)) throw new Error('A release tag is letters and digits only');
  const { version, buildId } = releaseVersion(name, tag);
  const target = path.join(RELEASES_DIR, name, version);
  if (existsSync(path.join(target, 'remoteEntry.js'))) {
    log(`${name} ${version} already built`);
    return { version, built: false };
  }
  log(`building ${name} ${version}`);
  const started = Date.now();
  await run(pnpm, ['--filter', `@cairn/remote-${name}`, 'exec', 'vite', 'build', '--logLevel', 'warn'], {
    env: { CAIRN_RELEASE_VERSION: version, CAIRN_BUILD_ID: buildId },
  });
  const seconds = (Date.now() - started) / 1000;
  // Copy to a temp folder and rename, so a half-copied release is never visible.
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(remoteDir(name), 'dist'), tmp, { recursive: true });
  // The standalone harness page is for local development only.
  rmSync(path.join(tmp, 'index.html'), { force: true });
  writeFileSync(
    path.join(tmp, 'release.json'),
    `${JSON.stringify({ name, version, buildId, builtAt: new Date().toISOString(), buildSeconds: seconds }, null, 2)}\n`,
  );
  renameSync(tmp, target);
  log(`${name} ${version} built in ${seconds.toFixed(1)} s`);
  return { version, built: true, seconds };
}
