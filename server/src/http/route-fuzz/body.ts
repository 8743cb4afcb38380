import fc from 'fast-check';
import { type FuzzFixtures, type JsonSchema, recordFor } from './fields';
import { anyJson } from './values';

// The body of a request.

/** A body as sent on the wire: JSON of the schema's shape or of anything, or bytes that are not JSON. */
export function payloadFor(
  body: JsonSchema | undefined,
  fixtures: FuzzFixtures,
): fc.Arbitrary<string | Buffer | undefined> {
  const shaped = body?.properties ? recordFor(body, fixtures) : anyJson;
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        // Not JSON at all, cut-off JSON, and JSON's edge cases.
        fc.string({ maxLength: 60 }),
        shaped.map((value) => JSON.stringify(value).slice(0, -1)),
        fc.constantFrom(
          '',
          ' ',
          'null',
          '"text"',
          '[]',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '{"a":1,"a":2}',
          '\uFEFF{}',
        ),
        fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        fc.constant(`{"content":"${'a'.repeat(1_100_000)}"}`),
      ),
    },
    {
      weight: 1,
      // Invalid UTF-8 (a lone continuation byte, an overlong slash, an encoded surrogate, 0xFF) inside JSON.
      arbitrary: fc
        .tuple(
          fc.constantFrom(...Object.keys(body?.properties ?? { content: {} })),
          fc.constantFrom([0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0x00]),
        )
        .map(([key, bytes]) =>
          Buffer.concat([Buffer.from(`{"${key}":"abc`), Buffer.from(bytes), Buffer.from('def"}')]),
        ),
    },
  );
}
