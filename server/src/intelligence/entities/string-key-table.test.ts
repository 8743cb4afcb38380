import { describe, expect, it } from 'vitest';
import { StringKeyTableBuilder } from './string-key-table';

describe('StringKeyTable', () => {
  it('finds every key with its values, in added order, and nothing else', () => {
    // Small initial sizes: the buffers and the hash must grow many times over on the way.
    const builder = new StringKeyTableBuilder({ keys: 2, pairs: 2, chars: 4 });
    const expected = new Map<string, number[]>();
    for (let i = 0; i < 5000; i++) {
      const key = `k${i % 1700}${i % 3 === 0 ? 'é' : ''}`;
      builder.add(key, i);
      expected.set(key, [...(expected.get(key) ?? []), i]);
    }
    const table = builder.build();
    expect(table.size).toBe(expected.size);
    for (const [key, values] of expected) {
      const id = table.idOf(key);
      expect(id).toBeGreaterThanOrEqual(0);
      expect([...table.values(id)]).toEqual(values);
    }
    expect(table.idOf('k17000')).toBe(-1);
    expect(table.idOf('')).toBe(-1);
    expect(table.idOf('k1700')).toBe(-1);
    expect(table.idOf('k1')).not.toBe(table.idOf('k1é'));
  });

  it('keeps a value once when it comes twice in a row, and sorts each list stably', () => {
    const builder = new StringKeyTableBuilder();
    for (const [key, value] of [
      ['paris', 3],
      ['paris', 3],
      ['paris', 1],
      ['lyon', 2],
      ['paris', 2],
      ['paris', 3],
    ] as const)
      builder.add(key, value);
    const weight = [0, 10, 5, 10];
    const table = builder.build((a, b) => (weight[b] as number) - (weight[a] as number));
    // 3 and 1 weigh the same: their added order stays (3, 1, then the later 3).
    expect([...table.values(table.idOf('paris'))]).toEqual([3, 1, 3, 2]);
    expect([...table.values(table.idOf('lyon'))]).toEqual([2]);
  });
});
