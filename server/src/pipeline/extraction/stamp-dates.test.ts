import { describe, expect, it } from 'vitest';
import { readStampDates } from './stamp-dates';
import { extractTextArticle } from './text-article';

const NOW = new Date('2026-11-27T00:00:00Z');

describe('readStampDates', () => {
  it('reads the publication and update times pasted timestamp lines state', () => {
    expect(readStampDates(['Jul 13, 2009 01: 40 PM EDT'], NOW)).toEqual({
      published_at: '2009-07-13T17:40:00.000Z',
      modified_at: null,
    });
    expect(
      readStampDates(
        ['UPDATED 05 / 03 / 2013 at 11: 00 AM EDT | Originally published 05 / 02 / 2013 at 9: 30 PM EDT'],
        NOW,
      ),
    ).toEqual({ published_at: '2013-05-03T01:30:00.000Z', modified_at: '2013-05-03T15:00:00.000Z' });
    expect(readStampDates(['Published: 12 March 2014 …'], NOW).published_at).toBe('2014-03-12T00:00:00.000Z');
    expect(readStampDates(['Mon Jan 7, 2013 2:12pm EST'], NOW).published_at).toBe('2013-01-07T19:12:00.000Z');
    expect(readStampDates(['9 September 2013, 14: 08'], NOW).published_at).toBe('2013-09-09T14:08:00.000Z');
    expect(readStampDates(['7 January 2013 14:12 CET'], NOW).published_at).toBe('2013-01-07T13:12:00.000Z');
    expect(readStampDates(['21 July 2013 Last updated at 11: 11 GMT'], NOW).published_at).toBe(
      '2013-07-21T11:11:00.000Z',
    );
    // Day first when the first number cannot be a month.
    expect(readStampDates(['28/11/2005'], NOW).published_at).toBe('2005-11-28T00:00:00.000Z');
  });

  it('reads the stamps of real pasted articles: spaced a. m., US zones, brackets, dashes, ordinals, two stamps on a line', () => {
    // ECB+ 26_11ecbplus, 20_9ecbplus, 16_2ecbplus, 20_5ecbplus, 20_7ecbplus, 26_8ecbplus: each had left its
    // article undated (and the first its stamp as a sentence of the story's narrative).
    expect(readStampDates(['Published: Tuesday, Dec. 20 2005 12: 00 a. m. MST'], NOW).published_at).toBe(
      '2005-12-20T07:00:00.000Z',
    );
    expect(readStampDates(['Sunday, November 27 - 2005 at 16: 12'], NOW).published_at).toBe(
      '2005-11-27T16:12:00.000Z',
    );
    expect(readStampDates(['(March 20, 2007) - -'], NOW).published_at).toBe('2007-03-20T00:00:00.000Z');
    expect(readStampDates(['November 28th, 2005, 09: 11 GMT'], NOW).published_at).toBe(
      '2005-11-28T09:11:00.000Z',
    );
    expect(
      readStampDates(['Posted: Nov 27, 2005 8: 20 AM ET Last Updated: Nov 27, 2005 8: 10 PM ET'], NOW),
    ).toEqual({ published_at: '2005-11-27T13:20:00.000Z', modified_at: '2005-11-28T01:10:00.000Z' });
    expect(readStampDates(['Edited on Mon Dec - 19 - 05 03: 49 PM'], NOW).published_at).toBe(
      '2005-12-19T15:49:00.000Z',
    );
    // ECB+ 13_7ecbplus: 'Story Created: …' had been a sentence of the Mat Maid fire story's narrative.
    expect(readStampDates(['Story Created: Aug 7, 2012 at 9: 56 AM AKDT'], NOW).published_at).toBe(
      '2012-08-07T17:56:00.000Z',
    );
    expect(
      extractTextArticle(
        'Overnight Fire Destroys Historic Matanuska Maid Building\n\nNo injuries reported\nStory Created: Aug 7, 2012 at 9: 56 AM AKDT\nShortly after 3: 30 Tuesday morning someone called 911.\nPalmer Fire & Rescue responded.',
        NOW,
      ).text,
    ).not.toMatch(/Created/);
    // ECB+ 13_10ecbplus, 14_5ecbplus, 23_1ecbplus: a dash before the clock, a clock before its day.
    expect(readStampDates(['August 8, 2012 - 4: 43 pm'], NOW).published_at).toBe('2012-08-08T16:43:00.000Z');
    expect(readStampDates(['9: 53 AM, MON 22 JUL 2013'], NOW).published_at).toBe('2013-07-22T09:53:00.000Z');
    expect(readStampDates(['Last updated 13: 26 14 / 09 / 2013'], NOW).published_at).toBe(
      '2013-09-14T13:26:00.000Z',
    );
  });

  it('drops such a stamp line from a pasted text and dates the text by it', () => {
    const article = extractTextArticle(
      "Mob boss 'Oddfather' dies in prison at 77\n\nPublished: Tuesday, Dec. 20 2005 12: 00 a. m. MST\nMob boss Vincent Gigante died Monday in prison.\nHe was 77.\nThe head of the Genovese crime family died at the federal prison in Springfield, Mo.",
      NOW,
    );
    expect(article.published_at).toBe('2005-12-20T07:00:00.000Z');
    expect(article.text).not.toMatch(/Published|2005/);
  });

  it('dates a text that states only its update by it, and ignores clocks without a day and implausible dates', () => {
    expect(readStampDates(['Updated 12 March 2014'], NOW)).toEqual({
      published_at: '2014-03-12T00:00:00.000Z',
      modified_at: null,
    });
    expect(readStampDates(['Updated 9: 01 AM EDT'], NOW)).toEqual({ published_at: null, modified_at: null });
    expect(readStampDates(['Jan 1, 1970', 'Dec 1, 2030'], NOW).published_at).toBeNull();
    expect(readStampDates([], NOW)).toEqual({ published_at: null, modified_at: null });
  });

  it('gives a pasted article the dates of its dropped timestamp lines', () => {
    const article = extractTextArticle(
      'Storm knocks out power across Carrow Valley\nJul 13, 2009 01: 40 PM EDT\n\nA storm cut power to 20,000 homes.\n\nCrews worked through the night.',
      NOW,
    );
    expect(article.published_at).toBe('2009-07-13T17:40:00.000Z');
    expect(article.text).not.toMatch(/2009/);
    expect(
      extractTextArticle('Budget vote\n\nThe council voted on 12 March 2014.\n\nMore.', NOW).published_at,
    ).toBeNull();
  });
});
