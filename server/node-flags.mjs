// How every launcher runs the server (npm start, the browser suites, the reliability tests and benches).
// A bounded old space makes V8 collect before the process grows: without it, on a large machine the heap
// grows lazily toward gigabytes of garbage. 512 MB leaves room for the GeoNames index (~25 MB) that
// entity resolution keeps. CAIRN_SERVER_HEAP_MB overrides the size.
export const SERVER_HEAP_MB = Number(process.env.CAIRN_SERVER_HEAP_MB ?? 512);
export const SERVER_NODE_FLAGS = [`--max-old-space-size=${SERVER_HEAP_MB}`];
