import { defineConfig } from 'vitest/config';

// The front-end unit suites in one run; the server suite runs on its own (it needs a database).
export default defineConfig({
  test: {
    projects: ['shared', 'host', 'remote-reader', 'remote-builder', 'remote-submit', 'remote-entity'],
  },
});
