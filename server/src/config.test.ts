import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPipelineThreads, loadConfig, tileImageSource } from './config';
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
      tileUrl: undefined,
      // Limits for a public site (README 'Limits'): per minute, per visitor id and per address.
      rateLimits: {
        submit: { perVisitor: 10, perIp: 60 },
        chat: { perVisitor: 20, perIp: 120 },
        votes: { perVisitor: 120, perIp: 600 },
        telemetry: { perVisitor: 60, perIp: 600 },
      },
      fetchPerHost: 2,
      fetchConcurrency: 8,
      // X-Forwarded-For is believed only when the operator names the proxy.
      trustProxy: false,
      pipelineThreads: defaultPipelineThreads(),
      pipelineTaskTimeoutMs: 45_000,
      // A canary failing on more than 5% of at least 20 loads is rolled back, checked every 5 s.
      canary: { budget: { badPer1000: 50, minLoads: 20 }, checkIntervalMs: 5000 },
    });
  });

  it('reads the canary budget and refuses a nonsensical one', () => {
    expect(
      loadConfig({
        CAIRN_CANARY_BUDGET_PER_1000: '12.5',
        CAIRN_CANARY_MIN_LOADS: '4',
        CAIRN_CANARY_CHECK_SECONDS: '1',
      }).canary,
    ).toEqual({ budget: { badPer1000: 12.5, minLoads: 4 }, checkIntervalMs: 1000 });
    expect(() => loadConfig({ CAIRN_CANARY_MIN_LOADS: '0' })).toThrow(/CAIRN_CANARY_MIN_LOADS/);
    expect(() => loadConfig({ CAIRN_CANARY_BUDGET_PER_1000: '-1' })).toThrow(/CAIRN_CANARY_BUDGET/);
  });

  it('reads the pipeline threads (0: on the main thread) and their task timeout', () => {
    expect(loadConfig({ CAIRN_PIPELINE_THREADS: '0' }).pipelineThreads).toBe(0);
    expect(
      loadConfig({ CAIRN_PIPELINE_THREADS: '3', CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS: '10' }),
    ).toMatchObject({ pipelineThreads: 3, pipelineTaskTimeoutMs: 10_000 });
    expect(() => loadConfig({ CAIRN_PIPELINE_THREADS: 'many' })).toThrow(
      /CAIRN_PIPELINE_THREADS: must be a whole/,
    );
    expect(() => loadConfig({ CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS: '0' })).toThrow(
      /CAIRN_PIPELINE_TASK_TIMEOUT_SECONDS/,
    );
    // One core stays with the event loop; each thread holds its own ~160 MB place index, so at most 2.
    expect([1, 2, 3, 16].map((cores) => defaultPipelineThreads(cores))).toEqual([1, 1, 2, 2]);
  });

  it('reads the rate limits and fetch caps, 0 meaning none, and refuses bad ones', () => {
    expect(
      loadConfig({
        CAIRN_RATE_SUBMIT_PER_VISITOR: '5',
        CAIRN_RATE_SUBMIT_PER_IP: '0',
        CAIRN_RATE_CHAT_PER_VISITOR: '0',
        CAIRN_RATE_CHAT_PER_IP: '300',
        CAIRN_RATE_VOTE_PER_VISITOR: '30',
        CAIRN_FETCH_PER_HOST: '0',
        CAIRN_FETCH_CONCURRENCY: '32',
      }),
    ).toMatchObject({
      rateLimits: {
        submit: { perVisitor: 5, perIp: 0 },
        chat: { perVisitor: 0, perIp: 300 },
        votes: { perVisitor: 30, perIp: 600 },
      },
      fetchPerHost: 0,
      fetchConcurrency: 32,
    });
    expect(() => loadConfig({ CAIRN_RATE_SUBMIT_PER_VISITOR: '10/min' })).toThrow(
      /CAIRN_RATE_SUBMIT_PER_VISITOR: must be a whole number of requests per minute \(0 means no limit\) \(got "10\/min"\)/,
    );
    expect(() => loadConfig({ CAIRN_RATE_CHAT_PER_IP: '1000001' })).toThrow(
      /CAIRN_RATE_CHAT_PER_IP: must be at most/,
    );
    expect(() => loadConfig({ CAIRN_FETCH_PER_HOST: '-1' })).toThrow(
      /CAIRN_FETCH_PER_HOST: must be a whole number/,
    );
    expect(() => loadConfig({ CAIRN_FETCH_CONCURRENCY: '5000' })).toThrow(
      /CAIRN_FETCH_CONCURRENCY: must be at most 1000/,
    );
  });

  it('refuses an address limit below the visitor limit: several visitors can share one address', () => {
    expect(() => loadConfig({ CAIRN_RATE_SUBMIT_PER_VISITOR: '70' })).toThrow(
      /CAIRN_RATE_SUBMIT_PER_IP: must be at least CAIRN_RATE_SUBMIT_PER_VISITOR \(70\), or 0/,
    );
    expect(() => loadConfig({ CAIRN_RATE_CHAT_PER_IP: '10' })).toThrow(
      /CAIRN_RATE_CHAT_PER_IP: must be at least/,
    );
    expect(
      loadConfig({ CAIRN_RATE_SUBMIT_PER_VISITOR: '70', CAIRN_RATE_SUBMIT_PER_IP: '0' }).rateLimits.submit,
    ).toEqual({ perVisitor: 70, perIp: 0 });
  });

  it('trusts X-Forwarded-For only from a number of proxies or from named ones, never from anyone', () => {
    expect(loadConfig({ CAIRN_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ CAIRN_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ CAIRN_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ CAIRN_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', '10.0.0.0/33', '10.1', 'proxy.example']) {
      expect(() => loadConfig({ CAIRN_TRUST_PROXY: bad })).toThrow(
        /CAIRN_TRUST_PROXY: must be 0 \(off\), the number of proxies/,
      );
    }
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

  it('reads a map tile URL template, and says what is wrong with a bad one', () => {
    const template = 'https://tile.example.org/{z}/{x}/{y}.png';
    expect(loadConfig({ CAIRN_TILE_URL: template }).tileUrl).toBe(template);
    expect(loadConfig({ CAIRN_TILE_URL: '' }).tileUrl).toBeUndefined();
    const bad = (value: string, message: RegExp) => {
      const attempt = () => loadConfig({ CAIRN_TILE_URL: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(message);
    };
    bad('tiles please', /CAIRN_TILE_URL: must be an http\(s\) URL template/);
    bad('ftp://tile.example.org/{z}/{x}/{y}.png', /CAIRN_TILE_URL: must be an http:\/\/ or https:\/\//);
    bad('https://tile.example.org/tiles.png', /CAIRN_TILE_URL: must contain \{z\}, \{x\} and \{y\}/);
    bad('https://u:p@tile.example.org/{z}/{x}/{y}.png', /user name or password/);
    bad('https://tile-{s}.example.org/{z}/{x}/{y}.png', /first label of the host name/);
  });
});

describe('tileImageSource', () => {
  it("is the template's origin, with Leaflet's {s} subdomains as a wildcard", () => {
    expect(tileImageSource('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileImageSource('http://127.0.0.1:8090/tiles/{z}/{x}/{y}@2x.png?key=k')).toBe(
      'http://127.0.0.1:8090',
    );
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});
