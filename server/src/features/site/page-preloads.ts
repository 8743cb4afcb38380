import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageOf } from '@cairn/shared/contracts/page-modules';
import { INLINE_REMOTES_MANIFEST_ID, type RemotesManifest } from '@cairn/shared/contracts/remotes';
import { type RegistryReader, toManifest } from '../remotes/remote-registry';

/** The parts of a remote build's `mf-manifest.json` that say what an exposed screen loads first. */
interface MfManifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

type LiveRemote = RemotesManifest['remotes'][number];

/** `preload.json` of a remote build (shared/vite-app.mjs): each expose's static import closure. */
type PreloadManifest = Record<string, { js: string[]; css: string[] }>;

/**
 * What the server writes into the host's `index.html` for one page, so the first load is not a chain of
 * round trips (host code → `/remotes.json` → each remote's entry → its screen chunks → the API):
 * - the remote registry itself, as JSON (the same body as `GET /remotes.json`: the page is `no-cache`,
 *   so a rollback still reaches the next load);
 * - `preload` for the first API reads of those screens for a new visitor (`firstReads`);
 * - `modulepreload` for the entry and the chunks of each remote screen the page composes
 *   (`PAGE_MODULES`), and `preload` for their style sheets: the `sync` assets of the live build's
 *   `mf-manifest.json` with the static import closure of the screen from its `preload.json`. Never the
 *   `async` ones: those are the remote's fallback copies of the shared libraries, which a page served by
 *   the host does not download.
 * Anything that cannot be read (no release yet, a broken or missing file) just adds less: the host then
 * fetches `/remotes.json` or the screens' chunks itself, as without preloads.
 */
export function createPagePreloads(deps: { releasesDir: string; registry: RegistryReader }) {
  // Releases are immutable, so a file read once is good for the life of the process.
  const files = new Map<string, Promise<unknown>>();

  function releaseFile<T>(name: string, version: string, file: string): Promise<T | undefined> {
    const key = `${name}/${version}/${file}`;
    let content = files.get(key);
    if (!content) {
      content = readFile(join(deps.releasesDir, name, version, file), 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => undefined);
      files.set(key, content);
    }
    return content as Promise<T | undefined>;
  }

  async function preloadsOf(remote: LiveRemote, expose: string): Promise<string[]> {
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    const [mf, closures] = await Promise.all([
      releaseFile<MfManifest>(remote.name, remote.version, 'mf-manifest.json'),
      releaseFile<PreloadManifest>(remote.name, remote.version, 'preload.json'),
    ]);
    const exposed = mf?.exposes?.find((e) => e.name === expose)?.assets;
    const closure = closures?.[expose];
    const scripts = [...(exposed?.js.sync ?? []), ...(closure?.js ?? [])].map((file) => base + file);
    const styles = [...(exposed?.css.sync ?? []), ...(closure?.css ?? [])].map((file) => base + file);
    return [
      ...[remote.entry, ...scripts].map(
        (href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`,
      ),
      // crossorigin: Vite's preload helper requests style sheets in CORS mode, and a preload is only used
      // by a request in the same mode (Chrome would fetch the file a second time).
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
    ];
  }

  /** The tags for the page at `pathname`, to put at the end of `<head>`. */
  return async function pageHeadTags(pathname: string): Promise<string> {
    let manifest: RemotesManifest;
    try {
      manifest = toManifest(await deps.registry.read());
    } catch {
      return '';
    }
    const page = pageOf(pathname);
    const screens = (page?.modules ?? []).map((module) => {
      const [name, expose] = module.split('/') as [string, string];
      return { remote: manifest.remotes.find((r) => r.name === name), expose };
    });
    const links = (
      await Promise.all(screens.map(({ remote, expose }) => (remote ? preloadsOf(remote, expose) : [])))
    ).flat();
    // The screens' first API reads, so they need not wait for the screens' code (fetch() is CORS mode);
    // not when a screen's remote was never released (nothing would read them).
    const allLive = screens.every(({ remote }) => remote !== undefined);
    for (const href of allLive ? (page?.firstReads ?? []) : []) {
      links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`);
    }
    const registry = `<script type="application/json" id="${INLINE_REMOTES_MANIFEST_ID}">${jsonForScript(manifest)}</script>`;
    return [registry, ...new Set(links)].join('\n');
  };
}

/** JSON that cannot close the <script> element it sits in. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
