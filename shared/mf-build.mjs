// The Module Federation containers of production builds, generated here instead of by
// @module-federation/vite (Departure from DESIGN §2, see docs/decisions.md, "Builds generate their own
// federation code"). The plugin still serves `vite dev` (its remote HMR across the apps). Builds keep
// Module Federation itself: its runtime (`@module-federation/runtime`; the remotes borrow the host's
// core, mf-runtime-core.mjs), its container format (`remoteEntry.js` exporting `init` and `get`), its
// share scope and its `mf-manifest.json`. What they drop is the plugin's generated code around them,
// written for every bundler, share strategy, SSR and HMR case: ~14 KiB of gzip per container on `/app`
// (the host's own 22 KB `remoteEntry.js` and bootstrap, each remote's 21 KB `remoteEntry.js`, 17 KB of
// share-loading code and an import map). What the containers need instead:
//
// - The host's page first runs a module that gives the runtime the host's own copy of each shared
//   library, already loaded, and publishes the runtime core for the remotes. The host's code imports the
//   libraries directly: it never takes one from a remote.
// - A remote's `remoteEntry.js` resolves, in `init`, each shared library the remote imports: to the copy
//   the share scope already has (the host's), or else to its own, a chunk of its build. Each import of a
//   shared library in the remote's code becomes a small module that reads the resolved library
//   synchronously and re-exports the names the code uses.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Where the generated modules' own imports (the MF runtime) resolve when the app does not have them. */
const SHARED_PACKAGE = fileURLToPath(new URL('./package.json', import.meta.url));
const RUNTIME_VERSION = require('@module-federation/runtime/package.json').version;
/** The one share scope Cairn uses (MF's default). */
const SCOPE = 'default';

const PUBLIC = {
  remoteEntry: 'virtual:cairn-mf/remote-entry',
  fallback: 'virtual:cairn-mf/fallback/',
  hostInit: '/@cairn-mf/host-init',
};
const RESOLVED = {
  remoteEntry: '\0cairn-mf:remote-entry',
  share: '\0cairn-mf:share:',
  fallback: '\0cairn-mf:fallback:',
  hostInit: '\0cairn-mf:host-init',
};

/**
 * Build-time switches of the MF runtime (the plugin sets the same ones): a browser target, and no
 * snapshot plugin, which serves remotes registered by their `mf-manifest.json` (Cairn registers each
 * remote by its `remoteEntry.js`). Both only remove code from the runtime core.
 */
export const RUNTIME_DEFINES = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
};

const js = (value) => JSON.stringify(value);

/** `{ singleton, requiredVersion }` of a share as the runtime reads it. */
function shareConfigOf(config) {
  return { singleton: config.singleton === true, requiredVersion: config.requiredVersion };
}

/** Replaced, in the built `remoteEntry.js`, by the shared modules the remote's code imports. */
export const USED_SHARES_PLACEHOLDER = '__CAIRN_MF_USED_SHARES__';

/** What a container asks the share scope for: the library at its version, one per page. */
function shareInfoOf(config) {
  return { version: config.version, scope: [SCOPE], shareConfig: shareConfigOf(config) };
}

/**
 * A remote's `remoteEntry.js`, in Module Federation's container format: `init(shareScope)` adopts the
 * host's share scope and resolves each shared library the remote imports, `get(name)` returns the
 * factory of an exposed module. `init` runs once per copy of the file (Retry loads a fresh copy, which
 * joins the same runtime instance).
 *
 * A library resolves to the provider already in the scope, loaded or not: the host's copy (or, without
 * a host, the first container's that registered one). Only when there is none does the remote register
 * and load its own copy, a chunk of its build. So a remote never displaces the host's copy (the
 * runtime's own registration would: among copies of one version that nobody has loaded yet, the
 * container with the greatest name wins). The libraries resolve one after another in the order of
 * `shared`, where each comes after those it imports: a fallback copy of react-query imports react's
 * share module, which must be resolved by then.
 * @param {{ name: string, exposes: Record<string, string>, shared: Record<string, { version: string, singleton?: boolean, requiredVersion: string }> }} options
 *   `exposes` maps each exposed name to the module to import (an absolute path).
 */
export function remoteEntryCode({ name, exposes, shared }) {
  const exposeLines = Object.entries(exposes).map(
    ([expose, file]) => `  ${js(expose)}: () => import(${js(file)}),`,
  );
  const shareLines = Object.entries(shared).map(
    ([key, config]) =>
      `  ${js(key)}: { ...${js(shareInfoOf(config))}, get: () => import(${js(PUBLIC.fallback + key)}).then(({ module }) => () => module) },`,
  );
  return `import { init as initFederation } from '@module-federation/runtime';

const exposes = {
${exposeLines.join('\n')}
};
const shared = {
${shareLines.join('\n')}
};
const used = ${js(USED_SHARES_PLACEHOLDER)};
let initialised;

export function init(shareScope, initScope, options) {
  initialised ??= (async () => {
    const federation = initFederation({ name: ${js(name)}, remotes: [] });
    if (shareScope) {
      federation.initShareScopeMap(${js(SCOPE)}, shareScope, { hostShareScopeMap: options?.shareScopeMap ?? {} });
    }
    // Lazy shares (the place map's Leaflet) resolve when first imported, in their share modules.
    for (const key of Object.keys(shared).filter((key) => used.includes(key) && !shared[key].lazy)) {
      const { get, ...customShareInfo } = shared[key];
      if (await federation.loadShare(key, { customShareInfo })) continue;
      federation.registerShared({ [key]: shared[key] });
      await federation.loadShare(key, { customShareInfo });
    }
  })();
  return initialised;
}

export async function get(name) {
  return Object.hasOwn(exposes, name) ? exposes[name]().then((module) => () => module) : undefined;
}
`;
}

/**
 * A remote's own copy of a shared library, as one module object. Importing the package here rather than
 * in the entry keeps the interop helpers of a CommonJS package (react) out of `remoteEntry.js`.
 */
export function fallbackModuleCode(key, entry = key) {
  return `import * as module from ${js(entry)};\nexport { module };\n`;
}

/**
 * What an import of a shared library resolves to in a remote: the module `init` resolved it to (the
 * host's copy, or this remote's own). It is evaluated only after `init` (the runtime calls `get` after
 * it; only exposed modules and fallback copies import it), so it reads the library synchronously: no
 * top-level await, so no module waits on another. The container's runtime instance is looked up by name
 * rather than imported from the entry, which the bundler would split into one more chunk. Each named
 * export is a pure read, so the bundler drops those the remote does not use; a name the library does not
 * export fails the build.
 * @param {string} container the remote's name
 * @param {string} key the shared module
 * @param {{ version: string, singleton?: boolean, requiredVersion: string }} config
 * @param {string[]} names its export names
 */
export function shareModuleCode(container, key, config, names) {
  const info = js(shareInfoOf(config));
  // A lazy share resolves here, on first import (only lazily loaded chunks import it, so a top-level
  // await delays nothing else): to the copy in the scope (another remote's), else to this remote's own,
  // registered so that the next remote takes it.
  const resolve = config.lazy
    ? [
        `const customShareInfo = ${info};`,
        `let factory = await federation.loadShare(${js(key)}, { customShareInfo });`,
        'if (!factory) {',
        `  federation.registerShared({ ${js(key)}: { ...customShareInfo, get: () => import(${js(PUBLIC.fallback + key)}).then(({ module }) => () => module) } });`,
        `  factory = await federation.loadShare(${js(key)}, { customShareInfo });`,
        '}',
        'const module = factory();',
      ]
    : [`const module = federation.loadShareSync(${js(key)}, { customShareInfo: ${info} })();`];
  const lines = [
    `const federation = globalThis.__FEDERATION__?.__INSTANCES__.find((instance) => instance.name === ${js(container)});`,
    `if (!federation) throw new Error(${js(`${key} was imported before the container ${container} was initialised`)});`,
    ...resolve,
    `const pick = (name) => module[name];`,
    `export default /* @__PURE__ */ pick('default') ?? module;`,
  ];
  names.forEach((name, i) => {
    lines.push(`const e${i} = /* @__PURE__ */ pick(${js(name)});`);
    lines.push(`export { e${i} as ${js(name)} };`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The host's share providers, evaluated before the host's own code (it is the page's first module
 * script). The host's copies are loaded already (`lib`), so a remote never waits for one.
 * @param {{ name: string, shared: Record<string, { version: string, singleton?: boolean, requiredVersion: string }> }} options
 */
export function hostInitCode({ name, shared }) {
  const keys = Object.keys(shared);
  const imports = keys.map((key, i) => `import * as s${i} from ${js(key)};`);
  const providers = keys.map(
    (key, i) =>
      `    ${js(key)}: { version: ${js(shared[key].version)}, shareConfig: ${js(shareConfigOf(shared[key]))}, lib: () => s${i} },`,
  );
  return `import * as runtimeCore from '@module-federation/runtime/core';
import { init } from '@module-federation/runtime';
${imports.join('\n')}

// Remotes borrow this runtime core instead of downloading their own (mf-runtime-core.mjs).
if (!globalThis._FEDERATION_RUNTIME_CORE) {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: ${js(name)}, version: ${js(RUNTIME_VERSION)} };
}
init({
  name: ${js(name)},
  remotes: [],
  shared: {
${providers.join('\n')}
  },
});
`;
}

/** `Object.keys` of a package as Node loads it, or undefined when Node cannot (a TypeScript module). */
function nodeExportNames(key, root) {
  try {
    const module = createRequire(join(root, 'package.json'))(key);
    return Object.keys(module);
  } catch {
    return undefined;
  }
}

const isExportName = (name) => name !== 'default' && name !== '__esModule';

/**
 * The `mf-manifest.json` of a remote build, in @module-federation's format (the fields the MF runtime,
 * the server's page preloads and `pnpm check:contracts` read). Each expose lists the JS and CSS of its
 * chunk's static import closure as `sync`; each share lists its fallback chunk as `async` (downloaded
 * only when no container provides the library).
 */
export function manifestOf({ name, shared, exposes, fallbacks, metaData }) {
  const assets = (scripts = [], styles = [], async = false) => ({
    js: async ? { sync: [], async: scripts } : { sync: scripts, async: [] },
    css: async ? { sync: [], async: styles } : { sync: styles, async: [] },
  });
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: metaData.releaseVersion ?? '', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      types: { path: '', name: '' },
      globalName: name,
      pluginVersion: `cairn-mf-build (runtime ${RUNTIME_VERSION})`,
      publicPath: 'auto',
      ...metaData,
    },
    shared: Object.entries(shared).map(([key, config]) => ({
      id: `${name}:${key}`,
      name: key,
      version: config.version,
      singleton: config.singleton === true,
      requiredVersion: config.requiredVersion,
      assets: assets(fallbacks[key]?.js, fallbacks[key]?.css, true),
    })),
    remotes: [],
    exposes: Object.entries(exposes).map(([expose, closure]) => ({
      id: `${name}:${expose.replace(/^\.\//, '')}`,
      name: expose.replace(/^\.\//, ''),
      path: expose,
      assets: assets(closure.js, closure.css),
    })),
  };
}

/** The static import closure (JS files, CSS files) of a chunk in a bundle. */
export function importClosure(bundle, chunk) {
  const byFile = new Map(
    Object.values(bundle)
      .filter((item) => item.type === 'chunk')
      .map((item) => [item.fileName, item]),
  );
  const scripts = new Set();
  const styles = new Set();
  const visit = (current) => {
    if (scripts.has(current.fileName)) return;
    scripts.add(current.fileName);
    for (const file of current.viteMetadata?.importedCss ?? []) styles.add(file);
    for (const file of current.imports) if (byFile.has(file)) visit(byFile.get(file));
  };
  visit(chunk);
  return { js: [...scripts], css: [...styles] };
}

const lastSegment = (key) => key.split('/').pop();
/** `@tanstack/react-query` → `tanstack-react-query`: a library's name as part of a file name. */
const slug = (key) => key.replace(/^@/, '').replaceAll('/', '-');

/**
 * Readable chunk names: a fallback copy is named after its library (`fallback-tanstack-react-query`,
 * not `modern`, its file), and a chunk that the bundler named after a share module is `shared-imports`
 * when it holds nothing else and `common` otherwise (not `router`, for the UI kit and the API client).
 */
export function chunkName(chunk, fallbackIds) {
  const fallback = Object.keys(fallbackIds).find((key) => fallbackIds[key] === chunk.facadeModuleId);
  if (fallback) return `fallback-${slug(fallback)}`;
  if (chunk.facadeModuleId?.includes('/@module-federation/runtime-core/')) return 'fallback-mf-runtime-core';
  const shares = chunk.moduleIds.filter((id) => id.startsWith(RESOLVED.share));
  if (shares.length > 0 && shares.length === chunk.moduleIds.length) return 'shared-imports';
  const namedAfterShare = shares.some(
    (id) => [id, lastSegment(id)].includes(chunk.name) || chunk.name.endsWith(lastSegment(id)),
  );
  return namedAfterShare ? 'common' : chunk.name;
}

/**
 * The imports of the generated modules resolve as if the app made them (its own copy of each library),
 * or else from this package (the MF runtime, which a remote does not depend on itself).
 */
async function resolveGeneratedImport(context, source, root, options) {
  if (source.startsWith('virtual:cairn-mf/')) return null;
  const resolveOptions = { ...options, skipSelf: true };
  return (
    (await context.resolve(source, join(root, 'package.json'), resolveOptions)) ??
    context.resolve(source, SHARED_PACKAGE, resolveOptions)
  );
}

/**
 * Redirects every ES import of a shared library in the app's modules to its share module (whichever
 * package the importer belongs to: `@cairn/shared`'s contracts take `@cairn/shared/zod` from the scope
 * too). The import of the library made by a fallback copy resolves to the package, and so do CommonJS
 * `require`s inside the libraries, which cannot wait for the share scope: a fallback copy of react-dom
 * bundles the react it requires (as the plugin's did), so a host that provides react provides
 * react-dom too (Cairn's host provides every shared module).
 */
function shareRedirects(shared, owners) {
  return async function resolveId(source, importer, options) {
    if (!Object.hasOwn(shared, source) || owners.has(importer)) return null;
    if (options?.kind === 'require-call') return null;
    return RESOLVED.share + source;
  };
}

/**
 * A remote's container for `vite build`: the entry `remoteEntry.js` (no hash, served `no-cache`),
 * replacing the app's `index.html` (a standalone page for local development only) as the build input.
 * @param {{ name: string, exposes: Record<string, string>, shared: Record<string, { version: string, singleton?: boolean, requiredVersion: string }>, metaData?: () => Record<string, string> }} options
 */
export function remoteContainer({ name, exposes, shared, metaData = () => ({}) }) {
  let root;
  /** Each shared library's module id, as the app resolves it. */
  const packageIds = {};
  /** The module of each fallback copy: the facade of its chunk. */
  const fallbackIds = Object.fromEntries(Object.keys(shared).map((key) => [key, RESOLVED.fallback + key]));
  const redirect = shareRedirects(shared, new Set(Object.values(fallbackIds)));
  return {
    name: 'cairn-mf-remote-container',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        define: RUNTIME_DEFINES,
        build: {
          rolldownOptions: {
            input: { remoteEntry: PUBLIC.remoteEntry },
            preserveEntrySignatures: 'strict',
            output: {
              entryFileNames: (chunk) =>
                chunk.name === 'remoteEntry' ? 'remoteEntry.js' : 'assets/[name]-[hash].js',
              chunkFileNames: (chunk) => `assets/${chunkName(chunk, fallbackIds)}-[hash].js`,
              // The style sheet of a `common` chunk is `common` too.
              assetFileNames: (asset) => {
                const file = asset.names?.[0] ?? '';
                const named = Object.keys(shared).some((key) => file === `${lastSegment(key)}.css`);
                return named ? 'assets/common-[hash][extname]' : 'assets/[name]-[hash][extname]';
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      for (const key of Object.keys(shared)) {
        // A lazy share is a dependency of @cairn/shared (the place map), not of every remote.
        const source = shared[key].entry ?? key;
        const resolved =
          (await this.resolve(source, join(root, 'package.json'), { skipSelf: true })) ??
          (shared[key].lazy ? await this.resolve(source, SHARED_PACKAGE, { skipSelf: true }) : null);
        if (!resolved) throw new Error(`${name}: cannot resolve the shared module ${key}`);
        packageIds[key] = resolved.id;
      }
    },
    async resolveId(source, importer, options) {
      if (source === PUBLIC.remoteEntry) return RESOLVED.remoteEntry;
      if (source.startsWith(PUBLIC.fallback)) return RESOLVED.fallback + source.slice(PUBLIC.fallback.length);
      const redirected = await redirect(source, importer, options);
      if (redirected) return redirected;
      if (importer?.startsWith('\0cairn-mf:')) return resolveGeneratedImport(this, source, root, options);
      return null;
    },
    async load(id) {
      if (id === RESOLVED.remoteEntry) {
        const files = Object.fromEntries(
          Object.entries(exposes).map(([expose, file]) => [expose, join(root, file)]),
        );
        return remoteEntryCode({ name, exposes: files, shared });
      }
      if (id.startsWith(RESOLVED.fallback)) {
        const key = id.slice(RESOLVED.fallback.length);
        return fallbackModuleCode(key, shared[key]?.entry);
      }
      if (!id.startsWith(RESOLVED.share)) return null;
      const key = id.slice(RESOLVED.share.length);
      let names = shared[key].entry ? undefined : nodeExportNames(key, root);
      names ??= (await this.load({ id: packageIds[key] })).exports ?? [];
      return shareModuleCode(name, key, shared[key], [...new Set(names)].filter(isExportName).sort());
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const exposed = {};
      for (const [expose, file] of Object.entries(exposes)) {
        const chunk = chunks.find((item) => item.facadeModuleId === join(root, file));
        if (chunk) exposed[expose] = importClosure(bundle, chunk);
      }
      const fallbacks = {};
      for (const key of Object.keys(shared)) {
        const chunk = chunks.find((item) => item.facadeModuleId === fallbackIds[key]);
        if (chunk) fallbacks[key] = importClosure(bundle, chunk);
      }
      const used = Object.keys(shared).filter((key) =>
        chunks.some((chunk) => chunk.moduleIds.includes(RESOLVED.share + key)),
      );
      // `init` resolves the libraries in the order of `shared`; a fallback copy evaluates the share
      // modules in its chunks' static closure, so each of those must come before it.
      const order = Object.keys(shared);
      for (const [key, closure] of Object.entries(fallbacks)) {
        for (const file of closure.js) {
          for (const id of bundle[file].moduleIds.filter((moduleId) => moduleId.startsWith(RESOLVED.share))) {
            const imported = id.slice(RESOLVED.share.length);
            if (order.indexOf(imported) >= order.indexOf(key)) {
              this.error(
                `${name}: the fallback copy of ${key} imports ${imported}, which the shared config must list before it`,
              );
            }
          }
        }
      }
      const entry = chunks.find((chunk) => chunk.facadeModuleId === RESOLVED.remoteEntry);
      const placeholder = new RegExp(`(["'\`])${USED_SHARES_PLACEHOLDER}\\1`);
      if (!entry || !placeholder.test(entry.code))
        throw new Error(`${name}: remoteEntry.js lost its list of shares`);
      entry.code = entry.code.replace(placeholder, JSON.stringify(used));
      const manifest = manifestOf({ name, shared, exposes: exposed, fallbacks, metaData: metaData() });
      this.emitFile({
        type: 'asset',
        fileName: 'mf-manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * The host's side for `vite build`: its share providers run as the page's first module script, before
 * the host's entry (and so before it registers or loads any remote).
 * @param {{ name: string, shared: Record<string, { version: string, singleton?: boolean, requiredVersion: string }> }} options
 */
export function hostContainer({ name, shared }) {
  let root;
  return {
    name: 'cairn-mf-host-container',
    apply: 'build',
    enforce: 'pre',
    config() {
      return { define: RUNTIME_DEFINES };
    },
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        return [{ tag: 'script', attrs: { type: 'module', src: PUBLIC.hostInit }, injectTo: 'head-prepend' }];
      },
    },
    resolveId(source, importer, options) {
      if (source === PUBLIC.hostInit) return RESOLVED.hostInit;
      if (importer === RESOLVED.hostInit) return resolveGeneratedImport(this, source, root, options);
      return null;
    },
    load(id) {
      return id === RESOLVED.hostInit ? hostInitCode({ name, shared }) : null;
    },
  };
}
