import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

export const NO_CACHE = 'no-cache';
/** For content-hashed files: the name changes whenever the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Resolves a URL path below `root`, or undefined when it could point anywhere else.
 * Refused: `..` and `.` segments, dotfiles, empty segments, backslashes and NUL (all after URL decoding).
 * The final prefix check is the real guarantee; the segment rules keep odd paths from reaching it.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  if (urlPath.includes('\0') || urlPath.includes('\\')) return undefined;
  const segments = urlPath.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : undefined;
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

// Our own table rather than the `mime` defaults: `.js` must be text/javascript (RFC 9239; module scripts
// are refused without a JavaScript type) and fonts need their font/* types.
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Streams `relativePath` (already checked with resolveInside) from `root` through @fastify/send, which
 * adds ETag/Last-Modified, 304s, ranges and HEAD; we own Content-Type and Cache-Control.
 */
export function sendStaticFile(
  reply: FastifyReply,
  root: string,
  relativePath: string,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl);
  reply.header('content-type', contentTypeFor(relativePath));
  reply.header('x-content-type-options', 'nosniff');
  return reply.sendFile(relativePath, root, {
    cacheControl: false,
    contentType: false,
    index: false,
    dotfiles: 'deny',
  });
}
