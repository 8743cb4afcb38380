import fc from 'fast-check';

// The headers of a request: the visitor id and the body's content type.

export const VISITOR = fc.oneof(
  { weight: 5, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'NOT-A-UUID',
      '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab, x',
    ),
  },
);

const JSON_TYPE = 'application/json';
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/json, text/plain',
      ';;;',
      '',
    ),
  },
);
