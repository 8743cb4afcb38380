import { describe, expect, it } from 'vitest';
import { claimWhen } from './format';

describe('claimWhen', () => {
  it('shows a claim date at the precision the analysis wrote it', () => {
    expect(claimWhen({ date: '2028', text: 'in 2028' })).toBe('2028');
    expect(claimWhen({ date: '2027-01', text: 'January' })).toBe('January 2027');
    expect(claimWhen({ date: '2026-10-12', text: 'Monday' })).toBe('October 12, 2026');
  });

  it('keeps an older claim filed as its first day a year, and falls back to the words', () => {
    expect(claimWhen({ date: '2028-01-01', text: '2028' })).toBe('2028');
    expect(claimWhen({ date: null, text: 'Monday' })).toBe('Monday');
    expect(claimWhen(null)).toBeNull();
  });
});
