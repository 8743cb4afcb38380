import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractClaims } from './extract-claims';
import { GIST_MAX_CHARS, gist, gistWithParts } from './gist';

const ARTICLE = {
  title: 'Councillors approve Eastgate housing plan',
  text: [
    'Councillors approve Eastgate housing plan',
    '',
    'Brackwell City Council voted 31-12 on Monday to approve 400 new homes on the former Eastgate gasworks site. The scheme includes 120 affordable flats and a primary school.',
    'Opposition councillor Deborah Lusk said the site was still contaminated. Was the vote rushed?',
    'By Hannah Gilder',
  ].join('\n'),
};

describe('gist', () => {
  it('picks the lead claim and never the headline, a question or a byline', () => {
    const { claims } = extractClaims(ARTICLE);
    const summary = gist(ARTICLE, claims);
    expect(summary.startsWith('Brackwell City Council voted 31-12 on Monday')).toBe(true);
    expect(summary).not.toContain('?');
    expect(summary).not.toContain('By Hannah');
    expect(summary).not.toMatch(/^Councillors approve/);
    expect(summary.length).toBeLessThanOrEqual(GIST_MAX_CHARS);
  });

  it('opens with no repeat of the title and says no sentence twice', () => {
    const article = {
      title: 'Councillors approve Eastgate housing plan',
      text: [
        'Councillors approve Eastgate housing plan.',
        'Brackwell City Council voted 31-12 on Monday to approve 400 new homes on the former gasworks site.',
        'Brackwell City Council voted 31-12 on Monday to approve 400 new homes on the former gasworks site.',
      ].join('\n'),
    };
    const summary = gist(article, extractClaims(article).claims);
    expect(summary).toBe(
      'Brackwell City Council voted 31-12 on Monday to approve 400 new homes on the former gasworks site.',
    );
  });

  it('clause-trims an over-long lead sentence instead of inventing text', () => {
    const long = `The council voted on Monday to approve the plan, ${'which had been debated for many months by residents and officers, '.repeat(6)}and building starts in May.`;
    const { text, parts } = gistWithParts({ title: null, text: long }, []);
    expect(text.length).toBeLessThanOrEqual(GIST_MAX_CHARS);
    expect(text.length).toBeGreaterThan(40);
    expect(long.startsWith(text)).toBe(true);
    expect(parts).toEqual([{ start: 0, end: text.length }]);
  });

  it('is never longer than 280 characters and is made only of article text', () => {
    const sentence = fc
      .array(
        fc.constantFrom(
          'Police',
          'said',
          '3',
          'men',
          'Harlow',
          'on',
          'Monday',
          'were',
          'held',
          'council',
          'floods',
        ),
        {
          minLength: 1,
          maxLength: 80,
        },
      )
      .map((w) => `${w.join(' ')}.`);
    fc.assert(
      fc.property(
        fc.array(sentence, { maxLength: 8 }),
        fc.option(fc.string({ maxLength: 40 })),
        (sentences, title) => {
          const article = { title, text: sentences.join(' ') };
          const { text, parts } = gistWithParts(article, extractClaims(article).claims);
          expect(text.length).toBeLessThanOrEqual(GIST_MAX_CHARS);
          expect(text).toBe(parts.map((p) => article.text.slice(p.start, p.end)).join(' '));
        },
      ),
    );
  });

  it('returns an empty gist for an article with no prose', () => {
    expect(gist({ title: 'Title', text: '' }, [])).toBe('');
  });
});
