import type { RemoteName } from './src/contracts/exposed-modules';

/** Every remote, in the order scripts build and list them (see remote-names.mjs). */
export declare const REMOTE_NAMES: readonly [RemoteName, ...RemoteName[]];
