import { join, relative } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../http/errors';
import { IMMUTABLE, isFile, NO_CACHE, resolveInside, sendStaticFile } from '../../http/static-files';

/**
 * The host's build at `/`, as Fastify's not-found handler: everything the API and the remotes do not
 * answer. A GET for a file of the build gets that file; any other GET gets `index.html` (200) so that a
 * reload on a client route such as /story/<id> or /locations/<id>/st.-louis opens the app.
 *
 * Not falling back: /api and /remotes (callers there want a JSON 404, not a page) and /assets (a missing
 * hashed file is a stale or broken deploy; HTML in its place fails later, with a worse error).
 */
export function createHostHandler(deps: { hostDir: string }) {
  return async function serveHost(request: FastifyRequest, reply: FastifyReply) {
    const path = pathnameOf(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path === undefined || isReserved(path)) {
      return sendNotFound(reply);
    }

    const file = path === '/' ? join(deps.hostDir, 'index.html') : resolveInside(deps.hostDir, path);
    if (file && (await isFile(file))) {
      const name = relative(deps.hostDir, file);
      return sendStaticFile(reply, deps.hostDir, name, name.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
    }
    if (path.startsWith('/assets/')) return sendNotFound(reply);

    if (!(await isFile(join(deps.hostDir, 'index.html')))) {
      return sendNotFound(
        reply,
        'Not found',
        'The web app is not built: run `pnpm build` at the repository root.',
      );
    }
    return sendStaticFile(reply.code(200), deps.hostDir, 'index.html', NO_CACHE);
  };
}

function isReserved(path: string): boolean {
  return (
    ['/api', '/remotes'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    path === '/remotes.json'
  );
}

function pathnameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return undefined; // malformed percent-encoding
  }
}
