// The remotes of Cairn, the one list that every package, script and test reads: the host loads each as
// `<name>/<Screen>`, its code lives in `remote-<name>/` (package `@cairn/remote-<name>`) and its releases
// in `.cairn/releases/<name>/`. Plain JavaScript, so the Node scripts import it without a TypeScript loader;
// `shared/src/contracts/remotes.ts` types it and a test checks it against the screen table
// (`shared/src/contracts/screens.ts`), where each remote's screens are declared.
export const REMOTE_NAMES = ['reader', 'builder', 'submit', 'entity'];
