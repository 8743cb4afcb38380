import { describe, expect, it } from 'vitest';
import { countWords, wordTokens } from './word-tokens';

const JAPANESE = '財源の柱となる売上税の引き上げは、住民投票で承認された。';

describe('wordTokens', () => {
  it('splits spaced scripts on non-letters and keeps contractions and decimals whole', () => {
    expect(wordTokens("Don't stop: the co-op grew 3.5%.")).toEqual([
      "don't",
      'stop',
      'the',
      'co-op',
      'grew',
      '3.5',
    ]);
  });

  it('segments unspaced scripts into words', () => {
    expect(wordTokens(JAPANESE).length).toBeGreaterThan(8);
  });

  it('gives the same words for a long mixed text as piece by piece', () => {
    const unit = `The council voted on Tuesday. ${JAPANESE}\n\n`;
    const text = unit.repeat(200);
    expect(wordTokens(text)).toEqual(wordTokens(unit).concat(...Array(199).fill(wordTokens(unit))));
  });

  it('keeps a maximum-size mixed text linear (ICU slows down on long strings)', () => {
    const text = `${'The Alder River crested at 6.1 metres on Tuesday, officials said. '.repeat(3000)}${JAPANESE}`;
    const started = performance.now();
    expect(countWords(text)).toBeGreaterThan(30_000);
    // Whole, this string took over 30 s; in pieces it takes tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('never cuts a surrogate pair in an unbroken run', () => {
    const run = '𠮷'.repeat(3000);
    expect(wordTokens(run).join('')).toBe(run);
  });
});
