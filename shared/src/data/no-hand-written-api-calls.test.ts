import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../remote-names.mjs';
import { parseSource, readSources, type SourceFile } from '../test/workspace-sources';

const APPS = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`)];
/** Reads `/remotes.json`, which is the host's own business, not the API's. */
const RAW_FETCH_ALLOWED = new Set(['host/src/remotes/registry.ts']);

function appSources(): SourceFile[] {
  return readSources(APPS.map((app) => `${app}/src`));
}

const API_PATH = /(^|[^\w])\/api(\/|\?|$)/;

/** `'./api/task-queries'` in an import names a module, not an address. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** Every hand-written API call in these files, as `path:line what`. */
export function findHandWrittenApiCalls(files: readonly SourceFile[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    const source = parseSource(file);
    const report = (node: ts.Node, what: string) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      findings.push(`${file.path}:${line} ${what}`);
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteralLike(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node)) &&
        !isModuleSpecifier(node) &&
        API_PATH.test(node.text)
      ) {
        report(node, `writes an API path (${node.text}): use the contract's paths through shared/src/data`);
      } else if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'queryKey' &&
        ts.isArrayLiteralExpression(node.initializer)
      ) {
        report(node, 'writes a query key by hand: use the key factory of shared/src/data');
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        const receiver = ts.isPropertyAccessExpression(callee)
          ? callee.expression.getText(source)
          : undefined;
        if (
          name === 'fetch' &&
          (receiver === undefined || ['window', 'globalThis', 'self'].includes(receiver))
        ) {
          if (!RAW_FETCH_ALLOWED.has(file.path))
            report(node, 'calls fetch: use the data layer of shared/src/data');
        } else if (name === 'createApiClient') {
          report(node, 'makes an API client by hand: use useApiClient(host)');
        } else if (name === 'request' && receiver !== undefined) {
          report(node, 'calls the API client directly: use (or add) the endpoint in shared/src/data');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

describe('the host and the remotes use the shared data layer', () => {
  it('write no API path, query key, fetch or API request of their own', { timeout: 60_000 }, () => {
    expect(findHandWrittenApiCalls(appSources())).toEqual([]);
  });

  it('reads the source of the host and of every remote', () => {
    const paths = appSources().map((file) => file.path);
    for (const app of APPS)
      expect(paths.filter((path) => path.startsWith(`${app}/`)).length).toBeGreaterThan(2);
    expect(paths).toContain('host/src/remotes/registry.ts');
  });

  it('finds each kind of hand-written call, and leaves comments and the data layer alone', () => {
    const file = {
      path: 'remote-x/src/screen.tsx',
      text: `// GET /api/stories is read through storyListQueryOptions
const a = useQuery({ queryKey: ['stories', 'detail', id], queryFn: () => api.request(\`/api/stories/\${id}\`) });
const b = await fetch('/api/health');
import { thing } from './api/get-thing';
const c = createApiClient({ baseUrl: '' });
const d = useQuery({ ...storyQueryOptions(api, id), retry: false });
const e = api.request(storyPaths.detail(id));`,
    };
    expect(findHandWrittenApiCalls([file])).toEqual([
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:2 writes a query key by hand/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:2 calls the API client directly/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:2 writes an API path \(\/api\/stories\/\)/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:3 calls fetch/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:3 writes an API path \(\/api\/health\)/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:5 makes an API client by hand/),
      expect.stringMatching(/^remote-x\/src\/screen\.tsx:7 calls the API client directly/),
    ]);
  });
});
