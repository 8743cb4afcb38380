import { describe, expect, it } from 'vitest';
import { isDatelineOnly } from './dateline';

describe('isDatelineOnly', () => {
  it('knows a dateline from a headline', () => {
    for (const line of [
      '9 September 2013, 14: 08',
      'Saturday, August 24, 2013',
      '11 / 28 / 05',
      '21 July 2013 Last updated at 11: 11 GMT',
    ])
      expect(isDatelineOnly(line), line).toBe(true);
    for (const line of ['Paris: Jewellery Stolen In Casty Shop Raid', 'Monday', '27 dead in Monday quake'])
      expect(isDatelineOnly(line), line).toBe(false);
  });
});
