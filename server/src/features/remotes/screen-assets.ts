import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesManifest, ScreenAssets } from '@cairn/shared/contracts/remotes';

/**
 * Adds to the remote manifest what each exposed screen of each live release loads for certain, from two
 * files of its build:
 * - `mf-manifest.json` (written by the MF plugin): the `sync` assets of each expose. Never the `async`
 *   ones: those are the remote's fallback copies of the shared libraries, which a page served by the host
 *   does not download;
 * - `preload.json` (shared/vite-app.mjs): the static import closure of each expose's chunk, which the MF
 *   manifest lists only in part (not the expose's own chunk nor the share glue it imports).
 * The server writes them into each page as preloads (page-preloads.ts), and the host preloads them when
 * it loads a screen later, on a client-side navigation. A release whose files cannot be read gets no
 * `screens`: its screens then load as they would without preloads.
 */
export function createScreenAssetsReader(releasesDir: string) {
  // Releases are immutable, so a file read once is good for the life of the process.
  const files = new Map<string, Promise<unknown>>();

  function releaseFile(name: string, version: string, file: string): Promise<unknown> {
    const key = `${name}/${version}/${file}`;
    let content = files.get(key);
    if (!content) {
      content = readFile(join(releasesDir, name, version, file), 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => undefined);
      files.set(key, content);
    }
    return content;
  }

  async function screensOf(name: string, version: string): Promise<Record<string, ScreenAssets>> {
    const [mf, closures] = await Promise.all([
      releaseFile(name, version, 'mf-manifest.json'),
      releaseFile(name, version, 'preload.json'),
    ]);
    const exposes = Array.isArray(field(mf, 'exposes')) ? (field(mf, 'exposes') as unknown[]) : [];
    const screens: Record<string, ScreenAssets> = {};
    const add = (expose: string, js: string[], css: string[]) => {
      const known = screens[expose] ?? { js: [], css: [] };
      screens[expose] = { js: [...new Set([...known.js, ...js])], css: [...new Set([...known.css, ...css])] };
    };
    for (const expose of exposes) {
      const exposeName = field(expose, 'name');
      if (typeof exposeName !== 'string') continue;
      const assets = field(expose, 'assets');
      add(
        exposeName,
        strings(field(field(assets, 'js'), 'sync')),
        strings(field(field(assets, 'css'), 'sync')),
      );
    }
    for (const [expose, closure] of Object.entries(isObject(closures) ? closures : {})) {
      add(expose, strings(field(closure, 'js')), strings(field(closure, 'css')));
    }
    return screens;
  }

  return async function withScreenAssets(manifest: RemotesManifest): Promise<RemotesManifest> {
    const remotes = await Promise.all(
      manifest.remotes.map(async (remote) => {
        const screens = await screensOf(remote.name, remote.version);
        return Object.keys(screens).length > 0 ? { ...remote, screens } : remote;
      }),
    );
    return { remotes };
  };
}

export type WithScreenAssets = ReturnType<typeof createScreenAssetsReader>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

/** The strings of an array; anything else in a hand-edited or broken file is ignored. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
