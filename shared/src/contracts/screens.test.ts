// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { REMOTE_NAMES } from '../../remote-names.mjs';
import type { ExposedModuleId } from './exposed-modules';
import { PAGE_MODULES, pageModules, pageOf } from './page-modules';
import { routeParamsOf, routePathRegExp } from './route-paths';
import {
  EXPOSED_MODULES,
  exposesOf,
  remoteOf,
  routeProps,
  SCREEN_TABLE,
  type Screen,
  screenRoutes,
} from './screens';

const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));
const screens: [string, Screen][] = Object.entries(SCREEN_TABLE.screens);

describe('the screen table', () => {
  it('has one entry per props contract and no other (checked by the compiler)', () => {
    // The table `satisfies ScreenTable`, a mapped type over ExposedModuleProps: a contract without an entry
    // or an entry without a contract does not compile. This line keeps that visible.
    expectTypeOf<keyof typeof SCREEN_TABLE.screens>().toEqualTypeOf<ExposedModuleId>();
  });

  it('names the remotes of shared/remote-names.mjs, the list the scripts read, and only those', () => {
    expect([...new Set(Object.keys(SCREEN_TABLE.screens).map(remoteOf))].sort()).toEqual(
      [...REMOTE_NAMES].sort(),
    );
    expect(Object.keys(EXPOSED_MODULES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('points at a file of its remote for each screen', () => {
    for (const [id, screen] of screens) {
      expect(
        existsSync(join(WORKSPACE, `remote-${remoteOf(id)}`, screen.source)),
        `${id}: ${screen.source}`,
      ).toBe(true);
    }
  });

  it('maps only params its path has, and every required one', () => {
    for (const route of screenRoutes()) {
      const params = routeParamsOf(route.path);
      const mapped = Object.keys(route.params ?? {});
      expect(
        params.map((p) => p.name),
        `${route.path} (${route.screen})`,
      ).toEqual(expect.arrayContaining(mapped));
      for (const param of params.filter((p) => !p.optional)) {
        expect(mapped, `${route.path}: :${param.name} is not mapped to a prop`).toContain(param.name);
      }
    }
  });

  it('gives each address to one page only', () => {
    const routes = [...Object.keys(SCREEN_TABLE.pages), ...screenRoutes().map((r) => r.path)];
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) {
      const others = routes.filter((other) => other !== route && routePathRegExp(other).test(route));
      expect(others, `${route} is also matched by`).toEqual([]);
    }
  });

  it('has a label and a loading text for every screen', () => {
    for (const [id, screen] of screens) {
      expect(screen.label, id).not.toBe('');
      expect(screen.loading, id).toMatch(/^Loading .+\.\.\.$/);
    }
  });
});

describe('derived from the table', () => {
  it("each remote's exposes: its screens, by expose name", () => {
    expect(exposesOf('entity')).toEqual({ './EntityProfile': './src/features/profile/entity-profile.tsx' });
    expect(Object.keys(exposesOf('builder'))).toEqual([
      './BuilderWorkspace',
      './EvidenceGraph',
      './LowMaturityThreads',
    ]);
    expect(EXPOSED_MODULES.reader).toEqual(['StoryFeed', 'StoryPage']);
  });

  it('the props of an address: fixed props and mapped params, an absent optional param left out', () => {
    const [people, , , entity] = SCREEN_TABLE.screens['entity/EntityProfile'].routes;
    expect(routeProps(people, { id: 'e1', name: 'Jane-Doe' })).toEqual({
      kind: 'people',
      entityId: 'e1',
      name: 'Jane-Doe',
    });
    expect(routeProps(people, { id: 'e1' })).toEqual({ kind: 'people', entityId: 'e1' });
    expect(routeProps(entity, { id: 'e1', slug: 'acme' })).toEqual({
      kind: 'entity',
      entityId: 'e1',
      name: 'acme',
    });
    const v2 = SCREEN_TABLE.screens['builder/BuilderWorkspace'].routes.find(
      (r) => r.path === '/builder-v2/:id',
    );
    expect(routeProps(v2!, { id: 's1' })).toEqual({ variant: 'v2', storyId: 's1' });
  });

  it("the server's pages: /app with the feed first and both first reads, one page per screen route", () => {
    expect(pageOf('/app')).toMatchObject({
      route: '/app',
      modules: ['reader/StoryFeed', 'submit/SubmissionPanel', 'builder/LowMaturityThreads'],
      firstReads: [
        '/api/stories?limit=12&min_coherence=0.4',
        '/api/stories?limit=5&min_coherence=0&max_coherence=0.7',
      ],
    });
    expect(pageModules('/builder-v3/s1/')).toEqual(['builder/BuilderWorkspace']);
    expect(pageModules('/people/e1')).toEqual(['entity/EntityProfile']);
    expect(pageModules('/entity/e1')).toEqual([]); // the router has no such route either (`:slug` is required)
    expect(pageModules('/')).toEqual([]);
    expect(PAGE_MODULES).toHaveLength(1 + screenRoutes().length);
  });
});

describe('remote-names.mjs', () => {
  it('is the folder, the package and the workspace entry of each remote', () => {
    const workspace = readFileSync(join(WORKSPACE, 'pnpm-workspace.yaml'), 'utf8');
    const listed = [...workspace.matchAll(/^\s+-\s+(remote-[\w-]+)\s*$/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(REMOTE_NAMES.map((name) => `remote-${name}`).sort());
    for (const name of REMOTE_NAMES) {
      const pkg = JSON.parse(readFileSync(join(WORKSPACE, `remote-${name}`, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@cairn/remote-${name}`);
    }
  });
});
