import { request } from 'undici';
import { canonicalHostname } from './address-policy';
import { detectBlock } from './block-detection';
import { checkUrl, resolveLocation } from './check-url';
import { FetchControl } from './fetch-control';
import { FetchError, USER_MESSAGES } from './fetch-error';
import { blockedInit, describeFailure, round } from './fetch-failures';
import { type FetchSettings, type GuardedFetchOptions, resolveSettings } from './fetch-settings';
import { BlockedPageError, type FetchedPage } from './fetched-page';
import { createGuardedAgent } from './guarded-agent';
import { discard, readFinalResponse } from './read-response';

// The fetch, step by step (README.md): check-url.ts (each hop's URL), guarded-agent.ts (the address at
// connect time), this file (the fetch slot, the request and its redirects, cookies), read-response.ts (the
// final response and its body under the caps), fetch-control.ts (timeouts, cancellation),
// fetch-failures.ts (every failure as one FetchError).

export { checkFetchableUrl, checkUrl } from './check-url';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUTS,
  DEFAULT_USER_AGENT,
  type FetchTimeouts,
  type GuardedFetchOptions,
  type HostLookup,
} from './fetch-settings';
export { BlockedPageError, type FetchedPage, type FetchTimings } from './fetched-page';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a page a stranger asked for. Every hop is checked before it is requested (scheme,
 * credentials, port, IP literal, local names) and every address is checked again at connect time, inside
 * the connection's own DNS lookup, so a name cannot resolve to one address when checked and another when
 * used. Throws only `FetchError`.
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions = {}): Promise<FetchedPage> {
  const settings = resolveSettings(options);
  let current = checkUrl(url, settings, false);
  const releaseSlot = options.slots
    ? await options.slots.acquire(canonicalHostname(current.hostname), options.signal)
    : () => {};
  const startedAt = performance.now();

  const control = new FetchControl(options.signal, settings.timeouts.totalMs);
  const agent = createGuardedAgent(settings);
  const redirects: string[] = [];
  const cookies = new Map<string, Map<string, string>>();
  try {
    for (;;) {
      const target = current;
      const response = await control.run(settings.timeouts.headersMs, 'headers', () =>
        request(target, {
          dispatcher: agent,
          method: 'GET',
          headers: requestHeaders(settings, cookies.get(target.hostname)),
          signal: control.signal,
        }),
      );
      rememberCookies(cookies, current.hostname, response.headers['set-cookie']);
      const location = firstHeader(response.headers.location);
      if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
        await discard(response.body);
        if (redirects.length >= settings.maxRedirects) {
          throw new FetchError({
            kind: 'too_many_redirects',
            userMessage: USER_MESSAGES.tooManyRedirects,
            detail: `more than ${settings.maxRedirects} redirects, last from ${current.href}`,
          });
        }
        redirects.push(current.href);
        current = checkUrl(resolveLocation(location, current), settings, true);
        continue;
      }
      const headersMs = performance.now() - startedAt;
      const page = await readFinalResponse(response, current, settings, control);
      const totalMs = performance.now() - startedAt;
      const result: FetchedPage = {
        ...page,
        redirects,
        timings: { headersMs: round(headersMs), bodyMs: round(totalMs - headersMs), totalMs: round(totalMs) },
      };
      if (settings.detectBlocks) {
        const verdict = detectBlock(result.html, result.status, result.headers);
        if (verdict.blocked)
          throw new BlockedPageError(blockedInit(verdict.reason!, result.status, verdict.signals), result);
      }
      return result;
    }
  } catch (error) {
    throw describeFailure(error, control, redirects.length > 0);
  } finally {
    control.dispose();
    agent.destroy().catch(() => {});
    releaseSlot();
  }
}

function requestHeaders(
  settings: Pick<FetchSettings, 'userAgent' | 'acceptLanguage'>,
  cookies: Map<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': settings.userAgent,
    accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (settings.acceptLanguage) headers['accept-language'] = settings.acceptLanguage;
  if (cookies && cookies.size > 0) {
    headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  return headers;
}

/** Some sites set a cookie and redirect to themselves until it comes back; keep them for this fetch only. */
function rememberCookies(
  jar: Map<string, Map<string, string>>,
  host: string,
  setCookie: string | string[] | undefined,
) {
  if (setCookie === undefined) return;
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const pair = /^\s*([^=;\s]+)=([^;]*)/.exec(line);
    if (!pair || pair[1] === undefined) continue;
    let cookies = jar.get(host);
    if (!cookies) {
      cookies = new Map();
      jar.set(host, cookies);
    }
    if (cookies.size < 50) cookies.set(pair[1], (pair[2] ?? '').trim());
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
