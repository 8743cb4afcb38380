import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const SKIP = new Set(['node_modules', 'dist', '.cairn', 'test-results', 'playwright-report', 'coverage']);

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/**
 * A hash of everything a front-end build reads: the app's folder, @cairn/shared, the lockfile and
 * the base tsconfig. Same inputs → same build id → the immutable release folder can be reused.
 */
export function frontEndInputHash(appDir, extra = '') {
  const files = [];
  walk(appDir, files);
  walk(path.join(ROOT, 'shared'), files);
  files.push(path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'tsconfig.base.json'));
  const hash = createHash('sha256');
  hash.update(extra);
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function newestMtime(dir) {
  const files = [];
  walk(dir, files);
  return Math.max(0, ...files.map((f) => statSync(f).mtimeMs));
}
