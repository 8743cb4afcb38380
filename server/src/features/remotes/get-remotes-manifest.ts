import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { remotesManifestSchema } from '@cairn/shared/contracts/remotes';
import { isValidUserId } from '@cairn/shared/user/user-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorFromCookie } from '../../http/visitor-cookie';
import type { ReadRemotesManifest } from '../../read-models/remotes-manifest';

/** `GET /remotes.json`: which build of each remote the host loads (DESIGN §2 'Runtime registry'). */
export function getRemotesManifestRoute(deps: { readManifest: ReadRemotesManifest }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/remotes.json',
      {
        schema: {
          summary: 'The live build of each remote, for the Module Federation runtime',
          response: { 200: remotesManifestSchema, 500: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        // no-cache: a rollback is a registry edit, and it must reach the next page load. The answer
        // depends on the visitor (canaries): the cookie, else the X-User-Id of a client that sends one.
        reply.header('cache-control', 'no-cache');
        reply.header('vary', 'Cookie, X-User-Id');
        try {
          return await deps.readManifest(
            visitorFromCookie(request) ?? headerVisitor(request.headers['x-user-id']),
          );
        } catch (error) {
          request.log.error({ err: error }, 'cannot read the remote registry');
          return reply
            .code(500)
            .send({ error: 'The remote registry cannot be read', detail: (error as Error).message });
        }
      },
    );
  };
}

/** A malformed `X-User-Id` here only means "not known": the live versions, never an error. */
function headerVisitor(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return isValidUserId(value) ? value.toLowerCase() : undefined;
}
