// The one Module Federation `shared` config (DESIGN §2), imported by every app's vite.config.ts.
// Plain ESM (not TypeScript) so Vite's config loader and Node scripts can both import it as is.
// Versions are read from the installed packages, which the pnpm catalog pins to one exact version.
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

function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/** `^major.minor.0` of what is installed: remotes built against an older patch still match. */
function caretRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

export function mfShared() {
  const shared = {};
  for (const [name, versionOf] of Object.entries(SINGLETONS)) {
    const version = installedVersion(versionOf);
    shared[name] = { singleton: true, requiredVersion: caretRange(version), version };
  }
  return shared;
}
