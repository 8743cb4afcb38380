import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './lib/paths';

describe('loadConfig', () => {
  it('defaults to the embedded database and folders under the repository', () => {
    const root = repoRoot();
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      dataDir: join(root, '.cairn', 'data'),
      hostDir: join(root, 'host', 'dist'),
      releasesDir: join(root, '.cairn', 'releases'),
      logLevel: 'info',
      // The loopback exception of the fetcher is off unless a test turns it on.
      testFetchAllowLoopback: false,
      testFetchAllowedPorts: [],
      jobExpireSeconds: 90,
      dataDirLockWaitMs: 0,
      wikidataFile: undefined,
      demoCorpus: true,
    });
  });

  it('reads the pipeline settings and refuses bad ones', () => {
    expect(
      loadConfig({
        CAIRN_TEST_FETCH_ALLOW_LOOPBACK: '1',
        CAIRN_TEST_FETCH_ALLOWED_PORTS: '4319,4320',
        CAIRN_JOB_EXPIRE_SECONDS: '5',
        CAIRN_DEMO_CORPUS: '0',
      }),
    ).toMatchObject({
      testFetchAllowLoopback: true,
      testFetchAllowedPorts: [4319, 4320],
      jobExpireSeconds: 5,
      dataDirLockWaitMs: 0,
      wikidataFile: undefined,
      demoCorpus: false,
    });
    expect(() => loadConfig({ CAIRN_JOB_EXPIRE_SECONDS: '1' })).toThrow(/CAIRN_JOB_EXPIRE_SECONDS/);
    expect(() => loadConfig({ CAIRN_TEST_FETCH_ALLOWED_PORTS: 'eighty' })).toThrow(
      /CAIRN_TEST_FETCH_ALLOWED_PORTS/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '3000',
      DATABASE_URL: 'postgres://u:p@db:5432/cairn',
      CAIRN_DATA_DIR: '/srv/data',
      CAIRN_HOST_DIR: '/srv/host',
      CAIRN_RELEASES_DIR: '/srv/releases',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: 'postgres://u:p@db:5432/cairn',
      dataDir: '/srv/data',
      hostDir: '/srv/host',
      releasesDir: '/srv/releases',
      logLevel: 'warn',
    });
  });

  it('resolves relative folders against the folder the command was run from (INIT_CWD)', () => {
    expect(loadConfig({ INIT_CWD: '/home/me/cairn', CAIRN_DATA_DIR: 'tmp/data' }).dataDir).toBe(
      '/home/me/cairn/tmp/data',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('names every bad variable with what was given', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: must be a whole number between 0 and 65535 \(got "eighty"\)/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(attempt).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
