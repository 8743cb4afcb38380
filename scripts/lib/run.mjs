import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CAIRN_DIR, ROOT } from './paths.mjs';

/** Runs a command, streaming its output; rejects with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function log(message) {
  console.log(`\x1b[1m[cairn]\x1b[0m ${message}`);
}

const PNPM_VERSION = '10.34.9';
const LOCAL_PNPM = path.join(CAIRN_DIR, 'tools', 'node_modules', '.bin', 'pnpm');

function works(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0;
}

/**
 * pnpm from the PATH, or a copy installed into .cairn/tools with npm (a fresh machine has only Node
 * and npm; `corepack prepare` fails here with a signature error, DESIGN §2). Nothing global changes.
 */
export function ensurePnpm() {
  if (works('pnpm')) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && works(LOCAL_PNPM)) return LOCAL_PNPM;
  log(`installing pnpm ${PNPM_VERSION} into .cairn/tools`);
  const r = spawnSync(
    'npm',
    ['install', '--prefix', path.join(CAIRN_DIR, 'tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit' },
  );
  if (r.status !== 0 || !works(LOCAL_PNPM)) throw new Error('Could not install pnpm with npm');
  return LOCAL_PNPM;
}

/** `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies(pnpm) {
  const { statSync } = await import('node:fs');
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies');
  await run(pnpm, ['install', '--frozen-lockfile']);
}
