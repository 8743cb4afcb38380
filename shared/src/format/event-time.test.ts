import { describe, expect, it } from 'vitest';
import { formatEventTime } from './event-time';

describe('formatEventTime', () => {
  it('reads a period resolved to its first day at its own precision', () => {
    expect(formatEventTime('1962-01-01')).toBe('1962');
    expect(formatEventTime('1987-04-01')).toBe('Apr 1987');
    expect(formatEventTime('2026-10-12')).toBe('12 Oct 2026');
  });
});
