import { apiErrorBodySchema } from '@cairn/shared/contracts/errors';
import { remoteHealthRoutes, telemetryBatchSchema } from '@cairn/shared/contracts/remote-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Drizzle } from '../../db/database';
import type { RateLimitHook } from '../../http/rate-limit';
import { visitorFromCookie } from '../../http/visitor-cookie';
import { recordTelemetry, visitorHash } from '../../read-models/remote-health';

/**
 * `POST /api/telemetry`: the host's batch of how its remote screens loaded (contracts/remote-health.ts).
 * Sent with `sendBeacon`, so it has no headers of ours: the visitor is the cookie's, kept only as a hash.
 * A beacon's body may arrive as text/plain; the server parses both.
 */
export function postTelemetryRoute(deps: { db: Drizzle; rateLimit?: RateLimitHook }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          const error = Object.assign(new Error('The telemetry batch is not JSON'), { statusCode: 400 });
          done(error, undefined);
        }
      },
    );
    app.post(
      remoteHealthRoutes.telemetry,
      {
        bodyLimit: 16_384,
        schema: {
          summary: 'How remote screens loaded on a page (load time, failures, timeouts, render errors)',
          body: telemetryBatchSchema,
          response: { 204: z.null(), 400: apiErrorBodySchema, 429: apiErrorBodySchema },
        },
        preHandler: deps.rateLimit,
      },
      async (request, reply) => {
        await recordTelemetry(deps.db, visitorHash(visitorFromCookie(request)), request.body.events);
        return reply.code(204).send(null);
      },
    );
  };
}
