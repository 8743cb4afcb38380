// `npm run dev`: the server (tsx watch), the host and the four remotes as Vite dev servers with HMR
// across the boundary. Open http://127.0.0.1:5173.
import { DEV_REMOTE_PORTS } from '../shared/vite-app.mjs';
import { ensureDependencies, ensurePnpm, run } from './lib/run.mjs';

const pnpm = ensurePnpm();
await ensureDependencies(pnpm);
const apiPort = process.env.PORT ?? '8080';
const commands = [
  { name: 'server', command: `${pnpm} --filter @cairn/server dev`, env: { PORT: apiPort } },
  { name: 'host', command: `${pnpm} --filter @cairn/host exec vite --port 5173 --strictPort`, env: {} },
  ...Object.entries(DEV_REMOTE_PORTS).map(([name, port]) => ({
    name,
    command: `${pnpm} --filter @cairn/remote-${name} exec vite --port ${port} --strictPort`,
    env: {},
  })),
];
await run(
  pnpm,
  [
    'exec',
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    commands.map((c) => c.name).join(','),
    ...commands.map((c) => c.command),
  ],
  {
    env: {
      CAIRN_DEV_REMOTES: '1',
      CAIRN_API_URL: `http://127.0.0.1:${apiPort}`,
      // tsx watch restarts the server on every change while the old PGlite child may still hold the lock.
      CAIRN_DATA_DIR_LOCK_WAIT_MS: '30000',
    },
  },
);
