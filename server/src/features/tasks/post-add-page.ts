import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { addPageRequestSchema, addPageResponseSchema, taskRoutes } from '@cairn/shared/contracts/tasks';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stories } from '../../db/schema';
import type { RateLimitHook } from '../../http/rate-limit';
import { visitorId } from '../../http/visitor-id';
import { type SubmitDeps, submitEvidence } from './submit-evidence';

/**
 * `POST /api/story/{id}/add-page` (SPEC §7): a builder adds a URL as evidence to a story. It goes through
 * the same pipeline as a submission; the task remembers the story it was added to.
 */
export function postAddPageRoute(deps: SubmitDeps & { rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      taskRoutes.addPage,
      {
        schema: {
          summary: 'Add a URL as evidence to a story',
          params: storyIdParamsSchema,
          body: addPageRequestSchema,
          response: {
            202: addPageResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            429: apiErrorBodySchema,
          },
        },
        // The same budget as POST /api/seed: an added page is fetched like a submitted one.
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const [story] = await deps.db
          .select({ id: stories.id })
          .from(stories)
          .where(eq(stories.id, request.params.id));
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        const userId = visitorId(request);
        const url = request.body.url.trim();
        if (!/^https?:\/\//i.test(url))
          return reply.code(400).send({ error: 'Please submit a valid news article URL' });
        const { task } = await submitEvidence(deps, { content: url, userId, targetStoryId: story.id });
        return reply.code(202).send({ task_id: task.id, status: task.status });
      },
    );
  };
}
