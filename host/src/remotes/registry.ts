import {
  INLINE_REMOTES_MANIFEST_ID,
  type RemotesManifest,
  remotesManifestSchema,
} from '@cairn/shared/contracts/remotes';
import { registerRemotes } from '@module-federation/runtime';

let manifest: RemotesManifest | null = null;
/** Remotes reloaded by Retry: they load from other URLs than the registry's (see resetRemote). */
const reloadedRemotes = new Set<string>();

/**
 * Registers every remote with the Module Federation runtime. The manifest is the one the server wrote
 * into the page (it also preloads the page's remote screens, so reading it costs no round trip); a
 * page without it (the Vite dev server) or with a broken one reads `/remotes.json`, never from the HTTP
 * cache: a rollback must take effect on the next load. Relative entries resolve against the page, so
 * the same build works on any origin.
 */
export async function loadRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  manifest = inlineManifest() ?? (await fetchManifest(fetchImpl));
  registerRemotes(manifest.remotes.map(toRuntimeRemote));
  return manifest;
}

function inlineManifest(): RemotesManifest | undefined {
  const text = document.getElementById(INLINE_REMOTES_MANIFEST_ID)?.textContent;
  if (!text) return undefined;
  try {
    return remotesManifestSchema.parse(JSON.parse(text));
  } catch (error) {
    console.error('The remote registry in the page is invalid; reading /remotes.json', error);
    return undefined;
  }
}

async function fetchManifest(fetchImpl: typeof fetch): Promise<RemotesManifest> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

function toRuntimeRemote(remote: RemotesManifest['remotes'][number]) {
  return {
    name: remote.name,
    entry: new URL(remote.entry, window.location.href).href,
    type: 'module' as const,
  };
}

/**
 * Forget a remote's cached container so the next load fetches its entry again (used by Retry). The
 * remote is loaded from fresh URLs: its entry under `retry-<n>/` of its release folder (the server
 * serves the same files there), so its chunks, addressed relative to the entry, are new URLs too. A hung
 * `import()` cannot be cancelled, and the browser would otherwise attach the new attempt to the same
 * pending (or failed) fetches, including the chunks the page preloaded.
 */
export function resetRemote(name: string) {
  const remote = manifest?.remotes.find((r) => r.name === name);
  if (!remote) return;
  const entry = new URL(toRuntimeRemote(remote).entry);
  const folder = entry.pathname.slice(0, entry.pathname.lastIndexOf('/') + 1);
  const file = entry.pathname.slice(folder.length);
  entry.pathname = `${folder}retry-${Date.now()}/${file}`;
  reloadedRemotes.add(name);
  registerRemotes([{ ...toRuntimeRemote(remote), entry: entry.href }], { force: true });
}

/**
 * The absolute URLs of what loading an exposed screen (`reader/StoryPage`) fetches for certain, from the
 * registry's `screens`; undefined when the registry does not say (then the screen loads without them).
 */
export function screenAssetUrls(id: string): { js: string[]; css: string[] } | undefined {
  const [name, expose] = id.split('/');
  const remote = manifest?.remotes.find((r) => r.name === name);
  const assets = expose ? remote?.screens?.[expose] : undefined;
  if (!remote || !assets || reloadedRemotes.has(remote.name)) return undefined;
  const entry = toRuntimeRemote(remote).entry;
  const url = (file: string) => new URL(file, entry).href;
  return { js: assets.js.map(url), css: assets.css.map(url) };
}

export function hasRemoteRegistry() {
  return manifest !== null;
}

export function liveRemoteVersion(name: string): string | undefined {
  return manifest?.remotes.find((r) => r.name === name)?.version;
}
