import fc from 'fast-check';
import { z } from 'zod';
import { anyJson, articleText, nastyText, number, oddString, url, uuidOf } from './values';

// A value for each field of a route's zod schema, by the field's JSON Schema type and its name.

/** Ids that exist in the fuzzed database, so that requests also reach the code behind a found row. */
export interface FuzzFixtures {
  storyIds: string[];
  entityIds: string[];
  taskIds: string[];
  /** Names and words the database knows (entity names), for look-ups and searches that find something. */
  names: string[];
  /** A file of a live remote release (`name`, `version`, path inside the release). */
  remoteFiles: Array<{ name: string; version: string; path: string }>;
}

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The JSON Schema of one part of a route's zod schema (none when it is absent or not zod). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value for one field: usually of its type (to get past validation), sometimes anything at all. */
export function valueFor(
  name: string,
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  const typed = typedValueFor(name, schema, fixtures, depth);
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

export function typedValueFor(
  name: string,
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth: number,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((o) => typedValueFor(name, o, fixtures, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), oddString);
  const type = [schema.type].flat()[0];
  if (type === 'string') {
    if (schema.format === 'uuid' || /(^|_)id$|Id$/.test(name)) return uuidOf(idsFor(name, fixtures));
    if (/url|uri/i.test(name) || schema.format === 'uri') return url;
    const known = fixtures.names.length > 0 ? [fc.constantFrom(...fixtures.names)] : [];
    if (/content|text|message|query/i.test(name)) return fc.oneof(...known, articleText, oddString);
    if (/name/i.test(name)) return fc.oneof(...known, oddString);
    return oddString;
  }
  if (type === 'integer' || type === 'number') return number;
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    return depth > 3
      ? fc.constant([])
      : fc.array(typedValueFor(name, schema.items ?? {}, fixtures, depth + 1), { maxLength: 25 });
  }
  if (type === 'object' && schema.properties && depth <= 3) return recordFor(schema, fixtures, depth + 1);
  return anyJson;
}

function idsFor(name: string, fixtures: FuzzFixtures): string[] {
  if (/task/i.test(name)) return fixtures.taskIds;
  if (/entity/i.test(name)) return fixtures.entityIds;
  if (/stor(y|ies)/i.test(name)) return fixtures.storyIds;
  return [...fixtures.storyIds, ...fixtures.entityIds, ...fixtures.taskIds];
}

/** An object with the schema's fields, any of them left out, and now and then one it does not know. */
export function recordFor(
  schema: JsonSchema,
  fixtures: FuzzFixtures,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) => [name, valueFor(name, field, fixtures, depth)] as const,
  );
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), nastyText), anyJson), { freq: 5 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}
