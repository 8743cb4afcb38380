import { PAGE_MODULES, type Page, pageOf } from '@cairn/shared/contracts/page-modules';
import { INLINE_REMOTES_MANIFEST_ID, type RemotesManifest } from '@cairn/shared/contracts/remotes';
import type { ReadRemotesManifest } from '../../read-models/remotes-manifest';

type LiveRemote = RemotesManifest['remotes'][number];

/**
 * What the server writes into the host's `index.html` for one page, so the first load is not a chain of
 * round trips (host code → `/remotes.json` → each remote's entry → its screen chunks → the API):
 * - the remote registry itself, as JSON (the same body as `GET /remotes.json`: the page is `no-cache`,
 *   so a rollback still reaches the next load);
 * - `preload` for the first API reads of those screens for a new visitor (`firstReads`);
 * - `modulepreload` for the entry and the chunks of each remote screen the page composes
 *   (`PAGE_MODULES`, from the screen table of `@cairn/shared/contracts/screens`), and `preload` for their style sheets (the `screens` assets of the registry, see
 *   read-models/remotes-manifest.ts). The page's first screen is its main content (on `/app` the feed, whose
 *   first story is the largest paint); the others get `fetchpriority="low"`, so the browser fetches, and
 *   so evaluates, them after it over HTTP/1.1's six connections.
 * Anything that cannot be read (no release yet, a broken or missing file) just adds less: the host then
 * fetches `/remotes.json` or the screens' chunks itself, as without preloads.
 */
export function createPagePreloads(deps: {
  readManifest: ReadRemotesManifest;
  /** The pages and their screens; a test hands in those of another screen table. */
  pages?: readonly Page<string>[];
}) {
  const pages = deps.pages ?? PAGE_MODULES;
  function preloadsOf(remote: LiveRemote, expose: string, primary: boolean): string[] {
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    const assets = remote.screens?.[expose] ?? { js: [], css: [] };
    const priority = primary ? '' : ' fetchpriority="low"';
    return [
      ...[remote.entry, ...assets.js.map((file) => base + file)].map(
        (href) => `<link rel="modulepreload"${priority} href="${escapeAttribute(href)}">`,
      ),
      // crossorigin: Vite's preload helper requests style sheets in CORS mode, and a preload is only used
      // by a request in the same mode (Chrome would fetch the file a second time).
      ...assets.css.map(
        (file) =>
          `<link rel="preload" as="style" crossorigin${priority} href="${escapeAttribute(base + file)}">`,
      ),
    ];
  }

  /** The tags for the page at `pathname` as this visitor gets it, to put at the end of `<head>`. */
  return async function pageHeadTags(pathname: string, visitorId?: string): Promise<string> {
    let manifest: RemotesManifest;
    try {
      manifest = await deps.readManifest(visitorId);
    } catch {
      return '';
    }
    const page = pageOf(pathname, pages);
    const screens = (page?.modules ?? []).map((module) => {
      const [name, expose] = module.split('/') as [string, string];
      return { remote: manifest.remotes.find((r) => r.name === name), expose };
    });
    const links = screens.flatMap(({ remote, expose }, index) =>
      remote ? preloadsOf(remote, expose, index === 0) : [],
    );
    // The screens' first API reads, so they need not wait for the screens' code (fetch() is CORS mode);
    // not when a screen's remote was never released (nothing would read them).
    const allLive = screens.every(({ remote }) => remote !== undefined);
    for (const href of allLive ? (page?.firstReads ?? []) : []) {
      links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`);
    }
    // A data block, not a script: the browser never runs a `type="application/json"` element, so the
    // pages' Content-Security-Policy (script-src 'self', no 'unsafe-inline') does not apply to it and needs
    // no hash or nonce (http/security-headers.ts). The host reads it with JSON.parse.
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
