import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteEntry } from './route-table';

/**
 * Random, mostly malformed requests for every route an app serves, shared by the property test
 * (route-fuzz.property.test.ts) and `pnpm bench:fuzz` (bench/fuzz/run.ts). The routes come from the app
 * itself (route-table.ts), and each route's zod schemas give the names and types of its fields, so a new
 * route or field is fuzzed without anyone listing it here. Values are a mix of near-valid ones (known
 * ids, right types, so the request gets past validation into the feature and the database) and hostile
 * ones (wrong types, NUL, lone surrogates, huge or deeply nested values, bad encodings, bad headers).
 */

/** Ids that exist in the fuzzed database, so that requests also reach the code behind a found row. */
export interface FuzzFixtures {
  storyIds: string[];
  entityIds: string[];
  taskIds: string[];
  /** Names and words the database knows (entity names), for look-ups and searches that find something. */
  names: string[];
  /** A file of a live remote release (`name`, `version`, path inside the release). */
  remoteFiles: Array<{ name: string; version: string; path: string }>;
}

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
  try {
    const body = JSON.parse(answer.body) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error.length > 0) return undefined;
  } catch {
    // falls through
  }
  return `${answer.statusCode} without { error }: ${answer.body.slice(0, 300)}`;
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

// ---------------------------------------------------------------------------------------------------------
// Values

const WORDS = (
  'the council said flood river barriers residents Millbrook on Tuesday would be raised before ' +
  'winter rains after asked for stronger defences police reported that minister'
).split(' ');

/** Text with invisible trouble in it: NUL, lone surrogates, controls, right-to-left marks. */
const nastyText = fc
  .tuple(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '\u0000',
      '\uD800',
      '\uDFFF',
      '\u0001\u001f',
      '\u202e',
      '\uFEFF',
      '\r\n',
      '%00',
      "'; --",
      '{{cite:x}}',
      '[[name|id]]',
    ),
    fc.string({ maxLength: 30 }),
  )
  .map(([a, b, c]) => a + b + c);

/** Enough words to pass as an article, sometimes with NUL and lone surrogates among them. */
const articleText = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 30, maxLength: 80 }),
    fc.constantFrom('', '\u0000', '\uD800'),
  )
  .map(([words, odd]) => words.join(` ${odd}`));

const longText = fc.constantFrom(2_000, 9_000, 70_000, 250_000).map((n) => 'x'.repeat(n));

const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '0', '-1', 'null', 'undefined', 'NaN', '[]', '{}') },
);

const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:5432/',
    'http://[::1]/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pass@example.org/',
    'http://example.org/%00',
    'https://example.org/a?b=\u0000',
    'http://xn--nxasmq6b.example/',
    `https://example.org/${'a'.repeat(9_000)}`,
  ),
  oddString,
);

const number = fc.oneof(
  fc.integer({ min: -5, max: 150 }),
  fc.constantFrom(0, -1, 0.5, 1e9, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE),
);

function uuidOf(known: string[]) {
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '00000000-0000-4000-8000-000000000000',
      ),
    },
    {
      weight: 1,
      arbitrary: known.length > 0 ? fc.constantFrom(...known).map((id) => id.toUpperCase()) : fc.uuid(),
    },
  );
}

/** Any JSON, including the deeply nested kind. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 3_000 }).map((depth) => {
      let value: unknown = 'bottom\u0000';
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    }),
  },
);

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The JSON Schema of one part of a route's zod schema (none when it is absent or not zod). */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value for one field: usually of its type (to get past validation), sometimes anything at all. */
function valueFor(
  name: string,
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  const typed = typedValueFor(name, schema, fixtures, depth);
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

function typedValueFor(
  name: string,
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth: number,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((o) => typedValueFor(name, o, fixtures, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), oddString);
  const type = [schema.type].flat()[0];
  if (type === 'string') {
    if (schema.format === 'uuid' || /(^|_)id$|Id$/.test(name)) return uuidOf(idsFor(name, fixtures));
    if (/url|uri/i.test(name) || schema.format === 'uri') return url;
    const known = fixtures.names.length > 0 ? [fc.constantFrom(...fixtures.names)] : [];
    if (/content|text|message|query/i.test(name)) return fc.oneof(...known, articleText, oddString);
    if (/name/i.test(name)) return fc.oneof(...known, oddString);
    return oddString;
  }
  if (type === 'integer' || type === 'number') return number;
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    return depth > 3
      ? fc.constant([])
      : fc.array(typedValueFor(name, schema.items ?? {}, fixtures, depth + 1), { maxLength: 25 });
  }
  if (type === 'object' && schema.properties && depth <= 3) return recordFor(schema, fixtures, depth + 1);
  return anyJson;
}

function idsFor(name: string, fixtures: FuzzFixtures): string[] {
  if (/task/i.test(name)) return fixtures.taskIds;
  if (/entity/i.test(name)) return fixtures.entityIds;
  if (/stor(y|ies)/i.test(name)) return fixtures.storyIds;
  return [...fixtures.storyIds, ...fixtures.entityIds, ...fixtures.taskIds];
}

/** An object with the schema's fields, any of them left out, and now and then one it does not know. */
function recordFor(
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) => [name, valueFor(name, field, fixtures, depth)] as const,
  );
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), nastyText), anyJson), { freq: 5 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/**
 * encodeURIComponent, which throws on a lone surrogate: that becomes U+FFFD here, and the raw encodings
 * of surrogates and other invalid UTF-8 (`%ED%A0%80`, `%C0%AF`) are sent by the fixed lists below.
 */
function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

const VISITOR = fc.oneof(
  { weight: 5, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'NOT-A-UUID',
      '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab, x',
    ),
  },
);

const JSON_TYPE = 'application/json';
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/json, text/plain',
      ';;;',
      '',
    ),
  },
);

/** A body as sent on the wire: JSON of the schema's shape or of anything, or bytes that are not JSON. */
function payloadFor(
  body: JsonSchema | undefined,
  fixtures: FuzzFixtures,
): fc.Arbitrary<string | Buffer | undefined> {
  const shaped = body?.properties ? recordFor(body, fixtures) : anyJson;
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        // Not JSON at all, cut-off JSON, and JSON's edge cases.
        fc.string({ maxLength: 60 }),
        shaped.map((value) => JSON.stringify(value).slice(0, -1)),
        fc.constantFrom(
          '',
          ' ',
          'null',
          '"text"',
          '[]',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '{"a":1,"a":2}',
          '\uFEFF{}',
        ),
        fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        fc.constant(`{"content":"${'a'.repeat(1_100_000)}"}`),
      ),
    },
    {
      weight: 1,
      // Invalid UTF-8 (a lone continuation byte, an overlong slash, an encoded surrogate, 0xFF) inside JSON.
      arbitrary: fc
        .tuple(
          fc.constantFrom(...Object.keys(body?.properties ?? { content: {} })),
          fc.constantFrom([0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0x00]),
        )
        .map(([key, bytes]) =>
          Buffer.concat([Buffer.from(`{"${key}":"abc`), Buffer.from(bytes), Buffer.from('def"}')]),
        ),
    },
  );
}

/** A path parameter as it appears in the URL: usually encoded, sometimes raw junk the router must survive. */
function paramFor(
  name: string,
  schema: JsonSchema | undefined,
  fixtures: FuzzFixtures,
): fc.Arbitrary<string> {
  const typed = schema ? typedValueFor(name, schema, fixtures, 0) : oddString;
  return fc.oneof(
    { weight: 8, arbitrary: typed.map((value) => encode(String(value)).slice(0, 400)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%00',
        'a%00b',
        '..',
        '%2e%2e',
        '%2F',
        '%E0%A4%A',
        '%',
        '%zz',
        'x'.repeat(150),
        ';',
        '%ED%A0%80',
        '%C0%AF',
      ),
    },
    { weight: 1, arbitrary: oddString.map((value) => encode(value).slice(0, 400)) },
  );
}

function remoteFilePath(fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const real = fixtures.remoteFiles.map((f) => `${f.name}/${f.version}/${f.path}`);
  return fc.oneof(
    ...(real.length > 0 ? [fc.constantFrom(...real)] : []),
    fc.constantFrom(
      'reader/0.1.0-abc/remoteEntry.js',
      'reader/../../etc/passwd',
      'reader/0.1.0-abc/retry-1/x.js',
      'x/y/.env',
    ),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }))
      .map((parts) => parts.map(encode).join('/')),
  );
}

function queryFor(schema: JsonSchema | undefined, fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const known = Object.entries(schema?.properties ?? {});
  const pairs = fc.array(
    fc.oneof(
      ...(known.length > 0
        ? [
            {
              weight: 5,
              arbitrary: fc
                .constantFrom(...known)
                .chain(([name, field]) =>
                  valueFor(name, field, fixtures).map((value) => [name, value] as const),
                ),
            },
          ]
        : []),
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), oddString) },
    ),
    { maxLength: 4 },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: pairs.map((list) =>
        list
          .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
          .join('&'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '&&&',
        '=',
        'a=%00',
        'name=%',
        'limit=1&limit=2',
        'url[]=x',
        'url[a]=b',
        '%E0%A4%A=1',
        'q=%ED%A0%80',
        'a=1&'.repeat(500),
      ),
    },
  );
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
