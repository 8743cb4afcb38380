/** Query keys that only track where a click came from (SPEC §5); compared case-insensitively. */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'ref',
  'fbclid',
  'gclid',
]);

/**
 * The form two URLs are compared in (SPEC §5): tracking keys dropped, trailing slashes removed, lower
 * case. Also, because they never change which article a URL names: no fragment, no default port, no
 * credentials, no trailing dot on the host, remaining query keys sorted (stable, so repeated keys keep
 * their order). Scheme and `www.` are kept: they can name different sites. Never throws; a string that
 * is not a URL gets the string-level rules only.
 */
export function normalizeUrl(input: string): string {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return trimmed.replace(/#.*$/s, '').replace(/\/+$/, '').toLowerCase();
  }
  if (url.host === '') {
    // Opaque URLs (mailto:, data:…) have no path or query structure to normalise.
    return url.href.replace(/#.*$/s, '').replace(/\/+$/, '').toLowerCase();
  }
  const kept = [...url.searchParams]
    .map(([key, value]) => [key.toLowerCase(), value] as [string, string])
    .filter(([key]) => !TRACKING_PARAMS.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const host = url.hostname.replace(/\.+$/, '');
  const port = url.port === '' ? '' : `:${url.port}`;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${host}${port}${path}${query === '' ? '' : `?${query}`}`.toLowerCase();
}

export function sameArticleUrl(a: string, b: string): boolean {
  return normalizeUrl(a) === normalizeUrl(b);
}
