// Bundles the server for `node dist/main.js`: our code and the workspace packages (@cairn/shared exports
// TypeScript source, which Node cannot run) go into the bundle; everything from node_modules stays an
// import resolved at run time (PGlite loads its .wasm and data files from its own package folder).
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const started = performance.now();
// CAIRN_SERVER_OUTDIR: another folder than dist/, for tests that build their own copy (parallel test files
// building into one dist/ would delete each other's files mid-run).
const outdir = process.env.CAIRN_SERVER_OUTDIR ?? new URL('./dist/', import.meta.url).pathname;

/** Bare imports are external unless they are a workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cairn/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  // Flat in dist/: the app finds pglite-child.js and the pipeline's files beside itself, drizzle/ one level up.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    'pglite-child': 'src/db/pglite-child.ts',
    // The pipeline's worker threads, and its task table for CAIRN_PIPELINE_THREADS=0: separate files, so
    // main.js does not load the parsers and language data at start (pipeline/pipeline-cpu.ts).
    'pipeline-worker': 'src/pipeline/pipeline-worker.ts',
    'cpu-tasks': 'src/pipeline/cpu-tasks.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  // Bundled CommonJS (none today) would call require(), which ESM output lacks.
  banner: {
    js: "import { createRequire as __cairnCreateRequire } from 'node:module'; const require = __cairnCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// eld's n-gram table as JSON beside the bundle, where src/pipeline/extraction/language.ts looks for it
// (ELD_NGRAMS_JSON): JSON.parse builds the table for a third of the memory that compiling the package's
// 1.6 MB object literal takes, in every thread that runs the pipeline.
const eldDir = createRequire(import.meta.url)
  .resolve.paths('eld')
  .map((dir) => join(dir, 'eld'))
  .find((dir) => existsSync(join(dir, 'src/ngrams/small.js')));
if (!eldDir) throw new Error('eld is not installed');
const { ngramsData } = await import(pathToFileURL(join(eldDir, 'src/ngrams/small.js')).href);
await writeFile(join(outdir, 'eld-ngrams-small.json'), JSON.stringify(ngramsData));

console.log(`server built into ${outdir} in ${Math.round(performance.now() - started)} ms`);
