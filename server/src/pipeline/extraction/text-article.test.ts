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

  it('takes no dateline as the title: the line after it is', () => {
    const article = extractTextArticle(
      '9 September 2013, 14: 08\n\nJewellery stolen in Paris shop raid\n\nJewellery and watches worth two million euros have been stolen during a heist in an upmarket central Paris shop.\n\nPolice said four men rammed a car into the window.',
    );
    expect(article.title).toBe('Jewellery stolen in Paris shop raid');
    expect(article.paragraphs[0]).toBe('9 September 2013, 14: 08');
  });

  it('reads lines that end their sentences as paragraphs, and joins a hard-wrapped paragraph', () => {
    const article = extractTextArticle(
      'Bomb kills two officers at a bank\n\n' +
        'The explosion occurred Friday afternoon at a bank branch in Woodburn.\n' +
        'Courtesy of The Woodburn Independent\n' +
        'Police Chief Scott Russell received critical injuries.\n' +
        'One big difference, said Yeager:\n' +
        '"Two officers died at the scene."',
    );
    expect(article.title).toBe('Bomb kills two officers at a bank');
    expect(article.paragraphs).toEqual([
      'The explosion occurred Friday afternoon at a bank branch in Woodburn.',
      'Courtesy of The Woodburn Independent',
      'Police Chief Scott Russell received critical injuries.',
      'One big difference, said Yeager: "Two officers died at the scene."',
    ]);
    const wrapped = extractTextArticle(
      'Title of the piece\n\nThe river rose through the night and by\nmorning it had broken over the levee on\nMill Street, the county said.',
    );
    expect(wrapped.paragraphs).toEqual([
      'The river rose through the night and by morning it had broken over the levee on Mill Street, the county said.',
    ]);
  });
});
