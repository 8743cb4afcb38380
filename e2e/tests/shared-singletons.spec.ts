import { expect, test } from '@playwright/test';
import { remoteOf, SCREEN_TABLE } from '../support/screen-table';

// react, react-dom, @tanstack/react-query and the two seams of @cairn/shared (routing, zod) are each
// downloaded once on /app: the host provides each of them and no remote fetches its own fallback copy.
// The remotes also use the host's Module Federation runtime instead of their own. And a remote still
// works without the host, on its own copies (the federation code of builds: shared/mf-build.mjs).

const LIBS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  '@cairn/shared/router',
  '@cairn/shared/zod',
] as const;

// A string found in each library's production code and in no other file (the same ones as
// bench/frontend/browser.mjs): a downloaded script that holds it is one copy of that library. The seams of
// @cairn/shared carry react-router's and zod's code; the MF runtime core has its error codes.
const SIGNATURES: Record<string, string> = {
  react: 'takes an object of state variables to update',
  'react-dom': '__reactFiber$',
  'react-router': '__reactRouterVersion',
  '@tanstack/react-query': 'No QueryClient set',
  zod: 'Encountered Promise during synchronous parse',
  'MF runtime core': 'RUNTIME-001',
};

test('each shared library is downloaded once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Which downloaded scripts hold each library.
  const bodies: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.text().then(
        (body) => ({ path, body }),
        () => ({ path, body: '' }),
      ),
    );
  });
  await page.goto('/app');
  await expect(page.getByText('New Low Maturity Threads')).toBeVisible();
  await expect(page.getByPlaceholder('Paste news URL, text, or upload file...')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Every remote of the page (the screen table's /app) really loaded from its release folder.
  const app = SCREEN_TABLE.pages['/app'];
  for (const remote of new Set([app.main, ...app.beside].map(remoteOf))) {
    expect(scripts.some((s) => s.startsWith(`/remotes/${remote}/`) && s.endsWith('/remoteEntry.js'))).toBe(
      true,
    );
  }
  // Each library was downloaded once, from the host: no remote fetched its fallback copy.
  const downloaded = await Promise.all(bodies);
  for (const [lib, signature] of Object.entries(SIGNATURES)) {
    const files = downloaded.filter(({ body }) => body.includes(signature)).map(({ path }) => path);
    expect(files, `the scripts holding ${lib}`).toHaveLength(1);
    expect(files[0], `${lib} comes from the host`).toMatch(/^\/assets\//);
  }
  // No script was downloaded twice.
  const duplicates = scripts.filter((s, i) => scripts.indexOf(s) !== i);
  expect(duplicates).toEqual([]);

  // Every container's share scope resolves each library to the same single provider.
  const providers = await page.evaluate(
    (libs) => {
      type Entry = { from: string };
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
        .__FEDERATION__?.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(share ?? {})) {
        const byName = (scope as Record<string, Record<string, Record<string, Entry>>>).default ?? {};
        for (const lib of libs) {
          for (const entry of Object.values(byName[lib] ?? {})) {
            result[lib] = [...new Set([...(result[lib] ?? []), `${entry.from}`])];
          }
        }
      }
      return result;
    },
    LIBS as unknown as string[],
  );
  for (const lib of LIBS) {
    expect(providers[lib], `${lib} providers`).toHaveLength(1);
  }

  // The host published its runtime core and the remotes took it (shared/mf-runtime-core.mjs).
  const runtimeFrom = await page.evaluate(
    () =>
      (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM?.name,
  );
  expect(runtimeFrom).toBe('host');
  // (so the core was downloaded once, by the host: checked with the libraries above).
  const instances = await page.evaluate(() =>
    (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__.__INSTANCES__.map((instance) => instance.name),
  );
  expect(instances.sort()).toEqual(['builder', 'host', 'reader', 'submit']);
});

test('a remote container works without a host: it loads its own copy of each shared library', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // A document of the site that runs no Cairn script: no host, no share scope, no runtime core to borrow.
  // Not an /api answer: those carry `default-src 'none'`, which would refuse the import itself.
  await page.goto('/remotes.json');
  const registry = await (await page.request.get('/remotes.json')).json();
  const reader = registry.remotes.find((remote: { name: string }) => remote.name === 'reader');
  const result = await page.evaluate(async (entry) => {
    const container = await import(/* @vite-ignore */ entry);
    await container.init({}, [], {});
    const module = (await container.get('./StoryFeed'))();
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } })
      .__FEDERATION__;
    return {
      component: typeof module.default,
      instances: federation.__INSTANCES__.map((instance) => instance.name),
    };
  }, new URL(reader.entry, page.url()).href);
  expect(result).toEqual({ component: 'function', instances: ['reader'] });
  // Its own copies: the runtime core and the fallbacks of the libraries its screens import.
  const own = (pattern: RegExp) => scripts.filter((s) => s.startsWith('/remotes/reader/') && pattern.test(s));
  const libs = [
    'react',
    'react-jsx-runtime',
    'tanstack-react-query',
    'cairn-shared-router',
    'cairn-shared-zod',
  ];
  for (const lib of ['mf-runtime-core', ...libs]) {
    expect(own(new RegExp(`/assets/fallback-${lib}-[\\w-]{8}\\.js$`)), `${lib} fallback`).toHaveLength(1);
  }
});
