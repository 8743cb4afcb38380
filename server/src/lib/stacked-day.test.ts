import { describe, expect, it } from 'vitest';
import { withoutStackedDay } from './stacked-day';

describe('withoutStackedDay', () => {
  it('keeps the day a relative word names, capitalised when it opens the text', () => {
    expect(withoutStackedDay('Yesterday, on Friday, Reid apparently felt she needed help.')).toBe(
      'On Friday, Reid apparently felt she needed help.',
    );
    expect(
      withoutStackedDay('Reid is checking into rehab. Yesterday, on Friday, Reid felt she needed help.'),
    ).toBe('Reid is checking into rehab. On Friday, Reid felt she needed help.');
    expect(withoutStackedDay('Police said last night Tuesday that two men were held.')).toBe(
      'Police said Tuesday that two men were held.',
    );
  });

  it('leaves a relative word alone when no day name follows it', () => {
    const text = 'Reid checked in yesterday, her rep said on Friday.';
    expect(withoutStackedDay(text)).toBe(text);
  });
});
