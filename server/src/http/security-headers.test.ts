import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appDepsWithoutDatabase } from '../test/fakes';
import { buildApp } from './app';
import { contentSecurityPolicy } from './security-headers';

// Issue 10 §1-2: every page carries the policy, every /api answer is nosniff and no-store, whoever answers.
const VERSION = '0.1.0-abcdef12';
let root: string;
let app: ReturnType<typeof buildApp>;

function put(path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cairn-security-headers-'));
  put('host/index.html', '<!doctype html><html><head><title>Cairn</title></head><body></body></html>');
  put('host/assets/index-4f5e6d7c.js', 'console.log(1)');
  put(`releases/reader/${VERSION}/index.html`, '<!doctype html>');
  put(`releases/reader/${VERSION}/remoteEntry.js`, 'export const entry = 1;');
  put(
    'releases/registry.json',
    JSON.stringify({ remotes: { reader: { live: VERSION, history: [VERSION] } } }),
  );
  app = buildApp(
    appDepsWithoutDatabase({
      hostDir: join(root, 'host'),
      releasesDir: join(root, 'releases'),
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    }),
  );
  app.post('/api/test/echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => ({
    text: request.body.text,
  }));
  app.get('/api/test/crash', async () => {
    throw new Error('boom');
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    (policy as string).split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('HTML pages', () => {
  it.each([
    '/',
    '/app',
    '/story/5b0c6e8e-3d0f-4f7a-9a53-2f0f3c1e8d11',
    '/result/x',
    `/remotes/reader/${VERSION}/index.html`,
  ])('%s carries the Content-Security-Policy and the other page headers', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://*.tile.example.org']));
    // Nothing anywhere lets inline or evaluated script run.
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
      expect(response.headers['permissions-policy']).toContain(`${feature}=()`);
    }
  });

  it("keeps the page's inline remote registry a data block, which CSP does not apply to", async () => {
    const page = (await app.inject('/app')).body;
    expect(page).toContain('<script type="application/json" id="cairn-remotes">{"remotes":[{');
    const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      // Either a data block or a file of our own; never inline code.
      expect(attributes).toMatch(/type="application\/json"|src="\//);
    }
  });

  it('builds the policy without a tile server, and never lists one twice', () => {
    expect(directives(contentSecurityPolicy())['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
    expect(
      directives(contentSecurityPolicy({ tileUrl: 'http://127.0.0.1:8090/{z}/{x}/{y}.png' }))['img-src'],
    ).toEqual(["'self'", 'data:', 'http://127.0.0.1:8090', 'https:', 'http:']);
  });
});

describe('/api answers', () => {
  it.each([
    ['a success', { url: '/api/docs' }, 200],
    ['a validation error', { method: 'POST' as const, url: '/api/test/echo', payload: { text: 1 } }, 400],
    [
      'malformed JSON',
      {
        method: 'POST' as const,
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"text"',
      },
      400,
    ],
    ['an unknown route', { url: '/api/nothing/here' }, 404],
    ['a wrong method', { method: 'DELETE' as const, url: '/api/docs' }, 405],
    ['a crash', { url: '/api/test/crash' }, 500],
  ])('%s is nosniff and no-store, and never renders as a page', async (_, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toBeUndefined();
    if (status >= 400)
      expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });
});

describe('other files', () => {
  it('keep their own caching, and are nosniff', async () => {
    const asset = await app.inject('/assets/index-4f5e6d7c.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const registry = await app.inject('/remotes.json');
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.headers['x-content-type-options']).toBe('nosniff');
    const entry = await app.inject(`/remotes/reader/${VERSION}/remoteEntry.js`);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
  });
});
