// @vitest-environment node
// Browser code must reach zod and react-router's hooks through the Module Federation singletons
// `@cairn/shared/zod` and `@cairn/shared/router` (see those files). A direct import would still build
// and pass unit tests, but in a remote it bundles a second react-router (its <Link> then has no
// router: the page breaks) or a second zod (20 KiB more per remote), so it is checked here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../remote-names.mjs';

const WORKSPACE = fileURLToPath(new URL('../../', import.meta.url));
const REMOTES = REMOTE_NAMES.map((name) => `remote-${name}`);

/** The modules allowed to import the package itself: the two seams and the standalone dev shells. */
const SEAMS = new Set([
  'shared/src/router.ts',
  'shared/src/zod-api.ts',
  'shared/src/dev/standalone.tsx',
  ...REMOTES.map((remote) => `${remote}/src/standalone.tsx`),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importersOf(pkg: string, packages: string[]): string[] {
  const pattern = new RegExp(`from '${pkg}'`);
  return packages
    .flatMap((name) => sourceFiles(join(WORKSPACE, name, 'src')))
    .map((file) => relative(WORKSPACE, file))
    .filter((file) => !SEAMS.has(file) && pattern.test(readFileSync(join(WORKSPACE, file), 'utf8')));
}

describe('imports of the federated singletons', () => {
  it("remotes and @cairn/shared take routing from '@cairn/shared/router', not 'react-router'", () => {
    expect(importersOf('react-router', [...REMOTES, 'shared'])).toEqual([]);
  });

  it("browser code takes zod from '@cairn/shared/zod', not 'zod'", () => {
    expect(importersOf('zod', [...REMOTES, 'shared', 'host'])).toEqual([]);
  });

  it('sees the source files it checks', () => {
    expect(sourceFiles(join(WORKSPACE, 'remote-reader', 'src')).length).toBeGreaterThan(5);
    expect(importersOf('react', ['remote-reader']).length).toBeGreaterThan(0);
  });
});
