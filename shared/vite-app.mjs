// Vite config shared by the host and the four remotes, so federation settings live in one place.
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { hostContainer, remoteContainer } from './mf-build.mjs';
import { borrowHostRuntimeCore } from './mf-runtime-core.mjs';
import { mfShared } from './mf-shared.mjs';
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
 * Remotes: `preload.json` in the build lists, for each exposed module, the static import closure of its
 * chunk (JS and CSS), which is what loading it fetches for certain. The server reads it with
 * `mf-manifest.json` to write the page's preloads (server/src/features/site/page-preloads.ts). The
 * manifest of mf-build.mjs lists the same closure; a release built by @module-federation/vite lists only
 * part of it (not the expose's own chunk nor the share code it imports), so the file stays.
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
 * @module-federation/vite serves `vite dev` (remote HMR across the apps); `vite build` uses the
 * containers of mf-build.mjs instead (docs/decisions.md, "Builds generate their own federation code").
 */
function devOnly(plugins) {
  return plugins.flat().map((plugin) => ({
    ...plugin,
    apply: (config, env) =>
      env.command === 'serve' &&
      (typeof plugin.apply === 'function'
        ? plugin.apply(config, env)
        : (plugin.apply ?? 'serve') === 'serve'),
  }));
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
      remoteContainer({
        name,
        exposes,
        shared: mfShared({ withLazy: true }),
        metaData: () => ({ releaseVersion, buildId }),
      }),
      exposesPreloadManifest(name, exposes),
      react(),
      devOnly(
        federation({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: mfShared(),
          dts: false,
          dev: { remoteHmr: true },
        }),
      ),
    ],
    define: { __REMOTE_VERSION__: JSON.stringify(releaseVersion) },
    css: { modules: { generateScopedName: scopedName(name) } },
    server: { port, strictPort: true, origin: `http://127.0.0.1:${port}`, cors: true },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
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
      hostContainer({ name: 'host', shared: mfShared() }),
      react(),
      devOnly(
        federation({
          name: 'host',
          remotes: {},
          shared: mfShared(),
          // Publishes the host's runtime core for the remotes under `vite dev` (mf-runtime-core.mjs).
          experiments: { provideExternalRuntime: true },
          dts: false,
          dev: { remoteHmr: true },
        }),
      ),
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
      // The host is one chunk: its shell and the shared libraries it provides, all of which every page
      // runs (it has no lazy routes; the screens are the remotes'): ~545 KB minified, ~160 KiB gzip.
      chunkSizeWarningLimit: 650,
    },
    test: testConfig,
  };
}
