import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../remote-names.mjs';
import { readSources, sourceFilesIn, WORKSPACE } from './test/workspace-sources';

const REMOTES = REMOTE_NAMES.map((name) => `remote-${name}`);

/** The modules allowed to import the package itself: the two seams and the standalone dev shells. */
const SEAMS = new Set([
  'shared/src/router.ts',
  'shared/src/zod-api.ts',
  'shared/src/dev/standalone.tsx',
  ...REMOTES.map((remote) => `${remote}/src/standalone.tsx`),
]);

function importersOf(pkg: string, packages: string[]): string[] {
  const pattern = new RegExp(`from '${pkg}'`);
  return readSources(packages.map((name) => `${name}/src`))
    .filter((file) => !SEAMS.has(file.path) && pattern.test(file.text))
    .map((file) => file.path);
}

describe('imports of the federated singletons', () => {
  it("remotes and @cairn/shared take routing from '@cairn/shared/router', not 'react-router'", () => {
    expect(importersOf('react-router', [...REMOTES, 'shared'])).toEqual([]);
  });

  it("browser code takes zod from '@cairn/shared/zod', not 'zod'", () => {
    expect(importersOf('zod', [...REMOTES, 'shared', 'host'])).toEqual([]);
  });

  it('sees the source files it checks', () => {
    expect(sourceFilesIn(join(WORKSPACE, 'remote-reader', 'src')).length).toBeGreaterThan(5);
    expect(importersOf('react', ['remote-reader']).length).toBeGreaterThan(0);
  });
});
