import { describe, expect, it } from 'vitest';
import { contextNames, qualifiersInText } from './context-names';

describe('contextNames', () => {
  it('reads capitalised runs and their parts, without possessives', () => {
    const names = contextNames("Texas Governor Greg Abbott visited Bolivia's capital.");
    expect(names).toEqual(expect.arrayContaining(['Texas', 'Texas Governor', 'Bolivia']));
    expect(names).not.toContain('visited');
  });
});

describe('qualifiersInText', () => {
  it("reads the capitalised words after each ', ' that follows the name", () => {
    const text = 'Firefighters in Paris, Texas, and later in Paris, Lamar County, put it out.';
    expect(qualifiersInText(text, 'Paris')).toEqual(['Texas', 'Lamar County']);
    expect(qualifiersInText('Paris is quiet.', 'Paris')).toEqual([]);
  });
});
