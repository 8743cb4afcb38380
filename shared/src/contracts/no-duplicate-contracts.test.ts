import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../remote-names.mjs';
import { parseSource, readSources, type SourceFile } from '../test/workspace-sources';
import * as vocabularyModule from './vocabulary';

const SOURCE_ROOTS = [
  'shared/src',
  'server/src',
  'host/src',
  ...REMOTE_NAMES.map((name) => `remote-${name}/src`),
];
const CONTRACTS = 'shared/src/contracts/';
const VOCABULARY_FILE = `${CONTRACTS}vocabulary.ts`;
/** Below this many keys an object is too small to call a copy (`{ id }` params, `{ url }` bodies). */
const MIN_SHAPE_KEYS = 3;

type Vocabulary = Readonly<Record<string, readonly string[]>>;

function workspaceSources(): SourceFile[] {
  return readSources(SOURCE_ROOTS, ['node_modules', 'test', 'test-support']);
}

/** The vocabularies: every list of strings contracts/vocabulary.ts exports. */
function vocabularyOf(module: Record<string, unknown>): Vocabulary {
  return Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, readonly string[]] =>
        Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
    ),
  );
}

interface Declaration {
  name: string;
  exported: boolean;
  /** A type, an interface, an enum, a zod schema or an `as const` list: a contract if it is in one. */
  isContractLike: boolean;
  line: number;
}

interface LiteralSet {
  members: string[];
  line: number;
}

interface Shape {
  keys: string[];
  line: number;
}

interface Parsed {
  path: string;
  declarations: Declaration[];
  literalSets: LiteralSet[];
  shapes: Shape[];
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** `z.object(…).passthrough()`, `fooSchema.extend(…)`: a call chain rooted at `z` or at a `…Schema`. */
function isSchemaExpression(expression: ts.Expression): boolean {
  let current = unwrap(expression);
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) current = current.expression;
  return ts.isIdentifier(current) && (current.text === 'z' || current.text.endsWith('Schema'));
}

function isConstList(expression: ts.Expression): boolean {
  return (
    ts.isAsExpression(expression) &&
    ts.isTypeReferenceNode(expression.type) &&
    expression.type.typeName.getText() === 'const' &&
    ts.isArrayLiteralExpression(unwrap(expression))
  );
}

function propertyName(name: ts.PropertyName | undefined): string | undefined {
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

function parse(file: SourceFile): Parsed {
  const source = parseSource(file);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const declarations: Declaration[] = [];
  for (const statement of source.statements) {
    const exported = isExported(statement);
    const named = (name: string, isContractLike: boolean) =>
      declarations.push({ name, exported, isContractLike, line: lineOf(statement) });
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      named(statement.name.text, true);
    } else if (ts.isEnumDeclaration(statement)) {
      named(statement.name.text, true);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      named(statement.name.text, false);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        named(declaration.name.text, init !== undefined && (isSchemaExpression(init) || isConstList(init)));
      }
    }
  }

  const literalSets: LiteralSet[] = [];
  const shapes: Shape[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isUnionTypeNode(node)) {
      const members = node.types.flatMap((type) =>
        ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? [type.literal.text] : [],
      );
      if (members.length >= 2) literalSets.push({ members, line: lineOf(node) });
    } else if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2) {
      const members = node.elements.flatMap((element) =>
        ts.isStringLiteralLike(element) ? [element.text] : [],
      );
      if (members.length === node.elements.length) literalSets.push({ members, line: lineOf(node) });
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'z' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const keys = node.arguments[0].properties.flatMap((property) => {
        const name =
          ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)
            ? propertyName(property.name)
            : undefined;
        return name ? [name] : [];
      });
      shapes.push({ keys, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path: file.path, declarations, literalSets, shapes };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/** Every duplicate in these files, as `path:line message` (empty when each contract is declared once). */
export function findDuplicateContracts(files: readonly SourceFile[], vocabulary: Vocabulary): string[] {
  const parsed = files.map(parse);
  const findings: string[] = [];
  const isContractFile = (path: string) => path.startsWith(CONTRACTS);

  // 1. A schema or type name exported by two files.
  const exporters = new Map<string, Array<{ path: string; line: number }>>();
  for (const file of parsed) {
    for (const declaration of file.declarations) {
      if (!declaration.exported || !declaration.isContractLike) continue;
      const list = exporters.get(declaration.name) ?? [];
      if (!list.some((entry) => entry.path === file.path))
        list.push({ path: file.path, line: declaration.line });
      exporters.set(declaration.name, list);
    }
  }
  for (const [name, list] of exporters) {
    if (list.length < 2) continue;
    const [first, ...others] = list;
    for (const other of others) {
      findings.push(
        `${other.path}:${other.line} exports ${name}, also exported by ${first!.path}:${first!.line}`,
      );
    }
  }

  // 2. A name a contract module exports, declared again outside the contracts.
  const contractNames = new Map<string, string>();
  for (const file of parsed.filter((f) => isContractFile(f.path))) {
    for (const declaration of file.declarations) {
      if (declaration.exported) contractNames.set(declaration.name, `${file.path}:${declaration.line}`);
    }
  }
  for (const file of parsed.filter((f) => !isContractFile(f.path))) {
    for (const declaration of file.declarations) {
      const contract = contractNames.get(declaration.name);
      const at = `${file.path}:${declaration.line} `;
      if (contract && !findings.some((finding) => finding.startsWith(at))) {
        findings.push(`${at}declares ${declaration.name}, a contract of ${contract}`);
      }
    }
  }

  // 3. A vocabulary written out again.
  const vocabularies = Object.entries(vocabulary).map(([name, members]) => ({
    name,
    members: members.map((member) => member.toLowerCase()),
  }));
  for (const file of parsed.filter((f) => f.path !== VOCABULARY_FILE)) {
    for (const set of file.literalSets) {
      const members = set.members.map((member) => member.toLowerCase());
      for (const word of vocabularies) {
        if (word.members.every((member) => members.includes(member))) {
          findings.push(
            `${file.path}:${set.line} writes out ${word.name} (${set.members.join(', ')}): use the vocabulary`,
          );
        }
      }
    }
  }

  // 4. A z.object outside the contracts with the keys of a contract's z.object.
  const contractShapes = parsed
    .filter((f) => isContractFile(f.path))
    .flatMap((f) => f.shapes.map((shape) => ({ ...shape, path: f.path })))
    .filter((shape) => shape.keys.length >= MIN_SHAPE_KEYS);
  // Objects keyed by a vocabulary (`{ people, organizations, locations }`) share its words, not a contract.
  const isKeyedByVocabulary = (keys: string[]) => Object.values(vocabulary).some((v) => sameSet(keys, v));
  for (const file of parsed.filter((f) => !isContractFile(f.path))) {
    for (const shape of file.shapes) {
      if (shape.keys.length < MIN_SHAPE_KEYS || isKeyedByVocabulary(shape.keys)) continue;
      const contract = contractShapes.find((c) => sameSet(c.keys, shape.keys));
      if (contract) {
        findings.push(
          `${file.path}:${shape.line} re-declares the schema at ${contract.path}:${contract.line} ` +
            `({ ${shape.keys.join(', ')} }): import or derive it`,
        );
      }
    }
  }
  return findings;
}

const VOCABULARY = vocabularyOf(vocabularyModule);

describe('contracts are declared once', () => {
  // Parses about 400 files: seconds on a busy machine.
  it('no contract type, schema or vocabulary is declared twice in shared, server, host or a remote', {
    timeout: 60_000,
  }, () => {
    expect(findDuplicateContracts(workspaceSources(), VOCABULARY)).toEqual([]);
  });

  it('reads every package and the whole vocabulary', () => {
    const paths = workspaceSources().map((file) => file.path);
    for (const root of SOURCE_ROOTS)
      expect(paths.filter((path) => path.startsWith(root)).length).toBeGreaterThan(2);
    expect(VOCABULARY).toMatchObject({
      ENTITY_TYPES: ['Person', 'Organization', 'Location'],
      TASK_STATUSES: expect.arrayContaining(['pending', 'completed']),
    });
  });

  describe('finds', () => {
    const contract: SourceFile = {
      path: `${CONTRACTS}things.ts`,
      text: `import { z } from '@cairn/shared/zod';
export const thingSchema = z.object({ id: z.uuid(), title: z.string(), count: z.number() });
export type Thing = z.infer<typeof thingSchema>;`,
    };
    const vocabulary = {
      ENTITY_TYPES: ['Person', 'Organization', 'Location'],
      CATEGORIES: ['local', 'global'],
    };
    const find = (...files: SourceFile[]) => findDuplicateContracts([contract, ...files], vocabulary);

    it('the same exported type or schema name in two files', () => {
      const a = { path: 'server/src/a.ts', text: "export type Status = 'on' | 'off';" };
      const b = { path: 'remote-x/src/b.ts', text: 'export interface Status { on: boolean }' };
      expect(find(a, b)).toEqual([expect.stringMatching(/^remote-x\/src\/b\.ts:1 exports Status, also/)]);
    });

    it("a contract's name declared again, exported or not", () => {
      const local = { path: 'server/src/a.ts', text: 'interface Thing { id: string }' };
      expect(find(local)).toEqual([
        expect.stringContaining('declares Thing, a contract of shared/src/contracts/'),
      ]);
    });

    it('a vocabulary as a union in any case, as a z.enum, and as a longer list', () => {
      const union = {
        path: 'remote-x/src/a.tsx',
        text: "type Tone = 'person' | 'organization' | 'location';",
      };
      const zodEnum = { path: 'server/src/b.ts', text: "const s = z.enum(['local', 'global']);" };
      const longer = { path: 'server/src/c.ts', text: "type Scope = 'local' | 'both' | 'global';" };
      expect(find(union, zodEnum, longer)).toEqual([
        expect.stringMatching(/^remote-x\/src\/a\.tsx:1 writes out ENTITY_TYPES/),
        expect.stringMatching(/^server\/src\/b\.ts:1 writes out CATEGORIES/),
        expect.stringMatching(/^server\/src\/c\.ts:1 writes out CATEGORIES/),
      ]);
    });

    it("a z.object with a contract schema's keys", () => {
      const copy = {
        path: 'remote-x/src/a.ts',
        text: 'const mine = z.object({ title: z.string(), id: z.string(), count: z.number().optional() });',
      };
      expect(find(copy)).toEqual([
        expect.stringContaining('re-declares the schema at shared/src/contracts/'),
      ]);
    });

    it('nothing in code that imports, re-exports or derives', () => {
      const derived = {
        path: 'remote-x/src/a.ts',
        text: `import { type Thing, thingSchema } from '@cairn/shared/contracts/things';
export type { Thing } from '@cairn/shared/contracts/things';
type Tone = Lowercase<EntityType> | 'neutral';
const loose = thingSchema.partial();
const other = z.object({ id: z.string(), title: z.string() });
const pair = ['local', 'national'];`,
      };
      expect(find(derived)).toEqual([]);
    });
  });
});
