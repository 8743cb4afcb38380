// Remotes borrow the host's Module Federation runtime core instead of downloading their own copy.
//
// Every container bundles `@module-federation/runtime-core` (~18 KiB gzip). On `/app` the host and
// three remotes used to download it four times. The host publishes its runtime core on
// `globalThis._FEDERATION_RUNTIME_CORE` (with `_FEDERATION_RUNTIME_CORE_FROM.version`) before it loads
// any remote: its build does it in the module that provides its shared libraries (mf-build.mjs), and
// under `vite dev` the MF plugin's `experiments.provideExternalRuntime`. The plugin's own
// `externalRuntime` switch for remotes would make a remote unusable without that host (it throws), so
// remotes use this plugin instead: `@module-federation/runtime-core` becomes a module that takes the
// host's copy when the versions are equal and otherwise imports the remote's own copy, kept as a
// separate chunk that is only downloaded in that case (a remote opened on its own, or a host on another
// runtime version). A top-level await makes the choice before any runtime code of the remote
// evaluates. Build only: the dev server keeps the plugin's defaults.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const RUNTIME_CORE = '@module-federation/runtime-core';
const SHIM_ID = '\0cairn:mf-runtime-core';
const RUNTIME_ENTRY = require.resolve('@module-federation/runtime');
const RUNTIME_VERSION = require('@module-federation/runtime/package.json').version;

async function runtimeCoreExportNames() {
  const core = await import('@module-federation/runtime/core');
  return Object.keys(core)
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort();
}

export function borrowHostRuntimeCore() {
  let realCoreId;
  return {
    name: 'cairn-borrow-host-runtime-core',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const resolved = await this.resolve(RUNTIME_CORE, RUNTIME_ENTRY, { skipSelf: true });
      if (!resolved) throw new Error(`${RUNTIME_CORE} cannot be resolved from ${RUNTIME_ENTRY}`);
      realCoreId = resolved.id;
    },
    resolveId(source, importer) {
      if (source !== RUNTIME_CORE) return null;
      // The shim's own fallback import goes to the real package.
      if (importer === SHIM_ID) return realCoreId;
      return SHIM_ID;
    },
    async load(id) {
      if (id !== SHIM_ID) return null;
      const names = await runtimeCoreExportNames();
      return [
        `const from = globalThis._FEDERATION_RUNTIME_CORE_FROM;`,
        `const core = from && from.version === ${JSON.stringify(RUNTIME_VERSION)} && globalThis._FEDERATION_RUNTIME_CORE`,
        `  ? globalThis._FEDERATION_RUNTIME_CORE`,
        `  : await import(${JSON.stringify(RUNTIME_CORE)});`,
        `export const { ${names.join(', ')} } = core;`,
        `export default core.default ?? core;`,
      ].join('\n');
    },
  };
}
