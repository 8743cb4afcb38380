// A shared library of the fixture remote of mf-build.test.ts (like react): a copy records its load.
globalThis.fixtureLoads = [...(globalThis.fixtureLoads ?? []), 'base'];
export const identity = Symbol('remote base');
export default { kind: 'base' };
