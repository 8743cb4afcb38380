import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pagesOf } from '@cairn/shared/contracts/page-modules';
import { DEMO_FIRST_READ, DEMO_SCREEN_TABLE } from '@cairn/shared/test/demo-screen-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { createRegistryReader } from '../../read-models/remote-registry';
import { createRemotesManifestReader } from '../../read-models/remotes-manifest';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { createPagePreloads } from './page-preloads';

let root: string;

function put(path: string, content: unknown) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

/** An mf-manifest.json as @module-federation/vite writes it, reduced to what the server reads. */
function manifest(exposes: Record<string, { js: string[]; css: string[] }>) {
  return {
    exposes: Object.entries(exposes).map(([name, files]) => ({
      name,
      assets: {
        js: { sync: files.js, async: ['assets/fallback-react.js'] },
        css: { sync: files.css, async: [] },
      },
    })),
  };
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cairn-preloads-'));
  put('releases/registry.json', {
    remotes: {
      reader: { live: '0.1.0-aaa', history: ['0.1.0-aaa'] },
      submit: { live: '0.1.0-bbb', history: ['0.1.0-bbb'] },
      builder: { live: '0.1.0-ccc', history: ['0.1.0-ccc'] },
    },
  });
  put(
    'releases/reader/0.1.0-aaa/mf-manifest.json',
    manifest({
      StoryFeed: { js: ['assets/story-feed-1.js', 'assets/keys-1.js'], css: ['assets/story-feed-1.css'] },
      StoryPage: { js: ['assets/story-page-1.js', 'assets/keys-1.js'], css: [] },
    }),
  );
  put(
    'releases/submit/0.1.0-bbb/mf-manifest.json',
    manifest({ SubmissionPanel: { js: ['assets/panel-2.js'], css: [] }, TaskPage: { js: [], css: [] } }),
  );
  put('releases/reader/0.1.0-aaa/preload.json', {
    StoryFeed: {
      js: ['assets/story-feed-entry.js', 'assets/story-feed-1.js', 'assets/glue.js'],
      css: ['assets/story-feed-1.css'],
    },
  });
  put('releases/builder/0.1.0-ccc/mf-manifest.json', '{ not json');
  put('host/index.html', '<!doctype html><html><head><title>Cairn</title>\n  </head><body></body></html>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pageHeadTags = () =>
  createPagePreloads({
    readManifest: createRemotesManifestReader({
      releasesDir: join(root, 'releases'),
      registry: createRegistryReader(join(root, 'releases')),
    }),
  });

describe('page head tags', () => {
  it('preloads each remote screen of /app: its entry, sync chunks and styles, never the fallbacks', async () => {
    const tags = await pageHeadTags()('/app');
    // The submit remote has no preload.json (built before it existed): its mf-manifest.json is enough.
    const links = tags.split('\n').filter((line) => line.startsWith('<link'));
    expect(links).toEqual([
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/remoteEntry.js">',
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/assets/story-feed-1.js">',
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/assets/keys-1.js">',
      // preload.json adds the rest of the screen's static imports (the same file is listed once).
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/assets/story-feed-entry.js">',
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/assets/glue.js">',
      '<link rel="preload" as="style" crossorigin href="/remotes/reader/0.1.0-aaa/assets/story-feed-1.css">',
      // The page's other screens come after the first (the largest content: the feed) in the network queue.
      '<link rel="modulepreload" fetchpriority="low" href="/remotes/submit/0.1.0-bbb/remoteEntry.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/remotes/submit/0.1.0-bbb/assets/panel-2.js">',
      // The builder's manifest is unreadable: its entry is still preloaded, its chunks are not guessed.
      '<link rel="modulepreload" fetchpriority="low" href="/remotes/builder/0.1.0-ccc/remoteEntry.js">',
      // The screens' first reads for a new visitor.
      '<link rel="preload" as="fetch" crossorigin href="/api/stories?limit=12&amp;min_coherence=0.4">',
      '<link rel="preload" as="fetch" crossorigin href="/api/stories?limit=5&amp;min_coherence=0&amp;max_coherence=0.7">',
    ]);
  });

  it('writes the registry the host would fetch from /remotes.json, with the assets of each screen', async () => {
    const tags = await pageHeadTags()('/');
    const inline = /^<script type="application\/json" id="cairn-remotes">(.*)<\/script>$/.exec(tags)?.[1];
    const app = buildApp(appDepsWithoutDatabase({ releasesDir: join(root, 'releases') }));
    const served = (await app.inject('/remotes.json')).json();
    await app.close();
    expect(JSON.parse(inline ?? 'null')).toEqual(served);
    expect(served).toEqual({
      remotes: [
        {
          name: 'reader',
          version: '0.1.0-aaa',
          channel: 'stable',
          entry: '/remotes/reader/0.1.0-aaa/remoteEntry.js',
          screens: {
            StoryFeed: {
              js: [
                'assets/story-feed-1.js',
                'assets/keys-1.js',
                'assets/story-feed-entry.js',
                'assets/glue.js',
              ],
              css: ['assets/story-feed-1.css'],
            },
            StoryPage: { js: ['assets/story-page-1.js', 'assets/keys-1.js'], css: [] },
          },
        },
        // Its mf-manifest.json is broken: no screens, the host loads them without preloads.
        {
          name: 'builder',
          version: '0.1.0-ccc',
          channel: 'stable',
          entry: '/remotes/builder/0.1.0-ccc/remoteEntry.js',
        },
        {
          name: 'submit',
          version: '0.1.0-bbb',
          channel: 'stable',
          entry: '/remotes/submit/0.1.0-bbb/remoteEntry.js',
          screens: { SubmissionPanel: { js: ['assets/panel-2.js'], css: [] }, TaskPage: { js: [], css: [] } },
        },
      ],
    });
  });

  it('preloads only the screen of a story page, and nothing for an unknown page', async () => {
    const tags = pageHeadTags();
    expect((await tags('/story/s1')).match(/modulepreload/g)).toHaveLength(3);
    // The registry names every screen's files; the preload links are only the story page's.
    const links = (await tags('/story/s1')).split('\n').filter((line) => line.startsWith('<link'));
    expect(links.join('\n')).not.toContain('story-feed');
    expect(await tags('/no/such/page')).not.toContain('<link');
  });

  it('preloads a screen added to the screen table on its own route, with its first reads', async () => {
    const tags = createPagePreloads({
      readManifest: createRemotesManifestReader({
        releasesDir: join(root, 'releases'),
        registry: createRegistryReader(join(root, 'releases')),
      }),
      pages: pagesOf(DEMO_SCREEN_TABLE),
    });
    const links = (await tags('/demo/d1/')).split('\n').filter((line) => line.startsWith('<link'));
    // The release predates the screen: its entry is preloaded, its chunks are not guessed.
    expect(links).toEqual([
      '<link rel="modulepreload" href="/remotes/reader/0.1.0-aaa/remoteEntry.js">',
      `<link rel="preload" as="fetch" crossorigin href="${DEMO_FIRST_READ.replace(/&/g, '&amp;')}">`,
    ]);
    expect(await pageHeadTags()('/demo/d1')).not.toContain('<link');
  });

  it('adds nothing when no remote was ever released', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'cairn-preloads-empty-'));
    const tags = createPagePreloads({
      readManifest: createRemotesManifestReader({
        releasesDir: empty,
        registry: createRegistryReader(empty),
      }),
    });
    expect(await tags('/app')).toBe(
      '<script type="application/json" id="cairn-remotes">{"remotes":[]}</script>',
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it('the server puts them at the end of the page head', async () => {
    const app = buildApp(
      appDepsWithoutDatabase({ hostDir: join(root, 'host'), releasesDir: join(root, 'releases') }),
    );
    const page = await app.inject('/app');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<title>Cairn<\/title>\n {2}<script type="application\/json" id="cairn-remotes">.*<\/script>\n<link rel="modulepreload" href="\/remotes\/reader\/0\.1\.0-aaa\/remoteEntry\.js">/s,
    );
    expect(page.body.endsWith('</head><body></body></html>')).toBe(true);
    expect(page.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
