import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Agent, buildConnector, type Dispatcher, request } from 'undici';
import {
  canonicalHostname,
  checkAddress,
  classifyHostname,
  type LoopbackPolicy,
  loopbackAllowedFor,
} from './address-policy';
import { BLOCKING_STATUSES, type BlockReason, detectBlock } from './block-detection';
import {
  ARTICLE_TYPES,
  decodeBody,
  decoderChain,
  parseContentType,
  printableMime,
  sniffMime,
  UnsupportedEncodingError,
} from './decode-body';
import { FetchError, type FetchErrorInit, type RefusalReason, USER_MESSAGES } from './fetch-error';
import type { FetchSlots } from './fetch-slots';

export interface FetchTimeouts {
  /** TCP (and TLS) connection, DNS included. */
  connectMs: number;
  /** From sending a request to receiving its response headers, per hop. */
  headersMs: number;
  /** Reading the whole body, from its headers to its last byte (a total, not an idle timeout). */
  bodyMs: number;
  /** The whole fetch, redirects included. */
  totalMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<FetchTimeouts> = {
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 20_000,
  totalMs: 45_000,
};
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; CairnFetcher/0.1; +https://cairn.example/fetcher)';

/** Resolves a host name to every address it has; injected by tests, `dns.lookup` otherwise. */
export type HostLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface GuardedFetchOptions {
  /**
   * Lets 127.0.0.0/8 and ::1 through: `true` for any host, `{ hosts }` only for those names. For tests
   * and the local fixture site; never set from user configuration.
   */
  allowLoopback?: LoopbackPolicy;
  /** Ports allowed besides 80 and 443. */
  allowedPorts?: readonly number[];
  maxRedirects?: number;
  /** Cap on the body after decompression. */
  maxBytes?: number;
  timeouts?: Partial<FetchTimeouts>;
  userAgent?: string;
  acceptLanguage?: string;
  lookup?: HostLookup;
  signal?: AbortSignal;
  /** Reject paywalls, bot walls, consent and login walls served with 200 (default true). */
  detectBlocks?: boolean;
  /**
   * Caps on fetches in flight, per host and in all (fetch-slots.ts). The slot is taken for the requested
   * URL's host and held through its redirects; the timeouts start once it is taken.
   */
  slots?: FetchSlots;
}

export interface FetchTimings {
  /** From the call to the final response's headers, redirects included. */
  headersMs: number;
  /** Reading and decoding the final body. */
  bodyMs: number;
  totalMs: number;
}

export interface FetchedPage {
  finalUrl: string;
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Media type essence: text/html, application/xhtml+xml or text/plain (then `html` is plain text). */
  contentType: string;
  /** WHATWG encoding name the body was decoded with, e.g. 'utf-8', 'windows-1252', 'shift_jis'. */
  charset: string;
  html: string;
  /** Body size after decompression. */
  bytes: number;
  /** Every URL that answered with a redirect, in order (the requested URL first); excludes finalUrl. */
  redirects: string[];
  timings: FetchTimings;
}

/** A `blocked` error raised from page content still carries the page, for callers that want metadata. */
export class BlockedPageError extends FetchError {
  readonly page: FetchedPage;
  constructor(init: FetchErrorInit, page: FetchedPage) {
    super(init);
    this.page = page;
  }
}

interface Settings {
  allowLoopback: LoopbackPolicy;
  allowedPorts: ReadonlySet<number>;
  maxRedirects: number;
  maxBytes: number;
  timeouts: FetchTimeouts;
  userAgent: string;
  acceptLanguage: string | undefined;
  lookup: HostLookup;
  detectBlocks: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ERROR_BODY_LIMIT = 256 * 1024;
const MAX_URL_LENGTH = 8192;

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

function resolveSettings(options: GuardedFetchOptions): Settings {
  return {
    allowLoopback: options.allowLoopback ?? false,
    allowedPorts: new Set([80, 443, ...(options.allowedPorts ?? [])]),
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    acceptLanguage: options.acceptLanguage,
    lookup: options.lookup ?? systemLookup,
    detectBlocks: options.detectBlocks ?? true,
  };
}

function systemLookup(hostname: string): Promise<readonly LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// URL policy (before any connection)

function refused(reason: RefusalReason, isRedirect: boolean, detail: string): FetchError {
  const userMessage = isRedirect
    ? reason === 'private_address' || reason === 'local_hostname'
      ? USER_MESSAGES.privateRedirect
      : 'The site redirected to an address that cannot be fetched.'
    : {
        scheme: USER_MESSAGES.scheme,
        credentials: USER_MESSAGES.credentials,
        port: USER_MESSAGES.port,
        private_address: USER_MESSAGES.privateAddress,
        local_hostname: USER_MESSAGES.localHostname,
      }[reason];
  return new FetchError({ kind: 'refused', refusal: reason, userMessage, detail });
}

function invalidUrl(detail: string, isRedirect: boolean): FetchError {
  return new FetchError({
    kind: 'invalid_url',
    userMessage: isRedirect ? 'The site redirected to an invalid address.' : USER_MESSAGES.invalidUrl,
    detail,
  });
}

/** Parses and checks one hop's URL; throws `invalid_url` or `refused`. */
export function checkUrl(
  raw: unknown,
  settings: Pick<Settings, 'allowLoopback' | 'allowedPorts'>,
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

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw invalidUrl(`unparsable redirect location: ${location.slice(0, 200)}`, true);
  }
}

// ---------------------------------------------------------------------------------------------------
// Connect-time policy

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function createGuardedAgent(settings: Settings): Agent {
  const guardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const host = canonicalHostname(hostname);
    settings.lookup(host).then(
      (found) => {
        if (found.length === 0) {
          callback(Object.assign(new Error(`no addresses for ${host}`), { code: 'ENOTFOUND' }), []);
          return;
        }
        for (const { address } of found) {
          const verdict = checkAddress(address, host, settings.allowLoopback);
          if (!verdict.allowed) {
            callback(
              refused('private_address', false, `${host} resolves to ${address} (${verdict.range})`),
              [],
            );
            return;
          }
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter(({ family }) => wanted === 0 || family === wanted);
        if (usable.length === 0) {
          callback(
            Object.assign(new Error(`no IPv${wanted} address for ${host}`), { code: 'ENOTFOUND' }),
            [],
          );
          return;
        }
        if (options.all)
          callback(
            null,
            usable.map(({ address, family }) => ({ address, family })),
          );
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
  const connectSocket = buildConnector({ timeout: settings.timeouts.connectMs, lookup: guardedLookup });
  const connect: buildConnector.connector = (target, callback) => {
    const host = target.hostname;
    // IP literals never reach the lookup above, so they are judged here as well as before the request.
    if (isIP(host) !== 0) {
      const verdict = checkAddress(host, host, settings.allowLoopback);
      if (!verdict.allowed) {
        callback(refused('private_address', false, `address ${host} is ${verdict.range}`), null);
        return;
      }
    }
    connectSocket(target, (error, socket) => {
      if (error) {
        callback(error, null);
        return;
      }
      // Belt and braces: judge the address the socket really reached before a byte is written.
      const remote = socket.remoteAddress ?? '';
      const verdict = checkAddress(remote, host, settings.allowLoopback);
      if (!verdict.allowed) {
        socket.destroy();
        callback(
          refused('private_address', false, `${host} connected to ${remote} (${verdict.range})`),
          null,
        );
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({
    connect,
    headersTimeout: settings.timeouts.headersMs,
    bodyTimeout: settings.timeouts.bodyMs,
    connections: 2,
  });
}

// ---------------------------------------------------------------------------------------------------
// Timeouts and cancellation

type Stage = 'headers' | 'body';

/** One AbortController for the whole fetch; whoever aborts first records why. */
class FetchControl {
  private readonly controller = new AbortController();
  private readonly totalTimer: NodeJS.Timeout;
  private readonly external: AbortSignal | undefined;
  private readonly onExternalAbort = () => this.abort(abortedError());
  failure: FetchError | undefined;

  constructor(external: AbortSignal | undefined, totalMs: number) {
    this.external = external;
    this.totalTimer = setTimeout(() => this.abort(timeoutError('total', totalMs)), totalMs);
    if (external?.aborted) this.abort(abortedError());
    external?.addEventListener('abort', this.onExternalAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  abort(reason: FetchError) {
    this.failure ??= reason;
    this.controller.abort(reason);
  }

  /** Starts one stage under its own deadline, unless the fetch has already failed. */
  async run<T>(timeoutMs: number, stage: Stage, start: () => Promise<T>): Promise<T> {
    if (this.failure) throw this.failure;
    const timer = setTimeout(() => this.abort(timeoutError(stage, timeoutMs)), timeoutMs);
    try {
      return await start();
    } finally {
      clearTimeout(timer);
    }
  }

  dispose() {
    clearTimeout(this.totalTimer);
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }
}

function timeoutError(stage: Stage | 'total', ms: number): FetchError {
  return new FetchError({
    kind: 'timeout',
    userMessage: USER_MESSAGES.timeout,
    detail: `${stage} timeout after ${ms} ms`,
    retryable: true,
  });
}

function abortedError(): FetchError {
  return new FetchError({ kind: 'aborted', userMessage: USER_MESSAGES.aborted, detail: 'aborted by caller' });
}

// ---------------------------------------------------------------------------------------------------
// Reading the response

function requestHeaders(
  settings: Settings,
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

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

async function discard(body: Dispatcher.ResponseData['body']) {
  await body.dump({ limit: 64 * 1024 }).catch(() => {});
}

async function readFinalResponse(
  response: Dispatcher.ResponseData,
  url: URL,
  settings: Settings,
  control: FetchControl,
): Promise<Omit<FetchedPage, 'redirects' | 'timings'>> {
  const status = response.statusCode;
  const headers = flattenHeaders(response.headers);

  if (status < 200 || status >= 300) {
    let html = '';
    // Error pages are read (a little) only where their content changes the verdict: bot walls answer
    // 403/429/503 with a challenge page.
    if (BLOCKING_STATUSES.has(status) || status >= 500) {
      html = await readBody(
        response.body,
        headers,
        Math.min(ERROR_BODY_LIMIT, settings.maxBytes),
        settings,
        control,
      )
        .then((bytes) => decodeBody(bytes, parseContentType(headers['content-type']).charset).text)
        .catch(() => '');
    } else {
      await discard(response.body);
    }
    const verdict = detectBlock(html, status, headers);
    if (verdict.blocked) throw new FetchError(blockedInit(verdict.reason!, status, verdict.signals));
    throw httpError(status);
  }

  const declared = parseContentType(headers['content-type']);
  if (declared.mime !== '' && !ARTICLE_TYPES.has(declared.mime)) {
    await discard(response.body);
    throw notHtml(declared.mime);
  }
  const length = Number(headers['content-length']);
  if (!headers['content-encoding'] && Number.isFinite(length) && length > settings.maxBytes) {
    await discard(response.body);
    throw tooLarge(settings.maxBytes, `content-length ${length}`);
  }

  const bytes = await readBody(response.body, headers, settings.maxBytes, settings, control);
  const sniffed = sniffMime(bytes);
  let mime = declared.mime;
  if (sniffed !== undefined && sniffed !== 'text/html') throw notHtml(sniffed);
  if (mime === '') {
    if (sniffed === 'text/html') mime = 'text/html';
    else if (looksLikeText(bytes)) mime = 'text/plain';
    else throw notHtml('');
  }
  const decoded = decodeBody(bytes, declared.charset);
  return {
    finalUrl: url.href,
    status,
    headers,
    contentType: mime,
    charset: decoded.charset,
    html: decoded.text,
    bytes: bytes.length,
  };
}

async function readBody(
  body: Readable,
  headers: Record<string, string>,
  limit: number,
  settings: Settings,
  control: FetchControl,
): Promise<Buffer> {
  let stages: ReturnType<typeof decoderChain>;
  try {
    stages = decoderChain(headers['content-encoding']);
  } catch (error) {
    body.destroy();
    throw error;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  // Kept aside: tearing the pipeline down makes the decompressor report its own AbortError, which can
  // reach pipeline() before ours does.
  let overflow: FetchError | undefined;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      // Counted after decompression: the cap is what we would hold in memory, not what crossed the wire.
      if (total > limit) {
        overflow = tooLarge(limit, `body over ${limit} bytes after decoding`);
        throw overflow;
      }
      chunks.push(chunk);
    }
  };
  const run = pipeline as unknown as (...streams: unknown[]) => Promise<void>;
  try {
    await control.run(settings.timeouts.bodyMs, 'body', () =>
      run(body, ...stages, collect, { signal: control.signal }),
    );
  } catch (error) {
    throw overflow ?? error;
  }
  return Buffer.concat(chunks, total);
}

function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (const byte of head) if (byte === 0 || (byte < 0x09 && byte !== 0x1b)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Errors

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function tooLarge(limit: number, detail: string): FetchError {
  return new FetchError({
    kind: 'too_large',
    userMessage: USER_MESSAGES.tooLarge,
    detail: `${detail} (cap ${limit})`,
  });
}

function notHtml(mime: string): FetchError {
  const type = printableMime(mime);
  return new FetchError({
    kind: 'not_html',
    userMessage: `This link is not an article page (it points to ${type === 'application/pdf' ? 'a PDF document' : type}).`,
    detail: `not an article: ${type}`,
  });
}

function httpError(status: number): FetchError {
  const userMessage =
    status === 404
      ? 'The page was not found (HTTP 404). Please check the address.'
      : status === 410
        ? 'The page has been removed (HTTP 410).'
        : status >= 500
          ? `The site had a server error (HTTP ${status}). Please try again later.`
          : `The site answered with an error (HTTP ${status}).`;
  return new FetchError({
    kind: 'http_error',
    status,
    userMessage,
    detail: `http ${status}`,
    retryable: status >= 500 || status === 408,
  });
}

const BLOCK_MESSAGES: Record<BlockReason, string> = {
  paywall: 'This article is behind a paywall, so it cannot be read.',
  bot_wall: 'The site blocked automated access to this article.',
  consent: 'The site asks for cookie consent before showing the article, so it cannot be read automatically.',
  login: 'This article is only available after signing in.',
  http_status: 'The site refused access to this article.',
};

function blockedInit(reason: BlockReason, status: number, signals: readonly string[]): FetchErrorInit {
  let userMessage = BLOCK_MESSAGES[reason];
  if (reason === 'http_status') {
    userMessage =
      status === 451
        ? 'This article is unavailable for legal reasons (HTTP 451).'
        : status === 429
          ? 'The site is limiting requests right now (HTTP 429). Please try again later.'
          : `The site refused access to this article (HTTP ${status}).`;
  }
  return {
    kind: 'blocked',
    status,
    blockReason: reason,
    signals,
    userMessage,
    detail: `blocked (${reason}) with status ${status}: ${signals.join(', ')}`,
    retryable: status === 429,
  };
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'EAI_FAIL']);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function findFetchError(error: unknown): FetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof FetchError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whatever went wrong becomes one FetchError; refusals on a redirect hop say so. */
function describeFailure(error: unknown, control: FetchControl, afterRedirect: boolean): FetchError {
  const known = control.failure ?? findFetchError(error) ?? classifyLowLevel(error);
  if (afterRedirect && known.kind === 'refused' && known.refusal === 'private_address') {
    return new FetchError({
      kind: 'refused',
      refusal: known.refusal,
      userMessage: USER_MESSAGES.privateRedirect,
      detail: `redirect refused: ${known.message}`,
    });
  }
  return known;
}

function classifyLowLevel(error: unknown): FetchError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof UnsupportedEncodingError) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.undecodable, detail });
  }
  const codes = errorCodes(error);
  if (codes.some((code) => TIMEOUT_CODES.has(code))) {
    return new FetchError({
      kind: 'timeout',
      userMessage: USER_MESSAGES.timeout,
      detail,
      retryable: true,
      cause: error,
    });
  }
  if (codes.some((code) => DNS_CODES.has(code))) {
    return new FetchError({
      kind: 'network',
      userMessage: USER_MESSAGES.dnsFailure,
      detail,
      retryable: codes.includes('EAI_AGAIN'),
      cause: error,
    });
  }
  if (
    codes.some((code) => code.includes('CERT') || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL'))
  ) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.tls, detail, cause: error });
  }
  if (codes.includes('UND_ERR_RES_EXCEEDED_MAX_SIZE')) {
    return new FetchError({ kind: 'too_large', userMessage: USER_MESSAGES.tooLarge, detail, cause: error });
  }
  if (
    codes.some((code) => code.startsWith('Z_') || code.startsWith('ERR_ZLIB') || code.startsWith('ERR__'))
  ) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.undecodable, detail, cause: error });
  }
  return new FetchError({
    kind: 'network',
    userMessage: USER_MESSAGES.network,
    detail,
    retryable: true,
    cause: error,
  });
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
