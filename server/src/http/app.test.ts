import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appDepsWithoutDatabase } from '../test/fakes';
import { buildApp } from './app';

describe('buildApp', () => {
  it('serves an OpenAPI document generated from the route schemas at /api/docs', async () => {
    const app = buildApp(appDepsWithoutDatabase());
    const response = await app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Cairn API', version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/stories', '/api/stories/{id}', '/remotes.json']),
    );
    // Query parameters come from the shared zod schema.
    const parameters = doc.paths['/api/stories'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['limit', 'offset', 'min_coherence', 'max_coherence']));
    // Static file routes and the document itself are not API.
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/remotes/'))).toBe(false);
    expect(doc.paths['/api/docs']).toBeUndefined();
  });

  describe('errors', () => {
    const appWithTestRoutes = () => {
      const app = buildApp(appDepsWithoutDatabase());
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ url: z.url() }) } },
        async (request) => request.body,
      );
      app.get('/api/test/crash', async () => {
        throw new Error('secret connection string postgres://u:p@db');
      });
      return app;
    };

    it('answers malformed JSON with 400 and a message', async () => {
      const response = await appWithTestRoutes().inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"url": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('answers a body that fails its schema with 400, naming the field', async () => {
      const response = await appWithTestRoutes().inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { url: 'nope' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: expect.stringMatching(/^Invalid request body url: /),
        detail: { issues: [{ path: 'url', message: expect.any(String) }] },
      });
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await appWithTestRoutes().inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<url/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toHaveProperty('error');
    });

    it('answers an unexpected failure with a 500 that reveals nothing', async () => {
      const response = await appWithTestRoutes().inject('/api/test/crash');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error' });
    });

    it("answers an unknown API route with 404 { error: 'Not found' }, whatever the method", async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await appWithTestRoutes().inject({ method, url: '/api/does-not-exist' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
      }
    });
  });
});
