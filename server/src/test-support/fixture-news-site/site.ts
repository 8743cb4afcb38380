import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  createBrotliCompress,
  createDeflate,
  createGzip,
  deflateRawSync,
  deflateSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import { FIXTURE_ARTICLES } from './articles';
import {
  ARTICLE_AFTER_REDIRECTS,
  botWallPage,
  consentWallPage,
  HOSTILE_ARTICLES,
  HOSTILE_FIXTURES,
  METADATA_SERVICE_URL,
  paywallPage,
  statusPage,
} from './hostile-pages';
import { esc } from './html';
import { encodeText } from './legacy-encodings';
import type { FixtureArticle } from './types';

export interface FixtureSiteOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; the default is 127.0.0.1 and tests should keep it. */
  host?: string;
  /** How long /slow-headers waits before answering (default 30 s); `?delay=ms` overrides it. */
  slowHeadersMs?: number;
  /** Interval between the bytes /slow-body trickles (default 200 ms). */
  trickleIntervalMs?: number;
}

export interface FixtureRequest {
  method: string;
  /** Path and query as requested. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FixtureHits {
  /** Requests received so far. */
  readonly count: number;
  /** TCP connections accepted so far: a refused fetch must not even open one. */
  readonly connections: number;
  forPath(path: string): number;
  readonly requests: readonly FixtureRequest[];
}

export interface FixtureSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  port: number;
  hits: FixtureHits;
  url(path: string): string;
  close(): Promise<void>;
}

const HUGE_BYTES = 6.5 * 1024 * 1024;
const BOMB_BYTES = 64 * 1024 * 1024;

/**
 * A local news site with real-looking articles about two fictional events plus every kind of page an
 * outbound fetcher must survive. Used by tests (started on 127.0.0.1, free port) and by `serve.ts`.
 */
export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const requests: FixtureRequest[] = [];
  let connections = 0;
  const timers = new Set<NodeJS.Timeout>();
  const articlesByPath = new Map(FIXTURE_ARTICLES.map((article) => [article.path, article]));
  const slowHeadersMs = options.slowHeadersMs ?? 30_000;
  const trickleIntervalMs = options.trickleIntervalMs ?? 200;
  let port = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: url.pathname,
      headers: req.headers,
    });
    const baseUrl = `http://${req.headers.host ?? `127.0.0.1:${port}`}`;
    try {
      route(req, res, url, baseUrl);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', `fixture error: ${String(error)}`);
      else res.destroy();
    }
  });
  server.on('connection', () => {
    connections++;
  });

  const later = (ms: number, fn: () => void): NodeJS.Timeout => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
    return timer;
  };

  function route(req: IncomingMessage, res: ServerResponse, url: URL, baseUrl: string) {
    const path = url.pathname;
    const article = articlesByPath.get(path);
    if (article) return serveArticle(res, article, baseUrl, url.searchParams.get('encoding'));
    if (path === '/' || path === '/index.html')
      return send(res, 200, 'text/html; charset=utf-8', indexPage());
    if (path.startsWith('/images/') && path.endsWith('.svg')) {
      return send(res, 200, 'image/svg+xml', placeholderImage(path.slice('/images/'.length, -4)));
    }

    const hostileArticle = HOSTILE_ARTICLES.find((candidate) => candidate.path === path);
    if (hostileArticle) return send(res, 200, 'text/html; charset=utf-8', hostileArticle.render(baseUrl));
    const hostile = HOSTILE_FIXTURES.find((fixture) => fixture.path.split('?')[0] === path);
    if (hostile?.id === 'paywall') return send(res, 200, 'text/html; charset=utf-8', paywallPage(baseUrl));
    if (path === '/consent-wall') return send(res, 200, 'text/html; charset=utf-8', consentWallPage());
    if (path === '/bot-wall') {
      const status = Number(url.searchParams.get('status') ?? 403);
      return send(res, status, 'text/html; charset=UTF-8', botWallPage(), {
        'cf-mitigated': 'challenge',
        server: 'cloudflare',
        'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate',
      });
    }
    const statusMatch = /^\/status\/(\d{3})$/.exec(path);
    if (statusMatch) {
      const status = Number(statusMatch[1]);
      const extra: Record<string, string> = status === 429 ? { 'retry-after': '120' } : {};
      return send(
        res,
        status,
        'text/html; charset=utf-8',
        statusPage(status, REASONS[status] ?? 'Error'),
        extra,
      );
    }

    const chain = /^\/redirect\/chain\/(\d{1,2})$/.exec(path);
    if (chain) return redirectChain(res, Number(chain[1]), baseUrl);
    if (path === '/redirect/to-loopback')
      return redirect(res, 302, `http://127.0.0.1:${port}${ARTICLE_AFTER_REDIRECTS}`);
    if (path === '/redirect/to-metadata') return redirect(res, 302, METADATA_SERVICE_URL);
    if (path === '/redirect/to') return redirect(res, 302, url.searchParams.get('location') ?? '/');
    if (path === '/redirect/cookie-check') {
      // Like sites that set a session cookie and redirect to themselves until it comes back.
      if (/\bfixture_session=ok\b/.test(req.headers.cookie ?? ''))
        return redirect(res, 302, ARTICLE_AFTER_REDIRECTS);
      res.setHeader('set-cookie', 'fixture_session=ok; Path=/; HttpOnly');
      return redirect(res, 302, '/redirect/cookie-check');
    }

    if (path === '/huge' || path === '/huge-declared') return streamHuge(res, path === '/huge-declared');
    const bomb = /^\/bomb\/(gzip|br|deflate)$/.exec(path);
    if (bomb) return serveBomb(res, bomb[1] as BombEncoding);
    if (path === '/slow-headers') {
      const delay = Number(url.searchParams.get('delay') ?? slowHeadersMs);
      const timer = later(delay, () =>
        send(res, 200, 'text/html; charset=utf-8', '<!doctype html><title>Slow</title><p>Finally.</p>'),
      );
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    if (path === '/slow-body') return trickle(res);
    if (path === '/files/harbourline-business-case.pdf') return send(res, 200, 'application/pdf', FAKE_PDF);
    if (path === '/files/mislabelled') return send(res, 200, 'text/html; charset=utf-8', FAKE_PDF);

    send(res, 404, 'text/html; charset=utf-8', statusPage(404, 'Not Found'));
  }

  function trickle(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.write('<!doctype html><html><head><title>Still loading</title></head><body><p>');
    const interval = setInterval(() => res.write('.'), trickleIntervalMs);
    timers.add(interval);
    res.on('close', () => {
      clearInterval(interval);
      timers.delete(interval);
    });
  }

  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  port = address.port;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const baseUrl = `http://${host}:${port}`;

  return {
    baseUrl,
    port,
    url: (path: string) => `${baseUrl}${path}`,
    hits: {
      get count() {
        return requests.length;
      },
      get connections() {
        return connections;
      },
      forPath: (path: string) => requests.filter((request) => request.path === path).length,
      requests,
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  407: 'Proxy Authentication Required',
  410: 'Gone',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'content-type': contentType, 'content-length': String(bytes.length), ...headers });
  res.end(bytes);
}

function redirect(res: ServerResponse, status: number, location: string) {
  res.writeHead(status, { location, 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Moved</title><a href="${esc(location)}">Moved</a>`);
}

/**
 * /redirect/chain/n answers n redirects in a row, then the article: odd n gives an absolute Location
 * (301, or 307 for 5, 9…), even n a relative one (302, or 308 for 4, 8…), and the last hop a 303.
 * So /redirect/chain/3 is 301 (absolute) → 302 (relative) → 303 → article.
 */
function redirectChain(res: ServerResponse, hops: number, baseUrl: string) {
  if (hops <= 1) return redirect(res, 303, ARTICLE_AFTER_REDIRECTS);
  const next = `/redirect/chain/${hops - 1}`;
  if (hops % 2 === 1) redirect(res, hops % 4 === 3 ? 301 : 307, `${baseUrl}${next}`);
  else redirect(res, hops % 4 === 2 ? 302 : 308, next);
}

function serveArticle(
  res: ServerResponse,
  article: FixtureArticle,
  baseUrl: string,
  encoding: string | null,
) {
  const charsetLabel = article.charset === 'shift_jis' ? 'Shift_JIS' : article.charset;
  const contentType =
    article.charsetSource === 'header'
      ? `${article.contentType}; charset=${charsetLabel}`
      : article.contentType;
  let body = encodeText(article.render(baseUrl), article.charset);
  const headers: Record<string, string> = { 'last-modified': 'Thu, 15 Oct 2026 14:00:00 GMT' };
  if (encoding === 'gzip') body = gzipSync(body);
  else if (encoding === 'br') body = brotliCompressSync(body);
  else if (encoding === 'deflate') body = deflateSync(body);
  else if (encoding === 'deflate-raw') body = deflateRawSync(body);
  if (encoding && ['gzip', 'br', 'deflate', 'deflate-raw'].includes(encoding)) {
    headers['content-encoding'] = encoding === 'deflate-raw' ? 'deflate' : encoding;
    headers.vary = 'Accept-Encoding';
  }
  send(res, 200, contentType, body, headers);
}

const HUGE_PARAGRAPH = Buffer.from(
  '<p>The committee minutes continue with another procedural motion, seconded and carried without debate, concerning the allocation of parking permits for the annual lantern festival.</p>\n',
);

function streamHuge(res: ServerResponse, declareLength: boolean) {
  const head = Buffer.from(
    '<!doctype html><html><head><title>Complete committee minutes, 1990-2026</title></head><body>\n',
  );
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  const total =
    head.length + Math.ceil((HUGE_BYTES - head.length) / HUGE_PARAGRAPH.length) * HUGE_PARAGRAPH.length;
  if (declareLength) headers['content-length'] = String(total);
  res.writeHead(200, headers);
  res.write(head);
  let written = head.length;
  const pump = () => {
    while (written < total) {
      written += HUGE_PARAGRAPH.length;
      if (!res.write(HUGE_PARAGRAPH)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  res.on('close', () => {
    written = total;
  });
  pump();
}

type BombEncoding = 'gzip' | 'br' | 'deflate';
const bombs = new Map<BombEncoding, Promise<Buffer>>();

/** 64 MiB of HTML-looking whitespace, compressed once per process and cached. */
function bomb(encoding: BombEncoding): Promise<Buffer> {
  let cached = bombs.get(encoding);
  if (!cached) {
    cached = new Promise<Buffer>((resolve, reject) => {
      const compressor =
        encoding === 'gzip'
          ? createGzip({ level: 9 })
          : encoding === 'deflate'
            ? createDeflate({ level: 9 })
            : createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      const out: Buffer[] = [];
      compressor.on('data', (chunk: Buffer) => out.push(chunk));
      compressor.on('end', () => resolve(Buffer.concat(out)));
      compressor.on('error', reject);
      const filler = Buffer.alloc(1024 * 1024, 0x20);
      let written = 0;
      const pump = () => {
        if (written === 0) compressor.write('<!doctype html><html><head><title>Bomb</title></head><body><p>');
        while (written < BOMB_BYTES) {
          written += filler.length;
          if (!compressor.write(filler)) {
            compressor.once('drain', pump);
            return;
          }
        }
        compressor.end();
      };
      pump();
    });
    bombs.set(encoding, cached);
  }
  return cached;
}

function serveBomb(res: ServerResponse, encoding: BombEncoding) {
  bomb(encoding).then(
    (body) =>
      send(res, 200, 'text/html; charset=utf-8', body, {
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
      }),
    () => res.destroy(),
  );
}

const FAKE_PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

function placeholderImage(name: string): string {
  const label = esc(name.replace(/[^a-z0-9-]/gi, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#5b6f7a"/><text x="600" y="350" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

function indexPage(): string {
  const articleLinks = FIXTURE_ARTICLES.map(
    (article) =>
      `<li><a href="${esc(article.path)}">${esc(article.expected.title)}</a> <small>${esc(article.expected.siteName)} &middot; ${article.event} &middot; ${article.charset}</small></li>`,
  ).join('\n');
  const hostileLinks = HOSTILE_FIXTURES.map(
    (fixture) =>
      `<li><a href="${esc(fixture.path)}">${esc(fixture.id)}</a> <small>${esc(fixture.description)}</small></li>`,
  ).join('\n');
  const hostileArticleLinks = HOSTILE_ARTICLES.map(
    (article) =>
      `<li><a href="${esc(article.path)}">${esc(article.id)}</a> <small>${esc(article.description)}</small></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cairn fixture news site</title></head>
<body>
<h1>Cairn fixture news site</h1>
<p>Fictional articles and hostile pages for tests. Nothing here is real news.</p>
<h2>Articles</h2><ul>
${articleLinks}
</ul>
<h2>Hostile pages</h2><ul>
${hostileLinks}
<li><a href="/redirect/chain/3">redirect-chain</a> <small>Three redirects, then an article.</small></li>
<li><a href="/redirect/to-loopback">redirect-to-loopback</a> <small>A redirect to 127.0.0.1 on this port.</small></li>
<li><a href="/redirect/cookie-check">cookie-check</a> <small>Redirects to itself until its cookie comes back.</small></li>
</ul>
<h2>Hostile articles</h2><ul>
${hostileArticleLinks}
</ul>
</body></html>`;
}
