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

  it("reads a paragraph closed by a plain quote ('' or ') as prose (ECB+ 34_6ecb)", () => {
    const article = extractTextArticle(
      "CNN's management confirmed yesterday that Dr Gupta had been approached by the Obama team.\n\n" +
        'CNN management said: "Since first learning that Dr Gupta was under consideration for the surgeon-general ' +
        'position, CNN has made sure his on-air reporting has been on health and wellness matters and not on ' +
        "healthcare policy or any matters involving the new administration.''",
    );
    expect(article.is_readable).toBe(true);
  });

  it('takes no dateline as the title: the line after it is', () => {
    const article = extractTextArticle(
      '9 September 2013, 14: 08\n\nJewellery stolen in Paris shop raid\n\nJewellery and watches worth two million euros have been stolen during a heist in an upmarket central Paris shop.\n\nPolice said four men rammed a car into the window.',
    );
    expect(article.title).toBe('Jewellery stolen in Paris shop raid');
    expect(article.paragraphs[0]).toMatch(/^Jewellery and watches/);
  });

  it('drops timestamp lines, so no claim, gist or narrative sentence starts with one', () => {
    for (const stamp of [
      'Jul 13, 2009 01: 40 PM EDT',
      'Updated 9: 01 AM EDT',
      'UPDATED 05 / 03 / 2013 at 11: 00 AM EDT | Originally published 05 / 02 / 2013 at 9: 30 PM EDT',
      'Published: 12 March 2014 …',
    ]) {
      for (const text of [
        `Storm knocks out power across Carrow Valley\n${stamp}\n\nA storm cut power to 20,000 homes.\n\nCrews worked through the night.`,
        `Storm knocks out power across Carrow Valley\n\n${stamp}\n\nA storm cut power to 20,000 homes.\n\nCrews worked through the night.`,
        `${stamp}\nStorm knocks out power across Carrow Valley\n\nA storm cut power to 20,000 homes.\n\nCrews worked through the night.`,
      ]) {
        const article = extractTextArticle(text);
        expect(article.title, text).toBe('Storm knocks out power across Carrow Valley');
        expect(article.paragraphs, text).toEqual([
          'A storm cut power to 20,000 homes.',
          'Crews worked through the night.',
        ]);
        expect(article.text).not.toMatch(/\d: \d\d|2009|2013|2014/);
      }
    }
    // A line that tells something, with a date in it, stays.
    const kept = extractTextArticle(
      'Budget vote\n\nUpdated plans were published on 12 March 2014 by the council.\n\nMore.',
    );
    expect(kept.paragraphs[0]).toMatch(/^Updated plans/);
  });

  it('takes a short first line as the title even when the body follows on the next line', () => {
    const article = extractTextArticle(
      'Council approves new budget for schools\nThe council voted 7-4 on Tuesday to approve the budget.\n\nTeachers welcomed the vote.',
    );
    expect(article.title).toBe('Council approves new budget for schools');
    expect(article.paragraphs).toEqual([
      'The council voted 7-4 on Tuesday to approve the budget.',
      'Teachers welcomed the vote.',
    ]);
    // A hard-wrapped first paragraph is not cut into a title.
    const wrapped = extractTextArticle(
      'The river rose through the night and by morning it had broken over\nMill Street and the levee, the county said.\n\nCrews worked on.',
    );
    expect(wrapped.title).toBeNull();
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
    // A page's bullet points, each ending in a word before a capital, are paragraphs of their own (ECB+
    // 32_2: joined, they made one garbled sentence of the story's narrative).
    const bullets = extractTextArticle(
      'Son suspected of killing mother and sister\n\n' +
        'John Jenkin, 23, released from secure mental hospital against his wishes\n' +
        'Relative said he had history of mental health problems\n' +
        'Police not searching for any other suspects in connection with double murders\n' +
        'A man was yesterday being questioned over the murders of his mother and sister.\n' +
        'He had been sectioned after an apparent suicide attempt in the week before the\n' +
        'murders, according to a relative.\n' +
        'Police said the family had lived in the town for years.\n' +
        'Neighbours described hearing screams at about 3am.\n' +
        'A post-mortem examination will be held on Monday.',
    );
    expect(bullets.paragraphs).toEqual([
      'John Jenkin, 23, released from secure mental hospital against his wishes',
      'Relative said he had history of mental health problems',
      'Police not searching for any other suspects in connection with double murders',
      'A man was yesterday being questioned over the murders of his mother and sister.',
      'He had been sectioned after an apparent suicide attempt in the week before the murders, according to a relative.',
      'Police said the family had lived in the town for years.',
      'Neighbours described hearing screams at about 3am.',
      'A post-mortem examination will be held on Monday.',
    ]);
    const wrapped = extractTextArticle(
      'Title of the piece\n\nThe river rose through the night and by\nmorning it had broken over the levee on\nMill Street, the county said.',
    );
    expect(wrapped.paragraphs).toEqual([
      'The river rose through the night and by morning it had broken over the levee on Mill Street, the county said.',
    ]);
  });
});
