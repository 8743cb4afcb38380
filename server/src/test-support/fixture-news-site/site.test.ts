import { spawn } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesAbout, FIXTURE_ARTICLES } from './articles';
import { HOSTILE_FIXTURES, METADATA_SERVICE_URL, REDIRECT_CHAIN_PATH } from './hostile-pages';
import { type FixtureSite, startFixtureSite } from './site';

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({ slowHeadersMs: 5_000, trickleIntervalMs: 20 });
});

afterAll(async () => {
  await site.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain node:http GET that stops after `limit` bytes. */
function rawGet(
  url: string,
  limit = Number.POSITIVE_INFINITY,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= limit) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
    request.on('error', reject);
  });
}

function datesIn(text: string): number[] {
  const found =
    text.match(/\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?/g) ?? [];
  return found.map((value) => Date.parse(value));
}

describe('fixture articles', () => {
  it('cover two events from several publishers, plus the special cases later suites need', () => {
    const flood = articlesAbout('millbrook-flood');
    const transit = articlesAbout('port-aldous-transit');
    expect(flood.filter((article) => article.kind === 'article').length).toBeGreaterThanOrEqual(4);
    expect(new Set(flood.map((article) => article.expected.siteName)).size).toBeGreaterThanOrEqual(4);
    expect(transit.length).toBeGreaterThanOrEqual(2);
    expect(FIXTURE_ARTICLES.some((article) => article.kind === 'live_blog')).toBe(true);
    expect(FIXTURE_ARTICLES.some((article) => article.kind === 'plain_text')).toBe(true);
    expect(FIXTURE_ARTICLES.some((article) => article.expected.language === 'fr')).toBe(true);
    expect(FIXTURE_ARTICLES.some((article) => article.charset === 'windows-1252')).toBe(true);
    expect(FIXTURE_ARTICLES.some((article) => article.charset === 'shift_jis')).toBe(true);
    expect(new Set(FIXTURE_ARTICLES.map((article) => article.id)).size).toBe(FIXTURE_ARTICLES.length);
    expect(new Set(FIXTURE_ARTICLES.map((article) => article.path)).size).toBe(FIXTURE_ARTICLES.length);
  });

  it.each(FIXTURE_ARTICLES.map((article) => [article.id, article] as const))(
    '%s is served in its charset and carries its expected metadata',
    async (_id, article) => {
      const response = await rawGet(site.url(article.path));
      expect(response.status).toBe(200);
      const contentType = String(response.headers['content-type']);
      expect(contentType.startsWith(article.contentType)).toBe(true);
      if (article.charsetSource === 'header')
        expect(contentType.toLowerCase()).toContain(`charset=${article.charset}`);
      else expect(contentType).not.toContain('charset');

      const text =
        article.charset === 'shift_jis'
          ? new TextDecoder('shift_jis').decode(response.body)
          : decodeServed(response.body, article.charset);
      expect(text).toBe(article.render(site.baseUrl));
      const readable = text
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'");
      expect(readable).toContain(article.expected.title);
      expect(readable).toContain(article.expected.siteName.replace(/&/g, '&'));
      for (const author of article.expected.authors) expect(readable).toContain(author);
      for (const sentence of article.keySentences) expect(readable).toContain(sentence);
      for (const furniture of article.boilerplate) expect(readable).toContain(furniture);
      if (article.expected.image) expect(text).toContain(article.expected.image);
      if (article.contentType === 'text/html') {
        expect(text).toMatch(new RegExp(`<html lang="${article.expected.language}`));
        expect(datesIn(text)).toContain(Date.parse(article.expected.publishedAt));
      } else {
        expect(text).toContain('October 20, 2026');
      }
    },
  );

  it('serves windows-1252 bytes for curly quotes and the euro sign', async () => {
    const article = FIXTURE_ARTICLES.find((candidate) => candidate.charset === 'windows-1252')!;
    const { body } = await rawGet(site.url(article.path));
    expect(body.includes(Buffer.from([0x93]))).toBe(true); // “
    expect(body.includes(Buffer.from([0x80, 0x33, 0x38]))).toBe(true); // €38
    expect(body.includes(Buffer.from('’', 'utf8'))).toBe(false);
  });
});

/** windows-1252 written out independently of the code under test (Node 20's decoder is wrong for it). */
function decodeServed(bytes: Buffer, charset: string): string {
  if (charset !== 'windows-1252') return bytes.toString('utf8');
  const high = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? high[byte - 0x80] : String.fromCharCode(byte)))
    .join('');
}

describe('hostile pages', () => {
  it('lists only paths the site really serves', async () => {
    for (const fixture of HOSTILE_FIXTURES.filter(
      (f) => !['slow-headers', 'slow-body', 'huge', 'huge-declared'].includes(f.id),
    )) {
      const response = await rawGet(site.url(fixture.path), 64 * 1024);
      expect(response.status, fixture.id).not.toBe(0);
    }
  });

  it('answers redirects as documented', async () => {
    const first = await rawGet(site.url(REDIRECT_CHAIN_PATH));
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe(site.url('/redirect/chain/2'));
    const second = await rawGet(site.url('/redirect/chain/2'));
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe('/redirect/chain/1');
    expect((await rawGet(site.url('/redirect/chain/1'))).status).toBe(303);
    expect((await rawGet(site.url('/redirect/to-metadata'))).headers.location).toBe(METADATA_SERVICE_URL);
    expect((await rawGet(site.url('/redirect/to-loopback'))).headers.location).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${site.port}/news/`),
    );
  });

  it('streams more than 6 MiB from /huge', async () => {
    const response = await rawGet(site.url('/huge'));
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body.length).toBeGreaterThan(6 * 1024 * 1024);
  });

  it('serves a gzip bomb that is small on the wire and huge inflated', async () => {
    const response = await rawGet(site.url('/bomb/gzip'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeLessThan(256 * 1024);
    expect(() => gunzipSync(response.body, { maxOutputLength: 6 * 1024 * 1024 })).toThrow(RangeError);
  });

  it('holds headers back on /slow-headers and trickles /slow-body', async () => {
    const started = performance.now();
    await rawGet(site.url('/slow-headers?delay=150'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const trickle = await rawGet(site.url('/slow-body'), 80);
    expect(trickle.status).toBe(200);
    expect(trickle.body.toString()).toMatch(/\.{3,}/);
  });

  it('counts requests and connections', async () => {
    const before = {
      count: site.hits.count,
      connections: site.hits.connections,
      path: site.hits.forPath('/status/404'),
    };
    await rawGet(site.url('/status/404'));
    expect(site.hits.count).toBe(before.count + 1);
    expect(site.hits.connections).toBe(before.connections + 1);
    expect(site.hits.forPath('/status/404')).toBe(before.path + 1);
  });

  it('closes even with a request still trickling', async () => {
    const other = await startFixtureSite({ trickleIntervalMs: 10 });
    const pending = rawGet(other.url('/slow-body')).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    await pending;
  });
});

describe('serve.ts', () => {
  it('prints its base URL and serves the site until stopped', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
    const child = spawn(process.execPath, [tsx, script, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split('\n')[0];
          if (out.includes('\n') && line) resolve(line.trim());
        });
        child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
      });
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const index = await rawGet(`${baseUrl}/`);
      expect(index.body.toString()).toContain('Cairn fixture news site');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 15_000);
});
