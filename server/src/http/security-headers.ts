import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tileImageSource } from '../config';

export interface SecurityHeaderOptions {
  /** `CAIRN_TILE_URL`, the map tile template; its origin may serve images. */
  tileUrl?: string | undefined;
}

/**
 * The Content-Security-Policy of every HTML page (docs/decisions.md, "Security headers").
 * - script-src 'self': only our own files run. No 'unsafe-inline': the one inline <script> of a page is the
 *   remote registry, `type="application/json"`, a data block the browser never executes, so CSP does not
 *   apply to it (page-preloads.ts). No 'unsafe-eval': the Module Federation runtime loads remote entries
 *   with import(); its `Function(...)` paths are only for SystemJS entries and a `getPublicPath` string,
 *   neither of which we use (the browser suite checks that no violation is reported).
 * - style-src 'self': Vite emits style sheets as files, and the remotes' are added as <link> elements.
 *   React's `style` props are set through the CSSOM (element.style), which CSP does not govern; only
 *   <style> elements and `style="…"` in markup would need 'unsafe-inline', and we have neither.
 * - img-src: our files, data: URLs (small inline icons), the tile server, and any http(s) origin because
 *   story covers, article images and publisher favicons are still loaded from the articles' sites. An
 *   image cannot run script, so this costs privacy, not safety; once those images go through our own
 *   server (DESIGN §6), `https: http:` goes and img-src is ours and the tile server's.
 * - connect-src 'self': the API, `/remotes.json` and the remotes' manifests are all on this origin.
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none': no plugins, no
 *   <base> pointing our relative URLs elsewhere, no forms posting elsewhere, no framing (clickjacking).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const images = ["'self'", 'data:'];
  if (options.tileUrl) images.push(tileImageSource(options.tileUrl));
  images.push('https:', 'http:');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features the site never uses, switched off for our pages and anything they might embed, so
 * an injected script or a compromised dependency cannot ask the visitor for them. Only names Chromium
 * knows: an unknown one is logged as an error on every page load.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * On every answer. `nosniff`: a browser never guesses a type other than the one we send (a JSON answer
 * or a text asset read as HTML or script). `no-referrer`: nothing about what a reader reads reaches the
 * article sites they click through to or whose images a page shows (DESIGN §6); the app needs no
 * Referer of its own. `Cross-Origin-Resource-Policy: same-origin`: everything here is for this origin's
 * pages, so other sites cannot pull our answers into their process (Spectre-style reads).
 */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * On every `/api` answer, success or error. `no-store`: answers are per-visitor and change with every
 * submission, so neither the browser nor a proxy keeps them. The policy: a JSON answer opened as a page
 * loads and runs nothing.
 */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** On every HTML page: the CSP above, the feature switches, and a browsing context of our own (COOP). */
export function pageHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Sets the headers that `url`'s answer, of the content type already set on `reply`, must carry. */
export function applySecurityHeaders(
  url: string,
  reply: FastifyReply,
  page: Record<string, string> = pageHeaders(),
): void {
  reply.headers(EVERY_ANSWER);
  if (isApiPath(url)) reply.headers(API_HEADERS);
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(page);
}

/**
 * One hook for every answer the app sends (routes, static files, the host's pages, errors and 404s), so
 * no route can forget them. Register it before the routes and the not-found handler.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const page = pageHeaders(options);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    applySecurityHeaders(request.url, reply, page);
    return payload;
  });
}
