// @vitest-environment node
// The federation code of production builds (mf-build.mjs). The generated code is checked where it
// matters, by building a fixture remote with Vite and loading it with Module Federation's runtime in a
// Node process, with and without a host; the browser suites (e2e/tests/shared-singletons.spec.ts and
// the outage, rollback and routes suites) check the real apps.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkName, hostInitCode, remoteContainer, shareModuleCode } from '../mf-build.mjs';
import { borrowHostRuntimeCore } from '../mf-runtime-core.mjs';

const FIXTURE = fileURLToPath(new URL('./test/mf-fixture/', import.meta.url));
const RUNTIME_DIR = dirname(
  createRequire(import.meta.url).resolve('@module-federation/runtime/package.json'),
);
const LIBRARIES: Record<string, string> = { 'fixture-base': 'base.js', 'fixture-ui': 'ui.js' };
const SHARED = {
  'fixture-base': { version: '1.2.3', singleton: true, requiredVersion: '^1.2.0' },
  'fixture-ui': { version: '1.2.3', singleton: true, requiredVersion: '^1.2.0' },
};

function buildFixture(outDir: string, shared: Record<string, (typeof SHARED)['fixture-base']>) {
  return build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      // The fixture's libraries, found the way packages are: after remoteContainer (an alias would
      // resolve them before any plugin sees the import).
      {
        name: 'fixture-libraries',
        resolveId: (source: string) => (LIBRARIES[source] ? join(FIXTURE, LIBRARIES[source]) : null),
      },
      borrowHostRuntimeCore(),
      remoteContainer({
        // A name after 'host': among copies nobody has loaded, the runtime would prefer this one.
        name: 'remote',
        exposes: { './Widget': './widget.js' },
        shared,
        metaData: () => ({ releaseVersion: '1.0.0-test', buildId: 'test' }),
      }),
    ],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

describe('a remote built by remoteContainer', () => {
  let outDir: string;
  const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
  const assets = () => readdirSync(join(outDir, 'assets'));
  const load = (scenario: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          join(FIXTURE, 'load-remote.mjs'),
          RUNTIME_DIR,
          pathToFileURL(join(outDir, 'remoteEntry.js')).href,
          scenario,
        ],
        { encoding: 'utf8', timeout: 20_000 },
      ),
    );

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'cairn-mf-build-'));
    await buildFixture(outDir, SHARED);
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('has a remoteEntry.js that exports the container functions and nothing else', () => {
    const exported = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(read('remoteEntry.js'))?.[1] ?? '';
    const names = exported.split(',').map((item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    expect(names.sort()).toEqual(['get', 'init']);
    // The list of shared modules the remote imports was filled in.
    expect(read('remoteEntry.js')).toContain('["fixture-base","fixture-ui"]');
  });

  it('takes every shared library from a host that provides it, and downloads no copy of its own', () => {
    expect(load('host')).toEqual({
      component: 'widget',
      base: 'host base',
      ui: 'host ui',
      defaultExport: 'host base',
      loads: [],
      providers: { 'fixture-base': ['host'], 'fixture-ui': ['host'] },
      borrowedCore: true,
      missing: false,
    });
  });

  it('loads its own copy of a library the host does not provide, which takes the host copy of its imports', () => {
    const result = load('partial');
    expect(result).toMatchObject({ base: 'host base', ui: 'host base', loads: ['ui'] });
    expect(result.providers).toEqual({ 'fixture-base': ['host'], 'fixture-ui': ['remote'] });
  });

  it('takes a host copy that is not loaded yet rather than registering its own over it', () => {
    expect(load('lazy')).toMatchObject({ base: 'host base', ui: 'host base', loads: ['ui'] });
  });

  it('works without a host: its own copies, each library once, its own runtime core', () => {
    expect(load('none')).toEqual({
      component: 'widget',
      base: 'remote base',
      ui: 'remote base',
      defaultExport: 'base',
      loads: ['base', 'ui'],
      providers: { 'fixture-base': ['remote'], 'fixture-ui': ['remote'] },
      borrowedCore: false,
      missing: true,
    });
  });

  it('reads shared libraries without top-level await, so no module waits on another', () => {
    const shareChunks = assets().filter((file) => file.startsWith('shared-imports-'));
    expect(shareChunks.length).toBeGreaterThan(0);
    for (const file of shareChunks) expect(read(`assets/${file}`)).not.toMatch(/\bawait\b/);
  });

  it('names each fallback copy after its library', () => {
    expect(assets()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^fallback-fixture-base-[\w-]{8}\.js$/),
        expect.stringMatching(/^fallback-fixture-ui-[\w-]{8}\.js$/),
        expect.stringMatching(/^fallback-mf-runtime-core-[\w-]{8}\.js$/),
      ]),
    );
  });

  it('writes an mf-manifest.json with its exposes, its shared libraries and its stamp', () => {
    const manifest = JSON.parse(read('mf-manifest.json'));
    expect(manifest.metaData).toMatchObject({
      name: 'remote',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      releaseVersion: '1.0.0-test',
      buildId: 'test',
    });
    expect(manifest.shared.map((s: { name: string }) => s.name)).toEqual(['fixture-base', 'fixture-ui']);
    expect(manifest.shared[0]).toMatchObject({
      version: '1.2.3',
      singleton: true,
      requiredVersion: '^1.2.0',
    });
    expect(manifest.shared[0].assets.js.async[0]).toMatch(/^assets\/fallback-fixture-base-/);
    expect(manifest.shared[0].assets.js.sync).toEqual([]);
    const [widget] = manifest.exposes;
    expect(widget).toMatchObject({ name: 'Widget', path: './Widget' });
    expect(widget.assets.js.sync[0]).toMatch(/^assets\/widget-[\w-]{8}\.js$/);
    expect(widget.assets.js.sync.some((file: string) => file.startsWith('assets/shared-imports-'))).toBe(
      true,
    );
    expect(widget.assets.js.sync.some((file: string) => file.includes('fallback-'))).toBe(false);
  });
});

describe('remoteContainer build checks', () => {
  it('fails when a library is listed before one its fallback copy imports', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'cairn-mf-build-'));
    try {
      const misordered = { 'fixture-ui': SHARED['fixture-ui'], 'fixture-base': SHARED['fixture-base'] };
      await expect(buildFixture(outDir, misordered)).rejects.toThrow(
        /the fallback copy of fixture-ui imports fixture-base, which the shared config must list before it/,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('generated code', () => {
  it('re-exports any export name of a shared library, reserved words included', () => {
    const code = shareModuleCode('reader', 'zod-like', SHARED['fixture-base'], ['enum', 'object']);
    expect(code).toContain('export { e0 as "enum" };');
    expect(code).toContain('export { e1 as "object" };');
    expect(code).toContain('loadShareSync("zod-like"');
  });

  it('gives the host’s own copies to the runtime, loaded, and publishes its runtime core', () => {
    const code = hostInitCode({ name: 'host', shared: { react: SHARED['fixture-base'] } });
    expect(code).toContain('import * as s0 from "react";');
    expect(code).toMatch(/"react": \{ version: "1\.2\.3", shareConfig: .*, lib: \(\) => s0 \}/);
    expect(code).toContain('globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;');
  });

  it('names chunks after what they hold', () => {
    const fallbackIds = { '@tanstack/react-query': '\0cairn-mf:fallback:@tanstack/react-query' };
    const chunk = (name: string, facadeModuleId: string | null, moduleIds: string[]) => ({
      name,
      facadeModuleId,
      moduleIds,
    });
    expect(chunkName(chunk('index', fallbackIds['@tanstack/react-query'], []), fallbackIds)).toBe(
      'fallback-tanstack-react-query',
    );
    expect(chunkName(chunk('react', null, ['\0cairn-mf:share:react']), fallbackIds)).toBe('shared-imports');
    expect(
      chunkName(
        chunk('router', null, ['\0cairn-mf:share:@cairn/shared/router', '/src/ui/button.tsx']),
        fallbackIds,
      ),
    ).toBe('common');
    expect(chunkName(chunk('story-feed', '/src/story-feed.tsx', ['/src/story-feed.tsx']), fallbackIds)).toBe(
      'story-feed',
    );
  });
});
