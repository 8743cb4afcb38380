import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { checkQuerySchema, checkResponseSchema, taskRoutes } from '@cairn/shared/contracts/tasks';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { pages, tasks } from '../../db/schema';
import { normalizeUrl } from '../../pipeline/fetch/normalize-url';
import { toTaskResult } from './task-mappers';

/** `GET /api/check?url=` (SPEC §7): was this article (normalised as SPEC §5) already extracted? */
export function getCheckRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      taskRoutes.check,
      {
        schema: {
          summary: 'Look up an earlier extraction of a URL',
          querystring: checkQuerySchema,
          response: { 200: checkResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        let normalized: string;
        try {
          const url = new URL(request.query.url);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
          normalized = normalizeUrl(url.href);
        } catch {
          return reply.code(400).send({ error: 'Invalid query parameter url: not an http(s) address' });
        }
        const [row] = await deps.db
          .select({ task: tasks, page: pages })
          .from(pages)
          .innerJoin(tasks, eq(tasks.pageId, pages.id))
          .where(
            and(
              eq(pages.normalizedUrl, normalized),
              isNotNull(pages.cleaning),
              eq(tasks.status, 'completed'),
            ),
          )
          .orderBy(desc(tasks.completedAt))
          .limit(1);
        if (!row) return { cache_hit: false, task_id: null, result: null, semantic_data: null };
        return {
          cache_hit: true,
          task_id: row.task.id,
          result: toTaskResult(row.page),
          semantic_data: row.task.semanticData ?? null,
        };
      },
    );
  };
}
