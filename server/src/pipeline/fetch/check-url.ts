import { isIP } from 'node:net';
import { canonicalHostname, checkAddress, classifyHostname, loopbackAllowedFor } from './address-policy';
import { invalidUrl, refused } from './fetch-failures';
import type { FetchSettings, GuardedFetchOptions } from './fetch-settings';

// Step 1 of every hop, before any connection: the URL alone (scheme, credentials, port, IP literal, local
// names).

const MAX_URL_LENGTH = 8192;

/** Parses and checks one hop's URL; throws `invalid_url` or `refused`. */
export function checkUrl(
  raw: unknown,
  settings: Pick<FetchSettings, 'allowLoopback' | 'allowedPorts'>,
  isRedirect: boolean,
): URL {
  if (typeof raw !== 'string') throw invalidUrl('url is not a string', isRedirect);
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH)
    throw invalidUrl('empty or over-long url', isRedirect);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalidUrl(`unparsable url: ${trimmed.slice(0, 200)}`, isRedirect);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused('scheme', isRedirect, `scheme ${url.protocol.slice(0, 20)} not allowed`);
  }
  if (url.username !== '' || url.password !== '') {
    throw refused('credentials', isRedirect, 'credentials in url');
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!settings.allowedPorts.has(port)) throw refused('port', isRedirect, `port ${port} not allowed`);
  const host = canonicalHostname(url.hostname);
  if (host === '') throw invalidUrl('url without host', isRedirect);
  if (isIP(host) !== 0) {
    const verdict = checkAddress(host, host, settings.allowLoopback);
    if (!verdict.allowed) {
      throw refused('private_address', isRedirect, `address ${host} is ${verdict.range}`);
    }
  } else {
    const local = classifyHostname(host);
    if (local === 'loopback' && !loopbackAllowedFor(settings.allowLoopback, host)) {
      throw refused('local_hostname', isRedirect, `host ${host} is a loopback name`);
    }
    if (local === 'local') throw refused('local_hostname', isRedirect, `host ${host} is a local name`);
  }
  url.hash = '';
  return url;
}

/**
 * The checks `guardedFetch` makes before connecting (scheme, credentials, port, IP literal, local name),
 * with the same defaults, for callers that want to refuse an address up front. Throws `FetchError`.
 */
export function checkFetchableUrl(
  url: string,
  options: Pick<GuardedFetchOptions, 'allowLoopback' | 'allowedPorts'> = {},
): URL {
  return checkUrl(
    url,
    {
      allowLoopback: options.allowLoopback ?? false,
      allowedPorts: new Set([80, 443, ...(options.allowedPorts ?? [])]),
    },
    false,
  );
}

/** A redirect's Location, resolved against the hop that sent it; throws `invalid_url`. */
export function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw invalidUrl(`unparsable redirect location: ${location.slice(0, 200)}`, true);
  }
}
