import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../http/errors';
import { IMMUTABLE, isFile, NO_CACHE, resolveInside, sendStaticFile } from '../../http/static-files';
import { pageVisitor } from '../../http/visitor-cookie';

/**
 * The host's build at `/`, as Fastify's not-found handler: everything the API and the remotes do not
 * answer. A GET for a file of the build gets that file; any other GET gets `index.html` (200) so that a
 * reload on a client route such as /story/<id> or /locations/<id>/st.-louis opens the app.
 *
 * Not falling back: /api and /remotes (callers there want a JSON 404, not a page) and /assets (a missing
 * hashed file is a stale or broken deploy; HTML in its place fails later, with a worse error).
 *
 * The page itself gets `pageHeadTags(path)` at the end of its <head>: the remote registry and preloads
 * of the remote screens that page shows (page-preloads.ts).
 */
export function createHostHandler(deps: {
  hostDir: string;
  pageHeadTags: (pathname: string, visitorId?: string) => Promise<string>;
}) {
  const indexFile = join(deps.hostDir, 'index.html');
  let index: { key: string; html: string } | undefined;

  async function sendPage(reply: FastifyReply, path: string, status = 200) {
    const info = await stat(indexFile);
    const key = `${info.mtimeMs}:${info.size}`;
    if (index?.key !== key) index = { key, html: await readFile(indexFile, 'utf8') };
    // Which version of each remote the page loads depends on the visitor (canaries): the cookie says who.
    const visitor = pageVisitor(reply.request, reply);
    const html = index.html.replace('</head>', `${await deps.pageHeadTags(path, visitor)}\n  </head>`);
    reply.header('cache-control', NO_CACHE);
    reply.header('vary', 'Cookie');
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('x-content-type-options', 'nosniff');
    return reply.code(status).send(reply.request.method === 'HEAD' ? undefined : html);
  }

  /** `status` (refused addresses: 414 for a URL past our limit) answers the page with that code. */
  return async function serveHost(request: FastifyRequest, reply: FastifyReply, status?: number) {
    const raw = rawPathnameOf(request.url);
    const path = raw === undefined ? undefined : pathnameOf(raw);
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      raw === undefined ||
      isReserved(path ?? raw)
    ) {
      return sendNotFound(reply);
    }
    // Bad percent-encoding ('/story/%', '/people/%E0%A4%A'): no file has that name, and a visitor who
    // followed such a link gets the app, which says the address names nothing (400, not the API's JSON).
    if (path === undefined) {
      if (raw.startsWith('/assets/') || !(await isFile(indexFile))) return sendNotFound(reply);
      return sendPage(reply, raw, status ?? 400);
    }

    // Every file of the build but the page itself, which goes out with its head tags below.
    const file = resolveInside(deps.hostDir, path);
    if (file && file !== indexFile && (await isFile(file))) {
      const name = relative(deps.hostDir, file);
      return sendStaticFile(reply, deps.hostDir, name, name.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
    }
    if (path.startsWith('/assets/')) return sendNotFound(reply);

    if (!(await isFile(indexFile))) {
      return sendNotFound(
        reply,
        'Not found',
        'The web app is not built: run `pnpm build` at the repository root.',
      );
    }
    return sendPage(reply, path, status);
  };
}

function isReserved(path: string): boolean {
  return (
    ['/api', '/remotes'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    path === '/remotes.json'
  );
}

/** The path of a request's URL as sent, still percent-encoded; undefined for one that is no URL ('//'). */
function rawPathnameOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return undefined;
  }
}

function pathnameOf(rawPathname: string): string | undefined {
  try {
    return decodeURIComponent(rawPathname);
  } catch {
    return undefined; // malformed percent-encoding
  }
}
