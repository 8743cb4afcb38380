import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzipAsync = promisify(gzip);

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
export async function sendStaticFile(
  reply: FastifyReply,
  root: string,
  relativePath: string,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl);
  reply.header('content-type', contentTypeFor(relativePath));
  reply.header('x-content-type-options', 'nosniff');
  if (COMPRESSIBLE.has(extname(relativePath).toLowerCase())) {
    reply.header('vary', 'accept-encoding');
    if (acceptsGzip(reply.request.headers['accept-encoding']) && !reply.request.headers.range) {
      const gzipped = await gzippedFile(join(root, relativePath));
      if (gzipped) {
        reply.header('etag', gzipped.etag);
        if (reply.request.headers['if-none-match'] === gzipped.etag) return reply.code(304).send();
        reply.header('content-encoding', 'gzip');
        return reply.send(reply.request.method === 'HEAD' ? undefined : gzipped.body);
      }
    }
  }
  return reply.sendFile(relativePath, root, {
    cacheControl: false,
    contentType: false,
    index: false,
    dotfiles: 'deny',
  });
}

// Text assets go out gzipped (a cold /app loads over a megabyte of JavaScript uncompressed). Built files
// never change in place (hashed names, immutable release folders), so each is compressed once and kept,
// keyed by its size and mtime; the cache is bounded so a long-running server cannot grow without end.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
const GZIP_CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const gzipCache = new Map<string, { key: string; body: Buffer; etag: string }>();
let gzipCacheBytes = 0;

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.trim().slice(2)) > 0);
  });
}

async function gzippedFile(path: string): Promise<{ body: Buffer; etag: string } | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return undefined;
  }
  const key = `${info.size}-${info.mtimeMs}`;
  const cached = gzipCache.get(path);
  if (cached?.key === key) return cached;
  const body = await gzipAsync(await readFile(path), { level: 9 });
  const entry = {
    key,
    body,
    etag: `W/"gz-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
  };
  if (cached) gzipCacheBytes -= cached.body.length;
  if (gzipCacheBytes + body.length > GZIP_CACHE_LIMIT_BYTES) {
    gzipCache.clear();
    gzipCacheBytes = 0;
  }
  gzipCache.set(path, entry);
  gzipCacheBytes += body.length;
  return entry;
}
