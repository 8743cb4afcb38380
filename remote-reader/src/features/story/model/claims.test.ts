import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { describe, expect, it } from 'vitest';
import { quoteLink, timelineOf } from './claims';

function dated(id: string, text: string, event_time: string): StoryClaim {
  return {
    id,
    text,
    event_time,
    modality: 'observation',
    semantic_modality: null,
    confidence: 0.8,
    who: null,
    where: null,
    source: { url: `https://a.test/${id}`, domain: 'a.test', page_id: id, title: null },
    evidence_references: [],
  } as unknown as StoryClaim;
}

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

  it('shows a dated fact two sources tell in their own words once, as the fuller telling', () => {
    const events = timelineOf([
      dated('a', 'The old record was 20.1 feet in April 1987.', '1987-04-01'),
      dated('b', 'Water reached the Mill Street levee on Monday.', '2026-10-12'),
      dated('c', 'The previous record at the gauge, 20.1 feet, was set in April 1987.', '1987-04-01'),
      dated('d', 'The levee was built in 1962.', '1962-01-01'),
    ]);
    expect(events.map((e) => e.id)).toEqual(['d', 'c', 'b']);
  });

  it('keeps apart what differs in one word, number, negation or date', () => {
    const events = timelineOf([
      dated('a', 'Three people died in Millbrook on Monday.', '2026-10-12'),
      dated('b', 'Three people were injured in Millbrook on Monday.', '2026-10-12'),
      dated('c', 'The crest reached 22.4 feet at the gauge.', '2026-10-12'),
      dated('d', 'The crest reached 21.9 feet at the gauge.', '2026-10-12'),
      dated('e', 'Residents of Lower Town were evacuated overnight.', '2026-10-12'),
      dated('f', 'Residents of Lower Town were not evacuated overnight.', '2026-10-12'),
      dated('g', 'The crest reached 22.4 feet at the gauge.', '2026-10-13'),
      dated('h', 'the crest reached 22.4 feet at the gauge.', '2026-10-13'),
    ]);
    expect(events.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it("leaves out of the timeline a claim the server marks off the story, in the story's order otherwise", () => {
    const roundupClaim = (id: string, text: string, event_time: string, off_story?: boolean) => ({
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
      roundupClaim('a', 'Jacksonville fell to 5-10, its first losing year since 2003.', '2003', false),
      roundupClaim(
        'b',
        'The Vikings need a victory to win their first division title since 2000.',
        '2000',
        true,
      ),
      roundupClaim('c', 'The Colts beat the Jaguars 31-24.', '2008-12-18'),
    ]);
    expect(timeline.map((claim) => claim.id)).toEqual(['a', 'c']);
  });
});
