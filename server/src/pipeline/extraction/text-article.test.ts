import { describe, expect, it } from 'vitest';
import { extractTextArticle } from './text-article';

describe('extractTextArticle', () => {
  it('takes a short first line as the title, a "By" line as the author, blank lines as paragraph breaks', () => {
    const article = extractTextArticle(
      'Harbour pontoons to be replaced\n\nBy Ada Quill\n\nThe harbour board voted on Tuesday to replace the wooden pontoons at the east quay, which have been closed since March.\n\nWork will begin in January and should take about ten weeks, the board said in a statement.',
    );
    expect(article).toMatchObject({
      title: 'Harbour pontoons to be replaced',
      author: 'Ada Quill',
      domain: null,
      site_name: null,
      language: 'en',
      extraction_method: 'text',
    });
    expect(article.paragraphs).toHaveLength(2);
    expect(article.text).toBe(article.paragraphs.join('\n\n'));
  });

  it('keeps a first line that reads as a sentence in the body', () => {
    const article = extractTextArticle('The quay reopens on Monday.\nBoats may moor from 7am.');
    expect(article.title).toBeNull();
    expect(article.paragraphs).toEqual(['The quay reopens on Monday.', 'Boats may moor from 7am.']);
    expect(article.is_readable).toBe(false);
  });
});
