import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-launch.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_STATE_DIR = path.resolve(import.meta.dirname, '..', '.cairn', 'e2e');

// Browser suites against the production-like build of `npm start`, in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  // One worker: some suites repoint the shared remote registry, and the machine has two cores.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
