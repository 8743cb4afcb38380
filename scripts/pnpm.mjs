// `node scripts/pnpm.mjs <args>`: pnpm for the root scripts, whether or not the machine has one on PATH.
// A new machine has only Node and npm, so `npm run <script>` must work there: this finds pnpm on PATH or
// installs it into .cairn/tools (scripts/lib/run.mjs), puts it on PATH for everything it starts (package
// scripts call `pnpm` by name), installs the dependencies when they are missing, then runs pnpm.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensurePnpm } from './lib/run.mjs';

const pnpm = ensurePnpm();
const args = process.argv.slice(2);
// `install` is the one command that must not wait for the dependencies it installs.
if (args[0] !== 'install' && args[0] !== 'i') await ensureDependencies(pnpm, { quiet: true });
const child = spawn(pnpm, args, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
