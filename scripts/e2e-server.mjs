// The server the browser suites drive: the production build (`server/dist`, host/dist and the
// releases of `npm start`) on its own port, with a throwaway database and a copy of the releases,
// so tests that repoint the registry never touch the developer's own. Beside it, the local fixture
// news site (E2E_FIXTURE_PORT, default 8182) that the suites submit URLs from: the server may fetch
// from loopback on that one port only, a switch that exists for tests and is never set by `npm start`.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';
import { CAIRN_DIR, RELEASES_DIR, ROOT } from './lib/paths.mjs';

const state = path.join(CAIRN_DIR, 'e2e');
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
cpSync(RELEASES_DIR, path.join(state, 'releases'), { recursive: true });

const fixturePort = process.env.E2E_FIXTURE_PORT ?? '8182';
const tsx = createRequire(path.join(ROOT, 'server', 'package.json')).resolve('tsx');
const fixtureSite = spawn(
  process.execPath,
  ['--import', tsx, path.join(ROOT, 'server', 'src', 'test-support', 'fixture-news-site', 'serve.ts')],
  {
    cwd: path.join(ROOT, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: fixturePort },
  },
);

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
    CAIRN_TEST_FETCH_ALLOW_LOOPBACK: '1',
    CAIRN_TEST_FETCH_ALLOWED_PORTS: fixturePort,
    // The suites (and bench:frontend) submit many articles from 127.0.0.1, all from the one fixture site
    // that stands in for many news sites: generous limits, no per-host cap (README 'Limits').
    CAIRN_RATE_SUBMIT_PER_VISITOR: '100000',
    CAIRN_RATE_SUBMIT_PER_IP: '100000',
    CAIRN_RATE_CHAT_PER_VISITOR: '100000',
    CAIRN_RATE_CHAT_PER_IP: '100000',
    CAIRN_RATE_VOTE_PER_VISITOR: '100000',
    CAIRN_RATE_VOTE_PER_IP: '100000',
    CAIRN_RATE_TELEMETRY_PER_VISITOR: '100000',
    CAIRN_RATE_TELEMETRY_PER_IP: '100000',
    CAIRN_FETCH_PER_HOST: '0',
    // The canary suite decides on a handful of visitors, checked every second (README 'Canary releases').
    CAIRN_CANARY_MIN_LOADS: '5',
    CAIRN_CANARY_CHECK_SECONDS: '1',
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    fixtureSite.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  fixtureSite.kill('SIGTERM');
  process.exit(code ?? 0);
});
fixtureSite.on('exit', (code) => {
  if (server.exitCode === null) {
    console.error(`the fixture news site exited (${code}); stopping the e2e server`);
    server.kill('SIGTERM');
  }
});
