// A tiny static server for the no-federation build: files of `dir`, `index.html` for any other GET (a
// client route), and /api proxied to the real Cairn server, so both variants read the same API and
// data. Like the Cairn server it does not compress, and hashed assets are `immutable`.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

async function fileOf(dir, pathname) {
  const file = path.resolve(dir, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(dir + path.sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function proxy(req, res, apiOrigin) {
  const target = new URL(req.url ?? '/', apiOrigin);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`proxy error: ${error.message}`);
  });
  req.pipe(upstream);
}

/** Starts the server on 127.0.0.1 (a free port); resolves to `{ origin, close() }`. */
export async function startStaticServer({ dir, apiOrigin }) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname === '/api' || pathname.startsWith('/api/')) return proxy(req, res, apiOrigin);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = (pathname !== '/' && (await fileOf(root, pathname))) || path.join(root, 'index.html');
    const immutable = pathname.startsWith('/assets/') && file !== path.join(root, 'index.html');
    if (pathname.startsWith('/assets/') && !immutable) {
      res.writeHead(404).end();
      return;
    }
    const { size } = await stat(file);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
