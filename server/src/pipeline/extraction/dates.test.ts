import { describe, expect, it } from 'vitest';
import { dateFromUrl, parseDate } from './dates';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('parseDate', () => {
  it('reads ISO 8601 with and without a zone (no zone is UTC) and normalises to an instant', () => {
    expect(parseDate('2026-03-14T08:30:00+02:00', NOW)).toBe('2026-03-14T06:30:00.000Z');
    expect(parseDate('2026-03-14T08:30:00.118Z', NOW)).toBe('2026-03-14T08:30:00.118Z');
    expect(parseDate('2026-03-14 08:30', NOW)).toBe('2026-03-14T08:30:00.000Z');
    expect(parseDate('2026-03-14T08:30:00+0530', NOW)).toBe('2026-03-14T03:00:00.000Z');
    expect(parseDate('2026-03-14', NOW)).toBe('2026-03-14T00:00:00.000Z');
  });

  it('reads compact dates, Unix timestamps and English month names', () => {
    expect(parseDate('20261111', NOW)).toBe('2026-11-11T00:00:00.000Z');
    expect(parseDate('1773477000', NOW)).toBe('2026-03-14T08:30:00.000Z');
    expect(parseDate('March 14, 2026 08:30 UTC', NOW)).toBe('2026-03-14T08:30:00.000Z');
  });

  it('rejects empty, unparseable, impossible, year-0001, pre-1990 and future dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '14/03/2026',
      '2026-02-30',
      '0001-01-01T00:00:00Z',
      '1989-12-31',
      '2026-11-24T12:00:01Z',
    ]) {
      expect(parseDate(value, NOW), String(value)).toBeNull();
    }
    expect(parseDate('1990-01-01', NOW)).toBe('1990-01-01T00:00:00.000Z');
    expect(parseDate('2026-11-24T11:59:59Z', NOW)).toBe('2026-11-24T11:59:59.000Z');
  });
});

describe('dateFromUrl', () => {
  it('finds /yyyy/mm/dd/, yyyy-mm-dd, /yyyy/mon/dd/ and compact yyyymmdd dates in the path', () => {
    expect(dateFromUrl('https://example.test/2026/03/14/library/', NOW)).toBe('2026-03-14T00:00:00.000Z');
    expect(dateFromUrl('https://example.test/lokales/bus-2026-04-09.html', NOW)).toBe(
      '2026-04-09T00:00:00.000Z',
    );
    expect(dateFromUrl('https://example.test/business/2026/jun/30/bank', NOW)).toBe(
      '2026-06-30T00:00:00.000Z',
    );
    expect(dateFromUrl('https://example.test/articles/20260905-library-bus', NOW)).toBe(
      '2026-09-05T00:00:00.000Z',
    );
  });

  it('ignores dates in the query, partial dates, impossible and future dates, and ids that look like dates', () => {
    expect(dateFromUrl('https://example.test/story?date=2026-03-14', NOW)).toBeNull();
    expect(dateFromUrl('https://example.test/features/2026/08/ropemaker/', NOW)).toBeNull();
    expect(dateFromUrl('https://example.test/2026/13/01/story', NOW)).toBeNull();
    expect(dateFromUrl('https://example.test/2027/01/01/story', NOW)).toBeNull();
    expect(dateFromUrl('https://example.test/news/uk-england-71234567', NOW)).toBeNull();
    expect(dateFromUrl('not a url', NOW)).toBeNull();
  });
});
