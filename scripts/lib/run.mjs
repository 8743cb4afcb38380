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
        ? resolve(undefined)
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function log(message) {
  console.log(`\x1b[1m[cairn]\x1b[0m ${message}`);
}

const PNPM_VERSION = '10.34.9';
const LOCAL_BIN = path.join(CAIRN_DIR, 'tools', 'node_modules', '.bin');
const LOCAL_PNPM = path.join(LOCAL_BIN, 'pnpm');

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
  if (!(existsSync(LOCAL_PNPM) && works(LOCAL_PNPM))) {
    // On stderr, like npm's own output: a command's stdout may be data.
    console.error(`[cairn] installing pnpm ${PNPM_VERSION} into .cairn/tools`);
    const r = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        path.join(CAIRN_DIR, 'tools'),
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: ['ignore', 2, 2] },
    );
    if (r.status !== 0 || !works(LOCAL_PNPM)) throw new Error('Could not install pnpm with npm');
  }
  // Package scripts and pnpm's recursive runs call `pnpm` by name: everything this process starts must
  // find the copy it installed (a new user's PATH has none).
  process.env.PATH = `${LOCAL_BIN}${path.delimiter}${process.env.PATH ?? ''}`;
  return LOCAL_PNPM;
}

/** `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies(pnpm, { quiet = false } = {}) {
  const { statSync } = await import('node:fs');
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // Quiet: a command whose stdout is data (`npm run -s cairn -- match --jsonl`) keeps it clean.
  if (!quiet) log('installing dependencies');
  await run(pnpm, ['install', '--frozen-lockfile', ...(quiet ? ['--reporter=silent'] : [])], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}
