import { describe, expect, it } from 'vitest';
import { relativeTimeAgo } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("relativeTimeAgo: the server's last_updated_human (SPEC §9 buckets)", () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [5 * MIN, '5m ago'],
    [59 * MIN, '59m ago'],
    [2 * HOUR, '2h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY, '1w ago'],
    [27 * DAY, '3w ago'],
    [28 * DAY, '1mo ago'],
    [200 * DAY, '6mo ago'],
    [364 * DAY, '11mo ago'],
    [365 * DAY, '1y ago'],
    [3 * 365 * DAY, '2y ago'],
    [4 * 366 * DAY, '4y ago'],
  ])('%d ms old reads %s', (age, expected) => {
    expect(relativeTimeAgo(ago(age), now)).toBe(expected);
  });

  it('reads a future date (clock skew) as just now', () => {
    expect(relativeTimeAgo(ago(-5 * MIN), now)).toBe('just now');
  });
});
