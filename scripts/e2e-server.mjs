// The server the browser suites drive: the production build (`server/dist`, host/dist and the
// releases of `npm start`) on its own port, with a throwaway database and a copy of the releases,
// so tests that repoint the registry never touch the developer's own.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';
import { CAIRN_DIR, RELEASES_DIR, ROOT } from './lib/paths.mjs';

const state = path.join(CAIRN_DIR, 'e2e');
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
cpSync(RELEASES_DIR, path.join(state, 'releases'), { recursive: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '8181',
    CAIRN_DATA_DIR: path.join(state, 'data'),
    CAIRN_RELEASES_DIR: path.join(state, 'releases'),
    DATABASE_URL: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    CAIRN_DEMO_CORPUS: '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
