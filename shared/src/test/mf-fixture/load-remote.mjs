// Runs in its own Node process (mf-build.test.ts): loads the fixture remote's built `remoteEntry.js`
// with Module Federation's runtime in one of four situations and prints what the exposed module got.
//   host     the host provides both libraries, loaded (`lib`), and its runtime core
//   partial  the host provides `fixture-base` only
//   lazy     the host provides `fixture-base` through `get`, not loaded yet (a host built by the plugin)
//   none     no host: the container is initialised with an empty share scope
const [runtimeDir, entryUrl, scenario] = process.argv.slice(2);

// What Vite's module preload helper touches when it preloads a dynamic import's chunks (and the MF
// runtime's look for the page's window).
globalThis.document = {
  defaultView: globalThis,
  getElementsByTagName: () => [],
  querySelector: () => null,
  createElement: () => ({ setAttribute() {}, addEventListener() {} }),
  head: { appendChild() {} },
};

const runtime = await import(`${runtimeDir}/dist/index.js`);
const core = await import(`${runtimeDir}/dist/core.js`);
const { version } = (await import(`${runtimeDir}/package.json`, { with: { type: 'json' } })).default;

const hostBase = { identity: Symbol('host base'), default: { kind: 'host base' } };
const hostUi = { baseSeenByUi: Symbol('host ui') };
const config = (lib) => ({
  version: '1.2.3',
  shareConfig: { singleton: true, requiredVersion: '^1.2.0' },
  ...lib,
});

let widget;
let missing = null; // what `get` returns for a name the remote does not expose (asked without a host)
if (scenario === 'none') {
  const container = await import(entryUrl);
  await container.init({}, [], {});
  widget = (await container.get('./Widget'))();
  missing = await container.get('./Missing');
} else {
  globalThis._FEDERATION_RUNTIME_CORE = core;
  globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'host', version };
  const shared = {
    'fixture-base':
      scenario === 'lazy' ? config({ get: async () => () => hostBase }) : config({ lib: () => hostBase }),
  };
  if (scenario === 'host') shared['fixture-ui'] = config({ lib: () => hostUi });
  const loadEntry = ({ remoteInfo }) => import(remoteInfo.entry);
  runtime.init({ name: 'host', remotes: [], shared, plugins: [{ name: 'node-esm-entry', loadEntry }] });
  runtime.registerRemotes([{ name: 'remote', entry: entryUrl, type: 'module' }]);
  widget = await runtime.loadRemote('remote/Widget');
}

const providers = {};
for (const scope of Object.values(globalThis.__FEDERATION__.__SHARE__)) {
  for (const [key, versions] of Object.entries(scope.default ?? {})) {
    providers[key] = [...new Set([...(providers[key] ?? []), ...Object.values(versions).map((v) => v.from)])];
  }
}
console.log(
  JSON.stringify({
    component: widget.default(),
    base: widget.seen.base.description,
    ui: widget.seen.ui.description,
    defaultExport: widget.seen.defaultExport.kind,
    loads: globalThis.fixtureLoads ?? [],
    providers,
    borrowedCore: globalThis._FEDERATION_RUNTIME_CORE === core,
    missing: missing === undefined,
  }),
);
