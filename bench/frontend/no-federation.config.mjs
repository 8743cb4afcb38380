// The same app as `npm start` serves, built WITHOUT Module Federation: the host's sources and every
// remote's exposed modules in one Vite build, each screen still a lazy chunk (a dynamic import), so the
// only difference from the real build is federation itself. Nothing in host/ or the remotes changes:
// two host modules are swapped at resolve time for the ones in ./no-federation/ —
//   host/src/remotes/load-exposed-module.ts → imports each exposed module directly;
//   host/src/remotes/registry.ts            → no /remotes.json and no federation runtime.
// The exposed modules come from the screen table (shared/src/contracts/screens.ts), like the remotes'
// own `exposes`, so they cannot drift.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
const HOST = path.join(ROOT, 'host');
const SHARED_SRC = path.join(ROOT, 'shared', 'src') + path.sep;
const EXPOSED_MODULES_ID = 'virtual:cairn-exposed-modules';

// Vite and its React plugin are the host's own devDependencies: resolve them from there.
const hostRequire = createRequire(path.join(HOST, 'package.json'));
const importFromHost = (name) => import(pathToFileURL(hostRequire.resolve(name)).href);

/** The screen table module (TypeScript, so through tsx). */
export async function importScreenTable() {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {typeof import('../../shared/src/contracts/screens.ts')} */
  const screens = await tsImport(
    path.join(ROOT, 'shared', 'src', 'contracts', 'screens.ts'),
    import.meta.url,
  );
  return screens;
}

/** `{ 'reader/StoryFeed': '/abs/remote-reader/src/…/story-feed.tsx', … }` from the screen table. */
export async function exposedModules() {
  const { SCREEN_TABLE, remoteOf } = await importScreenTable();
  const modules = Object.fromEntries(
    Object.entries(SCREEN_TABLE.screens).map(([id, screen]) => [
      id,
      path.join(ROOT, `remote-${remoteOf(id)}`, screen.source),
    ]),
  );
  if (Object.keys(modules).length === 0) throw new Error('found no exposed modules');
  return modules;
}

/** Generates the loader table and swaps the two host modules for the bench's own. */
function withoutFederation() {
  const swaps = new Map([
    [
      path.join(HOST, 'src', 'remotes', 'load-exposed-module.ts'),
      path.join(HERE, 'no-federation', 'load-exposed-module.ts'),
    ],
    [path.join(HOST, 'src', 'remotes', 'registry.ts'), path.join(HERE, 'no-federation', 'registry.ts')],
  ]);
  const resolvedId = `\0${EXPOSED_MODULES_ID}`;
  return {
    name: 'cairn-bench-without-federation',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === EXPOSED_MODULES_ID) return resolvedId;
      if (!importer || !/(load-exposed-module|registry)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const entries = Object.entries(await exposedModules()).map(
        ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
      );
      return `export const exposedModuleLoaders = {\n${entries.join('\n')}\n};\n`;
    },
  };
}

/** CSS Module names as shared/vite-app.mjs makes them, so the CSS and the class maps weigh the same. */
function scopedName(className, filename) {
  const file = filename.split('?')[0];
  const shared = file.startsWith(SHARED_SRC);
  const app = /[\\/]remote-(\w+)[\\/]/.exec(file)?.[1] ?? 'host';
  const key = shared ? path.relative(SHARED_SRC, file) : `${app}:${path.relative(ROOT + path.sep, file)}`;
  const hash = createHash('sha256').update(`${key}:${className}`).digest('base64url').slice(0, 5);
  return `${shared ? 'cairn' : app}_${className}_${hash}`;
}

/** Builds the no-federation variant into `outDir` (a folder the caller owns). */
export async function buildWithoutFederation(outDir) {
  const { build } = await importFromHost('vite');
  const { default: react } = await importFromHost('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: HOST,
    base: '/',
    logLevel: 'warn',
    plugins: [withoutFederation(), react()],
    define: { __REMOTE_VERSION__: JSON.stringify('bundled') },
    css: { modules: { generateScopedName: scopedName } },
    // One copy of each library even though five packages depend on it (pnpm links the same files).
    resolve: { dedupe: ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'zod'] },
    build: { target: 'es2022', outDir, emptyOutDir: true },
  });
}
