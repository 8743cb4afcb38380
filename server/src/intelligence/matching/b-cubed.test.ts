import { describe, expect, it } from 'vitest';
import { bCubed } from './b-cubed';

describe('bCubed', () => {
  it('is 1 for a perfect clustering whatever the labels are called', () => {
    expect(bCubed(['x', 'x', 'y'], ['a', 'a', 'b'])).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('scores one big cluster and all singletons as expected', () => {
    const gold = ['a', 'a', 'b', 'b'];
    const lumped = bCubed(['x', 'x', 'x', 'x'], gold);
    expect(lumped.precision).toBeCloseTo(0.5);
    expect(lumped.recall).toBe(1);
    const split = bCubed(['1', '2', '3', '4'], gold);
    expect(split.precision).toBe(1);
    expect(split.recall).toBeCloseTo(0.5);
    expect(split.f1).toBeCloseTo(2 / 3);
  });

  it('rejects inputs of different lengths', () => {
    expect(() => bCubed(['x'], [])).toThrow();
  });
});
