import { describe, expect, it } from 'vitest';
import { contentWords, editDistance, matchWord, stem, words } from './text-terms';

describe('text terms', () => {
  it('normalises words without accents or punctuation', () => {
    expect(words('València, Spain — 29 Oct!')).toEqual(['valencia', 'spain', '29', 'oct']);
    expect(contentWords('What is the death toll in the city?')).toEqual(['death', 'toll', 'city']);
  });

  it('meets word forms at one stem', () => {
    for (const [a, b] of [
      ['flooding', 'floods'],
      ['flooded', 'flood'],
      ['evacuation', 'evacuated'],
      ['cause', 'caused'],
      ['stopped', 'stop'],
      ['agencies', 'agency'],
    ] as const) {
      expect(stem(a)).toBe(stem(b));
    }
    expect(stem('bus')).toBe('bus');
  });

  it('counts edits up to a bound', () => {
    expect(editDistance('flod', 'flood', 1)).toBe(1);
    expect(editDistance('valenica', 'valencia', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('matches exact, prefix and typo forms, not unrelated short words', () => {
    expect(matchWord('floods', 'flooding')).toBe('exact');
    expect(matchWord('vale', 'valencia')).toBe('prefix');
    expect(matchWord('flod', 'flood')).toBe('fuzzy');
    expect(matchWord('flod', 'flooding')).toBe('fuzzy');
    expect(matchWord('cat', 'car')).toBeUndefined();
    expect(matchWord('fire', 'extinguished')).toBeUndefined();
  });
});
