import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  cleanResponseSchema,
  cleanResultSchema,
  taskIdParamsSchema,
  taskRoutes,
} from '@cairn/shared/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import type { Pipeline } from '../../pipeline/pipeline';
import { loadTask } from './load-task';

/**
 * `POST /api/task/{taskId}/clean` (SPEC §7): cleaning runs in the pipeline after extraction, so this
 * answers the result when it exists, runs the stage when it does not, and refuses a task whose article
 * is not extracted yet. The client then polls the task (SPEC §4).
 */
export function postCleanRoute(deps: { db: Drizzle; pipeline: Pipeline }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      taskRoutes.clean,
      {
        schema: {
          summary: "Clean a task's article",
          params: taskIdParamsSchema,
          response: {
            200: cleanResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            409: apiErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const found = await loadTask(deps.db, request.params.taskId);
        if (!found) return reply.code(404).send({ error: 'Task not found' });
        if (!found.page?.extraction) {
          return reply.code(409).send({
            error:
              found.task.status === 'failed' || found.task.status === 'blocked'
                ? (found.task.error ?? 'Extraction failed')
                : 'The article is still being extracted; try again in a moment',
          });
        }
        if (!found.page.cleaning) await deps.pipeline.runStage('cleaning', found.task.id);
        const again = await loadTask(deps.db, found.task.id);
        const cleaning = cleanResultSchema.safeParse(again?.page?.cleaning);
        if (!cleaning.success) return reply.code(409).send({ error: 'Failed to clean content' });
        return { success: true as const, clean_result: cleaning.data };
      },
    );
  };
}
