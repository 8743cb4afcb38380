import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteHealthResponseSchema } from '@cairn/shared/contracts/remote-health';
import { remoteRegistryFileSchema } from '@cairn/shared/contracts/remotes';
import { startCanary } from '@cairn/shared/remote-registry';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { createRegistryReader } from '../../read-models/remote-registry';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { startCanaryGuard } from './canary-guard';

const STABLE = '0.1.0-stable00';
const CANARY = '0.2.0-canary00';
const budget = { badPer1000: 50, minLoads: 10 };
const visitor = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('remote health: telemetry, the ops report and the canary guard', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let releasesDir: string;
  const registryFile = () => join(releasesDir, 'registry.json');
  const readRegistry = () => remoteRegistryFileSchema.parse(JSON.parse(readFileSync(registryFile(), 'utf8')));

  const report = (events: unknown, options: { cookie?: string; contentType?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: JSON.stringify(events),
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  const loads = async (version: string, n: number, kind = 'load', from = 0) => {
    for (let i = from; i < from + n; i++) {
      const events = [{ remote: 'reader', version, kind, ...(kind === 'load' ? { load_ms: 100 + i } : {}) }];
      expect((await report({ events }, { cookie: `cairn_visitor=${visitor(i)}` })).statusCode).toBe(204);
    }
  };

  beforeAll(async () => {
    test = await startTestDatabase();
  });
  beforeEach(async () => {
    releasesDir = mkdtempSync(join(tmpdir(), 'cairn-ops-'));
    writeFileSync(
      registryFile(),
      JSON.stringify({ remotes: { reader: { live: STABLE, history: [STABLE] } } }),
    );
    await test.database.db.execute(sql`delete from remote_telemetry`);
    app = buildApp({
      ...appDepsWithoutDatabase({ releasesDir, canaryBudget: budget }),
      database: test.database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('takes beacon batches (JSON sent as text/plain too) and refuses malformed ones with a 400', async () => {
    const batch = { events: [{ remote: 'reader', version: STABLE, kind: 'load', load_ms: 420 }] };
    expect((await report(batch)).statusCode).toBe(204);
    expect((await report(batch, { contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    const bad = [
      { events: [] },
      { events: [{ remote: 'nobody', version: STABLE, kind: 'load' }] },
      { events: [{ remote: 'reader', version: '../x', kind: 'load' }] },
      { events: [{ remote: 'reader', version: STABLE, kind: 'exploded' }] },
      { events: Array.from({ length: 51 }, () => batch.events[0]) },
    ];
    for (const body of bad) {
      const response = await report(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: '{"events": [',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toMatch(/not JSON/);
  });

  it('reports visitors, load percentiles, failures and errors per 1,000 loads for each version', async () => {
    await loads(STABLE, 20);
    await loads(STABLE, 1, 'load_timeout', 20);
    await loads(STABLE, 4, 'render_error', 0);
    const response = await app.inject('/api/ops/remotes');
    const body = remoteHealthResponseSchema.parse(response.json());
    const reader = body.remotes.find((r) => r.name === 'reader')!;
    expect(reader).toMatchObject({ live: STABLE, canary: null });
    expect(reader.versions).toEqual([
      {
        version: STABLE,
        channel: 'stable',
        visitors: 21,
        loads: 21,
        load_p50_ms: 110,
        load_p95_ms: 118,
        failures: 1,
        errors: 4,
        failures_per_1000: 47.6,
        errors_per_1000: 190.5,
      },
    ]);
    expect(body.budget).toEqual({ bad_per_1000: 50, min_loads: 10 });
    // Nothing in it names a visitor.
    expect(JSON.stringify(body)).not.toContain(visitor(1));
  });

  it('rolls back a canary over its budget by itself, says why, and leaves the live version serving', async () => {
    writeFileSync(registryFile(), JSON.stringify(startCanary(readRegistry(), 'reader', CANARY, 50)));
    const guard = startCanaryGuard({
      db: test.database.db,
      registry: createRegistryReader(releasesDir),
      releasesDir,
      budget,
      intervalMs: 60_000,
      log: pino({ level: 'silent' }),
    });
    try {
      // Healthy so far, and below the minimum number of loads: nothing is decided.
      await loads(CANARY, 9);
      expect(await guard.check()).toEqual([]);
      await loads(CANARY, 5, 'render_error', 9);
      expect(await guard.check()).toEqual([]); // 9 loads < 10
      await loads(CANARY, 3, 'load_failure', 20);
      expect(await guard.check()).toEqual([`reader ${CANARY}`]);

      const registry = readRegistry();
      expect(registry.remotes.reader).toEqual({ live: STABLE, history: [STABLE] });
      const decision = registry.decisions?.at(-1);
      expect(decision).toMatchObject({ remote: 'reader', version: CANARY, action: 'rollback', by: 'server' });
      expect(decision?.reason).toBe(
        '3 load failures and 5 render errors in 12 loads (666.7 per 1,000) exceed the budget of 50 per 1,000',
      );
      const ops = remoteHealthResponseSchema.parse((await app.inject('/api/ops/remotes')).json());
      expect(ops.decisions[0]).toEqual(decision);
      expect(ops.remotes.find((r) => r.name === 'reader')?.versions).toEqual([
        expect.objectContaining({ version: CANARY, channel: 'retired', loads: 12 }),
      ]);
      // Every visitor gets the live version again.
      const manifest = await app.inject({
        url: '/remotes.json',
        headers: { cookie: `cairn_visitor=${visitor(3)}` },
      });
      expect(manifest.json().remotes[0]).toMatchObject({ version: STABLE, channel: 'stable' });
    } finally {
      await guard.stop();
    }
  });

  it('leaves a healthy canary alone', async () => {
    writeFileSync(registryFile(), JSON.stringify(startCanary(readRegistry(), 'reader', CANARY, 10)));
    await loads(CANARY, 40);
    await loads(CANARY, 1, 'render_error', 40);
    const guard = startCanaryGuard({
      db: test.database.db,
      registry: createRegistryReader(releasesDir),
      releasesDir,
      budget,
      intervalMs: 60_000,
      log: pino({ level: 'silent' }),
    });
    expect(await guard.check()).toEqual([]);
    await guard.stop();
    expect(readRegistry().remotes.reader?.canary?.version).toBe(CANARY);
  });
});
