import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { rawGet } from '../../test/raw-http';

const INDEX = '<!doctype html><title>Cairn</title>';
let root: string;
let app: ReturnType<typeof buildApp>;
let port: number;

function put(path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cairn-host-'));
  put('host/index.html', INDEX);
  put('host/assets/index-4f5e6d7c.js', 'console.log(1)');
  put('host/assets/index-4f5e6d7c.css', 'body{}');
  put('host/favicon.svg', '<svg/>');
  put('host/.env', 'SECRET=1');
  put('secret.txt', 'outside the host folder');
  app = buildApp(appDepsWithoutDatabase({ hostDir: join(root, 'host') }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the host app at /', () => {
  it('serves index.html at / and never lets the browser keep a stale copy', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('gives a first-time visitor an id in a cookie (which versions of the remotes they get), once', async () => {
    const first = await app.inject('/story/abc');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^cairn_visitor=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    expect(first.headers.vary).toBe('Cookie');
    const again = await app.inject({ url: '/story/abc', headers: { cookie: cookie.split(';')[0]! } });
    expect(again.headers['set-cookie']).toBeUndefined();
    // A broken cookie is replaced, not trusted.
    const broken = await app.inject({ url: '/', headers: { cookie: 'cairn_visitor=<script>' } });
    expect(String(broken.headers['set-cookie'])).toMatch(/^cairn_visitor=[0-9a-f-]{36};/);
    // Files of the build are the same for everyone: no cookie.
    expect((await app.inject('/favicon.svg')).headers['set-cookie']).toBeUndefined();
  });

  it('serves hashed assets as immutable, with their types', async () => {
    const js = await app.inject('/assets/index-4f5e6d7c.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await app.inject('/assets/index-4f5e6d7c.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves other files of the build (not content-hashed) with revalidation', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/app',
    '/story/3b241101-e2bb-4255-8caf-4136c566a962',
    '/locations/123/st.-louis',
    '/builder-v2/x?tab=claims',
    '/result/abc/',
  ])('answers the client route %s with index.html (200), so a reload works', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/story/x' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each(['/api/nope', '/api', '/api/stories/x/unknown', '/remotes/nope', '/assets/missing-00000000.js'])(
    'answers a JSON 404 for %s instead of the page',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found' });
    },
  );

  // A link with a stray '%' is a visitor's mistake: the app says the address names nothing (its
  // not-found text), where the router's JSON would have been the whole page.
  it.each(['/story/%', '/story/%ZZ', '/people/%E0%A4%A/name', '/result/100%', '/%'])(
    'answers the page address %s with bad percent-encoding with the app (400), not JSON',
    async (path) => {
      const response = await rawGet(port, path);
      expect(response.status).toBe(400);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it.each(['/api/stories/%', '/api/task/%ZZ', '/remotes/reader/%E0%A4%A', '/assets/%ZZ.js'])(
    'keeps the JSON 400 for bad percent-encoding outside the pages: %s',
    async (path) => {
      const response = await rawGet(port, path);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({ error: 'Malformed URL: its percent-encoding is invalid' });
    },
  );

  // Past our 8 KiB limit (within Node's 16 KiB): a page address is a visitor's link cut or pasted wrong;
  // the app's route says what it names. The API keeps its JSON 414.
  it.each([`/story/${'a'.repeat(9_000)}`, `/people/x/${'b'.repeat(9_000)}`, `/?q=${'c'.repeat(9_000)}`])(
    'answers a page address longer than 8 KiB with the app (414), not JSON',
    async (path) => {
      const response = await rawGet(port, path);
      expect(response.status).toBe(414);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it.each([`/api/stories?q=${'a'.repeat(9_000)}`, `/assets/${'a'.repeat(9_000)}.js`])(
    'keeps the JSON 414 for a long address outside the pages',
    async (path) => {
      const long = await rawGet(port, path);
      expect(long.status).toBe(414);
      expect(long.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(long.body).error).toMatch(/URL is too long/);
    },
  );

  it('answers a JSON 404 to other methods on unknown paths', async () => {
    const response = await app.inject({ method: 'POST', url: '/story/x', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('never serves dotfiles of the build', async () => {
    const response = await app.inject('/.env');
    expect(response.body).not.toContain('SECRET');
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
  ])('never serves a file outside the host folder: %s', async (path) => {
    const response = await rawGet(port, path);
    expect(response.body).not.toContain('outside the host folder');
  });

  it('says how to fix a missing build instead of a bare 404', async () => {
    const bare = buildApp(appDepsWithoutDatabase({ hostDir: join(root, 'not-built') }));
    const response = await bare.inject('/story/x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', detail: expect.stringContaining('pnpm build') });
  });
});
