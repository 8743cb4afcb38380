import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { payloadFor } from './route-fuzz/body';
import { type FuzzFixtures, jsonSchemaOf } from './route-fuzz/fields';
import { contentType, VISITOR } from './route-fuzz/headers';
import { encode, paramFor, remoteFilePath } from './route-fuzz/paths';
import { queryFor } from './route-fuzz/query';
import type { RouteEntry } from './route-table';

/**
 * Random, mostly malformed requests for every route an app serves, shared by the property test
 * (route-fuzz.property.test.ts) and `pnpm bench:fuzz` (bench/fuzz/run.ts). The routes come from the app
 * itself (route-table.ts), and each route's zod schemas give the names and types of its fields, so a new
 * route or field is fuzzed without anyone listing it here. Values are a mix of near-valid ones (known
 * ids, right types, so the request gets past validation into the feature and the database) and hostile
 * ones (wrong types, NUL, lone surrogates, huge or deeply nested values, bad encodings, bad headers).
 *
 * The values of each input kind are made in route-fuzz/: values.ts (strings, urls, numbers, ids, JSON),
 * fields.ts (a value per schema field), paths.ts, query.ts, headers.ts and body.ts; this file puts them
 * together into requests and judges the answers.
 */

export type { FuzzFixtures } from './route-fuzz/fields';

export interface FuzzRequest {
  /** The route pattern this request was made for (or `not-found` for paths no route serves). */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer (a 5xx, or a 4xx that is not `{ error: string }`), or undefined. */
export function problemWith(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  if (answer.statusCode >= 500) return `${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.statusCode < 400 || request.method === 'HEAD') return undefined;
  // A page address the router refuses ('/story/%', one over 8 KiB) gets the app, whose not-found text a
  // person reads; the API and the remotes' files keep the JSON. The address is judged as the server reads
  // it: '/remotes/reader/../../etc/passwd' arrives as '/etc/passwd', a page address.
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && !/^\/(api|remotes)([/?.]|$)/.test(resolvedPath(request.url)))
    return undefined;
  try {
    const body = JSON.parse(answer.body) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error.length > 0) return undefined;
  } catch {
    // falls through
  }
  return `${answer.statusCode} without { error }: ${answer.body.slice(0, 300)}`;
}

/** The path with its dot segments resolved, as an HTTP client (and `inject`) sends it. */
function resolvedPath(url: string): string {
  try {
    return new URL(url, 'http://fuzz.invalid').pathname;
  } catch {
    return url;
  }
}

/** A request as one line a person can replay (payload cut short). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` payload=${JSON.stringify(
          Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload,
        ).slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(request.headers)}${payload}`;
}

const WRONG_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Requests for one route. */
export function requestsFor(route: RouteEntry, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as FastifySchema;
  const params = jsonSchemaOf(schema.params);
  const query = jsonSchemaOf(schema.querystring);
  const body = jsonSchemaOf(schema.body);
  const segments = route.url.split('/');
  // A parameter is named by the segment before it too: the `id` of /api/stories/:id is a story's.
  const names = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const contextOf = (name: string) => `${segments[segments.indexOf(`:${name}`) - 1] ?? ''}/${name}`;
  const wildcard = route.url.endsWith('/*');

  const path: fc.Arbitrary<string> = route.url.startsWith('/remotes/:name')
    ? remoteFilePath(fixtures).map((rest) => `/remotes/${rest}`)
    : fc
        .tuple(
          ...names.map((name) => paramFor(contextOf(name), params?.properties?.[name], fixtures)),
          wildcard ? remoteFilePath(fixtures) : fc.constant(''),
        )
        .map((values) => {
          let url = route.url;
          names.forEach((name, i) => {
            url = url.replace(`:${name}`, values[i] as string);
          });
          return wildcard ? url.replace(/\*$/, values[names.length] as string) : url;
        });

  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return fc
    .record({
      path,
      query: fc.option(queryFor(query, fixtures), { freq: 2 }),
      visitor: fc.option(VISITOR, { freq: 3 }),
      type: contentType,
      payload: hasBody ? payloadFor(body, fixtures) : fc.option(payloadFor(body, fixtures), { freq: 10 }),
      method: fc.oneof(
        { weight: 15, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...WRONG_METHODS) },
      ),
      extraHeaders: fc.option(
        fc.constantFrom<Record<string, string>>(
          { accept: 'text/html' },
          { 'accept-encoding': 'gzip, br' },
          { range: 'bytes=5-2' },
          { 'if-none-match': '*' },
          { 'x-forwarded-for': '1.2.3.4, ::1, garbage' },
          { 'content-encoding': 'gzip' },
          { 'transfer-encoding': 'chunked' },
        ),
        { freq: 6 },
      ),
    })
    .map(({ path, query, visitor, type, payload, method, extraHeaders }) => {
      const headers: Record<string, string> = { ...(extraHeaders ?? {}) };
      if (visitor !== null) headers['x-user-id'] = visitor;
      const sendsBody = payload !== undefined && payload !== null && method !== 'GET' && method !== 'HEAD';
      if (sendsBody && type !== '') headers['content-type'] = type;
      const request: FuzzRequest = {
        route: `${route.method} ${route.url}`,
        method,
        url: query === null ? path : `${path}?${query}`,
        headers,
      };
      if (sendsBody) request.payload = payload;
      return request;
    });
}

/** Requests for paths no route serves: the host's pages and files, and unknown API paths. */
export function requestsForUnknownPaths(): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    fc.string({ maxLength: 12 }).map(encode),
    fc.constantFrom('%00', '..', '.env', 'assets', 'api', 'remotes', '%', 'index.html'),
  );
  return fc
    .record({
      prefix: fc.constantFrom('/', '/api/', '/assets/', '/story/', '/remotes/', '/result/', '//'),
      segments: fc.array(segment, { maxLength: 4 }),
      method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'DELETE'),
    })
    .map(({ prefix, segments, method }) => ({
      route: 'not-found',
      method,
      url: prefix + segments.join('/'),
      headers: {},
    }));
}

/** The routes worth fuzzing: all of them (HEAD only as a variant of GET, which Fastify derives). */
export function fuzzedRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter((route) => route.method !== 'HEAD');
}
