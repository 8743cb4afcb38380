/**
 * A relative day word stacked with the day it names ('Yesterday, on Friday, Reid…'): the reader of a story
 * or of the chat does not read it the day the source was written, so 'yesterday' would name another day.
 * The day's name says the same thing and stays true: 'On Friday, Reid…'. A relative word standing alone
 * ('Reid checked in yesterday') is left as the source wrote it: without the day's name nothing replaces it.
 */
const STACKED_DAY =
  /\b(?:yesterday|today|tonight|last\s+night|this\s+(?:morning|afternoon|evening))\s*,?\s+((?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b/gi;

/** Where a sentence starts: at the text's start or after a sentence's end ('…into rehab. Yesterday, on…'). */
const SENTENCE_START = /(?:^|[.!?…]["”’')\]]*\s+)$/u;

export function withoutStackedDay(text: string): string {
  return text.replace(STACKED_DAY, (_, day: string, offset: number) =>
    SENTENCE_START.test(text.slice(0, offset)) ? day[0]!.toUpperCase() + day.slice(1) : day,
  );
}
