import { request } from 'node:http';

/**
 * Sends a GET with the path exactly as written. `fetch` and `app.inject` normalise or re-encode some
 * paths (`/a/../b`), which is exactly what a path traversal attempt relies on them not doing.
 */
export function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
