// zod for the browser apps and the contracts, shared with the host as one Module Federation singleton.
//
// Every remote validates API responses with the zod schemas of `@cairn/shared` contracts, so each one
// used to bundle its own zod (~20 KiB gzip, three times on `/app`). Sharing the `zod` package instead
// would provide all of it (its locales alone are ~60 KiB), because a shared module must carry every
// export some remote could import. This module carries only the builders in `zod-api.ts`: the host
// provides it with the zod code its own schemas already need, and remotes take it from the host (their
// own copy is a fallback chunk, loaded only without a host). Its MF version is zod's.
// Browser code imports `z` from here, never from the zod package (shared-imports.test.ts checks); the server,
// which is not federated, may use 'zod' directly: both are the same zod classes.
export * as z from './zod-api';
