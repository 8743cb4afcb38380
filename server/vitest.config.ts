import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Provides the initialised PGlite folder that every database test file copies for its own child
    // (see the file), or nothing when TEST_DATABASE_URL points at a real PostgreSQL.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Tests start and signal child processes; separate processes keep that away from vitest's own.
    pool: 'forks',
    // Most of a database test file's time is spent waiting on its PGlite child (another process), so more
    // files than cores run well; vitest's default here would be one at a time (cores - 1).
    maxWorkers: 3,
    env: { LOG_LEVEL: 'silent' },
  },
});
