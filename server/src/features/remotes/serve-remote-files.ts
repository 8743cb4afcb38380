import { basename, extname, join, relative } from 'node:path';
import { releaseVersionSchema, remoteNameSchema } from '@cairn/shared/contracts/remotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendNotFound } from '../../http/errors';
import { IMMUTABLE, isFile, NO_CACHE, resolveInside, sendStaticFile } from '../../http/static-files';

// Entry points keep their names across builds, so they must be revalidated; everything else a remote
// build emits is content-hashed and can be cached for good.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

export function cacheControlForRemoteFile(path: string): string {
  return ENTRY_FILES.has(basename(path)) || extname(path) === '.html' ? NO_CACHE : IMMUTABLE;
}

/**
 * A Retry of a remote loads it under `/remotes/<name>/<version>/retry-<n>/…` (host/src/remotes/registry.ts):
 * the same files at new URLs, so the browser's module map, where a hung or failed entry or chunk (a
 * page preloads them) stays hung or failed for good, cannot block the new attempt.
 */
const RETRY_PREFIX = /^retry-[0-9]{1,16}\//;

/** `/remotes/<name>/<version>/*`: the immutable release folders written by `pnpm release`. */
export function serveRemoteFilesRoute(deps: { releasesDir: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/remotes/:name/:version/*',
      {
        schema: {
          hide: true,
          params: z.object({ name: z.string(), version: z.string(), '*': z.string() }),
        },
      },
      async (request, reply) => {
        const { name, version } = request.params;
        const path = request.params['*'].replace(RETRY_PREFIX, '');
        // Only real remote names and release versions: nothing else under the releases folder (the
        // registry, scratch folders) is reachable, and neither segment can be `..`.
        if (!remoteNameSchema.safeParse(name).success || !releaseVersionSchema.safeParse(version).success) {
          return sendNotFound(reply);
        }
        const root = join(deps.releasesDir, name, version);
        const file = resolveInside(root, path);
        if (!file || !(await isFile(file))) return sendNotFound(reply);
        return sendStaticFile(reply, root, relative(root, file), cacheControlForRemoteFile(file));
      },
    );
  };
}
