import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { rawGet } from '../../test/raw-http';

const VERSION = '0.1.0-abcdef12';
let root: string;
let app: ReturnType<typeof buildApp>;
let port: number;

function put(path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cairn-remote-files-'));
  const releasesDir = join(root, 'releases');
  put(`releases/reader/${VERSION}/remoteEntry.js`, 'export const entry = 1;');
  put(`releases/reader/${VERSION}/mf-manifest.json`, '{"name":"reader"}');
  put(`releases/reader/${VERSION}/index.html`, '<!doctype html>');
  put(`releases/reader/${VERSION}/assets/story-page-3f9a1c2b.js`, 'export default 1;');
  put(`releases/reader/${VERSION}/assets/story-page-3f9a1c2b.css`, 'body{}');
  put(`releases/reader/${VERSION}/assets/logo-11aa22bb.svg`, '<svg/>');
  put(`releases/reader/${VERSION}/assets/inter-5e6f7a8b.woff2`, 'wOF2');
  put(`releases/reader/${VERSION}/.env`, 'SECRET=1');
  put('releases/registry.json', '{"remotes":{}}');
  put('secret.txt', 'outside the releases folder');
  app = buildApp(appDepsWithoutDatabase({ releasesDir }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const base = `/remotes/reader/${VERSION}`;

describe('GET /remotes/<name>/<version>/*', () => {
  it.each([
    ['remoteEntry.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['mf-manifest.json', 'application/json; charset=utf-8', 'no-cache'],
    ['index.html', 'text/html; charset=utf-8', 'no-cache'],
    [
      'assets/story-page-3f9a1c2b.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['assets/story-page-3f9a1c2b.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['assets/logo-11aa22bb.svg', 'image/svg+xml', 'public, max-age=31536000, immutable'],
    ['assets/inter-5e6f7a8b.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
  ])('serves %s as %s with Cache-Control %s', async (file, type, cache) => {
    const response = await app.inject(`${base}/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers.etag).toBeDefined();
  });

  it('serves the same files under retry-<n>/, the fresh URLs a Retry loads the remote from', async () => {
    const entry = await app.inject(`${base}/retry-1732400000000/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('export const entry = 1;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject(`${base}/retry-1732400000000/assets/story-page-3f9a1c2b.js`);
    expect(chunk.body).toBe('export default 1;');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One prefix only, and never a way out of the release folder.
    expect((await app.inject(`${base}/retry-1/retry-2/remoteEntry.js`)).statusCode).toBe(404);
    expect((await rawGet(port, `${base}/retry-1/../../../secret.txt`)).status).toBeGreaterThanOrEqual(400);
  });

  it('answers 304 to a revalidation of an unchanged entry', async () => {
    const first = await app.inject(`${base}/remoteEntry.js`);
    const again = await app.inject({
      url: `${base}/remoteEntry.js`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `${base}/remoteEntry.js` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each([
    `${base}/missing.js`,
    `${base}/assets`,
    `${base}/.env`,
    '/remotes/unknown/0.1.0-abcdef12/remoteEntry.js',
    '/remotes/reader/latest/remoteEntry.js',
    '/remotes/reader/0.1.0-nothere0/remoteEntry.js',
  ])('answers a JSON 404 for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('serves the real file to the same raw client (the traversal checks below are not vacuous)', async () => {
    const response = await rawGet(port, `${base}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.body).toBe('export const entry = 1;');
  });

  it.each([
    `${base}/../../registry.json`,
    `${base}/../../../secret.txt`,
    `${base}/assets/../../../../secret.txt`,
    `${base}/%2e%2e/%2e%2e/registry.json`,
    `${base}/..%2f..%2f..%2fsecret.txt`,
    `${base}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
    `${base}/..%5c..%5c..%5csecret.txt`,
    `${base}/%252e%252e/%252e%252e/registry.json`,
    `${base}//etc/passwd`,
    `${base}/%2fetc%2fpasswd`,
    `${base}/remoteEntry.js%00.png`,
    '/remotes/reader/..%2f..%2fsecret.txt/x',
    '/remotes/../secret.txt',
    '/remotes/reader/../../secret.txt',
  ])('never serves a file outside the release folder: %s', async (path) => {
    const response = await rawGet(port, path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain('outside the releases folder');
    expect(response.body).not.toContain('"remotes"');
    expect(response.body).not.toContain('root:');
  });

  it('gzips text files for clients that accept it, with a stable ETag and 304s', async () => {
    const url = `${base}/assets/story-page-3f9a1c2b.js`;
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('export default 1;');
    const again = await app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export default 1;');
    const font = await app.inject({
      url: `${base}/assets/inter-5e6f7a8b.woff2`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(font.headers['content-encoding']).toBeUndefined();
  });
});
