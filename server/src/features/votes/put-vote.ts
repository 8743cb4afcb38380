import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  castVoteRequestSchema,
  voteParamsSchema,
  voteRoutes,
  voteTallySchema,
} from '@cairn/shared/contracts/votes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { refreshContributorCount, storiesOfClaim } from '../../db/story-contributors';
import type { RateLimitHook } from '../../http/rate-limit';
import { requiredVisitorId } from '../../http/visitor-id';
import { loadVoteTallies, storeVote, voteSubjectExists } from '../../read-models/vote-tallies';

const NOT_FOUND = { source: 'Source not found', claim: 'Claim not found', entity: 'Entity not found' };

/**
 * `PUT /api/votes/{subject}/{id}` `{ vote: 'up' | 'down' | null }`: the caller's vote from now on (the
 * client applies SPEC §4's toggle rule and sends the result, so a retried request changes nothing).
 * Answers the subject's new real counts.
 */
export function putVoteRoute(deps: { db: Drizzle; rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      voteRoutes.one,
      {
        schema: {
          summary: 'Set or clear the caller’s vote on a source, claim or entity',
          params: voteParamsSchema,
          body: castVoteRequestSchema,
          response: {
            200: voteTallySchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            429: apiErrorBodySchema,
          },
        },
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const { subject, id } = request.params;
        const visitor = requiredVisitorId(request);
        if (!(await voteSubjectExists(deps.db, subject, id))) {
          return reply.code(404).send({ error: NOT_FOUND[subject] });
        }
        await storeVote(deps.db, subject, id, visitor, request.body.vote);
        // A claim's reviewer is one of its stories' contributors (the feed's count).
        if (subject === 'claim') {
          for (const storyId of await storiesOfClaim(deps.db, id))
            await refreshContributorCount(deps.db, storyId);
        }
        const [tally] = await loadVoteTallies(deps.db, subject, [id], visitor);
        return tally;
      },
    );
  };
}
