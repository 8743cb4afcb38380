import { describe, expect, it } from 'vitest';
import { formatEventTime } from './event-time';

describe('formatEventTime', () => {
  it('reads a date written at its precision', () => {
    expect(formatEventTime('1962')).toBe('1962');
    expect(formatEventTime('2027-01')).toBe('Jan 2027');
    expect(formatEventTime('2026-10-12')).toBe('12 Oct 2026');
  });

  it('reads a period stored as its first day (older claims) at the period', () => {
    expect(formatEventTime('1962-01-01')).toBe('1962');
    expect(formatEventTime('1987-04-01')).toBe('Apr 1987');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatEventTime('soon')).toBe('soon');
  });
});
