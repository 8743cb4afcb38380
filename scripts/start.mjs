// `npm start`: install what is missing, build, then serve the whole product on one origin
// (http://127.0.0.1:8080 unless PORT/HOST say otherwise) on the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';
import { buildAll } from './build.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensureDependencies, ensurePnpm, log } from './lib/run.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
await ensureDependencies(pnpm);
await buildAll(pnpm);
log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
