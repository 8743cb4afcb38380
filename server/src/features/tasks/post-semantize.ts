import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  type CleanResult,
  semantizeResponseSchema,
  taskIdParamsSchema,
  taskRoutes,
} from '@cairn/shared/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadTask } from './load-task';

/**
 * `POST /api/task/{taskId}/semantize` (SPEC §7). Semantic analysis runs in the pipeline after cleaning
 * and story resolution, so this answers its result when it exists and says why when it cannot: the
 * article is still being processed, or it is too short or not an article (cleaning refused it). The client
 * then polls the task (SPEC §4).
 */
export function postSemantizeRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      taskRoutes.semantize,
      {
        schema: {
          summary: "Analyse a task's article (entities, claims)",
          params: taskIdParamsSchema,
          response: {
            200: semantizeResponseSchema,
            400: apiErrorBodySchema,
            404: apiErrorBodySchema,
            409: apiErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const found = await loadTask(deps.db, request.params.taskId);
        if (!found) return reply.code(404).send({ error: 'Task not found' });
        const { task, page } = found;
        if (task.semanticData) return { success: true as const, semantic_data: task.semanticData };
        if (task.status === 'failed' || task.status === 'blocked') {
          return reply.code(409).send({ error: task.error ?? 'Extraction failed' });
        }
        const cleaning = page?.cleaning as CleanResult | null | undefined;
        if (cleaning && !cleaning.is_valid) return reply.code(409).send({ error: cleaning.message });
        return reply.code(409).send({ error: 'The article is still being analysed; try again in a moment' });
      },
    );
  };
}
