import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ARTICLES, fixtureArticle } from '../../test-support/fixture-news-site/articles';
import {
  ARTICLE_AFTER_REDIRECTS,
  HOSTILE_FIXTURES,
  REDIRECT_CHAIN_PATH,
} from '../../test-support/fixture-news-site/hostile-pages';
import { installNetworkGuard, type NetworkGuard } from '../../test-support/fixture-news-site/network-guard';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-news-site/site';
import { FetchError } from './fetch-error';
import { BlockedPageError, type GuardedFetchOptions, guardedFetch } from './guarded-fetch';
import { decodeEntities, readPageText } from './page-text';

let site: FixtureSite;
let guard: NetworkGuard;
let options: GuardedFetchOptions;

beforeAll(async () => {
  guard = installNetworkGuard(['127.0.0.1', '::1']);
  site = await startFixtureSite({ slowHeadersMs: 10_000, trickleIntervalMs: 50 });
  options = { allowLoopback: true, allowedPorts: [site.port] };
});

afterAll(async () => {
  await site.close();
  guard.restore();
  // Nothing in this file may have left the machine's loopback interface.
  expect(guard.blocked).toEqual([]);
  expect(new Set(guard.connected)).toEqual(new Set(['127.0.0.1']));
});

async function fetchError(url: string, extra: GuardedFetchOptions = {}): Promise<FetchError> {
  try {
    await guardedFetch(url, { ...options, ...extra });
  } catch (error) {
    expect(error).toBeInstanceOf(FetchError);
    return error as FetchError;
  }
  throw new Error(`expected ${url} to fail`);
}

function visibleText(html: string, contentType: string): string {
  return contentType === 'text/plain' ? html : readPageText(html).allText;
}

describe('guardedFetch on the fixture articles', () => {
  it.each(FIXTURE_ARTICLES.map((article) => [article.id, article] as const))(
    'fetches %s',
    async (_id, article) => {
      const page = await guardedFetch(site.url(article.path), options);
      expect(page).toMatchObject({
        finalUrl: site.url(article.path),
        status: 200,
        contentType: article.contentType,
        charset: article.charset,
        redirects: [],
      });
      expect(page.headers['content-type']).toContain(article.contentType);
      expect(page.bytes).toBeGreaterThan(500);
      expect(decodeEntities(page.html)).toContain(article.expected.title);
      for (const sentence of article.keySentences)
        expect(visibleText(page.html, page.contentType)).toContain(sentence);
      expect(page.timings.totalMs).toBeGreaterThanOrEqual(page.timings.headersMs);
      expect(page.html).not.toContain('\ufffd');
    },
  );

  it.each(['gzip', 'br', 'deflate', 'deflate-raw'])('decompresses a %s body', async (encoding) => {
    const article = fixtureArticle('northern-wire-state-of-emergency');
    const plain = await guardedFetch(site.url(article.path), options);
    const compressed = await guardedFetch(site.url(`${article.path}?encoding=${encoding}`), options);
    expect(compressed.headers['content-encoding']).toBe(encoding === 'deflate-raw' ? 'deflate' : encoding);
    expect(compressed.html).toBe(plain.html);
    expect(compressed.bytes).toBe(plain.bytes);
  });

  it('decodes windows-1252 declared only in <meta http-equiv>, curly quotes and euro sign included', async () => {
    const article = fixtureArticle('wendover-weekly-cafe-riviere');
    const page = await guardedFetch(site.url(article.path), options);
    expect(page.headers['content-type']).toBe('text/html');
    expect(page.charset).toBe('windows-1252');
    expect(page.html).toContain('“It’s naïve, maybe, but I’m going to reopen,”');
    expect(page.html).toContain('€38,000');
  });

  it('decodes Shift_JIS declared in the Content-Type header', async () => {
    const page = await guardedFetch(site.url(fixtureArticle('towan-nippo-harbourline-vote').path), options);
    expect(page.charset).toBe('shift_jis');
    expect(page.html).toContain('ポート・アルダス市議会、ＬＲＴ計画を可決');
  });

  it('resolves names with the system resolver (localhost, with loopback allowed)', async () => {
    const article = fixtureArticle('northern-wire-state-of-emergency');
    const page = await guardedFetch(`http://localhost:${site.port}${article.path}`, options);
    expect(page.status).toBe(200);
    expect(page.finalUrl).toBe(`http://localhost:${site.port}${article.path}`);
  });

  it('sends a browser-like request without leaking anything', async () => {
    const before = site.hits.count;
    await guardedFetch(
      `${site.url(fixtureArticle('northern-wire-state-of-emergency').path)}#section-2`,
      options,
    );
    const request = site.hits.requests[before]!;
    expect(request.url).toBe(fixtureArticle('northern-wire-state-of-emergency').path);
    expect(request.headers['user-agent']).toMatch(/CairnFetcher/);
    expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(request.headers.accept).toMatch(/^text\/html/);
    expect(request.headers.cookie).toBeUndefined();
  });
});

describe('redirects', () => {
  it('follows a three-hop chain (absolute 301, relative 302, 303) to the article', async () => {
    const page = await guardedFetch(site.url(REDIRECT_CHAIN_PATH), options);
    expect(page.finalUrl).toBe(site.url(ARTICLE_AFTER_REDIRECTS));
    expect(page.redirects).toEqual([
      site.url('/redirect/chain/3'),
      site.url('/redirect/chain/2'),
      site.url('/redirect/chain/1'),
    ]);
    expect(page.html).toContain('Alder River crests at record level');
  });

  it('follows exactly five redirects and refuses the sixth without requesting it', async () => {
    expect((await guardedFetch(site.url('/redirect/chain/5'), options)).redirects).toHaveLength(5);
    const before = site.hits.forPath('/redirect/chain/1');
    const error = await fetchError(site.url('/redirect/chain/7'));
    expect(error.kind).toBe('too_many_redirects');
    expect(error.userMessage).toBe('The address redirected too many times.');
    expect(site.hits.forPath('/redirect/chain/1')).toBe(before);
    expect((await fetchError(site.url('/redirect/chain/1'), { maxRedirects: 0 })).kind).toBe(
      'too_many_redirects',
    );
  });

  it('carries cookies across hops on the same host for the length of one fetch', async () => {
    const page = await guardedFetch(site.url('/redirect/cookie-check'), options);
    expect(page.finalUrl).toBe(site.url(ARTICLE_AFTER_REDIRECTS));
    const next = await guardedFetch(
      site.url(fixtureArticle('northern-wire-state-of-emergency').path),
      options,
    );
    expect(next.status).toBe(200);
    expect(site.hits.requests.at(-1)!.headers.cookie).toBeUndefined();
  });
});

describe('hostile pages (loopback allowed)', () => {
  const fast: Record<string, GuardedFetchOptions> = {
    'slow-headers': { timeouts: { headersMs: 300 } },
    'slow-body': { timeouts: { bodyMs: 400 } },
  };

  it.each(HOSTILE_FIXTURES.map((fixture) => [fixture.id, fixture] as const))('%s', async (id, fixture) => {
    const started = performance.now();
    const error = await fetchError(site.url(fixture.path), fast[id] ?? {});
    expect(error.kind).toBe(fixture.expectedKind);
    if (fixture.expectedBlockReason) expect(error.blockReason).toBe(fixture.expectedBlockReason);
    expect(error.userMessage.length).toBeGreaterThan(10);
    expect(error.userMessage).not.toMatch(/127\.0\.0\.1|169\.254|localhost|\d{4,5}\//);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('explains why a link is not an article', async () => {
    const error = await fetchError(site.url('/files/harbourline-business-case.pdf'));
    expect(error.message).toBe('not an article: application/pdf');
    expect(error.userMessage).toBe('This link is not an article page (it points to a PDF document).');
  });

  it('keeps the page of a content wall so callers can still read its metadata', async () => {
    const error = await fetchError(
      site.url(HOSTILE_FIXTURES.find((fixture) => fixture.id === 'paywall')!.path),
    );
    expect(error).toBeInstanceOf(BlockedPageError);
    expect((error as BlockedPageError).page.html).toContain('What the Harbourline will really cost');
    expect(error.signals).toContain('jsonld:isAccessibleForFree=false');
    expect(error.userMessage).toBe('This article is behind a paywall, so it cannot be read.');
  });

  it.each([
    [401, 'blocked', false],
    [402, 'blocked', false],
    [407, 'blocked', false],
    [429, 'blocked', true],
    [410, 'http_error', false],
    [418, 'http_error', false],
    [502, 'http_error', true],
    [503, 'http_error', true],
  ] as const)('reports HTTP %i as %s (retryable: %s)', async (status, kind, retryable) => {
    const error = await fetchError(site.url(`/status/${status}`));
    expect(error).toMatchObject({ kind, status, retryable });
    expect(error.userMessage).toContain(String(status === 401 || status === 402 ? '' : status));
  });

  it('applies the size cap to the decompressed body', async () => {
    const article = fixtureArticle('millbrook-ledger-flood-crest');
    expect((await fetchError(site.url(article.path), { maxBytes: 2000 })).kind).toBe('too_large');
    expect((await fetchError(site.url(`${article.path}?encoding=gzip`), { maxBytes: 2000 })).kind).toBe(
      'too_large',
    );
  });

  it('enforces a total deadline across redirects and body', async () => {
    const error = await fetchError(site.url('/slow-body'), { timeouts: { bodyMs: 5000, totalMs: 300 } });
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/total timeout/);
  });

  it('times out a connection whose name never resolves', async () => {
    const started = performance.now();
    const error = await fetchError(`http://hangs.example.test:${site.port}/`, {
      lookup: () => new Promise(() => {}),
      timeouts: { connectMs: 200 },
    });
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports an unknown name as a network error with a plain message', async () => {
    const error = await fetchError(`http://no-such-site.example.test:${site.port}/`, {
      lookup: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND no-such-site.example.test'), {
          code: 'ENOTFOUND',
        });
      },
    });
    expect(error).toMatchObject({
      kind: 'network',
      userMessage: 'The site could not be found. Please check the address.',
    });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await fetchError(site.url('/slow-headers'), { signal: controller.signal });
    expect(error.kind).toBe('aborted');
    const already = AbortSignal.abort();
    expect((await fetchError(site.url(ARTICLE_AFTER_REDIRECTS), { signal: already })).kind).toBe('aborted');
  });

  it('can hand back a blocked page when block detection is off', async () => {
    const page = await guardedFetch(site.url('/consent-wall'), { ...options, detectBlocks: false });
    expect(page.html).toContain('We value your privacy');
  });
});
