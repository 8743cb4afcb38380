import { defineConfig } from 'vitest/config';
import { REMOTE_NAMES } from './shared/remote-names.mjs';

// The front-end unit suites in one run; the server suite runs on its own (it needs a database).
export default defineConfig({
  test: {
    projects: ['shared', 'host', ...REMOTE_NAMES.map((name) => `remote-${name}`)],
  },
});
