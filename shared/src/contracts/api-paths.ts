// How each contract module turns its Fastify route patterns into request paths. A module declares its
// routes once (`storyRoutes.detail = '/api/stories/:id'`): the server registers that pattern and the
// client fills it (`storyPaths.detail(id)`), so the two cannot name different addresses.

/** The `:param` names of a route pattern: `'id' | 'name'` for `/api/x/:id/:name`. */
export type RouteParamNames<Route extends string> = Route extends `${string}:${infer Param}/${infer Rest}`
  ? Param | RouteParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Param}`
    ? Param
    : never;

/** The request path of a route pattern, each `:param` replaced by its value, URI-encoded. */
export function fillApiRoute<Route extends string>(
  route: Route,
  params: Readonly<Record<RouteParamNames<Route>, string>>,
): string {
  const values = params as Readonly<Record<string, string>>;
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export type QueryValue = string | number | boolean | undefined;

/**
 * `path?key=value&…` in the order the keys are given, values URI-encoded, undefined ones left out; the
 * bare path when none is left. The order is part of the address: a preloaded read (the screen table's
 * `firstReads`) is reused only by a request for the very same URL.
 */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
