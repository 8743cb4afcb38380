import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './errors';

// UTF-16 halves without their other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store. A `text` value cannot hold NUL at all (the query fails, which was a 500), and
 * a lone surrogate, which node-postgres would silently turn into U+FFFD in `text`, is refused outright in
 * `jsonb` ("Unicode low surrogate must follow a high surrogate"). NUL goes; a lone surrogate becomes
 * U+FFFD, what its UTF-8 encoding would have given anyway.
 */
export function storableText(value: string): string {
  return value.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * A copy of a parsed JSON value or query object with every string, keys included, made storable.
 * Iterative, not recursive: a JSON body may be nested thousands of levels deep, and a stack overflow
 * here would be a 500.
 */
export function withStorableText(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object') return value;
  const root: { value: unknown } = { value: undefined };
  const queue: Array<{ from: unknown; into: Record<string, unknown> | unknown[]; key: string | number }> = [
    { from: value, into: root as unknown as Record<string, unknown>, key: 'value' },
  ];
  for (let item = queue.pop(); item; item = queue.pop()) {
    const { from, into, key } = item;
    let copy: unknown = from;
    if (typeof from === 'string') {
      copy = storableText(from);
    } else if (Array.isArray(from)) {
      const list: unknown[] = new Array(from.length);
      from.forEach((element, index) => {
        queue.push({ from: element, into: list, key: index });
      });
      copy = list;
    } else if (from !== null && typeof from === 'object') {
      // A null prototype, as secure-json-parse leaves it: a "__proto__" key stays a plain key.
      const object: Record<string, unknown> = Object.create(null);
      for (const [name, element] of Object.entries(from)) {
        queue.push({ from: element, into: object, key: storableText(name) });
      }
      copy = object;
    }
    (into as Record<string | number, unknown>)[key] = copy;
  }
  return root.value;
}

function hasUnstorableText(value: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return value.includes('\0') || LONE_SURROGATE.test(value);
}

/**
 * A preValidation hook for every route: request text reaches validation, and so the database, only in a
 * form PostgreSQL can store.
 * - Query and JSON body: stripped, not refused. A NUL carries no meaning in any text a person sends: it
 *   comes with text pasted from PDFs and word processors, or from a broken client, and refusing a whole
 *   article for an invisible character would lose a submission (DESIGN §3: nothing accepted is lost).
 * - Path parameters: refused with a 400. They are ids and file names, where removing a character would
 *   turn one name into another (`a%00.js` into `a.js`), so there the NUL changes the meaning.
 */
export async function guardRequestText(request: FastifyRequest, reply: FastifyReply) {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && Object.values(params).some((value) => typeof value === 'string' && value.includes('\0'))) {
    return reply.code(400).send({ error: 'Invalid path: it contains a NUL character' } satisfies ErrorBody);
  }
  if (request.query && typeof request.query === 'object') {
    request.query = withStorableText(request.query);
  }
  if (request.body !== undefined && needsCleaning(request.body)) {
    request.body = withStorableText(request.body);
  }
}

/** Whether a body holds any string to fix, without copying the (usual) clean body. */
function needsCleaning(value: unknown): boolean {
  const stack = [value];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'string') {
      if (hasUnstorableText(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [name, element] of Object.entries(item)) {
        if (hasUnstorableText(name)) return true;
        stack.push(element);
      }
    }
  }
  return false;
}
