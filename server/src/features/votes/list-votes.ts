import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  voteListQuerySchema,
  voteListResponseSchema,
  voteRoutes,
  voteSubjectParamsSchema,
} from '@cairn/shared/contracts/votes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { optionalVisitorId } from '../../http/visitor-id';
import { loadVoteTallies } from '../../read-models/vote-tallies';

/**
 * `GET /api/votes/{subject}?ids=a,b,c`: the real counts of up to 200 sources, claims or entities and the
 * caller's own vote on each (from `X-User-Id`; without it, `mine` is null). Unknown ids count 0/0.
 */
export function listVotesRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      voteRoutes.list,
      {
        schema: {
          summary: 'Vote counts of several sources, claims or entities, and the caller’s own votes',
          params: voteSubjectParamsSchema,
          querystring: voteListQuerySchema,
          response: { 200: voteListResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request) => {
        const visitor = optionalVisitorId(request);
        const tallies = await loadVoteTallies(deps.db, request.params.subject, request.query.ids, visitor);
        return { tallies };
      },
    );
  };
}
