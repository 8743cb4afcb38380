import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appDepsWithoutDatabase } from '../test/fakes';
import { type RawAnswer, rawExchange } from '../test/raw-http';
import { buildApp } from './app';
import { MAX_URL_LENGTH } from './client-errors';

// Issue 10 §3: whoever refuses a request (Node's HTTP parser, Fastify's router or body parser, a route),
// the answer is JSON `{ error, detail? }` with the status that names the problem, and is never cached.
let app: ReturnType<typeof buildApp>;
let port: number;

beforeAll(async () => {
  app = buildApp(appDepsWithoutDatabase());
  app.post('/api/test/echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => ({
    text: request.body.text,
  }));
  app.get('/api/test/item/:id', async (request) => request.params);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

const request = (head: string, body = '') => `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`;

function expectErrorAnswer(answer: RawAnswer, status: number, error?: RegExp) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body);
  expect(body).toEqual({
    error: expect.any(String),
    ...(body.detail === undefined ? {} : { detail: body.detail }),
  });
  if (error) expect(body.error).toMatch(error);
  return body;
}

describe("what Node's HTTP parser refuses", () => {
  it('answers a URL beyond 16 KiB with 414', async () => {
    const answer = await rawExchange(port, request(`GET /api/stories?q=${'a'.repeat(100_000)} HTTP/1.1`));
    expectErrorAnswer(answer, 414, /URL is too long/);
  });

  it('answers 20 KB of headers with 431', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expectErrorAnswer(answer, 431, /headers are too large/);
  });

  it('answers a garbage request line, an unknown method and a bad Content-Length with 400', async () => {
    for (const bytes of [
      'HELLO THERE\r\n\r\n',
      '\u0000\u0001\u0002 / HTTP/1.1\r\n\r\n',
      request('FETCH /api/health HTTP/1.1'),
      request('POST /api/test/echo HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ten', '{}'),
      request('POST /api/test/echo HTTP/1.1\r\nTransfer-Encoding: chunked', 'zz\r\n'),
      Buffer.concat([
        Buffer.from('GET /api/health?q='),
        Buffer.from([0xff, 0x00]),
        Buffer.from(' HTTP/1.1\r\n\r\n'),
      ]),
    ]) {
      expectErrorAnswer(await rawExchange(port, bytes), 400, /Malformed HTTP request/);
    }
  });

  it('answers an HTTP/1.1 request without a Host header with 400', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectErrorAnswer(answer, 400, /Missing Host header/);
  });
});

describe('what Fastify refuses', () => {
  it(`answers a URL longer than ${MAX_URL_LENGTH} characters (but within Node's limit) with 414`, async () => {
    const answer = await rawExchange(port, request(`GET /api/stories?q=${'a'.repeat(9_000)} HTTP/1.1`));
    expectErrorAnswer(answer, 414, /URL is too long/);
  });

  it('answers bad percent-encoding in the path and an over-long path segment with 400', async () => {
    expectErrorAnswer(
      await rawExchange(port, request('GET /api/test/item/%E0%A4%A HTTP/1.1')),
      400,
      /percent/,
    );
    const long = await rawExchange(port, request(`GET /api/test/item/${'x'.repeat(500)} HTTP/1.1`));
    expectErrorAnswer(long, 400, /path segment is too long/);
  });

  it('answers malformed JSON, an empty JSON body, another media type and a body too large', async () => {
    const json = 'Content-Type: application/json';
    const post = (headers: string, body: string) =>
      rawExchange(
        port,
        request(`POST /api/test/echo HTTP/1.1\r\n${headers}\r\nContent-Length: ${body.length}`, body),
      );
    expectErrorAnswer(await post(json, '{"text": '), 400, /not valid JSON/);
    expectErrorAnswer(await post(json, ''), 400, /cannot be empty/);
    expectErrorAnswer(await post('Content-Type: application/xml', '<text/>'), 415);
    expectErrorAnswer(await post('Content-Type: application/x-www-form-urlencoded', 'text=a'), 415);
    expectErrorAnswer(await post(json, `{"text":"${'a'.repeat(1_100_000)}"}`), 413, /too large/);
  });

  it('answers an unknown /api route with 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH']) {
      const answer = await rawExchange(port, request(`${method} /api/no-such-thing HTTP/1.1`));
      expect(expectErrorAnswer(answer, 404)).toEqual({ error: 'Not found' });
    }
  });

  it('answers a known path asked with the wrong method with 405 and the methods it serves', async () => {
    for (const method of ['DELETE', 'PUT', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const answer = await rawExchange(port, request(`${method} /api/health HTTP/1.1`));
      const body = expectErrorAnswer(answer, 405, new RegExp(`Method ${method} is not allowed`));
      expect(body.detail).toEqual({ allowed: ['GET', 'HEAD'] });
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const get = await rawExchange(port, request('GET /api/test/echo HTTP/1.1'));
    expect(get.headers.allow).toBe('POST');
    expect(expectErrorAnswer(get, 405).detail).toEqual({ allowed: ['POST'] });
    const item = await rawExchange(port, request('POST /api/test/item/42 HTTP/1.1'));
    expect(expectErrorAnswer(item, 405).detail).toEqual({ allowed: ['GET', 'HEAD'] });
  });

  it('still serves a normal request on the same server', async () => {
    const answer = await rawExchange(port, request('GET /api/test/item/42 HTTP/1.1'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: '42' });
  });
});
