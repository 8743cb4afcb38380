import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  searchRoutes,
  storySearchRequestSchema,
  storySearchResponseSchema,
} from '@cairn/shared/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { searchStories } from './search-stories';

/** `POST /api/stories/search` (SPEC §7): typo-tolerant story search for the home and builder search boxes. */
export function postSearchStoriesRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      searchRoutes.stories,
      {
        schema: {
          summary: 'Search stories by title, description and entity names',
          body: storySearchRequestSchema,
          response: { 200: storySearchResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request) => ({
        matches: await searchStories(deps.db, request.body.query, request.body.limit),
      }),
    );
  };
}
