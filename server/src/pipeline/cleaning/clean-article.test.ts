import { describe, expect, it } from 'vitest';
import { extractTextArticle } from '../extraction/text-article';
import { cleanArticle } from './clean-article';

const now = new Date('2026-11-28T12:00:00Z');

// A real-shaped news brief: 8 words of title and 64 of text (ECB+ has 107 reports under 80 words of 772).
const BRIEF = [
  'Waitrose Wellington fire: man denies arson',
  'A man has denied arson following a fire at a Somerset supermarket early on Sunday.',
  'Robert Pitman, 24, is accused of setting fire to the Waitrose store in Wellington shortly after 06:00.',
  'Mr Pitman entered a not guilty plea at Taunton magistrates and was remanded in custody to appear at Taunton Crown Court on 19 August.',
].join('\n\n');

describe('cleanArticle', () => {
  it('takes a pasted news brief the submission accepted (30 words or more, title included) as an article', () => {
    const article = extractTextArticle(BRIEF);
    expect(article.word_count).toBeLessThan(80);
    expect(article.is_readable).toBe(true);
    const cleaned = cleanArticle(article, { duplicateOf: null, now });
    expect(cleaned.is_valid).toBe(true);
    expect(cleaned.flags).not.toContain('too_short');
  });

  it('holds a fetched page to the higher bar: so short, a page is a teaser or a failed extraction', () => {
    const page = { ...extractTextArticle(BRIEF), extraction_method: 'readability' as const };
    expect(cleanArticle(page, { duplicateOf: null, now })).toMatchObject({
      is_valid: false,
      message: 'Content too short to clean',
    });
  });

  it('refuses a pasted text under the submission’s 30 words', () => {
    const article = extractTextArticle(
      'Fire at Waitrose\n\nA fire broke out at the Waitrose store in Wellington early on Sunday, police said.',
    );
    expect(cleanArticle(article, { duplicateOf: null, now })).toMatchObject({
      is_valid: false,
      flags: expect.arrayContaining(['too_short']),
    });
  });
});
