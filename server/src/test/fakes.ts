import type { Drizzle } from '../db/database';
import type { AppDeps } from '../http/app';

/** App dependencies for tests that never reach the database (static files, registry, errors, docs). */
export function appDepsWithoutDatabase(overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    database: {
      kind: 'pglite',
      ping: async () => 1,
      db: new Proxy({} as Drizzle, {
        get() {
          throw new Error('this test has no database');
        },
      }),
    },
    jobs: { stats: async () => ({ queued: 0, active: 0, failed: 0 }) },
    hostDir: '/nonexistent/host',
    releasesDir: '/nonexistent/releases',
    ...overrides,
  };
}
