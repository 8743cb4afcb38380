// react-router paths of the screen table (`/story/:id`, `/people/:id/:name?`) for code without the router:
// the server matches a request's path with them, the e2e suites build addresses from them. The syntax
// handled is what the table uses: static segments, `:param`, and `?` after either for an optional one.

interface Segment {
  /** The param's name, or undefined for a static segment. */
  param?: string;
  text: string;
  optional: boolean;
}

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      const optional = raw.endsWith('?');
      const text = optional ? raw.slice(0, -1) : raw;
      const param = /^:([\w-]+)$/.exec(text)?.[1];
      if (!param && !/^[\w.~-]+$/.test(text))
        throw new Error(`unsupported route path segment "${raw}" in ${path}`);
      return param ? { param, text, optional } : { text, optional };
    });
}

/** The params of a path: `[{ name: 'id', optional: false }, { name: 'name', optional: true }]`. */
export function routeParamsOf(path: string): { name: string; optional: boolean }[] {
  return segmentsOf(path).flatMap((s) => (s.param ? [{ name: s.param, optional: s.optional }] : []));
}

/**
 * The pathnames react-router matches with `path`, as a RegExp: like the router, a param is one non-empty
 * segment, the match ignores case and trailing slashes.
 */
export function routePathRegExp(path: string): RegExp {
  const source = segmentsOf(path)
    .map((s) => {
      const segment = s.param ? '/[^/]+' : `/${s.text.replace(/[.~-]/g, '\\$&')}`;
      return s.optional ? `(?:${segment})?` : segment;
    })
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}

/**
 * The address of `path` with these param values (encoded); an optional param without a value is left
 * out, and a required one without a value throws.
 */
export function fillRoutePath(path: string, values: Readonly<Record<string, string | undefined>>): string {
  const parts = segmentsOf(path).flatMap((s) => {
    if (!s.param) return [s.text];
    const value = values[s.param];
    if (value) return [encodeURIComponent(value)];
    if (s.optional) return [];
    throw new Error(`${path} needs a value for :${s.param}`);
  });
  return `/${parts.join('/')}`;
}
