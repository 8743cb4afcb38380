import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heaviestFirst } from './heaviest-first';

describe('heaviestFirst', () => {
  it('is the first `count` of a stable descending sort, ties in index order', () => {
    fc.assert(
      fc.property(
        // Few distinct values, so ties (also at the cut-off) are common.
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 45 }),
        (values, count) => {
          const expected = values
            .map((_, i) => i)
            .sort((a, b) => (values[b] as number) - (values[a] as number))
            .slice(0, count);
          expect(heaviestFirst(Float64Array.from(values), count)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
