// The one Module Federation `shared` config (DESIGN §2), imported by every app's vite.config.ts.
// Plain ESM (not TypeScript) so Vite's config loader and Node scripts can both import it as is.
// Versions are read from the installed packages, which the pnpm catalog pins to one exact version.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Modules that must exist once per page: two Reacts break hooks, two routers break context.
 * Routing is shared through `@cairn/shared/router` (the exports remotes use, re-exported from the
 * host's react-router) rather than `react-router` itself, whose whole module a share would download;
 * its version is react-router's (see shared/src/router.ts and docs/decisions.md). `react/jsx-runtime`
 * and `react-dom/client` are entry points of react and react-dom: the host has both in its bundle, and
 * providing them keeps a remote from fetching its own copy (a remote built by @module-federation/vite
 * loads every entry point it was built with).
 * Each module comes after the ones it imports: a remote resolves them in this order, and a fallback
 * copy (react-query's, say) takes its imports (react) from the modules before it (mf-build.mjs checks).
 */
export const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  '@cairn/shared/router': 'react-router',
  '@cairn/shared/zod': 'zod',
};

/**
 * Modules shared once per page but provided by no one up front: the host never loads them, and a
 * remote resolves each the first time its code imports it (a lazily loaded chunk), to the copy the share
 * scope already has (another remote's, loaded or not) or else to its own, which it then offers the
 * others. The place map's Leaflet (shared/src/map): downloaded when the first map scrolls into view, and
 * once however many remotes draw maps. Leaflet comes before react-leaflet, which imports it.
 */
export const LAZY_SINGLETONS = {
  leaflet: 'leaflet',
  'react-leaflet': 'react-leaflet',
};
/**
 * The module a lazy share is built from, when not the package's main one: Leaflet's main file is a
 * browser-only UMD script whose exports a build cannot list, so its ES module build is shared instead.
 */
const LAZY_ENTRIES = { leaflet: 'leaflet/dist/leaflet-src.esm.js' };

function installedVersion(name) {
  try {
    return require(`${name}/package.json`).version;
  } catch {
    // A package whose `exports` hide its package.json (react-leaflet): read it from this package's folder.
    const file = new URL(`./node_modules/${name}/package.json`, import.meta.url);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  }
}

/** `^major.minor.0` of what is installed: remotes built against an older patch still match. */
function caretRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * The shared config. `withLazy` adds LAZY_SINGLETONS (marked `lazy`) for the builds of remotes
 * (mf-build.mjs); the host provides only SINGLETONS, and the dev plugin bundles Leaflet per remote.
 */
export function mfShared({ withLazy = false } = {}) {
  const shared = {};
  for (const [name, versionOf] of Object.entries(SINGLETONS)) {
    const version = installedVersion(versionOf);
    shared[name] = { singleton: true, requiredVersion: caretRange(version), version };
  }
  if (withLazy) {
    for (const [name, versionOf] of Object.entries(LAZY_SINGLETONS)) {
      const version = installedVersion(versionOf);
      const entry = LAZY_ENTRIES[name];
      shared[name] = {
        singleton: true,
        requiredVersion: caretRange(version),
        version,
        lazy: true,
        ...(entry ? { entry } : {}),
      };
    }
  }
  return shared;
}
