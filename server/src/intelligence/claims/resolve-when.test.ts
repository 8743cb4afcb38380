import { describe, expect, it } from 'vitest';
import { resolveWhen } from './resolve-when';

// 2024-03-12 is a Tuesday.
const PUBLISHED = '2024-03-12T09:00:00Z';

describe('resolveWhen', () => {
  it('resolves a past weekday to the most recent such day', () => {
    expect(resolveWhen('The river burst its banks on Monday.', PUBLISHED)).toEqual({
      date: '2024-03-11',
      text: 'Monday',
      precision: 'day',
    });
    expect(resolveWhen('The vote was held on Tuesday.', PUBLISHED).date).toBe('2024-03-12');
  });

  it('reads a weekday that is the day after a late-evening publication as that day', () => {
    // ECB+ 23_4ecbplus, stamped 'September 15, 2013 11: 26 pm' (a Sunday) on New Zealand's Monday: it had been
    // dated Monday 9 September on the timeline.
    const lateSunday = '2013-09-15T23:26:00.000Z';
    const said = 'Police Inspector Dave Gaskin said Monday the two incidents were not related.';
    expect(resolveWhen(said, lateSunday).date).toBe('2013-09-16');
    expect(resolveWhen('On Friday, Duncan Raite died after slipping from a ridge.', lateSunday).date).toBe(
      '2013-09-13',
    );
    expect(resolveWhen('The climb began last Monday.', lateSunday).date).toBe('2013-09-09');
    // Earlier in the day the Monday before is still the one meant.
    expect(resolveWhen(said, '2013-09-15T14:00:00.000Z').date).toBe('2013-09-09');
  });

  it('moves a weekday forward when the sentence looks ahead', () => {
    expect(resolveWhen('The council will meet on Thursday.', PUBLISHED).date).toBe('2024-03-14');
    expect(resolveWhen('The hearing is next Tuesday.', PUBLISHED).date).toBe('2024-03-19');
  });

  it('dates a weekday right after a reporting verb to when it was said, whatever the clause looks ahead to', () => {
    const said = 'The chamber said on Wednesday that it would offer bridge loans.';
    expect(resolveWhen(said, PUBLISHED).date).toBe('2024-03-06');
    expect(resolveWhen('The mayor told reporters Monday the bridge will reopen.', PUBLISHED).date).toBe(
      '2024-03-11',
    );
    // Looking ahead with no reporting verb before the day still moves it forward.
    expect(resolveWhen('The chamber will offer loans on Wednesday.', PUBLISHED).date).toBe('2024-03-13');
  });

  it('dates an hour alone to the day of the report, and an hour beside a day to that day', () => {
    const hour =
      'The river topped the levee shortly after 3 a.m., according to Director Luis Brennan, who said crews had spent most of Sunday night stacking sandbags.';
    expect(resolveWhen(hour, PUBLISHED)).toEqual({ date: '2024-03-12', text: '3 a.m.', precision: 'day' });
    expect(resolveWhen('The alarm sounded at 10 p.m. Sunday.', PUBLISHED).date).toBe('2024-03-10');
    expect(resolveWhen('The alarm sounded at about 10:30 pm on Sunday.', PUBLISHED).date).toBe('2024-03-10');
    expect(resolveWhen('On Sunday the alarm sounded at 10 p.m.', PUBLISHED).date).toBe('2024-03-10');
    expect(resolveWhen('The fire started at 3: 30 a. m.', PUBLISHED).date).toBe('2024-03-12');
    expect(resolveWhen('Crews arrived at 6 a.m.', null)).toEqual({
      date: null,
      text: '6 a.m.',
      precision: null,
    });
    // Not an hour: a count of things, or 'am' as a verb.
    expect(resolveWhen('I am told 3 amendments passed on Monday.', PUBLISHED).date).toBe('2024-03-11');
  });

  it('resolves yesterday, last week and last month as the start of their period', () => {
    expect(resolveWhen('Police said yesterday that 3 men were held.', PUBLISHED).date).toBe('2024-03-11');
    expect(resolveWhen('The minister spoke last week.', PUBLISHED)).toEqual({
      date: '2024-03-04',
      text: 'last week',
      precision: 'week',
    });
    expect(resolveWhen('Prices rose last month.', PUBLISHED)).toMatchObject({
      date: '2024-02',
      precision: 'month',
    });
  });

  it('reads explicit dates, with or without a year', () => {
    expect(resolveWhen('She was hurt on June 3, 2023.', PUBLISHED).date).toBe('2023-06-03');
    expect(resolveWhen('He will appear in court on 29 March.', PUBLISHED).date).toBe('2024-03-29');
    expect(resolveWhen('The flood of 2024-01-05 was worse.', PUBLISHED).date).toBe('2024-01-05');
    // A yearless date after publication in a past-tense sentence belongs to the previous year.
    expect(resolveWhen('The fire started on November 2.', PUBLISHED).date).toBe('2023-11-02');
  });

  it("looks ahead for 'faces trial', not for a face", () => {
    // ECB+ 16_5ecbplus (Saturday 2005-06-25): '…was fatally shot Friday when a gunman … put a handgun to the
    // officer's face and fired' had been dated the Friday after, 2005-07-01.
    const saturday = '2005-06-25T00:00:00Z';
    expect(
      resolveWhen(
        "A deputy was fatally shot Friday when a gunman put a handgun to the officer's face and fired.",
        saturday,
      ).date,
    ).toBe('2005-06-24');
    expect(resolveWhen('Orozco faces trial on Friday.', saturday).date).toBe('2005-07-01');
  });

  it('does not let a look ahead in another clause move a time its own clause tells in the past', () => {
    const february = '2007-02-10T12:00:00Z';
    const date = (sentence: string, at = february) => resolveWhen(sentence, at).date;
    expect(date('Orozco, who had been arrested on June 24, faces trial in March.')).toBe('2006-06-24');
    expect(date('Orozco was arrested on June 24 and faces trial in March.')).toBe('2006-06-24');
    // ECB+ 9_5ecbplus (March 2009): 'a plan …, which was finalized on Dec. 30 and could affect' had been the
    // next December; 25_7ecb: 'was unavailable for comment Wednesday and will see Dr. James Andrews … Friday'.
    expect(
      date(
        'She expected the administration would reexamine a plan, which was finalized on Dec. 30.',
        '2009-03-05T00:00:00Z',
      ),
    ).toBe('2008-12-30');
    expect(
      date(
        'Bush was unavailable for comment Wednesday and will see Dr. James Andrews Friday.',
        '2024-10-17T09:00:00Z',
      ),
    ).toBe('2024-10-16');
    // A cue in the time's own clause still looks ahead.
    expect(date('Orozco will face trial on Monday, June 24.')).toBe('2007-02-12');
    expect(date('The hearing, scheduled for June 24, was postponed.')).toBe('2007-06-24');
  });

  it('reads a year set apart from its month by a comma, not a count after the comma', () => {
    // ECB+ 13_12ecbplus (published 2012-08-07): 'destroyed the hardware store in February, 2003' had been
    // dated February 2012 on the Mat Maid fire story's timeline.
    const published = '2012-08-07T00:00:00Z';
    expect(
      resolveWhen('A wind-whipped arson fire destroyed the hardware store in February, 2003.', published)
        .date,
    ).toBe('2003-02');
    expect(resolveWhen('The union struck in March, 2000 workers in all.', published).date).toBe('2012-03');
  });

  it('keeps years and months at their own precision', () => {
    expect(resolveWhen('The company was fined in 2019.', PUBLISHED)).toMatchObject({
      date: '2019',
      precision: 'year',
    });
    expect(resolveWhen('Services were cut in April.', PUBLISHED)).toMatchObject({
      date: '2023-04',
      precision: 'month',
    });
  });

  it('keeps the text but gives no date for relative expressions without a publication date', () => {
    expect(resolveWhen('The vote was on Monday.', null)).toEqual({
      date: null,
      text: 'Monday',
      precision: null,
    });
    expect(resolveWhen('Nothing happened.', PUBLISHED)).toEqual({ date: null, text: null, precision: null });
  });

  it('does not take the modal "may" for the month', () => {
    expect(resolveWhen('The bridge may reopen soon.', PUBLISHED).text).toBeNull();
  });

  describe('a yearless month in an October article', () => {
    const OCTOBER = '2024-10-15T09:00:00Z';
    it('is next March when the sentence looks ahead', () => {
      expect(resolveWhen('The referendum is scheduled for March.', OCTOBER)).toEqual({
        date: '2025-03',
        text: 'March',
        precision: 'month',
      });
      expect(resolveWhen('Scotland will hold a referendum in March.', OCTOBER).date).toBe('2025-03');
      expect(resolveWhen('Campaigning began ahead of the March referendum.', OCTOBER).date).toBe('2025-03');
    });

    it('is the nearest March for an event named by its month with no cue, last March when it is past', () => {
      expect(resolveWhen('The March referendum divides the party.', OCTOBER).date).toBe('2025-03');
      expect(resolveWhen('The March referendum was rejected by voters.', OCTOBER).date).toBe('2024-03');
      // A month in a past-tense report stays in the past.
      expect(resolveWhen('Prices rose in March.', OCTOBER).date).toBe('2024-03');
    });

    it('looks ahead for a hearing pencilled in, set or listed for a month', () => {
      // ECB+ 32_2 (a June 2013 report): the trial hearing had been dated October 2012.
      const JUNE = '2013-06-09T16:05:00Z';
      expect(
        resolveWhen(
          'The case continued in his absence and a trial hearing was pencilled in for October.',
          JUNE,
        ).date,
      ).toBe('2013-10');
      expect(resolveWhen('The trial was set for February.', OCTOBER).date).toBe('2025-02');
      expect(resolveWhen('The appeal is listed for January.', OCTOBER).date).toBe('2025-01');
    });

    it('looks ahead for "by" or "until" before the month, not for "by" as an agent', () => {
      expect(resolveWhen('The report must be finished by March.', OCTOBER).date).toBe('2025-03');
      expect(resolveWhen('The road stays closed until March.', OCTOBER).date).toBe('2025-03');
      // The demo's council story: this survey was dated next September.
      expect(
        resolveWhen('A survey commissioned by the chamber in September found 58 percent in favor.', OCTOBER)
          .date,
      ).toBe('2024-09');
      expect(resolveWhen('Voters will decide by Friday.', OCTOBER).date).toBe('2024-10-18');
    });

    it('reads "until" or "by" after a past verb as a point passed, unless the deadline was set for later', () => {
      // The report is of Tuesday 2024-10-15: 'Tuesday' is that day when past, next week's (the 22nd) ahead.
      // ECB+ 13_5: the dairy warehouse burned on Tuesday; the story's timeline had it a week after its report.
      expect(
        resolveWhen('The 7 acres near downtown Palmer included, until Tuesday, the old creamery.', OCTOBER)
          .date,
      ).toBe('2024-10-15');
      expect(resolveWhen('Residents had all been allowed to return by Tuesday evening.', OCTOBER).date).toBe(
        '2024-10-15',
      );
      expect(resolveWhen('The road was closed until Tuesday.', OCTOBER).date).toBe('2024-10-15');
      // Still ahead: a present 'is closed', a postponement, a deadline given, 'to' after it.
      expect(resolveWhen('The road is closed until Tuesday.', OCTOBER).date).toBe('2024-10-22');
      expect(resolveWhen("The judge postponed the man's testimony until Tuesday.", OCTOBER).date).toBe(
        '2024-10-22',
      );
      expect(resolveWhen('Their testimony has been delayed until Tuesday.', OCTOBER).date).toBe('2024-10-22');
      expect(resolveWhen('He was given until Tuesday to respond.', OCTOBER).date).toBe('2024-10-22');
      expect(resolveWhen('The firm was ordered to pay by Tuesday.', OCTOBER).date).toBe('2024-10-22');
    });

    it("reads the day and year after 'until' or 'in' ('until May 30, 2005'), not the month alone", () => {
      // ECB+ 28_1: the Felt story's timeline put his unmasking in May of the report's year.
      expect(
        resolveWhen("It wasn't until May 30, 2005, that Felt's family revealed his identity.", OCTOBER),
      ).toEqual({ date: '2005-05-30', text: 'May 30, 2005', precision: 'day' });
      expect(resolveWhen('He was at large until Dec. 7, when he was found.', OCTOBER).date).toBe(
        '2023-12-07',
      );
      expect(resolveWhen('Police said that in March, 2000 people marched.', OCTOBER).date).toBe('2024-03');
    });

    it('is next March after a modal that looks ahead, and a modal looks back only with "have"', () => {
      // The demo's council story: 'The harder vote may be the one in March' was dated March of its own year.
      expect(resolveWhen('The harder vote may be the one in March.', OCTOBER).date).toBe('2025-03');
      expect(resolveWhen('The leak may have started in March.', OCTOBER).date).toBe('2024-03');
      // A weekday is not moved by a modal: the body was found last Sunday.
      expect(resolveWhen('A body found on Sunday may be linked to the fire.', OCTOBER).date).toBe(
        '2024-10-13',
      );
    });
  });
});

describe('resolveWhen: a crime named by a later step of its case', () => {
  // ECB+ 16_10ecbplus and 16_1ecbplus, the Orozco case: the sentencing was reported in May 2007.
  const published = '2007-05-03T12:00:00Z';
  const date = (sentence: string) => resolveWhen(sentence, published).date;

  it('does not date the step by the crime', () => {
    expect(
      date(
        'Judge Philip Hickok told a packed courtroom that he weighed all the aggravating factors and mitigating ' +
          "circumstances in the ambush slaying of Los Angeles County Sheriff's Deputy Jerry Ortiz in June 2005.",
      ),
    ).toBeNull();
    expect(
      date('Orozco was also convicted of the June 20, 2005 attempted murder of a man shot in the back.'),
    ).toBeNull();
    // A later date in the sentence dates it.
    expect(
      date('Orozco was convicted of the June 20, 2005 attempted murder, and sentenced on Tuesday.'),
    ).toBe('2007-05-01');
  });

  it('dates a sentence about the crime itself by it', () => {
    expect(date('The deputy was killed in June 2005 outside a Hawaiian Gardens apartment.')).toBe('2005-06');
    expect(date('Police said the shooting on Tuesday killed two people in the apartment.')).toBe(
      '2007-05-01',
    );
    expect(date('The June 20, 2005 shooting left a man paralysed, his family said.')).toBe('2005-06-20');
  });

  it('keeps the date of the step itself (ECB+ 18_1, 33_2, 3_3)', () => {
    // Without 'in' or 'on' the day is the verb's.
    expect(
      date('A 61-year-old man was charged with first-degree murder Saturday after allegedly opening fire.'),
    ).toBe('2007-04-28');
    // The noun's 'of' phrase holds no verb: the testimony continued on Wednesday.
    expect(
      date(
        'Testimony in the murder trial of an Albany teen accused in the shooting death of young Kathina Thomas ' +
          'continued for the second day on Wednesday.',
      ),
    ).toBe('2007-05-02');
    expect(date('Testimony in the murder trial over the death of Kathina Thomas resumed on Wednesday.')).toBe(
      '2007-05-02',
    );
    // A trial going on at the date.
    expect(
      date('Nichols was being tried for rape in March 2005 when he overpowered a deputy and took her gun.'),
    ).toBe('2005-03');
  });
});

describe('resolveWhen: a time that opens the sentence', () => {
  it("reads 'In', 'Since', 'By' and 'Last' with a capital as it reads them inside a sentence (ECB+ 19_6)", () => {
    expect(
      resolveWhen(
        'In November 1973, students barricaded themselves inside against the junta, which had been in power since 1967.',
        PUBLISHED,
      ).date,
    ).toBe('1973-11');
    expect(resolveWhen('In 2005, he was charged with assault and battery.', PUBLISHED).date).toBe('2005');
    // 2024-03-12 is a Tuesday: last Tuesday is a week before.
    expect(resolveWhen('Last Tuesday, the council met in private.', PUBLISHED).date).toBe('2024-03-05');
  });

  it("does not date a sentence by the bound it opens on ('Before 1997, … in 1959', ECB+ 26_2)", () => {
    expect(
      resolveWhen('Before 1997, Gigante had served only a five-year heroin rap in 1959.', PUBLISHED).date,
    ).toBe('1959');
  });
});

describe('resolveWhen: a superlative measured since a time', () => {
  it('is not dated by the bound of its comparison (ECB+ 19_14, 8_8)', () => {
    expect(
      resolveWhen(
        "Greece has entered a period of soul searching over the violence, the worst since the country's dictatorship was brought down in 1974.",
        PUBLISHED,
      ).date,
    ).toBeNull();
    expect(
      resolveWhen('It was the worst violence to hit Greece since riots in 2008.', PUBLISHED).date,
    ).toBeNull();
    // 'at least … since' compares nothing: the title fight of April 2006 dates it.
    expect(
      resolveWhen(
        'Klitschko has held at least one major heavyweight belt since beating Chris Byrd in April 2006.',
        PUBLISHED,
      ).date,
    ).toBe('2006-04');
  });
});
