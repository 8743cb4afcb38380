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

  it("never opens on the writer's chatty aside, and keeps a news lead that names no one", () => {
    const blog = {
      title: null,
      text:
        "Well, here's something that we all knew would happen eventually. Tara Reid has checked into Promises " +
        'Treatment Center, a prominent rehab clinic in Los Angeles. Hey, if you are going to rehab anyway, ' +
        'might as well get your ego stroked, too.',
    };
    expect(gist(blog, extractClaims(blog).claims)).toBe(
      'Tara Reid has checked into Promises Treatment Center, a prominent rehab clinic in Los Angeles.',
    );
    const lead = {
      title: null,
      text:
        'A man with a long history of domestic violence has been accused of stabbing his mother and a former ' +
        'girlfriend to death. Neighbours on Independence Street said the apartment had been quiet for days.',
    };
    expect(gist(lead, extractClaims(lead).claims)).toMatch(/^A man with a long history/);
    // The writer's person inside a quote is the speaker's, not the writer's.
    const quoted = {
      title: null,
      text: '"We will rebuild," the mayor said. The council voted on Tuesday to fund new levees along the river.',
    };
    expect(gist(quoted, extractClaims(quoted).claims)).toMatch(/^"We will rebuild,"/);
  });

  it('returns an empty gist for an article with no prose', () => {
    expect(gist({ title: 'Title', text: '' }, [])).toBe('');
  });
});
