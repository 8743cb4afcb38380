import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenAssets } from './preload-screen-assets';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

const links = () =>
  Array.from(document.head.querySelectorAll('link'), (link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    href: link.href,
  }));

describe('preloadScreenAssets', () => {
  it('preloads every chunk as a module and every style sheet in CORS mode, at once', () => {
    preloadScreenAssets({
      js: ['http://localhost:3000/r/a.js', 'http://localhost:3000/r/b.js'],
      css: ['http://localhost:3000/r/a.css'],
    });
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, crossorigin: null, href: 'http://localhost:3000/r/a.js' },
      { rel: 'modulepreload', as: null, crossorigin: null, href: 'http://localhost:3000/r/b.js' },
      { rel: 'preload', as: 'style', crossorigin: '', href: 'http://localhost:3000/r/a.css' },
    ]);
  });

  it('adds nothing the page already links, whoever added it', () => {
    // As the server writes them for the screens of the page it serves (a relative href).
    const preloaded = document.createElement('link');
    preloaded.rel = 'modulepreload';
    preloaded.setAttribute('href', '/r/a.js');
    document.head.append(preloaded);
    const assets = { js: ['http://localhost:3000/r/a.js'], css: ['http://localhost:3000/r/a.css'] };
    preloadScreenAssets(assets);
    preloadScreenAssets(assets);
    expect(links().map((link) => link.href)).toEqual([
      'http://localhost:3000/r/a.js',
      'http://localhost:3000/r/a.css',
    ]);
  });
});
