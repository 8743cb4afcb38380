// The workspace's own source files, read as text for the tests that scan them (shared imports, duplicate
// contracts, hand-written API calls): one walker, so the scans agree on what counts as source.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The workspace root: the folder above the working directory that holds pnpm-workspace.yaml. Not from
 * `import.meta.url`, which is no file URL for a module that a jsdom test imports.
 */
function findWorkspace(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return `${dir}/`;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
  }
}

export const WORKSPACE = findWorkspace(process.cwd());

export interface SourceFile {
  /** Relative to the workspace root, e.g. `host/src/app/routes.tsx`. */
  path: string;
  text: string;
}

/** The .ts/.tsx files below `dir`, without tests, declaration files and the folders named in `skip`. */
export function sourceFilesIn(dir: string, skip: readonly string[] = ['test']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFilesIn(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The source files below each of `roots` (workspace-relative folders), with their text. */
export function readSources(roots: readonly string[], skip?: readonly string[]): SourceFile[] {
  return roots
    .flatMap((root) => sourceFilesIn(join(WORKSPACE, root), skip))
    .map((file) => ({ path: relative(WORKSPACE, file), text: readFileSync(file, 'utf8') }));
}

/** A file's TypeScript syntax tree (TSX for .tsx files). */
export function parseSource(file: SourceFile): ts.SourceFile {
  return ts.createSourceFile(
    file.path,
    file.text,
    ts.ScriptTarget.Latest,
    true,
    file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}
