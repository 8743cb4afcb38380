import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import {
  evidenceRoutes,
  type StoryGraphResponse,
  storyGraphResponseSchema,
} from '@cairn/shared/contracts/evidence';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { loadArtifacts, loadClaims, storyExists } from '../../read-models/story-evidence';

const LABEL_CHARS = 60;

/** `GET /api/story/{id}/graph` (SPEC §2 evidence graph): story → its artifacts → their admitted claims. */
export function getStoryGraphRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      evidenceRoutes.graph,
      {
        schema: {
          summary: "A story's evidence graph",
          params: storyIdParamsSchema,
          response: { 200: storyGraphResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        const story = await storyExists(deps.db, id);
        if (!story) return reply.code(404).send({ error: 'Story not found' });
        const artifacts = await loadArtifacts(deps.db, id);
        const { claims } = await loadClaims(deps.db, id);
        const graph: StoryGraphResponse = {
          story_title: story.title,
          nodes: [{ id, type: 'story', label: shorten(story.title), description: story.title }],
          edges: [],
        };
        for (const artifact of artifacts) {
          const label = artifact.title ?? artifact.domain ?? artifact.url ?? 'Untitled source';
          graph.nodes.push({
            id: artifact.page_id,
            type: 'artifact',
            label: shorten(label),
            description: [artifact.domain, artifact.url].filter(Boolean).join(' · ') || label,
          });
          graph.edges.push({ source: id, target: artifact.page_id });
        }
        for (const claim of claims) {
          graph.nodes.push({
            id: claim.id,
            type: 'claim',
            label: shorten(claim.text),
            description: claim.text,
          });
          graph.edges.push({ source: claim.source.page_id, target: claim.id });
        }
        return graph;
      },
    );
  };
}

function shorten(text: string): string {
  return text.length <= LABEL_CHARS ? text : `${text.slice(0, LABEL_CHARS - 1).trimEnd()}…`;
}
