// The one Module Federation `shared` config (DESIGN §2), imported by every app's vite.config.ts.
// Plain ESM (not TypeScript) so Vite's config loader and Node scripts can both import it as is.
// Versions are read from the installed packages, which the pnpm catalog pins to one exact version.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Libraries that must exist once per page: two Reacts break hooks, two routers break context. */
export const SINGLETONS = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];

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
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: caretRange(version), version };
  }
  return shared;
}
