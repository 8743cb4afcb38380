import {
  type BuilderStoryResponse,
  builderRoutes,
  builderStoryResponseSchema,
} from '@cairn/shared/contracts/builder';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { storyIdParamsSchema } from '@cairn/shared/contracts/stories';
import { builderModalityOf } from '@cairn/shared/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Drizzle } from '../../db/database';
import { stories } from '../../db/schema';
import {
  loadArtifacts,
  loadClaims,
  loadStoryEntities,
  type StoryEntityRow,
} from '../../read-models/story-evidence';

/** `GET /api/builder/story/{id}` (SPEC §3 'Builder story response'): the builder workspace in one call. */
export function getBuilderStoryRoute(deps: { db: Drizzle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      builderRoutes.story,
      {
        schema: {
          summary: 'A story with its sources, claims by modality and entities, for the builder',
          params: storyIdParamsSchema,
          response: { 200: builderStoryResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        const [row] = await deps.db
          .select({
            id: stories.id,
            title: stories.title,
            gist: stories.gist,
            description: stories.description,
            coherence: stories.coherenceScore,
            updatedAt: stories.updatedAt,
          })
          .from(stories)
          .where(eq(stories.id, id))
          .limit(1);
        if (!row) return reply.code(404).send({ error: 'Story not found' });
        const [artifacts, { claims }, entities] = await Promise.all([
          loadArtifacts(deps.db, id),
          loadClaims(deps.db, id),
          loadStoryEntities(deps.db, id),
        ]);
        const body: BuilderStoryResponse = {
          story: {
            id: row.id,
            topic: row.title,
            gist: row.gist?.trim() || row.description?.trim() || null,
            coherence_score: row.coherence,
            updated_at: row.updatedAt.toISOString(),
          },
          claims,
          sources: newestFirst(artifacts),
          threads: threadsOf(claims),
          page_entities: entities.flatMap((entity) =>
            entity.page_urls.map((url) => ({
              page_url: url,
              canonical_name: entity.name,
              type: entity.type,
            })),
          ),
          claim_entities: claimEntities(entities, claims),
        };
        return body;
      },
    );
  };
}

/** SPEC §2 builder: sources sorted by published date, newest first; undated ones last, in joining order. */
function newestFirst(artifacts: StoryArtifact[]): StoryArtifact[] {
  const time = (a: StoryArtifact) => (a.pub_time ? Date.parse(a.pub_time) : Number.NEGATIVE_INFINITY);
  return artifacts
    .map((artifact, index) => ({ artifact, index }))
    .sort((a, b) => time(b.artifact) - time(a.artifact) || a.index - b.index)
    .map(({ artifact }) => artifact);
}

/** SPEC §4 builder modalities; the aliases fact/official_fact and reported/reported_claim are folded in. */
function threadsOf(claims: StoryClaim[]): BuilderStoryResponse['threads'] {
  const threads: BuilderStoryResponse['threads'] = {
    observation: [],
    reported_speech: [],
    opinion: [],
    allegation: [],
  };
  for (const claim of claims) {
    const modality = builderModalityOf(claim.modality);
    if (modality) threads[modality].push(claim);
  }
  return threads;
}

/**
 * Claims carry no entity links of their own: an entity belongs to the claims when one of its names (the
 * canonical name or a surface form a page used) appears in an admitted claim's text, `who` or `where`.
 */
function claimEntities(
  entities: StoryEntityRow[],
  claims: StoryClaim[],
): BuilderStoryResponse['claim_entities'] {
  const haystack = claims
    .map((claim) => [claim.text, claim.who, claim.where].filter(Boolean).join(' '))
    .join('\n')
    .toLowerCase();
  return entities
    .filter((entity) =>
      [entity.name, ...entity.mentions].some(
        (name) => name.length > 1 && containsWord(haystack, name.toLowerCase()),
      ),
    )
    .map((entity) => ({
      type: entity.type,
      canonical_id: entity.id,
      canonical_name: entity.name,
      wikidata_qid: entity.qid,
      wikidata_thumbnail: null,
      role: entity.role,
    }));
}

function containsWord(haystack: string, needle: string): boolean {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : haystack[at - 1]!;
    const after = haystack[at + needle.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    from = at + 1;
  }
}
