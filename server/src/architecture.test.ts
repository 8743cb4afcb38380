import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/architecture.md): http → features → read models / pipeline → db. Each file's
// relative imports are resolved and checked against the rules below; a violation names the file, the
// import and the rule it breaks.

const SRC = dirname(fileURLToPath(import.meta.url));

/** What features may take from http: the plumbing it offers to handlers (errors, rate limits, static files, the visitor id). */
const HTTP_FOR_FEATURES = [
  'http/errors',
  'http/rate-limit',
  'http/static-files',
  'http/visitor-id',
  'http/visitor-cookie',
];
/** The pipeline's public entry points: what a feature may import of it. */
const PIPELINE_ENTRY_POINTS = [
  'pipeline/pipeline',
  'pipeline/fetch/guarded-fetch',
  'pipeline/fetch/fetch-error',
  'pipeline/fetch/normalize-url',
  'pipeline/extraction/extract-article',
  // Builder 'Remove Source': the story's matcher profile is rebuilt from the pages it keeps.
  'pipeline/story-resolution/rebuild-story-profile',
];
/** What a test file may import besides its layer's own rules: the app it drives and the test helpers. */
const TEST_ONLY = ['http/app', 'test/', 'test-support/', 'cli/jsonl'];

type Layer = 'http' | 'features' | 'read-models' | 'pipeline' | 'jobs' | 'db' | 'lib' | 'other';

function layerOf(path: string): Layer {
  const top = path.split('/')[0];
  if (top === 'intelligence') return 'pipeline';
  if (top === 'config' || top === 'version') return 'lib';
  if (top === 'http' || top === 'features' || top === 'read-models' || top === 'pipeline') return top;
  if (top === 'jobs' || top === 'db' || top === 'lib') return top;
  return 'other';
}

const startsWithAny = (path: string, prefixes: string[]) =>
  prefixes.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

/** Returns the broken rule, or undefined when `from` may import `to` (both relative to src, no extension). */
export function brokenRule(from: string, to: string): string | undefined {
  const source = layerOf(from);
  const target = layerOf(to);
  const isTest = /\.test$/.test(from) || from.startsWith('test/');
  if (isTest && startsWithAny(to, TEST_ONLY)) return undefined;
  // A feature's test may read the pipeline's own state to check what the feature did to it (the builder's
  // Remove Source test reads the rebuilt matcher profile); the feature's code still may not.
  if (isTest && source === 'features' && layerOf(to) === 'pipeline') return undefined;
  if (source === 'other') return undefined;
  if (target === 'other')
    return `${source} imports only layers (http, features, read-models, pipeline, jobs, db, lib)`;
  switch (source) {
    case 'http':
      return undefined;
    case 'features': {
      if (target === 'features') {
        return from.split('/')[1] === to.split('/')[1]
          ? undefined
          : 'a feature never imports another feature (shared reads go to read-models/)';
      }
      if (target === 'http') {
        return HTTP_FOR_FEATURES.includes(to)
          ? undefined
          : 'features import only http/errors, rate-limit, static-files';
      }
      if (target === 'pipeline') {
        return PIPELINE_ENTRY_POINTS.includes(to)
          ? undefined
          : 'features import only the pipeline entry points';
      }
      return undefined;
    }
    case 'read-models':
      return ['read-models', 'db', 'lib'].includes(target) ? undefined : 'read-models import only db and lib';
    case 'pipeline':
      return ['pipeline', 'jobs', 'db', 'lib'].includes(target)
        ? undefined
        : 'the pipeline imports only jobs, db, lib';
    case 'jobs':
      return ['jobs', 'db', 'lib'].includes(target) ? undefined : 'jobs import only db and lib';
    case 'db':
      return ['db', 'lib'].includes(target) ? undefined : 'db imports nothing above it (only lib)';
    case 'lib':
      return target === 'lib' ? undefined : 'lib imports nothing of the layers';
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((m) => m[1] ?? m[2] ?? []);
}

const withoutExtension = (path: string) => path.replace(/\.(ts|mts|mjs|js)$/, '').replace(/\/index$/, '');

export function layerViolations(root = SRC): string[] {
  const violations: string[] = [];
  for (const file of sourceFiles(root)) {
    const from = withoutExtension(relative(root, file));
    for (const specifier of relativeImports(file)) {
      const to = withoutExtension(relative(root, resolve(dirname(file), specifier)));
      if (to.startsWith('..')) continue;
      const rule = brokenRule(from, to);
      if (rule) violations.push(`${from} → ${to}: ${rule}`);
    }
  }
  return violations;
}

describe('server layers', () => {
  it('every import follows http → features → read models / pipeline → db', () => {
    expect(layerViolations()).toEqual([]);
  });

  it('the rules catch what they are meant to', () => {
    expect(brokenRule('features/chat/post-story-chat', 'features/search/text-terms')).toMatch(
      /another feature/,
    );
    expect(brokenRule('features/chat/post-story-chat', 'features/chat/answer-from-claims')).toBeUndefined();
    expect(brokenRule('features/tasks/post-seed', 'pipeline/stages/stage')).toMatch(/entry points/);
    expect(brokenRule('features/tasks/post-seed', 'pipeline/pipeline')).toBeUndefined();
    expect(brokenRule('features/tasks/post-seed', 'http/app')).toMatch(/http/);
    expect(brokenRule('features/tasks/tasks-api.test', 'http/app')).toBeUndefined();
    expect(brokenRule('read-models/story-evidence', 'features/stories/get-story')).toMatch(/read-models/);
    expect(brokenRule('pipeline/stages/resolution-stage', 'read-models/story-evidence')).toMatch(/pipeline/);
    expect(brokenRule('db/migrate', 'pipeline/pipeline')).toMatch(/db imports nothing/);
    expect(brokenRule('http/app', 'features/stories/get-story')).toBeUndefined();
  });
});
