import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotesManifestSchema } from '@cairn/shared/contracts/remotes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';

let releasesDir: string;
let app: ReturnType<typeof buildApp>;
beforeEach(() => {
  releasesDir = mkdtempSync(join(tmpdir(), 'cairn-releases-'));
  app = buildApp(appDepsWithoutDatabase({ releasesDir }));
});
afterEach(async () => {
  await app.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

let writes = 0;
function writeRegistry(content: unknown) {
  const path = join(releasesDir, 'registry.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  // Two writes within one mtime tick must still look different to the reader's cache.
  const time = new Date(Date.now() + ++writes * 1000);
  utimesSync(path, time, time);
}

describe('GET /remotes.json', () => {
  it('lists the live version of each released remote, never cached by the browser', async () => {
    writeRegistry({
      remotes: {
        reader: { live: '0.1.0-aaaa1111', history: ['0.1.0-aaaa1111'] },
        entity: { live: '0.2.0-bbbb2222', history: ['0.1.0-cccc3333', '0.2.0-bbbb2222'] },
      },
    });
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(remotesManifestSchema.parse(response.json())).toEqual({
      remotes: [
        {
          name: 'reader',
          version: '0.1.0-aaaa1111',
          channel: 'stable',
          entry: '/remotes/reader/0.1.0-aaaa1111/remoteEntry.js',
        },
        {
          name: 'entity',
          version: '0.2.0-bbbb2222',
          channel: 'stable',
          entry: '/remotes/entity/0.2.0-bbbb2222/remoteEntry.js',
        },
      ],
    });
  });

  it('reflects a registry change (a rollback) on the next request, with no restart', async () => {
    writeRegistry({
      remotes: { reader: { live: '0.2.0-new00000', history: ['0.1.0-old00000', '0.2.0-new00000'] } },
    });
    expect((await app.inject('/remotes.json')).json().remotes[0].version).toBe('0.2.0-new00000');
    writeRegistry({
      remotes: {
        reader: { live: '0.1.0-old00000', history: ['0.1.0-old00000', '0.2.0-new00000', '0.1.0-old00000'] },
      },
    });
    expect((await app.inject('/remotes.json')).json().remotes[0]).toEqual({
      name: 'reader',
      version: '0.1.0-old00000',
      channel: 'stable',
      entry: '/remotes/reader/0.1.0-old00000/remoteEntry.js',
    });
  });

  it('serves a canary to its share of visitors, the same version to one visitor every time', async () => {
    writeRegistry({
      remotes: {
        reader: {
          live: '0.1.0-stable00',
          history: ['0.1.0-stable00'],
          canary: { version: '0.2.0-canary00', percent: 50, started_at: '2026-11-25T18:00:00.000Z' },
        },
      },
    });
    const versionOf = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/remotes.json', headers });
      expect(response.headers.vary).toBe('Cookie, X-User-Id');
      return response.json().remotes[0] as { version: string; channel: string };
    };
    const seen = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const first = await versionOf({ cookie: `theme=dark; cairn_visitor=${id}` });
      // The same visitor, by cookie or by X-User-Id, always gets the same version.
      expect(await versionOf({ cookie: `cairn_visitor=${id}` })).toEqual(first);
      expect(await versionOf({ 'x-user-id': id })).toEqual(first);
      expect(first.channel).toBe(first.version === '0.2.0-canary00' ? 'canary' : 'stable');
      seen.set(first.version, (seen.get(first.version) ?? 0) + 1);
    }
    expect(seen.get('0.2.0-canary00')).toBeGreaterThan(10);
    expect(seen.get('0.1.0-stable00')).toBeGreaterThan(10);
    // Someone not known yet gets the live version, as does a malformed id (never an error).
    expect(await versionOf({})).toMatchObject({ version: '0.1.0-stable00', channel: 'stable' });
    expect(await versionOf({ 'x-user-id': ' ', cookie: 'cairn_visitor=nope' })).toMatchObject({
      version: '0.1.0-stable00',
    });
  });

  it('answers an empty list before anything was released', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ remotes: [] });
  });

  it('keeps serving the last good registry when the file turns invalid', async () => {
    writeRegistry({ remotes: { submit: { live: '1.0.0-good0000', history: ['1.0.0-good0000'] } } });
    await app.inject('/remotes.json');
    writeRegistry('{ "remotes": { "submit": ');
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json().remotes[0].version).toBe('1.0.0-good0000');
  });

  it('answers a clear 500 when the registry was never valid', async () => {
    writeRegistry({ remotes: { reader: { live: '../../etc', history: [] } } });
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      error: 'The remote registry cannot be read',
      detail: expect.stringMatching(/release versions look like/),
    });
  });
});
