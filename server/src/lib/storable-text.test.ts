import { describe, expect, it } from 'vitest';
import { cutText, storableJson, storableText } from './storable-text';

describe('storableText', () => {
  it('drops NUL and replaces unpaired surrogates, keeping pairs and everything else', () => {
    expect(storableText('Mill\u0000brook\u0000')).toBe('Millbrook');
    expect(storableText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(storableText('end\ud83d')).toBe('end\ufffd');
    expect(storableText('\ude00start')).toBe('\ufffdstart');
    expect(storableText('flood 🌊 \u0001 tab\t é')).toBe('flood 🌊 \u0001 tab\t é');
  });

  it('gives a string PostgreSQL jsonb accepts', () => {
    const json = JSON.stringify(storableText('x\u0000\ud800y\udfff'));
    expect(json).not.toMatch(/\\u0000|\\ud[89a-f]/i);
  });
});

describe('storableJson', () => {
  it('cleans every string, keys and nested values included', () => {
    expect(
      storableJson({
        'head\u0000line': 'A\u0000',
        author: [{ name: 'B\ud800' }],
        n: 1,
        ok: true,
        none: null,
      }),
    ).toEqual({ headline: 'A', author: [{ name: 'B\ufffd' }], n: 1, ok: true, none: null });
  });
});

describe('cutText', () => {
  it('cuts to at most max units, dropping a pair it would split', () => {
    expect(cutText('abc', 5)).toBe('abc');
    expect(cutText('ab🌊c', 3)).toBe('ab');
    expect(cutText('ab🌊c', 4)).toBe('ab🌊');
    expect(cutText('abcdef', 4)).toBe('abcd');
  });
});
