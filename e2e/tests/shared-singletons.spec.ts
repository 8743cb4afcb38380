import { expect, test } from '@playwright/test';
import { remoteOf, SCREEN_TABLE } from '../support/screen-table';

// react, react-dom, @tanstack/react-query and the two seams of @cairn/shared (routing, zod) are each
// downloaded once on /app: one container provides each of them and no remote fetches its own fallback
// copy. The remotes also use the host's Module Federation runtime instead of their own.

const LIBS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@cairn/shared/router',
  '@cairn/shared/zod',
] as const;

// How @module-federation/vite names a build's local fallback chunk of a shared library (the seams'
// fallbacks are chunks named after their files, and react-router's own `chunk-XXXXXXXX`).
const FALLBACK_CHUNK: Record<(typeof LIBS)[number], RegExp> = {
  react: /__prebuild__react__prebuild__/,
  'react-dom': /__prebuild__react_mf_2_dom(_mf_1_client)?__prebuild__/,
  '@tanstack/react-query': /__prebuild___mf_0_tanstack_mf_1_react_mf_2_query__prebuild__/,
  '@cairn/shared/router': /\/assets\/(router|chunk-[0-9A-Z]{8})-[\w-]+\.js$/,
  '@cairn/shared/zod': /\/assets\/zod-[\w-]+\.js$/,
};

test('each shared library is downloaded once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Which downloaded scripts hold the MF runtime core (its error codes are in no other file).
  const runtimeCoreFiles: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    runtimeCoreFiles.push(
      response.text().then(
        (body) => (body.includes('RUNTIME-001') ? new URL(response.url()).pathname : null),
        () => null,
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
  for (const lib of LIBS) {
    const fromRemotes = scripts.filter((s) => s.startsWith('/remotes/') && FALLBACK_CHUNK[lib].test(s));
    expect(fromRemotes, `${lib} fetched from a remote`).toEqual([]);
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
  // …so the core was downloaded once, by the host: no remote fetched its fallback copy.
  const coreDownloads = (await Promise.all(runtimeCoreFiles)).filter((file) => file !== null);
  expect(coreDownloads).toHaveLength(1);
  expect(coreDownloads[0]).toMatch(/^\/assets\//);
  const instances = await page.evaluate(() =>
    (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__.__INSTANCES__.map((instance) => instance.name),
  );
  expect(instances.sort()).toEqual(['builder', 'host', 'reader', 'submit']);
});
