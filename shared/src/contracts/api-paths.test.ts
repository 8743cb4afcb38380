import { describe, expect, it } from 'vitest';
import { fillApiRoute, withQuery } from './api-paths';
import { builderPaths, builderRoutes } from './builder';
import { chatPaths, chatRoutes } from './chat';
import { claimPaths, claimRoutes } from './claims';
import { entityPaths, entityRoutes } from './entities';
import { evidencePaths, evidenceRoutes } from './evidence';
import { geocodePaths, geocodeRoutes } from './geocode';
import { healthPaths, healthRoutes } from './health';
import { routePathRegExp } from './route-paths';
import { FEED_FIRST_READ, LOW_MATURITY_FIRST_READ } from './screens';
import { searchPaths, searchRoutes } from './search';
import { storyPaths, storyRoutes } from './stories';
import { taskPaths, taskRoutes } from './tasks';
import { tipPaths, tipRoutes } from './tips';

const ID = '44444444-4444-4444-8444-444444444444';

/** Each resource's path builders, each called as a client calls it, beside the route the server registers. */
const BUILT: Array<[route: string, path: string]> = [
  [storyRoutes.list, storyPaths.list({ limit: 12 }).split('?')[0]!],
  [storyRoutes.detail, storyPaths.detail(ID)],
  [searchRoutes.stories, searchPaths.stories()],
  [claimRoutes.ofStory, claimPaths.ofStory(ID)],
  [evidenceRoutes.graph, evidencePaths.graph(ID)],
  [entityRoutes.ofStory, entityPaths.ofStory(ID)],
  [entityRoutes.lookup, entityPaths.lookup({ name: 'Carlos Mazón' }).split('?')[0]!],
  [entityRoutes.detail, entityPaths.detail(ID)],
  [entityRoutes.stories, entityPaths.stories(ID)],
  [entityRoutes.activity, entityPaths.activity(ID)],
  [geocodeRoutes.search, geocodePaths.search({ q: 'Paris', near: ['Texas'] }).split('?')[0]!],
  [geocodeRoutes.mapConfig, geocodePaths.mapConfig()],
  [builderRoutes.stories, builderPaths.stories()],
  [builderRoutes.story, builderPaths.story(ID)],
  [builderRoutes.source, builderPaths.source(ID, ID)],
  [builderRoutes.reextract, builderPaths.reextract(ID, ID)],
  [builderRoutes.revisions, builderPaths.revisions(ID)],
  [builderRoutes.revision, builderPaths.revision(ID, ID)],
  [builderRoutes.builders, builderPaths.builders(ID)],
  [chatRoutes.story, chatPaths.story(ID)],
  [taskRoutes.seed, taskPaths.seed()],
  [taskRoutes.addPage, taskPaths.addPage(ID)],
  [taskRoutes.detail, taskPaths.detail(ID)],
  [taskRoutes.preview, taskPaths.preview(ID)],
  [taskRoutes.clean, taskPaths.clean(ID)],
  [taskRoutes.semantize, taskPaths.semantize(ID)],
  [taskRoutes.check, taskPaths.check('https://example.org/a').split('?')[0]!],
  [healthRoutes.health, healthPaths.health()],
  [tipRoutes.fund, tipPaths.fund(ID)],
  [tipRoutes.tip, tipPaths.tip(ID)],
];

describe('API paths', () => {
  it.each(BUILT)('%s is the route of the path its builder gives (%s)', (route, path) => {
    expect(path).toMatch(routePathRegExp(route));
    expect(path.startsWith('/api/')).toBe(true);
  });

  it('has a builder for every route of every resource', () => {
    const routes = [
      storyRoutes,
      searchRoutes,
      claimRoutes,
      evidenceRoutes,
      entityRoutes,
      geocodeRoutes,
      builderRoutes,
      chatRoutes,
      taskRoutes,
      healthRoutes,
      tipRoutes,
    ].flatMap((table) => Object.values(table));
    expect(BUILT.map(([route]) => route).sort()).toEqual([...routes].sort());
  });

  it('fills route params URI-encoded', () => {
    expect(fillApiRoute('/api/task/:taskId/preview', { taskId: 'a/b c' })).toBe(
      '/api/task/a%2Fb%20c/preview',
    );
    expect(storyPaths.detail('x?y')).toBe('/api/stories/x%3Fy');
  });

  it('writes query values in the given order, encoded, leaving out undefined ones', () => {
    expect(withQuery('/api/x', { b: 2, a: 'é&', c: undefined })).toBe('/api/x?b=2&a=%C3%A9%26');
    expect(withQuery('/api/x', { c: undefined })).toBe('/api/x');
    expect(taskPaths.check('https://example.org/a b?x=1')).toBe(
      `/api/check?url=${encodeURIComponent('https://example.org/a b?x=1')}`,
    );
    expect(entityPaths.lookup({ domain: 'aemet.es' })).toBe('/api/entity?domain=aemet.es');
    expect(geocodePaths.search({ q: 'Paris', near: ['Texas', 'Lamar County'] })).toBe(
      '/api/geocode?q=Paris&near=Texas%7CLamar%20County&limit=1',
    );
  });

  it('lists stories at the very addresses the screen table preloads (the browser reuses a preload only for the same URL)', () => {
    expect(storyPaths.list({ limit: 12, min_coherence: 0.4 })).toBe(FEED_FIRST_READ);
    expect(storyPaths.list({ limit: 5, min_coherence: 0, max_coherence: 0.7 })).toBe(LOW_MATURITY_FIRST_READ);
    expect(storyPaths.list({ category: 'local', offset: 24, min_coherence: 0.4, limit: 12 })).toBe(
      '/api/stories?limit=12&min_coherence=0.4&offset=24&category=local',
    );
  });
});
