import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Database } from '../db/database';
import { deleteStorySourceRoute } from '../features/builder/delete-story-source';
import { getBuilderStoryRoute } from '../features/builder/get-builder-story';
import { getStoryRevisionRoute } from '../features/builder/get-story-revision';
import { listBuilderStoriesRoute } from '../features/builder/list-builder-stories';
import { listStoryBuildersRoute } from '../features/builder/list-story-builders';
import { listStoryRevisionsRoute } from '../features/builder/list-story-revisions';
import { postReextractSourceRoute } from '../features/builder/post-reextract-source';
import { postStoryChatRoute } from '../features/chat/post-story-chat';
import { getDocsRoute } from '../features/docs/get-docs';
import { getEntityRoute } from '../features/entities/get-entity';
import { getEntityActivityRoute } from '../features/entities/get-entity-activity';
import { getEntityLookupRoute } from '../features/entities/get-entity-lookup';
import { listEntityStoriesRoute } from '../features/entities/list-entity-stories';
import { getGeocodeRoute } from '../features/geocode/get-geocode';
import { getMapConfigRoute } from '../features/geocode/get-map-config';
import { getHealthRoute } from '../features/health/get-health';
import { getRemoteHealthRoute } from '../features/ops/get-remote-health';
import { postTelemetryRoute } from '../features/ops/post-telemetry';
import { getRemotesManifestRoute } from '../features/remotes/get-remotes-manifest';
import { serveRemoteFilesRoute } from '../features/remotes/serve-remote-files';
import { postSearchStoriesRoute } from '../features/search/post-search-stories';
import { createPagePreloads } from '../features/site/page-preloads';
import { createHostHandler } from '../features/site/serve-host';
import { getStoryRoute } from '../features/stories/get-story';
import { listStoriesRoute } from '../features/stories/list-stories';
import { getStoryClaimsRoute } from '../features/story-evidence/get-story-claims';
import { getStoryEntitiesRoute } from '../features/story-evidence/get-story-entities';
import { getStoryGraphRoute } from '../features/story-evidence/get-story-graph';
import { getCheckRoute } from '../features/tasks/get-check';
import { getTaskRoute } from '../features/tasks/get-task';
import { getTaskPreviewRoute } from '../features/tasks/get-task-preview';
import { postAddPageRoute } from '../features/tasks/post-add-page';
import { postCleanRoute } from '../features/tasks/post-clean';
import { postSeedRoute } from '../features/tasks/post-seed';
import { postSemantizeRoute } from '../features/tasks/post-semantize';
import { getStoryFundRoute } from '../features/tips/get-story-fund';
import { postStoryTipRoute } from '../features/tips/post-story-tip';
import { listVotesRoute } from '../features/votes/list-votes';
import { putVoteRoute } from '../features/votes/put-vote';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../lib/logger';
import type { GuardedFetchOptions } from '../pipeline/fetch/guarded-fetch';
import type { Pipeline } from '../pipeline/pipeline';
import { createGeocoder, type Geocoder, toGeocodePlace } from '../pipeline/places/geocoder';
import type { CanaryBudget } from '../read-models/canary-health';
import { createRegistryReader } from '../read-models/remote-registry';
import { createRemotesManifestReader } from '../read-models/remotes-manifest';
import { SERVER_VERSION } from '../version';
import {
  createFrameworkErrorHandler,
  createRequestLineCheck,
  handleClientError,
  type ServePage,
} from './client-errors';
import { handleError } from './errors';
import { createRateLimitHook, type Rate } from './rate-limit';
import { guardRequestText } from './request-text';
import { recordRoutes, withMethodNotAllowed } from './route-table';
import { registerSecurityHeaders } from './security-headers';

export interface AppDeps {
  database: Pick<Database, 'kind' | 'ping' | 'db'>;
  jobs: Pick<JobQueue, 'stats'>;
  /** The host's static build (`CAIRN_HOST_DIR`). */
  hostDir: string;
  /** Release folders and `registry.json` of the remotes (`CAIRN_RELEASES_DIR`). */
  releasesDir: string;
  /** The evidence pipeline; without it the task routes are not served (static-only tests). */
  pipeline?: Pipeline;
  fetchOptions?: GuardedFetchOptions;
  /** Omit for silence (tests). */
  logger?: Logger;
  /** The clock for relative times; tests pin it. */
  now?: () => Date;
  /**
   * Limits on the write routes anyone may call (DESIGN §6), per visitor id and per client address.
   * `main.ts` passes the configured ones; omitted, there are none (tests that are not about limits).
   */
  rateLimits?: AppRateLimits;
  /** Fastify's `trustProxy` (CAIRN_TRUST_PROXY): whether X-Forwarded-For names the client. Off by default. */
  trustProxy?: false | number | string[];
  startedAt?: number;
  /** `CAIRN_TILE_URL`: the pages' Content-Security-Policy lets images come from its origin. */
  tileUrl?: string;
  /** The canary rollback budget `GET /api/ops/remotes` reports (CAIRN_CANARY_*). */
  canaryBudget?: CanaryBudget;
  /** The offline geocoder; by default one over this database, loading the places table on first use. */
  geocoder?: Geocoder;
}

const DEFAULT_CANARY_BUDGET: CanaryBudget = { badPer1000: 50, minLoads: 20 };

/** The whole HTTP surface, without listening: `main.ts` listens, tests use `app.inject`. */
export function buildApp(deps: AppDeps) {
  const logger: FastifyBaseLogger = deps.logger ?? pino({ level: 'silent' });
  // The host's pages (set below, once the remote registry reader exists): Fastify's router refuses a path
  // with bad percent-encoding before any route, and a page address gets the app rather than JSON.
  let serveHost: ServePage | undefined;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: trustProxyOption(deps.trustProxy),
    // What Node's parser and Fastify's router refuse also answers `{ error, detail? }` (client-errors.ts).
    clientErrorHandler: handleClientError,
    frameworkErrors: createFrameworkErrorHandler({
      servePage: () => serveHost,
      security: { tileUrl: deps.tileUrl },
    }),
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  const now = deps.now ?? (() => new Date());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Before the routes and the not-found handler, so that all of them get these.
  registerSecurityHeaders(app, { tileUrl: deps.tileUrl });
  const routeTable = recordRoutes(app);
  app.addHook('onRequest', createRequestLineCheck({ servePage: () => serveHost }));
  app.addHook('preValidation', guardRequestText);
  const registry = createRegistryReader(deps.releasesDir, (error) =>
    app.log.warn({ err: error }, 'serving the last good remote registry'),
  );
  const readManifest = createRemotesManifestReader({ releasesDir: deps.releasesDir, registry });
  const pageHeadTags = createPagePreloads({ readManifest });
  serveHost = createHostHandler({ hostDir: deps.hostDir, pageHeadTags });
  app.setNotFoundHandler(withMethodNotAllowed(routeTable, serveHost));

  // Registered before the routes: it collects them as they are added.
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cairn API',
        description: 'News coverage turned into traceable stories. Errors answer `{ error, detail? }`.',
        version: SERVER_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  // Only for reply.sendFile; each static route checks and resolves its own paths.
  app.register(fastifyStatic, { root: deps.hostDir, serve: false });

  app.register(
    getHealthRoute({
      database: deps.database,
      jobs: deps.jobs,
      version: SERVER_VERSION,
      startedAt: deps.startedAt ?? Date.now(),
    }),
  );
  app.register(listStoriesRoute({ db: deps.database.db, now }));
  app.register(getStoryRoute({ db: deps.database.db, now }));
  app.register(postSearchStoriesRoute({ db: deps.database.db }));
  app.register(getStoryClaimsRoute({ db: deps.database.db }));
  app.register(getStoryEntitiesRoute({ db: deps.database.db }));
  app.register(getStoryGraphRoute({ db: deps.database.db }));
  const chatLimit =
    deps.rateLimits && createRateLimitHook({ what: 'chat messages', ...deps.rateLimits.chat });
  app.register(postStoryChatRoute({ db: deps.database.db, rateLimit: chatLimit }));
  app.register(getEntityLookupRoute({ db: deps.database.db }));
  app.register(getEntityRoute({ db: deps.database.db }));
  app.register(listEntityStoriesRoute({ db: deps.database.db }));
  app.register(getEntityActivityRoute({ db: deps.database.db }));
  const geocoder = deps.geocoder ?? createGeocoder(deps.database.db);
  app.register(
    getGeocodeRoute({ geocode: async (q, context) => toGeocodePlace(await geocoder.geocode(q, context)) }),
  );
  app.register(getMapConfigRoute({ tileUrl: deps.tileUrl }));
  app.register(listBuilderStoriesRoute({ db: deps.database.db }));
  app.register(getBuilderStoryRoute({ db: deps.database.db }));
  app.register(listStoryRevisionsRoute({ db: deps.database.db }));
  app.register(getStoryRevisionRoute({ db: deps.database.db }));
  app.register(listStoryBuildersRoute({ db: deps.database.db }));
  app.register(listVotesRoute({ db: deps.database.db }));
  const voteLimit = deps.rateLimits && createRateLimitHook({ what: 'votes', ...deps.rateLimits.votes });
  app.register(putVoteRoute({ db: deps.database.db, rateLimit: voteLimit }));
  // Tips are visitor writes like votes: the same limits, counted on their own.
  const tipLimit = deps.rateLimits && createRateLimitHook({ what: 'tips', ...deps.rateLimits.votes });
  app.register(getStoryFundRoute({ db: deps.database.db }));
  app.register(postStoryTipRoute({ db: deps.database.db, rateLimit: tipLimit }));
  const telemetryLimit =
    deps.rateLimits && createRateLimitHook({ what: 'telemetry reports', ...deps.rateLimits.telemetry });
  app.register(postTelemetryRoute({ db: deps.database.db, rateLimit: telemetryLimit }));
  app.register(
    getRemoteHealthRoute({
      db: deps.database.db,
      registry,
      budget: deps.canaryBudget ?? DEFAULT_CANARY_BUDGET,
      now,
    }),
  );
  app.register(getDocsRoute);
  if (deps.pipeline) {
    const submit = {
      db: deps.database.db,
      pipeline: deps.pipeline,
      fetchOptions: deps.fetchOptions ?? {},
      // One budget for both routes: each submission may make the server fetch a stranger's URL.
      rateLimit: deps.rateLimits && createRateLimitHook({ what: 'submissions', ...deps.rateLimits.submit }),
    };
    app.register(postSeedRoute(submit));
    app.register(postAddPageRoute(submit));
    app.register(deleteStorySourceRoute({ db: deps.database.db, pipeline: deps.pipeline }));
    app.register(postReextractSourceRoute(submit));
    app.register(getTaskRoute({ db: deps.database.db }));
    app.register(getTaskPreviewRoute({ db: deps.database.db }));
    app.register(postCleanRoute({ db: deps.database.db, pipeline: deps.pipeline }));
    app.register(postSemantizeRoute({ db: deps.database.db }));
    app.register(getCheckRoute({ db: deps.database.db }));
  }

  app.register(getRemotesManifestRoute({ readManifest }));
  app.register(serveRemoteFilesRoute({ releasesDir: deps.releasesDir }));

  return app;
}

export type App = ReturnType<typeof buildApp>;

/**
 * A hop count as the function Fastify runs for it (its types accept no number): trust the `hops` proxies
 * nearest to us, so the client is the address just before them in X-Forwarded-For.
 */
function trustProxyOption(setting: AppDeps['trustProxy']) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

export interface AppRateLimits {
  /** `POST /api/seed` and `POST /api/story/{id}/add-page`, counted together: both make the server fetch. */
  submit: { perVisitor: Rate; perAddress: Rate };
  chat: { perVisitor: Rate; perAddress: Rate };
  votes: { perVisitor: Rate; perAddress: Rate };
  telemetry: { perVisitor: Rate; perAddress: Rate };
}
