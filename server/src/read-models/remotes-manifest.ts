import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesManifest, ScreenAssets } from '@cairn/shared/contracts/remotes';
import { z } from 'zod';
import { type RegistryReader, toManifest } from './remote-registry';

/** The parts of a remote build's `mf-manifest.json` (by shared/mf-build.mjs, or the MF plugin) read here. */
const mfManifestSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

/** `preload.json` of a remote build (shared/vite-app.mjs): each expose's static import closure. */
const preloadManifestSchema = z.record(
  z.string(),
  z.object({ js: z.array(z.string()), css: z.array(z.string()) }),
);

/** The manifest for one visitor (their canaries), or without one the live version of each remote. */
export type ReadRemotesManifest = (visitorId?: string) => Promise<RemotesManifest>;

/**
 * The manifest of `GET /remotes.json` and of the registry written into each page: the live version of
 * each released remote (registry.json), with what each of its exposed screens loads for certain, from two
 * files of its build:
 * - `mf-manifest.json`: the `sync` assets of each expose. Never the `async` ones: those are the remote's
 *   fallback copies of the shared libraries, which a page served by the host does not download;
 * - `preload.json`: the static import closure of each expose's chunk, which the MF manifest lists only in
 *   part (not the expose's own chunk nor the share glue it imports).
 * The server writes them into each page as preloads (page-preloads.ts), and the host preloads them when
 * it loads a screen later, on a client-side navigation. A file that cannot be read or parsed adds
 * nothing: a release with neither gets no `screens`, and its screens load as they would without preloads.
 */
export function createRemotesManifestReader(deps: {
  releasesDir: string;
  registry: RegistryReader;
}): ReadRemotesManifest {
  // Releases are immutable, so a file read once is good for the life of the process.
  const files = new Map<string, Promise<unknown>>();

  function releaseFile<T>(
    name: string,
    version: string,
    file: string,
    schema: z.ZodType<T>,
  ): Promise<T | undefined> {
    const key = `${name}/${version}/${file}`;
    let content = files.get(key);
    if (!content) {
      content = readFile(join(deps.releasesDir, name, version, file), 'utf8')
        .then((text) => schema.parse(JSON.parse(text)))
        .catch(() => undefined);
      files.set(key, content);
    }
    return content as Promise<T | undefined>;
  }

  async function screensOf(name: string, version: string): Promise<Record<string, ScreenAssets>> {
    const [mf, closures] = await Promise.all([
      releaseFile(name, version, 'mf-manifest.json', mfManifestSchema),
      releaseFile(name, version, 'preload.json', preloadManifestSchema),
    ]);
    const screens: Record<string, ScreenAssets> = {};
    const add = (expose: string, { js, css }: ScreenAssets) => {
      const known = screens[expose] ?? { js: [], css: [] };
      screens[expose] = { js: [...new Set([...known.js, ...js])], css: [...new Set([...known.css, ...css])] };
    };
    for (const { name: expose, assets } of mf?.exposes ?? []) {
      add(expose, { js: assets.js.sync, css: assets.css.sync });
    }
    for (const [expose, closure] of Object.entries(closures ?? {})) add(expose, closure);
    return screens;
  }

  return async function readRemotesManifest(visitorId?: string) {
    const { remotes } = toManifest(await deps.registry.read(), visitorId);
    return {
      remotes: await Promise.all(
        remotes.map(async (remote) => {
          const screens = await screensOf(remote.name, remote.version);
          return Object.keys(screens).length > 0 ? { ...remote, screens } : remote;
        }),
      ),
    };
  };
}
