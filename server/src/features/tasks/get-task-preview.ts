import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  type PreviewMeta,
  type TaskPreview,
  taskIdParamsSchema,
  taskPreviewSchema,
  taskRoutes,
} from '@cairn/shared/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import type { ExtractedArticle } from '../../pipeline/extraction/extract-article';
import { loadTask } from './load-task';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function languageName(code: string | null): string | null {
  if (!code) return null;
  try {
    return languageNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/task/{taskId}/preview`: the header of the task page (SPEC §2): image, publisher with
 * favicon and social links, language, section, tags and language confidence. Its shape is ours (SPEC §7
 * leaves it open); fields the page does not have are null.
 */
export function getTaskPreviewRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      taskRoutes.preview,
      {
        schema: {
          summary: "A task's preview card",
          params: taskIdParamsSchema,
          response: { 200: taskPreviewSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const found = await loadTask(deps.db, request.params.taskId);
        if (!found) return reply.code(404).send({ error: 'Task not found' });
        const meta = found.page?.preview as PreviewMeta | null | undefined;
        const article = found.page?.extraction as ExtractedArticle | null | undefined;
        const image = article?.image ?? meta?.thumbnail_url ?? null;
        const preview: TaskPreview = {
          preview_image: image ? { url: image } : null,
          title: article?.title ?? meta?.title ?? null,
          url: found.page?.finalUrl ?? found.task.url,
          domain: article?.domain ?? meta?.domain ?? null,
          publisher: {
            name: article?.site_name ?? meta?.site_name ?? null,
            favicon: article?.favicon ?? meta?.favicon ?? null,
            facebook: article?.social.facebook ?? null,
            twitter: article?.social.twitter ?? null,
          },
          metadata: {
            language: article?.language ?? null,
            language_name: languageName(article?.language ?? null),
            section: article?.section ?? null,
            tags: article?.tags ?? [],
          },
          metrics: { language_confidence: article?.language_confidence ?? null },
        };
        return preview;
      },
    );
  };
}
