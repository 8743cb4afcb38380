import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { escapeRegExp } from '../lib/escape-reg-exp';
import type { ErrorBody } from './errors';

export interface RouteEntry {
  method: string;
  /** The route's pattern as registered, e.g. `/api/stories/:id` or `/remotes/:name/:version/*`. */
  url: string;
  schema: FastifySchema | undefined;
}

export interface RouteTable {
  /** Every route the app serves (HEAD included), in the order they were added. */
  readonly routes: readonly RouteEntry[];
  /** The methods some route serves at this concrete path (empty when no route has the path). */
  allowedMethods(path: string): string[];
}

const tables = new WeakMap<object, RouteTable>();

/**
 * Records every route as it is added (Fastify's onRoute hook), so the app can answer a wrong method with
 * 405 and its `Allow` header rather than Fastify's 404, and so tests can walk the real route list
 * (route-fuzz.ts) instead of one that goes stale. Call before the routes are registered.
 */
export function recordRoutes(app: FastifyInstance): RouteTable {
  const entries: Array<RouteEntry & { pattern: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      entries.push({ method, url: route.url, schema: route.schema, pattern: patternOf(route.url) });
    }
  });
  const table: RouteTable = {
    routes: entries,
    allowedMethods(path) {
      const methods = entries.filter((entry) => entry.pattern.test(path)).map((entry) => entry.method);
      return [...new Set(methods)];
    },
  };
  tables.set(app, table);
  return table;
}

/** The routes of an app built by `buildApp` (after `ready()`). */
export function routesOf(app: object): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('this app does not record its routes (http/route-table.ts)');
  return table.routes;
}

/** find-my-way's pattern syntax, as a regular expression over a concrete path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return escapeRegExp(segment);
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Wraps the not-found handler: a path some route serves, asked with a method none serves, is a 405 that
 * lists the methods it does serve; everything else goes on to `notFound`.
 */
export function withMethodNotAllowed(
  table: RouteTable,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  return async function notFoundOrWrongMethod(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    const allowed = table.allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          error: `Method ${request.method} is not allowed here`,
          detail: { allowed },
        } satisfies ErrorBody);
    }
    return notFound(request, reply);
  };
}
