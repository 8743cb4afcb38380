// The same app as `npm start` serves, built WITHOUT Module Federation: the host's sources and every
// remote's exposed modules in one Vite build, each screen still a lazy chunk (a dynamic import), so the
// only difference from the real build is federation itself. Nothing in host/ or the remotes changes:
// two host modules are swapped at resolve time for the ones in ./no-federation/ —
//   host/src/remotes/load-exposed-module.ts → imports each exposed module directly;
//   host/src/remotes/registry.ts            → no /remotes.json and no federation runtime.
// The list of exposed modules is read from each remote's vite.config.ts, so it cannot drift.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
const HOST = path.join(ROOT, 'host');
const SHARED_SRC = path.join(ROOT, 'shared', 'src') + path.sep;
const REMOTES = ['reader', 'builder', 'submit', 'entity'];
const EXPOSED_MODULES_ID = 'virtual:cairn-exposed-modules';

// Vite and its React plugin are the host's own devDependencies: resolve them from there.
const hostRequire = createRequire(path.join(HOST, 'package.json'));
const importFromHost = (name) => import(pathToFileURL(hostRequire.resolve(name)).href);

/** `{ 'reader/StoryFeed': '/abs/remote-reader/src/…/story-feed.tsx', … }` from the remotes' configs. */
export function exposedModules() {
  const modules = {};
  for (const remote of REMOTES) {
    const dir = path.join(ROOT, `remote-${remote}`);
    const config = readFileSync(path.join(dir, 'vite.config.ts'), 'utf8');
    const block = /exposes:\s*{([^}]*)}/.exec(config)?.[1];
    if (!block) throw new Error(`no exposes in remote-${remote}/vite.config.ts`);
    for (const [, name, file] of block.matchAll(/'\.\/([\w-]+)':\s*'([^']+)'/g)) {
      if (name && file) modules[`${remote}/${name}`] = path.resolve(dir, file);
    }
  }
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
    load(id) {
      if (id !== resolvedId) return null;
      const entries = Object.entries(exposedModules()).map(
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
