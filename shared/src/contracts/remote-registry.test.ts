import { describe, expect, it } from 'vitest';
import {
  canaryBucket,
  DECISIONS_KEPT,
  endCanary,
  promoteCanary,
  rollback,
  startCanary,
  useVersion,
  versionForVisitor,
} from '../../remote-registry.mjs';
import { type RemoteRegistryFile, remoteRegistryFileSchema } from './remotes';

const AT = '2026-11-25T18:00:00.000Z';
const base: RemoteRegistryFile = {
  remotes: { reader: { live: '0.1.0-stable00', history: ['0.1.0-old00000', '0.1.0-stable00'] } },
};
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('canary buckets', () => {
  it('give one visitor the same bucket every time, whatever the case of the id', () => {
    const id = 'AbCdEf00-0000-4000-8000-000000000001';
    expect(canaryBucket(id, 'reader')).toBe(canaryBucket(id.toLowerCase(), 'reader'));
    expect(canaryBucket(id, 'reader')).toBeGreaterThanOrEqual(0);
    expect(canaryBucket(id, 'reader')).toBeLessThan(100);
  });

  it('spread visitors evenly, and independently for each remote', () => {
    const visitors = ids(10_000);
    const share = (remote: string, percent: number) =>
      visitors.filter((id) => canaryBucket(id, remote) < percent).length / visitors.length;
    expect(share('reader', 10)).toBeCloseTo(0.1, 1);
    expect(share('builder', 50)).toBeCloseTo(0.5, 1);
    const both = visitors.filter((id) => canaryBucket(id, 'reader') < 50 && canaryBucket(id, 'builder') < 50);
    expect(both.length / visitors.length).toBeCloseTo(0.25, 1);
  });
});

describe('registry rules', () => {
  it('serves a canary to its share of visitors and the live version to everyone else', () => {
    const registry = startCanary(base, 'reader', '0.2.0-canary0', 30, AT);
    expect(remoteRegistryFileSchema.parse(registry)).toEqual(registry);
    const entry = registry.remotes.reader!;
    expect(entry.canary).toEqual({ version: '0.2.0-canary0', percent: 30, started_at: AT });
    const got = ids(1000).map((id) => versionForVisitor(entry, 'reader', id));
    const canaries = got.filter((v) => v.channel === 'canary');
    expect(canaries.every((v) => v.version === '0.2.0-canary0')).toBe(true);
    expect(canaries.length).toBeGreaterThan(250);
    expect(canaries.length).toBeLessThan(350);
    // A visitor not known yet gets the live version.
    expect(versionForVisitor(entry, 'reader', undefined)).toEqual({
      version: '0.1.0-stable00',
      channel: 'stable',
    });
    expect(registry.decisions?.at(-1)).toMatchObject({
      action: 'canary',
      by: 'cli',
      version: '0.2.0-canary0',
    });
    // The registry given is left alone.
    expect(base.remotes.reader?.canary).toBeUndefined();
  });

  it('promotes a canary to everyone, or ends it (by hand or by the server, with a reason)', () => {
    const canary = startCanary(base, 'reader', '0.2.0-canary0', 10, AT);
    const promoted = promoteCanary(canary, 'reader', AT);
    expect(promoted.remotes.reader).toEqual({
      live: '0.2.0-canary0',
      history: ['0.1.0-old00000', '0.1.0-stable00', '0.2.0-canary0'],
    });
    const ended = endCanary(canary, 'reader', { by: 'server', reason: 'too many errors', at: AT });
    expect(ended.remotes.reader).toEqual(base.remotes.reader);
    expect(ended.decisions?.at(-1)).toEqual({
      at: AT,
      remote: 'reader',
      version: '0.2.0-canary0',
      action: 'rollback',
      by: 'server',
      reason: 'too many errors',
    });
    // A newer canary is not ended for its predecessor's errors.
    const newer = startCanary(canary, 'reader', '0.3.0-canary1', 10, AT);
    expect(endCanary(newer, 'reader', { expectedVersion: '0.2.0-canary0' })).toBe(newer);
  });

  it('refuses what makes no sense, with a sentence', () => {
    expect(() => startCanary(base, 'reader', '0.2.0-x', 0)).toThrow(/1 to 99/);
    expect(() => startCanary(base, 'reader', '0.2.0-x', 100)).toThrow(/1 to 99/);
    expect(() => startCanary(base, 'reader', '0.1.0-stable00', 10)).toThrow(/already live/);
    expect(() => startCanary(base, 'builder', '0.1.0-x', 10)).toThrow(/no live version/);
    expect(() => promoteCanary(base, 'reader')).toThrow(/no canary/);
    expect(() => endCanary(base, 'reader')).toThrow(/no canary/);
  });

  it('keeps the last decisions only, and use/rollback end a canary too', () => {
    let registry: RemoteRegistryFile = base;
    for (let i = 0; i < DECISIONS_KEPT + 5; i++)
      registry = useVersion(registry, 'reader', '0.1.0-stable00', AT);
    expect(registry.decisions).toHaveLength(DECISIONS_KEPT);
    const canary = startCanary(base, 'reader', '0.2.0-canary0', 10, AT);
    expect(useVersion(canary, 'reader', '0.1.0-old00000').remotes.reader?.canary).toBeUndefined();
    expect(rollback(canary, 'reader').remotes.reader).toEqual({
      live: '0.1.0-old00000',
      history: ['0.1.0-old00000'],
    });
  });
});
