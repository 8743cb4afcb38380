import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { remotesManifestSchema } from '@cairn/shared/contracts/remotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        // no-cache: a rollback is a registry edit, and it must reach the next page load.
        reply.header('cache-control', 'no-cache');
        try {
          return await deps.readManifest();
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
