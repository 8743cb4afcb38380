import { describe, expect, it } from 'vitest';
import { countWords, MIN_TEXT_WORDS, parseSubmission } from './parse-submission';

describe('parseSubmission (SPEC §5)', () => {
  it('ignores empty and blank input', () => {
    expect(parseSubmission('')).toEqual({ kind: 'empty' });
    expect(parseSubmission('   \n\t')).toEqual({ kind: 'empty' });
  });

  it('recognises a url alone, trimmed', () => {
    expect(parseSubmission('  https://news.example/a?b=1  ')).toEqual({
      kind: 'url',
      url: 'https://news.example/a?b=1',
    });
  });

  it('treats input without a link as text', () => {
    expect(parseSubmission(' The council voted on Tuesday. ')).toEqual({
      kind: 'text',
      text: 'The council voted on Tuesday.',
    });
  });

  it('uses only the first link of mixed input and drops trailing punctuation', () => {
    expect(parseSubmission('Read this: https://a.example/x. And http://b.example/y')).toEqual({
      kind: 'mixed',
      url: 'https://a.example/x',
      text: 'Read this: And http://b.example/y',
    });
  });

  it('takes links to IPv6 literal hosts, with a port, path or query, whole', () => {
    for (const url of [
      'http://[2606:4700::1111]/news',
      'https://[2001:db8::1]:8443/a/b?c=d#e',
      'http://[::ffff:10.0.0.1]',
      'http://[::1]:8080',
    ]) {
      expect(parseSubmission(url), url).toEqual({ kind: 'url', url });
    }
    expect(parseSubmission('See (http://[2606:4700::1111]/news/a).')).toEqual({
      kind: 'mixed',
      url: 'http://[2606:4700::1111]/news/a',
      text: 'See ().',
    });
  });

  it('does not take ftp or bare domains as links', () => {
    expect(parseSubmission('ftp://a.example/x').kind).toBe('text');
    expect(parseSubmission('www.example.com/story').kind).toBe('text');
  });
});

describe('text submissions', () => {
  it('counts words across any whitespace', () => {
    expect(countWords(' one\ttwo\n\nthree ')).toBe(3);
    expect(MIN_TEXT_WORDS).toBe(30);
  });
});
