import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './errors';
import {
  API_HEADERS,
  applySecurityHeaders,
  pageHeaders,
  type SecurityHeaderOptions,
} from './security-headers';

/**
 * The longest request target we serve. Node's parser refuses a request whose line and headers exceed
 * 16 KiB (we answer that 414 or 431 below); between 8 and 16 KiB the request would reach the routes,
 * so the same limit is checked there. 8 KiB is what proxies and CDNs commonly allow, far more than any
 * page or API URL of ours.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/** Node's parser errors carry the reason and the bytes it had read when it gave up (`rawPacket`). */
type ParserError = Error & { code?: string; reason?: string };

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (a
 * garbage request line, an unknown method, a bad Content-Length or chunk, 16 KiB of URL and headers) or
 * a request that timed out. Node's and Fastify's own answers have other shapes (`{error, message,
 * statusCode}`, or an empty body), so this writes the one error shape as raw HTTP on the socket, then
 * closes it: after a parse error the rest of the stream cannot be trusted.
 */
export function handleClientError(this: { log: FastifyBaseLogger }, error: ParserError, socket: Socket) {
  // A reset connection is gone: nothing to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error);
  this.log.debug({ err: error, status }, 'refused a malformed request');
  // Never write into the middle of a response already under way on this connection (as Node does).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        `Cache-Control: ${API_HEADERS['cache-control']}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy();
}

export function clientErrorAnswer(error: ParserError): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { error: 'The request took too long to arrive' } };
    case 'HPE_HEADER_OVERFLOW':
      // The limit covers the request line and the headers together; name the part that is too long.
      return isUrlTooLong(rawPacketOf(error))
        ? { status: 414, body: uriTooLong() }
        : { status: 431, body: { error: 'The request headers are too large (16 KiB at most)' } };
    default:
      // Node's reason ("Invalid method encountered") is about the request, never about the server.
      return {
        status: 400,
        body: { error: 'Malformed HTTP request', ...(error.reason ? { detail: error.reason } : {}) },
      };
  }
}

function rawPacketOf(error: ParserError): Buffer | undefined {
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  return Buffer.isBuffer(packet) ? packet : undefined;
}

/**
 * Whether the request line alone passes our limit. `rawPacket` is only the chunk the parser was reading,
 * so this can tell only when that chunk starts the request (usual: Node reads up to 64 KiB at once); a
 * later chunk of an over-long URL is answered 431, as Node does, whose limit covers the line too.
 */
function isUrlTooLong(packet: Buffer | undefined): boolean {
  if (!packet || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end > MAX_URL_LENGTH;
}

function uriTooLong(): ErrorBody {
  return { error: `The URL is too long (${MAX_URL_LENGTH} characters at most)` };
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path with bad
 * percent-encoding, a path parameter over `maxParamLength`). Fastify answers these with its own shape and
 * without our onSend hook, so the headers are set here too.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer: { status: number; body: ErrorBody } =
    error.code === 'FST_ERR_BAD_URL'
      ? { status: 400, body: { error: 'Malformed URL: its percent-encoding is invalid' } }
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { status: 400, body: { error: 'Invalid path: a path segment is too long' } }
        : { status: 500, body: { error: 'Internal server error' } };
  if (answer.status >= 500) request.log.error({ err: error }, 'router error');
  reply.header('content-type', 'application/json; charset=utf-8');
  applySecurityHeaders(request.url, reply);
  return reply.code(answer.status).send(JSON.stringify(answer.body));
}

/**
 * A GET or HEAD for a page (not /api, /remotes or /assets): a visitor's browser, which should get the app
 * and its not-found text, not JSON, when the address is refused (bad percent-encoding, too long).
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !/^\/(api|remotes|assets)([/?.]|$)/.test(request.url);
}

/** The host's page handler; `status` is the answer's code (the page's route says the rest). */
export type ServePage = (request: FastifyRequest, reply: FastifyReply, status?: number) => unknown;

/**
 * `handleFrameworkError`, except that a page address with bad percent-encoding gets `servePage` (the
 * host's app, which says the address names nothing) with the page's security headers set here: Fastify
 * runs no onSend hook for what its router refused. `servePage` is read per request, as the app is built
 * after Fastify is created.
 */
export function createFrameworkErrorHandler(options: {
  servePage: () => ServePage | undefined;
  security?: SecurityHeaderOptions;
}) {
  const page = pageHeaders(options.security);
  return function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const servePage = options.servePage();
    if (!servePage || error.code !== 'FST_ERR_BAD_URL' || !isPageRequest(request)) {
      return handleFrameworkError(error, request, reply);
    }
    reply.header('content-type', 'text/html; charset=utf-8');
    applySecurityHeaders(request.url, reply, page);
    return servePage(request, reply);
  };
}

/**
 * Checks of the request line that Node leaves to the application: a URL between our limit and Node's
 * (a page address gets the app with 414; beyond Node's 16 KiB the parser's JSON 414 above is all we can do),
 * and an HTTP/1.1 request without a Host header (Node's own answer to that has an empty body, so the
 * server is created with `requireHostHeader: false` and the check is here).
 */
export function createRequestLineCheck(options: { servePage: () => ServePage | undefined }) {
  return async function checkRequestLine(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.length > MAX_URL_LENGTH) {
      // A page address (a pasted link cut wrong, say) gets the app, whose route says what it names.
      const servePage = options.servePage();
      if (servePage && isPageRequest(request)) return servePage(request, reply, 414);
      return reply.code(414).send(uriTooLong());
    }
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return reply.code(400).send({ error: 'Missing Host header' } satisfies ErrorBody);
    }
  };
}
