import { cp, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { findUp, serverPackageDir } from '../lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialised, empty PGlite folder to copy; empty string when tests use TEST_DATABASE_URL. */
    pgliteTemplateDir: string;
    /** The PGlite child bundled from the current source, so each test file skips tsx at start. */
    pgliteChildScript: string;
  }
}

/**
 * Every test file gets its own PGlite child on a copy of one freshly initialised folder: initdb costs
 * ~5 s, a copy ~0.3 s. The folder is kept between runs in node_modules/.cache, keyed by the PGlite
 * version (a new PGlite may change the on-disk format), so only the first run pays for initdb.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateDir', '');
    project.provide('pgliteChildScript', '');
    return;
  }
  const cacheDir = join(serverPackageDir(), 'node_modules', '.cache');
  // Per run: two test runs at once must not overwrite each other's script.
  const childScript = join(cacheDir, 'cairn-test-pglite-child', `pglite-child-${process.pid}.js`);
  await build({
    entryPoints: [join(serverPackageDir(), 'src', 'db', 'pglite-child.ts')],
    outfile: childScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external', // resolved from server/node_modules, above the cache folder
    logLevel: 'warning',
  });
  project.provide('pgliteChildScript', childScript);

  const pgliteEntry = createRequire(fileURLToPath(import.meta.url)).resolve('@electric-sql/pglite');
  const pgliteDir = findUp(dirname(pgliteEntry), 'package.json')!;
  const { version } = JSON.parse(await readFile(join(pgliteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cached = join(cacheDir, `cairn-pglite-template-${version}`);
  if (!(await exists(join(cached, 'PG_VERSION')))) {
    // Built aside and renamed into place, so an interrupted or concurrent run never sees half a template.
    const scratch = await mkdtemp(join(tmpdir(), 'cairn-test-template-'));
    const db = await PGlite.create(join(scratch, 'pglite'));
    await db.close();
    const staged = `${cached}.${process.pid}`;
    await cp(join(scratch, 'pglite'), staged, { recursive: true });
    await rm(scratch, { recursive: true, force: true });
    await rm(cached, { recursive: true, force: true });
    await rename(staged, cached).catch(() => rm(staged, { recursive: true, force: true }));
  }
  project.provide('pgliteTemplateDir', cached);

  return async () => {
    await rm(childScript, { force: true });
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
