import { describe, expect, it } from 'vitest';
import { maturityLabel } from './maturity';

describe('maturityLabel (SPEC §4)', () => {
  it('uses the 0.4 and 0.7 boundaries', () => {
    expect(maturityLabel(0)).toBe('Emerging');
    expect(maturityLabel(0.39)).toBe('Emerging');
    expect(maturityLabel(0.4)).toBe('Growing');
    expect(maturityLabel(0.69)).toBe('Growing');
    expect(maturityLabel(0.7)).toBe('Mature');
    expect(maturityLabel(1)).toBe('Mature');
  });
});
