import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeUrl, sameArticleUrl } from './normalize-url';

describe('normalizeUrl (SPEC §5)', () => {
  it.each([
    ['https://news.example.com/story/', 'https://news.example.com/story'],
    ['https://news.example.com/story///', 'https://news.example.com/story'],
    ['https://news.example.com/', 'https://news.example.com'],
    ['HTTPS://News.Example.COM/Story/Flood', 'https://news.example.com/story/flood'],
  ])('removes trailing slashes and lowercases: %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it('drops every tracking key the spec lists, whatever their case', () => {
    const tracked =
      'https://news.example.com/a?utm_source=x&utm_medium=y&utm_campaign=z&utm_content=c&utm_term=t&ref=home&fbclid=abc&gclid=def';
    expect(normalizeUrl(tracked)).toBe('https://news.example.com/a');
    expect(normalizeUrl('https://news.example.com/a?UTM_Source=x&id=7')).toBe(
      'https://news.example.com/a?id=7',
    );
  });

  it('keeps query keys that select content, sorted so their order does not matter', () => {
    expect(normalizeUrl('https://news.example.com/article?p=2&id=77&utm_source=tw')).toBe(
      'https://news.example.com/article?id=77&p=2',
    );
    expect(sameArticleUrl('https://x.example/a?b=1&a=2', 'https://x.example/a?A=2&b=1')).toBe(true);
    // Repeated keys keep their relative order.
    expect(normalizeUrl('https://x.example/a?tag=b&id=1&tag=a')).toBe('https://x.example/a?id=1&tag=b&tag=a');
  });

  it('drops the fragment, default ports, credentials and a trailing dot on the host', () => {
    expect(normalizeUrl('https://news.example.com:443/a/#comments')).toBe('https://news.example.com/a');
    expect(normalizeUrl('http://news.example.com:80/a')).toBe('http://news.example.com/a');
    expect(normalizeUrl('http://news.example.com:8080/a/')).toBe('http://news.example.com:8080/a');
    expect(normalizeUrl('https://user:pw@news.example.com./a')).toBe('https://news.example.com/a');
  });

  it('removes the trailing slash before the query, not inside it', () => {
    expect(normalizeUrl('https://news.example.com/a/?utm_source=x')).toBe('https://news.example.com/a');
    expect(normalizeUrl('https://news.example.com/a/?q=b/')).toBe('https://news.example.com/a?q=b%2f');
  });

  it('keeps what can name a different article: scheme, www, path case folded per spec', () => {
    expect(sameArticleUrl('http://news.example.com/a', 'https://news.example.com/a')).toBe(false);
    expect(sameArticleUrl('https://www.news.example.com/a', 'https://news.example.com/a')).toBe(false);
    expect(sameArticleUrl('https://news.example.com/a', 'https://news.example.com/b')).toBe(false);
  });

  it('never throws, and treats text that is not a URL with the string rules', () => {
    expect(normalizeUrl('  Not A URL/  ')).toBe('not a url');
    expect(normalizeUrl('')).toBe('');
    expect(normalizeUrl('mailto:Desk@News.example')).toBe('mailto:desk@news.example');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof normalizeUrl(text)).toBe('string');
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const once = normalizeUrl(url);
        expect(normalizeUrl(once)).toBe(once);
      }),
      { numRuns: 60 },
    );
  });
});
