import { describe, expect, it } from 'vitest';
import { quoteLink } from './claims';

describe('claims model', () => {
  it('links a quote as a text fragment of its source page', () => {
    const source = { url: 'https://a.test/story#top', domain: 'a.test', page_id: 'p', title: null };
    expect(
      quoteLink({ source, evidence_references: [{ quote: 'rose two-metres, fast', start: 0, end: 5 }] }),
    ).toBe('https://a.test/story#:~:text=rose%20two%2Dmetres%2C%20fast');
    expect(
      quoteLink({
        source,
        evidence_references: [
          { quote: 'one two three four five six seven eight nine ten eleven', start: 0, end: 1 },
        ],
      }),
    ).toBe('https://a.test/story#:~:text=one%20two%20three%20four,eight%20nine%20ten%20eleven');
    expect(quoteLink({ source: { ...source, url: null }, evidence_references: [] })).toBeNull();
  });
});
