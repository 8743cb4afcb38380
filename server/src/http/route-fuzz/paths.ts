import fc from 'fast-check';
import { type FuzzFixtures, type JsonSchema, typedValueFor } from './fields';
import { oddString } from './values';

// The path of a request: its parameters, and the file paths of /remotes/*.

/**
 * encodeURIComponent, which throws on a lone surrogate: that becomes U+FFFD here, and the raw encodings
 * of surrogates and other invalid UTF-8 (`%ED%A0%80`, `%C0%AF`) are sent by the fixed lists below.
 */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** A path parameter as it appears in the URL: usually encoded, sometimes raw junk the router must survive. */
export function paramFor(
  name: string,
  schema: JsonSchema | undefined,
  fixtures: FuzzFixtures,
): fc.Arbitrary<string> {
  const typed = schema ? typedValueFor(name, schema, fixtures, 0) : oddString;
  return fc.oneof(
    { weight: 8, arbitrary: typed.map((value) => encode(String(value)).slice(0, 400)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%00',
        'a%00b',
        '..',
        '%2e%2e',
        '%2F',
        '%E0%A4%A',
        '%',
        '%zz',
        'x'.repeat(150),
        ';',
        '%ED%A0%80',
        '%C0%AF',
      ),
    },
    { weight: 1, arbitrary: oddString.map((value) => encode(value).slice(0, 400)) },
  );
}

export function remoteFilePath(fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const real = fixtures.remoteFiles.map((f) => `${f.name}/${f.version}/${f.path}`);
  return fc.oneof(
    ...(real.length > 0 ? [fc.constantFrom(...real)] : []),
    fc.constantFrom(
      'reader/0.1.0-abc/remoteEntry.js',
      'reader/../../etc/passwd',
      'reader/0.1.0-abc/retry-1/x.js',
      'x/y/.env',
    ),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }))
      .map((parts) => parts.map(encode).join('/')),
  );
}
