import { describe, expect, it } from 'vitest';
import { leadingText } from './text-limits';

describe('leadingText', () => {
  it('keeps a text within the limit whole', () => {
    expect(leadingText('short text', 100)).toBe('short text');
  });

  it('cuts at the last paragraph break, else line break, else space, before the limit', () => {
    const paragraphs = `${'a'.repeat(60)}\n\n${'b'.repeat(60)}`;
    expect(leadingText(paragraphs, 100)).toBe('a'.repeat(60));
    expect(leadingText(`${'a'.repeat(60)}\n${'b'.repeat(60)}`, 100)).toBe('a'.repeat(60));
    expect(leadingText(`${'a'.repeat(60)} ${'b'.repeat(60)}`, 100)).toBe('a'.repeat(60));
  });

  it('cuts hard when the only break is early (a prefix keeps every offset valid)', () => {
    const text = `ab ${'c'.repeat(200)}`;
    expect(leadingText(text, 100)).toBe(text.slice(0, 100));
  });
});
