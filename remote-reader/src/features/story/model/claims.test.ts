import { describe, expect, it } from 'vitest';
import { quoteLink, timelineOf } from './claims';

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

  it("leaves out of the timeline a claim the server marks off the story, in the story's order otherwise", () => {
    const dated = (id: string, text: string, event_time: string, off_story?: boolean) => ({
      id,
      text,
      modality: 'observation',
      semantic_modality: 'official_fact',
      confidence: 0.8,
      event_time,
      who: null,
      where: null,
      source: { url: null, domain: null, page_id: 'p', title: null },
      evidence_references: [],
      created_at: '2008-12-19T00:00:00.000Z',
      ...(off_story === undefined ? {} : { off_story }),
    });
    const timeline = timelineOf([
      dated('a', 'Jacksonville fell to 5-10, its first losing year since 2003.', '2003', false),
      dated('b', 'The Vikings need a victory to win their first division title since 2000.', '2000', true),
      dated('c', 'The Colts beat the Jaguars 31-24.', '2008-12-18'),
    ]);
    expect(timeline.map((claim) => claim.id)).toEqual(['a', 'c']);
  });
});
