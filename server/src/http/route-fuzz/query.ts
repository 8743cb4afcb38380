import fc from 'fast-check';
import { type FuzzFixtures, type JsonSchema, valueFor } from './fields';
import { encode } from './paths';
import { oddString } from './values';

// The query string of a request: the schema's fields with fuzzed values, unknown keys, and broken encodings.

export function queryFor(schema: JsonSchema | undefined, fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const known = Object.entries(schema?.properties ?? {});
  const pairs = fc.array(
    fc.oneof(
      ...(known.length > 0
        ? [
            {
              weight: 5,
              arbitrary: fc
                .constantFrom(...known)
                .chain(([name, field]) =>
                  valueFor(name, field, fixtures).map((value) => [name, value] as const),
                ),
            },
          ]
        : []),
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), oddString) },
    ),
    { maxLength: 4 },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: pairs.map((list) =>
        list
          .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
          .join('&'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '&&&',
        '=',
        'a=%00',
        'name=%',
        'limit=1&limit=2',
        'url[]=x',
        'url[a]=b',
        '%E0%A4%A=1',
        'q=%ED%A0%80',
        'a=1&'.repeat(500),
      ),
    },
  );
}
