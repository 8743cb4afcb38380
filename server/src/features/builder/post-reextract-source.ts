import {
  builderRoutes,
  reextractResponseSchema,
  storySourceParamsSchema,
} from '@cairn/shared/contracts/builder';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { pages, storyPages, tasks } from '../../db/schema';
import type { RateLimitHook } from '../../http/rate-limit';
import { optionalVisitorId } from '../../http/visitor-id';
import type { Pipeline } from '../../pipeline/pipeline';

/**
 * `POST /api/story/{id}/sources/{pageId}/reextract` (builder 'Re-extract Claims'): a new task for the page
 * that starts at the analysis stage, queued like any pipeline job (retried, survives a restart). The
 * analysis replaces the page's claims and recomposes every story holding it; the client polls the task.
 */
export function postReextractSourceRoute(deps: {
  db: Drizzle;
  pipeline: Pipeline;
  rateLimit?: RateLimitHook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      builderRoutes.reextract,
      {
        schema: {
          summary: "Re-run the analysis of one of a story's sources",
          params: storySourceParamsSchema,
          response: {
            202: reextractResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            409: apiErrorBodySchema,
            429: apiErrorBodySchema,
          },
        },
        // Analysis is the pipeline's heaviest stage: the same budget as a submission.
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        const { id, pageId } = request.params;
        const [page] = await deps.db
          .select({ url: pages.url, normalizedUrl: pages.normalizedUrl, extracted: pages.extraction })
          .from(storyPages)
          .innerJoin(pages, eq(pages.id, storyPages.pageId))
          .where(and(eq(storyPages.storyId, id), eq(storyPages.pageId, pageId)));
        if (!page) return reply.code(404).send({ error: 'Source not found in this story' });
        if (!page.extracted)
          return reply.code(409).send({ error: 'This source has no extracted content to analyse' });
        const [task] = await deps.db
          .insert(tasks)
          .values({
            userId: optionalVisitorId(request) ?? crypto.randomUUID(),
            url: page.url,
            normalizedUrl: page.normalizedUrl,
            pageId,
            targetStoryId: id,
          })
          .returning({ id: tasks.id });
        await deps.pipeline.startAt('semantization', task!.id);
        return reply.code(202).send({ task_id: task!.id });
      },
    );
  };
}
