/**
 * Starts fetching a remote screen's chunks and style sheets, all at once. Without it a screen loaded on
 * a client-side navigation is a chain: Vite's loader in the remote waits for the screen's style sheets
 * before it imports the screen's chunk, and only then do the chunk's own imports start. Links that are
 * already in the page (the server preloads the screens of the page it serves) are not added again.
 */
export function preloadScreenAssets({ js, css }: { js: string[]; css: string[] }) {
  const present = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
  const add = (href: string, attributes: Record<string, string>) => {
    if (present.has(href)) return;
    present.add(href);
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.href = href;
    document.head.appendChild(link);
  };
  for (const href of js) add(href, { rel: 'modulepreload' });
  // CORS mode, as the remote's loader requests its style sheets: a preload in another mode is not used.
  for (const href of css) add(href, { rel: 'preload', as: 'style', crossorigin: '' });
}
