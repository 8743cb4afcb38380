import { describe, expect, it } from 'vitest';
import { qualifierAt, qualifierNames } from './qualifiers';

describe('qualifiers', () => {
  it("reads the capitalised words after ', ' that follows a place name", () => {
    const text = 'They met in Arlington, Virginia. Within weeks the paper ran it from Paris.';
    expect(qualifierAt(text, text.indexOf(','))).toBe('Virginia. Within');
    expect(qualifierAt(text, text.indexOf('Paris') + 5)).toBeUndefined();
  });

  it("names a qualifier's readings longest first, and a state as news abbreviates it in full", () => {
    expect(qualifierNames('Virginia. Within')).toEqual(['Virginia. Within', 'Virginia']);
    expect(qualifierNames('Mo.')).toEqual(['Missouri']);
    expect(qualifierNames('New South Wales')).toEqual(['New South Wales', 'New South', 'New']);
  });
});
