import fc from 'fast-check';

// The values fields are filled with: near-valid words and urls, numbers, ids, and hostile strings and JSON.

const WORDS = (
  'the council said flood river barriers residents Millbrook on Tuesday would be raised before ' +
  'winter rains after asked for stronger defences police reported that minister'
).split(' ');

/** Text with invisible trouble in it: NUL, lone surrogates, controls, right-to-left marks. */
export const nastyText = fc
  .tuple(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '\u0000',
      '\uD800',
      '\uDFFF',
      '\u0001\u001f',
      '\u202e',
      '\uFEFF',
      '\r\n',
      '%00',
      "'; --",
      '{{cite:x}}',
      '[[name|id]]',
    ),
    fc.string({ maxLength: 30 }),
  )
  .map(([a, b, c]) => a + b + c);

/** Enough words to pass as an article, sometimes with NUL and lone surrogates among them. */
export const articleText = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 30, maxLength: 80 }),
    fc.constantFrom('', '\u0000', '\uD800'),
  )
  .map(([words, odd]) => words.join(` ${odd}`));

const longText = fc.constantFrom(2_000, 9_000, 70_000, 250_000).map((n) => 'x'.repeat(n));

export const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '0', '-1', 'null', 'undefined', 'NaN', '[]', '{}') },
);

export const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:5432/',
    'http://[::1]/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pass@example.org/',
    'http://example.org/%00',
    'https://example.org/a?b=\u0000',
    'http://xn--nxasmq6b.example/',
    `https://example.org/${'a'.repeat(9_000)}`,
  ),
  oddString,
);

export const number = fc.oneof(
  fc.integer({ min: -5, max: 150 }),
  fc.constantFrom(0, -1, 0.5, 1e9, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE),
);

export function uuidOf(known: string[]) {
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '00000000-0000-4000-8000-000000000000',
      ),
    },
    {
      weight: 1,
      arbitrary: known.length > 0 ? fc.constantFrom(...known).map((id) => id.toUpperCase()) : fc.uuid(),
    },
  );
}

/** Any JSON, including the deeply nested kind. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 3_000 }).map((depth) => {
      let value: unknown = 'bottom\u0000';
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    }),
  },
);
