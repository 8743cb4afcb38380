import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { taskIdParamsSchema, taskResponseSchema, taskRoutes } from '@cairn/shared/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadTask } from './load-task';
import { toTaskResponse } from './task-mappers';

/**
 * `GET /api/task/{taskId}` (SPEC §7). Anyone holding the id may read it (SPEC §6: no roles); the task
 * reports its `user_id` so a client can adopt it.
 */
export function getTaskRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      taskRoutes.detail,
      {
        schema: {
          summary: 'A task: status, stage, results',
          params: taskIdParamsSchema,
          response: { 200: taskResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const found = await loadTask(deps.db, request.params.taskId);
        if (!found) return reply.code(404).send({ error: 'Task not found' });
        return toTaskResponse(found.task, found.page);
      },
    );
  };
}
