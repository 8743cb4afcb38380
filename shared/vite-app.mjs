// Vite config shared by the host and the four remotes, so federation settings live in one place.
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { borrowHostRuntimeCore } from './mf-runtime-core.mjs';
import { mfShared, SINGLETONS } from './mf-shared.mjs';
import { REMOTE_NAMES } from './remote-names.mjs';

const SHARED_SRC = fileURLToPath(new URL('./src/', import.meta.url));
const WORKSPACE = fileURLToPath(new URL('../', import.meta.url));

/**
 * CSS Module class names: `<app>_<class>_<hash>`, so the remotes never clash — except for the UI kit in
 * `@cairn/shared`, which every app compiles. Vite's dev server keeps one <style> per file path, so if
 * each app named the kit's classes differently, the last app to load would replace the others' rules;
 * the kit's classes are therefore named the same in every app (`cairn_<class>_<hash of its path>`).
 */
function scopedName(app) {
  return (className, filename) => {
    const file = filename.split('?')[0];
    const shared = file.startsWith(SHARED_SRC);
    const key = shared ? relative(SHARED_SRC, file) : `${app}:${relative(WORKSPACE, file)}`;
    const hash = createHash('sha256').update(`${key}:${className}`).digest('base64url').slice(0, 5);
    return `${shared ? 'cairn' : app}_${className}_${hash}`;
  };
}

/**
 * `@cairn/shared` modules shared through Module Federation (`@cairn/shared/zod`, `@cairn/shared/router`)
 * are also imported by other `@cairn/shared` modules (the contracts import `z`). The MF plugin never
 * redirects an import to a shared module when the importer belongs to the same package (it assumes a
 * package's own files belong with it), so each app would bundle its own zod through the contracts.
 * This plugin resolves those imports as if the app itself made them, so they take the shared copy too.
 * The shared module's own fallback (imported from the plugin's `__prebuild__` modules) is untouched.
 */
function shareSelfImportsOfSharedPackage() {
  const sharedSelfKeys = new Set(Object.keys(SINGLETONS).filter((key) => key.startsWith('@cairn/shared/')));
  let appImporter;
  return {
    name: 'cairn-share-self-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      appImporter = join(config.root, 'package.json');
    },
    resolveId(source, importer, options) {
      if (!sharedSelfKeys.has(source) || !importer?.startsWith(SHARED_SRC)) return null;
      return this.resolve(source, appImporter, { ...options, skipSelf: true });
    },
  };
}

/**
 * The host has no lazy routes (screens come from remotes), so every chunk of its build runs on every
 * page: the shell and the providers of the shared libraries. Vite preloads only the entry's static
 * imports; the providers are dynamic imports made one after another while the share scope initialises
 * (react-dom, then zod, then the router...), a chain of round trips before any remote can render. This
 * lists every chunk in the page so the browser fetches them all at once.
 */
function preloadEveryHostChunk() {
  return {
    name: 'cairn-preload-every-host-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = Object.values(bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && chunk.fileName.startsWith('assets/'))
          .map((chunk) => `/${chunk.fileName}`)
          .filter((href) => !html.includes(href));
        return files.map((href) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * Remotes: `preload.json` in the build lists, for each exposed module, the static import closure of its
 * chunk (JS and CSS), which is what loading it fetches for certain. `mf-manifest.json` lists only part of
 * it (not the expose's own entry chunk nor the share glue it imports), so the server reads this file to
 * write the page's preloads (server/src/features/site/page-preloads.ts).
 */
function exposesPreloadManifest(name, exposes) {
  let root;
  return {
    name: 'cairn-exposes-preload-manifest',
    apply: 'build',
    // What this remote exposes, for shared/src/contracts/remote-configs.test.ts.
    api: { remote: name, exposes },
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const preload = {};
      for (const [expose, source] of Object.entries(exposes)) {
        const id = join(root, source);
        const entry = chunks.find((chunk) => chunk.facadeModuleId === id);
        if (!entry) continue;
        const js = new Set();
        const css = new Set();
        const visit = (chunk) => {
          if (js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) if (byFile.has(file)) visit(byFile.get(file));
        };
        visit(entry);
        preload[expose.replace(/^\.\//, '')] = { js: [...js], css: [...css] };
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(preload, null, 2) });
    },
  };
}

/**
 * The Module Federation runtime wrapper (`@module-federation/runtime`'s `index`, `helpers` and `utils`
 * files, and in a remote the runtime-core shim of mf-runtime-core.mjs) comes out of the plugin's chunking
 * as three or four files of 0.1–1 KiB each, all of which every container loads before anything else.
 * Each is one more request in the queue of HTTP/1.1's six connections on the first load, so they go in
 * one chunk. The remote's fallback copy of the runtime core is a dynamic import of the shim, so it stays
 * a chunk of its own, downloaded only when the host's copy cannot be borrowed.
 */
function federationRuntimeChunk() {
  const files = [/@module-federation[\\/]runtime[\\/]dist[\\/]/, /\0cairn:mf-runtime-core/];
  return {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'mf-runtime', test: (id) => files.some((file) => file.test(id)) }],
        },
      },
    },
  };
}

/** Stamped into every build: `pnpm release` sets it, local builds say `dev`. */
const releaseVersion = process.env.CAIRN_RELEASE_VERSION ?? 'dev';
const buildId = process.env.CAIRN_BUILD_ID ?? 'local';

const testConfig = {
  environment: 'jsdom',
  globals: false,
  css: { modules: { classNameStrategy: 'non-scoped' } },
  setupFiles: [new URL('./src/test/setup.ts', import.meta.url).pathname],
};

/** Dev ports of the remotes under `npm run dev` (each remote's vite dev server), from 5174 on. */
export const DEV_REMOTE_PORTS = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, 5174 + index]));

/**
 * A remote: built with `base: './'` so one build works at any URL (`/remotes/<name>/<version>/`),
 * `dts: false` (type generation costs ~25 s and runtime remotes cannot consume it; the exposed
 * modules are typed by `@cairn/shared/contracts/exposed-modules` instead). `exposes` comes from the
 * screen table (`exposesOf(name)` of `@cairn/shared/contracts/screens`); `REMOTE_<NAME>_PORT` overrides
 * the dev port.
 */
export function remoteConfig({ name, exposes }) {
  const port = Number(process.env[`REMOTE_${name.toUpperCase()}_PORT`] ?? DEV_REMOTE_PORTS[name]);
  return {
    base: './',
    plugins: [
      borrowHostRuntimeCore(),
      shareSelfImportsOfSharedPackage(),
      exposesPreloadManifest(name, exposes),
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: mfShared(),
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.releaseVersion = releaseVersion;
            stats.metaData.buildId = buildId;
          },
        },
        dts: false,
        dev: { remoteHmr: true },
      }),
    ],
    define: { __REMOTE_VERSION__: JSON.stringify(releaseVersion) },
    css: { modules: { generateScopedName: scopedName(name) } },
    server: { port, strictPort: true, origin: `http://127.0.0.1:${port}`, cors: true },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      ...federationRuntimeChunk(),
    },
    test: testConfig,
  };
}

/**
 * Under `pnpm dev` the host answers `/remotes.json` itself, pointing at the remotes' dev servers,
 * so HMR works across the boundary. Builds never contain this: production reads the server's registry.
 */
function devRemoteRegistry() {
  return {
    name: 'cairn-dev-remote-registry',
    apply: 'serve',
    configureServer(server) {
      if (process.env.CAIRN_DEV_REMOTES !== '1') return;
      server.middlewares.use('/remotes.json', (_req, res) => {
        const remotes = Object.entries(DEV_REMOTE_PORTS).map(([name, port]) => ({
          name,
          version: 'dev',
          entry: `http://127.0.0.1:${port}/remoteEntry.js`,
        }));
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify({ remotes }));
      });
    },
  };
}

/** The host: a federation container with no static remotes; they come from `/remotes.json`. */
export function hostConfig({ port, apiTarget }) {
  return {
    base: '/',
    plugins: [
      devRemoteRegistry(),
      shareSelfImportsOfSharedPackage(),
      preloadEveryHostChunk(),
      react(),
      federation({
        name: 'host',
        remotes: {},
        shared: mfShared(),
        // Publishes the host's runtime core for the remotes (see mf-runtime-core.mjs).
        experiments: { provideExternalRuntime: true },
        dts: false,
        dev: { remoteHmr: true },
      }),
    ],
    define: { __REMOTE_VERSION__: JSON.stringify(releaseVersion) },
    css: { modules: { generateScopedName: scopedName('host') } },
    server: {
      port,
      strictPort: true,
      proxy: { '/api': apiTarget, '/remotes.json': apiTarget, '/remotes/': apiTarget },
    },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      ...federationRuntimeChunk(),
    },
    test: testConfig,
  };
}
