import { describe, expect, it } from 'vitest';
import { claimAge, isReliableDate, relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relativeTime (SPEC §9 buckets)', () => {
  it('walks every bucket', () => {
    const cases: [number, string][] = [
      [10_000, 'just now'],
      [5 * MIN, '5m'],
      [3 * 60 * MIN, '3h'],
      [6 * DAY, '6d'],
      [7 * DAY, '1w'],
      [27 * DAY, '3w'],
      [28 * DAY, '1mo'],
      [200 * DAY, '6mo'],
      [365 * DAY, '1y'],
      [800 * DAY, '2y'],
    ];
    for (const [age, text] of cases) expect(relativeTime(ago(age), { now: NOW })).toBe(text);
  });
  it('falls back for missing, invalid and future dates', () => {
    expect(relativeTime(null, { now: NOW })).toBe('Recently');
    expect(relativeTime('not a date', { now: NOW })).toBe('Recently');
    expect(relativeTime(ago(-DAY), { now: NOW, fallback: 'Date unknown' })).toBe('Date unknown');
  });
});

describe('isReliableDate (SPEC §5)', () => {
  it('rejects missing, future and over-730-day-old dates', () => {
    expect(isReliableDate(ago(DAY), NOW)).toBe(true);
    expect(isReliableDate(undefined, NOW)).toBe(false);
    expect(isReliableDate(ago(-2 * DAY), NOW)).toBe(false);
    expect(isReliableDate(ago(731 * DAY), NOW)).toBe(false);
  });
});

describe('claimAge', () => {
  it('uses d, h, m ago or just now', () => {
    expect([
      claimAge(ago(2 * DAY), NOW),
      claimAge(ago(90 * MIN), NOW),
      claimAge(ago(5 * MIN), NOW),
      claimAge(ago(1000), NOW),
    ]).toEqual(['2d ago', '1h ago', '5m ago', 'just now']);
  });
});
