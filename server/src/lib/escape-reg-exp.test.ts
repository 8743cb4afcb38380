import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('matches a name with pattern characters literally', () => {
    const name = 'A.C. Milan (Italy) [1-0] $5+ ^x|y? {2} a\\b*';
    const pattern = new RegExp(`^${escapeRegExp(name)}$`);
    expect(pattern.test(name)).toBe(true);
    expect(pattern.test('AxC. Milan (Italy) [1-0] $5+ ^x|y? {2} a\\b*')).toBe(false);
  });
});
