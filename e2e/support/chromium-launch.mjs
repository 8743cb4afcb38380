// How every Cairn tool starts Debian's Chromium: the browser suites, e2e/screenshot.mjs and
// bench/frontend. Without the background-networking flags Chromium keeps trying to reach Google's hosts
// on this closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
